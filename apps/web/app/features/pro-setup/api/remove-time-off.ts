/** DELETE /company/time-off/{id}: time off removed; the list is read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySetupEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { setupKeys } from './keys';

export function removeTimeOff(token: string, id: number) {
  return api(companySetupEndpoints.removeCompanyTimeOff, { token, params: { id } });
}

export function useRemoveTimeOff(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeTimeOff(token, id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: setupKeys.timeOff(token) }),
  });
}
