/** POST /staff/companies/{id}/rename/approve: customers see the new name at once; the company is told by e-mail. */
import { companyNameEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function approveCompanyRename(token: string, companyId: number) {
  return api(companyNameEndpoints.approveCompanyRename, { token, params: { id: companyId } });
}
