/** The crews of companies (db/schema.ts `crews`) and the time their jobs hold. */
import { CREW_COLORS } from '@upkeep/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { crews, tickets } from '../../db/schema.ts';

type Db = Database | Tx;
export type CrewRow = typeof crews.$inferSelect;

/** A company's first crew, made with the company: "Crew 1", holding the company's hours. */
export async function insertFirstCrew(db: Db, companyId: number, at: Date = new Date()): Promise<CrewRow> {
  const [row] = await db
    .insert(crews)
    .values({ companyId, name: 'Crew 1', color: CREW_COLORS[0], createdAt: at })
    .returning();
  if (!row) throw new Error(`the first crew of company ${companyId} was not made`);
  return row;
}

/** A company's crews at work (not removed), oldest first. */
export async function activeCrews(db: Db, companyId: number): Promise<CrewRow[]> {
  return db
    .select()
    .from(crews)
    .where(and(eq(crews.companyId, companyId), isNull(crews.removedAt)))
    .orderBy(asc(crews.id));
}

/** A busy range of a company's time: a crew's job (or a job no crew holds yet: `crewId` null). */
export interface CrewBusy {
  crewId: number | null;
  start: number;
  end: number;
}

/**
 * The company's time taken between two instants, by crew: live tickets, and checkout holds not lapsed (but the
 * ticket `exceptTicketId`, which is moving).
 */
export async function crewBusyRanges(
  db: Db,
  companyId: number,
  from: Date,
  to: Date,
  now: Date,
  exceptTicketId: number | null = null,
): Promise<CrewBusy[]> {
  const rows = await queryRows<{ crew_id: number | null; start: string | Date; finish: string | Date }>(
    db,
    sql`select crew_id, lower(slot) as start, upper(slot) as finish from tickets
         where company_id = ${companyId} and holds_slot and id <> ${exceptTicketId ?? 0}
           and (hold_expires_at is null or hold_expires_at > ${now.toISOString()}::timestamptz)
           and slot && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
  );
  return rows.map((r) => ({
    crewId: r.crew_id,
    start: new Date(r.start).getTime(),
    end: new Date(r.finish).getTime(),
  }));
}

export async function crewById(db: Db, companyId: number, id: number): Promise<CrewRow | null> {
  const [row] = await db
    .select()
    .from(crews)
    .where(and(eq(crews.id, id), eq(crews.companyId, companyId), isNull(crews.removedAt)));
  return row ?? null;
}

/** How many jobs each crew of the company has still to come (live and not yet over), by crew id. */
export async function jobsAheadByCrew(db: Db, companyId: number, now: Date): Promise<Map<number, number>> {
  const rows = await queryRows<{ crew_id: number; n: number }>(
    db,
    sql`select crew_id, count(*)::int as n from tickets
         where company_id = ${companyId} and crew_id is not null and holds_slot
           and (hold_expires_at is null or hold_expires_at > ${now.toISOString()}::timestamptz)
           and upper(slot) > ${now.toISOString()}::timestamptz
         group by crew_id`,
  );
  return new Map(rows.map((r) => [r.crew_id, Number(r.n)]));
}

/** A crew's jobs still to come, soonest first (the ones that keep it from being removed). */
export async function jobsAheadOf(db: Db, crewId: number, now: Date) {
  const rows = await queryRows<{ id: number; scheduled_at: string | Date; duration_minutes: number }>(
    db,
    sql`select id, scheduled_at, duration_minutes from tickets
         where crew_id = ${crewId} and holds_slot
           and (hold_expires_at is null or hold_expires_at > ${now.toISOString()}::timestamptz)
           and upper(slot) > ${now.toISOString()}::timestamptz
         order by scheduled_at, id`,
  );
  return rows.map((r) => ({ id: r.id, scheduledAt: new Date(r.scheduled_at), durationMinutes: r.duration_minutes }));
}

export async function insertCrew(db: Db, values: typeof crews.$inferInsert): Promise<CrewRow> {
  const [row] = await db.insert(crews).values(values).returning();
  if (!row) throw new Error('the crew was not added');
  return row;
}

export async function updateCrew(db: Db, id: number, values: { name: string; color?: string }) {
  const [row] = await db.update(crews).set(values).where(eq(crews.id, id)).returning();
  return row ?? null;
}

export async function removeCrew(db: Db, id: number, at: Date) {
  await db.update(crews).set({ removedAt: at }).where(eq(crews.id, id));
}

/** A job of the company, with its time and crew; null for another company's. */
export async function jobOfCompany(db: Db, companyId: number, ticketId: number) {
  const [row] = await queryRows<{
    id: number;
    crew_id: number | null;
    holds_slot: boolean;
    start: string | Date;
    finish: string | Date;
  }>(
    db,
    sql`select id, crew_id, holds_slot, lower(slot) as start, upper(slot) as finish from tickets
         where id = ${ticketId} and company_id = ${companyId} for update`,
  );
  if (!row) return null;
  return {
    id: row.id,
    crewId: row.crew_id,
    holdsSlot: row.holds_slot,
    start: new Date(row.start),
    end: new Date(row.finish),
  };
}

export async function setTicketCrew(db: Db, ticketId: number, crewId: number, at: Date) {
  await db.update(tickets).set({ crewId, updatedAt: at }).where(eq(tickets.id, ticketId));
}
