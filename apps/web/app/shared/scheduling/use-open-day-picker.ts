/**
 * Marks the days without a free slot in a date picker and finds the first day with one, from
 * POST /customer/company-calendar/days: one span from the day the screen opened on (to find the first free
 * day), and the month the calendar shows when the customer pages beyond that span.
 */
import { addDays, OPEN_DAYS_MAX_SPAN } from '@upkeep/contract';
import { useMonthCrossingPicker } from '../../ui/use-month-crossing-keys';
import { type OpenDaysQuery, useOpenDays } from './api/get-open-days';

export interface OpenDayPickerOptions {
  companyServiceId: number;
  /** 'hh:mm:ss'. */
  duration: string;
  /** The picker's value (YYYY-MM-DD). */
  value: string;
  /** The day the screen opened on: the search for the first free day starts there. */
  start: string;
  /** The picker's first and last choosable days. */
  minDate: string;
  maxDate: string;
}

export interface OpenDayPicker {
  /**
   * The first day from `start` with a free slot; null when none in the span or the server could not say
   * (the screen then stays on its day); undefined while asking.
   */
  firstOpenDay: string | null | undefined;
  /** Props for Mantine's DatePickerInput: the month it shows is controlled, and the arrows cross its edges. */
  pickerProps: {
    date: string;
    excludeDate: (date: string) => boolean;
    onDateChange: (date: string) => void;
    onClick: () => void;
    getDayProps: ReturnType<typeof useMonthCrossingPicker>['getDayProps'];
  };
}

const lastDayOfMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
const minOf = (a: string, b: string) => (a < b ? a : b);
const maxOf = (a: string, b: string) => (a > b ? a : b);

export function useOpenDayPicker(options: OpenDayPickerOptions): OpenDayPicker {
  const { companyServiceId, duration, value, start, minDate, maxDate } = options;
  // The month the calendar shows: it opens on the value's month, then follows the customer's paging and arrows
  // (which skip the days without a free slot, as the calendar marks them: `excludeDate` below, read at a key press).
  const picker = useMonthCrossingPicker({ value, minDate, maxDate, isExcluded: (day) => excludeDate(day) });
  const shownMonth = picker.date.slice(0, 7);

  const first: OpenDaysQuery = {
    companyServiceId,
    duration,
    from: start,
    to: minOf(addDays(start, OPEN_DAYS_MAX_SPAN - 1), maxDate),
  };
  const monthFrom = maxOf(`${shownMonth}-01`, minDate);
  const monthTo = minOf(lastDayOfMonth(shownMonth), maxDate);
  const monthInsideFirst = monthFrom >= first.from && monthTo <= first.to;
  const month: OpenDaysQuery | null =
    monthFrom <= monthTo && !monthInsideFirst ? { companyServiceId, duration, from: monthFrom, to: monthTo } : null;

  const firstDays = useOpenDays(first);
  const monthDays = useOpenDays(month);

  const known: { from: string; to: string; open: string[] }[] = [];
  if (firstDays.data) known.push({ from: first.from, to: first.to, open: firstDays.data });
  if (month && monthDays.data) known.push({ from: month.from, to: month.to, open: monthDays.data });

  let firstOpenDay: string | null | undefined;
  if (firstDays.isError) firstOpenDay = null;
  else if (firstDays.data) firstOpenDay = firstDays.data.find((d) => d >= start) ?? null;

  // A day is marked only when the server said it has no free slot; a day not asked about yet stays open.
  const excludeDate = (date: string) => {
    const day = date.slice(0, 10);
    const span = known.find((s) => s.from <= day && day <= s.to);
    return span !== undefined && !span.open.includes(day);
  };
  return { firstOpenDay, pickerProps: { ...picker, excludeDate } };
}
