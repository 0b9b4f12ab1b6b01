/**
 * A plan's rule (issue 31) in RFC 5545: `DTSTART;TZID=America/Los_Angeles:20261201T090000` and
 * `RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU`. Its occurrences are valley dates; each visit's instant is that date at
 * the valley time (valleyInstant), so 9:00 AM stays 9:00 AM across daylight saving changes.
 */
import { addDays, dayOfWeek } from './dates.ts';
import { VALLEY_TIME_ZONE } from './valley.ts';

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

export interface WeeklyRule {
  /** The first occurrence, YYYY-MM-DD (valley). */
  firstDate: string;
  /** HH:MM (valley). */
  time: string;
  intervalWeeks: number;
}

/** The rule as RFC 5545 writes it (two lines). */
export function weeklyRuleText(rule: WeeklyRule): string {
  const start = `${rule.firstDate.replaceAll('-', '')}T${rule.time.replace(':', '')}00`;
  const day = BYDAY[dayOfWeek(rule.firstDate)];
  return `DTSTART;TZID=${VALLEY_TIME_ZONE}:${start}\nRRULE:FREQ=WEEKLY;INTERVAL=${rule.intervalWeeks};BYDAY=${day}`;
}

/** The rule read back from its text (the form weeklyRuleText writes), or null. */
export function parseWeeklyRule(text: string): WeeklyRule | null {
  const start = /DTSTART;TZID=[^:]+:(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})\d{2}/.exec(text);
  const interval = /RRULE:FREQ=WEEKLY;INTERVAL=(\d+)/.exec(text);
  if (!start || !interval) return null;
  const [, y, m, d, hh, mm] = start;
  return { firstDate: `${y}-${m}-${d}`, time: `${hh}:${mm}`, intervalWeeks: Number(interval[1]) };
}

/** The rule's occurrences from `from` to `to` (valley dates, inclusive), in order. */
export function occurrencesBetween(rule: WeeklyRule, from: string, to: string): string[] {
  const step = 7 * rule.intervalWeeks;
  const out: string[] = [];
  // The first occurrence on or after `from`.
  let date = rule.firstDate;
  if (date < from) {
    const behind = Math.floor((Date.parse(from) - Date.parse(date)) / 86_400_000);
    date = addDays(date, Math.floor(behind / step) * step);
    while (date < from) date = addDays(date, step);
  }
  for (; date <= to; date = addDays(date, step)) out.push(date);
  return out;
}
