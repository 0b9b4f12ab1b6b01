/** GET /staff/at-risk: bookings near expiry, jobs stuck In Progress, refunds the provider refused; oldest first. */
import { useQuery } from '@tanstack/react-query';
import { bookingAlertEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getAtRisk(token: string, signal?: AbortSignal) {
  return api(bookingAlertEndpoints.staffAtRisk, { token, signal }).then((r) => r.data);
}

export function useAtRisk(token: string) {
  return useQuery({
    queryKey: supportKeys.atRisk(token),
    queryFn: ({ signal }) => getAtRisk(token, signal),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
