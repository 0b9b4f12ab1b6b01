/** POST /staff/customers/{id}/password-reset: a temporary password, as the forgot-password form sends. */
import { useMutation } from '@tanstack/react-query';
import { staffConsoleEndpoints as endpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function resetCustomerPassword(token: string, id: number) {
  return api(endpoints.customerPasswordReset, { token, params: { id } });
}

export function useCustomerPasswordReset(token: string, id: number) {
  return useMutation({
    mutationFn: () => resetCustomerPassword(token, id),
  });
}
