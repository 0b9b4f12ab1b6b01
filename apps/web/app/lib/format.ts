/**
 * How every screen writes a date or a moment: the contract's one form, in the valley's time zone whatever the
 * device's ('Tue, Dec 8, 2026' and 'Tue, Dec 8, 2026, 9:00 AM'), as the e-mails and the PDF write them.
 */
import { formatDate, formatDateTime } from '@upkeep/contract';

/** 'Tue, Nov 24, 2026, 3:05 PM': when something happened. */
export const formatMoment = (iso: string): string => formatDateTime(iso);

/** 'Tue, Nov 24, 2026': the valley's day of an instant. */
export const formatValleyDay = (iso: string): string => formatDate(iso);

/** '1 message', '2 messages', '0 entries': a count with its word in the right number. */
export function countOf(count: number, one: string, many = `${one}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
