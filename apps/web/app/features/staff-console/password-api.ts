/**
 * The staff member's own password: change it (signed in; the answer is a fresh token for this session), ask for a
 * link by e-mail, and choose a new one with the link's token.
 */
import { useMutation } from '@tanstack/react-query';
import {
  type AcceptInviteRequest,
  type RealmChangePasswordRequest,
  type RecoverPasswordRequest,
  staffAccountEndpoints,
} from '@upkeep/contract';
import { api } from '../../lib/api';

export function useStaffChangePassword(token: string) {
  return useMutation({
    mutationFn: (body: RealmChangePasswordRequest) =>
      api(staffAccountEndpoints.staffChangePassword, { body, token }).then((r) => r.data.token),
  });
}

export function useStaffRecoverPassword() {
  return useMutation({
    mutationFn: (body: RecoverPasswordRequest) => api(staffAccountEndpoints.staffRecoverPassword, { body }),
  });
}

/** Takes the one-time link form's values (ui/accept-invite-form.tsx). */
export function useStaffResetPassword() {
  return useMutation({
    mutationFn: ({ Token, Password }: AcceptInviteRequest) =>
      api(staffAccountEndpoints.staffResetPassword, { body: { token: Token, newPassword: Password } }).then(() => null),
  });
}
