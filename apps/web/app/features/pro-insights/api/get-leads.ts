/** GET /company/leads: the messages customers sent the company from the companies screen, newest first, paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { companyInsightEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { insightKeys } from './keys';

const PAGE_SIZE = 20;

export function getLeads(token: string, page: number, signal?: AbortSignal) {
  return api(companyInsightEndpoints.companyLeads, {
    token,
    signal,
    query: { PageNumber: page, _pageSize: PAGE_SIZE },
  });
}

/** A page of leads (the whole envelope: `data` and `pages`); the page stays on screen while the next one loads. */
export function useLeads(token: string, page: number) {
  return useQuery({
    queryKey: insightKeys.leads(token, page),
    queryFn: ({ signal }) => getLeads(token, page, signal),
    placeholderData: keepPreviousData,
  });
}
