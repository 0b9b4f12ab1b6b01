/** POST /staff/users: a staff member invited (admins only): a one-time link valid 7 days is mailed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InviteStaffRequest, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { staffMembersKey } from '../../../shared/staff/staff-members';

export function inviteStaff(token: string, body: InviteStaffRequest) {
  return api(staffConsoleEndpoints.inviteStaff, { token, body }).then((r) => r.data);
}

export function useInviteStaff(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteStaffRequest) => inviteStaff(token, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMembersKey(token) }),
  });
}
