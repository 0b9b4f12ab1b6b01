import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { service } from '../../../test/discovery-fixtures';
import { renderScreen } from '../../../test/render';
import { aboutAMonth, monthlyRevenue } from './format';
import { PlansPage } from './plans-page';
import { NOW, PEST_PLAN, POOL_PLAN, PRO_TOKEN, SERVICES, signInOwner, visit } from './test-plans';

/** The catalogue as the server states it: its plans flag from the database. */
const CATALOGUE = [
  service(1, 'Plumbing'),
  service(4, 'Landscaping', { plansAllowed: true }),
  service(5, 'Pool Service', { plansAllowed: true }),
  service(2, 'Home Cleaning', { plansAllowed: true }),
  service(8, 'Pest Control', { plansAllowed: true }),
];

function renderPlans(handlers: Record<string, Handler> = {}) {
  const api = mockApi({
    'GET /company/plans': () => envelope(200, [POOL_PLAN, PEST_PLAN]),
    'GET /company/services': () => envelope(200, SERVICES),
    'GET /customer/services': () => envelope(200, CATALOGUE),
    'GET /company/services/5/plan-discounts': () => envelope(200, { weekly: 10, every2Weeks: 5, every4Weeks: 0 }),
    'GET /company/services/4/plan-discounts': () => envelope(200, { weekly: 0, every2Weeks: 0, every4Weeks: 0 }),
    ...handlers,
  });
  renderScreen(<PlansPage />, { path: '/pro/plans' });
  return api;
}

