/** A date field on 2026-12-07 that keeps what is picked, December and January open: the date picker's tests' field. */
import { MantineProvider } from '@mantine/core';
import { useState } from 'react';
import { theme } from '../app/theme';
import { DatePickerField } from '../app/ui/date-picker-field';

export function DateField() {
  const [value, setValue] = useState('2026-12-07');
  return (
    <MantineProvider theme={theme}>
      <DatePickerField
        label="Date"
        value={value}
        onChange={(v) => v && setValue(v)}
        minDate="2026-12-01"
        maxDate="2027-01-31"
      />
    </MantineProvider>
  );
}
