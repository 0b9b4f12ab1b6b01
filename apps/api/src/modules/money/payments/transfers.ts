/**
 * Transfers (issue 28): the company's share of what customers paid goes to its connected account, through the
 * ledger like every movement of money.
 *
 * - On completion, the job's net as its month's statement has it (work paid and extra charges received, less
 *   UpKeep's commission; the booking fee and UpKeep's discounts are UpKeep's: company-insights `jobEarnings`)
 *   is written as a pending transfer in the move's transaction, with its job (`payout-transfer`).
 * - An extra charge paid after completion is its own transfer: what was paid less the commission on it.
 * - A tip is its own transfer, whole (decision 0039).
 * - A cancellation fee the policy kept for the company (its customer's late cancellation, issue 46) is its own
 *   transfer, written in the cancellation's transaction with the refund of the rest: the fee less the commission,
 *   as its month's statement has it (company-insights `cancellationFeeEarnings`), once per ticket.
 * - The job sends a pending transfer once the company can be paid out: to its connected account, with the
 *   ticket as its transfer group and the funding payment's charge as its source, under the idempotency key
 *   `transfer-{id}` (a retry, or two senders at once, make one transfer at the provider). Until the company's
 *   payouts are enabled the transfer waits; the account's `account.updated` sends what waited.
 * - A refund the company bears after completion takes its adjustment back from the ticket's transfers: from one
 *   still pending, by sending less; from one sent, by a reversal (`payout-reversal`, idempotency key
 *   `reversal-{id}`). A refund UpKeep bears (goodwill) reverses nothing.
 * - What neither the ticket's transfers nor the company's balance can give back (the provider refuses a reversal
 *   with `balance_insufficient`: the money went to the bank) is a debt of the company (`company_debts`), kept from
 *   its next transfers, oldest debt first, when each is first sent (the transfer's `withheld_cents`).
 */

import { BALANCE_INSUFFICIENT, PaymentProviderError, type Transfer } from '../../../adapters/payments/provider.ts';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { money } from '../../../lib/format.ts';
import { notifyCompanyOwners } from '../../messages/notifications/company-notice.ts';
import { cancellationFeeEarnings, commissionOf, commissionPercentFor, jobEarnings } from '../insights/service.ts';
import type { LedgerDeps } from './ledger.ts';
import * as q from './queries/transfers.ts';
import type { PaymentRow } from './queries.ts';

export type { TransferRow } from './queries/transfers.ts';

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
 * A tip (decision 0039): the whole of it is the company's (no commission; the card's fee is UpKeep's), a transfer of
 * its own in the ticket's transfer group, funded by the tip's own charge, written in the tip payment's transaction.
 */
export async function queueTipTransfer(
  deps: Pick<ServiceDeps, 'jobs'>,
  tx: Tx,
  payment: Pick<PaymentRow, 'id' | 'ticketId' | 'amountCents'>,
  companyId: number,
  now: Date,
) {
  if (payment.amountCents <= 0) return;
  const row = await q.insertTransfer(tx, {
    ticketId: payment.ticketId,
    companyId,
    paymentId: payment.id,
    kind: 'tip',
    amountCents: payment.amountCents,
    createdAt: now,
  });
  await queue(deps, tx, row);
}

/**
 * A customer's late cancellation kept the policy's fee (`keptCents`, what the move's refund keeps) for the
 * company: its share, the fee less UpKeep's commission as the statement has it, as a pending transfer of its own
 * with its job, in the cancellation's transaction (one per ticket: a second cancellation's twin is dropped).
 */
