/**
 * POST /company/tickets/{id}/quotes (the first save of a quote written on a job) and PUT /company/quotes/{id} (a
 * draft replaced whole; on a quote sent, viewed, declined or expired, the next revision opened as a draft). Both
 * answer the quote as the editor reads it.
 */
import { useMutation } from '@tanstack/react-query';
import { type QuoteBody, quoteEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useQuoteSaved } from './keys';

/** Where the draft goes: a new quote on the job, or the quote already written. */
export type QuoteTarget = { ticketId: number; quoteId: null } | { ticketId: number; quoteId: number };

export function saveQuote(token: string, target: QuoteTarget, body: QuoteBody) {
  const answer =
    target.quoteId === null
      ? api(quoteEndpoints.createQuote, { token, params: { id: target.ticketId }, body })
      : api(quoteEndpoints.updateQuote, { token, params: { id: target.quoteId }, body });
  return answer.then((r) => r.data);
}

export function useSaveQuote(token: string) {
  const saved = useQuoteSaved(token);
  return useMutation({
    mutationFn: ({ target, body }: { target: QuoteTarget; body: QuoteBody }) => saveQuote(token, target, body),
    onSuccess: saved,
  });
}
