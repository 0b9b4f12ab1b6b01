/**
 * The payment ledger: every write to the payments table, and what money does to a ticket, goes through here.
 *
 * - `openPayment` creates the provider's intent for an amount the server computed and records it once
 *   (idempotency key and unique indexes: a retry finds the same intent).
 * - `recordPayment` records a succeeded payment of any purpose (booking, reschedule fee, extra charge) exactly
 *   once, whoever calls first: the browser's validation or the provider's webhook. The claim is an
 *   `UPDATE … WHERE status not in (succeeded, applied, refunded) RETURNING`.
 * - `chargeBookingOffSession` charges a saved card for a plan's visit, once per ticket.
 * - `recordRefund` gives money back, never more than was paid and not refunded yet.
 *
 * What a booking's payment does to its ticket besides the money (its hold ends, it is confirmed, the customer and the
 * company hear of it) is ticket-moves' move `confirmByPayment`, run in the payment's transaction. This module sits
 * below ticket-moves (whose effects refund through it), so it cannot import the move: the app gives the moves, one per
 * purpose that has one, at its start (`givePaymentMove`), and a ledger without a purpose's move refuses to record its
 * payment (decisions 0032, 0039: a quote's deposit approves the quote by `tickets/quotes/approval`'s move).
 */
import { CheckoutConflict, type PaymentIntentData } from '@upkeep/contract';
import type { Intent, PaymentProvider } from '../../../adapters/payments/provider.ts';
import type { Tx } from '../../../db/client.ts';
import { say } from '../../../i18n/words.ts';
import { isExclusionViolation } from '../../../lib/db-errors.ts';
import type { NoticeDeps, ServiceDeps } from '../../../lib/deps.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import { notifyCompany } from '../../messages/notifications/company-notice.ts';
import { noteOnTicket, type TicketRow } from '../../tickets/lifecycle/service.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from '../../tickets/lifecycle/statuses.ts';
import * as q from './queries.ts';
import { isPaymentStatus, type PaymentPurpose } from './statuses.ts';
import { queueLateChargeTransfer, queueTipTransfer } from './transfers.ts';

export type { PaymentRow } from './queries.ts';
export interface LedgerDeps extends ServiceDeps {
  provider: PaymentProvider;
}

/** The answer to validating a booking payment that was refunded because its slot went to someone else. */
export const refundedConflict = () =>
  conflict(
    /*i18n*/ {
      id: 'payment.refundedSlotTaken',
      message:
        'The time slot was taken while the payment was made; the payment has been refunded. Please choose another time.',
    },
    CheckoutConflict.slotTaken,
  );

export const REFUND_TOO_LARGE = 'A refund cannot be more than what was paid and not refunded yet.';

/**
 * The move a payment makes on its ticket, in the payment's transaction with the ticket locked and its money added
 * (a booking's: ticket-moves' `confirmByPayment`): answers the ticket moved.
 */
export type PaymentMove = (
  deps: NoticeDeps,
  tx: Tx,
  ticket: TicketRow,
  comments: string,
  now: Date,
  /** The payment recorded (a deposit's names its approval). */
  payment: q.PaymentRow,
) => Promise<unknown>;

/** The purposes whose payment runs a move the app gives (the others' effects are the ledger's own). */
export type MovingPurpose = Extract<PaymentPurpose, 'booking' | 'deposit'>;
export type PaymentMoves = { booking: PaymentMove } & Partial<Record<MovingPurpose, PaymentMove>>;

let paymentMoves: Partial<Record<MovingPurpose, PaymentMove>> = {};

/**
 * The app gives the ledger its moves once, at its start (app.ts), per purpose: ticket-moves' `confirmByPayment` for a
 * booking's payment, `tickets/quotes/approval`'s `approveByDeposit` for a quote's deposit.
 */
export function givePaymentMove(moves: PaymentMoves): void {
  paymentMoves = { ...moves };
}

/** The move a payment of `purpose` makes: a purpose the app gave none is refused, never recorded without its move. */
function paymentMoveFor(purpose: MovingPurpose): PaymentMove {
  const move = paymentMoves[purpose];
  if (!move) throw new Error(`the ledger was given no move for a ${purpose} payment (app.ts: givePaymentMove)`);
  return move;
}

export function intentData(provider: PaymentProvider, intent: Intent): PaymentIntentData {
  return {
    provider: provider.name,
    paymentIntentId: intent.id,
    clientSecret: intent.clientSecret,
    amount: dollars(intent.amountCents),
    status: intent.status,
    publishableKey: provider.publishableKey,
  };
}

