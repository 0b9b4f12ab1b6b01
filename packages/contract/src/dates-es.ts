/**
 * Spanish moments (issue 49), written by hand like the English ones of dates.ts: the same words on every machine
 * whatever its ICU data (Node writes '8 de dic de 2026, 9:00 a.m.', browsers differ), so a Spanish e-mail, screen and
 * PDF agree. A module of its own: the web's chunk of dates.ts, which most screens load, does not carry them.
 */
import { dayOfWeek, valleyDateTime } from './dates.ts';

const ES_WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;
const ES_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] as const;

/** The valley date (YYYY-MM-DD) of an instant, or the date itself when given one. */
function valleyDateOf(value: Date | string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return valleyDateTime(typeof value === 'string' ? new Date(value) : value).date;
}

/** 'mar, 8 dic 2026': a valley date in Spanish (an instant's valley day, or a YYYY-MM-DD date as it is). */
export function formatDateEs(value: Date | string): string {
  const date = valleyDateOf(value);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${ES_WEEKDAYS[dayOfWeek(date)]}, ${d} ${ES_MONTHS[m - 1]} ${y}`;
}

/** '9:00 a. m.' in the valley: the 12-hour clock as the US's Spanish writes it. */
export function formatValleyClockEs(instant: Date): string {
  const [hour, minute] = valleyDateTime(instant).time.split(':').map(Number) as [number, number];
  return `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'a. m.' : 'p. m.'}`;
}

/** 'mar, 8 dic 2026, 9:00 a. m.': a moment in Spanish, in the valley. */
export function formatDateTimeEs(value: Date | string): string {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return `${formatDateEs(instant)}, ${formatValleyClockEs(instant)}`;
}

/** 'mar, 8 dic 2026, 9:00 a. m. - 11:30 a. m.': a visit, start to end, in Spanish. */
export function formatVisitEs(start: Date, durationMinutes: number): string {
  const end = new Date(start.getTime() + durationMinutes * 60_000);
  return `${formatDateEs(start)}, ${formatValleyClockEs(start)} - ${formatValleyClockEs(end)}`;
}
