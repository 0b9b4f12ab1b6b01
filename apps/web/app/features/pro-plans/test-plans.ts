/**
 * A company's plans for the portal's plans screen's tests, shaped by the contract (a drift fails to compile here),
 * the owner signed in, and the moment the tests run at: Monday, Nov 2, 2026, 10:00 AM in the valley.
 */
import type { CompanyUser, Plan, PlanVisit } from '@upkeep/contract';
import { useCompanySession } from '../../session/realm-session';

export const PRO_TOKEN = 'pro-token';
export const NOW = new Date('2026-11-02T18:00:00.000Z');

const OWNER: CompanyUser = {
  id: 3,
  name: 'Rosa',
  email: 'pro@upkeep.test',
  role: 'owner',
  crewId: null,
  companyId: 9,
  companyName: 'Blue Mesa Pool Service',
  companyState: 'live',
  locale: 'en',
  hasSecondFactor: false,
};

export function signInOwner() {
  useCompanySession.getState().signedIn({ token: PRO_TOKEN, user: OWNER });
}

/** A visit at 9:00 AM in the valley (standard time) on `date`, charged the day before. */
export function visit(date: string, extra: Partial<PlanVisit> = {}): PlanVisit {
  const day = Number(date.slice(8, 10));
  const before = `${date.slice(0, 8)}${String(day - 1).padStart(2, '0')}`;
  return {
    date,
    ticketId: 40 + day,
    scheduledAt: `${date}T17:00:00.000Z`,
    state: 'upcoming',
    chargeAt: `${before}T17:00:00.000Z`,
    amount: 76.5,
    chargeError: null,
    ...extra,
  };
}

/** Weekly pool care, active: Oct 28 charged, Nov 11 skipped, Nov 25 at risk, Dec 2 beyond the 4 weeks. */
export const POOL_PLAN: Plan = {
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
  visits: [
    { ...visit('2026-10-28', { state: 'charged' }), scheduledAt: '2026-10-28T16:00:00.000Z' },
    visit('2026-11-04'),
    visit('2026-11-11', { state: 'skipped' }),
    visit('2026-11-18'),
    visit('2026-11-25', { state: 'at_risk', chargeError: 'Your card was declined.' }),
    { ...visit('2026-12-02'), chargeAt: '2026-12-01T17:00:00.000Z' },
  ],
  createdAt: '2026-10-20T17:00:00.000Z',
};

/** Pest control every 2 weeks, waiting for the company: Nov 20 had no free time. */
export const PEST_PLAN: Plan = {
  ...POOL_PLAN,
  id: 7,
  status: 'pending',
  serviceName: 'Pest Control',
  customerName: 'Lee Park',
  intervalWeeks: 2,
  frequency: 'Every 2 weeks',
  rule: 'DTSTART;TZID=America/Los_Angeles:20261106T130000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=FR',
  schedule: 'Fridays at 1:00 PM',
  pricePerVisit: 120,
  discountPercent: 0,
  card: { brand: 'Mastercard', last4: '4444' },
  priceChange: null,
  moveRequest: null,
  visits: [
    { ...visit('2026-11-06', { amount: 120 }), scheduledAt: '2026-11-06T21:00:00.000Z' },
    visit('2026-11-20', { ticketId: null, scheduledAt: null, chargeAt: null, state: 'unplaced', amount: 120 }),
  ],
  createdAt: '2026-11-01T17:00:00.000Z',
};

export const SERVICES = [
  { serviceId: 1, name: 'Plumbing', offered: true },
  { serviceId: 4, name: 'Landscaping', offered: true },
  { serviceId: 5, name: 'Pool Service', offered: true },
  { serviceId: 8, name: 'Pest Control', offered: false },
];
