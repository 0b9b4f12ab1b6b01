/** GET /customer/plans/{id}: one of the customer's plans with its visits (404 for anyone else's). */
import { useQuery } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { takeEarlyPlan } from './early-plan';
import { planKeys } from './keys';

export function getPlan(id: number, token: string, signal?: AbortSignal) {
  return api(planEndpoints.customerPlan, { token, params: { id }, signal, sent: takeEarlyPlan(id, token) }).then(
    (r) => r.data,
  );
}

export function usePlan(id: number, token: string) {
  return useQuery({
    queryKey: planKeys.plan(token, id),
    queryFn: ({ signal }) => getPlan(id, token, signal),
    staleTime: 0,
  });
}
