/** PUT /company/payouts/schedule: when the payout account pays out to the bank (owners only). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PayoutSchedule, payoutEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { payoutKeys } from './keys';

export function setPayoutSchedule(token: string, schedule: PayoutSchedule) {
  return api(payoutEndpoints.companyPayoutSchedule, { token, body: schedule });
}

export function useSetPayoutSchedule(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (schedule: PayoutSchedule) => setPayoutSchedule(token, schedule),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.overview(token) }),
  });
}
