/**
 * Time slots: a company's weekly calendar for a date, each start checked against the clock and against
 * the company's live tickets and checkout holds for the requested duration.
 */
import { dayOfWeek, formatSlotLabel, minutesToDuration, valleyInstant } from '@upkeep/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';
import { companies, companySchedules, companyServices } from '../../db/schema.ts';

export interface Busy {
  start: number;
  end: number;
}

export interface Slot {
  id: number;
  startTime: string;
  startsAt: Date;
  isAvailable: boolean;
}

/** Pure: the calendar's starts on `date`, available when in the future and clear of every busy range. */
export function buildSlots(
  entries: { id: number; startTime: string }[],
  date: string,
  durationMinutes: number,
  busy: Busy[],
  now: Date,
): Slot[] {
  return entries.map((entry) => {
    const startsAt = valleyInstant(date, entry.startTime);
    const start = startsAt.getTime();
    const end = start + durationMinutes * 60_000;
    const clash = busy.some((b) => b.start < end && start < b.end);
    return { id: entry.id, startTime: entry.startTime, startsAt, isAvailable: start > now.getTime() && !clash };
  });
}

/** The company (active) behind an active company service, or null. */
export async function companyOfService(db: Database, companyServiceId: number) {
  const [row] = await db
    .select({ companyId: companyServices.companyId, serviceId: companyServices.serviceId })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .where(and(eq(companyServices.id, companyServiceId), eq(companyServices.active, true), eq(companies.active, true)));
  return row ?? null;
}

export async function calendarEntries(db: Database, companyId: number, date: string) {
  return db
    .select({ id: companySchedules.id, startTime: companySchedules.startTime })
    .from(companySchedules)
    .where(
      and(
        eq(companySchedules.companyId, companyId),
        eq(companySchedules.dayOfWeek, dayOfWeek(date)),
        eq(companySchedules.active, true),
      ),
    )
    .orderBy(asc(companySchedules.startTime));
}

/** The company's time taken between two instants: live tickets, and checkout holds that have not lapsed. */
export async function busyRanges(db: Database, companyId: number, from: Date, to: Date, now: Date): Promise<Busy[]> {
  const rows = await queryRows<{ start: string | Date; finish: string | Date }>(
    db,
    sql`select lower(slot) as start, upper(slot) as finish from tickets
         where company_id = ${companyId} and holds_slot
           and (hold_expires_at is null or hold_expires_at > ${now.toISOString()}::timestamptz)
           and slot && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)`,
  );
  return rows.map((r) => ({ start: new Date(r.start).getTime(), end: new Date(r.finish).getTime() }));
}

export async function slotsFor(
  db: Database,
  companyServiceId: number,
  date: string,
  durationMinutes: number,
  now: Date,
) {
  const company = await companyOfService(db, companyServiceId);
  if (!company) return null;
  const entries = await calendarEntries(db, company.companyId, date);
  if (entries.length === 0) return [];
  const from = valleyInstant(date, '00:00');
  const to = new Date(valleyInstant(date, '23:59').getTime() + (durationMinutes + 1) * 60_000);
  const busy = await busyRanges(db, company.companyId, from, to, now);
  return buildSlots(entries, date, durationMinutes, busy, now).map((slot) => ({
    id: slot.id,
    startTime: slot.startTime,
    duration: minutesToDuration(durationMinutes),
    isAvailable: slot.isAvailable,
    label: formatSlotLabel(slot.startsAt, durationMinutes),
    startsAt: slot.startsAt.toISOString(),
  }));
}
