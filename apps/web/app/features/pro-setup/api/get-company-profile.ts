/** GET /company/profile: the company's profile. */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function getCompanyProfile(token: string, signal?: AbortSignal) {
  return api(companySetupEndpoints.companyProfile, { token, signal });
}

export function useCompanyProfile(token: string) {
  return useQuery({
    queryKey: setupKeys.profile(token),
    queryFn: ({ signal }) => getCompanyProfile(token, signal),
    select: (r) => r.data,
  });
}
