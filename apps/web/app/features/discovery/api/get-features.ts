import { queryOptions, useQuery } from '@tanstack/react-query';
import { discoveryEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/**
 * GET /customer/features/{serviceId}: the service's questions in order, with their values. `sent`: the request
 * already sent for this call (early-questionnaire-data.ts), whose answer is read instead.
 */
export function getFeatures(serviceId: number, signal?: AbortSignal, sent?: Promise<Response>) {
  return api(discoveryEndpoints.features, { params: { serviceId }, signal, sent }).then((r) => r.data);
}

export const featuresQuery = (serviceId: number) =>
  queryOptions({
    queryKey: ['features', serviceId],
    queryFn: ({ signal }) => getFeatures(serviceId, signal),
    staleTime: 10 * 60_000,
  });

export function useFeatures(serviceId: number) {
  return useQuery(featuresQuery(serviceId));
}
