/**
 * GET and PUT /company/services/{serviceId}/plan-discounts: the company's plan discounts of one of its services, in
 * percent off a visit by interval (0 to 50). Plans started later take them; a plan keeps the discount it began with.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type PlanDiscounts, planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proPlanKeys } from './keys';

export function getPlanDiscounts(serviceId: number, token: string, signal?: AbortSignal) {
  return api(planEndpoints.planDiscounts, { token, params: { serviceId }, signal }).then((r) => r.data);
}

export function usePlanDiscounts(serviceId: number | null, token: string) {
  return useQuery({
    queryKey: proPlanKeys.discounts(token, serviceId ?? 0),
    queryFn: ({ signal }) => getPlanDiscounts(serviceId ?? 0, token, signal),
    enabled: serviceId !== null,
    staleTime: 0,
  });
}

export function updatePlanDiscounts(serviceId: number, discounts: PlanDiscounts, token: string) {
  return api(planEndpoints.updatePlanDiscounts, { token, params: { serviceId }, body: discounts }).then((r) => r.data);
}

export function useUpdatePlanDiscounts(serviceId: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (discounts: PlanDiscounts) => updatePlanDiscounts(serviceId, discounts, token),
    onSuccess: (saved) => queryClient.setQueryData(proPlanKeys.discounts(token, serviceId), saved),
  });
}
