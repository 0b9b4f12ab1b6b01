/**
 * Rescheduling: free until the policy's limit, then for a fee paid by card first (through the payment
 * ledger). The move itself is one UPDATE the database's exclusion constraint checks.
 */
import { CheckoutConflict, formatVisit, type Locale, minutesToDuration, valleyDateTime } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { Words } from '../../../i18n/words.ts';
import type { NoticeDeps, ServiceDeps } from '../../../lib/deps.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { CompanyCaller, Principal } from '../../../plugins/auth.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { notifyCompany } from '../../messages/notifications/company-notice.ts';
import { tellCustomer } from '../../messages/notifications/customer-notice.ts';
import { intentData, type LedgerDeps, markApplied, openPayment, recordPayment } from '../../money/payments/ledger.ts';
import * as payments from '../../money/payments/service.ts';
import { requireSucceeded } from '../../money/payments/service.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { bookableStart, CrewTimeTaken, isTimeTaken, lockCalendarDay, pickCrew } from '../booking/calendar.ts';
import { SLOT_PASSED_MESSAGE, SLOT_TAKEN_MESSAGE } from '../booking/checkout.ts';
import { ownedTicket, type TicketRow } from '../lifecycle/ownership.ts';
import { actorOf, MOVED_MEANWHILE, noteOnTicket, statusOf } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from '../lifecycle/statuses.ts';
import * as moveRequests from '../move-requests/service.ts';
import { lapseHolds } from '../moves/service.ts';
import { declinedMoveReceipt, moveReceipt, moveRequestNotice, rescheduledCompanyNotice } from './notices.ts';
import * as q from './queries.ts';

export const JOB_NOT_FOUND = 'Job not found.';

type Clocked = Pick<ServiceDeps, 'db' | 'now'>;

async function canReschedule(deps: Clocked, ticket: TicketRow) {
  const status = await statusOf(deps.db, ticket.statusId);
  return ticket.confirmedAt !== null && Boolean(status?.customerCanReschedule) && ticket.scheduledAt > deps.now();
}

async function feeOf(deps: Clocked, ticket: TicketRow) {
  const policy = await readSetting(deps.db, 'reschedule_policy');
  const freeUntil = new Date(ticket.scheduledAt.getTime() - policy.freeHoursBefore * 3600_000);
  const feeCents = deps.now() < freeUntil ? 0 : policy.feeCents;
  return {
    fee: dollars(feeCents),
    feeCents,
    freeUntil: freeUntil.toISOString(),
    policy: `Rescheduling is free until ${policy.freeHoursBefore} hours before the visit; after that it costs $${dollars(policy.feeCents).toFixed(2)}.`,
    feePaid: (await payments.unusedReschedulePayment(deps.db, ticket.id)) !== null,
  };
}

export async function rescheduleFee(deps: Clocked, principal: Principal | null, ticketId: number) {
  return feeOf(deps, await ownedTicket(deps.db, ticketId, principal));
}

export async function ticketCompanyService(db: Database, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  const info = await companyServiceOf(db, ticket);
  return {
    id: ticket.companyServiceId,
    companyId: ticket.companyId,
    companyName: info.companyName,
    serviceId: info.serviceId,
    serviceName: info.serviceName,
    duration: minutesToDuration(ticket.durationMinutes),
    serviceDuration: minutesToDuration(ticket.serviceDurationMinutes),
  };
}

/** The reschedule fee's intent (one per fee: a retry finds it again). */
export async function rescheduleIntent(deps: LedgerDeps, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  if (!(await canReschedule(deps, ticket))) throw conflict(CANNOT_RESCHEDULE);
  // A move waiting for the company is answered before another is paid for.
  if (await moveRequests.pendingMoveRequestRow(deps.db, ticket.id)) {
    throw conflict(moveRequests.MOVE_ALREADY_REQUESTED, 'move-already-requested');
  }
  const fee = await feeOf(deps, ticket);
  if (fee.feeCents === 0)
    throw badRequest(
      /*i18n*/ { id: 'reschedule.free', message: 'Rescheduling this ticket is free: there is nothing to pay.' },
    );
  if (fee.feePaid)
    throw conflict(
      /*i18n*/ { id: 'reschedule.feePaid', message: 'The reschedule fee is already paid: choose the new time.' },
    );
  const open = await payments.openReschedulePayment(deps.db, ticket.id);
  if (open) return intentData(deps.provider, await deps.provider.retrieveIntent(open.providerIntentId));
  const n = await payments.reschedulePaymentCount(deps.db, ticket.id);
  return openPayment(deps, {
    ticketId: ticket.id,
    purpose: 'reschedule',
    amountCents: fee.feeCents,
    idempotencyKey: `ticket-${ticket.id}-reschedule-${n + 1}`,
    description: `UpKeep ticket #${ticket.id}: reschedule fee`,
  });
}

