/** POST /staff/auth/login: an UpKeep staff member signs in. */
import { useMutation } from '@tanstack/react-query';
import { staffAccountEndpoints } from '@upkeep/contract';
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
