/** A ticket's review: POST /customer/reviews (once, for a reviewable ticket) and GET /customer/reviews/ticket/{id}. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReviewRequest, reviewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

export function useTicketReview(id: number, token: string, enabled = true) {
  return useQuery({
    queryKey: ticketKeys.review(token, id),
    queryFn: ({ signal }) => api(reviewEndpoints.ticketReview, { params: { id }, token, signal }),
    select: (r) => r.data,
    enabled,
  });
}

export function createReview(review: ReviewRequest, token: string) {
  return api(reviewEndpoints.createReview, { token, body: review });
}

export function useCreateReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: ReviewRequest) => createReview(review, token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.all(token) }),
  });
}
