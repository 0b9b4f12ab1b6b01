/** GET /company/services (the one /pro/services reads): every bookable service and whether the company offers it. */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proPlanKeys } from './keys';

export function getCompanyServices(token: string, signal?: AbortSignal) {
  return api(companySetupEndpoints.companyServices, { token, signal }).then((r) => r.data);
}

export function useCompanyServices(token: string) {
  return useQuery({
    queryKey: proPlanKeys.services(token),
    queryFn: ({ signal }) => getCompanyServices(token, signal),
  });
}
