/** GET /customer/ticket (the list, filtered and paged) and GET /customer/ticket-status (the status filter). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TICKET_PAGE_SIZE, ticketListResponse, ticketStatusesResponse } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';
import { ticketKeys } from './keys';

export interface TicketFilters {
  PageNumber: number;
  MinDate?: string;
  MaxDate?: string;
  TicketID?: number;
  StatusID?: number;
  ServiceID?: number;
}

export function getTickets(filters: TicketFilters, token: string, signal?: AbortSignal) {
  return apiRequest('/customer/ticket', {
    token,
    query: { ...filters, _pageSize: TICKET_PAGE_SIZE },
    schema: ticketListResponse,
    signal,
  }).then((r) => ({
    tickets: r.data,
    pages: r.pages ?? { pageNumber: filters.PageNumber, pageSize: TICKET_PAGE_SIZE, totalCount: 0, totalPages: 0 },
  }));
}

/** The page stays on screen while the next one loads. */
export function useTickets(filters: TicketFilters, token: string) {
  return useQuery({
    queryKey: ticketKeys.list(token, filters),
    queryFn: ({ signal }) => getTickets(filters, token, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useTicketStatuses() {
  return useQuery({
    queryKey: ['ticket-statuses'],
    queryFn: ({ signal }) => apiRequest('/customer/ticket-status', { schema: ticketStatusesResponse, signal }),
    select: (r) => r.data,
    staleTime: 10 * 60_000,
  });
}
