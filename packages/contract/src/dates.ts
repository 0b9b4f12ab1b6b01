/**
 * Dates of the valley: requests carry YYYY-MM-DD; "today" is today in Las Vegas, wherever the browser or
 * the server runs.
 */
export const VALLEY_TIME_ZONE = 'America/Los_Angeles';
/** How far ahead a customer may ask for a date. */
export const MAX_DAYS_AHEAD = 365;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in the valley, as YYYY-MM-DD. */
export function valleyToday(now: Date = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: VALLEY_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** True for a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole days from `from` to `to`, both YYYY-MM-DD. */
export function daysBetween(from: string, to: string): number {
  const ms = (s: string) => {
    const [y, m, d] = s.split('-').map(Number) as [number, number, number];
    return Date.UTC(y, m - 1, d);
  };
  return Math.round((ms(to) - ms(from)) / 86_400_000);
}

/** Why a preferred or booking date is refused, or null: not before today in the valley, at most a year ahead. */
export function dateProblem(value: string, now: Date = new Date()): string | null {
  if (!isIsoDate(value)) return 'must be a date written YYYY-MM-DD';
  const ahead = daysBetween(valleyToday(now), value);
  if (ahead < 0) return 'must not be in the past';
  if (ahead > MAX_DAYS_AHEAD) return `must be at most ${MAX_DAYS_AHEAD} days ahead`;
  return null;
}

/** 'Mon, Jan 01 2024' (spec 000 section 5) for a YYYY-MM-DD date. */
export function formatPickerDate(value: string): string {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const weekday = date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  const month = date.toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
  return `${weekday}, ${month} ${String(d).padStart(2, '0')} ${y}`;
}

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