/** Records a paid reschedule fee once (through the ledger): the ticket's total and paid amounts grow by it. */
export async function validateReschedulePayment(
  deps: LedgerDeps,
  principal: Principal | null,
  ticketId: number,
  paymentIntentId?: string,
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const payment = await payments.latestReschedulePayment(deps.db, ticket.id, paymentIntentId);
  if (!payment)
    throw badRequest(
      /*i18n*/ { id: 'reschedule.noPayment', message: 'No reschedule payment was started for this ticket.' },
    );
  if (payment.status === 'refunded')
    throw conflict(/*i18n*/ { id: 'reschedule.refunded', message: 'This payment was refunded.' });
  if (payment.status === 'succeeded' || payment.status === 'applied')
    return { ticketId: ticket.id, paid: dollars(payment.amountCents) };
  const intent = await deps.provider.retrieveIntent(payment.providerIntentId);
  requireSucceeded(intent);
  if (intent.amountCents !== payment.amountCents || intent.metadata.ticketId !== String(ticket.id)) {
    throw conflict(payments.PAYMENT_MISMATCH);
  }
  if (principal) await recordPayment(deps, payment, actorOf(principal));
  return { ticketId: ticket.id, paid: dollars(payment.amountCents) };
}

/** The booking's new time: the calendar entry and its day (the valley's date), start and end. */
export interface Target {
  date: string;
  entryId: number;
  start: Date;
  end: Date;
  /** The catalogue service: the crews that do it may take the move. */
  serviceId: number;
}

/**
 * Moves the ticket to `target` in the caller's transaction, in one statement: the database's exclusion
 * constraint checks the new range against every other live ticket and hold (the caller turns its refusal into
 * a 409), and the old range is released by the same update. The one path of a customer's move made at once,
 * of a move request the company accepts and of a quote's approval (tickets/quotes, with the option's time as `end`).
 */
export async function moveBooking(
  deps: NoticeDeps,
  tx: Tx,
  ticket: TicketRow,
  target: Target,
  actor: UserTypeIdValue,
  now: Date,
  how: string,
) {
  await lockCalendarDay(tx, ticket.companyId, target.date, 'newDate');
  // A checkout hold that lapsed on the new time gives way, as it does to a new booking.
  await lapseHolds(deps, tx, ticket.companyId, now, { from: target.start, to: target.end });
  // The job keeps its crew when it is free then, else goes to another free one; none free: the time is taken.
  const crewId = await pickCrew(tx, ticket.companyId, target, now, {
    prefer: ticket.crewId,
    exceptTicketId: ticket.id,
  });
  if (crewId === undefined) throw new CrewTimeTaken();
  const moved = await q.moveTicketTime(tx, ticket.id, ticket.scheduledAt, {
    start: target.start,
    end: target.end,
    scheduleId: target.entryId,
    crewId,
    now,
  });
  if (!moved) throw conflict(MOVED_MEANWHILE);
  const from = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
  const to = formatVisit(target.start, ticket.durationMinutes);
  await noteOnTicket(tx, ticket, actor, `${how} from ${from} to ${to}`, now);
  return moved;
}

/**
 * Moves the ticket to a new calendar time (see moveBooking), or, for a late move of a Scheduled booking
 * (move-requests' rule), asks the company: the booking keeps its time until the company accepts. A due fee
 * must have been paid first; it is used up here (by the move, or held by the request until it is decided).
 */
