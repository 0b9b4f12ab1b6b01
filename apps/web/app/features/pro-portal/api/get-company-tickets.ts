/** GET /company/tickets: the company's jobs, needs action first, then by date; filtered and paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type CompanyTicketListQuery, companyJobEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { proKeys } from './keys';

/** The list's query: always a page and a page size. */
export type JobListQuery = CompanyTicketListQuery & { PageNumber: number; _pageSize: number };

export function getCompanyTickets(query: JobListQuery, token: string, signal?: AbortSignal) {
  return api(companyJobEndpoints.companyTickets, { query, token, signal }).then((r) => ({
    jobs: r.data,
    pages: r.pages ?? {
      pageNumber: query.PageNumber,
      pageSize: query._pageSize,
      totalCount: r.data.length,
      totalPages: 1,
    },
  }));
}

export function useCompanyTickets(query: JobListQuery, token: string) {
  return useQuery({
    queryKey: proKeys.jobList(token, query),
    queryFn: ({ signal }) => getCompanyTickets(query, token, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
