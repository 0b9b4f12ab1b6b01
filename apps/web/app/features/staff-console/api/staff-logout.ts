/** POST /staff/auth/logout: the staff member's bearer token stops working at once. */
import { staffAccountEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** Signing out goes on whatever the answer (a token already refused is signed out anyway). */
export function staffLogout(token: string) {
  return api(staffAccountEndpoints.staffLogout, { token, reportUnauthorized: false });
}
