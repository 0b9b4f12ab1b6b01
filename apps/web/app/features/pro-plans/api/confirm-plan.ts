/**
 * POST /company/plans/{id}/confirm: the company confirms a plan once (pending → active); each visit is then
 * confirmed when its charge succeeds. The answer replaces the plan in the list.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Plan, planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proPlanKeys } from './keys';

export function confirmPlan(planId: number, token: string) {
  return api(planEndpoints.confirmPlan, { token, params: { id: planId } }).then((r) => r.data);
}

export function useConfirmPlan(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (planId: number) => confirmPlan(planId, token),
    onSuccess: (plan) => {
      queryClient.setQueryData<Plan[]>(proPlanKeys.list(token), (list) =>
        list?.map((p) => (p.id === plan.id ? plan : p)),
      );
    },
  });
}
