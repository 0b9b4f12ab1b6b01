/**
 * The arrow keys of a Mantine month grid, across the month's edges. Mantine moves the focus within the month
 * shown and stops at its first and last day, so a keyboard user could not reach the 1st of next month with
 * ArrowRight (the WAI-ARIA date picker dialog pattern moves on into the next month). This hook takes over
 * exactly where Mantine stops: when the next day in the arrow's direction that can be chosen lies in another
 * month, it shows that month and focuses that day. The calendar's month must be controlled (`date`).
 */
import { addDays, valleyToday } from '@upkeep/contract';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

const STEPS: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 7, ArrowUp: -7 };

export interface MonthCrossingOptions {
  /** The month the calendar shows, YYYY-MM, and how to show another. */
  shownMonth: string;
  showMonth: (month: string) => void;
  /** The first and last choosable days, YYYY-MM-DD. */
  minDate: string;
  maxDate: string;
  /** A day the calendar shows disabled. */
  isExcluded: (day: string) => boolean;
}

/** Mantine's `getDayProps`: each day button carries its date and answers the arrows at the month's edges. */
export function useMonthCrossingKeys(options: MonthCrossingOptions) {
  const { shownMonth, showMonth, minDate, maxDate, isExcluded } = options;
  const pendingFocus = useRef<string | null>(null);

  useEffect(() => {
    const day = pendingFocus.current;
    if (!day || day.slice(0, 7) !== shownMonth) return;
    pendingFocus.current = null;
    document.querySelector<HTMLButtonElement>(`button[data-day="${day}"]:not([data-outside])`)?.focus();
  }, [shownMonth]);

  return (date: string) => ({
    'data-day': date.slice(0, 10),
    onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
      const step = STEPS[event.key];
      if (step === undefined) return;
      let next = addDays(date.slice(0, 10), step);
      while (next >= minDate && next <= maxDate && isExcluded(next)) next = addDays(next, step);
      if (next < minDate || next > maxDate || next.slice(0, 7) === shownMonth) return;
      pendingFocus.current = next;
      showMonth(next.slice(0, 7));
    },
  });
}

const monthOf = (date: string) => date.slice(0, 7);

/**
 * Mantine DatePickerInput's props for a picker that shows its month itself: opened on the value's month (else the
 * first choosable one), paged by its arrows, and crossed by the keyboard's arrows as above.
 */
export function useMonthCrossingPicker(options: {
  value: string | null;
  minDate?: string;
  maxDate?: string;
  isExcluded?: (day: string) => boolean;
}) {
  const { value, minDate = '1900-01-01', maxDate = '2999-12-31', isExcluded = () => false } = options;
  const opening = () => monthOf(value ?? (options.minDate ? minDate : valleyToday()));
  const [shownMonth, setShownMonth] = useState(opening);
  const getDayProps = useMonthCrossingKeys({ shownMonth, showMonth: setShownMonth, minDate, maxDate, isExcluded });
  return {
    date: `${shownMonth}-01`,
    onDateChange: (date: string) => setShownMonth(monthOf(date)),
    onClick: () => setShownMonth(opening()),
    getDayProps,
  };
}
