/** GET /staff/company-renames: live companies' renames waiting for approval, oldest first. */
import { useQuery } from '@tanstack/react-query';
import { companyNameEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function getCompanyRenames(token: string, signal?: AbortSignal) {
  return api(companyNameEndpoints.staffCompanyRenames, { token, signal });
}

/** The renames waiting for approval, oldest first. */
export function useCompanyRenames(token: string) {
  return useQuery({
    queryKey: marketKeys.renames(token),
    queryFn: ({ signal }) => getCompanyRenames(token, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
