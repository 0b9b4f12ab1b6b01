/**
 * Quotes (issue 50, decision 0039): a company's written offer on a ticket (a confirmed estimate request, a Scheduled or
 * In Progress job), 1 to 3 options of priced lines and add-ons, sent to the customer, who approves one (signed, a
 * deposit when asked) or declines. Its figures are quote-totals.ts' `quoteTotals` (no zod, for both screens).
 */
import { z } from 'zod';
import { boundedDate } from './date-input.ts';
import { optionalText, positiveId, requiredText } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';
import { money, percent, wholeNumber } from './money-inputs.ts';

export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'approved', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** The statuses of a quote the customer has not answered yet: at most one such quote per ticket. */
export const OPEN_QUOTE_STATUSES = ['draft', 'sent', 'viewed'] as const satisfies readonly QuoteStatus[];

/** A quote expires this many days after it is written, unless the company says otherwise (its `expiresOn`). */
export const QUOTE_EXPIRY_DAYS = 14;
/** The company is reminded of a quote still unanswered this many days after sending it. */
export const QUOTE_REMINDER_DAYS = 2;

export const QUOTE_DEPOSIT_KINDS = ['none', 'percent', 'amount'] as const;
export type QuoteDepositKind = (typeof QUOTE_DEPOSIT_KINDS)[number];

/** What a quote may hold. */
export const QUOTE_LIMITS = {
  options: 3,
  linesPerOption: 30,
  terms: 4000,
  title: 150,
  lineDescription: 500,
  quantity: 10_000,
  photos: 20,
  declineReason: 1000,
  /** The work's time: at most a day in the calendar, as a booking's. */
  durationMinutes: 24 * 60,
} as const;

const quoteLine = z.object({
  description: requiredText(QUOTE_LIMITS.lineDescription),
  quantity: wholeNumber({ min: 1, max: QUOTE_LIMITS.quantity }),
  /** Dollars. */
  unitPrice: money({ min: 0 }),
  /** The price-list value whose name and price were copied, if any. */
  featureValueId: positiveId.optional(),
  /** An add-on the customer may tick, not a line of the option itself. */
  addOn: z.boolean().default(false),
});

const quoteOption = z.object({
  title: requiredText(QUOTE_LIMITS.title),
  durationMinutes: wholeNumber({ min: 1, max: QUOTE_LIMITS.durationMinutes }),
  lines: z
    .array(quoteLine)
    .min(1, 'must have at least one line')
    .max(QUOTE_LIMITS.linesPerOption, `must have at most ${QUOTE_LIMITS.linesPerOption} lines`),
});

/** The deposit asked at approval: none, a percent of the option's total, or an amount (dollars, capped at it). */
export const quoteDeposit = z
  .object({
    kind: z.enum(QUOTE_DEPOSIT_KINDS),
    percent: percent({ min: 1, max: 100 }).optional(),
    amount: money().optional(),
  })
  .superRefine((deposit, ctx) => {
    const needs = { none: null, percent: 'percent', amount: 'amount' } as const;
    for (const field of ['percent', 'amount'] as const) {
      const given = deposit[field] !== undefined;
      if (needs[deposit.kind] === field && !given)
        ctx.addIssue({ code: 'custom', path: [field], message: 'is required' });
      if (needs[deposit.kind] !== field && given)
        ctx.addIssue({ code: 'custom', path: [field], message: `is not taken with a deposit of kind ${deposit.kind}` });
    }
  });
export type QuoteDepositInput = z.infer<typeof quoteDeposit>;

/**
 * POST /company/tickets/{id}/quotes and PUT /company/quotes/{id}: the draft, whole (a PUT replaces it). `photoIds` are
 * the ticket's job photos; `proposedAt` the company's proposed start (ISO instant), taken when the customer picks none.
 */
export const quoteBody = z.object({
  options: z
    .array(quoteOption)
    .min(1, 'must have at least one option')
    .max(QUOTE_LIMITS.options, `must have at most ${QUOTE_LIMITS.options} options`),
  terms: optionalText(QUOTE_LIMITS.terms),
  expiresOn: boundedDate(),
  deposit: quoteDeposit.default({ kind: 'none' }),
  photoIds: z
    .array(positiveId)
    .max(QUOTE_LIMITS.photos, `must have at most ${QUOTE_LIMITS.photos} photos`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a photo')
    .default([]),
  proposedAt: z.iso.datetime({ offset: true }).optional(),
});
export type QuoteBody = z.infer<typeof quoteBody>;

/**
 * POST /customer/quotes/{id}/approve: the option, its add-ons ticked, the signer's typed name; optionally the saved
 * card the balance is charged to at completion and a slot (as the checkout takes one; else the quote's proposed start).
 */
export const quoteApproveBody = z.object({
  optionId: positiveId,
  addOnIds: z
    .array(positiveId)
    .max(QUOTE_LIMITS.linesPerOption)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat an add-on')
    .default([]),
  signedName: requiredText(FIELD_LIMITS.name),
  balanceCardId: positiveId.optional(),
  scheduleId: positiveId.optional(),
  scheduledDate: boundedDate().optional(),
});
export type QuoteApproveBody = z.infer<typeof quoteApproveBody>;

/** POST /customer/quotes/{id}/decline: why (required; the company reads it). */
export const quoteDeclineBody = z.object({ reason: requiredText(QUOTE_LIMITS.declineReason) });
export type QuoteDeclineBody = z.infer<typeof quoteDeclineBody>;
