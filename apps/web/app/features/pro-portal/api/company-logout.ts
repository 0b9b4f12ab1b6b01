/** POST /company/auth/logout: the user's bearer token stops working at once. */
import { companyAccountEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** Signing out goes on whatever the answer (a token already refused is signed out anyway). */
export function companyLogout(token: string) {
  return api(companyAccountEndpoints.companyLogout, { token, reportUnauthorized: false });
}
