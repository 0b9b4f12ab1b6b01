/** GET /customer/ticket-services/ticket/{id}: a ticket's service lines, asked again whenever the screen opens. */
import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function getTicketLines(id: number, token: string, signal?: AbortSignal) {
  return api(ticketEndpoints.ticketLines, { params: { id }, token, signal });
}

export function useTicketLines(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.lines(token, id),
    queryFn: ({ signal }) => getTicketLines(id, token, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
