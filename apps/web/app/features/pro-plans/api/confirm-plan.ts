/**
 * POST /company/plans/{id}/confirm: the company confirms a plan once (pending → active); each visit is then
 * confirmed when its charge succeeds. The answer replaces the plan in the list.
 */
import { useMutation } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useReplacePlan } from './replace-plan';

export function confirmPlan(planId: number, token: string) {
  return api(planEndpoints.confirmPlan, { token, params: { id: planId } }).then((r) => r.data);
}

export function useConfirmPlan(token: string) {
  return useMutation({
    mutationFn: (planId: number) => confirmPlan(planId, token),
    onSuccess: useReplacePlan(token),
  });
}
