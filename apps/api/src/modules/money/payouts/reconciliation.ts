/**
 * The books (issue 28, `GET /api/staff/reconciliation`): where the money of a period's tickets went, to the
 * cent. The period's tickets are those with a payment received in it (valley dates, both included); all their
 * money counts, whenever it moved.
 *
 *   customers paid = refunds + transfers to the companies (net of reversals) + UpKeep's revenue + held
 *
 * (+ what companies were paid outside UpKeep for the jobs completed before payouts went through it: before the
 * first transfer ever recorded, a completed job without a transfer.)
 *
 * Each side is read from its own record: payments (paid, refunded), the transfers ledger (sent, waiting,
 * reversed), the companies' statements (a completed job's net, its late charges' shares, its adjustments:
 * company-insights). UpKeep's revenue of a completed job is what the customer kept paid less what the company
 * earned by its statements (its tip, decision 0039, whole: UpKeep's revenue from a tip is 0); of a cancelled or declined one, what the customer kept paid less the share of the
 * cancellation fee kept for the company (issue 46: the fee less UpKeep's commission, its statement's line and a
 * transfer of its own). "Kept on cancellations" is the fees kept (as the ticket's totals state the fee, UpKeep's
 * goodwill refunds of it aside); "Goodwill refunds" every refund UpKeep's staff made as UpKeep's cost of a
 * cancelled or declined ticket, and of a completed one after its completion. Held: the money
 * of jobs not yet completed, and transfers waiting for a payout account, less what the companies owe of these
 * tickets (a refund they bore that neither the transfers nor their balance gave back: company_debts, net of what
 * the tickets' transfers withheld for such debts). `difference` is what the transfers and the statements disagree
 * by (a lost or doubled transfer): the books balance when it is 0. For each completed ticket, and each cancelled
 * one whose fee was kept for its company:
 *
 *   the company's earnings = what went to it (sent and waiting) - what it owes of it + what its transfers withheld
 */
import { addDays, type Reconciliation, valleyInstant } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { dollars } from '../../../lib/format.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';
import { cancellationFeeEarnings, commissionOf, commissionPercentFor, jobEarnings } from '../insights/service.ts';
import * as q from './queries.ts';

export async function reconcile(db: Database, from: string, to: string): Promise<Reconciliation> {
  const start = valleyInstant(from, '00:00').toISOString();
  const end = valleyInstant(addDays(to, 1), '00:00').toISOString();
  const tickets = await q.ticketMoneyPaidBetween(db, start, end);

  // Payouts through UpKeep began with the first transfer ever recorded: a job completed before it, without a
  // transfer, was paid to its company outside UpKeep (as the product did before issue 28).
  const first = await q.firstTransferAt(db);
  const payoutsBegan = first ? first.getTime() : Number.POSITIVE_INFINITY;
  let paid = 0;
  let refunded = 0;
  let sent = 0;
  let waiting = 0;
  let reversed = 0;
  let revenue = 0;
  let commission = 0;
  let goodwill = 0;
  let keptOnCancellations = 0;
  let openJobs = 0;
  let owed = 0;
  let outside = 0;
  let difference = 0;
  for (const t of tickets) {
    const kept = t.paid_cents - t.refunded_cents;
    paid += t.paid_cents;
    refunded += t.refunded_cents;
    sent += t.sent_cents;
    waiting += t.waiting_cents;
    reversed += t.reversed_cents;
    owed += t.debt_cents - t.withheld_cents;
    // What the company has of this ticket's money: what went or goes to it, less what it owes back of it, plus
    // what its transfers kept for debts of other tickets (its to have, settled instead of paid).
    const transferred = t.sent_cents + t.waiting_cents - t.debt_cents + t.withheld_cents;
    if (t.status_id === TicketStatusId.Completed && t.completed_at !== null) {
      const job = await jobEarnings(db, t.company_id, t.id);
      const percent = await commissionPercentFor(db, t.company_id);
      const lateShares = (t.late_charges ?? []).map((cents) => cents + commissionOf(cents, percent));
      // A tip is the company's whole: UpKeep's revenue from it is 0 (a refund of it is an adjustment or goodwill).
      const earned =
        (job?.netCents ?? 0) + lateShares.reduce((sum, c) => sum + c, 0) + t.tips_cents + t.adjustment_cents;
      revenue += kept - earned;
      commission -=
        (job?.commissionCents ?? 0) + (t.late_charges ?? []).reduce((s, c) => s + commissionOf(c, percent), 0);
      goodwill -= t.goodwill_cents;
      if (!t.has_transfer && new Date(t.completed_at).getTime() < payoutsBegan) outside += earned;
      else difference += earned - transferred;
    } else if (t.status_id === TicketStatusId.Cancelled || t.status_id === TicketStatusId.Declined) {
      // Of a job that never happened, the company has only the cancellation fee kept for it (its share: the fee
      // less UpKeep's commission); the rest the customer kept paid is UpKeep's, less its goodwill refunds.
      const fee = await cancellationFeeEarnings(db, t.company_id, t.id);
      // A refund the company bore of the fee is its adjustment (negative), taken back from the fee's transfer.
      const earned = (fee?.netCents ?? 0) + t.adjustment_cents;
      revenue += kept - earned;
      keptOnCancellations += fee?.feeCents ?? 0;
      commission -= fee?.commissionCents ?? 0;
      goodwill -= t.goodwill_cents;
      if (fee && !t.has_transfer && fee.cancelledAt.getTime() < payoutsBegan) outside += earned;
      else difference += earned - transferred;
    } else {
      openJobs += kept;
      difference -= transferred;
    }
  }
  const held = openJobs + waiting - owed;
  return {
    from,
    to,
    tickets: tickets.length,
    customersPaid: dollars(paid),
    refunds: dollars(refunded),
    transfersToCompanies: dollars(sent),
    paidOutsideUpKeep: dollars(outside),
    reversals: dollars(reversed),
    upkeepRevenue: {
      total: dollars(revenue),
      commission: dollars(commission),
      goodwill: dollars(goodwill),
      keptOnCancellations: dollars(keptOnCancellations),
    },
    held: {
      total: dollars(held),
      openJobs: dollars(openJobs),
      transfersWaiting: dollars(waiting),
      owedByCompanies: dollars(owed),
    },
    difference: dollars(difference),
    balanced: difference === 0 && paid === refunded + sent + outside + revenue + held,
  };
}
