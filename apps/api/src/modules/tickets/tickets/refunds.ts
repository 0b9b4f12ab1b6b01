/**
 * Staff refunds (issue 15): all or part of what a ticket's customer paid, never more, exactly once per
 * Idempotency-Key, through the payment ledger and the provider; the customer is told by e-mail and text.
 *
 * Exactly once: under the ticket's refund lock (an advisory transaction lock), the call first looks for its
 * key; a new key is checked against what may still be refunded (paid and not refunded, less the refunds of
 * the ticket decided and still under way) and its staff_refunds row inserted, so the decision is taken once.
 * Then the ledger refunds payment by payment (each refund reserved in the ledger before the provider is
 * called), and the answer is stored on the row. A retry with the same key refunds nothing more: it answers
 * the stored answer (same status and body), after waiting for a first call still under way. A key is bound
 * to its whole request (ticket, amount, reason, who bears it: `request_hash`): the same key with any other
 * request answers 409, as Stripe does. Without a key each call is its own refund.
 *
 * Who bears it (issue 24): on a ticket already completed, a refund the company bears is an earnings
 * adjustment in this month (negative: the company's share of the money given back, after UpKeep's
 * commission; company-insights), written in the transaction that finishes the refund, and the company is
 * e-mailed; a refund UpKeep bears (goodwill) leaves the company's earnings as they are. Before completion a
 * refund simply lowers what the job will count. On a cancelled booking whose fee was kept for the company
 * (issue 46), a refund the company bears gives back its share of the fee the same way (an adjustment this
 * month, taken back from the fee's transfer, the company told); a goodwill refund of it is UpKeep's cost.
 *
 * The amount is spread over the ticket's payments newest first: extra charges and reschedule fees before
 * the booking itself, which a partial refund thus touches last.
 *
 * When the provider refuses: nothing moved → 502, the row is forgotten (the key may be tried again);
 * something moved already (a refund spread over payments, the second refused) → the part that moved is
 * kept, told and audited, and the 502 naming it is the stored answer.
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatDate, type RefundBearer, type StaffRefund, VALLEY_TIME_ZONE } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { dollars, money } from '../../../lib/format.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { notifyCompany } from '../../messages/notifications/company-notice.ts';
import { tellCustomer } from '../../messages/notifications/customer-notice.ts';
import {
  cancellationFeeRefundCents,
  commissionPercentFor,
  recordRefundAdjustment,
  refundAdjustmentCents,
} from '../../money/insights/service.ts';
import { type LedgerDeps, REFUND_TOO_LARGE, recordRefund } from '../../money/payments/ledger.ts';
import { refundableCents } from '../../money/payments/refunds.ts';
import { reverseForRefund } from '../../money/payments/transfers.ts';
import { recordStaffAction, type StaffActor } from '../../operations/audit/audit.ts';
import { UserTypeId } from '../lifecycle/statuses.ts';
import { moneyPaymentsOf } from './company.ts';
import * as q from './queries.ts';
import { TICKET_NOT_FOUND } from './staff.ts';

export const refundTooLarge = (leftCents: number) =>
  `The refund cannot be more than what is left to refund on this ticket (${money(leftCents)}).`;
export const KEY_REUSED =
  'This Idempotency-Key was already used with another request (another ticket, amount, reason or who bears it); use a new key for a new refund.';
export const REFUND_UNDER_WAY = 'A refund with this Idempotency-Key is still being made; try again in a moment.';
export const REFUND_INTERRUPTED =
  "A refund with this Idempotency-Key was interrupted; check the ticket's payments before refunding with a new key.";
export const PAYMENTS_CHANGED = "The ticket's payments changed meanwhile; nothing was refunded. Reload and try again.";
export const providerFailed = (detail: string) =>
  `The payment provider could not make the refund (${detail}). Nothing was refunded.`;
export const partlyRefunded = (refundedCents: number, amountCents: number, detail: string) =>
  `Only ${money(refundedCents)} of ${money(amountCents)} was refunded: the payment provider refused the rest (${detail}).`;

export const partlyRefundedMeanwhile = (refundedCents: number, amountCents: number) =>
  `Only ${money(refundedCents)} of ${money(amountCents)} was refunded: the ticket's payments were refunded meanwhile by someone else.`;

/** How long a retry waits for the first call with its key to finish. */
const WAIT_FOR_FIRST_MS = 15_000;
/** An unfinished refund older than this was interrupted (a process died mid-way); it reserves nothing more. */
const UNDER_WAY_MS = 5 * 60_000;

