/**
 * The date picker ui/date-picker-field.tsx loads: Mantine's DatePickerInput, which on arrival takes the focus from
 * the stand-in it replaces and opens when the visitor's click brought it.
 */
import 'dayjs/locale/es-us';
import { DatePickerInput, type DatePickerInputProps } from '@mantine/dates';
import { formatDateEs, PICKER_DATE_FORMAT } from '@upkeep/contract';
import { useEffect, useRef } from 'react';
import { useLingui } from '../i18n/runtime';
import type { DatePickerFieldProps } from './date-picker-field';

/**
 * A Spanish page's calendar (issue 49): dayjs's US Spanish for its months and weekdays (the week still starts on
 * Sunday, as in English), the chosen day as the contract writes it in Spanish ('dom, 29 nov 2026'), as the stand-in does.
 */
const SPANISH: Partial<DatePickerInputProps<'default'>> = {
  locale: 'es-us',
  valueFormatter: ({ date }) => (typeof date === 'string' && date ? formatDateEs(date.slice(0, 10)) : ''),
};

export function DatePickerOnArrival({
  focusOnMount,
  openOnMount,
  ...props
}: DatePickerFieldProps & { focusOnMount: boolean; openOnMount: boolean }) {
  const field = useRef<HTMLButtonElement>(null);
  const spanish = useLingui().i18n.locale === 'es';
  // Once, as it replaces the stand-in.
  const arrival = useRef({ focusOnMount, openOnMount });
  useEffect(() => {
    const { focusOnMount, openOnMount } = arrival.current;
    if (focusOnMount) field.current?.focus();
    if (openOnMount) field.current?.click();
  }, []);
  // Spec 000's format unless told otherwise, as the stand-in shows it.
  return <DatePickerInput ref={field} valueFormat={PICKER_DATE_FORMAT} {...(spanish ? SPANISH : {})} {...props} />;
}
