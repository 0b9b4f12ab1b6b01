/** GET /staff/companies: the companies with their state, scores and jobs, paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type StaffCompaniesQuery, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function getStaffCompanies(token: string, query: StaffCompaniesQuery, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.staffCompanies, { token, query, signal });
}

export function useStaffCompanies(token: string, query: StaffCompaniesQuery) {
  return useQuery({
    queryKey: marketKeys.companyList(token, query),
    queryFn: ({ signal }) => getStaffCompanies(token, query, signal),
    select: (r) => ({ items: r.data, totalPages: r.pages?.totalPages ?? 1 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
