/** PUT /staff/discount-codes/{id}: a code paused or resumed. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function updateDiscountCode(token: string, id: number, active: boolean) {
  return api(staffConsoleEndpoints.updateDiscountCode, { token, params: { id }, body: { active } }).then((r) => r.data);
}

export function useUpdateDiscountCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) => updateDiscountCode(token, id, active),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.codes(token) }),
  });
}
