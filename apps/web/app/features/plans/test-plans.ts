/**
 * A customer's weekly pool plan for the plan screens' tests, shaped by the contract (a drift fails to compile
 * here), and the moment the tests run at: Monday, Nov 2, 2026, 10:00 AM in the valley (after daylight saving).
 */
import type { Plan, PlanVisit } from '@upkeep/contract';

export const TOKEN = 'customer-token';
export const NOW = new Date('2026-11-02T18:00:00.000Z');

export function visit(extra: Partial<PlanVisit> = {}): PlanVisit {
  return {
    date: '2026-11-04',
    ticketId: 42,
    scheduledAt: '2026-11-04T17:00:00.000Z',
    state: 'upcoming',
    chargeAt: '2026-11-03T17:00:00.000Z',
    amount: 76.5,
    chargeError: null,
    ...extra,
  };
}

/** Charged on Oct 28 (9:00 AM, daylight time), Nov 4 ahead, Nov 11 without a free time, Nov 18 ahead. */
export const VISITS: PlanVisit[] = [
  visit({
    date: '2026-10-28',
    ticketId: 41,
    scheduledAt: '2026-10-28T16:00:00.000Z',
    state: 'charged',
    chargeAt: '2026-10-27T16:00:00.000Z',
  }),
  visit(),
  visit({ date: '2026-11-11', ticketId: null, scheduledAt: null, state: 'unplaced', chargeAt: null }),
  visit({
    date: '2026-11-18',
    ticketId: 44,
    scheduledAt: '2026-11-18T17:00:00.000Z',
    chargeAt: '2026-11-17T17:00:00.000Z',
  }),
];

export function plan(extra: Partial<Plan> = {}): Plan {
  return {
    id: 5,
    status: 'active',
    companyName: 'Blue Mesa Pool Service',
    serviceName: 'Pool Service',
    customerName: 'Dana Reyes',
    intervalWeeks: 1,
    frequency: 'Every week',
    rule: 'DTSTART;TZID=America/Los_Angeles:20261028T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=WE',
    schedule: 'Wednesdays at 9:00 AM',
    pricePerVisit: 76.5,
    discountPercent: 10,
    card: { brand: 'Visa', last4: '4242' },
    priceChange: null,
    moveRequest: null,
    visits: VISITS,
    createdAt: '2026-10-20T17:00:00.000Z',
    ...extra,
  };
}
