/**
 * POST /staff/partner-requests/{id}/approve: creates the company (setting up) and its owner, and mails the
 * owner's invitation; the requests are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { staffKeys } from './keys';

export function approvePartnerRequest(token: string, id: number) {
  return api(onboardingEndpoints.approvePartnerRequest, { params: { id }, token });
}

export function useApprovePartner(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => approvePartnerRequest(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.requests(token) }),
  });
}
