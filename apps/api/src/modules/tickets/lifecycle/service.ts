/**
 * The ticket lifecycle: the only code that changes a ticket's status, its checkout hold (holdsSlot,
 * holdExpiresAt, confirmedAt) or writes its history. Its writers (`transition`, `recordBooked`, `confirmBooking`,
 * `releaseLapsedHolds`, `holdUntilCharged`) are called by ticket-moves alone, which runs each move's effects after
 * them (decision 0032; apps/api/src/structure.test.ts holds it). Every status change is a row of the status flow for
 * an actor (Customer, Guest, Company, UpKeep, System); a final status (is_final) is left by no one, except
 * that the System may revive a checkout that was never confirmed when its payment arrives late (decision
 * 0009). Functions take the transaction they write in; the caller owns it.
 */
import type { Database, Tx } from '../../../db/client.ts';
import type { Words } from '../../../i18n/words.ts';
import { conflict } from '../../../lib/errors.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import * as q from './queries.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from './statuses.ts';

export type { TicketRow, TicketStatus } from './queries.ts';

type Db = Database | Tx;

export const MOVE_NOT_ALLOWED: Words = /*i18n*/ {
  id: 'ticket.moveNotAllowed',
  message: 'This status change is not allowed for this ticket now.',
};
export const MOVED_MEANWHILE: Words = /*i18n*/ {
  id: 'ticket.changedMeanwhile',
  message: 'The ticket changed meanwhile; reload it and try again.',
};

/** The actor a signed-in caller acts as on their own tickets. */
export const actorOf = (principal: Principal): UserTypeIdValue =>
  principal.kind === 'customer' ? UserTypeId.Customer : UserTypeId.Guest;

/** What `actor` may do next with a ticket in `statusId`: the flow's rows, action label and next status. */
export const nextSteps = (db: Db, statusId: number, actor: UserTypeIdValue) => q.flowFrom(db, statusId, actor);

export const statusOf = (db: Db, statusId: number) => q.statusById(db, statusId);
export const statusList = (db: Db) => q.allStatuses(db);

export interface Move {
  ticket: Pick<q.TicketRow, 'id' | 'statusId' | 'confirmedAt'>;
  to: number;
  actor: UserTypeIdValue;
  /** The history's comment; the flow's action label when empty. */
  comments?: string;
  now: Date;
}

/**
 * Moves a ticket by a flow row (the status change alone: what a move causes, who is told, what is refunded, is
 * ticket-moves' `move`, which calls this and is what the product's callers use): 409 when the flow has no row for the actor from the ticket's status to `to`,
 * when the ticket is in a final status (unless it was never confirmed: see the file's comment), or when
 * someone else moved it first. The status's slot-holding flag and a history entry change with it.
 */
export async function transition(tx: Db, move: Move) {
  const { ticket, to, actor, now } = move;
  const step = await q.flowStep(tx, ticket.statusId, to, actor);
  if (!step) throw conflict(MOVE_NOT_ALLOWED);
  const from = await q.statusById(tx, ticket.statusId);
  if (!from) throw new Error(`ticket ${ticket.id} has an unknown status`);
  if (from.isFinal && ticket.confirmedAt !== null) throw conflict(MOVE_NOT_ALLOWED);
  const next = await q.statusById(tx, to);
  if (!next) throw conflict(MOVE_NOT_ALLOWED);
  const moved = await q.moveTicket(tx, ticket.id, ticket.statusId, {
    statusId: next.id,
    holdsSlot: next.holdsSlot,
    updatedAt: now,
    // The moment of completion, recorded once: a job's earnings month is this moment's valley month, and
    // nothing written after it (a note, a refund, a declined charge) moves it (issue 24). Completed is final
    // today; should a flow row ever lead out of it and back, the first moment is kept (the query keeps it).
    ...(next.id === TicketStatusId.Completed ? { completedAt: now } : {}),
  });
  if (!moved) throw conflict(MOVED_MEANWHILE);
  await q.insertHistory(tx, [
    {
      ticketId: ticket.id,
      statusId: next.id,
      comments: move.comments || step.action,
      userTypeId: actor,
      createdAt: now,
    },
  ]);
  return { ticket: moved, from, status: next, action: step.action };
}

