import { describe, expect, it } from 'vitest';
import { buildSlots } from './calendar.ts';

const entries = [
  { id: 1, startTime: '08:00:00' },
  { id: 2, startTime: '10:00:00' },
  { id: 3, startTime: '13:30:00' },
];

describe('slots', () => {
  it('starts at the calendar’s wall-clock times on the first Sunday of November', () => {
    // Clocks fall back at 2:00 on 2026-11-01: from then on the valley is UTC-8.
    const slots = buildSlots(entries, '2026-11-01', 90, [], new Date('2026-10-01T00:00:00Z'));
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-11-01T16:00:00.000Z',
      '2026-11-01T18:00:00.000Z',
      '2026-11-01T21:30:00.000Z',
    ]);
    // The day before is still summer time (UTC-7).
    expect(buildSlots(entries, '2026-10-31', 90, [], new Date('2026-10-01T00:00:00Z'))[0]?.startsAt.toISOString()).toBe(
      '2026-10-31T15:00:00.000Z',
    );
  });

  it('starts at the calendar’s wall-clock times on the second Sunday of March', () => {
    // Clocks spring forward at 2:00 on 2027-03-14: from then on the valley is UTC-7.
    const slots = buildSlots(entries, '2027-03-14', 60, [], new Date('2027-03-01T00:00:00Z'));
    expect(slots[0]?.startsAt.toISOString()).toBe('2027-03-14T15:00:00.000Z');
    expect(buildSlots(entries, '2027-03-13', 60, [], new Date('2027-03-01T00:00:00Z'))[0]?.startsAt.toISOString()).toBe(
      '2027-03-13T16:00:00.000Z',
    );
  });

  it('marks past starts and starts that would overlap busy time unavailable', () => {
    const day = '2026-06-17';
    const busy = [{ start: Date.parse('2026-06-17T18:30:00Z'), end: Date.parse('2026-06-17T19:30:00Z') }]; // 11:30-12:30
    const now = new Date('2026-06-17T15:30:00Z'); // 8:30 in the valley
    const slots = buildSlots(entries, day, 120, busy, now);
    // 8:00 has passed; 10:00-12:00 runs into 11:30; 13:30 is clear.
    expect(slots.map((s) => s.isAvailable)).toEqual([false, false, true]);
    // A shorter job at 10:00 ends before 11:30.
    expect(buildSlots(entries, day, 90, busy, now)[1]?.isAvailable).toBe(true);
  });
});