export async function reschedule(
  deps: ServiceDeps,
  principal: Principal | null,
  ticketId: number,
  input: { scheduleId: number; newDate: string },
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  if (!principal || !(await canReschedule(deps, ticket))) throw conflict(CANNOT_RESCHEDULE);
  if (await moveRequests.pendingMoveRequestRow(deps.db, ticket.id)) {
    throw conflict(moveRequests.MOVE_ALREADY_REQUESTED, 'move-already-requested');
  }
  const now = deps.now();
  const { entryId, start } = await bookableStart(deps.db, {
    companyId: ticket.companyId,
    scheduleId: input.scheduleId,
    date: input.newDate,
    dateField: 'newDate',
    now,
  });
  if (start <= now) throw conflict(SLOT_PASSED_MESSAGE);
  const end = new Date(start.getTime() + ticket.durationMinutes * 60_000);
  const fee = await feeOf(deps, ticket);
  const paid = fee.feeCents > 0 ? await payments.unusedReschedulePayment(deps.db, ticket.id) : null;
  if (fee.feeCents > 0 && !paid)
    throw new AppError(402, /*i18n*/ { id: 'reschedule.feeNotPaid', message: 'The reschedule fee has not been paid.' });
  const actor = actorOf(principal);
  const info = await companyServiceOf(deps.db, ticket);
  const feePaid = paid ? dollars(paid.amountCents) : 0;
  if (await moveRequests.moveNeedsApproval(deps.db, ticket, start, now)) {
    const request = await deps.db.transaction(async (tx) => {
      const row = await moveRequests.openMoveRequest(tx, {
        ticket,
        toAt: start,
        scheduleId: entryId,
        paymentId: paid?.id ?? null,
        requestedBy: actor,
        now,
      });
      if (paid && !(await markApplied(tx, paid.id))) throw conflict(FEE_USED);
      const from = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
      const to = formatVisit(start, ticket.durationMinutes);
      await noteOnTicket(tx, ticket, actor, `Move requested from ${from} to ${to}`, now);
      const asked = { from: ticket.scheduledAt, to: start, durationMinutes: ticket.durationMinutes };
      await notifyCompany(deps, tx, ticket, (locale) => moveRequestNotice(deps, ticket.id, asked, locale), now);
      return row;
    });
    deps.outbox.kick();
    return {
      ticketId: ticket.id,
      scheduledDate: ticket.scheduledAt.toISOString(),
      feePaid,
      moveRequest: moveRequests.moveRequestView(request),
    };
  }
  try {
    await deps.db.transaction(async (tx) => {
      const moved = await moveBooking(
        deps,
        tx,
        ticket,
        { date: input.newDate, entryId, start, end, serviceId: info.serviceId },
        actor,
        now,
        'Rescheduled',
      );
      if (paid && !(await markApplied(tx, paid.id))) throw conflict(FEE_USED);
      const change = { from: ticket.scheduledAt, to: start, durationMinutes: ticket.durationMinutes };
      await notifyCompany(deps, tx, moved, (locale) => rescheduledCompanyNotice(ticket.id, change, locale), now);
      const receipt = (locale: Locale) =>
        moveReceipt(
          info.companyName,
          {
            from: ticket.scheduledAt,
            to: start,
            durationMinutes: ticket.durationMinutes,
            feeCents: paid?.amountCents ?? 0,
            accepted: false,
          },
          locale,
        );
      await tellCustomer(deps, tx, moved, info, receipt, now);
    });
  } catch (err) {
    if (isTimeTaken(err)) {
      throw conflict(SLOT_TAKEN_MESSAGE, CheckoutConflict.slotTaken);
    }
    throw err;
  }
  deps.outbox.kick();
  return { ticketId: ticket.id, scheduledDate: start.toISOString(), feePaid, moveRequest: null };
}

/** A customer's reschedule refused, in the caller's language (issue 49). */
const CANNOT_RESCHEDULE: Words = /*i18n*/ { id: 'reschedule.cannot', message: 'This ticket cannot be rescheduled.' };
const FEE_USED: Words = /*i18n*/ { id: 'reschedule.feeUsed', message: 'The reschedule fee was already used.' };

export const SLOT_NO_LONGER_FREE = 'That time is no longer free';

/** The company's ticket (404 otherwise, as for an unknown one). */
async function companyTicket(db: Database, companyId: number, ticketId: number) {
  const ticket = await moveRequests.companyTicketOf(db, companyId, ticketId);
  if (!ticket) throw notFound(JOB_NOT_FOUND);
  return ticket;
}

/**
 * The company accepts the move waiting on its job: the booking moves to the asked time by the reschedule's own
 * path (moveBooking; the exclusion constraint re-checks the time: 409 "That time is no longer free", and the
 * request stays for a decline), the request is marked accepted, the customer gets the move's receipt.
 */
