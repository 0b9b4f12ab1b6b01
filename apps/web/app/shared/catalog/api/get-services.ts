import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** `sent`: the request already sent for this call (the questionnaire's early start), whose answer is read instead. */
export function getServices(signal?: AbortSignal, sent?: Promise<Response>) {
  return api(catalogEndpoints.services, { signal, sent }).then((r) => r.data);
}

export const servicesQuery = () =>
  queryOptions({ queryKey: ['services'], queryFn: ({ signal }) => getServices(signal), staleTime: 10 * 60_000 });

export function useServices() {
  return useQuery(servicesQuery());
}
