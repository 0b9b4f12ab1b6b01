/** PUT /staff/companies/{id}/users/{userId}: a company's user deactivated or reactivated. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export interface CompanyUserActivation {
  userId: number;
  active: boolean;
}

export function updateStaffCompanyUser(token: string, companyId: number, { userId, active }: CompanyUserActivation) {
  return api(staffConsoleEndpoints.updateStaffCompanyUser, {
    token,
    params: { id: companyId, userId },
    body: { active },
  }).then((r) => r.data);
}

/**
 * A company's user deactivated (signed out everywhere at once, sign-in refused, a pending invitation dies) or
 * reactivated; the company is read again either way.
 */
export function useUpdateStaffCompanyUser(token: string, companyId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (activation: CompanyUserActivation) => updateStaffCompanyUser(token, companyId, activation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: marketKeys.companies(token) }),
  });
}
