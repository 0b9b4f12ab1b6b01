/** GET /customer/ticket: the list, filtered and paged (the status filter's list is shared/tickets). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TICKET_PAGE_SIZE, type TicketListQuery, ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

/** The list's filters: the contract's query, always with a page (the page size is the app's). */
export type TicketFilters = Omit<TicketListQuery, '_pageSize'> & Required<Pick<TicketListQuery, 'PageNumber'>>;

export function getTickets(filters: TicketFilters, token: string, signal?: AbortSignal) {
  return api(ticketEndpoints.tickets, { token, query: { ...filters, _pageSize: TICKET_PAGE_SIZE }, signal }).then(
    (r) => ({
      tickets: r.data,
      pages: r.pages ?? { pageNumber: filters.PageNumber, pageSize: TICKET_PAGE_SIZE, totalCount: 0, totalPages: 0 },
    }),
  );
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
