/** PUT /staff/reviews/{id}: a public review hidden or restored with a reason (the company's average follows). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ModerateReviewRequest, staffConsoleEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { marketKeys } from './keys';

export function moderateReview(token: string, id: number, body: ModerateReviewRequest) {
  return api(staffConsoleEndpoints.moderateReview, { token, params: { id }, body }).then((r) => r.data);
}

export function useModerateReview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ModerateReviewRequest }) => moderateReview(token, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: marketKeys.reviews(token) }),
  });
}