const asStatus = (status: string) => (isPaymentStatus(status) ? status : 'requires_payment_method');

/**
 * Creates a provider intent for an amount the server computed and records it as a payment of the ticket.
 * The idempotency key makes a concurrent retry get the same intent; its twin row loses to the unique index.
 */
export async function openPayment(
  deps: LedgerDeps,
  input: {
    ticketId: number;
    purpose: PaymentPurpose;
    openChargeId?: number;
    /** A deposit's approval (purpose `deposit`). */
    quoteApprovalId?: number;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  },
): Promise<PaymentIntentData> {
  const intent = await deps.provider.createIntent({
    amountCents: input.amountCents,
    idempotencyKey: input.idempotencyKey,
    metadata: {
      ticketId: String(input.ticketId),
      purpose: input.purpose,
      ...(input.openChargeId ? { openChargeId: String(input.openChargeId) } : {}),
      ...(input.quoteApprovalId ? { quoteApprovalId: String(input.quoteApprovalId) } : {}),
    },
    description: input.description,
  });
  await q.insertPayment(deps.db, {
    ticketId: input.ticketId,
    openChargeId: input.openChargeId ?? null,
    ...(input.quoteApprovalId ? { quoteApprovalId: input.quoteApprovalId } : {}),
    purpose: input.purpose,
    provider: deps.provider.name,
    providerIntentId: intent.id,
    amountCents: input.amountCents,
    status: asStatus(intent.status),
    createdAt: deps.now(),
  });
  return intentData(deps.provider, intent);
}

/**
 * Charges a ticket's booking to a saved card without the customer (a plan's visit, issue 31): the provider's
 * off-session charge under the ticket's own key (a retried or doubled run charges once), recorded as the ticket's
 * booking payment; when it succeeded, recorded as paid at once (the ticket confirmed). A decline or a bank that
 * asks for authentication leaves the payment unpaid: its intent is the one the customer then pays on the page.
 */
export async function chargeBookingOffSession(
  deps: LedgerDeps,
  input: { ticketId: number; amountCents: number; customerId: string; paymentMethodId: string; description: string },
): Promise<Intent> {
  const existing = await q.bookingPaymentOf(deps.db, input.ticketId);
  if (existing) {
    // The checkout's intent (the customer came to the payment page before choosing the plan), or an earlier run's:
    // charged once. One that succeeded (a run that died before recording it) is recorded now.
    const current = await deps.provider.retrieveIntent(existing.providerIntentId);
    if (current.status !== 'requires_payment_method' && current.status !== 'requires_confirmation') {
      if (current.status === 'succeeded') await recordPayment(deps, existing, UserTypeId.System);
      return current;
    }
  }
  const intent = await deps.provider.chargeOffSession({
    ...(existing ? { intentId: existing.providerIntentId } : {}),
    amountCents: input.amountCents,
    customerId: input.customerId,
    paymentMethodId: input.paymentMethodId,
    idempotencyKey: `ticket-${input.ticketId}-off-session`,
    metadata: { ticketId: String(input.ticketId), purpose: 'booking' },
    description: input.description,
  });
  if (!existing) {
    // Recorded unpaid first: `recordPayment` then claims it, as for any payment.
    await q.insertPayment(deps.db, {
      ticketId: input.ticketId,
      openChargeId: null,
      purpose: 'booking',
      provider: deps.provider.name,
      providerIntentId: intent.id,
      amountCents: intent.amountCents,
      status: intent.status === 'succeeded' ? 'requires_payment_method' : asStatus(intent.status),
      createdAt: deps.now(),
    });
  } else {
    // The provider took the plan's amount: the row says the same (only now: a failed update changed neither).
    await q.setPaymentAmount(deps.db, existing.id, intent.amountCents);
  }
  if (existing && intent.status !== 'succeeded') await q.markUnpaid(deps.db, existing.id, asStatus(intent.status));
  const payment = await q.paymentByIntent(deps.db, intent.id);
  if (payment && intent.status === 'succeeded') await recordPayment(deps, payment, UserTypeId.System);
  return intent;
}

/**
 * Records a succeeded payment once, whatever it pays for, in one transaction with its effects:
 * - booking: the ticket is paid, then the move given (`givePaymentMove`) confirms it (a lapsed checkout retakes
 *   its slot if still free), its history says so (by the System), and the customer and the company hear of it;
 *   when the slot went to someone else, the money is refunded and 409 answered;
 * - reschedule fee: the ticket's total and paid amounts grow by it, its history says so;
 * - extra charge: the charge is paid, the ticket's total and paid amounts grow, the company is told;
 * - tip: the ticket's tip is paid (the ticket's own money unchanged: a tip is apart), its whole amount queued as a
 *   transfer to the company, the company told.
 * A second call (validation retried, the webhook after validation) changes nothing and answers false.
 */
