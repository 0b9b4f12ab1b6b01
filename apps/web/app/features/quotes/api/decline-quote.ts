/**
 * POST /customer/quotes/{id}/decline `{ reason }`: the customer declines the quote, saying why (the company is told).
 * The answer is the quote, which replaces it on screen; 409 once it is no longer open (approved, declined, expired).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CustomerQuote, quoteEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { quoteKeys } from './keys';

export function declineQuote(id: number, reason: string, token: string) {
  return api(quoteEndpoints.declineQuote, { token, params: { id }, body: { reason } }).then((r) => r.data);
}

export function useDeclineQuote(id: number, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) => declineQuote(id, reason, token),
    onSuccess: (quote: CustomerQuote) => queryClient.setQueryData(quoteKeys.quote(token, id), quote),
  });
}
