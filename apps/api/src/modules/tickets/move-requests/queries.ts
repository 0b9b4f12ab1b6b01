/** What move requests read and write: the table `move_requests` (one pending request per ticket, by a unique index). */
import { and, asc, eq, lte } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { moveRequests, tickets } from '../../../db/schema.ts';

type Db = Database | Tx;
export type MoveRequestRow = typeof moveRequests.$inferSelect;

export async function pendingOf(db: Db, ticketId: number): Promise<MoveRequestRow | null> {
  const [row] = await db
    .select()
    .from(moveRequests)
    .where(and(eq(moveRequests.ticketId, ticketId), eq(moveRequests.status, 'pending')));
  return row ?? null;
}

/** The pending request, locked for the caller's transaction (a second decision waits, then finds none). */
export async function lockedPendingOf(tx: Tx, ticketId: number): Promise<MoveRequestRow | null> {
  const [row] = await tx
    .select()
    .from(moveRequests)
    .where(and(eq(moveRequests.ticketId, ticketId), eq(moveRequests.status, 'pending')))
    .for('update');
  return row ?? null;
}

export async function insertRequest(
  tx: Tx,
  input: {
    ticketId: number;
    fromAt: Date;
    toAt: Date;
    scheduleId: number;
    paymentId: number | null;
    requestedBy: number;
    now: Date;
  },
): Promise<MoveRequestRow> {
  const [row] = await tx
    .insert(moveRequests)
    .values({
      ticketId: input.ticketId,
      fromAt: input.fromAt,
      toAt: input.toAt,
      scheduleId: input.scheduleId,
      paymentId: input.paymentId,
      requestedBy: input.requestedBy,
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error(`no move request was written for ticket ${input.ticketId}`);
  return row;
}

/** Decides a pending request (null when it was not pending any more). */
export async function decide(
  tx: Tx,
  id: number,
  input: {
    status: 'accepted' | 'declined' | 'withdrawn';
    companyUserId: number | null;
    reason: string;
    now: Date;
  },
): Promise<MoveRequestRow | null> {
  const [row] = await tx
    .update(moveRequests)
    .set({
      status: input.status,
      decidedAt: input.now,
      decidedByCompanyUserId: input.companyUserId,
      reason: input.reason,
    })
    .where(and(eq(moveRequests.id, id), eq(moveRequests.status, 'pending')))
    .returning();
  return row ?? null;
}

/** The company's own confirmed ticket (null for another company's, an unknown one, or an unpaid checkout). */
export async function companyTicket(db: Db, companyId: number, ticketId: number) {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.companyId, companyId)));
  return row && row.confirmedAt !== null ? row : null;
}

/** Pending requests whose visit has come (the ticket's own time is past), oldest first. */
export async function lapsedPending(db: Db, now: Date, limit = 100) {
  return db
    .select({ request: moveRequests })
    .from(moveRequests)
    .innerJoin(tickets, eq(tickets.id, moveRequests.ticketId))
    .where(and(eq(moveRequests.status, 'pending'), lte(tickets.scheduledAt, now)))
    .orderBy(asc(moveRequests.id))
    .limit(limit);
}
