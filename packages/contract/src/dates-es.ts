/**
 * Dates in Spanish (issue 49), a module of their own so that an English page's code does not carry them (a bundle
 * takes a module whole: issue 48's byte budgets).
 */
import { dayOfWeek, valleyDateOf, valleyParts } from './dates.ts';

/**
 * Spanish (issue 49), written by hand like the English above: the same words on every machine whatever its ICU
 * data (Node writes '8 de dic de 2026, 9:00 a.m.', browsers differ), so a Spanish e-mail, screen and PDF agree.
 */
const ES_WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'] as const;
const ES_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'] as const;

/** 'mar, 8 dic 2026': a valley date in Spanish (an instant's valley day, or a YYYY-MM-DD date as it is). */
export function formatDateEs(value: Date | string): string {
  const date = valleyDateOf(value);
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `${ES_WEEKDAYS[dayOfWeek(date)]}, ${d} ${ES_MONTHS[m - 1]} ${y}`;
}

/** '9:00 a. m.' in the valley: the 12-hour clock as the US's Spanish writes it. */
export function formatValleyClockEs(instant: Date): string {
  const { hour, minute } = valleyParts(instant);
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
