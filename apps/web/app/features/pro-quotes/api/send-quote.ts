/**
 * POST /company/quotes/{id}/send: the draft checked by the server, UpKeep's fee frozen, the revision the customer read
 * superseded, the customer told. Answers the quote, now sent.
 */
import { useMutation } from '@tanstack/react-query';
import { quoteEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';
import { useQuoteSaved } from './keys';

export function sendQuote(token: string, id: number) {
  return api(quoteEndpoints.sendQuote, { token, params: { id } }).then((r) => r.data);
}

export function useSendQuote(token: string) {
  const saved = useQuoteSaved(token);
  return useMutation({ mutationFn: (id: number) => sendQuote(token, id), onSuccess: saved });
}
