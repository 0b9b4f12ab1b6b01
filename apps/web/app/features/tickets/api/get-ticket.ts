/**
 * GET /customer/ticket/{id}: one of the customer's tickets. Asked again whenever the screen opens: the company
 * may have changed the ticket meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { takeEarlyTicketAnswer } from './early-ticket-data';
import { ticketKeys } from './keys';

export function getTicket(id: number, token: string, signal?: AbortSignal) {
  return api(ticketEndpoints.ticket, {
    params: { id },
    token,
    signal,
    sent: takeEarlyTicketAnswer('ticket', id, token),
  }).then((r) => r.data);
}

export function useTicket(id: number | null, token: string) {
  return useQuery({
    queryKey: ticketKeys.detail(token, id ?? 0),
    queryFn: ({ signal }) => getTicket(id ?? 0, token, signal),
    enabled: id !== null,
    staleTime: 0,
  });
}
