import { useEffect, useState } from 'react';
import { useSlots } from './api/get-slots';
import { useOpenDayPicker } from './use-open-day-picker';

export interface DaySlotsQuery {
  companyServiceId: number;
  duration: string;
  /** The chosen day, YYYY-MM-DD. */
  date: string;
  /** Where the search for an open day starts. */
  start: string;
  minDate: string;
  maxDate: string;
  /** The first day from `start` with a free slot, once known, when it is not `date`. */
  onFirstOpenDay: (day: string) => void;
}

/**
 * The open days and the chosen day's slots of the date-and-slot picker. The screen opens on the first day
 * with a free slot from `start`; the times are asked for once that day is known. A date the customer picks
 * is theirs.
 */
export function useDaySlots({
  companyServiceId,
  duration,
  date,
  start,
  minDate,
  maxDate,
  onFirstOpenDay,
}: DaySlotsQuery) {
  const openDays = useOpenDayPicker({ companyServiceId, duration, value: date, start, minDate, maxDate });
  const [dayChosen, setDayChosen] = useState(false);
  const { firstOpenDay } = openDays;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first open day is applied once; the callback's identity does not matter.
  useEffect(() => {
    if (dayChosen || firstOpenDay === undefined) return;
    setDayChosen(true);
    if (firstOpenDay && firstOpenDay !== date) onFirstOpenDay(firstOpenDay);
  }, [dayChosen, firstOpenDay, date]);
  const slots = useSlots({ companyServiceId, date, duration }, { enabled: dayChosen });
  /** The customer picked a day: it is theirs, the first open day no longer moves it. */
  const dayPicked = () => setDayChosen(true);
  /** What the DateAndSlotPicker shows of it. */
  const picker = {
    date,
    minDate,
    maxDate,
    pickerProps: openDays.pickerProps,
    refreshing: slots.isFetching && !slots.isPending,
  };
  return { picker, slots, dayPicked };
}
