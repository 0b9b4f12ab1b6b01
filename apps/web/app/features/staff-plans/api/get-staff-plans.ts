/** GET /staff/plans: every plan, the latest first, with its visits. */
import { useQuery } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { staffPlanKeys } from './keys';

export function getStaffPlans(token: string, signal?: AbortSignal) {
  return api(planEndpoints.staffPlans, { token, signal }).then((r) => r.data);
}

export function useStaffPlans(token: string) {
  return useQuery({
    queryKey: staffPlanKeys.list(token),
    queryFn: ({ signal }) => getStaffPlans(token, signal),
    refetchInterval: 60_000,
    staleTime: 0,
  });
}