beforeEach(() => {
  localStorage.clear();
  signInOwner();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('revenue ahead', () => {
  it('is the price per visit times the visits of the coming month, skipped ones left out', () => {
    // Nov 2 to Dec 1: Wednesdays Nov 4, Nov 11 (skipped), Nov 18 and Nov 25 (at risk, still due): 3 × $76.50.
    expect(monthlyRevenue([POOL_PLAN], NOW)).toBe(229.5);
    expect(aboutAMonth(monthlyRevenue([POOL_PLAN], NOW))).toBe('About $230 a month');
    // Pest control every 2 weeks, Fridays from Nov 6: Nov 6 and Nov 20, 2 × $120.
    expect(aboutAMonth(monthlyRevenue([POOL_PLAN, PEST_PLAN], NOW))).toBe('About $470 a month');
    expect(monthlyRevenue([], NOW)).toBe(0);
  });

  it('is the same before the company confirms a plan and after, whatever visits are made yet (issue 46)', () => {
    // $120.60 a week, Tuesdays: before confirmation only its first visit exists; after, every visit ahead.
    const weekly = {
      ...POOL_PLAN,
      rule: 'DTSTART;TZID=America/Los_Angeles:20261103T090000\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
      pricePerVisit: 120.6,
    };
    const pending = { ...weekly, status: 'pending' as const, visits: [visit('2026-11-03', { amount: 120.6 })] };
    const active = {
      ...weekly,
      status: 'active' as const,
      visits: ['2026-11-03', '2026-11-10', '2026-11-17', '2026-11-24', '2026-12-01', '2026-12-08'].map((d) =>
        visit(d, { amount: 120.6 }),
      ),
    };
    // Nov 3, 10, 17, 24 and Dec 1 fall in Nov 2 to Dec 1: 5 × $120.60.
    expect(monthlyRevenue([pending], NOW)).toBe(603);
    expect(monthlyRevenue([active], NOW)).toBe(603);
    expect(monthlyRevenue([{ ...active, status: 'paused' as const }], NOW)).toBe(0);
  });

  it('counts the new price from its date', () => {
    const changed = { ...POOL_PLAN, priceChange: { pricePerVisit: 80, from: '2026-11-18' } };
    // Nov 4 at $76.50, Nov 18 and Nov 25 at $80.
    expect(monthlyRevenue([changed], NOW)).toBe(236.5);
  });
});

describe("the portal's plans", () => {
  it('lists each plan: customer, service, how often, status, price, revenue ahead and the next 3 visits', async () => {
    const api = renderPlans();
    expect(screen.getByRole('heading', { level: 1, name: 'Plans' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Plans' });
    const [pool, pest] = within(list).getAllByRole('listitem', { name: /:/ }) as [HTMLElement, HTMLElement];
    expect(within(pool).getByRole('heading', { name: 'Dana Reyes: Pool Service' })).toBeInTheDocument();
    expect(pool).toHaveTextContent('Every week · Wednesdays at 9:00 AM');
    expect(pool).toHaveTextContent('Active');
    expect(pool).toHaveTextContent('$76.50 (10% plan discount)');
    expect(pool).toHaveTextContent('About $230 a month');
    const next = within(pool).getByRole('list', { name: 'Next visits' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Wed, Nov 4, 2026, 9:00 AM',
      'Wed, Nov 18, 2026, 9:00 AM',
      'Wed, Nov 25, 2026, 9:00 AM (payment failed)',
    ]);
    expect(within(pool).queryByRole('button', { name: /Confirm plan/ })).toBeNull();
    expect(pest).toHaveTextContent('To confirm');
    expect(pest).toHaveTextContent('Fri, Nov 20, 2026, no time free');
    expect(screen.getByText('1 active of 2 plans · About $470 a month ahead')).toBeInTheDocument();
    expect(api.callsTo('GET /company/plans')[0]?.token).toBe(PRO_TOKEN);
  });

  it('confirms a plan waiting for the company: the answer replaces it in the list', async () => {
    const api = renderPlans({
      'POST /company/plans/7/confirm': () => envelope(200, { ...PEST_PLAN, status: 'active' }, 'Plan confirmed'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm plan: Lee Park, Pest Control' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Confirm plan/ })).toBeNull());
    const pest = screen.getByRole('listitem', { name: 'Lee Park: Pest Control' });
    expect(pest).toHaveTextContent('Active');
    expect(api.callsTo('POST /company/plans/7/confirm')).toHaveLength(1);
    expect(api.callsTo('POST /company/plans/7/confirm')[0]?.token).toBe(PRO_TOKEN);
  });

  it('says why a plan could not be confirmed', async () => {
    renderPlans({
      'POST /company/plans/7/confirm': () => envelope(409, null, 'The plan is cancelled: it cannot be confirmed.'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm plan: Lee Park, Pest Control' }));
    const pest = screen.getByRole('listitem', { name: 'Lee Park: Pest Control' });
    expect(await within(pest).findByRole('alert')).toHaveTextContent('The plan is cancelled: it cannot be confirmed.');
  });

  const MOVE = { date: '2026-11-06', time: '10:00', schedule: 'Fridays at 10:00 AM', requestedAt: NOW.toISOString() };
  const moved = { ...POOL_PLAN, schedule: 'Fridays at 10:00 AM', moveRequest: null };

  it('shows a customer’s request to move every visit and a new price, and accepts the move', async () => {
    const api = renderPlans({
      'GET /company/plans': () =>
        envelope(200, [
          { ...POOL_PLAN, moveRequest: MOVE, priceChange: { pricePerVisit: 80, from: '2026-11-16' } },
          PEST_PLAN,
        ]),
      'POST /company/plans/5/move-request/accept': () => envelope(200, moved, 'Move accepted'),
    });
    const pool = await screen.findByRole('listitem', { name: 'Dana Reyes: Pool Service' });
    expect(pool).toHaveTextContent('Asks to move every visit to Fridays at 10:00 AM from Fri, Nov 6, 2026');
    expect(pool).toHaveTextContent('New price from Mon, Nov 16, 2026: $80.00 a visit');
    expect(screen.getByRole('listitem', { name: 'Lee Park: Pest Control' })).not.toHaveTextContent(/Asks to move/);

    fireEvent.click(within(pool).getByRole('button', { name: 'Accept the move: Dana Reyes, Pool Service' }));
    await waitFor(() => expect(pool).not.toHaveTextContent(/Asks to move/));
    expect(pool).toHaveTextContent('Every week · Fridays at 10:00 AM');
    expect(api.callsTo('POST /company/plans/5/move-request/accept')).toHaveLength(1);
    expect(api.callsTo('POST /company/plans/5/move-request/accept')[0]?.token).toBe(PRO_TOKEN);
    expect(api.callsTo('POST /company/plans/5/move-request/decline')).toHaveLength(0);
  });

  it('declines a move with a reason told to the customer, or says why it could not', async () => {
    let refuse = true;
    const api = renderPlans({
      'GET /company/plans': () => envelope(200, [{ ...POOL_PLAN, moveRequest: MOVE }, PEST_PLAN]),
      'POST /company/plans/5/move-request/decline': () =>
        refuse
          ? envelope(409, null, 'No request to move the visits is waiting.')
          : envelope(200, { ...POOL_PLAN, moveRequest: null }, 'Move declined'),
    });
    const pool = await screen.findByRole('listitem', { name: 'Dana Reyes: Pool Service' });
    fireEvent.click(within(pool).getByRole('button', { name: 'Decline the move: Dana Reyes, Pool Service' }));
    const reason = within(pool).getByRole('textbox', { name: /Reason \(optional\)/ });
    expect(reason).toHaveFocus();
    fireEvent.change(reason, { target: { value: 'Fridays are full until January.' } });
    fireEvent.click(within(pool).getByRole('button', { name: 'Decline the move' }));
    expect(await within(pool).findByRole('alert')).toHaveTextContent('No request to move the visits is waiting.');

    refuse = false;
    fireEvent.click(within(pool).getByRole('button', { name: 'Decline the move' }));
    await waitFor(() => expect(pool).not.toHaveTextContent(/Asks to move/));
    expect(within(pool).queryByRole('textbox')).toBeNull();
    expect(api.callsTo('POST /company/plans/5/move-request/decline').map((c) => c.body)).toEqual([
      { reason: 'Fridays are full until January.' },
      { reason: 'Fridays are full until January.' },
    ]);
    expect(api.callsTo('POST /company/plans/5/move-request/accept')).toHaveLength(0);
  });

  it('says when there are no plans yet', async () => {
    renderPlans({ 'GET /company/plans': () => envelope(200, []) });
    expect(await screen.findByText(/No plans yet/)).toBeInTheDocument();
  });
});

describe('plan discounts', () => {
  it('offers the services that allow plans and that the company offers, and saves valid percents only', async () => {
    const api = renderPlans({
      'PUT /company/services/5/plan-discounts': (call) => envelope(200, call.body, 'Plan discounts saved'),
    });
    const section = await screen.findByRole('region', { name: 'Plan discounts' });
    const service = await within(section).findByRole('combobox', { name: 'Service' });
    expect(
      within(service)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Landscaping', 'Pool Service']);
    expect(service).toHaveValue('4');
    fireEvent.change(service, { target: { value: '5' } });
    const weekly = await within(section).findByRole('textbox', { name: /Weekly \(%\)/ });
    await waitFor(() => expect(weekly).toHaveValue('10'));
    expect(within(section).getByRole('textbox', { name: /Every 2 weeks \(%\)/ })).toHaveValue('5');

    fireEvent.change(weekly, { target: { value: '60' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save discounts' }));
    expect(await within(section).findByText('Enter a whole number from 0 to 50')).toBeInTheDocument();
    expect(weekly).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /company/services/5/plan-discounts')).toHaveLength(0);

    fireEvent.change(weekly, { target: { value: '12' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save discounts' }));
    await waitFor(() => expect(api.callsTo('PUT /company/services/5/plan-discounts')).toHaveLength(1));
    expect(api.callsTo('PUT /company/services/5/plan-discounts')[0]?.body).toEqual({
      weekly: 12,
      every2Weeks: 5,
      every4Weeks: 0,
    });
    expect(api.callsTo('GET /company/services/4/plan-discounts')).toHaveLength(1);
  });

  it('says the server’s refusal', async () => {
    renderPlans({
      'PUT /company/services/4/plan-discounts': () => envelope(409, null, 'This service is not offered as a plan.'),
    });
    const section = await screen.findByRole('region', { name: 'Plan discounts' });
    const weekly = await within(section).findByRole('textbox', { name: /Weekly \(%\)/ });
    await waitFor(() => expect(weekly).toHaveValue('0'));
    fireEvent.change(weekly, { target: { value: '5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save discounts' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('This service is not offered as a plan.');
  });

  it("follows the catalogue's plans flag, not a list of its own (issue 48)", async () => {
    renderPlans({
      'GET /customer/services': () =>
        envelope(200, [
          service(1, 'Plumbing', { plansAllowed: true }),
          service(4, 'Landscaping'),
          service(5, 'Pool Service', { plansAllowed: true }),
        ]),
    });
    const section = await screen.findByRole('region', { name: 'Plan discounts' });
    const choice = await within(section).findByRole('combobox', { name: 'Service' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Plumbing', 'Pool Service']);
  });

  it('leads to the prices when the company offers no service that allows plans', async () => {
    renderPlans({ 'GET /company/services': () => envelope(200, [{ serviceId: 1, name: 'Plumbing', offered: true }]) });
    const section = await screen.findByRole('region', { name: 'Plan discounts' });
    expect(
      await within(section).findByText(/Plans are for Landscaping, Pool Service, Home Cleaning and Pest Control\./),
    ).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'Services & prices' })).toHaveAttribute(
      'href',
      '/pro/services',
    );
    expect(within(section).queryByRole('button', { name: 'Save discounts' })).toBeNull();
  });
});
