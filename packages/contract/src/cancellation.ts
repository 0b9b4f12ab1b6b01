/**
 * The cancelation policy (apps/web/public/legal/cancelation-policy.pdf), once for every side (issue 46): a booking
 * its customer cancels before the company confirmed it is refunded in full; once confirmed, a cancellation more
 * than `freeHoursBefore` hours before the visit too; within them the policy keeps its fee (the setting
 * `reschedule_policy`) for the company, which held that time. Checkout states it before the customer pays, the
 * cancel screen before they cancel, and the ticket, its PDF and the cancellation e-mail show the fee kept as a line.
 */
import { z } from 'zod';

/** The policy's figures, as the setting holds them. */
export interface CancellationPolicyCents {
  freeHoursBefore: number;
  feeCents: number;
}

/** What a customer's cancellation keeps, in cents, before capping by what was paid (see the file's comment). */
export function cancellationFeeCents(
  policy: CancellationPolicyCents,
  cancellation: { visitAt: Date; cancelledAt: Date; confirmed: boolean },
): number {
  if (!cancellation.confirmed) return 0;
  const freeUntil = cancellation.visitAt.getTime() - policy.freeHoursBefore * 3600_000;
  return cancellation.cancelledAt.getTime() < freeUntil ? 0 : policy.feeCents;
}

/** The policy as answers carry it: the fee in dollars and the hours before the visit it applies within. */
export const cancellationPolicy = z.object({
  /** Dollars kept when a confirmed booking is cancelled by its customer within `freeHoursBefore` of the visit. */
  fee: z.number(),
  freeHoursBefore: z.number().int(),
});
export type CancellationPolicy = z.infer<typeof cancellationPolicy>;

const usd = (dollars: number) => `$${dollars.toFixed(2)}`;

/** The policy in one sentence, as checkout states it near Pay. */
export function cancellationPolicyWords(policy: CancellationPolicy): string {
  if (policy.fee <= 0) return 'Cancel any time for a full refund.';
  return `Free cancellation until the company confirms, and until ${policy.freeHoursBefore} hours before the visit; after that, ${usd(policy.fee)} is kept for the company.`;
}
