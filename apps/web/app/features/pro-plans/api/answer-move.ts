/**
 * POST /company/plans/{id}/move-request/accept and /decline: the company answers a customer's request to move every
 * visit. Accepting cancels the visits from the day asked on that are not charged yet and makes them again at the new
 * weekday and time; declining (with a reason told to the customer, if any) keeps them. The answer replaces the plan
 * in the list; a 409 says no request waits any more.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proPlanKeys } from './keys';
import { useReplacePlan } from './replace-plan';

export type MoveAnswer = { planId: number; accept: true } | { planId: number; accept: false; reason: string };

export function answerMove(answer: MoveAnswer, token: string) {
  const params = { id: answer.planId };
  const call = answer.accept
    ? api(planEndpoints.acceptPlanMove, { token, params })
    : api(planEndpoints.declinePlanMove, { token, params, body: { reason: answer.reason.trim() || undefined } });
  return call.then((r) => r.data);
}

export function useAnswerMove(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: MoveAnswer) => answerMove(answer, token),
    onSuccess: useReplacePlan(token),
    // The request may be gone (withdrawn, answered elsewhere): the list is read again to show what is true now.
    onError: () => queryClient.invalidateQueries({ queryKey: proPlanKeys.list(token) }),
  });
}
