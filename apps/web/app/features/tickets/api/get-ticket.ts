/**
 * The detail screen's calls: GET /customer/ticket/{id}, /customer/ticket-services/ticket/{id},
 * /customer/ticket-history/ticket/{id}, /customer/status-flow/{id} and /customer/open-charges/ticket/{id}.
 * Asked again whenever the screen opens: the company may have changed the ticket meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import { openChargeEndpoints, ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

const fresh = { staleTime: 0 } as const;

export function getTicket(id: number, token: string, signal?: AbortSignal) {
  return api(ticketEndpoints.ticket, { params: { id }, token, signal }).then((r) => r.data);
}

export function useTicket(id: number | null, token: string) {
  return useQuery({
    queryKey: ticketKeys.detail(token, id ?? 0),
    queryFn: ({ signal }) => getTicket(id ?? 0, token, signal),
    enabled: id !== null,
    ...fresh,
  });
}

export function useTicketLines(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.lines(token, id),
    queryFn: ({ signal }) => api(ticketEndpoints.ticketLines, { params: { id }, token, signal }),
    select: (r) => r.data,
    ...fresh,
  });
}

export function useTicketHistory(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.history(token, id),
    queryFn: ({ signal }) => api(ticketEndpoints.ticketHistory, { params: { id }, token, signal }),
    select: (r) => r.data,
    ...fresh,
  });
}

/** What the customer may do next: asked only when the ticket says the customer may change it. */
export function useStatusFlow(id: number, token: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.flow(token, id),
    queryFn: ({ signal }) => api(ticketEndpoints.statusFlow, { params: { id }, token, signal }),
    select: (r) => r.data,
    enabled,
    ...fresh,
  });
}

export function useOpenCharges(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.charges(token, id),
    queryFn: ({ signal }) => api(openChargeEndpoints.openCharges, { params: { id }, token, signal }),
    select: (r) => r.data,
    ...fresh,
  });
}
