/**
 * POST /customer/auth/guest-login: the guest token of "Continue as Guest", offered on the sign-in screen and on
 * the estimate screen.
 */
import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function guestLogin(): Promise<string> {
  return api(accountEndpoints.guestLogin).then((r) => r.data.token);
}

export const useGuestLogin = () => useMutation({ mutationFn: guestLogin });
