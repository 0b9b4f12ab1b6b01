/** POST /customer/auth/guest-login: the guest token of "Continue as Guest" on the estimate screen. */
import { useMutation } from '@tanstack/react-query';
import { guestLoginResponse } from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

export function guestLogin(): Promise<string> {
  return apiRequest('/customer/auth/guest-login', { method: 'POST', schema: guestLoginResponse }).then(
    (r) => r.data.token,
  );
}

export const useGuestLogin = () => useMutation({ mutationFn: guestLogin });
