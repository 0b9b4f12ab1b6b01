/**
 * Ticket moves: `move` makes a status change through the lifecycle and then applies what the move causes,
 * as effects.ts's table names it for the move (the refund policy, extra charges withdrawn, who is told, what
 * is recorded), all in the caller's transaction. The customer's, the company's, UpKeep's and the System's
 * moves all come through here; a caller does not branch on the status it moves to.
 *
 * The product's own moves are named (decision 0032): `book` (a checkout, an estimate request, a plan's visit),
 * `confirmByPayment` (the ledger's, given to it by the app: payments sits below this module), `lapseHolds`,
 * `holdPlanVisit` and `moveNamed` (a plan's visit skipped, cancelled or dropped). Each calls the lifecycle's writer
 * and then runs its row. Only this module and the lifecycle call those writers (apps/api/src/structure.test.ts).
 */
import type { Database, Tx } from '../../../db/client.ts';
import type { NoticeDeps } from '../../../lib/deps.ts';
import { conflict } from '../../../lib/errors.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import type { LedgerDeps } from '../../money/payments/ledger.ts';
import { refundTicket } from '../../money/payments/refunds.ts';
import type { StaffActor } from '../../operations/audit/audit.ts';
import {
  type Booking,
  bookedState,
  confirmBooking,
  holdUntilCharged,
  MOVE_NOT_ALLOWED,
  noteOnTicket,
  recordBooked,
  releaseLapsedHolds,
  statusOf,
  type TicketRow,
  type TicketStatus,
  transition,
} from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from '../lifecycle/statuses.ts';
import { type Effect, effectsOf, type MoveContext, type MoveName, namedMove } from './effects.ts';
import type { ApprovedQuoteFacts } from './notices.ts';
import * as q from './queries.ts';

export interface MoveInput {
  ticket: TicketRow;
  to: number;
  actor: UserTypeIdValue;
  /** The actor's words: the history's comment (the flow's action label when empty) and the notices' quote. */
  comments: string;
  now: Date;
  /** The staff member making UpKeep's move. */
  staff?: StaffActor;
  /** The company user making the company's move: the customer's updates name them (issue 46). */
  companyUserId?: number;
}

export type Moved = Awaited<ReturnType<typeof move>>;

/**
 * Moves `ticket` by the flow's row for `actor` (409 when there is none, when the ticket was never confirmed,
 * or when someone moved it first), then runs the move's effects. Answers the moved ticket, its status and
 * action, and the refund the move announced (`refundAfterMove` gives it once the transaction committed).
 */
export async function move(deps: NoticeDeps, tx: Tx, input: MoveInput) {
  const { ticket, to, actor, comments, now } = input;
  // An unpaid checkout is nobody's to move: only the lifecycle revives one when its payment arrives late.
  if (ticket.confirmedAt === null) throw conflict(MOVE_NOT_ALLOWED);
  const moved = await transition(tx, { ticket, to, actor, comments, now });
  const context = await runEffects(effectsOf(moved.from.id, moved.status.id, actor), {
    deps,
    tx,
    before: ticket,
    ticket: moved.ticket,
    from: moved.from,
    to: moved.status,
    action: moved.action,
    actor,
    comments,
    now,
    staff: input.staff,
    companyUserId: input.companyUserId,
  });
  return { ticket: moved.ticket, status: moved.status, action: moved.action, actor, refund: context.refund };
}

/** A move made, as `runEffects` is told of it: a status by its row, or by its id when the caller has no row. */
type MoveMade = Omit<MoveContext, 'info' | 'refund' | 'privateLink' | 'staff' | 'from' | 'to' | 'quote'> & {
  quote?: ApprovedQuoteFacts | undefined;
  from: TicketStatus | number;
  to: TicketStatus | number;
  staff?: StaffActor | undefined;
};

/**
 * Runs a move's effects in order on the context they share (the company's service and the statuses read once, and
 * only when an effect runs). Answers what they left for the caller: the refund announced, a guest's private link.
 */
