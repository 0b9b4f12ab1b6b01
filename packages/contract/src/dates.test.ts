import { describe, expect, it } from 'vitest';
import { boundedDate } from './date-input.ts';
import {
  dateProblem,
  dayOfWeek,
  durationToMinutes,
  formatDate,
  formatDateTime,
  formatPickerDate,
  formatSlotLabel,
  formatValleyClock,
  formatVisit,
  isIsoDate,
  minutesToDuration,
  valleyDateTime,
  valleyInstant,
  valleyToday,
} from './dates.ts';

describe('date inputs', () => {
  const date = boundedDate();
  const problems = (value: unknown) => date.safeParse(value).error?.issues.map((i) => i.message) ?? [];

  it('takes a real calendar date written YYYY-MM-DD within the bounds', () => {
    expect(date.parse('2026-06-15')).toBe('2026-06-15');
    expect(date.parse('2000-01-01')).toBe('2000-01-01');
    expect(date.parse('2100-12-31')).toBe('2100-12-31');
  });

  it('refuses dates beyond the bounds, impossible dates and other types, with one message each', () => {
    expect(problems('9999-12-31')).toEqual(['must be between 2000-01-01 and 2100-12-31']);
    expect(problems('1999-12-31')).toEqual(['must be between 2000-01-01 and 2100-12-31']);
    expect(problems('0000-01-01')).toEqual(['must be a date written YYYY-MM-DD']);
    expect(problems('2026-02-30')).toEqual(['must be a date written YYYY-MM-DD']);
    expect(problems('2026-6-15')).toEqual(['must be a date written YYYY-MM-DD']);
    expect(problems('+020000-01-01')).toEqual(['must be a date written YYYY-MM-DD']);
    for (const value of [20260615, true, null, ['2026-06-15'], { date: '2026-06-15' }]) {
      expect(problems(value)).toEqual(['must be a date written YYYY-MM-DD']);
    }
    expect(boundedDate({ min: '2026-01-01' }).safeParse('2025-12-31').success).toBe(false);
  });
});

describe('the valley’s dates', () => {
  it('takes today in Las Vegas, not in UTC', () => {
    // 2026-06-16 05:30 UTC is still the evening of the 15th in Las Vegas (UTC-7 in summer).
    expect(valleyToday(new Date('2026-06-16T05:30:00Z'))).toBe('2026-06-15');
    expect(valleyToday(new Date('2026-06-16T07:30:00Z'))).toBe('2026-06-16');
    // Winter: UTC-8.
    expect(valleyToday(new Date('2026-12-01T07:59:00Z'))).toBe('2026-11-30');
  });

  it('knows real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('06/15/2026')).toBe(false);
  });

  it('refuses a date before today in the valley or more than a year ahead', () => {
    const now = new Date('2026-06-16T05:30:00Z'); // the 15th in Las Vegas
    expect(dateProblem('2026-06-15', now)).toBeNull();
    expect(dateProblem('2026-06-14', now)).toBe('must not be in the past');
    expect(dateProblem('2027-06-15', now)).toBeNull();
    expect(dateProblem('2027-06-16', now)).toContain('at most 365 days');
    expect(dateProblem('2026-6-15', now)).toContain('YYYY-MM-DD');
  });

  it('shows a date like the spec and durations as hh:mm:ss', () => {
    expect(formatPickerDate('2024-01-01')).toBe('Mon, Jan 01 2024');
    expect(formatPickerDate('2026-11-22')).toBe('Sun, Nov 22 2026');
    expect(minutesToDuration(90)).toBe('01:30:00');
    expect(minutesToDuration(1110)).toBe('18:30:00');
    expect(durationToMinutes('01:30:00')).toBe(90);
    expect(durationToMinutes('2:00')).toBe(120);
    expect(durationToMinutes('1:75')).toBeNull();
  });
});

