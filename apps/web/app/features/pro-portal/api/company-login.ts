/** POST /company/auth/login: a company user signs in (401 for a wrong e-mail or password, 429 to wait). */
import { useMutation } from '@tanstack/react-query';
import { companyAccountEndpoints, type MfaRequest, secondFactorEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export interface CompanyCredentials {
  Email: string;
  Password: string;
}

export function companyLogin(body: CompanyCredentials) {
  return api(companyAccountEndpoints.companyLogin, { body }).then((r) => r.data);
}

export function useCompanyLogin() {
  return useMutation({ mutationFn: companyLogin });
}

/** POST /company/auth/mfa: the second step of a sign-in with a second factor (issue 47). */
export function companyMfa(body: MfaRequest) {
  return api(secondFactorEndpoints.companyMfa, { body }).then((r) => r.data);
}

export function useCompanyMfa() {
  return useMutation({ mutationFn: companyMfa });
}