export async function acceptMoveRequest(deps: ServiceDeps, caller: CompanyCaller, ticketId: number) {
  const ticket = await companyTicket(deps.db, caller.companyId, ticketId);
  const now = deps.now();
  const info = await companyServiceOf(deps.db, ticket);
  try {
    const result = await deps.db.transaction(async (tx) => {
      const request = await moveRequests.lockedPendingMoveRequest(tx, ticket.id);
      if (!request) throw conflict(moveRequests.NO_MOVE_REQUEST);
      if (request.toAt <= now) throw conflict(`${SLOT_NO_LONGER_FREE}: it has passed.`);
      if (ticket.statusId !== TicketStatusId.Scheduled || ticket.scheduledAt.getTime() !== request.fromAt.getTime()) {
        throw conflict('The job changed meanwhile; reload it and try again.');
      }
      const target = {
        date: valleyDateTime(request.toAt).date,
        entryId: request.scheduleId ?? ticket.scheduleId ?? 0,
        start: request.toAt,
        end: new Date(request.toAt.getTime() + ticket.durationMinutes * 60_000),
        serviceId: info.serviceId,
      };
      let moved: TicketRow;
      try {
        moved = await moveBooking(deps, tx, ticket, target, UserTypeId.Company, now, 'Move accepted');
      } catch (err) {
        // The day became a day off of the company meanwhile.
        if (err instanceof AppError && err.statusCode === 400) throw conflict(SLOT_NO_LONGER_FREE);
        throw err;
      }
      const decided = await moveRequests.decideMoveRequest(tx, request.id, {
        status: 'accepted',
        companyUserId: caller.companyUserId,
        reason: '',
        now,
      });
      if (!decided) throw conflict(moveRequests.NO_MOVE_REQUEST);
      const feeCents = await moveRequests.feeLeftOf(tx, request);
      const receipt = (locale: Locale) =>
        moveReceipt(
          info.companyName,
          {
            from: request.fromAt,
            to: request.toAt,
            durationMinutes: ticket.durationMinutes,
            feeCents,
            accepted: true,
          },
          locale,
        );
      await tellCustomer(deps, tx, moved, info, receipt, now);
      return {
        ticketId: ticket.id,
        scheduledDate: moved.scheduledAt.toISOString(),
        moveRequest: moveRequests.moveRequestView(decided),
        refunded: 0,
      };
    });
    deps.outbox.kick();
    return result;
  } catch (err) {
    if (isTimeTaken(err)) throw conflict(SLOT_NO_LONGER_FREE, CheckoutConflict.slotTaken);
    throw err;
  }
}

/**
 * The company declines the move waiting on its job: the booking keeps its time, the request is marked declined
 * (with the company's reason), the fee paid for the move is refunded in full through the ledger, and the customer
 * is told (with the refund).
 */
export async function declineMoveRequest(deps: LedgerDeps, caller: CompanyCaller, ticketId: number, reason: string) {
  const ticket = await companyTicket(deps.db, caller.companyId, ticketId);
  const now = deps.now();
  const info = await companyServiceOf(deps.db, ticket);
  const decided = await deps.db.transaction(async (tx) => {
    const request = await moveRequests.lockedPendingMoveRequest(tx, ticket.id);
    if (!request) throw conflict(moveRequests.NO_MOVE_REQUEST);
    const row = await moveRequests.decideMoveRequest(tx, request.id, {
      status: 'declined',
      companyUserId: caller.companyUserId,
      reason,
      now,
    });
    if (!row) throw conflict(moveRequests.NO_MOVE_REQUEST);
    const feeCents = await moveRequests.feeLeftOf(tx, row);
    const to = formatVisit(row.toAt, ticket.durationMinutes);
    await noteOnTicket(tx, ticket, UserTypeId.Company, `Move to ${to} declined${reason ? `: ${reason}` : ''}`, now);
    const receipt = (locale: Locale) =>
      declinedMoveReceipt(
        info.companyName,
        {
          from: ticket.scheduledAt,
          to: row.toAt,
          durationMinutes: ticket.durationMinutes,
          refundCents: feeCents,
          reason,
        },
        locale,
      );
    await tellCustomer(deps, tx, ticket, info, receipt, now);
    return row;
  });
  deps.outbox.kick();
  const refunded = await moveRequests.refundMoveFee(deps, decided, UserTypeId.Company, 'move declined by the company');
  return {
    ticketId: ticket.id,
    scheduledDate: ticket.scheduledAt.toISOString(),
    moveRequest: moveRequests.moveRequestView(decided),
    refunded: dollars(refunded),
  };
}
