/** GET /customer/ticket-status: the statuses to filter tickets by (statuses are data, design.md section 5). */
import { useQuery } from '@tanstack/react-query';
import { ticketEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** The one list for every screen that filters by status: the customer's tickets and the company's jobs. */
export function useTicketStatuses() {
  return useQuery({
    queryKey: ['ticket-statuses'],
    queryFn: ({ signal }) => api(ticketEndpoints.ticketStatuses, { signal }),
    select: (r) => r.data,
    staleTime: 10 * 60_000,
  });
}
