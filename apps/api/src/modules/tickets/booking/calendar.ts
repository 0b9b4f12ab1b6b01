/**
 * Time slots: a company's weekly calendar for a date, each start checked against the clock and against
 * the company's live tickets and checkout holds for the requested duration, crew by crew (issue 29): a start is
 * offered while at least one of the company's crews is free for the whole visit. A day of the company's time
 * off has none.
 */
import {
  addDays,
  dateProblem,
  dayOfWeek,
  daysBetween,
  formatSlotLabel,
  minutesToDuration,
  valleyInstant,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { Words } from '../../../i18n/words.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import { isExclusionViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { fieldError } from '../../../lib/errors.ts';
import {
  type Busy,
  crewBusyRanges,
  crewPlans,
  crewsAt,
  crewWorksOn,
  freeCrews,
} from '../../companies/crews/service.ts';
import { NO_SUCH_COMPANY_SERVICE } from '../../companies/discovery/pricing.ts';
import { calendarEntries, companyOfService, scheduleEntry, timeOffBetween, weeklyCalendar } from './queries.ts';

type Clocked = Pick<ServiceDeps, 'db' | 'now'>;

/** Reasons a booking's or a move's time is refused, in the caller's language (issue 49). */
const NOT_A_TIME: Words = /*i18n*/ { id: 'calendar.notATime', message: 'is not a time of this company on that day' };
const DAY_OFF: Words = /*i18n*/ { id: 'calendar.dayOff', message: 'is a day off of this company' };

/** A 400 naming the field when a date is malformed or in the past. */
function checkDate(field: string, date: string, now: Date) {
  const problem = dateProblem(date, now);
  if (problem) throw fieldError(field, problem);
}

/**
 * Where a booking (checkout) or a move (reschedule) would start: the date well formed and not past, the entry
 * one of the company's start times on that weekday, and the day not one of its time off. The caller checks
 * that the start is still ahead and that the time is free (each answers that in its own words).
 */
export async function bookableStart(
  db: Database | Tx,
  input: { companyId: number; scheduleId: number; date: string; dateField: string; now: Date },
): Promise<{ entryId: number; start: Date }> {
  checkDate(input.dateField, input.date, input.now);
  const entry = await scheduleEntry(db, input.scheduleId, input.companyId);
  if (!entry?.active || entry.dayOfWeek !== dayOfWeek(input.date)) {
    throw fieldError('ScheduleID', NOT_A_TIME);
  }
  await refuseDayOff(db, input.companyId, input.date, input.dateField);
  return { entryId: entry.id, start: valleyInstant(input.date, entry.startTime) };
}

/**
 * Takes the company's calendar lock for the transaction and checks the day again under it: time off taken at
 * the same moment as a booking or a move of that day comes strictly before or after it (company-setup's
 * addTimeOff holds the same lock while it looks for bookings), so one of the two is refused.
 */
export async function lockCalendarDay(tx: Tx, companyId: number, date: string, dateField: string) {
  await lockKey(tx, 'companyCalendar', companyId);
  await refuseDayOff(tx, companyId, date, dateField);
}

async function refuseDayOff(db: Database | Tx, companyId: number, date: string, dateField: string) {
  if ((await timeOffBetween(db, companyId, date, date)).length > 0) {
    throw fieldError(dateField, DAY_OFF);
  }
}

/**
 * The crew a booking (or a move) from `start` to `end` on `date` goes to, in the caller's transaction under the
 * company's calendar lock, among the crews that do the service at that start time and are not off that day
 * (`crewsAt`): `prefer` when it is free (a moving job keeps its crew), else the free crew with the
 * fewest minutes booked that day (the oldest first on a tie); null for a company without crews; undefined when
 * no crew is free. The database's exclusion constraints stand behind the choice.
 */
export async function pickCrew(
  tx: Tx,
  companyId: number,
  visit: { date: string; start: Date; end: Date; entryId: number; serviceId: number },
  now: Date,
  options: { prefer?: number | null; exceptTicketId?: number } = {},
): Promise<number | null | undefined> {
  const plans = await crewPlans(tx, companyId, visit.date, visit.date);
  const crewIds = crewsAt(plans, visit);
  const dayStart = valleyInstant(visit.date, '00:00');
  const dayEnd = new Date(Math.max(valleyInstant(addDays(visit.date, 1), '00:00').getTime(), visit.end.getTime()));
  const busy = await crewBusyRanges(tx, companyId, dayStart, dayEnd, now, options.exceptTicketId ?? null);
  const free = freeCrews(crewIds, busy, visit.start.getTime(), visit.end.getTime());
  if (free.length === 0) return undefined;
  if (options.prefer !== undefined && free.includes(options.prefer)) return options.prefer;
  const booked = (id: number | null) =>
    busy.filter((b) => b.crewId === id).reduce((sum, b) => sum + (b.end - b.start), 0);
  return free.reduce((best, id) => (booked(id) < booked(best) ? id : best));
}

/** No crew is free for the time (a job no crew holds may take it all): the caller answers as for a taken slot. */
export class CrewTimeTaken extends Error {
  override name = 'CrewTimeTaken';
}

/** Whether a booking's or a move's failure means its time is taken: by the choice of crews, or the database. */
export const isTimeTaken = (err: unknown) => err instanceof CrewTimeTaken || isExclusionViolation(err);

export interface Slot {
  id: number;
  startTime: string;
  startsAt: Date;
  isAvailable: boolean;
}

/**
 * Pure: the calendar's starts on `date`, available when in the future and one of the crews that may take it
 * (`crewsFor` the start time) is free for the whole visit (a company without crews: clear of every busy range).
 */
export function buildSlots(
  entries: { id: number; startTime: string }[],
  date: string,
  durationMinutes: number,
  busy: Busy[],
  now: Date,
  crewsFor: (entryId: number) => readonly (number | null)[] = () => [null],
): Slot[] {
  return entries.map((entry) => {
    const startsAt = valleyInstant(date, entry.startTime);
    const start = startsAt.getTime();
    const end = start + durationMinutes * 60_000;
    const free = freeCrews(crewsFor(entry.id), busy, start, end).length > 0;
    return { id: entry.id, startTime: entry.startTime, startsAt, isAvailable: start > now.getTime() && free };
  });
}

/**
 * The company service's time slots on a date for a duration; 400 for a bad or past date (field Date) or no
 * such company service.
 */
export async function slotsFor(deps: Clocked, companyServiceId: number, date: string, durationMinutes: number) {
  const { db } = deps;
  const now = deps.now();
  checkDate('Date', date, now);
  const company = await companyOfService(db, companyServiceId);
  if (!company) throw fieldError('CompanyServiceID', NO_SUCH_COMPANY_SERVICE);
  // A day off has no slots.
  if ((await timeOffBetween(db, company.companyId, date, date)).length > 0) return [];
  const entries = await calendarEntries(db, company.companyId, date);
  if (entries.length === 0) return [];
  const from = valleyInstant(date, '00:00');
  const to = new Date(valleyInstant(date, '23:59').getTime() + (durationMinutes + 1) * 60_000);
  const busy = await crewBusyRanges(db, company.companyId, from, to, now);
  const plans = await crewPlans(db, company.companyId, date, date);
  const crewsFor = (entryId: number) => crewsAt(plans, { serviceId: company.serviceId, entryId, date });
  return buildSlots(entries, date, durationMinutes, busy, now, crewsFor).map((slot) => ({
    id: slot.id,
    startTime: slot.startTime,
    duration: minutesToDuration(durationMinutes),
    isAvailable: slot.isAvailable,
    label: formatSlotLabel(slot.startsAt, durationMinutes),
    startsAt: slot.startsAt.toISOString(),
  }));
}

/**
 * Whether the company works the service on `date`: it is not off, and one of its crews doing the service is not
 * off that day. What is booked or already past does not count: offers for a date leave out a company away then.
 */
export async function worksOn(deps: Pick<Clocked, 'db'>, companyServiceId: number, date: string): Promise<boolean> {
  const company = await companyOfService(deps.db, companyServiceId);
  if (!company) return false;
  if ((await timeOffBetween(deps.db, company.companyId, date, date)).length > 0) return false;
  return crewWorksOn(await crewPlans(deps.db, company.companyId, date, date), company.serviceId, date);
}

/** The dates from `from` to `to` (YYYY-MM-DD, both included), in order. */
export function datesFrom(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(from, i));
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
  crewsFor: (entryId: number, date: string) => readonly (number | null)[] = () => [null],
): string[] {
  const byDay = new Map<number, { id: number; startTime: string }[]>();
  for (const entry of entries) byDay.set(entry.dayOfWeek, [...(byDay.get(entry.dayOfWeek) ?? []), entry]);
  return datesFrom(from, to).filter((date) => {
    const day = byDay.get(dayOfWeek(date));
    return (
      day !== undefined &&
      buildSlots(day, date, durationMinutes, busy, now, (entryId) => crewsFor(entryId, date)).some(
        (slot) => slot.isAvailable,
      )
    );
  });
}

