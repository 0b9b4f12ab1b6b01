/** GET /company/setup: what going live still needs, step by step. */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function getSetupStatus(token: string, signal?: AbortSignal) {
  return api(companySetupEndpoints.companySetup, { token, signal });
}

export function useSetupStatus(token: string) {
  return useQuery({
    queryKey: setupKeys.status(token),
    queryFn: ({ signal }) => getSetupStatus(token, signal),
    select: (r) => r.data,
  });
}
