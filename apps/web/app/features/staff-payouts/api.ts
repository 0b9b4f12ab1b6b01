/** The console's payouts: GET /staff/payouts; POST …/payouts/hold and …/payouts/release (admins, with a reason). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutEndpoints } from '@upkeep/contract';
import { api } from '../../lib/api';

const payoutsKey = (token: string) => ['staff', token, 'payouts'] as const;

export function useStaffPayouts(token: string) {
  return useQuery({
    queryKey: payoutsKey(token),
    queryFn: ({ signal }) => api(payoutEndpoints.staffPayouts, { token, signal }),
    select: (r) => r.data,
  });
}

export function useHoldChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ companyId, hold, reason }: { companyId: number; hold: boolean; reason: string }) =>
      api(hold ? payoutEndpoints.holdCompanyPayouts : payoutEndpoints.releaseCompanyPayouts, {
        token,
        params: { id: companyId },
        body: { reason },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutsKey(token) }),
  });
}