/**
 * The dates of a span with at least one free slot of a company service for a duration: a few queries whatever
 * the span (the weekly calendar, the crews, the busy ranges over the span), then `openDaysOf`. 400 for a bad or past
 * date (field From or To) or no such company service.
 */
export async function openDaysFor(
  deps: Clocked,
  companyServiceId: number,
  from: string,
  to: string,
  durationMinutes: number,
): Promise<string[]> {
  const { db } = deps;
  const now = deps.now();
  checkDate('From', from, now);
  checkDate('To', to, now);
  const company = await companyOfService(db, companyServiceId);
  if (!company) throw fieldError('CompanyServiceID', NO_SUCH_COMPANY_SERVICE);
  const entries = await weeklyCalendar(db, company.companyId);
  if (entries.length === 0) return [];
  const start = valleyInstant(from, '00:00');
  const end = new Date(valleyInstant(to, '23:59').getTime() + (durationMinutes + 1) * 60_000);
  const busy = await crewBusyRanges(db, company.companyId, start, end, now);
  const plans = await crewPlans(db, company.companyId, from, to);
  const crewsFor = (entryId: number, date: string) => crewsAt(plans, { serviceId: company.serviceId, entryId, date });
  const daysOff = await timeOffBetween(db, company.companyId, from, to);
  const isOff = (date: string) => daysOff.some((off) => off.from <= date && date <= off.to);
  return openDaysOf(entries, from, to, durationMinutes, busy, now, crewsFor).filter((date) => !isOff(date));
}
