/**
 * A calendar in the page's language (issue 49): on a Spanish page, dayjs's US Spanish for its months and weekdays (the
 * week still starts on Sunday, as in English) and the chosen day as the contract writes it in Spanish
 * ('dom, 29 nov 2026'), from the date words the Spanish catalogues load (i18n/format-date.ts), as the stand-in shows it.
 * Every date picker of the app spreads `pickerLocale(i18n.locale)`.
 */
import 'dayjs/locale/es-us';
import type { DatePickerInputProps } from '@mantine/dates';
import { dateWordsOf } from '../i18n/format-date';

const SPANISH_PICKER: Partial<DatePickerInputProps<'default'>> = {
  locale: 'es-us',
  valueFormatter: ({ date }) => (typeof date === 'string' && date ? dateWordsOf('es').date(date.slice(0, 10)) : ''),
};

/** The picker's props for the active language: none for English (Mantine's, in spec 000's format). */
export const pickerLocale = (locale: string): Partial<DatePickerInputProps<'default'>> =>
  locale === 'es' ? SPANISH_PICKER : {};
