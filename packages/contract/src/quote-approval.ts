/**
 * A quote's approval (issue 50, decision 0039, slice 2): the signed approval as every side reads it (who, when, from
 * where, which revision, option and add-ons, the figures frozen), and the answers of approving and of validating the
 * deposit. The bodies are quotes.ts' (`quoteApproveBody`).
 */
import { z } from 'zod';
import { paymentIntentData } from './booking.ts';
import { envelope } from './envelope.ts';
import { QUOTE_APPROVAL_STATUSES, QUOTE_STATUSES } from './quotes.ts';

/** The approval as the customer, the company and UpKeep's console read it (money in dollars). */
export const quoteApprovalView = z.object({
  id: z.number().int(),
  status: z.enum(QUOTE_APPROVAL_STATUSES),
  /** The name the signer typed. */
  signedName: z.string(),
  /** Who signed: a customer's account or a guest's private link. */
  signedAs: z.enum(['customer', 'guest']),
  /** The revision approved (1, 2…). */
  revision: z.number().int(),
  optionId: z.number().int(),
  optionTitle: z.string(),
  addOns: z.array(z.object({ id: z.number().int(), description: z.string() })),
  /** Where it was signed from: the client's address and browser. */
  clientAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
  scheduledAt: z.string(),
  durationMinutes: z.number().int(),
  price: z.number(),
  fee: z.number(),
  total: z.number(),
  deposit: z.number(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type QuoteApprovalView = z.infer<typeof quoteApprovalView>;

/** The quote after an approval: its status and the approval. */
export const approvedQuote = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  approval: quoteApprovalView,
});

/**
 * POST /customer/quotes/{id}/approve: approved at once (`deposit` null), or waiting for its deposit, whose intent is
 * paid by a new card (3-D Secure as at checkout) or a saved card, then validated.
 */
export const quoteApproveResponse = envelope(z.object({ quote: approvedQuote, deposit: paymentIntentData.nullable() }));

/** POST /customer/quotes/{id}/deposit/validate: the deposit's intent, once the provider says it succeeded. */
export const quoteDepositValidateBody = z.object({ paymentIntentId: z.string().trim().min(1).max(255) });
export type QuoteDepositValidateBody = z.infer<typeof quoteDepositValidateBody>;
export const quoteDepositValidateResponse = envelope(z.object({ quote: approvedQuote }));
