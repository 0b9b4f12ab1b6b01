/** GET /customer/ticket/{id}/photos: the photos the crew took of the work (issue 29), and one photo's image. */
import { useQuery } from '@tanstack/react-query';
import { crewDayEndpoints } from '@upkeep/contract';
import { api, apiFile } from '../../../lib/api';
import { ticketKeys } from './keys';

export function useTicketPhotos(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.photos(token, id),
    queryFn: ({ signal }) => api(crewDayEndpoints.customerJobPhotos, { params: { id }, token, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export const loadTicketPhoto = (token: string, id: number, photoId: number) =>
  apiFile(crewDayEndpoints.customerJobPhoto, 'image/*', { params: { id, photoId }, token });
