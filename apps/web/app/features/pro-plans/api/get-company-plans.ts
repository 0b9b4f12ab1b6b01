/** GET /company/plans: the company's plans with their visits (owner and office staff; a crew member gets 403). */
import { useQuery } from '@tanstack/react-query';
import { planEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proPlanKeys } from './keys';

export function getCompanyPlans(token: string, signal?: AbortSignal) {
  return api(planEndpoints.companyPlans, { token, signal }).then((r) => r.data);
}

export function useCompanyPlans(token: string) {
  return useQuery({
    queryKey: proPlanKeys.list(token),
    queryFn: ({ signal }) => getCompanyPlans(token, signal),
    staleTime: 0,
  });
}
