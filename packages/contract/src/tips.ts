/**
 * Tips (issue 50, decision 0039): the customer's tip on a Completed job within TIP_DAYS of its completion, an amount or
 * a percent of the work (its price and the extra charges paid, not UpKeep's fee); the whole of it goes to the company.
 */
import { z } from 'zod';
import { money } from './money-inputs.ts';

/** The percents offered. */
export const TIP_PERCENTS = [10, 15, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];
/** A tip may be given this many days after the job's completion. */
export const TIP_DAYS = 14;
/** A tip typed as an amount: at least what a card payment can be, at most this (dollars). */
export const TIP_MIN_DOLLARS = 0.5;
export const TIP_MAX_DOLLARS = 1000;

/** POST /customer/tickets/{id}/tip: `{ amount }` (dollars) or `{ percent }` (one of TIP_PERCENTS), exactly one. */
export const tipBody = z.union(
  [
    z.strictObject({ amount: money({ min: TIP_MIN_DOLLARS, max: TIP_MAX_DOLLARS }) }),
    z.strictObject({
      percent: z.coerce
        .number()
        .refine((value): value is TipPercent => (TIP_PERCENTS as readonly number[]).includes(value), {
          message: `must be one of ${TIP_PERCENTS.join(', ')}`,
        }),
    }),
  ],
  { error: 'must be an amount or a percent, not both' },
);
export type TipBody = z.infer<typeof tipBody>;

/** A ticket's tip as answers carry it: dollars, the percent chosen (null for an amount), pending until paid. */
export const ticketTip = z.object({
  amount: z.number(),
  percent: z.number().nullable(),
  status: z.enum(['pending', 'paid']),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TicketTip = z.infer<typeof ticketTip>;

/**
 * GET /customer/tickets/{id}/tip: what the tip card shows. `canTip` while the ticket is Completed, within TIP_DAYS of
 * its completion (`until`, the instant the offer ends) and not tipped (paid) yet; `options` the TIP_PERCENTS in
 * dollars of the work (its price and the extra charges paid, not UpKeep's fee); `tip` the one given, if any.
 */
export const tipOffer = z.object({
  canTip: z.boolean(),
  until: z.string().nullable(),
  options: z.array(z.object({ percent: z.number(), amount: z.number() })),
  tip: ticketTip.nullable(),
});
export type TipOffer = z.infer<typeof tipOffer>;

/** POST /customer/tickets/{id}/tip/validate: the tip's intent, paid by the browser (its id checked when sent). */
export const validateTipBody = z.strictObject({ paymentIntentId: z.string().min(1).max(200).optional() });
export type ValidateTipBody = z.infer<typeof validateTipBody>;
