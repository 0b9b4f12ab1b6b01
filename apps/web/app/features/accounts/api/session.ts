/** Signing in and signing up: the calls that start a customer's session (the guest token is shared/accounts). */
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

export const useLogin = () => useMutation({ mutationFn: login });
export const useSignUp = () => useMutation({ mutationFn: signUp });
