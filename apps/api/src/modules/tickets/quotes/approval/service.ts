/**
 * A quote's approval (issue 50, decision 0039): the customer (or the guest of the booking's private link) signs an
 * option and its add-ons; without a deposit the ticket becomes the job at once (its time by the reschedule's
 * `moveBooking`, its lines and money, the approval's named move), with one the approval waits for the deposit's
 * payment, whose move (`approveByDeposit`, given to the ledger by the app) finishes it. Once approved, a quote never
 * changes: the quotes' service refuses its PUT and sending (409).
 */
import {
  CheckoutConflict,
  dayOfWeek,
  type PaymentIntentData,
  type QuoteApprovalView,
  type QuoteApproveBody,
  type QuoteDepositTerms,
  quoteLineCents,
  quoteTotals,
  valleyDateTime,
  valleyToday,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../../db/client.ts';
import { SPEC_WORDS } from '../../../../i18n/spec-words.ts';
import type { Words } from '../../../../i18n/words.ts';
import type { NoticeDeps } from '../../../../lib/deps.ts';
import { AppError, badRequest, conflict, fieldError } from '../../../../lib/errors.ts';
import { dollars } from '../../../../lib/format.ts';
import type { Principal } from '../../../../plugins/auth.ts';
import { companyServiceOf } from '../../../companies/catalog/service.ts';
import { savedCardOf } from '../../../money/payment-methods/service.ts';
import { type LedgerDeps, openPayment, type PaymentRow, recordPayment } from '../../../money/payments/ledger.ts';
import { PAYMENT_MISMATCH, paymentByIntent, requireSucceeded } from '../../../money/payments/service.ts';
import { bookableStart, isTimeTaken } from '../../booking/calendar.ts';
import { SLOT_PASSED_MESSAGE, SLOT_TAKEN_MESSAGE } from '../../booking/checkout.ts';
import { ownedTicket, type TicketRow } from '../../lifecycle/ownership.ts';
import { actorOf, noteOnTicket } from '../../lifecycle/service.ts';
import { UserTypeId } from '../../lifecycle/statuses.ts';
import { approveByQuote } from '../../moves/service.ts';
import { moveBooking } from '../../reschedule/service.ts';
import * as q from './queries.ts';

const denied = () => new AppError(401, SPEC_WORDS.accessDeniedTicket);

export const QUOTE_NOT_OPEN: Words = /*i18n*/ {
  id: 'quote.notApprovable',
  message: 'This quote can no longer be approved: it was approved, declined or withdrawn.',
};
export const QUOTE_EXPIRED: Words = /*i18n*/ {
  id: 'quote.expired',
  message: 'This quote has expired: ask the company for a new one.',
};
const DEPOSIT_REFUNDED_SLOT: Words = /*i18n*/ {
  id: 'quote.depositRefundedSlot',
  message:
    'The time was taken while the deposit was paid; the deposit has been refunded. Please approve again with another time.',
};
const DEPOSIT_REFUNDED_ANSWERED: Words = /*i18n*/ {
  id: 'quote.depositRefundedAnswered',
  message:
    'This approval was replaced, or the quote answered, while the deposit was paid; the deposit has been refunded.',
};
const NO_TIME = 'is required: the quote proposes no time';

/** The deposit's terms of a revision, as `quoteTotals` reads them. */
export function depositTermsOf(revision: q.RevisionRow): QuoteDepositTerms {
  if (revision.depositKind === 'percent' && revision.depositPercent !== null)
    return { kind: 'percent', percent: Number(revision.depositPercent) };
  if (revision.depositKind === 'amount' && revision.depositCents !== null)
    return { kind: 'amount', amountCents: revision.depositCents };
  return { kind: 'none' };
}

/** The approval as every side reads it, or null. */
async function viewOf(db: Database | Tx, approval: q.ApprovalRow): Promise<QuoteApprovalView> {
  const names = await q.approvalNames(db, approval);
  return {
    id: approval.id,
    status: approval.status,
    signedName: approval.signedName,
    signedAs: approval.signedAs === UserTypeId.Guest ? 'guest' : 'customer',
    revision: names.revision,
    optionId: approval.optionId,
    optionTitle: names.optionTitle,
    addOns: names.addOns,
    clientAddress: approval.clientAddress,
    userAgent: approval.userAgent,
    scheduledAt: approval.scheduledAt.toISOString(),
    durationMinutes: approval.durationMinutes,
    price: dollars(approval.priceCents),
    fee: dollars(approval.feeCents),
    total: dollars(approval.totalCents),
    deposit: dollars(approval.depositCents),
    createdAt: approval.createdAt.toISOString(),
    approvedAt: approval.approvedAt?.toISOString() ?? null,
  };
}

/**
 * The quote's approval (who signed, when, from where, which revision, option and add-ons): the approved one, else one
 * waiting for its deposit; null when none. For the customer's, the company's and the console's reads.
 */
export async function approvalOf(db: Database | Tx, quoteId: number): Promise<QuoteApprovalView | null> {
  const approval = await q.shownApprovalOf(db, quoteId);
  return approval ? viewOf(db, approval) : null;
}

/** The quote after an approval, as its answers carry it. */
async function quoteAnswer(db: Database | Tx, quoteId: number) {
  const quote = await q.quoteById(db, quoteId);
  const approval = await q.shownApprovalOf(db, quoteId);
  if (!quote || !approval) throw new Error(`the quote ${quoteId} has no approval`);
  return { id: quote.id, ticketId: quote.ticketId, status: quote.status, approval: await viewOf(db, approval) };
}

/** Where the job goes: the slot the customer picked (as at checkout), else the company's proposed start. */
async function timeOf(
  db: Database | Tx,
  ticket: TicketRow,
  revision: q.RevisionRow,
  body: Pick<QuoteApproveBody, 'scheduleId' | 'scheduledDate'>,
  now: Date,
): Promise<{ start: Date; entryId: number }> {
  if (body.scheduleId !== undefined || body.scheduledDate !== undefined) {
    if (body.scheduleId === undefined) throw fieldError('scheduleId', 'is required with scheduledDate');
    if (body.scheduledDate === undefined) throw fieldError('scheduledDate', 'is required with scheduleId');
    const { entryId, start } = await bookableStart(db, {
      companyId: ticket.companyId,
      scheduleId: body.scheduleId,
      date: body.scheduledDate,
      dateField: 'scheduledDate',
      now,
    });
    if (start <= now) throw conflict(SLOT_PASSED_MESSAGE, CheckoutConflict.slotPassed);
    return { start, entryId };
  }
  const proposed = revision.proposedAt;
  if (!proposed) throw fieldError('scheduledDate', NO_TIME);
  if (proposed <= now) throw conflict(SLOT_PASSED_MESSAGE, CheckoutConflict.slotPassed);
  const { date, time } = valleyDateTime(proposed);
  const entryId =
    (await q.scheduleEntryAt(db, ticket.companyId, dayOfWeek(date), `${time}:00`)) ?? ticket.scheduleId ?? null;
  if (entryId === null) throw fieldError('scheduledDate', NO_TIME);
  return { start: proposed, entryId };
}

/**
 * POST /customer/quotes/{id}/approve. One transaction, the ticket and the quote locked: the ticket the caller's (else
 * 401 'Access denied'), the quote sent or viewed (409), not past its last day (409), the option and add-ons the live
 * revision's (400 naming the field); the approval written (the signer, where from, the figures frozen), an earlier
 * one still waiting for its deposit abandoned. Without a deposit the job is made at once; with one, the answer carries
 * the deposit's intent (`quote-approval-{id}-deposit`), paid by a new card or a saved one, then validated.
 */
export async function approveQuote(
  deps: LedgerDeps,
  principal: Principal,
  quoteId: number,
  body: QuoteApproveBody,
  client: { address: string | null; userAgent: string | null },
): Promise<{ quote: Awaited<ReturnType<typeof quoteAnswer>>; deposit: PaymentIntentData | null }> {
  const now = deps.now();
  const found = await q.quoteById(deps.db, quoteId);
  if (!found) throw denied();
  await ownedTicket(deps.db, found.ticketId, principal);
  if (body.balanceCardId !== undefined) {
    // Only a customer's account keeps cards (a guest's card is never saved): another's is 404.
    if (principal.kind !== 'customer') throw fieldError('balanceCardId', 'is a saved card of a signed-in customer');
    await savedCardOf(deps, principal.customerId, body.balanceCardId);
  }
  let approval: q.ApprovalRow;
  try {
    approval = await deps.db.transaction(async (tx) => {
      const ticket = await q.lockedTicket(tx, found.ticketId);
      const quote = await q.lockedQuote(tx, quoteId);
      if (!ticket || !quote) throw denied();
      if (quote.status !== 'sent' && quote.status !== 'viewed') throw conflict(QUOTE_NOT_OPEN);
      const revision = await q.liveRevision(tx, quote.id);
      if (!revision) throw conflict(QUOTE_NOT_OPEN);
      if (valleyToday(now) > revision.expiresOn) throw conflict(QUOTE_EXPIRED);
      const option = await q.optionOf(tx, revision.id, body.optionId);
      if (!option) throw fieldError('optionId', 'is not an option of this quote');
      const addOnIds = body.addOnIds ?? [];
      for (const id of addOnIds) {
        if (!option.lines.some((line) => line.id === id && line.addOn))
          throw fieldError('addOnIds', `${id} is not an add-on of this option`);
      }
      const totals = quoteTotals(
        option.lines.map((line) => ({
          id: line.id,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
          addOn: line.addOn,
        })),
        addOnIds,
        revision.feeCents,
        depositTermsOf(revision),
      );
      const time = await timeOf(tx, ticket, revision, body, now);
      await q.abandonAwaiting(tx, quote.id);
      const written = await q.insertApproval(tx, {
        quoteId: quote.id,
        revisionId: revision.id,
        optionId: option.id,
        addOnLineIds: addOnIds,
        status: 'awaiting_deposit',
        signedName: body.signedName,
        signedAs: actorOf(principal),
        customerId: principal.kind === 'customer' ? principal.customerId : null,
        guestId: principal.kind === 'guest' ? principal.guestId : null,
        clientAddress: client.address,
        userAgent: client.userAgent?.slice(0, 500) ?? null,
        scheduledAt: time.start,
        scheduleId: time.entryId,
        durationMinutes: option.durationMinutes,
        priceCents: totals.servicesCents,
        feeCents: totals.feeCents,
        depositCents: totals.depositCents,
        totalCents: totals.totalCents,
        balanceCardId: body.balanceCardId ?? null,
        createdAt: now,
      });
      if (totals.depositCents === 0) await finishApproval(deps, tx, ticket, written, now);
      return written;
    });
  } catch (err) {
    if (isTimeTaken(err)) throw conflict(SLOT_TAKEN_MESSAGE, CheckoutConflict.slotTaken);
    throw err;
  }
  const deposit =
    approval.depositCents > 0
      ? await openPayment(deps, {
          ticketId: found.ticketId,
          purpose: 'deposit',
          quoteApprovalId: approval.id,
          amountCents: approval.depositCents,
          idempotencyKey: `quote-approval-${approval.id}-deposit`,
          description: `UpKeep ticket #${found.ticketId}: deposit of quote #${quoteId}`,
        })
      : null;
  deps.outbox.kick();
  return { quote: await quoteAnswer(deps.db, quoteId), deposit };
}

/**
 * The approval made the job, in the caller's transaction with the ticket locked: the job moves to the approval's time
 * for the option's duration (`moveBooking`: the calendar's lock, a free crew, the exclusion constraint), the ticket
 * gains the lines and money, the approval and the quote are approved, then the approval's named move. Answers the
 * ticket as it leaves it.
 */
async function finishApproval(
  deps: NoticeDeps,
  tx: Tx,
  ticket: TicketRow,
  approval: q.ApprovalRow,
  now: Date,
): Promise<TicketRow> {
  const [option, revision] = await Promise.all([
    q.optionOf(tx, approval.revisionId, approval.optionId),
    q.revisionById(tx, approval.revisionId),
  ]);
  if (!option || !revision) throw new Error(`the approval ${approval.id} has no option or revision`);
  if (approval.scheduledAt <= now) throw conflict(SLOT_PASSED_MESSAGE, CheckoutConflict.slotPassed);
  const info = await companyServiceOf(tx, ticket);
  const target = {
    date: valleyDateTime(approval.scheduledAt).date,
    entryId: approval.scheduleId ?? ticket.scheduleId ?? 0,
    start: approval.scheduledAt,
    end: new Date(approval.scheduledAt.getTime() + approval.durationMinutes * 60_000),
    serviceId: info.serviceId,
  };
  try {
    await moveBooking(deps, tx, ticket, target, UserTypeId.System, now, "Scheduled by the quote's approval");
  } catch (err) {
    // The day became a day off of the company meanwhile: the time is not free.
    if (err instanceof AppError && err.statusCode === 400)
      throw conflict(SLOT_TAKEN_MESSAGE, CheckoutConflict.slotTaken);
    throw err;
  }
  const lines = option.lines
    .filter((line) => !line.addOn || approval.addOnLineIds.includes(line.id))
    .map((line) => ({ displayName: line.description, priceCents: quoteLineCents(line), quantity: line.quantity }));
  const job = await q.addJobToTicket(tx, ticket.id, {
    priceCents: approval.priceCents,
    feeCents: approval.feeCents,
    totalCents: approval.totalCents,
    durationMinutes: approval.durationMinutes,
    lines,
    now,
  });
  await q.markApproved(tx, approval, now);
  const comments = `Quote approved: ${option.title} (revision ${revision.revision}), signed by ${approval.signedName}`;
  return approveByQuote(deps, tx, job, {
    comments,
    now,
    quote: {
      quoteId: approval.quoteId,
      revision: revision.revision,
      optionTitle: option.title,
      signedName: approval.signedName,
      totalCents: approval.totalCents,
      depositCents: approval.depositCents,
    },
  });
}

/**
 * The deposit's move (the ledger's, given by the app: `givePaymentMove({ deposit: approveByDeposit })`), in the
 * payment's transaction with the ticket locked and the deposit added to what was paid: the approval it pays finishes.
 * Its approval abandoned, its quote answered or expired meanwhile, or its time taken: 409, and the ledger refunds it.
 */
export async function approveByDeposit(
  deps: NoticeDeps,
  tx: Tx,
  ticket: TicketRow,
  comments: string,
  now: Date,
  payment: PaymentRow,
): Promise<TicketRow> {
  if (payment.quoteApprovalId === null) throw new Error(`the deposit ${payment.id} names no approval`);
  const approval = await q.lockedApproval(tx, payment.quoteApprovalId);
  if (!approval) throw new Error(`the deposit ${payment.id} names no approval`);
  const quote = await q.lockedQuote(tx, approval.quoteId);
  const open = quote !== null && (quote.status === 'sent' || quote.status === 'viewed');
  if (approval.status !== 'awaiting_deposit' || !open) throw conflict(DEPOSIT_REFUNDED_ANSWERED);
  await noteOnTicket(tx, ticket, UserTypeId.System, comments, now);
  try {
    return await finishApproval(deps, tx, ticket, approval, now);
  } catch (err) {
    if (isTimeTaken(err) || (err instanceof AppError && err.statusCode === 409))
      throw conflict(DEPOSIT_REFUNDED_SLOT, CheckoutConflict.slotTaken);
    throw err;
  }
}

/**
 * POST /customer/quotes/{id}/deposit/validate: the provider is asked, and a deposit that succeeded for its amount is
 * recorded by the ledger (whose move finishes the approval; the webhook records it the same way). Idempotent.
 */
export async function validateDeposit(
  deps: LedgerDeps,
  principal: Principal,
  quoteId: number,
  paymentIntentId: string,
) {
  const quote = await q.quoteById(deps.db, quoteId);
  if (!quote) throw denied();
  const ticket = await ownedTicket(deps.db, quote.ticketId, principal);
  const payment = await paymentByIntent(deps.db, paymentIntentId);
  const approval = payment?.quoteApprovalId ? await q.approvalById(deps.db, payment.quoteApprovalId) : null;
  if (payment?.purpose !== 'deposit' || payment.ticketId !== ticket.id || approval?.quoteId !== quote.id)
    throw badRequest(
      /*i18n*/ { id: 'quote.depositNotOfQuote', message: 'This payment is not a deposit of this quote.' },
    );
  if (payment.status === 'refunded') throw conflict(DEPOSIT_REFUNDED_ANSWERED);
  if (payment.status !== 'succeeded') {
    const intent = await deps.provider.retrieveIntent(payment.providerIntentId);
    requireSucceeded(intent);
    if (intent.amountCents !== payment.amountCents || intent.metadata.ticketId !== String(ticket.id)) {
      deps.log.error({ ticketId: ticket.id, intentId: intent.id }, 'deposit intent does not match its ticket');
      throw conflict(PAYMENT_MISMATCH);
    }
    await recordPayment(deps, payment, actorOf(principal));
  }
  return { quote: await quoteAnswer(deps.db, quote.id) };
}
