/** GET /customer/reviews/ticket/{id}: the customer's review of a ticket, if they wrote one. */
import { useQuery } from '@tanstack/react-query';
import { reviewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function getTicketReview(id: number, token: string, signal?: AbortSignal) {
  return api(reviewEndpoints.ticketReview, { params: { id }, token, signal });
}

export function useTicketReview(id: number, token: string, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.review(token, id),
    queryFn: ({ signal }) => getTicketReview(id, token, signal),
    select: (r) => r.data,
    enabled,
  });
}
