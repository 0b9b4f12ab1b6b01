/**
 * Dates of the valley: requests carry YYYY-MM-DD; "today" is today in Las Vegas, wherever the browser or
 * the server runs.
 */
import { VALLEY_TIME_ZONE } from './valley.ts';

/** How far ahead a customer may ask for a date. */
export const MAX_DAYS_AHEAD = 365;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in the valley, as YYYY-MM-DD. */
export function valleyToday(now: Date = new Date()): string {
  return valleyDateTime(now).date;
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * The span any date input may name (filters, time off, discount codes, bookings, the audit log): wide
 * enough for every real use, narrow enough that the dates computed from it stay four-digit years the
 * database and the clock arithmetic take (9999-12-31 plus a day is not a date either of them knows).
 */
export const DATE_INPUT_MIN = '2000-01-01';
export const DATE_INPUT_MAX = '2100-12-31';
export const DATE_PROBLEM = 'must be a date written YYYY-MM-DD';

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  const ms = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/**
 * A YYYY-MM-DD date `days` later (or earlier, for a negative `days`). Calendar arithmetic on a date, not an
 * instant: a UTC midnight carries the date through Date.UTC and back, whatever the zone.
 */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Why a preferred or booking date is refused, or null: not before today in the valley, at most a year ahead. */
export function dateProblem(value: string, now: Date = new Date()): string | null {
  if (!isIsoDate(value)) return 'must be a date written YYYY-MM-DD';
  const ahead = daysBetween(valleyToday(now), value);
  if (ahead < 0) return 'must not be in the past';
  if (ahead > MAX_DAYS_AHEAD) return `must be at most ${MAX_DAYS_AHEAD} days ahead`;
  return null;
}

// The pickers' format and its words are a module of their own: the booking screen's date field shows them before its
// picker loads, and every screen loads this module's other rules (issue 48).
export { formatPickerDate, PICKER_DATE_FORMAT } from './picker-date.ts';

/** Minutes as the spec's 'hh:mm:ss'. */
export function minutesToDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`;
}

/** 'hh:mm:ss' (or 'hh:mm') as minutes; null when malformed. */
export function durationToMinutes(value: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * Made at the first reading, not when this module is evaluated: the first formatter with a time zone loads the
 * zone data, tens of milliseconds on a phone, which was added to the task evaluating the contract's schemas
 * (issue 33, a page's Total Blocking Time).
 */
let partsFormatter: Intl.DateTimeFormat | undefined;

/** The valley's wall-clock reading of an instant, through Intl (slow: a few microseconds a call). */
function formattedParts(instant: Date) {
  partsFormatter ??= new Intl.DateTimeFormat('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const parts = Object.fromEntries(partsFormatter.formatToParts(instant).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const HOUR_MS = 3_600_000;
/**
 * The valley's offset from UTC by UTC hour. Offsets change only on the hour (and by whole minutes), so one
 * reading through Intl serves every instant of that hour: building a day's slots or a page of tickets reads
 * the clock hundreds of times, and Intl was the API's costliest function under the booking mix
 * (docs/benchmarks.md). Bounded: cleared when it holds ten years of hours.
 */
const offsetByHour = new Map<number, number>();

/** Minutes the valley is ahead of UTC at an instant (-420 in summer, -480 in winter). */
function valleyOffsetMinutes(instant: Date): number {
  const hour = Math.floor(instant.getTime() / HOUR_MS);
  const known = offsetByHour.get(hour);
  if (known !== undefined) return known;
  const at = new Date(hour * HOUR_MS);
  const p = formattedParts(at);
  const offset = Math.round((Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - at.getTime()) / 60_000);
  if (offsetByHour.size > 87_600) offsetByHour.clear();
  offsetByHour.set(hour, offset);
  return offset;
}

/** The valley's wall-clock reading of an instant. */
function valleyParts(instant: Date) {
  const wall = new Date(instant.getTime() + valleyOffsetMinutes(instant) * 60_000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/**
 * The instant of a valley wall-clock time on a date ('2026-11-01', '08:00' or '08:00:00'), right on both
 * sides of a daylight-saving change. A time the spring change skips resolves to the hour after it.
 */
export function valleyInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  const wall = Date.UTC(y, m - 1, d, h, mi, s);
  // Two candidates, one per offset that may apply that day; keep the one that reads back as asked.
  const first = wall - valleyOffsetMinutes(new Date(wall)) * 60_000;
  const second = wall - valleyOffsetMinutes(new Date(first)) * 60_000;
  const readsBack = (instant: number) => {
    const p = valleyParts(new Date(instant));
    return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) === wall;
  };
  if (readsBack(second)) return new Date(second);
  if (readsBack(first)) return new Date(first);
  return new Date(Math.max(first, second));
}

/** The valley date (YYYY-MM-DD) and time (HH:MM) of an instant. */
export function valleyDateTime(instant: Date): { date: string; time: string } {
  const p = valleyParts(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Day of the week (0 = Sunday) of a YYYY-MM-DD date. */
export function dayOfWeek(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** '8:00 AM' in the valley for an instant. */
export function formatValleyClock(instant: Date): string {
  // As toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }) writes it, without its cost.
  const { hour, minute } = valleyParts(instant);
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** The slot label of spec 000 section 9: start to start plus duration, 12-hour clock ('8:00 AM - 10:30 AM'). */
export function formatSlotLabel(start: Date, durationMinutes: number): string {
  return `${formatValleyClock(start)} - ${formatValleyClock(new Date(start.getTime() + durationMinutes * 60_000))}`;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The valley date (YYYY-MM-DD) of an instant, or the date itself when given one. */
function valleyDateOf(value: Date | string): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) return value;
  return valleyDateTime(typeof value === 'string' ? new Date(value) : value).date;
}

/**
 * THE way every screen, e-mail and PDF writes a date: 'Tue, Dec 8, 2026' (the valley's day of an instant,
 * or a YYYY-MM-DD date as it is). Only the date pickers keep the spec's 'Mon, Jan 01 2024'.
 */
export function formatDate(value: Date | string): string {
  const date = valleyDateOf(value);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[dayOfWeek(date)]}, ${MONTHS[m - 1]} ${d}, ${y}`;
}

/** THE way every screen, e-mail and PDF writes a moment: 'Tue, Dec 8, 2026, 9:00 AM' in the valley. */
export function formatDateTime(value: Date | string): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return `${formatDate(instant)}, ${formatValleyClock(instant)}`;
}

/** 'Tue, Jun 16, 2026, 8:00 AM - 10:30 AM' in the valley: a visit, start to end (the one date form). */
export function formatVisit(start: Date, durationMinutes: number): string {
  return `${formatDate(start)}, ${formatSlotLabel(start, durationMinutes)}`;
}

// Spanish moments (issue 49): dates-es.ts, a module of its own so that a screen writing only English moments does not
// carry them (the module every screen loads stays as it was).
