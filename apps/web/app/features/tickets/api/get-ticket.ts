/**
 * The detail screen's calls: GET /customer/ticket/{id}, /customer/ticket-services/ticket/{id},
 * /customer/ticket-history/ticket/{id}, /customer/status-flow/{id} and /customer/open-charges/ticket/{id}.
 * Asked again whenever the screen opens: the company may have changed the ticket meanwhile.
 */
import { useQuery } from '@tanstack/react-query';
import {
  openChargesResponse,
  statusFlowResponse,
  ticketDetailResponse,
  ticketHistoryResponse,
  ticketServiceLinesResponse,
} from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';
import { ticketKeys } from './keys';

const fresh = { staleTime: 0 } as const;

export function getTicket(id: number, token: string, signal?: AbortSignal) {
  return apiRequest(`/customer/ticket/${id}`, { token, schema: ticketDetailResponse, signal }).then((r) => r.data);
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
    queryFn: ({ signal }) =>
      apiRequest(`/customer/ticket-services/ticket/${id}`, { token, schema: ticketServiceLinesResponse, signal }),
    select: (r) => r.data,
    ...fresh,
  });
}

export function useTicketHistory(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.history(token, id),
    queryFn: ({ signal }) =>
      apiRequest(`/customer/ticket-history/ticket/${id}`, { token, schema: ticketHistoryResponse, signal }),
    select: (r) => r.data,
    ...fresh,
  });
}

/** What the customer may do next: asked only when the ticket says the customer may change it. */
export function useStatusFlow(id: number, token: string, enabled: boolean) {
  return useQuery({
    queryKey: ticketKeys.flow(token, id),
    queryFn: ({ signal }) => apiRequest(`/customer/status-flow/${id}`, { token, schema: statusFlowResponse, signal }),
    select: (r) => r.data,
    enabled,
    ...fresh,
  });
}

export function useOpenCharges(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.charges(token, id),
    queryFn: ({ signal }) =>
      apiRequest(`/customer/open-charges/ticket/${id}`, { token, schema: openChargesResponse, signal }),
    select: (r) => r.data,
    ...fresh,
  });
}
