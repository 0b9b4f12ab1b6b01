import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Plan } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { renderScreen } from '../../../test/render';
import { setMobileViewport } from '../../../test/viewport';
import { dateWordsOf } from '../../i18n/format-date';
import { i18n } from '../../i18n/runtime';
import { initialSession, useSession } from '../../session/store';
import { canSkip, planWords } from './format';
import { PlanPage } from './plan-page';
import { NOW, plan, TOKEN, VISITS, visit } from './test-plans';

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

function renderPlan(handlers: Record<string, Handler>, id = '5') {
  const api = mockApi({ 'GET /customer/plans': () => envelope(200, [plan()]), ...handlers });
  renderScreen(<PlanPage id={id} />, { path: '/my-plans/:id', entries: [`/my-plans/${id}`] });
  return api;
}

const skipped: Plan = plan({ visits: VISITS.map((v) => (v.date === '2026-11-04' ? { ...v, state: 'skipped' } : v)) });

describe('a visit in words', () => {
  // The words of the app's own runtime (the macros' `i18n`), in English.
  const english = planWords(i18n as unknown as Parameters<typeof planWords>[0], dateWordsOf('en'));
  const visitStateWords = (v: ReturnType<typeof visit>, now: Date) => english.visitState(v, now);
  it('says when an upcoming visit is charged, and lets it be skipped only until then (valley days)', () => {
    expect(visitStateWords(visit(), NOW)).toBe('Will be charged on Tue, Nov 3');
    expect(canSkip({ status: 'active' }, visit(), NOW)).toBe(true);
    const charging = new Date('2026-11-03T17:00:01.000Z');
    expect(canSkip({ status: 'active' }, visit(), charging)).toBe(false);
    expect(canSkip({ status: 'paused' }, visit(), NOW)).toBe(false);
    expect(canSkip({ status: 'active' }, visit({ state: 'charged' }), NOW)).toBe(false);
    expect(visitStateWords(visit({ state: 'unplaced' }), NOW)).toBe('No time was free — the company will contact you');
  });
});

