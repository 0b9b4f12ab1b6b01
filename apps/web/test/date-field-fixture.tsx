/** A date field on 2026-12-07 that keeps what is picked, December and January open: the date picker's tests' field. */
import { useState } from 'react';
import { DatePickerField } from '../app/ui/date-picker-field';
import { AppProviders } from './app-providers';

export function DateField() {
  const [value, setValue] = useState('2026-12-07');
  return (
    <AppProviders>
      <DatePickerField
        label="Date"
        value={value}
        onChange={(v) => v && setValue(v)}
        minDate="2026-12-01"
        maxDate="2027-01-31"
      />
    </AppProviders>
  );
}
