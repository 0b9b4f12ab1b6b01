/** GET /company/payouts/account: the payout account's state, what is missing in words, the bank's last four. */
import { useQuery } from '@tanstack/react-query';
import { payoutEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { payoutKeys } from './keys';

export function getPayoutAccount(token: string, signal?: AbortSignal) {
  return api(payoutEndpoints.companyPayoutAccount, { token, signal });
}

export function usePayoutAccount(token: string) {
  return useQuery({
    queryKey: payoutKeys.account(token),
    queryFn: ({ signal }) => getPayoutAccount(token, signal),
    select: (r) => r.data,
  });
}
