/**
 * What every answer about one plan does: it replaces that plan in the cached list, which shows it at once, and the
 * portal's count of what needs action is asked again (a plan confirmed or a move answered leaves it).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Plan } from '@upkeep/contract';
import { proPlanKeys } from './keys';

export function useReplacePlan(token: string) {
  const queryClient = useQueryClient();
  return (plan: Plan) => {
    queryClient.setQueryData<Plan[]>(proPlanKeys.list(token), (list) =>
      list?.map((p) => (p.id === plan.id ? plan : p)),
    );
    void queryClient.invalidateQueries({ queryKey: proPlanKeys.needsAction(token) });
  };
}
