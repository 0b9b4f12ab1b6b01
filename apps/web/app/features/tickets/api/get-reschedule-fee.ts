/** GET /customer/ticket/reschedule-fee/{id}: the fee for moving a ticket, by our policy (spec 000 section 4). */
import { useQuery } from '@tanstack/react-query';
import { rescheduleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function getRescheduleFee(id: number, token: string, signal?: AbortSignal) {
  return api(rescheduleEndpoints.rescheduleFee, { params: { id }, token, signal });
}

export function useRescheduleFee(id: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.rescheduleFee(token, id),
    queryFn: ({ signal }) => getRescheduleFee(id, token, signal),
    select: (r) => r.data,
    // The fee depends on the clock: asked again whenever the screen opens.
    staleTime: 0,
  });
}
