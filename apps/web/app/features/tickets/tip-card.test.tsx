/**
 * The tip card on a completed ticket's page (issue 50, decision 0039): 10, 15 or 20 percent in dollars or an amount,
 * paid by the card form, "Thank you" and then the tip shown; hidden when the job cannot be tipped.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TipOffer } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { configAnswer, intent } from '../../../test/booking-fixtures';
import { renderScreen } from '../../../test/render';
import { detail, detailHandlers, TOKEN } from '../../../test/ticket-fixtures';
import { initialSession, useSession } from '../../session/store';
import { TicketDetailPage } from './ticket-detail-page';

const completed = detail({ statusId: 4, status: 'Completed' });
const OFFER: TipOffer = {
  canTip: true,
  until: '2026-12-08T22:00:00.000Z',
  options: [
    { percent: 10, amount: 15 },
    { percent: 15, amount: 22.5 },
    { percent: 20, amount: 30 },
  ],
  tip: null,
};
const tipAnswer = (amount: number, percent: number | null, status: 'pending' | 'paid') => ({
  amount,
  percent,
  status,
  createdAt: '2026-11-25T18:00:00.000Z',
  paidAt: status === 'paid' ? '2026-11-25T18:01:00.000Z' : null,
});

function handlers(extra: Record<string, Handler> = {}, ticket = completed) {
  let paid = false;
  return detailHandlers(ticket, {
    'GET /config': configAnswer,
    'GET /customer/tickets/41/tip': () =>
      envelope(200, paid ? { ...OFFER, canTip: false, tip: tipAnswer(22.5, 15, 'paid') } : OFFER),
    'POST /customer/tickets/41/tip': (call) => {
      const body = call.body as { percent?: number; amount?: number };
      const amount = body.amount ?? (body.percent === 15 ? 22.5 : 15);
      return envelope(200, {
        tip: tipAnswer(amount, body.percent ?? null, 'pending'),
        payment: intent({ amount }),
      });
    },
    'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
      envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null }),
    'POST /customer/tickets/41/tip/validate': () => {
      paid = true;
      return envelope(200, { ticketId: 41, tip: tipAnswer(22.5, 15, 'paid') }, 'Tip received. Thank you!');
    },
    ...extra,
  });
}

async function fillCard() {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Card number/ }), {
    target: { value: '4242 4242 4242 4242' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Expiration/ }), { target: { value: '12 / 34' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });
}

const renderDetail = () =>
  renderScreen(<TicketDetailPage />, {
    path: '/detail-ticket',
    entries: [{ pathname: '/detail-ticket', search: '?TicketId=41' }],
  });

describe('the tip card', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('tips 15% (its dollars shown) with a new card: the tip, the card, the validation, then "Thank you"', async () => {
    const api = mockApi(handlers());
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Leave a tip' });
    expect(card).toHaveTextContent(`All of your tip goes to ${completed.companyName}.`);
    const percents = within(card).getByRole('group', { name: 'Tip amount' });
    expect(
      within(percents)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['10%$15.00', '15%$22.50', '20%$30.00']);
    const fifteen = within(percents).getByRole('button', { name: /15%/ });
    expect(within(card).getByRole('button', { name: 'Choose a tip' })).toBeDisabled();
    // Keyboard: the buttons are plain buttons, reachable by Tab, pressed state said.
    fifteen.focus();
    expect(fifteen).toHaveFocus();
    fireEvent.click(fifteen);
    expect(fifteen).toHaveAttribute('aria-pressed', 'true');
    await fillCard();
    const pay = within(card).getByRole('button', { name: 'Tip $22.50' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    const thanks = await screen.findByRole('region', { name: 'Thank you!' });
    expect(within(thanks).getByRole('status')).toHaveTextContent(
      `You tipped $22.50. All of it goes to ${completed.companyName}.`,
    );
    expect(api.callsTo('POST /customer/tickets/41/tip')[0]).toMatchObject({ token: TOKEN, body: { percent: 15 } });
    expect(api.callsTo('POST /customer/tickets/41/tip/validate')[0]?.body).toEqual({ paymentIntentId: 'pi_sbx_1' });
  });

  it('tips an amount typed, and says a refusal (409) in an alert', async () => {
    const api = mockApi(
      handlers({
        'POST /customer/tickets/41/tip': () => envelope(409, null, 'This job already has a tip of another amount.'),
      }),
    );
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Leave a tip' });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Another amount' }), { target: { value: '$12' } });
    await fillCard();
    const pay = within(card).getByRole('button', { name: 'Tip $12.00' });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    expect(await within(card).findByRole('alert')).toHaveTextContent('This job already has a tip of another amount.');
    expect(api.callsTo('POST /customer/tickets/41/tip')[0]?.body).toEqual({ amount: 12 });
  });

  it('refuses an amount under $0.50 before any call', async () => {
    const api = mockApi(handlers());
    renderDetail();
    const card = await screen.findByRole('region', { name: 'Leave a tip' });
    fireEvent.change(within(card).getByRole('textbox', { name: 'Another amount' }), { target: { value: '$0.25' } });
    expect(await within(card).findByText('A tip is at least $0.50.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Choose a tip' })).toBeDisabled();
    expect(api.callsTo('POST /customer/tickets/41/tip')).toHaveLength(0);
  });

  it('is hidden when the job cannot be tipped, and a paid tip is shown apart from the totals', async () => {
    const api = mockApi(
      handlers(
        {
          'GET /customer/tickets/41/tip': () =>
            envelope(200, { ...OFFER, canTip: false, tip: tipAnswer(22.5, 15, 'paid') }),
        },
        detail({ statusId: 4, status: 'Completed', tip: tipAnswer(22.5, 15, 'paid') }),
      ),
    );
    renderDetail();
    const totals = await screen.findByRole('region', { name: 'Totals' });
    expect(totals).toHaveTextContent('You tipped $22.50. Thank you!');
    await waitFor(() => expect(api.callsTo('GET /customer/tickets/41/tip')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Leave a tip' })).toBeNull();
  });

  it('asks nothing about a tip before the job is completed', async () => {
    const api = mockApi(handlers({}, detail()));
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticket #41' })).toBeInTheDocument();
    expect(await screen.findByText('No extra charges.')).toBeInTheDocument();
    expect(api.callsTo('GET /customer/tickets/41/tip')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Leave a tip' })).toBeNull();
  });
});
