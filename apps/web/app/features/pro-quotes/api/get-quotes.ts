/** GET /company/quotes?status=: the company's quotes, newest first, by status (all when none), paged. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type QuoteStatus, quoteEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { quoteKeys } from './keys';

export const QUOTES_PAGE_SIZE = 20;

export function getQuotes(token: string, status: QuoteStatus | null, page: number, signal?: AbortSignal) {
  return api(quoteEndpoints.companyQuotes, {
    token,
    signal,
    query: { ...(status ? { status } : {}), PageNumber: page, _pageSize: QUOTES_PAGE_SIZE },
  });
}

/** A page of quotes (the whole envelope: `data` and `pages`); the page stays on screen while the next one loads. */
export function useQuotes(token: string, status: QuoteStatus | null, page: number) {
  return useQuery({
    queryKey: quoteKeys.list(token, status, page),
    queryFn: ({ signal }) => getQuotes(token, status, page, signal),
    placeholderData: keepPreviousData,
  });
}