export async function recordPayment(deps: LedgerDeps, payment: q.PaymentRow, actor: UserTypeIdValue) {
  const now = deps.now();
  let recorded = false;
  try {
    await deps.db.transaction(async (tx) => {
      const claimed = await q.claimPayment(tx, payment.id, now);
      if (!claimed) return; // Already recorded (validation retried, or the webhook came first), or refunded.
      const paid = `$${dollars(payment.amountCents).toFixed(2)}`;
      switch (payment.purpose) {
        case 'booking': {
          const ticket = await q.lockedTicket(tx, payment.ticketId);
          if (!ticket) throw new Error(`payment ${payment.id} has no ticket`);
          const paidTicket = await q.addToTicketMoney(
            tx,
            ticket.id,
            { totalCents: 0, paidCents: payment.amountCents },
            now,
          );
          if (!paidTicket) throw new Error(`payment ${payment.id} has no ticket`);
          await paymentMoveFor('booking')(deps, tx, paidTicket, `Payment received: ${paid}`, now, claimed);
          break;
        }
        case 'reschedule': {
          const ticket = await q.addToTicketMoney(
            tx,
            payment.ticketId,
            { totalCents: payment.amountCents, paidCents: payment.amountCents },
            now,
          );
          if (!ticket) throw new Error(`payment ${payment.id} has no ticket`);
          await noteOnTicket(tx, ticket, actor, `Reschedule fee paid: ${paid}`, now);
          break;
        }
        case 'open_charge': {
          if (payment.openChargeId === null) throw new Error(`payment ${payment.id} is not an extra-charge payment`);
          const charge = await q.markChargePaid(tx, payment.openChargeId, now);
          const ticket = await q.addToTicketMoney(
            tx,
            payment.ticketId,
            { totalCents: payment.amountCents, paidCents: payment.amountCents },
            now,
          );
          if (!charge || !ticket) throw new Error(`payment ${payment.id} has no charge or ticket`);
          await noteOnTicket(tx, ticket, actor, `Extra charge paid: ${charge.description} (${paid})`, now);
          // Paid after the job was completed: the company's share of it is a transfer of its own (issue 28).
          if (ticket.statusId === TicketStatusId.Completed && ticket.completedAt) {
            await queueLateChargeTransfer(deps, tx, payment, ticket.companyId, now);
          }
          await notifyCompany(
            deps,
            tx,
            ticket,
            (locale) => ({
              subject: say(/*i18n*/ { id: 'job.chargePaid.subject', message: 'extra charge paid' }, locale),
              lines: [
                say(
                  /*i18n*/ {
                    id: 'job.chargePaid',
                    message: 'The customer paid the extra charge "{charge}".',
                    values: { charge: charge.description },
                  },
                  locale,
                ),
              ],
            }),
            now,
          );
          break;
        }
        case 'deposit': {
          // A quote's deposit pays the ticket's order; its move approves the quote (decision 0039).
          const move = paymentMoveFor('deposit');
          const ticket = await q.lockedTicket(tx, payment.ticketId);
          if (!ticket) throw new Error(`payment ${payment.id} has no ticket`);
          const paidTicket = await q.addToTicketMoney(
            tx,
            ticket.id,
            { totalCents: 0, paidCents: payment.amountCents },
            now,
          );
          if (!paidTicket) throw new Error(`payment ${payment.id} has no ticket`);
          await move(deps, tx, paidTicket, `Deposit received: ${paid}`, now, claimed);
          break;
        }
        case 'tip': {
          // A tip is apart from the ticket's money (its totals and paid amount stay the job's): the tip is paid,
          // the whole of it goes to the company in the ticket's transfer group, the company is told (decision 0039).
          const tip = await q.markTipPaid(tx, payment.ticketId, payment.id, now);
          const ticket = await q.lockedTicket(tx, payment.ticketId);
          if (!tip || !ticket) throw new Error(`payment ${payment.id} has no tip or ticket`);
          await noteOnTicket(tx, ticket, actor, `Tip received: ${paid}`, now);
          await queueTipTransfer(deps, tx, payment, ticket.companyId, now);
          await notifyCompany(
            deps,
            tx,
            ticket,
            (locale) => ({
              subject: say(/*i18n*/ { id: 'job.tipped.subject', message: 'a tip for the job' }, locale),
              lines: [
                say(
                  /*i18n*/ {
                    id: 'job.tipped',
                    message: 'The customer tipped {amount} for the job. All of it is yours.',
                    values: { amount: paid },
                  },
                  locale,
                ),
              ],
            }),
            now,
          );
          break;
        }
        case 'invoice':
          // Recorded by the ledger itself once invoices exist (decision 0039's slice 3); until then a payment of
          // theirs is refused, never claimed without its effects.
          throw new Error(`the ledger records no ${payment.purpose} payment yet (payment ${payment.id})`);
        default: {
          const unknown: never = payment.purpose;
          throw new Error(`payment ${payment.id} has an unknown purpose ${String(unknown)}`);
        }
      }
      recorded = true;
    });
  } catch (err) {
    if (payment.purpose === 'deposit' && err instanceof AppError && err.statusCode === 409) {
      // The deposit's move refused (its time taken, its quote answered or its approval abandoned meanwhile): nothing
      // was recorded, and the money goes back; the move's words (which say so) are the answer.
      await deps.provider.refund(payment.providerIntentId);
      await q.markRefundedWhole(deps.db, payment.id);
      throw err;
    }
    if (payment.purpose !== 'booking' || !isExclusionViolation(err)) throw err;
    // The checkout had lapsed and its time went to someone else: the money goes back.
    await deps.provider.refund(payment.providerIntentId);
    await q.markRefundedWhole(deps.db, payment.id);
    throw refundedConflict();
  }
  if (recorded && payment.purpose !== 'reschedule') deps.outbox.kick();
  return { recorded };
}

