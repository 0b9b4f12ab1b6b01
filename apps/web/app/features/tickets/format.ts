/**
 * How tickets show dates: one form on every screen, e-mail and PDF (issue 26 replaced spec 000's 'MMM DD, YY'
 * and 'MMM. DD. YYYY', which sat side by side), always in the valley's time zone, whatever the browser's.
 */
import { durationToMinutes, formatDate, formatDateTime, formatVisit } from '@upkeep/contract';
import { useFormatDate } from '../../i18n/format-date';

/** 'Tue, Nov 24, 2026': a ticket's date in the list (the one date form of every screen). */
export const formatListDate = (iso: string): string => formatDate(iso);

/** 'Tue, Nov 24, 2026, 9:05 AM': a history entry's moment. */
export const formatHistoryDate = (iso: string): string => formatDateTime(iso);

/** 'Tue, Nov 24, 2026, 8:00 AM - 10:30 AM': the visit, start to end. */
export function formatTicketVisit(iso: string, duration: string): string {
  return formatVisit(new Date(iso), durationToMinutes(duration) ?? 0);
}

/**
 * The ticket's dates in the screen's language (issue 49): 'Tue, Nov 24, 2026, 9:05 AM' or 'mar, 24 nov 2026, 9:05
 * a. m.' for a moment, the visit start to end, a day.
 */
export function useTicketDates() {
  const dates = useFormatDate();
  return {
    moment: dates.dateTime,
    day: dates.date,
    visit: (iso: string, duration: string) => dates.visit(new Date(iso), durationToMinutes(duration) ?? 0),
  };
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
