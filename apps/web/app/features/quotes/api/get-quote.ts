/**
 * GET /customer/quotes/{id}: the quote on the caller's ticket as last sent (its options, add-ons, figures, deposit,
 * terms and the cancellation policy); the server marks it viewed at the owner's first read. A stranger, or a quote
 * never sent, gets the ticket's 401 'Access denied'.
 */
import { useQuery } from '@tanstack/react-query';
import { quoteEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { quoteKeys } from './keys';

export function getQuote(id: number, token: string, signal?: AbortSignal) {
  return api(quoteEndpoints.customerQuote, { token, params: { id }, signal }).then((r) => r.data);
}

export function useQuote(id: number, token: string) {
  return useQuery({
    queryKey: quoteKeys.quote(token, id),
    queryFn: ({ signal }) => getQuote(id, token, signal),
    staleTime: 0,
  });
}
