/**
 * Move requests (issue 26): a customer's (or guest's) move of a Scheduled booking to a start less than
 * `move_approval.withinHours` away, or asked less than `move_approval.askedWithinHours` before the visit, waits
 * for the company instead of going through; the booking keeps its time and slot until the company accepts.
 * One pending request per ticket (the table's unique index; a second is refused with 409). This module keeps
 * the requests' data and the rules every side reads (the ticket screens, the company's job, a cancellation's
 * effects, the sweep of requests whose visit came); the reschedule module makes, accepts and declines them,
 * since accepting is a reschedule.
 */
import type { MoveRequest } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { Words } from '../../../i18n/words.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict } from '../../../lib/errors.ts';
import { type LedgerDeps, recordRefund } from '../../money/payments/ledger.ts';
import { paidPaymentsOf } from '../../money/payments/service.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import type { TicketRow } from '../lifecycle/ownership.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from '../lifecycle/statuses.ts';
import * as q from './queries.ts';

export type { MoveRequestRow } from './queries.ts';

export const MOVE_ALREADY_REQUESTED: Words = /*i18n*/ {
  id: 'reschedule.alreadyRequested',
  message:
    'A move of this booking is already waiting for the company to accept it. Wait for its answer before asking for another.',
};
export const NO_MOVE_REQUEST = 'No move of this job is waiting for an answer.';

const HOUR_MS = 3600_000;

/** The request as the ticket screens read it. */
export function moveRequestView(row: q.MoveRequestRow): MoveRequest {
  return {
    id: row.id,
    fromAt: row.fromAt.toISOString(),
    toAt: row.toAt.toISOString(),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The ticket's pending move request, as the screens read it, or null. */
export async function pendingMoveRequest(db: Database | Tx, ticketId: number): Promise<MoveRequest | null> {
  const row = await q.pendingOf(db, ticketId);
  return row ? moveRequestView(row) : null;
}

export const pendingMoveRequestRow = q.pendingOf;
export const lockedPendingMoveRequest = q.lockedPendingOf;
export const decideMoveRequest = q.decide;
export const companyTicketOf = q.companyTicket;

/**
 * Does moving `ticket` to `start` now wait for the company? Only a Scheduled booking's move does, when the new
 * start is less than `withinHours` away or it is asked less than `askedWithinHours` before the visit.
 */
export async function moveNeedsApproval(db: Database | Tx, ticket: TicketRow, start: Date, now: Date) {
  if (ticket.statusId !== TicketStatusId.Scheduled) return false;
  const rule = await readSetting(db, 'move_approval');
  return (
    start.getTime() < now.getTime() + rule.withinHours * HOUR_MS ||
    now.getTime() > ticket.scheduledAt.getTime() - rule.askedWithinHours * HOUR_MS
  );
}

/** Writes the pending request (409 when one waits already: the first stays until the company answers it). */
export async function openMoveRequest(
  tx: Tx,
  input: {
    ticket: TicketRow;
    toAt: Date;
    scheduleId: number;
    paymentId: number | null;
    requestedBy: number;
    now: Date;
  },
) {
  if (await q.pendingOf(tx, input.ticket.id)) throw conflict(MOVE_ALREADY_REQUESTED, 'move-already-requested');
  try {
    // A request written at the same moment by another call loses to the unique index (the transaction is undone).
    return await q.insertRequest(tx, {
      ticketId: input.ticket.id,
      fromAt: input.ticket.scheduledAt,
      toAt: input.toAt,
      scheduleId: input.scheduleId,
      paymentId: input.paymentId,
      requestedBy: input.requestedBy,
      now: input.now,
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(MOVE_ALREADY_REQUESTED, 'move-already-requested');
    throw err;
  }
}

/** What is left to refund of the request's fee, in cents (0 when it had none). */
export async function feeLeftOf(db: Database | Tx, request: Pick<q.MoveRequestRow, 'ticketId' | 'paymentId'>) {
  if (request.paymentId === null) return 0;
  const payment = (await paidPaymentsOf(db, request.ticketId)).find((p) => p.id === request.paymentId);
  return payment ? Math.max(0, payment.amountCents - payment.refundedCents) : 0;
}

/** Withdraws the ticket's pending request in the caller's transaction (a cancellation's effect); answers it or null. */
export async function withdrawPendingMoveRequest(tx: Tx, ticketId: number, reason: string, now: Date) {
  const pending = await q.lockedPendingOf(tx, ticketId);
  if (!pending) return null;
  return q.decide(tx, pending.id, { status: 'withdrawn', companyUserId: null, reason, now });
}

/**
 * Gives back a decided request's fee in full through the ledger (after its transaction committed). Answers the
 * cents refunded; a provider failure is logged and answered as 0.
 */
export async function refundMoveFee(
  deps: LedgerDeps,
  request: Pick<q.MoveRequestRow, 'id' | 'ticketId' | 'paymentId'>,
  actor: UserTypeIdValue,
  reason: string,
) {
  const cents = await feeLeftOf(deps.db, request);
  if (cents === 0 || request.paymentId === null) return 0;
  try {
    await recordRefund(deps, request.paymentId, {
      amountCents: cents,
      actor,
      reason,
    });
    return cents;
  } catch (err) {
    deps.log.error({ err, ticketId: request.ticketId, moveRequestId: request.id }, 'refund of a move fee failed');
    return 0;
  }
}

/**
 * The requests whose visit came while they waited are withdrawn (the booking keeps its time) and their fees given
 * back. Run by the job sweeper; answers the tickets whose request it withdrew.
 */
export async function withdrawLapsedMoveRequests(deps: LedgerDeps & Pick<ServiceDeps, 'now'>, now: Date) {
  const withdrawn: number[] = [];
  for (const { request } of await q.lapsedPending(deps.db, now)) {
    const row = await deps.db.transaction((tx) =>
      q.decide(tx, request.id, {
        status: 'withdrawn',
        companyUserId: null,
        reason: 'The visit came before the company answered.',
        now,
      }),
    );
    if (!row) continue;
    await refundMoveFee(deps, row, UserTypeId.System, 'move request withdrawn: the visit came');
    withdrawn.push(row.ticketId);
  }
  return withdrawn;
}
