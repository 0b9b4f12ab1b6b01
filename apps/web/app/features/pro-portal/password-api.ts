/**
 * The company user's own password: change it (signed in; the answer is a fresh token for this session), ask for a
 * link by e-mail, and choose a new one with the link's token.
 */
import { useMutation } from '@tanstack/react-query';
import {
  type AcceptInviteRequest,
  companyAccountEndpoints,
  type RealmChangePasswordRequest,
  type RecoverPasswordRequest,
} from '@upkeep/contract';
import { api } from '../../lib/api';

export function useCompanyChangePassword(token: string) {
  return useMutation({
    mutationFn: (body: RealmChangePasswordRequest) =>
      api(companyAccountEndpoints.companyChangePassword, { body, token }).then((r) => r.data.token),
  });
}

export function useCompanyRecoverPassword() {
  return useMutation({
    mutationFn: (body: RecoverPasswordRequest) => api(companyAccountEndpoints.companyRecoverPassword, { body }),
  });
}

/** Takes the one-time link form's values (ui/accept-invite-form.tsx). */
export function useCompanyResetPassword() {
  return useMutation({
    mutationFn: ({ Token, Password }: AcceptInviteRequest) =>
      api(companyAccountEndpoints.companyResetPassword, { body: { token: Token, newPassword: Password } }).then(
        () => null,
      ),
  });
}
