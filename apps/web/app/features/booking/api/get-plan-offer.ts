/** GET /customer/company-services/{id}/plan-offer: whether the company's service takes plans, and its discounts. */
import { useQuery } from '@tanstack/react-query';
import { type PlanOffer, planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function getPlanOffer(companyServiceId: number, signal?: AbortSignal): Promise<PlanOffer> {
  return api(planEndpoints.planOffer, { params: { id: companyServiceId }, signal }).then((r) => r.data);
}

/** Asked only where checkout offers plans (`enabled`): a one-time booking never needs it. */
export const usePlanOffer = (companyServiceId: number, enabled: boolean) =>
  useQuery({
    queryKey: ['booking', 'plan-offer', companyServiceId],
    queryFn: ({ signal }) => getPlanOffer(companyServiceId, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
