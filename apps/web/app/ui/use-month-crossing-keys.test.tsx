import { DatePicker } from '@mantine/dates';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/render';
import { useMonthCrossingKeys, useMonthCrossingPicker } from './use-month-crossing-keys';

/** A month grid as the booking screen's: its month controlled, 30 November 2026 to 31 January 2027 choosable. */
function Calendar({ closed = [] }: { closed?: string[] }) {
  const [month, setMonth] = useState('2026-11');
  const isExcluded = (day: string) => closed.includes(day.slice(0, 10));
  const getDayProps = useMonthCrossingKeys({
    shownMonth: month,
    showMonth: setMonth,
    minDate: '2026-11-20',
    maxDate: '2027-01-31',
    isExcluded,
  });
  return (
    <DatePicker
      date={`${month}-01`}
      onDateChange={(date) => setMonth(date.slice(0, 7))}
      minDate="2026-11-20"
      maxDate="2027-01-31"
      excludeDate={isExcluded}
      getDayProps={getDayProps}
    />
  );
}

const day = (label: string) => screen.getByRole('button', { name: label });
const focused = () => document.activeElement?.getAttribute('aria-label');

describe('the arrows across a month grid', () => {
  it("ArrowRight on the month's last day shows the next month and focuses its 1st; ArrowLeft comes back", async () => {
    renderScreen(<Calendar />, { path: '/' });
    day('30 November 2026').focus();
    fireEvent.keyDown(day('30 November 2026'), { key: 'ArrowRight' });
    await waitFor(() => expect(focused()).toBe('1 December 2026'));
    expect(screen.getByText('December 2026')).toBeInTheDocument();
    fireEvent.keyDown(day('1 December 2026'), { key: 'ArrowLeft' });
    await waitFor(() => expect(focused()).toBe('30 November 2026'));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });

  it('ArrowDown in the last week goes a week on into the next month, past the days that cannot be chosen', async () => {
    renderScreen(<Calendar closed={['2026-12-03', '2026-12-10']} />, { path: '/' });
    fireEvent.keyDown(day('26 November 2026'), { key: 'ArrowDown' });
    await waitFor(() => expect(focused()).toBe('17 December 2026'));
  });

  it('stops at the last day that can be chosen, and leaves moves within the month to Mantine', async () => {
    renderScreen(<Calendar />, { path: '/' });
    fireEvent.keyDown(day('20 November 2026'), { key: 'ArrowLeft' });
    fireEvent.keyDown(day('20 November 2026'), { key: 'ArrowUp' });
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    fireEvent.keyDown(day('24 November 2026'), { key: 'ArrowRight' });
    await waitFor(() => expect(focused()).toBe('25 November 2026'));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });
});

/** A picker that shows its month itself (the questionnaire's preferred date, a plan's move). */
function OwnMonthCalendar({ value }: { value: string | null }) {
  const { onClick: _opened, ...picker } = useMonthCrossingPicker({
    value,
    minDate: '2026-11-20',
    maxDate: '2027-01-31',
  });
  return <DatePicker minDate="2026-11-20" maxDate="2027-01-31" value={value} {...picker} />;
}

describe('a picker that shows its month itself', () => {
  it("opens on the first choosable month without a value, on the value's month with one, and its arrows cross", async () => {
    const first = renderScreen(<OwnMonthCalendar value={null} />, { path: '/' });
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    fireEvent.keyDown(day('30 November 2026'), { key: 'ArrowRight' });
    await waitFor(() => expect(focused()).toBe('1 December 2026'));
    first.unmount();
    renderScreen(<OwnMonthCalendar value="2027-01-12" />, { path: '/' });
    expect(screen.getByText('January 2027')).toBeInTheDocument();
  });
});

/** A filter's picker: no limits, no value (the customer's ticket filter). */
function OpenCalendar() {
  const { onClick: _opened, ...picker } = useMonthCrossingPicker({ value: null });
  return <DatePicker value={null} {...picker} />;
}

describe('a picker without a value or limits', () => {
  afterEach(() => vi.useRealTimers());

  it("opens on the valley's month, not UTC's: 30 November at 11:30 PM in Las Vegas is already December in UTC", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T07:30:00Z'));
    renderScreen(<OpenCalendar />, { path: '/' });
    expect(screen.getByText('November 2026')).toBeInTheDocument();
  });
});
