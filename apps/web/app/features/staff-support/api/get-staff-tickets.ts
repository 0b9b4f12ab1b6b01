/** GET /staff/tickets: tickets found by number, customer e-mail or phone, or company name; newest first, paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints, type StaffTicketsQuery } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getStaffTickets(token: string, query: StaffTicketsQuery, signal?: AbortSignal) {
  return api(endpoints.staffTickets, { token, query, signal });
}

export function useStaffTickets(token: string, query: StaffTicketsQuery) {
  return useQuery({
    queryKey: supportKeys.ticketList(token, query),
    queryFn: ({ signal }) => getStaffTickets(token, query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
