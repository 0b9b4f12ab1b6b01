import { queryOptions, useQuery } from '@tanstack/react-query';
import { featuresResponse } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

/** GET /customer/features/{serviceId}: the service's questions in order, with their values. */
export function getFeatures(serviceId: number, signal?: AbortSignal) {
  return apiRequest(`/customer/features/${serviceId}`, { schema: featuresResponse, signal }).then((r) => r.data);
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
