/** PUT /staff/customers/{id}: a customer blocked (with a reason) or unblocked; the customers read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BlockCustomerRequest, staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function blockCustomer(token: string, id: number, body: BlockCustomerRequest) {
  return api(endpoints.blockCustomer, { token, params: { id }, body }).then((r) => r.data);
}

export function useBlockCustomer(token: string, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BlockCustomerRequest) => blockCustomer(token, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.customers(token) }),
  });
}
