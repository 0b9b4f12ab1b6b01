/**
 * POST /customer/plans/{id}/pause, /resume and /cancel: pausing cancels the visits not charged yet (none are made
 * until it is resumed); resuming makes them again from the next free occurrence; cancelling cancels the future
 * visits not charged yet. Each answers the plan.
 */
import { useMutation } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { usePlanAnswer } from './use-plan-answer';

export type PlanChange = 'pause' | 'resume' | 'cancel';

const ENDPOINTS = {
  pause: planEndpoints.pausePlan,
  resume: planEndpoints.resumePlan,
  cancel: planEndpoints.cancelPlan,
} as const;

export function changePlan(planId: number, change: PlanChange, token: string) {
  return api(ENDPOINTS[change], { token, params: { id: planId } }).then((r) => r.data);
}

export function useChangePlan(planId: number, token: string) {
  const answered = usePlanAnswer(token);
  return useMutation({
    mutationFn: (change: PlanChange) => changePlan(planId, change, token),
    onSuccess: answered,
  });
}