describe('a plan', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    await signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows its upcoming visits with their time, amount and state, and the charges so far', async () => {
    const api = renderPlan({ 'GET /customer/plans/5': () => envelope(200, plan()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pool Service plan' })).toBeInTheDocument();
    expect(screen.getByText('Blue Mesa Pool Service · Every week · Wednesdays at 9:00 AM')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$76.50 (10% plan discount)')).toBeInTheDocument();
    expect(screen.getByText('Visa ending in 4242')).toBeInTheDocument();

    const visits = screen.getByRole('list', { name: 'Upcoming visits' });
    const items = within(visits).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [nov4, nov11, nov18] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(nov4).toHaveTextContent('Wed, Nov 4, 2026, 9:00 AM');
    expect(nov4).toHaveTextContent('$76.50');
    expect(nov4).toHaveTextContent('Will be charged on Tue, Nov 3');
    expect(within(nov4).getByRole('button', { name: 'Skip the visit of Wed, Nov 4' })).toBeInTheDocument();
    expect(nov11).toHaveTextContent('Wed, Nov 11, 2026');
    expect(nov11).toHaveTextContent('No time was free — the company will contact you');
    expect(within(nov11).queryByRole('button')).not.toBeInTheDocument();
    expect(within(nov18).getByRole('button', { name: 'Skip the visit of Wed, Nov 18' })).toBeInTheDocument();

    const charges = screen.getByRole('list', { name: 'Charges' });
    expect(within(charges).getAllByRole('listitem')).toHaveLength(1);
    expect(charges).toHaveTextContent('Visit of Wed, Oct 28, 2026, 9:00 AM');
    expect(charges).toHaveTextContent('$76.50');
    expect(within(charges).getByRole('link', { name: 'Ticket #41' })).toHaveAttribute(
      'href',
      '/detail-ticket?TicketId=41',
    );
    expect(screen.getByText('Charged so far: $76.50')).toBeInTheDocument();
    expect(api.callsTo('GET /customer/plans/5')[0]?.token).toBe(TOKEN);
  });

  it('skips a visit once confirmed: the answer replaces the view', async () => {
    const api = renderPlan({
      'GET /customer/plans/5': () => envelope(200, plan()),
      'POST /customer/plans/5/visits/42/skip': () => envelope(200, skipped, 'Visit skipped: it will not be charged'),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip the visit of Wed, Nov 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip this visit?' });
    expect(dialog).toHaveTextContent('The visit of Wed, Nov 4, 2026, 9:00 AM is cancelled and not charged.');
    expect(api.callsTo('POST /customer/plans/5/visits/42/skip')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip the visit' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Skip the visit of Wed, Nov 4' })).toBeNull());
    const nov4 = within(screen.getByRole('list', { name: 'Upcoming visits' })).getAllByRole('listitem')[0];
    expect(nov4).toHaveTextContent('Skipped');
    expect(api.callsTo('POST /customer/plans/5/visits/42/skip')).toHaveLength(1);
    expect(api.callsTo('POST /customer/plans/5/visits/42/skip')[0]?.token).toBe(TOKEN);
    // The answer is the plan: nothing is read again.
    expect(api.callsTo('GET /customer/plans/5')).toHaveLength(1);
  });

  it('keeps the dialog open with the server’s words when the visit can no longer be skipped', async () => {
    const refusal = 'A visit can be skipped until 24 hours before it; this one is charged already.';
    renderPlan({
      'GET /customer/plans/5': () => envelope(200, plan()),
      'POST /customer/plans/5/visits/42/skip': () => envelope(409, null, refusal),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Skip the visit of Wed, Nov 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skip this visit?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skip the visit' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pauses the plan once confirmed, then offers to resume it', async () => {
    const api = renderPlan({
      'GET /customer/plans/5': () => envelope(200, plan()),
      'POST /customer/plans/5/pause': () =>
        envelope(
          200,
          plan({
            status: 'paused',
            visits: VISITS.map((v) => (v.state === 'charged' ? v : { ...v, state: 'skipped' })),
          }),
        ),
      'POST /customer/plans/5/resume': () => envelope(200, plan()),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Pause plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause the plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pause plan' }));
    expect(await screen.findByText('Paused')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /customer/plans/5/pause')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Skip the visit/ })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Resume plan' }));
    const resume = await screen.findByRole('dialog', { name: 'Resume the plan?' });
    fireEvent.click(within(resume).getByRole('button', { name: 'Resume plan' }));
    expect(await screen.findByRole('button', { name: 'Skip the visit of Wed, Nov 4' })).toBeInTheDocument();
    expect(api.callsTo('POST /customer/plans/5/resume')).toHaveLength(1);
  });

  it('cancels the plan once confirmed: no changes are offered after', async () => {
    const api = renderPlan({
      'GET /customer/plans/5': () => envelope(200, plan()),
      'POST /customer/plans/5/cancel': () =>
        envelope(
          200,
          plan({
            status: 'cancelled',
            visits: VISITS.map((v) => (v.state === 'charged' ? v : { ...v, state: 'cancelled' })),
          }),
        ),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the plan?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('POST /customer/plans/5/cancel')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel plan' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel the plan?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel plan' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('Cancelled', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /plan$/ })).toBeNull();
    expect(api.callsTo('POST /customer/plans/5/cancel')).toHaveLength(1);
  });

  it('links a visit whose charge failed to its ticket to pay, with the reason', async () => {
    renderPlan({
      'GET /customer/plans/5': () =>
        envelope(200, plan({ visits: [visit({ state: 'at_risk', chargeError: 'Your card was declined.' })] })),
    });
    const link = await screen.findByRole('link', { name: 'Payment failed — pay now' });
    expect(link).toHaveAttribute('href', '/detail-ticket?TicketId=42');
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Skip the visit/ })).toBeNull();
  });

  it('says the company’s new price, told ahead', async () => {
    renderPlan({
      'GET /customer/plans/5': () => envelope(200, plan({ priceChange: { pricePerVisit: 80, from: '2026-11-16' } })),
    });
    expect(
      await screen.findByText(
        'From Mon, Nov 16, 2026, a visit costs $80.00 (Blue Mesa Pool Service changed its prices).',
      ),
    ).toBeInTheDocument();
  });

  it('asks to move every visit: the first day and a time, the server’s word on a field, then the request waits', async () => {
    const moveRequest = {
      date: '2026-11-06',
      time: '10:00',
      schedule: 'Fridays at 10:00 AM',
      requestedAt: NOW.toISOString(),
    };
    let refuse = true;
    const api = renderPlan({
      'GET /customer/plans/5': () => envelope(200, plan()),
      'POST /customer/plans/5/move': () =>
        refuse
          ? envelope(400, null, 'Invalid request', {
              errors: [{ field: 'time', message: 'is already the plan’s day and time' }],
            })
          : envelope(200, plan({ moveRequest })),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Move all visits' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move all visits' });
    expect(dialog).toHaveTextContent(
      'Every visit from this day on moves to its weekday at this time, once Blue Mesa Pool Service accepts. Visits before it stay as they are.',
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to move' }));
    expect(await within(dialog).findByText('Choose the first day')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose the time')).toBeInTheDocument();
    expect(api.callsTo('POST /customer/plans/5/move')).toHaveLength(0);

    // Two days ahead at the earliest: Nov 3 is too soon, Nov 4 is fine.
    fireEvent.click(within(dialog).getByRole('button', { name: /^First day at the new time/ }));
    expect(await screen.findByRole('button', { name: '3 November 2026', hidden: true })).toBeDisabled();
    expect(screen.getByRole('button', { name: '4 November 2026', hidden: true })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: '6 November 2026', hidden: true }));
    const time = within(dialog).getByRole('combobox', { name: /^Time/ });
    expect(within(time).getByRole('option', { name: '7:00 AM' })).toHaveValue('07:00');
    expect(within(time).getByRole('option', { name: '6:00 PM' })).toHaveValue('18:00');
    fireEvent.change(time, { target: { value: '10:00' } });
    expect(within(dialog).getByText('Your visits would be Fridays at 10:00 AM from that day on.')).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to move' }));
    expect(await within(dialog).findByText('Time is already the plan’s day and time')).toBeInTheDocument();
    expect(time).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST /customer/plans/5/move')[0]).toMatchObject({
      token: TOKEN,
      body: { date: '2026-11-06', time: '10:00' },
    });

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ask to move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      screen.getByText(
        'You asked to move your visits to Fridays at 10:00 AM from Fri, Nov 6, 2026: waiting for Blue Mesa Pool Service.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move all visits' })).toBeNull();
    expect(api.callsTo('POST /customer/plans/5/move')).toHaveLength(2);
  });

  it('withdraws a request waiting for the company', async () => {
    const waiting = plan({
      moveRequest: {
        date: '2026-11-06',
        time: '10:00',
        schedule: 'Fridays at 10:00 AM',
        requestedAt: NOW.toISOString(),
      },
    });
    const api = renderPlan({
      'GET /customer/plans/5': () => envelope(200, waiting),
      'DELETE /customer/plans/5/move': () => envelope(200, plan()),
    });
    expect(
      await screen.findByText(
        'You asked to move your visits to Fridays at 10:00 AM from Fri, Nov 6, 2026: waiting for Blue Mesa Pool Service.',
      ),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByRole('button', { name: 'Move all visits' })).toBeInTheDocument();
    expect(screen.queryByText(/You asked to move your visits/)).toBeNull();
    expect(api.callsTo('DELETE /customer/plans/5/move')).toHaveLength(1);
    expect(api.callsTo('DELETE /customer/plans/5/move')[0]?.token).toBe(TOKEN);
  });

  it('offers to move the visits of an active plan only', async () => {
    renderPlan({ 'GET /customer/plans/5': () => envelope(200, plan({ status: 'pending' })) });
    expect(await screen.findByRole('button', { name: 'Pause plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move all visits' })).toBeNull();
  });

  it('says a plan that is not the customer’s is not found', async () => {
    renderPlan({ 'GET /customer/plans/9': () => envelope(404, null, 'Plan not found') }, '9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Plan not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My plans' })).toHaveAttribute('href', '/my-plans');
  });

  it('works on a phone: the same visits, skip and charges', async () => {
    setMobileViewport(true);
    renderPlan({ 'GET /customer/plans/5': () => envelope(200, plan()) });
    expect(await screen.findByRole('button', { name: 'Skip the visit of Wed, Nov 4' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Charges' })).toBeInTheDocument();
  });
});
