/**
 * PUT /staff/users/{id}: a staff member deactivated or reactivated, or their role changed (admins only; not one's own).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints, type UpdateStaffRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { staffMembersKey } from '../../../shared/staff/staff-members';

export function updateStaffMember(token: string, id: number, body: UpdateStaffRequest) {
  return api(staffConsoleEndpoints.updateStaffMember, { token, params: { id }, body }).then((r) => r.data);
}

export function useUpdateStaffMember(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateStaffRequest & { id: number }) => updateStaffMember(token, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffMembersKey(token) }),
  });
}
