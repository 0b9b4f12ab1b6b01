/**
 * Ticket moves: `move` makes a status change through the lifecycle and then applies what the move causes,
 * as effects.ts's table names it for the move (the refund policy, extra charges withdrawn, who is told, what
 * is recorded), all in the caller's transaction. The customer's, the company's, UpKeep's and the System's
 * moves all come through here; a caller does not branch on the status it moves to.
 */
import type { Tx } from '../../db/client.ts';
import type { NoticeDeps } from '../../lib/deps.ts';
import { conflict } from '../../lib/errors.ts';
import { companyServiceOf } from '../catalog/service.ts';
import { MOVE_NOT_ALLOWED, type TicketRow, transition } from '../lifecycle/service.ts';
import type { UserTypeIdValue } from '../lifecycle/statuses.ts';
import type { LedgerDeps } from '../payments/ledger.ts';
import { refundTicket } from '../payments/refunds.ts';
import type { StaffActor } from '../staff-audit/audit.ts';
import { effectsOf, type MoveContext } from './effects.ts';

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
  const info = await companyServiceOf(tx, moved.ticket);
  const context: MoveContext = {
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
    info,
    refund: { paidCents: 0, keptCents: 0, cents: 0, after: null },
  };
  for (const effect of effectsOf(moved.from.id, moved.status.id, actor)) await effect.run(context);
  return { ticket: moved.ticket, status: moved.status, action: moved.action, actor, refund: context.refund };
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
