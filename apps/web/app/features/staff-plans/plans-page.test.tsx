import { screen, within } from '@testing-library/react';
import type { Plan, PlanVisit } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { useStaffSession } from '../../session/realm-session';
import { StaffPlansPage } from './plans-page';

/** Monday, Nov 2, 2026, 10:00 AM in the valley. */
const NOW = new Date('2026-11-02T18:00:00.000Z');
const staff = { id: 1, name: 'Sky Staff', email: 'staff@upkeep.test', role: 'support' as const };

function visit(date: string, extra: Partial<PlanVisit> = {}): PlanVisit {
  return {
    date,
    ticketId: 40 + Number(date.slice(8, 10)),
    scheduledAt: `${date}T17:00:00.000Z`,
    state: 'upcoming',
    chargeAt: null,
    amount: 76.5,
    chargeError: null,
    ...extra,
  };
}

const pool: Plan = {
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
    visit('2026-10-28', { state: 'charged', scheduledAt: '2026-10-28T16:00:00.000Z' }),
    visit('2026-11-04', { state: 'skipped' }),
    visit('2026-11-11', { state: 'at_risk', chargeError: 'Your card was declined.' }),
    visit('2026-11-18'),
  ],
  createdAt: '2026-10-20T17:00:00.000Z',
};
const lawn: Plan = {
  ...pool,
  id: 6,
  status: 'paused',
  companyName: 'Red Rock Yard Works',
  serviceName: 'Landscaping',
  customerName: 'Lee Park',
  intervalWeeks: 2,
  frequency: 'Every 2 weeks',
  schedule: 'Tuesdays at 8:00 AM',
  visits: [],
};

beforeEach(() => {
  localStorage.clear();
  useStaffSession.getState().signedIn({ token: 'staff-token', user: staff });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the console's plans", () => {
  it('lists every plan: customer, company, service, frequency, status, next visit and visits at risk', async () => {
    const api = mockApi({ 'GET /staff/plans': () => envelope(200, [pool, lawn]) });
    renderScreen(<StaffPlansPage />, { path: '/staff/plans' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Plans' });
    const [, first, second] = within(table).getAllByRole('row') as HTMLElement[];
    const cells = (row: HTMLElement | undefined) =>
      within(row as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // The skipped Nov 4 is not the next visit; the one at risk on Nov 11 is.
    expect(cells(first)).toEqual([
      'Dana Reyes',
      'Blue Mesa Pool Service',
      'Pool Service',
      'Every weekWednesdays at 9:00 AM',
      'Active',
      'Wed, Nov 11, 2026, 9:00 AM',
      '1',
    ]);
    expect(cells(second)).toEqual([
      'Lee Park',
      'Red Rock Yard Works',
      'Landscaping',
      'Every 2 weeksTuesdays at 8:00 AM',
      'Paused',
      'None',
      '0',
    ]);
    expect(screen.getByText('2 plans, 1 visit at risk')).toBeInTheDocument();
    expect(api.callsTo('GET /staff/plans')[0]?.token).toBe('staff-token');
  });

  it('says a move the customer asked for and a new price told ahead, under the schedule', async () => {
    const changing: Plan = {
      ...pool,
      moveRequest: {
        date: '2026-11-06',
        time: '10:00',
        schedule: 'Fridays at 10:00 AM',
        requestedAt: NOW.toISOString(),
      },
      priceChange: { pricePerVisit: 80, from: '2026-11-16' },
    };
    mockApi({ 'GET /staff/plans': () => envelope(200, [changing]) });
    renderScreen(<StaffPlansPage />, { path: '/staff/plans' });
    const table = await screen.findByRole('table', { name: 'Plans' });
    const frequency = within(table).getAllByRole('cell')[3];
    expect(frequency).toHaveTextContent('Move asked: Fridays at 10:00 AM from Fri, Nov 6, 2026');
    expect(frequency).toHaveTextContent('New price $80.00 from Mon, Nov 16, 2026');
  });

  it('says when there are none', async () => {
    mockApi({ 'GET /staff/plans': () => envelope(200, []) });
    renderScreen(<StaffPlansPage />, { path: '/staff/plans' });
    expect(await screen.findByText('No plans yet')).toBeInTheDocument();
  });
});
