/** GET /company/reviews: the company's reviews with their scores and its replies. */
import { useQuery } from '@tanstack/react-query';
import { companyInsightEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { insightKeys } from './keys';

export function getCompanyReviews(token: string, signal?: AbortSignal) {
  return api(companyInsightEndpoints.companyReviews, { token, signal });
}

export function useCompanyReviews(token: string) {
  return useQuery({
    queryKey: insightKeys.reviews(token),
    queryFn: ({ signal }) => getCompanyReviews(token, signal),
    select: (r) => r.data,
  });
}
