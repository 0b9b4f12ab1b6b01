/** POST /customer/reviews: a ticket's review, once, for a reviewable ticket; the customer's tickets are read again. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReviewRequest, reviewEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { ticketKeys } from './keys';

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
