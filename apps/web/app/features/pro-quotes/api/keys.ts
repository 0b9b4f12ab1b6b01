/**
 * The quote screens' cached answers, under ['pro', token, 'quotes']: keyed by token, so signing out or in never shows
 * another user's quotes. The job's answers are the portal's own keys (['pro', token, 'jobs', …]), refreshed when a
 * quote is saved or sent (its history notes it).
 */
import { useQueryClient } from '@tanstack/react-query';
import type { CompanyQuote, QuoteStatus } from '@upkeep/contract';

export const quoteKeys = {
  all: (token: string) => ['pro', token, 'quotes'] as const,
  list: (token: string, status: QuoteStatus | null, page: number) =>
    ['pro', token, 'quotes', 'list', status ?? 'all', page] as const,
  quote: (token: string, id: number) => ['pro', token, 'quotes', 'detail', id] as const,
  job: (token: string, ticketId: number) => ['pro', token, 'quotes', 'job', ticketId] as const,
  photos: (token: string, ticketId: number) => ['pro', token, 'quotes', 'photos', ticketId] as const,
  priceList: (token: string, serviceId: number) => ['pro', token, 'quotes', 'price-list', serviceId] as const,
  fee: () => ['booking-fee'] as const,
  jobs: (token: string) => ['pro', token, 'jobs'] as const,
};

/** After a quote is written, saved or sent: its answer kept as the quote's, the lists and the jobs asked again. */
export function useQuoteSaved(token: string) {
  const queryClient = useQueryClient();
  return (quote: CompanyQuote) => {
    queryClient.setQueryData(quoteKeys.quote(token, quote.id), { data: quote });
    void queryClient.invalidateQueries({ queryKey: [...quoteKeys.all(token), 'list'] });
    void queryClient.invalidateQueries({ queryKey: quoteKeys.jobs(token) });
  };
}
