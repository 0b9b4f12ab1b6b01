/**
 * GET /staff/tickets/{id}: a ticket as the customer and the company see it, with payments, refunds and messages sent.
 */
import { useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getStaffTicket(token: string, id: number, signal?: AbortSignal) {
  return api(endpoints.staffTicket, { token, params: { id }, signal });
}

export function useStaffTicket(token: string, id: number) {
  return useQuery({
    queryKey: supportKeys.ticket(token, id),
    queryFn: ({ signal }) => getStaffTicket(token, id, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
