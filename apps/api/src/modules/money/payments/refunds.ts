/**
 * Refunds of a ticket's payments, through the ledger (which reserves each refund before the provider gives it,
 * so concurrent or repeated calls never give more than was paid), and what a cancellation gives back.
 *
 * The product's cancelation policy is the contract's (cancellation.ts: `cancellationFeeCents`): a request its
 * customer cancels before the company confirmed it, or a visit cancelled more than `freeHoursBefore` hours ahead,
 * is refunded in full; within them, minus the reschedule fee (the setting `reschedule_policy`), which compensates
 * the company for the time it held. A booking the company declines or cancels, or the System expires, is
 * refunded in full.
 */
import type { Database, Tx } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import type { UserTypeIdValue } from '../../tickets/lifecycle/statuses.ts';
import { type LedgerDeps, REFUND_TOO_LARGE, recordRefund } from './ledger.ts';
import { paidPaymentsOf } from './queries.ts';

/** Money paid (succeeded, or a fee used by a reschedule) and not given back yet, in cents. */
export function refundableCents(payments: { status: string; amountCents: number; refundedCents: number }[]) {
  return payments
    .filter((p) => p.status === 'succeeded' || p.status === 'applied')
    .reduce((sum, p) => sum + Math.max(0, p.amountCents - p.refundedCents), 0);
}

/** The ticket's money not given back yet, in cents. */
export async function refundableOf(db: Database | Tx, ticketId: number): Promise<number> {
  return refundableCents(await paidPaymentsOf(db, ticketId));
}

/**
 * Gives back the ticket's payments paid and not refunded yet, newest last, up to `limitCents` in all (all of
 * it by default). Answers the cents refunded by this call; a provider failure is thrown (the ledger undid its
 * reservation), and what was refunded before it stays refunded.
 */
export async function refundTicket(
  deps: LedgerDeps,
  ticketId: number,
  actor: UserTypeIdValue,
  reason: string,
  limitCents = Number.POSITIVE_INFINITY,
): Promise<number> {
  let refunded = 0;
  for (const payment of await paidPaymentsOf(deps.db, ticketId)) {
    const amount = Math.min(payment.amountCents - payment.refundedCents, limitCents - refunded);
    if (amount <= 0) continue;
    try {
      await recordRefund(deps, payment.id, { amountCents: amount, actor, reason });
      refunded += amount;
    } catch (err) {
      // Someone else refunded it meanwhile: nothing is left to give.
      if (err instanceof AppError && err.message === REFUND_TOO_LARGE) continue;
      throw err;
    }
  }
  return refunded;
}
