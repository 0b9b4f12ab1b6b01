/** GET /top-rated-companies?area=&serviceId=: the best-rated live companies serving an area (issue 32). */
import { companyPageEndpoints, type TopRatedCompany } from '@upkeep/contract';
import { api } from '../../../lib/api';

export async function getTopRated(area: string, serviceId: number, signal?: AbortSignal): Promise<TopRatedCompany[]> {
  return (await api(companyPageEndpoints.topRatedCompanies, { query: { area, serviceId }, signal })).data;
}
