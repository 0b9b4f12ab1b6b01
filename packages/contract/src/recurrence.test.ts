import { describe, expect, it } from 'vitest';
import { valleyInstant } from './dates.ts';
import { occurrencesBetween, parseWeeklyRule, weeklyRuleText } from './recurrence.ts';

describe("a plan's weekly rule", () => {
  const rule = { firstDate: '2026-10-20', time: '09:00', intervalWeeks: 1 };

  it('is written in RFC 5545 with the valley time zone, and read back', () => {
    const text = weeklyRuleText(rule);
    expect(text).toBe('DTSTART;TZID=America/Los_Angeles:20261020T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU');
    expect(parseWeeklyRule(text)).toEqual(rule);
    expect(parseWeeklyRule('RRULE:FREQ=DAILY')).toBeNull();
  });

  it('keeps the weekday and the valley time across the end of daylight saving', () => {
    const dates = occurrencesBetween(rule, '2026-10-20', '2026-11-10');
    expect(dates).toEqual(['2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10']);
    // 9:00 AM in Las Vegas is 16:00 UTC in October (PDT) and 17:00 UTC in November (PST).
    expect(dates.map((d) => valleyInstant(d, '09:00').toISOString())).toEqual([
      '2026-10-20T16:00:00.000Z',
      '2026-10-27T16:00:00.000Z',
      '2026-11-03T17:00:00.000Z',
      '2026-11-10T17:00:00.000Z',
    ]);
  });

  it('steps by its interval from its first date, whatever the window', () => {
    const every2 = { ...rule, intervalWeeks: 2 };
    expect(occurrencesBetween(every2, '2026-10-21', '2026-11-30')).toEqual(['2026-11-03', '2026-11-17']);
    expect(occurrencesBetween({ ...rule, intervalWeeks: 4 }, '2026-01-01', '2026-11-30')).toEqual([
      '2026-10-20',
      '2026-11-17',
    ]);
    expect(occurrencesBetween(rule, '2026-10-21', '2026-10-26')).toEqual([]);
  });
});
