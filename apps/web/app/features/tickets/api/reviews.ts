/** A ticket's review: POST /customer/reviews (once, for a reviewable ticket) and GET /customer/reviews/ticket/{id}. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReviewRequest, reviewEndpoints, staffConsoleEndpoints } from '@upkeep/contract';
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

/** POST /customer/reviews/ticket/{id}/report-reply: the reviewer reports the company's reply (409 when already done). */
export function useReportReply(id: number, token: string) {
  return useMutation({
    mutationFn: (reason: string) =>
      api(staffConsoleEndpoints.reportReviewReply, { params: { id }, token, body: { Reason: reason } }),
  });
}
