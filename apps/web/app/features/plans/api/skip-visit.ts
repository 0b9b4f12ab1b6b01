/**
 * POST /customer/plans/{id}/visits/{ticketId}/skip: a visit skipped is cancelled and never charged; free until it is
 * charged, 24 hours before it (then a 409 says so).
 */
import { useMutation } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { usePlanAnswer } from './use-plan-answer';

export function skipVisit(planId: number, ticketId: number, token: string) {
  return api(planEndpoints.skipPlanVisit, { token, params: { id: planId, ticketId } }).then((r) => r.data);
}

export function useSkipVisit(planId: number, token: string) {
  const answered = usePlanAnswer(token);
  return useMutation({
    mutationFn: (ticketId: number) => skipVisit(planId, ticketId, token),
    onSuccess: answered,
  });
}
