import { valleyInstant } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { businessMinutesBetween, median } from './reply-times.ts';

describe('reply times in business hours', () => {
  it('counts 8 AM to 6 PM valley time, Monday to Saturday, across days and daylight saving', () => {
    // Tuesday 5:30 PM to Wednesday 8:30 AM: 30 + 30 minutes.
    expect(businessMinutesBetween(valleyInstant('2026-11-24', '17:30'), valleyInstant('2026-11-25', '08:30'))).toBe(60);
    // Saturday 5 PM to Monday 9 AM: an hour Saturday, none Sunday, an hour Monday.
    expect(businessMinutesBetween(valleyInstant('2026-11-28', '17:00'), valleyInstant('2026-11-30', '09:00'))).toBe(
      120,
    );
    // Night only: nothing.
    expect(businessMinutesBetween(valleyInstant('2026-11-24', '20:00'), valleyInstant('2026-11-25', '07:00'))).toBe(0);
    // Across the change back to standard time (Sunday, November 1, 2026).
    expect(businessMinutesBetween(valleyInstant('2026-10-31', '17:00'), valleyInstant('2026-11-02', '08:15'))).toBe(75);
  });

  it('takes the median', () => {
    expect(median([5, 1, 300])).toBe(5);
    expect(median([10, 20, 30, 40])).toBe(25);
  });
});
