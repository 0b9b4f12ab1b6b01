/** GET /company/users: the company's team, invited members included. */
import { useQuery } from '@tanstack/react-query';
import { onboardingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

export function getTeam(token: string, signal?: AbortSignal) {
  return api(onboardingEndpoints.companyTeam, { token, signal });
}

export function useTeam(token: string) {
  return useQuery({
    queryKey: proKeys.team(token),
    queryFn: ({ signal }) => getTeam(token, signal),
    select: (r) => r.data,
    staleTime: 0,
  });
}
