/** The staff console's calls: sign-in, and the partner requests with their decisions. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { onboardingEndpoints, type PartnerRequestStatus, staffAccountEndpoints } from '@upkeep/contract';
import { api } from '../../lib/api';

export const staffKeys = {
  requests: (token: string) => ['staff', token, 'partner-requests'] as const,
  requestList: (token: string, status: PartnerRequestStatus | undefined) =>
    ['staff', token, 'partner-requests', status ?? 'all'] as const,
};

export function useStaffLogin() {
  return useMutation({
    mutationFn: (body: { Email: string; Password: string }) =>
      api(staffAccountEndpoints.staffLogin, { body }).then((r) => r.data),
  });
}

export function usePartnerRequests(token: string, status: PartnerRequestStatus | undefined) {
  return useQuery({
    queryKey: staffKeys.requestList(token, status),
    queryFn: ({ signal }) =>
      api(onboardingEndpoints.partnerRequests, { token, query: status ? { Status: status } : {}, signal }),
    select: (r) => r.data,
    staleTime: 0,
  });
}

export function useApprovePartner(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(onboardingEndpoints.approvePartnerRequest, { params: { id }, token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.requests(token) }),
  });
}

export function useDeclinePartner(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api(onboardingEndpoints.declinePartnerRequest, { params: { id }, token, body: { reason } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.requests(token) }),
  });
}
