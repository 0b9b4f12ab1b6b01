/**
 * GET /customer/status-flow/{id}: what the customer may do next with a ticket, asked again whenever the screen opens.
 */
import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { takeEarlyTicketAnswer } from './early-ticket-data';
import { ticketKeys } from './keys';

export function getStatusFlow(id: number, token: string, signal?: AbortSignal) {
  return api(ticketEndpoints.statusFlow, {
    params: { id },
    token,
    signal,
    sent: takeEarlyTicketAnswer('flow', id, token),
  });
}

/** What the customer may do next: asked only when the ticket says the customer may change it. */
export function useStatusFlow(id: number, token: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.flow(token, id),
    queryFn: ({ signal }) => getStatusFlow(id, token, signal),
    select: (r) => r.data,
    enabled,
    staleTime: 0,
  });
}