async function runEffects(
  effects: readonly Effect[],
  made: MoveMade,
): Promise<Pick<MoveContext, 'refund' | 'privateLink'>> {
  const outcome: Pick<MoveContext, 'refund' | 'privateLink'> = {
    refund: { paidCents: 0, keptCents: 0, cents: 0, after: null },
    privateLink: undefined,
  };
  if (effects.length === 0) return outcome;
  const status = (s: TicketStatus | number) => (typeof s === 'number' ? statusRow(made.tx, s) : s);
  const context: MoveContext = {
    ...made,
    from: await status(made.from),
    to: await status(made.to),
    staff: made.staff,
    info: await companyServiceOf(made.tx, made.ticket),
    ...outcome,
  };
  for (const effect of effects) await effect.run(context);
  return context;
}

async function statusRow(db: Database | Tx, id: number): Promise<TicketStatus> {
  const status = await statusOf(db, id);
  if (!status) throw new Error(`unknown ticket status ${id}`);
  return status;
}

// --- The named moves (effects.ts's named rows) ----------------------------------------------------------------

/** The named move that makes each kind of booking, and the kind each makes. */
const BOOKINGS = {
  'book a checkout': 'checkout',
  'request an estimate': 'estimate',
  'book a plan visit': 'plan visit',
} as const satisfies Partial<Record<MoveName, Booking>>;
export type BookingMove = keyof typeof BOOKINGS;

/** The lifecycle fields a booking made by `name` is inserted with (Pending, its hold, confirmed or not). */
export function bookingState(db: Database | Tx, name: BookingMove, now: Date) {
  return bookedState(db, BOOKINGS[name], now);
}

/**
 * A booking was made (the caller inserted it with `bookingState`): its first history entry by `actor`, then its
 * row's effects. Answers a guest's private link when the move gave one (an estimate request's).
 */
export async function book(
  deps: NoticeDeps,
  tx: Tx,
  name: BookingMove,
  input: { ticket: TicketRow; actor: UserTypeIdValue; comments: string; now: Date },
): Promise<{ privateLink: string | undefined }> {
  const row = namedMove(name);
  if (!row.actors.includes(input.actor)) throw new Error(`'${name}' is not made by user type ${input.actor}`);
  await recordBooked(tx, input.ticket.id, input.actor, input.comments, input.now);
  const context = await runEffects(row.effects, {
    deps,
    tx,
    before: input.ticket,
    ticket: input.ticket,
    from: row.from,
    to: row.to,
    action: name,
    actor: input.actor,
    comments: input.comments,
    now: input.now,
  });
  return { privateLink: context.privateLink };
}

/**
 * A booking's payment was recorded (the ledger, in its transaction, with the ticket locked and the money added):
 * its hold ends and it is confirmed, then 'confirm by payment' runs, or 'revive by a late payment' for a checkout
 * whose lapsed hold was cancelled meanwhile (the database refuses the revival when its time went to someone else:
 * the ledger refunds), or 'pay a plan visit' for a plan's visit (its plan confirms it for the company).
 */
export async function confirmByPayment(deps: NoticeDeps, tx: Tx, ticket: TicketRow, comments: string, now: Date) {
  const revived = !ticket.holdsSlot;
  const name: MoveName =
    ticket.planId !== null ? 'pay a plan visit' : revived ? 'revive by a late payment' : 'confirm by payment';
  const row = namedMove(name);
  const settled = await confirmBooking(tx, ticket, comments, now);
  await runEffects(row.effects, {
    deps,
    tx,
    before: ticket,
    ticket: settled,
    from: ticket.statusId,
    to: settled.statusId,
    action: name,
    actor: UserTypeId.System,
    comments,
    now,
  });
  return settled;
}

/**
 * Lapsed checkout holds overlapping a range (or all of the company's, or all) are cancelled by the System, freeing
 * their time ('lapse an unpaid hold'), in the caller's transaction. Answers how many.
 */
export async function lapseHolds(
  deps: NoticeDeps,
  tx: Tx,
  companyId: number | null,
  now: Date,
  range?: { from: Date; to: Date },
): Promise<number> {
  const row = namedMove('lapse an unpaid hold');
  const ids = await releaseLapsedHolds(tx, companyId, now, range);
  if (row.effects.length > 0) {
    for (const ticket of await q.ticketsByIds(tx, ids)) {
      await runEffects(row.effects, {
        deps,
        tx,
        before: { ...ticket, statusId: row.from },
        ticket,
        from: row.from,
        to: row.to,
        action: row.name,
        actor: UserTypeId.System,
        comments: '',
        now,
      });
    }
  }
  return ids.length;
}

