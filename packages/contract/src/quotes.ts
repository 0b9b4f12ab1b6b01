/**
 * Quotes (issue 50, decision 0039): a company's written offer on a ticket (a confirmed estimate request, a Scheduled or
 * In Progress job), 1 to 3 options of priced lines and add-ons, sent to the customer, who approves one (signed, a
 * deposit when asked) or declines. Its figures are quote-totals.ts' `quoteTotals` (no zod, for both screens).
 */
import { z } from 'zod';
import { cancellationPolicy } from './cancellation.ts';
import { boundedDate } from './date-input.ts';
import { envelope } from './envelope.ts';
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

// ---------------------------------------------------------------- answers

export const QUOTE_REVISION_STATUSES = ['draft', 'sent', 'superseded'] as const;
export type QuoteRevisionStatus = (typeof QUOTE_REVISION_STATUSES)[number];
export const QUOTE_APPROVAL_STATUSES = ['awaiting_deposit', 'approved', 'abandoned'] as const;
export type QuoteApprovalStatus = (typeof QUOTE_APPROVAL_STATUSES)[number];

/** A line or an add-on as answered: dollars, its total computed by the server (quantity × unit price). */
export const quoteLineAnswer = z.object({
  id: z.number().int(),
  position: z.number().int(),
  description: z.string(),
  quantity: z.number().int(),
  /** Dollars. */
  unitPrice: z.number(),
  /** Dollars: quantity × unit price. */
  lineTotal: z.number(),
  featureValueId: z.number().int().nullable(),
});
export type QuoteLineAnswer = z.infer<typeof quoteLineAnswer>;

/** An option's figures in dollars (`quoteTotals` with no add-on ticked; the deposit asked of that total). */
export const quoteTotalsAnswer = z.object({
  services: z.number(),
  fee: z.number(),
  total: z.number(),
  deposit: z.number(),
});

export const quoteOptionAnswer = z.object({
  id: z.number().int(),
  position: z.number().int(),
  title: z.string(),
  durationMinutes: z.number().int(),
  lines: z.array(quoteLineAnswer),
  addOns: z.array(quoteLineAnswer),
  totals: quoteTotalsAnswer,
});
export type QuoteOptionAnswer = z.infer<typeof quoteOptionAnswer>;

/** The deposit asked: `percent` with kind percent, `amount` (dollars) with kind amount, else null. */
export const quoteDepositAnswer = z.object({
  kind: z.enum(QUOTE_DEPOSIT_KINDS),
  percent: z.number().nullable(),
  amount: z.number().nullable(),
});

/** The customer's signed approval (slice 2 writes it): who, when, from where, which revision and option. */
export const quoteApprovalAnswer = z.object({
  id: z.number().int(),
  status: z.enum(QUOTE_APPROVAL_STATUSES),
  revision: z.number().int(),
  optionId: z.number().int(),
  addOnIds: z.array(z.number().int()),
  signedName: z.string(),
  /** The signer's kind of account: customer or guest. */
  signedAs: z.string(),
  clientAddress: z.string().nullable(),
  scheduledAt: z.string().nullable(),
  /** Dollars, frozen at approval. */
  total: z.number(),
  deposit: z.number(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
});
export type QuoteApprovalAnswer = z.infer<typeof quoteApprovalAnswer>;

/**
 * One revision as the company's editor reads it. `fee` (dollars) is the one frozen at sending; on a draft, the fee
 * sending it now would freeze (UpKeep's booking fee on an estimate, 0 on a ticket whose fee was paid).
 */
export const quoteRevisionAnswer = z.object({
  id: z.number().int(),
  revision: z.number().int(),
  status: z.enum(QUOTE_REVISION_STATUSES),
  terms: z.string().nullable(),
  /** A valley date, YYYY-MM-DD: the last day the quote may be approved. */
  expiresOn: z.string(),
  deposit: quoteDepositAnswer,
  fee: z.number(),
  proposedAt: z.string().nullable(),
  options: z.array(quoteOptionAnswer),
  /** The ticket's job photos shown (`/customer/ticket/{ticketId}/photos/{photoId}`). */
  photoIds: z.array(z.number().int()),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type QuoteRevisionAnswer = z.infer<typeof quoteRevisionAnswer>;

/**
 * GET /company/quotes/{id} (and the answer of create, PUT and send): the quote, its revisions latest first (the draft
 * being written, if any, first), the approval if any.
 */
export const companyQuote = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  customerName: z.string(),
  serviceName: z.string(),
  /** The ticket's status name (Pending, Scheduled, In Progress…). */
  ticketStatus: z.string(),
  /** The revision the customer reads (the last sent), null before the first sending. */
  liveRevision: z.number().int().nullable(),
  /** The draft being written, null when none. */
  draftRevision: z.number().int().nullable(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revisions: z.array(quoteRevisionAnswer),
  approval: quoteApprovalAnswer.nullable(),
});
export type CompanyQuote = z.infer<typeof companyQuote>;
export const companyQuoteResponse = envelope(companyQuote);

/** GET /company/quotes?status=: paged as the company's leads; every status when none is named. */
export const companyQuotesQuery = z.object({
  status: z.enum(QUOTE_STATUSES).optional(),
  PageNumber: z.coerce.number().int().min(1).default(1),
  _pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const companyQuoteListItem = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  customerName: z.string(),
  serviceName: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** The latest revision's number (the draft's while one is written). */
  revision: z.number().int(),
  /** Dollars: the lowest and highest option total of that revision (equal with one option). */
  totalFrom: z.number(),
  totalTo: z.number(),
  sentAt: z.string().nullable(),
  viewedAt: z.string().nullable(),
  expiresOn: z.string(),
  createdAt: z.string(),
});
export type CompanyQuoteListItem = z.infer<typeof companyQuoteListItem>;
export const companyQuotesResponse = envelope(z.array(companyQuoteListItem));

/**
 * GET /customer/quotes/{id}: the live (last sent) revision only, what the reading page renders without another call.
 * Photos are the ticket's (`/customer/ticket/{ticketId}/photos/{photoId}`).
 */
export const customerQuote = z.object({
  id: z.number().int(),
  ticketId: z.number().int(),
  status: z.enum(QUOTE_STATUSES),
  revision: z.number().int(),
  sentAt: z.string(),
  viewedAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  expiresOn: z.string(),
  terms: z.string().nullable(),
  deposit: quoteDepositAnswer,
  proposedAt: z.string().nullable(),
  options: z.array(quoteOptionAnswer),
  photoIds: z.array(z.number().int()),
  company: z.object({ name: z.string() }),
  serviceName: z.string(),
  cancellationPolicy,
  approval: quoteApprovalAnswer.nullable(),
  declineReason: z.string().nullable(),
});
export type CustomerQuote = z.infer<typeof customerQuote>;
export const customerQuoteResponse = envelope(customerQuote);

/** Path parameters: the quote's id; POST /company/tickets/{id}/quotes: the ticket's. */
export const quoteIdParams = z.object({ id: positiveId });
