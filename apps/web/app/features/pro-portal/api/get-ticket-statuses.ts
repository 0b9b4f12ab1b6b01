/** GET /customer/ticket-status: every ticket status, public. */
import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** The statuses to filter by (the customer side's public list: statuses are data). */
export function useTicketStatuses() {
  return useQuery({
    queryKey: ['ticket-statuses'],
    queryFn: ({ signal }) => api(ticketEndpoints.ticketStatuses, { signal }),
    select: (r) => r.data,
    staleTime: 10 * 60_000,
  });
}