/** The checkout a plan starts from stops lapsing: the plan charges it before its visit ("hold a plan's first visit"). */
export async function holdPlanVisit(deps: NoticeDeps, tx: Tx, ticket: TicketRow, now: Date) {
  const row = namedMove("hold a plan's first visit");
  await holdUntilCharged(tx, ticket.id);
  await runEffects(row.effects, {
    deps,
    tx,
    before: ticket,
    ticket: { ...ticket, holdExpiresAt: null },
    from: row.from,
    to: row.to,
    action: row.name,
    actor: UserTypeId.Customer,
    comments: '',
    now,
  });
}

/** The approval's named move from each status a quote may be approved in (decision 0039). */
const APPROVALS: Readonly<Record<number, MoveName>> = {
  [TicketStatusId.Scheduled]: 'approve a quote',
  [TicketStatusId.Pending]: 'approve a quote of a request',
  [TicketStatusId.InProgress]: 'approve a quote during the visit',
};

/**
 * A quote was approved (tickets/quotes, in its transaction, the ticket locked, its time, lines and money written): a
 * Scheduled job stays so and its history notes the approval, a request or a visit under way is scheduled by the
 * System's 'Quote approved' row ('approve a quote of a request', 'approve a quote during the visit'); then the row's
 * effects tell both sides. The history's comment is `comments` (the signer, option and revision). 409 from any other
 * status.
 */
export async function approveByQuote(
  deps: NoticeDeps,
  tx: Tx,
  ticket: TicketRow,
  input: { comments: string; now: Date; quote: ApprovedQuoteFacts },
): Promise<TicketRow> {
  const name = APPROVALS[ticket.statusId];
  if (name === undefined) throw conflict(MOVE_NOT_ALLOWED);
  const row = namedMove(name);
  const actor = UserTypeId.System;
  let moved = ticket;
  if (row.from === row.to) {
    await noteOnTicket(tx, ticket, actor, input.comments, input.now);
  } else {
    moved = (await transition(tx, { ticket, to: row.to, actor, comments: input.comments, now: input.now })).ticket;
  }
  await runEffects(row.effects, {
    deps,
    tx,
    before: ticket,
    ticket: moved,
    from: row.from,
    to: row.to,
    action: name,
    actor,
    comments: input.comments,
    now: input.now,
    quote: input.quote,
  });
  return moved;
}

/** The named moves that change a ticket's status by a flow row, for a ticket not paid (a plan's visits). */
export type NamedStatusMove = Extract<
  MoveName,
  'skip a plan visit' | 'cancel a plan visit' | 'cancel an unpaid plan visit' | 'drop a plan visit'
>;

/**
 * Makes a named move's status change (409 when the ticket is not in its row's status any more, or someone moved it
 * first) and runs its row. The history's comment is `comments`.
 */
export async function moveNamed(
  deps: NoticeDeps,
  tx: Tx,
  name: NamedStatusMove,
  input: { ticket: TicketRow; comments: string; now: Date },
) {
  const row = namedMove(name);
  const actor = row.actors[0];
  if (actor === undefined || input.ticket.statusId !== row.from) throw conflict(MOVE_NOT_ALLOWED);
  const moved = await transition(tx, {
    ticket: input.ticket,
    to: row.to,
    actor,
    comments: input.comments,
    now: input.now,
  });
  await runEffects(row.effects, {
    deps,
    tx,
    before: input.ticket,
    ticket: moved.ticket,
    from: moved.from,
    to: moved.status,
    action: moved.action,
    actor,
    comments: input.comments,
    now: input.now,
  });
  return moved.ticket;
}

/**
 * After a move's transaction committed: gives the refund the move announced. Answers null when it owed none,
 * true when given, false when the provider failed (logged; the job sweeper's refund pass retries it).
 */
export async function refundAfterMove(deps: LedgerDeps, moved: Moved): Promise<boolean | null> {
  const { after } = moved.refund;
  if (!after || moved.refund.cents <= 0) return null;
  try {
    await refundTicket(deps, moved.ticket.id, moved.actor, after.reason, after.limitCents);
    return true;
  } catch (err) {
    deps.log.error({ err, ticketId: moved.ticket.id }, 'refund after a move failed; the job sweeper retries it');
    return false;
  }
}
