/**
 * Rescheduling: free until the policy's limit, then for a fee paid by card first (through the payment
 * ledger). The move itself is one UPDATE the database's exclusion constraint checks.
 */
import { CheckoutConflict, formatVisit, minutesToDuration } from '@upkeep/contract';
import type { Database } from '../../db/client.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { dollars } from '../../lib/format.ts';
import type { Principal } from '../../plugins/auth.ts';
import { bookableStart, lockCalendarDay } from '../booking/calendar.ts';
import { companyServiceOf } from '../catalog/service.ts';
import { ownedTicket, type TicketRow } from '../lifecycle/ownership.ts';
import { actorOf, noteOnTicket, releaseLapsedHolds, statusOf } from '../lifecycle/service.ts';
import { notifyCompany } from '../notifications/company-notice.ts';
import { intentData, type LedgerDeps, markApplied, openPayment, recordPayment } from '../payments/ledger.ts';
import * as payments from '../payments/service.ts';
import { requireSucceeded } from '../payments/service.ts';
import { readSetting } from '../settings/settings.ts';
import * as q from './queries.ts';

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
  if (!(await canReschedule(deps, ticket))) throw conflict('This ticket cannot be rescheduled.');
  const fee = await feeOf(deps, ticket);
  if (fee.feeCents === 0) throw badRequest('Rescheduling this ticket is free: there is nothing to pay.');
  if (fee.feePaid) throw conflict('The reschedule fee is already paid: choose the new time.');
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
  if (!payment) throw badRequest('No reschedule payment was started for this ticket.');
  if (payment.status === 'refunded') throw conflict('This payment was refunded.');
  if (payment.status === 'succeeded' || payment.status === 'applied')
    return { ticketId: ticket.id, paid: dollars(payment.amountCents) };
  const intent = await deps.provider.retrieveIntent(payment.providerIntentId);
  requireSucceeded(intent);
  if (intent.amountCents !== payment.amountCents || intent.metadata.ticketId !== String(ticket.id)) {
    throw conflict('The payment does not match this ticket. Please contact UpKeep.');
  }
  if (principal) await recordPayment(deps, payment, actorOf(principal));
  return { ticketId: ticket.id, paid: dollars(payment.amountCents) };
}

/**
 * Moves the ticket to a new calendar time in one statement: the database's exclusion constraint checks the
 * new range against every other live ticket and hold (409 when taken), and the old range is released by
 * the same update. A due fee must have been paid first; it is used up here.
 */
export async function reschedule(
  deps: ServiceDeps,
  principal: Principal | null,
  ticketId: number,
  input: { scheduleId: number; newDate: string },
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  if (!principal || !(await canReschedule(deps, ticket))) throw conflict('This ticket cannot be rescheduled.');
  const now = deps.now();
  const { entryId, start } = await bookableStart(deps.db, {
    companyId: ticket.companyId,
    scheduleId: input.scheduleId,
    date: input.newDate,
    dateField: 'newDate',
    now,
  });
  if (start <= now) throw conflict('That time has already passed. Please choose another one.');
  const end = new Date(start.getTime() + ticket.durationMinutes * 60_000);
  const fee = await feeOf(deps, ticket);
  const paid = fee.feeCents > 0 ? await payments.unusedReschedulePayment(deps.db, ticket.id) : null;
  if (fee.feeCents > 0 && !paid) throw new AppError(402, 'The reschedule fee has not been paid.');
  try {
    await deps.db.transaction(async (tx) => {
      await lockCalendarDay(tx, ticket.companyId, input.newDate, 'newDate');
      // A checkout hold that lapsed on the new time gives way, as it does to a new booking.
      await releaseLapsedHolds(tx, ticket.companyId, now, { from: start, to: end });
      const moved = await q.moveTicketTime(tx, ticket.id, ticket.scheduledAt, {
        start,
        end,
        scheduleId: entryId,
        now,
      });
      if (!moved) throw conflict('The ticket changed meanwhile; reload it and try again.');
      if (paid && !(await markApplied(tx, paid.id))) throw conflict('The reschedule fee was already used.');
      const from = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
      const to = formatVisit(start, ticket.durationMinutes);
      await noteOnTicket(tx, ticket, actorOf(principal), `Rescheduled from ${from} to ${to}`, now);
      await notifyCompany(
        tx,
        moved,
        'rescheduled',
        [`The customer moved ticket #${ticket.id}:`, `from ${from}`, `to ${to}.`],
        now,
      );
    });
  } catch (err) {
    if (isExclusionViolation(err)) {
      throw conflict('This time slot was just taken. Please choose another one.', CheckoutConflict.slotTaken);
    }
    throw err;
  }
  deps.outbox.kick();
  return { ticketId: ticket.id, scheduledDate: start.toISOString(), feePaid: paid ? dollars(paid.amountCents) : 0 };
}
