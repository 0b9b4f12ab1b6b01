/** POST /staff/users/{id}/invitation: an invited member's invitation sent again. */
import { useMutation } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function resendStaffInvitation(token: string, id: number) {
  return api(staffConsoleEndpoints.resendStaffInvitation, { token, params: { id } });
}

/** An invited member's invitation sent again (a new link; the earlier ones stop working). */
export function useResendStaffInvitation(token: string) {
  return useMutation({
    mutationFn: (id: number) => resendStaffInvitation(token, id),
  });
}
