/** What every change of a plan does with the server's answer: it replaces the plan on screen, the list asks again. */
import { useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@upkeep/contract';
import { planKeys } from './keys';

export function usePlanAnswer(token: string) {
  const queryClient = useQueryClient();
  return (plan: Plan) => {
    queryClient.setQueryData(planKeys.plan(token, plan.id), plan);
    void queryClient.invalidateQueries({ queryKey: planKeys.list(token) });
  };
}