describe('valley wall-clock times across daylight-saving changes', () => {
  it('maps 8:00 in the valley to the right instant in summer and winter', () => {
    expect(valleyInstant('2026-06-16', '08:00').toISOString()).toBe('2026-06-16T15:00:00.000Z');
    expect(valleyInstant('2026-12-16', '08:00:00').toISOString()).toBe('2026-12-16T16:00:00.000Z');
  });

  it('is right on the first Sunday of November (clocks fall back at 2:00)', () => {
    // 2026-11-01: before 2:00 PDT (UTC-7), after it PST (UTC-8).
    expect(valleyInstant('2026-11-01', '00:30').toISOString()).toBe('2026-11-01T07:30:00.000Z');
    expect(valleyInstant('2026-11-01', '08:00').toISOString()).toBe('2026-11-01T16:00:00.000Z');
    expect(valleyInstant('2026-10-31', '08:00').toISOString()).toBe('2026-10-31T15:00:00.000Z');
  });

  it('is right on the second Sunday of March (clocks spring forward at 2:00)', () => {
    // 2027-03-14: before 2:00 PST (UTC-8), after it PDT (UTC-7); 2:30 does not exist.
    expect(valleyInstant('2027-03-14', '01:30').toISOString()).toBe('2027-03-14T09:30:00.000Z');
    expect(valleyInstant('2027-03-14', '08:00').toISOString()).toBe('2027-03-14T15:00:00.000Z');
    expect(valleyInstant('2027-03-13', '08:00').toISOString()).toBe('2027-03-13T16:00:00.000Z');
    expect(valleyDateTime(valleyInstant('2027-03-14', '02:30')).time).toBe('03:30');
  });

  it('reads instants back as valley dates and labels slots on a 12-hour clock', () => {
    expect(valleyDateTime(new Date('2026-11-01T16:00:00Z'))).toEqual({ date: '2026-11-01', time: '08:00' });
    expect(dayOfWeek('2026-11-01')).toBe(0);
    expect(formatSlotLabel(valleyInstant('2026-11-01', '11:00'), 150)).toBe('11:00 AM - 1:30 PM');
    expect(formatVisit(valleyInstant('2026-06-16', '08:00'), 90)).toBe('Tue, Jun 16, 2026, 8:00 AM - 9:30 AM');
  });

  it("writes dates and moments one way, in the valley, whatever the machine's time zone", () => {
    // 2026-12-09 05:00 UTC is still December 8 in Las Vegas (9 PM).
    expect(formatDate(new Date('2026-12-09T05:00:00Z'))).toBe('Tue, Dec 8, 2026');
    expect(formatDate('2026-12-09T05:00:00.000Z')).toBe('Tue, Dec 8, 2026');
    expect(formatDate('2026-12-08')).toBe('Tue, Dec 8, 2026');
    expect(formatDateTime('2026-12-08T17:00:00.000Z')).toBe('Tue, Dec 8, 2026, 9:00 AM');
    expect(formatDateTime(new Date('2026-12-09T05:00:00Z'))).toBe('Tue, Dec 8, 2026, 9:00 PM');
    // Summer time: UTC−7.
    expect(formatDateTime(valleyInstant('2026-07-04', '00:05'))).toBe('Sat, Jul 4, 2026, 12:05 AM');
  });

  it('reads the clock as Intl does at every instant of two years, daylight-saving changes included', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'America/Los_Angeles',
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    const start = Date.UTC(2026, 0, 1);
    // Every 37 minutes (a step that lands on every minute of the hour) for two years, then around each change.
    const instants: number[] = [];
    for (let t = start; t < Date.UTC(2028, 0, 1); t += 37 * 60_000) instants.push(t);
    for (const change of ['2026-03-08T10:00:00Z', '2026-11-01T09:00:00Z', '2027-03-14T10:00:00Z']) {
      for (let s = -3600; s <= 3600; s += 7) instants.push(Date.parse(change) + s * 1000);
    }
    for (const t of instants) {
      const instant = new Date(t);
      const [date, time] = intl.format(instant).split(', ') as [string, string];
      expect(valleyDateTime(instant), instant.toISOString()).toEqual({ date, time });
      expect(formatValleyClock(instant)).toBe(
        instant.toLocaleTimeString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' }),
      );
    }
  });
});