/** The answer of a refund call, as first given and as replayed to retries. */
export interface RefundAnswer {
  status: number;
  body: { statusCode: number; message: string; data: unknown };
}
/** What staff_refunds.response holds. */
interface StoredAnswer extends RefundAnswer {
  ticketId: number;
  requestedCents: number;
  refundedCents: number;
  /** How the refund was spread over the ticket's payments (the earnings read it: company-insights). */
  parts?: { paymentId: number; cents: number }[];
}

export interface RefundInput {
  amountCents: number;
  reason: string;
  /** Who bears it: the company (the default) or UpKeep (goodwill). */
  borneBy?: RefundBearer | undefined;
  /** The Idempotency-Key header, if any. */
  key?: string | undefined;
}

/** Refunds `amountCents` of the ticket once per key (see the file's comment); answers the status and body. */
export async function refundTicket(
  deps: LedgerDeps,
  staff: StaffActor,
  ticketId: number,
  input: RefundInput,
): Promise<RefundAnswer> {
  const key = input.key ?? `auto-${randomUUID()}`;
  const claim = await claimKey(deps, staff, ticketId, { ...input, key, borneBy: input.borneBy ?? 'company' });
  if (claim.kind === 'answered') return claim.answer;
  return giveBack(deps, staff, claim.row, input);
}

type Claim = { kind: 'new'; row: q.StaffRefundRow } | { kind: 'answered'; answer: RefundAnswer };

/** The whole request a key is bound to, hashed (SHA-256 of its fields in a fixed order). */
export function refundRequestHash(ticketId: number, input: { amountCents: number; reason: string; borneBy: string }) {
  const request = JSON.stringify([ticketId, input.amountCents, input.reason, input.borneBy]);
  return createHash('sha256').update(request).digest('hex');
}

async function claimKey(
  deps: LedgerDeps,
  staff: StaffActor,
  ticketId: number,
  input: RefundInput & { key: string; borneBy: RefundBearer },
): Promise<Claim> {
  const requestHash = refundRequestHash(ticketId, input);
  const giveUpAt = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const now = deps.now();
    let found: q.StaffRefundRow;
    try {
      const outcome = await deps.db.transaction(async (tx) => {
        await q.lockTicketRefunds(tx, ticketId);
        const existing = await q.refundByKey(tx, input.key);
        if (existing) return { kind: 'existing' as const, row: existing };
        if (!(await q.ticketById(tx, ticketId))) throw notFound(TICKET_NOT_FOUND);
        const left =
          refundableCents(await moneyPaymentsOf(tx, ticketId)) -
          (await q.refundsUnderWay(tx, ticketId, new Date(now.getTime() - UNDER_WAY_MS)));
        if (input.amountCents > left) throw badRequest(refundTooLarge(Math.max(0, left)));
        const row = await q.insertRefund(tx, {
          ticketId,
          staffUserId: staff.staffUserId,
          key: input.key,
          amountCents: input.amountCents,
          reason: input.reason,
          borneBy: input.borneBy,
          requestHash,
          now,
        });
        return { kind: 'new' as const, row };
      });
      if (outcome.kind === 'new') return outcome;
      found = outcome.row;
    } catch (err) {
      // The same key on another ticket at the same moment: the unique key decided; read the winner.
      if (isUniqueViolation(err) && Date.now() < giveUpAt) continue;
      throw err;
    }
    const stored = found.response as StoredAnswer | null;
    const requested = stored ? stored.requestedCents : found.amountCents;
    // Keys used before the hash was kept are bound to their ticket and amount only.
    const sameRequest =
      found.requestHash !== null
        ? found.requestHash === requestHash
        : found.ticketId === ticketId && requested === input.amountCents;
    if (!sameRequest) throw conflict(KEY_REUSED);
    if (stored) return { kind: 'answered', answer: { status: stored.status, body: stored.body } };
    if (found.createdAt.getTime() < now.getTime() - UNDER_WAY_MS) throw conflict(REFUND_INTERRUPTED);
    if (Date.now() >= giveUpAt) throw conflict(REFUND_UNDER_WAY);
    await sleep(50);
  }
}

