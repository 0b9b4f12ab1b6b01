/** POST /staff/auth/login: an UpKeep staff member signs in. */
import { useMutation } from '@tanstack/react-query';
import { type MfaRequest, secondFactorEndpoints, staffAccountEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export interface StaffCredentials {
  Email: string;
  Password: string;
}

export function staffLogin(body: StaffCredentials) {
  return api(staffAccountEndpoints.staffLogin, { body }).then((r) => r.data);
}

export function useStaffLogin() {
  return useMutation({ mutationFn: staffLogin });
}

/** POST /staff/auth/mfa: the second step of a sign-in with a second factor (issue 47). */
export function staffMfa(body: MfaRequest) {
  return api(secondFactorEndpoints.staffMfa, { body }).then((r) => r.data);
}

export function useStaffMfa() {
  return useMutation({ mutationFn: staffMfa });
}
