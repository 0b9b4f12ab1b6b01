/** GET /customer/ticket/{id}/photos/{photoId}: one of the ticket's job photos a quote shows (the image). */
import { crewDayEndpoints } from '@upkeep/contract';
import { apiFile } from '../../../lib/api';

export const loadQuotePhoto = (token: string, ticketId: number, photoId: number) =>
  apiFile(crewDayEndpoints.customerJobPhoto, 'image/*', { params: { id: ticketId, photoId }, token });
