/** The crews of companies (db/schema.ts `crews`) and the time their jobs hold. */
import { CREW_COLORS } from '@upkeep/contract';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { calendarFeeds, companyUsers, crews, crewTimeOff, tickets } from '../../../db/schema.ts';

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
export const jobsAheadOf = (db: Db, crewId: number, now: Date) => crewJobsBetween(db, crewId, now, null, now);

export async function insertCrew(db: Db, values: typeof crews.$inferInsert): Promise<CrewRow> {
  const [row] = await db.insert(crews).values(values).returning();
  if (!row) throw new Error('the crew was not added');
  return row;
}

export async function updateCrew(
  db: Db,
  id: number,
  values: { name: string; color?: string; serviceIds?: number[] | null; scheduleIds?: number[] | null },
) {
  const [row] = await db.update(crews).set(values).where(eq(crews.id, id)).returning();
  return row ?? null;
}

export async function removeCrew(db: Db, id: number, at: Date) {
  await db.update(crews).set({ removedAt: at }).where(eq(crews.id, id));
}

/**
 * A job of the company, with its time, crew, start time (ScheduleID) and catalogue service; null for another
 * company's. Locked for the change (`lock`), or read only.
 */
export async function jobOfCompany(db: Db, companyId: number, ticketId: number, lock = true) {
  const [row] = await queryRows<{
    id: number;
    crew_id: number | null;
    holds_slot: boolean;
    start: string | Date;
    finish: string | Date;
    schedule_id: number | null;
    service_id: number;
  }>(
    db,
    sql`select t.id, t.crew_id, t.holds_slot, lower(t.slot) as start, upper(t.slot) as finish, t.schedule_id,
               cs.service_id
          from tickets t join company_services cs on cs.id = t.company_service_id
         where t.id = ${ticketId} and t.company_id = ${companyId} ${lock ? sql`for update of t` : sql``}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    crewId: row.crew_id,
    holdsSlot: row.holds_slot,
    start: new Date(row.start),
    end: new Date(row.finish),
    scheduleId: row.schedule_id,
    serviceId: row.service_id,
  };
}

export async function setTicketCrew(db: Db, ticketId: number, crewId: number, at: Date) {
  await db.update(tickets).set({ crewId, updatedAt: at }).where(eq(tickets.id, ticketId));
}

/** What a crew works (null: all the company's), and its days off within a span. */
export interface CrewPlan {
  id: number;
  serviceIds: number[] | null;
  scheduleIds: number[] | null;
  off: { from: string; to: string }[];
}

/** The company's crews at work, with their services, hours and days off between `from` and `to` (inclusive). */
export async function crewPlans(db: Db, companyId: number, from: string, to: string): Promise<CrewPlan[]> {
  const rows = await activeCrews(db, companyId);
  if (rows.length === 0) return [];
  const offs = await db
    .select({ crewId: crewTimeOff.crewId, from: crewTimeOff.fromDate, to: crewTimeOff.toDate })
    .from(crewTimeOff)
    .where(
      and(
        inArray(
          crewTimeOff.crewId,
          rows.map((r) => r.id),
        ),
        lte(crewTimeOff.fromDate, to),
        gte(crewTimeOff.toDate, from),
      ),
    );
  return rows.map((r) => ({
    id: r.id,
    serviceIds: r.serviceIds,
    scheduleIds: r.scheduleIds,
    off: offs.filter((o) => o.crewId === r.id).map((o) => ({ from: o.from, to: o.to })),
  }));
}

export async function crewTimeOffOf(db: Db, crewId: number, fromDate: string) {
  return db
    .select()
    .from(crewTimeOff)
    .where(and(eq(crewTimeOff.crewId, crewId), gte(crewTimeOff.toDate, fromDate)))
    .orderBy(asc(crewTimeOff.fromDate), asc(crewTimeOff.id));
}

export async function insertCrewTimeOff(db: Db, values: typeof crewTimeOff.$inferInsert) {
  const [row] = await db.insert(crewTimeOff).values(values).returning();
  if (!row) throw new Error('the time off was not saved');
  return row;
}

export async function deleteCrewTimeOff(db: Db, crewId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(crewTimeOff)
    .where(and(eq(crewTimeOff.id, id), eq(crewTimeOff.crewId, crewId)))
    .returning({ id: crewTimeOff.id });
  return rows.length > 0;
}

/** A crew's jobs between two instants (`to` null: with no end), live and holding their time, soonest first. */
export async function crewJobsBetween(db: Db, crewId: number, from: Date, to: Date | null, now: Date) {
  const rows = await queryRows<{ id: number; scheduled_at: string | Date; duration_minutes: number }>(
    db,
    sql`select id, scheduled_at, duration_minutes from tickets
         where crew_id = ${crewId} and holds_slot
           and (hold_expires_at is null or hold_expires_at > ${now.toISOString()}::timestamptz)
           and slot && tstzrange(${from.toISOString()}::timestamptz, ${to?.toISOString() ?? null}::timestamptz)
         order by scheduled_at, id`,
  );
  return rows.map((r) => ({ id: r.id, scheduledAt: new Date(r.scheduled_at), durationMinutes: r.duration_minutes }));
}

/** Which of these ids are the company's services, and which its weekly start times. */
export async function companyServiceIdsOf(db: Db, companyId: number): Promise<Set<number>> {
  const rows = await queryRows<{ service_id: number }>(
    db,
    sql`select service_id from company_services where company_id = ${companyId}`,
  );
  return new Set(rows.map((r) => r.service_id));
}

export async function companyScheduleIdsOf(db: Db, companyId: number): Promise<Set<number>> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from company_schedules where company_id = ${companyId}`,
  );
  return new Set(rows.map((r) => r.id));
}

