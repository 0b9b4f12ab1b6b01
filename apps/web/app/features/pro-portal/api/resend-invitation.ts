/** POST /company/users/{id}/invitation: the owner sends an invited member a new invitation link. */
import { useMutation } from '@tanstack/react-query';
import { onboardingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function resendInvitation(userId: number, token: string) {
  return api(onboardingEndpoints.resendCompanyUserInvitation, { token, params: { id: userId } });
}

/** The owner sends an invited member a new invitation link (the earlier ones stop working). */
export function useResendInvitation(token: string) {
  return useMutation({
    mutationFn: (userId: number) => resendInvitation(userId, token),
  });
}
