/**
 * The date picker ui/date-picker-field.tsx loads: Mantine's DatePickerInput, which on arrival takes the focus from
 * the stand-in it replaces and opens when the visitor's click brought it.
 */
import { DatePickerInput } from '@mantine/dates';
import { PICKER_DATE_FORMAT } from '@upkeep/contract';
import { useEffect, useRef } from 'react';
import { useLingui } from '../i18n/runtime';
import type { DatePickerFieldProps } from './date-picker-field';
import { pickerLocale } from './picker-locale';

export function DatePickerOnArrival({
  focusOnMount,
  openOnMount,
  ...props
}: DatePickerFieldProps & { focusOnMount: boolean; openOnMount: boolean }) {
  const field = useRef<HTMLButtonElement>(null);
  const { locale } = useLingui().i18n;
  // Once, as it replaces the stand-in.
  const arrival = useRef({ focusOnMount, openOnMount });
  useEffect(() => {
    const { focusOnMount, openOnMount } = arrival.current;
    if (focusOnMount) field.current?.focus();
    if (openOnMount) field.current?.click();
  }, []);
  // Spec 000's format unless told otherwise, as the stand-in shows it.
  return <DatePickerInput ref={field} valueFormat={PICKER_DATE_FORMAT} {...pickerLocale(locale)} {...props} />;
}
