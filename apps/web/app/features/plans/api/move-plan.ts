/**
 * POST and DELETE /customer/plans/{id}/move: the customer asks to move every visit from a date on to that date's
 * weekday at another time (valley), which waits for the company; or withdraws the request while it waits. A 400
 * names the field (the date 2 days to 8 weeks ahead; a time that is already the plan's). Each answers the plan.
 */
import { useMutation } from '@tanstack/react-query';
import { type MovePlanRequest, planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { usePlanAnswer } from './use-plan-answer';

export function movePlan(planId: number, move: MovePlanRequest, token: string) {
  return api(planEndpoints.movePlan, { token, params: { id: planId }, body: move }).then((r) => r.data);
}

export function withdrawPlanMove(planId: number, token: string) {
  return api(planEndpoints.withdrawPlanMove, { token, params: { id: planId } }).then((r) => r.data);
}

export function useMovePlan(planId: number, token: string) {
  const answered = usePlanAnswer(token);
  return useMutation({
    mutationFn: (move: MovePlanRequest) => movePlan(planId, move, token),
    onSuccess: answered,
  });
}

export function useWithdrawPlanMove(planId: number, token: string) {
  const answered = usePlanAnswer(token);
  return useMutation({
    mutationFn: () => withdrawPlanMove(planId, token),
    onSuccess: answered,
  });
}
