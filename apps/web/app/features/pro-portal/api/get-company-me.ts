/** GET /company/me: the signed-in company user, with the company's state (it changes when the company goes live). */
import { companyAccountEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** A 401 here is the session upkeep's to decide (it ends the session), not the unauthorized listener's. */
export function getCompanyMe(token: string | null, signal?: AbortSignal) {
  return api(companyAccountEndpoints.companyMe, { token, signal, reportUnauthorized: false });
}
