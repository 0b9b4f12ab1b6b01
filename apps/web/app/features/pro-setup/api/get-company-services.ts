/** GET /company/services: every bookable service and whether the company offers it. */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function getCompanyServices(token: string, signal?: AbortSignal) {
  return api(companySetupEndpoints.companyServices, { token, signal });
}

export function useCompanyServices(token: string) {
  return useQuery({
    queryKey: setupKeys.services(token),
    queryFn: ({ signal }) => getCompanyServices(token, signal),
    select: (r) => r.data,
  });
}
