/** GET /company/services/{serviceId}/price-list: the company's prices for a service, with its questions and values. */
import { useQuery } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function getPriceList(token: string, serviceId: number, signal?: AbortSignal) {
  return api(companySetupEndpoints.priceList, { params: { serviceId }, token, signal });
}

export function usePriceList(token: string, serviceId: number, enabled: boolean) {
  return useQuery({
    queryKey: setupKeys.priceList(token, serviceId),
    queryFn: ({ signal }) => getPriceList(token, serviceId, signal),
    select: (r) => r.data,
    enabled,
  });
}
