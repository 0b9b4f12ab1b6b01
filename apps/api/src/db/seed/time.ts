/** Valley-time helpers for the seed: local dates and times in America/Los_Angeles, stored as UTC. */
import { required } from '../../lib/required.ts';

export const VALLEY_TIME_ZONE = 'America/Los_Angeles';

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: VALLEY_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function parts(instant: Date): WallClock {
  const out: Partial<Record<string, number>> = {};
  for (const p of formatter.formatToParts(instant)) if (p.type !== 'literal') out[p.type] = Number(p.value);
  const part = (name: keyof WallClock) => required(out[name], `the ${name} of ${instant.toISOString()}`);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
}

/** The valley's calendar date of an instant. */
export function localDateOf(instant: Date): Date {
  const p = parts(instant);
  return new Date(Date.UTC(p.year, p.month - 1, p.day));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** The instant of a valley wall-clock time on a calendar date (UTC midnight Date) and 'HH:MM[:SS]'. */
export function valleyTimeToUtc(date: Date, time: string): Date {
  const [h, m, s] = time.split(':').map(Number);
  const wall = Date.UTC(
    date.getUTCFullYear(),
    date.getUTCMonth(),
    date.getUTCDate(),
    required(h, `the hour of ${time}`),
    required(m, `the minutes of ${time}`),
    s ?? 0,
  );
  // Two passes settle the offset even next to a daylight-saving change.
  let guess = wall + 8 * 3_600_000;
  for (let i = 0; i < 2; i++) {
    const p = parts(new Date(guess));
    const seen = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
    guess += wall - seen;
  }
  return new Date(guess);
}

/** 'YYYY-MM-DD' of a calendar date (UTC midnight Date). */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The text form of a tstzrange [start, end). */
export function tstzrangeText(start: Date, end: Date): string {
  const f = (d: Date) => `${d.toISOString().slice(0, 19).replace('T', ' ')}+00`;
  return `[${f(start)},${f(end)})`;
}
