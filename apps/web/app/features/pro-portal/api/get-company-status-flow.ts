/** GET /company/status-flow/{id}: what the company may do next with a job (the flow table's Company rows). */
import { useQuery } from '@tanstack/react-query';
import { companyJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

export function getCompanyStatusFlow(id: number, token: string, signal?: AbortSignal) {
  return api(companyJobEndpoints.companyStatusFlow, { params: { id }, token, signal });
}

export function useCompanyStatusFlow(id: number, token: string, enabled: boolean) {
  return useQuery({
    queryKey: proKeys.flow(token, id),
    queryFn: ({ signal }) => getCompanyStatusFlow(id, token, signal),
    select: (r) => r.data,
    enabled,
    staleTime: 0,
  });
}
