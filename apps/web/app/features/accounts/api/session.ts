/** Signing in, signing up and the guest token: the calls that start a session. */
import { useMutation } from '@tanstack/react-query';
import {
  guestLoginResponse,
  type LoginRequest,
  type SessionData,
  type SignUpRequest,
  sessionResponse,
} from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

/** POST /customer/auth/login */
export function login(body: LoginRequest): Promise<SessionData> {
  return apiRequest('/customer/auth/login', { method: 'POST', body, schema: sessionResponse }).then((r) => r.data);
}

/** POST /customer: creates the customer and signs them in. */
export function signUp(body: SignUpRequest): Promise<SessionData> {
  return apiRequest('/customer', { method: 'POST', body, schema: sessionResponse }).then((r) => r.data);
}

/** POST /customer/auth/guest-login */
export function guestLogin(): Promise<string> {
  return apiRequest('/customer/auth/guest-login', { method: 'POST', schema: guestLoginResponse }).then(
    (r) => r.data.token,
  );
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useSignUp = () => useMutation({ mutationFn: signUp });
export const useGuestLogin = () => useMutation({ mutationFn: guestLogin });
