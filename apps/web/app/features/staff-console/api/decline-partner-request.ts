/**
 * POST /staff/partner-requests/{id}/decline: declined with a reason, mailed to the requester; the requests read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { onboardingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { staffKeys } from './keys';

export function declinePartnerRequest(token: string, id: number, reason: string) {
  return api(onboardingEndpoints.declinePartnerRequest, { params: { id }, token, body: { reason } });
}

export function useDeclinePartner(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => declinePartnerRequest(token, id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.requests(token) }),
  });
}
