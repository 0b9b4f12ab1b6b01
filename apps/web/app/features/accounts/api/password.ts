/** Forgotten and changed passwords. */
import { useMutation } from '@tanstack/react-query';
import { type ChangePasswordRequest, changePasswordResponse, errorEnvelope } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

/** Only the envelope's status and message are read (the contract defines no data for this answer). */
const forgotPasswordResponse = errorEnvelope.pick({ statusCode: true, message: true });

/** PUT /customer/auth/forgot-password: the answer is the same whether or not the e-mail exists. */
export function forgotPassword(email: string): Promise<void> {
  return apiRequest('/customer/auth/forgot-password', {
    method: 'PUT',
    body: { Email: email },
    schema: forgotPasswordResponse,
  }).then(() => undefined);
}

/** PUT /customer/auth/change-password: answers a new token; the ones issued before are revoked. */
export function changePassword({ token, ...body }: ChangePasswordRequest & { token: string }): Promise<string> {
  return apiRequest('/customer/auth/change-password', {
    method: 'PUT',
    body,
    token,
    schema: changePasswordResponse,
  }).then((r) => r.data.token);
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