export async function queueCancellationFeeTransfer(
  deps: Pick<ServiceDeps, 'jobs'>,
  tx: Tx,
  ticket: { id: number; companyId: number },
  keptCents: number,
  now: Date,
) {
  if (keptCents <= 0) return;
  const line = await cancellationFeeEarnings(tx, ticket.companyId, ticket.id);
  if (!line) return;
  // Never more than the move keeps (a move request's fee given back with the cancellation is not kept).
  const feeCents = Math.min(line.feeCents, keptCents);
  const share = feeCents + commissionOf(feeCents, await commissionPercentFor(tx, ticket.companyId));
  if (share <= 0) return;
  const source = await q.fundingPayment(tx, ticket.id, share);
  const row = await q.insertTransfer(tx, {
    ticketId: ticket.id,
    companyId: ticket.companyId,
    paymentId: source?.id ?? null,
    kind: 'cancellation_fee',
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
  const found = await q.transferById(deps.db, transferId);
  if (found?.status !== 'pending') return 'done';
  const destination = await q.payableAccount(deps.db, found.companyId);
  if (!destination) return 'waiting';
  const transfer = await withholdOwed(deps, transferId);
  if (!transfer) return 'done';
  const amountCents = q.netOfTransfer(transfer);
  if (amountCents <= 0) {
    // All of it kept for what the company owed: nothing moves. (Taken back in full by refunds: nothing is due.)
    if ((transfer.withheldCents ?? 0) > 0) await q.markSettledInFull(deps.db, transfer.id, deps.now());
    return 'done';
  }
  const sourcePaymentIntentId = transfer.paymentId ? await q.paymentIntentOf(deps.db, transfer.paymentId) : null;
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
 * The provider's word that it made a transfer (`transfer.created`): the ledger's transfer it names (metadata
 * `transferId`) is sent, if a crash between the provider's answer and the ledger's record left it pending. False
 * when it names none of the ledger's.
 */
export async function confirmTransfer(
  db: Database,
  provider: 'sandbox' | 'stripe',
  transfer: Transfer,
  at: Date,
): Promise<boolean> {
  const id = Number(transfer.metadata.transferId);
  const row = Number.isSafeInteger(id) && id > 0 ? await q.transferById(db, id) : null;
  if (!row || row.companyId !== (await q.companyOfAccount(db, transfer.destination))) return false;
  await q.markSent(db, row.id, {
    provider,
    providerTransferId: transfer.id,
    destination: transfer.destination,
    at,
  });
  return true;
}

/**
 * Keeps what the company owes from a pending transfer, once: the first send decides it (oldest debt first, never
 * more than the transfer has left); a retry finds it decided and sends the same amount. Null when no longer pending.
 */
async function withholdOwed(deps: LedgerDeps, transferId: number): Promise<q.TransferRow | null> {
  return deps.db.transaction(async (tx) => {
    const transfer = await q.lockTransfer(tx, transferId);
    if (transfer?.status !== 'pending') return null;
    if (transfer.withheldCents !== null) return transfer;
    let withheld = 0;
    const room = transfer.amountCents - transfer.reversedCents;
    for (const debt of await q.openDebts(tx, transfer.companyId)) {
      const take = Math.min(debt.amountCents - debt.settledCents, room - withheld);
      if (take <= 0) break;
      await q.settleDebt(tx, debt, transfer.id, take, deps.now());
      withheld += take;
    }
    return q.setWithheld(tx, transfer.id, withheld);
  });
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
export const netOfTransfer = q.netOfTransfer;
export const unsettledDebts = q.unsettledDebts;
export const owedByCompany = q.owedByCompany;
export const transfersOfPayouts = q.transfersOfPayouts;
export const companyOfAccount = q.companyOfAccount;
export const companyTransferTotals = q.companyTransferTotals;
/** A payout to a company's bank, as the provider's events report it: the ledger's record of money that left. */
export const recordPayout = q.recordPayout;

/**
 * A refund the company bears after completion takes `amountCents` (its earnings adjustment, positive) back from
 * the ticket's transfers, in the refund's transaction: answers what it could not take (no transfer covers it),
 * recorded as the company's debt.
 */
export async function reverseForRefund(
  deps: Pick<ServiceDeps, 'jobs'>,
  tx: Tx,
  refund: { ticketId: number; companyId: number; amountCents: number; reason: string },
  now: Date,
): Promise<number> {
  let left = refund.amountCents;
  for (const transfer of await q.reversibleTransfers(tx, refund.ticketId)) {
    if (left <= 0) break;
    const take = Math.min(left, q.netOfTransfer(transfer));
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
  // More than the ticket's transfers have left: the company owes the rest (a ticket never transferred through
  // UpKeep, completed before payouts, owes nothing here).
  if (left > 0 && (await q.hasTransfers(tx, refund.ticketId))) {
    await q.insertDebt(tx, {
      companyId: refund.companyId,
      ticketId: refund.ticketId,
      amountCents: left,
      reason: refund.reason,
      createdAt: now,
    });
  }
  return left;
}

/**
 * The `payout-reversal` job: takes the amount back at the provider, once (a provider's failure is retried). When
 * the company's balance cannot cover it (its money went to the bank), the company owes it instead: a debt kept
 * from its next transfers.
 */
export async function sendReversal(deps: LedgerDeps, reversalId: number): Promise<'sent' | 'owed' | 'done'> {
  const found = await q.reversalById(deps.db, reversalId);
  if (found?.reversal.status !== 'pending' || !found.providerTransferId) return 'done';
  const { reversal } = found;
  try {
    const reversed = await deps.provider.reverseTransfer({
      transferId: found.providerTransferId,
      amountCents: reversal.amountCents,
      idempotencyKey: `reversal-${reversalId}`,
    });
    await q.markReversalSent(deps.db, reversalId, reversed.id, deps.now());
    return 'sent';
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.code !== BALANCE_INSUFFICIENT) throw error;
    await deps.db.transaction(async (tx) => {
      if (!(await q.markReversalUncovered(tx, reversalId, reversal.transferId, reversal.amountCents))) return;
      await q.insertDebt(tx, {
        companyId: found.companyId,
        ticketId: found.ticketId,
        reversalId,
        amountCents: reversal.amountCents,
        reason: reversal.reason,
        createdAt: deps.now(),
      });
      const amount = money(reversal.amountCents);
      await notifyCompanyOwners(
        deps.jobs,
        tx,
        found.companyId,
        {
          subject: `${amount} will be kept from your next transfers`,
          lines: [
            `A refund of ticket #${found.ticketId} takes back ${amount} of what UpKeep transferred to you for it, and your payout account's balance could not cover it (the money has gone to your bank).`,
            `UpKeep will keep ${amount} from your next transfers. The Payouts screen shows what you owe.`,
          ],
          text: `UpKeep: ${amount} of a refund (ticket #${found.ticketId}) will be kept from your next transfers.`,
        },
        deps.now(),
      );
    });
    return 'owed';
  }
}
