/**
 * POST /customer/quotes/{id}/approve `{ optionId, addOnIds, signedName, scheduleId?, scheduledDate? }`: the signed
 * approval. `deposit` is null when the quote is approved at once, else the deposit's payment intent, paid by a card
 * and then validated (POST /customer/quotes/{id}/deposit/validate). 409: the quote no longer open, expired, or the time
 * taken.
 */
import { type QuoteApproveBody, quoteApprovalEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function approveQuote(id: number, body: QuoteApproveBody, token: string) {
  return api(quoteApprovalEndpoints.approveQuote, { token, params: { id }, body }).then((r) => r.data);
}

export function validateQuoteDeposit(id: number, paymentIntentId: string, token: string) {
  return api(quoteApprovalEndpoints.validateQuoteDeposit, { token, params: { id }, body: { paymentIntentId } }).then(
    (r) => r.data,
  );
}
