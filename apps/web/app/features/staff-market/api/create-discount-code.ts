/** POST /staff/discount-codes: a new code (a percentage or an amount, a service, an expiry, its limits). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateDiscountCodeRequest, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function createDiscountCode(token: string, body: CreateDiscountCodeRequest) {
  return api(staffConsoleEndpoints.createDiscountCode, { token, body }).then((r) => r.data);
}

export function useCreateDiscountCode(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateDiscountCodeRequest) => createDiscountCode(token, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.codes(token) }),
  });
}
