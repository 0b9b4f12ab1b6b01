import { queryOptions, useQuery } from '@tanstack/react-query';
import { servicesResponse } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

export function getServices(signal?: AbortSignal) {
  return apiRequest('/customer/services', { schema: servicesResponse, signal }).then((r) => r.data);
}

export const servicesQuery = () =>
  queryOptions({ queryKey: ['services'], queryFn: ({ signal }) => getServices(signal), staleTime: 10 * 60_000 });

export function useServices() {
  return useQuery(servicesQuery());
}
