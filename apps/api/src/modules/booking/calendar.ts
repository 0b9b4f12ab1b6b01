/**
 * Time slots: a company's weekly calendar for a date, each start checked against the clock and against
 * the company's live tickets and checkout holds for the requested duration.
 */
import { dayOfWeek, daysBetween, formatSlotLabel, minutesToDuration, valleyInstant } from '@upkeep/contract';
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

/** The dates from `from` to `to` (YYYY-MM-DD, both included), in order. */
export function datesFrom(from: string, to: string): string[] {
  const [y, m, d] = from.split('-').map(Number) as [number, number, number];
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10),
  );
}

/**
 * Pure: the dates from `from` to `to` with at least one available slot, by the same rule as `buildSlots`,
 * given the company's whole weekly calendar and its busy ranges over the span.
 */
export function openDaysOf(
  entries: { id: number; dayOfWeek: number; startTime: string }[],
  from: string,
  to: string,
  durationMinutes: number,
  busy: Busy[],
  now: Date,
): string[] {
  const byDay = new Map<number, { id: number; startTime: string }[]>();
  for (const entry of entries) byDay.set(entry.dayOfWeek, [...(byDay.get(entry.dayOfWeek) ?? []), entry]);
  return datesFrom(from, to).filter((date) => {
    const day = byDay.get(dayOfWeek(date));
    return day !== undefined && buildSlots(day, date, durationMinutes, busy, now).some((slot) => slot.isAvailable);
  });
}

/**
 * The dates of a span with at least one free slot of a company service for a duration: two queries whatever
 * the span (the weekly calendar, the busy ranges over the span), then `openDaysOf`. Null for no such service.
 */
export async function openDaysFor(
  db: Database,
  companyServiceId: number,
  from: string,
  to: string,
  durationMinutes: number,
  now: Date,
): Promise<string[] | null> {
  const company = await companyOfService(db, companyServiceId);
  if (!company) return null;
  const entries = await db
    .select({ id: companySchedules.id, dayOfWeek: companySchedules.dayOfWeek, startTime: companySchedules.startTime })
    .from(companySchedules)
    .where(and(eq(companySchedules.companyId, company.companyId), eq(companySchedules.active, true)))
    .orderBy(asc(companySchedules.startTime));
  if (entries.length === 0) return [];
  const start = valleyInstant(from, '00:00');
  const end = new Date(valleyInstant(to, '23:59').getTime() + (durationMinutes + 1) * 60_000);
  const busy = await busyRanges(db, company.companyId, start, end, now);
  return openDaysOf(entries, from, to, durationMinutes, busy, now);
}
