/** POST /staff/companies/{id}/owner-invitation: the owner's invitation sent again (409 once they have a password). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function resendOwnerInvitation(token: string, id: number) {
  return api(staffConsoleEndpoints.staffResendOwnerInvitation, { token, params: { id } });
}

/** The owner's invitation sent again (a new link; the earlier ones stop working), then the company read again. */
export function useResendOwnerInvitation(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resendOwnerInvitation(token, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}
