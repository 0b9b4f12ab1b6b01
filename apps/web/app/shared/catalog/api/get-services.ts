import { queryOptions, useQuery } from '@tanstack/react-query';
import { getServices } from './services-call';

export { getServices };

export const servicesQuery = () =>
  queryOptions({ queryKey: ['services'], queryFn: ({ signal }) => getServices(signal), staleTime: 10 * 60_000 });

export function useServices() {
  return useQuery(servicesQuery());
}
