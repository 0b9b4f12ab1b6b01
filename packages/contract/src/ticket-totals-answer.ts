/**
 * A ticket's totals as answers carry them (a schema), apart from the totals' rules in ticket-totals.ts, which the
 * web's screens use without zod (issue 48, decision 0035).
 */
import { z } from 'zod';

/** The totals as answers carry them: dollars (two decimals), lines labelled. */
export const ticketTotalsAnswer = z.object({
  lines: z.array(
    z.object({
      kind: z.enum(['services', 'fee', 'discount', 'charge']),
      label: z.string(),
      /** Dollars, signed (the discount is negative). */
      amount: z.number(),
      status: z.enum(['paid', 'pending']).nullable(),
    }),
  ),
  total: z.number(),
  paid: z.number(),
  refunded: z.number(),
  /** Dollars: the cancellation fee kept of what was paid (0 when none): "Cancellation fee (kept)". */
  kept: z.number(),
  balance: z.number(),
});
export type TicketTotalsAnswer = z.infer<typeof ticketTotalsAnswer>;
