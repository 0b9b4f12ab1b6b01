/** POST /company/auth/login: a company user signs in (401 for a wrong e-mail or password, 429 to wait). */
import { useMutation } from '@tanstack/react-query';
import { companyAccountEndpoints } from '@upkeep/contract';
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
