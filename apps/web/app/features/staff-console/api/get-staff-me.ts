/** GET /staff/me: the signed-in staff member. */
import { staffAccountEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** A 401 here is the session upkeep's to decide (it ends the session), not the unauthorized listener's. */
export function getStaffMe(token: string | null, signal?: AbortSignal) {
  return api(staffAccountEndpoints.staffMe, { token, signal, reportUnauthorized: false });
}
