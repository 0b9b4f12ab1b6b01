import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function getServices(signal?: AbortSignal) {
  return api(catalogEndpoints.services, { signal }).then((r) => r.data);
}

export const servicesQuery = () =>
  queryOptions({ queryKey: ['services'], queryFn: ({ signal }) => getServices(signal), staleTime: 10 * 60_000 });

export function useServices() {
  return useQuery(servicesQuery());
}
