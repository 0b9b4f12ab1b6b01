/** GET /customer/plans: the customer's plans with their visits. */
import { useQuery } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { planKeys } from './keys';

export function getPlans(token: string, signal?: AbortSignal) {
  return api(planEndpoints.customerPlans, { token, signal }).then((r) => r.data);
}

export function usePlans(token: string) {
  return useQuery({
    queryKey: planKeys.list(token),
    queryFn: ({ signal }) => getPlans(token, signal),
    staleTime: 0,
  });
}