/** A history entry that does not change the status (a reschedule, a payment, an extra charge). */
export async function noteOnTicket(
  tx: Db,
  ticket: Pick<q.TicketRow, 'id' | 'statusId'>,
  actor: UserTypeIdValue,
  comments: string,
  now: Date,
) {
  await q.insertHistory(tx, [
    { ticketId: ticket.id, statusId: ticket.statusId, comments, userTypeId: actor, createdAt: now },
  ]);
}

/** How a ticket comes to be: a checkout to pay, an estimate request, or a plan's visit made ahead. */
export type Booking = 'checkout' | 'estimate' | 'plan visit';

/**
 * The lifecycle fields of a new ticket, Pending and holding its slot: a paid checkout holds it for the
 * `checkout_hold_minutes` setting until its payment confirms it, an estimate request is confirmed as booked, and a
 * plan's visit holds it with no expiry, unconfirmed until the plan charges it.
 */
export async function bookedState(db: Db, booking: Booking, now: Date) {
  const holdMinutes = booking === 'checkout' ? await readSetting(db, 'checkout_hold_minutes') : 0;
  return {
    statusId: TicketStatusId.Pending,
    holdsSlot: true,
    holdExpiresAt: booking === 'checkout' ? new Date(now.getTime() + holdMinutes * 60_000) : null,
    confirmedAt: booking === 'estimate' ? now : null,
  };
}

/** The first history entry of a ticket created in the state `bookedState` gives. */
export async function recordBooked(tx: Db, ticketId: number, actor: UserTypeIdValue, comments: string, now: Date) {
  await q.insertHistory(tx, [
    { ticketId, statusId: TicketStatusId.Pending, comments, userTypeId: actor, createdAt: now },
  ]);
}

/**
 * Lapsed checkout holds overlapping a range (or all of the company's, or all) are cancelled by the System
 * and free their slots, in the caller's transaction: the flow's System row Pending → Cancelled. Answers the
 * tickets' ids.
 */
export async function releaseLapsedHolds(
  tx: Tx,
  companyId: number | null,
  now: Date,
  range?: { from: Date; to: Date },
): Promise<number[]> {
  const from = TicketStatusId.Pending;
  const to = TicketStatusId.Cancelled;
  const step = await q.flowStep(tx, from, to, UserTypeId.System);
  const cancelled = await q.statusById(tx, to);
  if (!step || !cancelled) throw new Error('the status flow has no System row Pending → Cancelled for lapsed holds');
  const ids = await q.expireLapsedHolds(tx, {
    companyId,
    now,
    range,
    fromStatusId: from,
    toStatusId: to,
    holdsSlot: cancelled.holdsSlot,
  });
  if (ids.length === 0) return [];
  const holdMinutes = await readSetting(tx, 'checkout_hold_minutes');
  await q.insertHistory(
    tx,
    ids.map((ticketId) => ({
      ticketId,
      statusId: to,
      comments: `The checkout was not paid within ${holdMinutes} minutes; the time slot was released.`,
      userTypeId: UserTypeId.System,
      createdAt: now,
    })),
  );
  return ids;
}

/**
 * A booking's payment was received: its hold ends and it is confirmed (in the caller's transaction, with the
 * ticket locked). A checkout whose lapsed hold was cancelled meanwhile is revived first by the System's flow
 * row Cancelled → Pending, retaking its slot: the database's exclusion constraint refuses that when the time
 * went to someone else (the caller refunds). `comments` is the history's one entry either way.
 */
export async function confirmBooking(tx: Tx, ticket: q.TicketRow, comments: string, now: Date): Promise<q.TicketRow> {
  let current = ticket;
  if (!ticket.holdsSlot) {
    ({ ticket: current } = await transition(tx, {
      ticket,
      to: TicketStatusId.Pending,
      actor: UserTypeId.System,
      comments,
      now,
    }));
  }
  const settled = await q.settleHold(tx, ticket.id, now);
  if (!settled) throw new Error(`ticket ${ticket.id} vanished while its payment was recorded`);
  if (ticket.holdsSlot) await noteOnTicket(tx, current, UserTypeId.System, comments, now);
  return settled;
}

/**
 * A checkout's hold stops lapsing: a plan took the booking as its first visit, which the plan charges before it
 * (its time stays held, unconfirmed, until then).
 */
export async function holdUntilCharged(tx: Tx, ticketId: number): Promise<void> {
  await q.clearHoldExpiry(tx, ticketId);
}
