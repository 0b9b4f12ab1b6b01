/** PUT /staff/companies/{id}: suspend or reinstate a company with a reason; its commission rate (admins). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints, type UpdateStaffCompanyRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function updateStaffCompany(token: string, id: number, body: UpdateStaffCompanyRequest) {
  return api(staffConsoleEndpoints.updateStaffCompany, { token, params: { id }, body }).then((r) => r.data);
}

export function useUpdateStaffCompany(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateStaffCompanyRequest) => updateStaffCompany(token, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}