/** The provider says the payment failed or was cancelled: noted unless the money was recorded or refunded. */
export async function recordFailure(deps: Pick<LedgerDeps, 'db'>, payment: q.PaymentRow, status: string) {
  await q.markUnpaid(deps.db, payment.id, asStatus(status));
}

/**
 * Gives back `amountCents` of a recorded payment (all that is left when omitted): 409 when that is more than
 * was paid and not refunded yet, or nothing was paid. The amount is reserved in the ledger first (so two
 * refunds at once cannot exceed the payment), then the provider gives it back; if the provider fails, the
 * reservation is undone. The ticket's paid amount shrinks and its history says so.
 */
export async function recordRefund(
  deps: LedgerDeps,
  paymentId: number,
  input: { amountCents?: number; actor: UserTypeIdValue; reason?: string },
) {
  const payment = await q.paymentById(deps.db, paymentId);
  const paid = payment && (payment.status === 'succeeded' || payment.status === 'applied') ? payment.amountCents : 0;
  const left = payment ? Math.max(0, paid - payment.refundedCents) : 0;
  const amount = input.amountCents ?? left;
  if (!payment || !Number.isInteger(amount) || amount <= 0 || amount > left) throw conflict(REFUND_TOO_LARGE);
  const now = deps.now();
  const note = `Refund: $${dollars(amount).toFixed(2)}${input.reason ? ` (${input.reason})` : ''}`;
  const reserve = (sign: 1 | -1, before: number) =>
    deps.db.transaction(async (tx) => {
      const row = await q.addRefund(tx, payment.id, before, sign * amount, sign === 1 ? undefined : payment.status);
      if (!row) throw conflict(REFUND_TOO_LARGE);
      // A tip is apart from the ticket's money (never added to its paid amount): its refund leaves it as it is.
      const paidChange = payment.purpose === 'tip' ? 0 : -sign * amount;
      const ticket = await q.addToTicketMoney(tx, payment.ticketId, { totalCents: 0, paidCents: paidChange }, now);
      if (!ticket) throw new Error(`payment ${payment.id} has no ticket`);
      return { row, ticket };
    });
  const reserved = await reserve(1, payment.refundedCents);
  try {
    // Named by the refunded total it moves the payment from and to: a retry after a lost answer is the same
    // refund at the provider, while two equal partial refunds of one payment stay two refunds.
    const refundedBefore = reserved.row.refundedCents - amount;
    await deps.provider.refund(
      payment.providerIntentId,
      amount,
      `refund-${payment.id}-${refundedBefore}-${reserved.row.refundedCents}`,
    );
  } catch (err) {
    await reserve(-1, reserved.row.refundedCents);
    throw err;
  }
  await deps.db.transaction((tx) => noteOnTicket(tx, reserved.ticket, input.actor, note, now));
  return { paymentId: payment.id, refundedCents: reserved.row.refundedCents, status: reserved.row.status };
}

/** A paid reschedule fee is used by the reschedule it paid for, in that move's transaction (false if used). */
export const markApplied = q.markApplied;
