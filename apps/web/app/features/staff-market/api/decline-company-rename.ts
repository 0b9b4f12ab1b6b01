/** POST /staff/companies/{id}/rename/decline: the rename declined with a reason, mailed to the company. */
import { companyNameEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function declineCompanyRename(token: string, companyId: number, reason: string) {
  return api(companyNameEndpoints.declineCompanyRename, {
    token,
    params: { id: companyId },
    body: { reason },
  });
}
