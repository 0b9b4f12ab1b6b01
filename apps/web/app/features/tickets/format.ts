/**
 * How tickets show dates and money (spec 000 section 9): 'MMM DD, YY' in lists, 'MMM. DD. YYYY' in the
 * history, always in the valley's time zone, whatever the browser's.
 */
import { durationToMinutes, formatVisit, SCORE_LABELS, VALLEY_TIME_ZONE } from '@upkeep/contract';

function valleyParts(iso: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: VALLEY_TIME_ZONE,
    month: 'short',
    day: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { month: get('month'), day: get('day'), year: get('year') };
}

/** 'Nov 24, 26': a ticket's date in the list. */
export function formatListDate(iso: string): string {
  const { month, day, year } = valleyParts(iso);
  return `${month} ${day}, ${year.slice(-2)}`;
}

/** 'Nov. 24. 2026': a history entry's date. */
export function formatHistoryDate(iso: string): string {
  const { month, day, year } = valleyParts(iso);
  return `${month}. ${day}. ${year}`;
}

/** 'Tuesday, November 24, 2026, 8:00 AM - 10:30 AM': the visit, start to end. */
export function formatTicketVisit(iso: string, duration: string): string {
  return formatVisit(new Date(iso), durationToMinutes(duration) ?? 0);
}

/** '1:30 h' for '01:30:00'; empty for no time. */
export function formatDuration(duration: string): string {
  const minutes = durationToMinutes(duration) ?? 0;
  if (minutes === 0) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

/** The word of a review score, 1 to 5 (spec 000 section 5). */
export function scoreLabel(score: number): string {
  return SCORE_LABELS[score - 1] ?? 'No score';
}
