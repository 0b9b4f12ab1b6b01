/** GET /customer/ticket-history/ticket/{id}: a ticket's status history, asked again whenever the screen opens. */
import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function getTicketHistory(id: number, token: string, signal?: AbortSignal) {
  return api(ticketEndpoints.ticketHistory, { params: { id }, token, signal });
}

export function useTicketHistory(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.history(token, id),
    queryFn: ({ signal }) => getTicketHistory(id, token, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
