/** GET /company/zip-codes: the zip codes the company serves, and the valley's serviced list to choose from. */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function getZipCodes(token: string, signal?: AbortSignal) {
  return api(companySetupEndpoints.companyZipCodes, { token, signal });
}

export function useZipCodes(token: string) {
  return useQuery({
    queryKey: setupKeys.zipCodes(token),
    queryFn: ({ signal }) => getZipCodes(token, signal),
    select: (r) => r.data,
  });
}
