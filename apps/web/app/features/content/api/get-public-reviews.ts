/** GET /customer/reviews/up-keep: public reviews of UpKeep, newest first, twenty a page, from a minimum score. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type EndpointQuery, REVIEWS_PAGE_SIZE, reviewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** The contract's query, with a page and a minimum score (1 to 5; the spec's default is 5) always chosen. */
export type PublicReviewsQuery = Required<
  Pick<EndpointQuery<typeof reviewEndpoints.publicReviews>, 'PageNumber' | 'MinScore'>
>;

export function getPublicReviews(query: PublicReviewsQuery, signal?: AbortSignal) {
  return api(reviewEndpoints.publicReviews, { query: { ...query, _pageSize: REVIEWS_PAGE_SIZE }, signal }).then(
    (r) => ({
      reviews: r.data,
      pages: r.pages ?? { pageNumber: query.PageNumber, pageSize: REVIEWS_PAGE_SIZE, totalCount: 0, totalPages: 0 },
    }),
  );
}

/**
 * Fetched in the browser only: the prerendered page carries the heading and a loader, and React Query
 * does not run queries while the page is prerendered.
 */
export function usePublicReviews(query: PublicReviewsQuery) {
  return useQuery({
    queryKey: ['public-reviews', query],
    queryFn: ({ signal }) => getPublicReviews(query, signal),
    placeholderData: keepPreviousData,
  });
}
