import { describe, expect, it } from 'vitest';
import {
  dateProblem,
  durationToMinutes,
  formatPickerDate,
  isIsoDate,
  minutesToDuration,
  valleyToday,
} from './dates.ts';

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
