/**
 * Dates and times in the language of the words around them (issue 49, decision 0038): the contract's English
 * formatters on an English screen, its Spanish ones ('mar, 8 dic 2026', '9:00 a. m.') on a Spanish screen. Money
 * reads the same in both ('$1,250.00').
 */
import { formatDate, formatDateTime, formatValleyClock, formatVisit } from '@upkeep/contract';
import { loadedDateWords } from './loaded-date-words';
import { useLingui } from './runtime';

export interface DateWords {
  /** 'Tue, Dec 8, 2026' / 'mar, 8 dic 2026'. */
  date: (value: Date | string) => string;
  /** 'Tue, Dec 8, 2026, 9:00 AM' / 'mar, 8 dic 2026, 9:00 a. m.'. */
  dateTime: (value: Date | string) => string;
  /** '9:00 AM' / '9:00 a. m.' in the valley. */
  clock: (instant: Date) => string;
  /** A visit, start to end. */
  visit: (start: Date, durationMinutes: number) => string;
  /** A slot's label as the server writes it ('7:00 AM - 9:30 AM'), in the language: '7:00 a. m. - 9:30 a. m.'. */
  slot: (label: string) => string;
}

const ENGLISH: DateWords = {
  date: formatDate,
  dateTime: formatDateTime,
  clock: formatValleyClock,
  visit: formatVisit,
  slot: (label) => label,
};

/** The date words of a language: another language's once its catalogue has loaded (i18n/catalogs.ts), else English. */
export const dateWordsOf = (locale: string): DateWords => loadedDateWords[locale] ?? ENGLISH;

/** The date words of the active language (the page's: entry.client activates it from the path). */
export function useFormatDate(): DateWords {
  return dateWordsOf(useLingui().i18n.locale);
}
