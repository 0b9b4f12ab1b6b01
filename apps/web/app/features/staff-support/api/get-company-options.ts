/** GET /staff/companies?Query=…: the companies a ticket-list filter may pick, found by name (first page). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { supportKeys } from './keys';

export function getCompanyOptions(token: string, text: string, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.staffCompanies, { token, query: { Query: text || undefined, Page: 1 }, signal });
}

export function useCompanyOptions(token: string, text: string) {
  return useQuery({
    queryKey: supportKeys.companyOptions(token, text),
    queryFn: ({ signal }) => getCompanyOptions(token, text, signal),
    select: (r) => r.data.map((c) => ({ value: String(c.id), label: c.name })),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
