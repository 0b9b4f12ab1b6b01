/** GET /company/quotes/{id}: one quote as the editor reads it (its revisions, latest first, and the approval). */
import { useQuery } from '@tanstack/react-query';
import { quoteEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { quoteKeys } from './keys';

export function getQuote(token: string, id: number, signal?: AbortSignal) {
  return api(quoteEndpoints.companyQuote, { token, signal, params: { id } });
}

/** Another company's quote is a 404, as if it did not exist: not asked again. */
export function useQuote(token: string, id: number) {
  return useQuery({
    queryKey: quoteKeys.quote(token, id),
    queryFn: ({ signal }) => getQuote(token, id, signal),
    select: (r) => r.data,
    retry: (count, error) => (error as { statusCode?: number }).statusCode !== 404 && count < 2,
  });
}