/** Refunds the claimed amount through the ledger, payment by payment, newest first; stores the answer. */
async function giveBack(
  deps: LedgerDeps,
  staff: StaffActor,
  row: q.StaffRefundRow,
  input: RefundInput,
): Promise<RefundAnswer> {
  const ticketId = row.ticketId;
  const payments = (await moneyPaymentsOf(deps.db, ticketId)).sort((a, b) => b.id - a.id);
  const leftBefore = refundableCents(payments);
  let remaining = row.amountCents;
  let failure: string | null = null;
  const parts: {
    paymentId: number;
    purpose: string;
    amountCents: number;
    refundedBeforeCents: number;
    cents: number;
  }[] = [];
  for (const payment of payments) {
    if (remaining <= 0) break;
    if (payment.status !== 'succeeded' && payment.status !== 'applied') continue;
    const part = Math.min(remaining, payment.amountCents - payment.refundedCents);
    if (part <= 0) continue;
    try {
      const done = await recordRefund(deps, payment.id, {
        amountCents: part,
        actor: UserTypeId.UpKeep,
        reason: input.reason,
      });
      parts.push({
        paymentId: payment.id,
        purpose: payment.purpose,
        amountCents: payment.amountCents,
        refundedBeforeCents: done.refundedCents - part,
        cents: part,
      });
      remaining -= part;
    } catch (err) {
      // Refunded meanwhile by someone else (a company's cancel): that payment has less to give.
      if (err instanceof AppError && err.message === REFUND_TOO_LARGE) continue;
      deps.log.error({ err, ticketId, paymentId: payment.id }, 'staff refund: the payment provider refused it');
      failure = err instanceof Error ? err.message : String(err);
      break;
    }
  }
  const refunded = row.amountCents - remaining;
  if (refunded === 0) {
    await q.forgetRefund(deps.db, row.id);
    if (failure !== null) throw new AppError(502, providerFailed(failure));
    throw conflict(PAYMENTS_CHANGED);
  }
  const now = deps.now();
  const answer = await deps.db.transaction(async (tx) => {
    const ticket = await q.ticketById(tx, ticketId);
    if (!ticket) throw new Error(`ticket ${ticketId} vanished during a refund`);
    const left = refundableCents(await moneyPaymentsOf(tx, ticketId));
    const staffEmail = await q.staffEmailOf(tx, staff.staffUserId);
    // A refund the company bears on a job completed before it: the month's adjustment, and the company told.
    const completedAt =
      ticket.completedAt !== null && ticket.completedAt.getTime() <= row.createdAt.getTime()
        ? ticket.completedAt
        : null;
    const afterCompletion = completedAt !== null;
    /**
     * The company's share of a refund it bears, taken back: the month's adjustment (`amountCents`, negative), the
     * transfer reversed by that much and the company told. False when the adjustment was recorded already.
     */
    const takeBack = async (amountCents: number, refundLine: string, share: string, extra: string[] = []) => {
      const recorded = await recordRefundAdjustment(tx, {
        companyId: ticket.companyId,
        ticketId,
        amountCents,
        reason: row.reason,
        createdAt: now,
      });
      if (!recorded) return false;
      // What was transferred to the company comes back by that much (issue 28).
      await reverseForRefund(
        deps,
        tx,
        { ticketId, companyId: ticket.companyId, amountCents: -amountCents, reason: row.reason },
        now,
      );
      // The company's earnings: the owner's and the office's affairs, in English.
      await notifyCompany(
        deps,
        tx,
        ticket,
        {
          subject: `a refund of ${money(refunded)} lowers your earnings`,
          lines: [
            refundLine,
            `Reason: ${row.reason}`,
            `Your earnings for ${valleyMonthName(now)} carry an adjustment of -${money(-amountCents)}: ${share}, after UpKeep's commission.`,
            ...extra,
          ],
        },
        now,
      );
      return true;
    };
    let adjustmentCents = 0;
    if (completedAt && row.borneBy === 'company') {
      adjustmentCents = refundAdjustmentCents(ticket, parts, await commissionPercentFor(tx, ticket.companyId));
      await takeBack(
        adjustmentCents,
        `UpKeep refunded ${money(refunded)} to the customer of ticket #${ticketId}, completed on ${valleyDate(completedAt)}.`,
        'your share of the refunded money',
        ['The statement of the month the job was completed in does not change.'],
      );
    }
    // A cancelled booking's fee kept for the company: a refund it bears gives its share of the fee back (issue 46).
    const feeAdjustmentCents =
      !completedAt && row.borneBy === 'company' ? await cancellationFeeRefundCents(tx, ticket, refunded) : 0;
    if (
      feeAdjustmentCents < 0 &&
      (await takeBack(
        feeAdjustmentCents,
        `UpKeep refunded ${money(refunded)} of the cancellation fee kept for you on ticket #${ticketId}.`,
        'your share of the refunded fee',
      ))
    ) {
      adjustmentCents = feeAdjustmentCents;
    }
    const refund: StaffRefund = {
      id: row.id,
      amount: dollars(refunded),
      reason: row.reason,
      borneBy: row.borneBy,
      staffEmail,
      createdAt: row.createdAt.toISOString(),
    };
    const result: RefundAnswer =
      remaining === 0
        ? {
            status: 200,
            body: {
              statusCode: 200,
              message: `Refunded ${money(refunded)}; the customer was told.${bearerNote(row.borneBy, afterCompletion || feeAdjustmentCents < 0, adjustmentCents)}`,
              data: { refund, totalPaid: dollars(ticket.paidCents), refundable: dollars(left) },
            },
          }
        : failure !== null
          ? {
              status: 502,
              body: { statusCode: 502, message: partlyRefunded(refunded, row.amountCents, failure), data: null },
            }
          : {
              status: 409,
              body: { statusCode: 409, message: partlyRefundedMeanwhile(refunded, row.amountCents), data: null },
            };
    const stored: StoredAnswer = {
      ...result,
      ticketId,
      requestedCents: row.amountCents,
      refundedCents: refunded,
      parts: parts.map((p) => ({ paymentId: p.paymentId, cents: p.cents })),
    };
    await q.finishRefund(tx, row.id, refunded, stored);
    await recordStaffAction(tx, staff, {
      action: 'ticket.refund',
      target: `ticket:${ticketId}`,
      before: { totalPaid: dollars(ticket.paidCents + refunded), refundable: dollars(leftBefore) },
      after: {
        amount: dollars(refunded),
        reason: row.reason,
        borneBy: row.borneBy,
        earningsAdjustment: dollars(adjustmentCents),
        totalPaid: dollars(ticket.paidCents),
        refundable: dollars(left),
      },
      at: now,
    });
    const info = await companyServiceOf(tx, ticket);
    const amount = money(refunded);
    const reason = row.reason;
    await tellCustomer(
      deps,
      tx,
      ticket,
      info,
      (locale) => {
        const s = (words: Words) => say(words, locale);
        return {
          subject: s(/*i18n*/ { id: 'refund.subject', message: 'a refund of {amount}', values: { amount } }),
          lines: [
            s(
              /*i18n*/ {
                id: 'refund.done',
                message: 'UpKeep refunded {amount} of your payment for ticket #{id} to your card.',
                values: { amount, id: ticketId },
              },
            ),
            s(/*i18n*/ { id: 'refund.reason', message: 'Reason: {reason}', values: { reason } }),
            s(/*i18n*/ { id: 'refund.when', message: 'Refunds usually appear within 5 to 10 business days.' }),
          ],
          sms: s(/*i18n*/ { id: 'sms.refund', message: 'UpKeep refunded {amount} to your card.', values: { amount } }),
          topic: 'refund',
        };
      },
      now,
    );
    return result;
  });
  deps.outbox.kick();
  return answer;
}

/** What the refund did to the company's earnings, in the answer's words. */
function bearerNote(borneBy: RefundBearer, afterCompletion: boolean, adjustmentCents: number): string {
  if (borneBy === 'upkeep') return " UpKeep bears it (goodwill): the company's earnings are unchanged.";
  if (!afterCompletion) return " The company bears it: the job's earnings count what is left paid.";
  if (adjustmentCents < 0) {
    return ` The company bears it: its earnings this month carry -${money(-adjustmentCents)}; the company was told.`;
  }
  return ' The company bears it: it gave back none of the work or extra charges, so its earnings are unchanged.';
}

/** A valley date, 'Sat, Oct 31, 2026' (the one date form). */
const valleyDate = (at: Date): string => formatDate(at);

/** A valley month, 'November 2026'. */
function valleyMonthName(at: Date): string {
  return at.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: VALLEY_TIME_ZONE });
}
