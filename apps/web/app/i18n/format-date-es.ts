/**
 * The Spanish date words (issue 49): loaded with the Spanish catalogues (i18n/catalogue-loader.ts), so that an English page's
 * code carries none of the contract's Spanish date forms.
 */
import { formatDateEs, formatDateTimeEs, formatValleyClockEs, formatVisitEs } from '@upkeep/contract';
import type { DateWords } from './format-date';

export const SPANISH: DateWords = {
  date: formatDateEs,
  dateTime: formatDateTimeEs,
  clock: formatValleyClockEs,
  visit: formatVisitEs,
  slot: (label) =>
    label.replace(
      /\b(\d{1,2}:\d{2}) ?([AP])M\b/g,
      (_, time: string, half: string) => `${time} ${half.toLowerCase()}. m.`,
    ),
};
