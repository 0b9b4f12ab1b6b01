/**
 * The System actor's recurring job (every minute, started with the app like the hold sweeper): a booking
 * request still Pending `request_expiry_hours` hours before its start expires by the flow's System row
 * ('Expire Request', to Cancelled) and is refunded; an In Progress job left `auto_complete_days` days since it
 * started is completed by the System's row ('Auto-complete') and the customer invited to review; a refund
 * whose provider call failed after a decline, a cancellation (the customer's own keeps the policy's late fee)
 * or an expiry is queued to be tried again (`refund-retry`, with backoff: `retryOwedRefund`). Each ticket moves in
 * its own transaction; one someone else moved meanwhile is skipped. `sweepJobs` takes the clock's `now`, so
 * tests call it with a fixed instant. Both durations are settings, read on every sweep (a change in the staff
 * console applies from the next minute).
 */
import type { ServiceDeps } from '../../../lib/deps.ts';
import { AppError } from '../../../lib/errors.ts';
import { sweepBookingAlerts } from '../../messages/booking-alerts/service.ts';
import type { LedgerDeps } from '../../money/payments/ledger.ts';
import { refundableOf, refundTicket } from '../../money/payments/refunds.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import { withdrawLapsedMoveRequests } from '../move-requests/service.ts';
import { keptByPolicy } from '../moves/effects.ts';
import { move } from '../moves/service.ts';
import * as q from './queries.ts';

export const JOB_SWEEP_INTERVAL_MS = 60_000;
const HOUR = 3600_000;
/** How long a failed refund is retried after the move that owed it. */
export const REFUND_RETRY_DAYS = 7;

export interface SweepResult {
  expired: number[];
  completed: number[];
  /** Tickets whose owed refund was queued (`refund-retry`). */
  refundsQueued: number[];
  /** Tickets whose move request was withdrawn because the visit came before the company answered. */
  withdrawnMoves: number[];
}

/** Moves a ticket by the System's row (ticket-moves' table says what follows) unless someone moved it first (then false). */
async function systemMove(deps: ServiceDeps, ticketId: number, to: number, comments: string, now: Date) {
  const ticket = await q.ticketById(deps.db, ticketId);
  if (!ticket) return false;
  try {
    await deps.db.transaction((tx) => move(deps, tx, { ticket, to, actor: UserTypeId.System, comments, now }));
    return true;
  } catch (err) {
    if (err instanceof AppError && err.statusCode === 409) return false;
    throw err;
  }
}

export async function sweepJobs(deps: LedgerDeps, now: Date): Promise<SweepResult> {
  const result: SweepResult = { expired: [], completed: [], refundsQueued: [], withdrawnMoves: [] };
  const [expiryHours, autoCompleteDays] = await Promise.all([
    readSetting(deps.db, 'request_expiry_hours'),
    readSetting(deps.db, 'auto_complete_days'),
  ]);
  for (const id of await q.unconfirmedBefore(deps.db, new Date(now.getTime() + expiryHours * HOUR))) {
    const comments = `The company did not confirm the booking ${expiryHours} hours before its start.`;
    if (await systemMove(deps, id, TicketStatusId.Cancelled, comments, now)) result.expired.push(id);
  }
  for (const id of await q.inProgressSince(deps.db, new Date(now.getTime() - autoCompleteDays * 24 * HOUR))) {
    const comments = `Completed automatically ${autoCompleteDays} days after the work started.`;
    if (await systemMove(deps, id, TicketStatusId.Completed, comments, now)) result.completed.push(id);
  }
  // A move still waiting when its visit comes is withdrawn, its fee given back (the booking kept its time).
  result.withdrawnMoves = await withdrawLapsedMoveRequests(deps, now);
  if (result.expired.length || result.completed.length) deps.outbox.kick();
  // Reminders and last calls of the bookings still Pending (after the expiries: an expired one gets none).
  await sweepBookingAlerts(deps, now);
  // A refund the provider failed to make is owed: one `refund-retry` job per ticket (the queue keeps one
  // waiting per ticket), retried with backoff by the job queue.
  const owed = await q.refundsOwed(deps.db, new Date(now.getTime() - REFUND_RETRY_DAYS * 24 * HOUR));
  for (const { id, userTypeId, movedAt, scheduledAt } of owed) {
    const job: OwedRefund = {
      ticketId: id,
      userTypeId,
      movedAt: movedAt.toISOString(),
      scheduledAt: scheduledAt.toISOString(),
    };
    if (await deps.jobs.send(deps.db, 'refund-retry', job, { singletonKey: `ticket:${id}` })) {
      result.refundsQueued.push(id);
    }
  }
  if (result.refundsQueued.length) deps.jobs.kick('refund-retry');
  return result;
}

/** A `refund-retry` job's data: the ticket, and who moved it when (the policy's fee is kept on a late cancellation). */
export interface OwedRefund {
  ticketId: number;
  userTypeId: number;
  movedAt: string;
  scheduledAt: string;
}

/**
 * The work of a `refund-retry` job: gives back what is still owed on the ticket. Answers the cents refunded
 * (0: nothing was left, someone refunded it meanwhile); a provider failure throws, and the job queue tries
 * again later with backoff, then lists it among the failed jobs in the console.
 */
export async function retryOwedRefund(
  deps: LedgerDeps,
  job: OwedRefund,
): Promise<{ ticketId: number; refundedCents: number }> {
  const { ticketId, userTypeId } = job;
  // A customer's own cancellation keeps the policy's fee when it came late (the move's refund effect).
  const byCustomer = userTypeId === UserTypeId.Customer || userTypeId === UserTypeId.Guest;
  const paid = byCustomer ? await refundableOf(deps.db, ticketId) : 0;
  const limit = byCustomer
    ? paid -
      (
        await keptByPolicy(
          deps.db,
          { id: ticketId, scheduledAt: new Date(job.scheduledAt) },
          paid,
          new Date(job.movedAt),
        )
      ).keptCents
    : Number.POSITIVE_INFINITY;
  const refundedCents =
    limit > 0 ? await refundTicket(deps, ticketId, UserTypeId.System, 'booking not taken place', limit) : 0;
  return { ticketId, refundedCents };
}
