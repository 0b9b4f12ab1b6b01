/**
 * GET /customer/open-charges/service/{serviceId}/{ticketId}: the scheduled-service page's ticket and its extra charges.
 */
import { useQuery } from '@tanstack/react-query';
import { openChargeEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function getScheduledService(ticketId: number, serviceId: number, token: string, signal?: AbortSignal) {
  return api(openChargeEndpoints.scheduledService, { params: { serviceId, ticketId }, token, signal });
}

export function useScheduledService(ticketId: number, serviceId: number, token: string) {
  return useQuery({
    queryKey: ticketKeys.scheduledService(token, ticketId, serviceId),
    queryFn: ({ signal }) => getScheduledService(ticketId, serviceId, token, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
