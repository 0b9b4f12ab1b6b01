import { z } from 'zod';
import { positiveId } from '../fields.ts';
import { quoteApproveResponse, quoteDepositValidateBody, quoteDepositValidateResponse } from '../quote-approval.ts';
import { quoteApproveBody } from '../quotes.ts';
import { defineEndpoint } from './define.ts';
import { paymentErrors } from './payments.ts';

const quoteIdParam = z.object({ id: positiveId });

/** A quote's approval (decision 0039): the customer or the guest of the booking's private link. */
export const quoteApprovalEndpoints = {
  approveQuote: defineEndpoint({
    method: 'POST',
    path: '/customer/quotes/:id/approve',
    auth: 'customer-or-guest',
    tags: ['quotes'],
    summary:
      "Approve an option of the quote and its add-ons, signed: the ticket becomes a scheduled job, or waits for the deposit's payment (409 when the quote is no longer open, has expired or the time was taken)",
    params: quoteIdParam,
    body: quoteApproveBody,
    responses: { 200: quoteApproveResponse, ...paymentErrors },
  }),
  validateQuoteDeposit: defineEndpoint({
    method: 'POST',
    path: '/customer/quotes/:id/deposit/validate',
    auth: 'customer-or-guest',
    tags: ['quotes'],
    summary:
      'Record the paid deposit of an approval (idempotent): the approval is finished; a time taken or a quote answered meanwhile refunds it (409)',
    params: quoteIdParam,
    body: quoteDepositValidateBody,
    responses: { 200: quoteDepositValidateResponse, ...paymentErrors },
  }),
};
