/** POST /company/auth/accept-invite: an invited member chooses a password and is signed in. */
import { useMutation } from '@tanstack/react-query';
import { onboardingEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export interface InvitationAcceptance {
  Token: string;
  Password: string;
}

export function acceptInvite(body: InvitationAcceptance) {
  return api(onboardingEndpoints.acceptInvite, { body }).then((r) => r.data);
}

export function useAcceptInvite() {
  return useMutation({ mutationFn: acceptInvite });
}
