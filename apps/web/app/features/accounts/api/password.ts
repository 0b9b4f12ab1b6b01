/** Forgotten and changed passwords. */
import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type ChangePasswordRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** PUT /customer/auth/forgot-password: the answer is the same whether or not the e-mail exists. */
export function forgotPassword(email: string): Promise<void> {
  return api(accountEndpoints.forgotPassword, { body: { Email: email } }).then(() => undefined);
}

/** PUT /customer/auth/change-password: answers a new token; the ones issued before are revoked. */
export function changePassword({ token, ...body }: ChangePasswordRequest & { token: string }): Promise<string> {
  return api(accountEndpoints.changePassword, { body, token }).then((r) => r.data.token);
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
