/** Valley-time helpers for the seed: local dates and times in America/Los_Angeles, stored as UTC. */
import { valleyInstant, valleyToday } from '@upkeep/contract';

/** The valley's calendar date of an instant. */
export function localDateOf(instant: Date): Date {
  return new Date(`${valleyToday(instant)}T00:00:00Z`);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The instant of a valley wall-clock time on a calendar date (UTC midnight Date) and 'HH:MM[:SS]'. */
export function valleyTimeToUtc(date: Date, time: string): Date {
  return valleyInstant(isoDate(date), time);
}

/**
 * 'YYYY-MM-DD' of a calendar date (UTC midnight Date). Not an instant's date: the seed's calendar dates are UTC
 * midnights (localDateOf), so their UTC date is the valley date they stand for.
 */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The text form of a tstzrange [start, end). */
export function tstzrangeText(start: Date, end: Date): string {
  const f = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')}+00`;
  return `[${f(start)},${f(end)})`;
}
