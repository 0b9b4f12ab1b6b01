/** The lifecycle's reads and writes: statuses, the flow table, ticket status and hold fields, history. */
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { statusFlow, ticketHistory, ticketStatuses, tickets } from '../../../db/schema.ts';

type Db = Database | Tx;
export type TicketStatus = typeof ticketStatuses.$inferSelect;
export type TicketRow = typeof tickets.$inferSelect;
export interface HistoryEntry {
  ticketId: number;
  statusId: number;
  comments: string;
  userTypeId: number;
  createdAt: Date;
}

export async function statusById(db: Db, id: number): Promise<TicketStatus | null> {
  const [row] = await db.select().from(ticketStatuses).where(eq(ticketStatuses.id, id));
  return row ?? null;
}

export async function allStatuses(db: Db): Promise<{ id: number; status: string }[]> {
  return db
    .select({ id: ticketStatuses.id, status: ticketStatuses.status })
    .from(ticketStatuses)
    .orderBy(asc(ticketStatuses.sortOrder));
}

/** The flow row that lets `userTypeId` move a ticket from one status to another, if there is one. */
export async function flowStep(db: Db, fromStatusId: number, toStatusId: number, userTypeId: number) {
  const [row] = await db
    .select({ action: statusFlow.action })
    .from(statusFlow)
    .where(
      and(
        eq(statusFlow.fromStatusId, fromStatusId),
        eq(statusFlow.toStatusId, toStatusId),
        eq(statusFlow.userTypeId, userTypeId),
      ),
    );
  return row ?? null;
}

/** Every move `userTypeId` may make from a status, in the table's order. */
export async function flowFrom(db: Db, fromStatusId: number, userTypeId: number) {
  return db
    .select({ action: statusFlow.action, nextStatusID: statusFlow.toStatusId })
    .from(statusFlow)
    .where(and(eq(statusFlow.fromStatusId, fromStatusId), eq(statusFlow.userTypeId, userTypeId)))
    .orderBy(asc(statusFlow.id));
}

/**
 * Moves the ticket if it is still in `fromStatusId` (null when someone else moved it first). `completedAt`
 * is written only where the ticket has none: the first moment it was completed is kept for good.
 */
export async function moveTicket(
  tx: Db,
  ticketId: number,
  fromStatusId: number,
  set: { statusId: number; holdsSlot: boolean; updatedAt: Date; completedAt?: Date },
): Promise<TicketRow | null> {
  const { completedAt, ...rest } = set;
  const [moved] = await tx
    .update(tickets)
    .set({
      ...rest,
      ...(completedAt
        ? { completedAt: sql`coalesce(${tickets.completedAt}, ${completedAt.toISOString()}::timestamptz)` }
        : {}),
    })
    .where(and(eq(tickets.id, ticketId), eq(tickets.statusId, fromStatusId)))
    .returning();
  return moved ?? null;
}

/** The checkout's hold ends: the booking is confirmed (kept if it already was) and holds its slot for good. */
export async function settleHold(tx: Db, ticketId: number, now: Date): Promise<TicketRow | null> {
  const [row] = await tx
    .update(tickets)
    .set({
      confirmedAt: sql`coalesce(${tickets.confirmedAt}, ${now.toISOString()}::timestamptz)`,
      holdExpiresAt: null,
      holdsSlot: true,
      updatedAt: now,
    })
    .where(eq(tickets.id, ticketId))
    .returning();
  return row ?? null;
}

/** The checkout's hold no longer lapses (the slot stays held, unconfirmed). */
export async function clearHoldExpiry(tx: Db, ticketId: number): Promise<void> {
  await tx.update(tickets).set({ holdExpiresAt: null }).where(eq(tickets.id, ticketId));
}

export async function insertHistory(tx: Db, entries: HistoryEntry[]): Promise<void> {
  if (entries.length) await tx.insert(ticketHistory).values(entries);
}

/**
 * Unpaid checkout holds (never confirmed, Pending) whose time ran out, of one company or all, optionally only
 * those overlapping a range, move to `toStatusId` and stop holding their slot. Answers their ids.
 */
export async function expireLapsedHolds(
  tx: Tx,
  input: {
    companyId: number | null;
    now: Date;
    range?: { from: Date; to: Date } | undefined;
    fromStatusId: number;
    toStatusId: number;
    holdsSlot: boolean;
  },
): Promise<number[]> {
  const { companyId, now, range } = input;
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update tickets set holds_slot = ${input.holdsSlot}, hold_expires_at = null, status_id = ${input.toStatusId},
               updated_at = ${now.toISOString()}::timestamptz
         where holds_slot and confirmed_at is null and hold_expires_at <= ${now.toISOString()}::timestamptz
           and status_id = ${input.fromStatusId}
           ${companyId === null ? sql`` : sql`and company_id = ${companyId}`}
           ${range ? sql`and slot && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz)` : sql``}
     returning id`,
  );
  return rows.map((r) => r.id);
}

/** A ticket by its id, or null. */
export async function ticketById(db: Db, id: number): Promise<TicketRow | null> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, id));
  return ticket ?? null;
}
