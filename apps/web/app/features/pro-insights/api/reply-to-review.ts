/**
 * POST /company/reviews/{id}/reply: the company's one public reply to a review, shown to the customer under it;
 * the cached review shows it at once, then the reviews are read again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyInsightEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { insightKeys } from './keys';

export function replyToReview(token: string, reviewId: number, reply: string) {
  return api(companyInsightEndpoints.replyToReview, { token, params: { id: reviewId }, body: { reply } });
}

export function useReplyToReview(token: string, reviewId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => replyToReview(token, reviewId, text),
    onSuccess: (_answer, text) => {
      queryClient.setQueryData(
        insightKeys.reviews(token),
        (old: { data: { id: number; reply: string | null }[] } | undefined) =>
          old ? { ...old, data: old.data.map((r) => (r.id === reviewId ? { ...r, reply: text } : r)) } : old,
      );
      void queryClient.invalidateQueries({ queryKey: insightKeys.reviews(token) });
    },
  });
}
