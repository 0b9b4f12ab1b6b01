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

/** POST /customer/tickets/{id}/tip: `{ amount }` (dollars) or `{ percent }` (one of TIP_PERCENTS), exactly one. */
export const tipBody = z.union(
  [
    z.strictObject({ amount: money() }),
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
