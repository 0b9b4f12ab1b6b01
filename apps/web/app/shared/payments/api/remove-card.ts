/** DELETE /customer/payment-methods/{id}: a saved card removed (a card that pays a plan is refused with a 409). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { paymentMethodEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { savedCardKeys } from './saved-cards';

export function removeCard(id: number, token: string): Promise<null> {
  return api(paymentMethodEndpoints.removeCard, { params: { id }, token }).then((r) => r.data);
}

export function useRemoveCard(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => removeCard(id, token),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedCardKeys.all(token) }),
  });
}