/** The active members of a crew (company users of the crew role), by name. */
export async function crewMembersOf(db: Db, crewId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: companyUsers.id, name: companyUsers.name })
    .from(companyUsers)
    .where(and(eq(companyUsers.crewId, crewId), eq(companyUsers.active, true)))
    .orderBy(asc(companyUsers.name), asc(companyUsers.id));
}

/** A company user's name (active or not), or null for no such user. */
export async function companyUserName(db: Db, companyUserId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: companyUsers.name })
    .from(companyUsers)
    .where(eq(companyUsers.id, companyUserId));
  return row?.name ?? null;
}

/** A crew by its id alone, removed or not. */
export async function crewOfId(db: Db, id: number): Promise<CrewRow | null> {
  const [row] = await db.select().from(crews).where(eq(crews.id, id));
  return row ?? null;
}

// ---------------------------------------------------------------- calendar feeds

/** A company's live feed links, with their crew's and maker's names: the company's own first, then by crew. */
export function liveFeeds(db: Db, companyId: number) {
  return queryRows<{
    id: number;
    crew_id: number | null;
    created_at: Date | string;
    crew_name: string | null;
    maker_id: number | null;
    maker_name: string | null;
    last_used_at: Date | string | null;
  }>(
    db,
    sql`select f.id, f.crew_id, c.name as crew_name, f.created_at, u.id as maker_id, u.name as maker_name, f.last_used_at
          from calendar_feeds f left join company_users u on u.id = f.created_by
          left join crews c on c.id = f.crew_id
         where f.company_id = ${companyId} and f.revoked_at is null order by f.crew_id nulls first, f.id`,
  );
}

/** A new feed link; the live one of the same scope (the company's, or the crew's) stops at its making. */
export async function replaceFeed(
  db: Db,
  values: { companyId: number; crewId: number | null; tokenHash: string; createdBy: number; createdAt: Date },
) {
  await db.execute(
    sql`update calendar_feeds set revoked_at = ${values.createdAt.toISOString()}::timestamptz
         where company_id = ${values.companyId} and revoked_at is null
           and crew_id is not distinct from ${values.crewId}`,
  );
  await db.insert(calendarFeeds).values(values);
}

/** A live feed link of the company, with its maker. */
export async function liveFeedOf(db: Db, companyId: number, feedId: number) {
  const [feed] = await queryRows<{ created_by: number | null }>(
    db,
    sql`select created_by from calendar_feeds
         where id = ${feedId} and company_id = ${companyId} and revoked_at is null`,
  );
  return feed ?? null;
}

/** Stops a live link of a company; false when there was none. */
export async function stopFeed(db: Db, companyId: number, feedId: number, at: Date): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update calendar_feeds set revoked_at = ${at.toISOString()}::timestamptz
         where id = ${feedId} and company_id = ${companyId} and revoked_at is null returning id`,
  );
  return rows.length === 1;
}

/**
 * The live feed of a token's hash, while its company is not suspended and its maker (if any) is still an active
 * user of it (issue 47); null otherwise.
 */
export async function openFeed(db: Db, tokenHash: string) {
  const [feed] = await queryRows<{
    id: number;
    company_id: number;
    crew_id: number | null;
    company_name: string;
    company_email: string;
    crew_name: string | null;
    last_used_at: Date | string | null;
  }>(
    db,
    sql`select f.id, f.company_id, f.crew_id, c.name as company_name, c.email as company_email, w.name as crew_name,
               f.last_used_at
          from calendar_feeds f join companies c on c.id = f.company_id left join crews w on w.id = f.crew_id
          left join company_users u on u.id = f.created_by
         where f.token_hash = ${tokenHash} and f.revoked_at is null and c.state <> 'suspended'
           and (f.created_by is null or (u.active and u.company_id = f.company_id))`,
  );
  return feed ?? null;
}

export async function feedUsed(db: Db, feedId: number, at: Date) {
  await db.execute(sql`update calendar_feeds set last_used_at = ${at.toISOString()}::timestamptz where id = ${feedId}`);
}

/**
 * The jobs of a feed (the company's, or its crew's) that hold their time (a hold not expired at `now`), ending
 * after `window.from` and starting before `window.to`, by start.
 */
export function feedJobs(
  db: Db,
  feed: { company_id: number; crew_id: number | null },
  now: Date,
  window: { from: Date; to: Date },
) {
  return queryRows<{
    id: number;
    start: Date | string;
    finish: Date | string;
    created_at: Date | string;
    updated_at: Date | string;
    confirmed_at: Date | string | null;
    status_id: number;
    service_name: string;
    name: string;
    phone_number: string;
    address: string;
    instructions: string;
    status: string;
    crew_name: string | null;
  }>(
    db,
    sql`select t.id, lower(t.slot) as start, upper(t.slot) as finish, t.created_at, t.updated_at, t.confirmed_at, t.status_id,
               s.name as service_name, t.name, t.phone_number, t.address, t.instructions, ts.status,
               w.name as crew_name
          from tickets t
          join company_services cs on cs.id = t.company_service_id
          join services s on s.id = cs.service_id
          join ticket_statuses ts on ts.id = t.status_id
          left join crews w on w.id = t.crew_id
         where t.company_id = ${feed.company_id} and t.holds_slot
           and (t.hold_expires_at is null or t.hold_expires_at > ${now.toISOString()}::timestamptz)
           and ${feed.crew_id === null ? sql`true` : sql`t.crew_id = ${feed.crew_id}`}
           and upper(t.slot) > ${window.from.toISOString()}::timestamptz
           and lower(t.slot) < ${window.to.toISOString()}::timestamptz
         order by lower(t.slot), t.id`,
  );
}
