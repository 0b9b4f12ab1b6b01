/**
 * Dates as the page's language writes them (issue 49, decision 0038): the contract's English forms on an English
 * page ('Tue, Dec 8, 2026'), its Spanish ones on a Spanish page ('mar, 8 dic 2026'), the same on every machine.
 */
import { formatDate, formatDateEs } from '@upkeep/contract';
import { usePageLocale } from './locale';

/** A valley date (or an instant's valley date) in the page's language. */
export function useFormatDate(): (value: Date | string) => string {
  return usePageLocale() === 'es' ? formatDateEs : formatDate;
}
