/**
 * Transfers (issue 28): the company's share of what customers paid goes to its connected account, through the
 * ledger like every movement of money.
 *
 * - On completion, the job's net as its month's statement has it (work paid and extra charges received, less
 *   UpKeep's commission; the booking fee and UpKeep's discounts are UpKeep's: company-insights `jobEarnings`)
 *   is written as a pending transfer in the move's transaction, with its job (`payout-transfer`).
 * - An extra charge paid after completion is its own transfer: what was paid less the commission on it.
 * - The job sends a pending transfer once the company can be paid out: to its connected account, with the
 *   ticket as its transfer group and the funding payment's charge as its source, under the idempotency key
 *   `transfer-{id}` (a retry, or two senders at once, make one transfer at the provider). Until the company's
 *   payouts are enabled the transfer waits; the account's `account.updated` sends what waited.
 * - A refund the company bears after completion takes its adjustment back from the ticket's transfers: from one
 *   still pending, by sending less; from one sent, by a reversal (`payout-reversal`, idempotency key
 *   `reversal-{id}`). A refund UpKeep bears (goodwill) reverses nothing.
 */
import type { Database, Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { commissionOf, commissionPercentFor, jobEarnings } from '../company-insights/service.ts';
import type { LedgerDeps } from './ledger.ts';
import type { PaymentRow } from './queries.ts';
import * as q from './transfer-queries.ts';

export type { TransferRow } from './transfer-queries.ts';

/** The transfer group of a ticket's charges and transfers, as Stripe's `transfer_group`. */
export const transferGroupOf = (ticketId: number) => `ticket-${ticketId}`;

async function queue(deps: Pick<ServiceDeps, 'jobs'>, tx: Tx, row: q.TransferRow | null) {
  if (row) await deps.jobs.send(tx, 'payout-transfer', { transferId: row.id });
}

/** The completed job's share, as a pending transfer with its job (in the completion's transaction). */
export async function queueCompletionTransfer(
  deps: Pick<ServiceDeps, 'jobs'>,
  tx: Tx,
  ticket: { id: number; companyId: number },
  now: Date,
) {
  const job = await jobEarnings(tx, ticket.companyId, ticket.id);
  if (!job || job.netCents <= 0) return;
  const source = await q.fundingPayment(tx, ticket.id, job.netCents);
  const row = await q.insertTransfer(tx, {
    ticketId: ticket.id,
    companyId: ticket.companyId,
    paymentId: source?.id ?? null,
    kind: 'completion',
    amountCents: job.netCents,
    createdAt: now,
  });
  await queue(deps, tx, row);
}

/** An extra charge paid after completion: its share (what was paid less the commission) as its own transfer. */
export async function queueLateChargeTransfer(
  deps: Pick<ServiceDeps, 'jobs'>,
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'ticketId' | 'amountCents'>,
  companyId: number,
  now: Date,
) {
  const share = payment.amountCents + commissionOf(payment.amountCents, await commissionPercentFor(tx, companyId));
  if (share <= 0) return;
  const row = await q.insertTransfer(tx, {
    ticketId: payment.ticketId,
    companyId,
    paymentId: payment.id,
    kind: 'late_charge',
    amountCents: share,
    createdAt: now,
  });
  await queue(deps, tx, row);
}

/**
 * The `payout-transfer` job: sends a pending transfer to the company's connected account, or leaves it
 * pending while the company cannot be paid out. A provider's failure throws: the queue retries with backoff.
 */
export async function sendTransfer(deps: LedgerDeps, transferId: number): Promise<'sent' | 'waiting' | 'done'> {
  const transfer = await q.transferById(deps.db, transferId);
  if (transfer?.status !== 'pending') return 'done';
  const destination = await q.payableAccount(deps.db, transfer.companyId);
  if (!destination) return 'waiting';
  const sourcePaymentIntentId = transfer.paymentId ? await q.paymentIntentOf(deps.db, transfer.paymentId) : null;
  const amountCents = transfer.amountCents - transfer.reversedCents;
  if (amountCents <= 0) return 'done';
  const sent = await deps.provider.createTransfer({
    amountCents,
    destination,
    transferGroup: transferGroupOf(transfer.ticketId),
    sourcePaymentIntentId,
    idempotencyKey: `transfer-${transfer.id}`,
    metadata: { ticketId: String(transfer.ticketId), transferId: String(transfer.id), kind: transfer.kind },
  });
  await q.markSent(deps.db, transfer.id, {
    provider: deps.provider.name,
    providerTransferId: sent.id,
    destination,
    at: deps.now(),
  });
  return 'sent';
}

/**
 * Queues what waited for the company's payouts (its account's `account.updated` enabling them, a hold released,
 * a suspension lifted), in `db`'s transaction when one is given.
 */
export async function sendPendingTransfers(
  deps: Pick<ServiceDeps, 'db' | 'jobs'>,
  db: Database | Tx,
  companyId: number,
) {
  for (const transferId of await q.pendingTransferIds(db, companyId)) {
    await deps.jobs.send(db, 'payout-transfer', { transferId });
  }
}

export const companyTransfers = q.companyTransfers;
export const companyTransferTotals = q.companyTransferTotals;
/** A payout to a company's bank, as the provider's events report it: the ledger's record of money that left. */
export const recordPayout = q.recordPayout;

/**
 * A refund the company bears after completion takes `amountCents` (its earnings adjustment, positive) back from
 * the ticket's transfers, in the refund's transaction: answers what it could not take (no transfer covers it).
 */
export async function reverseForRefund(
  deps: Pick<ServiceDeps, 'jobs'>,
  tx: Tx,
  refund: { ticketId: number; amountCents: number; reason: string },
  now: Date,
): Promise<number> {
  let left = refund.amountCents;
  for (const transfer of await q.reversibleTransfers(tx, refund.ticketId)) {
    if (left <= 0) break;
    const take = Math.min(left, transfer.amountCents - transfer.reversedCents);
    await q.addReversed(tx, transfer.id, take);
    if (transfer.status === 'sent') {
      const reversal = await q.insertReversal(tx, {
        transferId: transfer.id,
        amountCents: take,
        reason: refund.reason,
        createdAt: now,
      });
      await deps.jobs.send(tx, 'payout-reversal', { reversalId: reversal.id });
    }
    left -= take;
  }
  return left;
}

/** The `payout-reversal` job: takes the amount back at the provider, once (a provider's failure is retried). */
export async function sendReversal(deps: LedgerDeps, reversalId: number): Promise<'sent' | 'done'> {
  const found = await q.reversalById(deps.db, reversalId);
  if (found?.reversal.status !== 'pending' || !found.providerTransferId) return 'done';
  const reversed = await deps.provider.reverseTransfer({
    transferId: found.providerTransferId,
    amountCents: found.reversal.amountCents,
    idempotencyKey: `reversal-${reversalId}`,
  });
  await q.markReversalSent(deps.db, reversalId, reversed.id, deps.now());
  return 'sent';
}
