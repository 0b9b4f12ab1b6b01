/** GET /customer/reviews/up-keep?CompanyID=: one company's public reviews, newest first, a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reviewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { discoveryKeys } from './keys';

/** Reviews a page of the dialog shows: a phone's screen or two. */
export const COMPANY_REVIEWS_PAGE_SIZE = 5;

export function getCompanyReviews(companyId: number, page: number, signal?: AbortSignal) {
  return api(reviewEndpoints.publicReviews, {
    // Every score: the dialog shows the reviews the offer's count and average are made of.
    query: { CompanyID: companyId, PageNumber: page, MinScore: 1, _pageSize: COMPANY_REVIEWS_PAGE_SIZE },
    signal,
  }).then((r) => ({
    reviews: r.data,
    pages: r.pages ?? { pageNumber: page, pageSize: COMPANY_REVIEWS_PAGE_SIZE, totalCount: 0, totalPages: 0 },
  }));
}

export function useCompanyReviews(companyId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: discoveryKeys.companyReviews(companyId, page),
    queryFn: ({ signal }) => getCompanyReviews(companyId, page, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
