/** GET /company/payouts: the payout account, the transfers of the company's share, what waits and what went. */
import { useQuery } from '@tanstack/react-query';
import { payoutEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { payoutKeys } from './keys';

export function getPayouts(token: string, signal?: AbortSignal) {
  return api(payoutEndpoints.companyPayouts, { token, signal });
}

export function usePayouts(token: string) {
  return useQuery({
    queryKey: payoutKeys.overview(token),
    queryFn: ({ signal }) => getPayouts(token, signal),
    select: (r) => r.data,
  });
}
