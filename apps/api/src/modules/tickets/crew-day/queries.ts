/** A crew's day and the photos of jobs, as plain objects. */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { jobPhotos, tickets } from '../../../db/schema.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';

type Db = Database | Tx;
const T = TicketStatusId;

/**
 * A crew's confirmed jobs from `from` to `to` (waiting for the office, to do, under way, or done that day), the
 * jobs from `openFrom` to `from` not started yet or completed since `from` (a late visit runs past midnight), and
 * any job of the crew still under way from before: soonest first.
 */
export async function crewJobs(db: Db, crewId: number, span: { openFrom: Date; from: Date; to: Date }) {
  const { openFrom, from, to } = span;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from tickets
         where crew_id = ${crewId} and confirmed_at is not null
           and ((status_id in (${T.Pending}, ${T.Scheduled}, ${T.InProgress}, ${T.Completed})
                 and scheduled_at >= ${from.toISOString()}::timestamptz
                 and scheduled_at < ${to.toISOString()}::timestamptz)
                or ((status_id in (${T.Pending}, ${T.Scheduled})
                     or (status_id = ${T.Completed} and completed_at >= ${from.toISOString()}::timestamptz))
                    and scheduled_at >= ${openFrom.toISOString()}::timestamptz
                    and scheduled_at < ${from.toISOString()}::timestamptz)
                or status_id = ${T.InProgress})
         order by scheduled_at, id
         limit 200`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const found = await db.select().from(tickets).where(inArray(tickets.id, ids));
  const byId = new Map(found.map((t) => [t.id, t]));
  return ids.map((id) => byId.get(id)).filter((t) => t !== undefined);
}

const photoColumns = {
  id: jobPhotos.id,
  ticketId: jobPhotos.ticketId,
  kind: jobPhotos.kind,
  width: jobPhotos.width,
  height: jobPhotos.height,
  createdAt: jobPhotos.createdAt,
};
export type PhotoRow = { id: number; ticketId: number; kind: string; width: number; height: number; createdAt: Date };

/** The photos of these tickets (no bytes), oldest first. */
export async function photosOf(db: Db, ticketIds: readonly number[]): Promise<PhotoRow[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select(photoColumns)
    .from(jobPhotos)
    .where(inArray(jobPhotos.ticketId, [...ticketIds]))
    .orderBy(asc(jobPhotos.createdAt), asc(jobPhotos.id));
}

export async function photoCount(db: Db, ticketId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobPhotos).where(eq(jobPhotos.ticketId, ticketId));
  return Number(row?.n ?? 0);
}

export async function insertPhoto(db: Db, values: typeof jobPhotos.$inferInsert): Promise<PhotoRow> {
  const [row] = await db.insert(jobPhotos).values(values).returning(photoColumns);
  if (!row) throw new Error('insert into job_photos returned no row');
  return row;
}

/** One photo of the ticket with its bytes, or null. */
export async function photoImage(db: Db, ticketId: number, photoId: number) {
  const [row] = await db
    .select({ contentType: jobPhotos.contentType, bytes: jobPhotos.bytes })
    .from(jobPhotos)
    .where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.ticketId, ticketId)));
  return row ?? null;
}

export async function deletePhoto(db: Db, ticketId: number, photoId: number): Promise<boolean> {
  const rows = await db
    .delete(jobPhotos)
    .where(and(eq(jobPhotos.id, photoId), eq(jobPhotos.ticketId, ticketId)))
    .returning({ id: jobPhotos.id });
  return rows.length > 0;
}
