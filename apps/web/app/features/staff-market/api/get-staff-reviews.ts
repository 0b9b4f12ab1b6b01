/** GET /staff/reviews: reviews, newest first; hidden ones and reported replies on demand. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type StaffReviewsQuery, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function getStaffReviews(token: string, query: StaffReviewsQuery, signal?: AbortSignal) {
  return api(staffConsoleEndpoints.staffReviews, { token, query, signal });
}

export function useStaffReviews(token: string, query: StaffReviewsQuery) {
  return useQuery({
    queryKey: marketKeys.reviewList(token, query),
    queryFn: ({ signal }) => getStaffReviews(token, query, signal),
    select: (r) => ({ items: r.data, totalPages: r.pages?.totalPages ?? 1 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
