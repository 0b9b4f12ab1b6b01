/**
 * The console's payouts: GET /staff/payouts and /staff/companies/{id}/payouts; POST …/payouts/hold and
 * …/payouts/release (admins, with a reason); GET /staff/reconciliation (the books, admins).
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { payoutEndpoints } from '@upkeep/contract';
import { api } from '../../lib/api';

const payoutsKey = (token: string) => ['staff', token, 'payouts'] as const;
const companyKey = (token: string, companyId: number) => [...payoutsKey(token), companyId] as const;

export function useStaffPayouts(token: string) {
  return useQuery({
    queryKey: payoutsKey(token),
    queryFn: ({ signal }) => api(payoutEndpoints.staffPayouts, { token, signal }),
    select: (r) => r.data,
  });
}

export function useStaffCompanyPayouts(token: string, companyId: number) {
  return useQuery({
    queryKey: companyKey(token, companyId),
    queryFn: ({ signal }) => api(payoutEndpoints.staffCompanyPayouts, { token, params: { id: companyId }, signal }),
    select: (r) => r.data,
  });
}

/** The books of a period (valley dates, both included): asked for once both dates are given. */
export function useReconciliation(token: string, period: { from: string; to: string } | null) {
  return useQuery({
    queryKey: ['staff', token, 'reconciliation', period?.from, period?.to] as const,
    queryFn: ({ signal }) =>
      api(payoutEndpoints.staffReconciliation, { token, query: period ?? { from: '', to: '' }, signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
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
