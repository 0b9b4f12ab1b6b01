/** POST /staff/auth/accept-invite: the invited member's password, set once, answering their session. */
import { useMutation } from '@tanstack/react-query';
import { type AcceptInviteRequest, type StaffSession, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function acceptStaffInvite(body: AcceptInviteRequest) {
  return api(staffConsoleEndpoints.acceptStaffInvite, { body }).then((r) => r.data);
}

/** 400 when the invitation was used or has expired. */
export function useAcceptStaffInvite() {
  return useMutation<StaffSession, Error, AcceptInviteRequest>({
    mutationFn: (body) => acceptStaffInvite(body),
  });
}
