/** Signing in, signing up and the guest token: the calls that start a session. */
import { useMutation } from '@tanstack/react-query';
import { accountEndpoints, type LoginRequest, type SessionData, type SignUpRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** POST /customer/auth/login */
export function login(body: LoginRequest): Promise<SessionData> {
  return api(accountEndpoints.login, { body }).then((r) => r.data);
}

/** POST /customer: creates the customer and signs them in. */
export function signUp(body: SignUpRequest): Promise<SessionData> {
  return api(accountEndpoints.signUp, { body }).then((r) => r.data);
}

/** POST /customer/auth/guest-login */
export function guestLogin(): Promise<string> {
  return api(accountEndpoints.guestLogin).then((r) => r.data.token);
}

export const useLogin = () => useMutation({ mutationFn: login });
export const useSignUp = () => useMutation({ mutationFn: signUp });
export const useGuestLogin = () => useMutation({ mutationFn: guestLogin });
