import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Messages, PaymentMessages, required } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { configAnswer, intent } from '../../../test/booking-fixtures';
import { type Entry, renderScreen } from '../../../test/render';
import { charge, detail, TOKEN } from '../../../test/ticket-fixtures';
import { initialSession, useSession } from '../../session/store';
import { ChargePaymentPage } from './charge-payment-page';
import { ScheduledServicePage } from './scheduled-service-page';

function scheduledService(charges = [charge()]) {
  return {
    id: 41,
    name: 'Dana Whitfield',
    email: 'demo@upkeep.test',
    phoneNumber: '7025550147',
    address: '10847 Sundown Ridge Dr, Las Vegas, NV 89135',
    instructions: '',
    duration: '01:00:00',
    scheduledDate: '2026-11-22T16:00:00.000Z',
    servicesId: 1,
    serviceName: 'Plumbing',
    totalPrice: 200,
    upKeepFee: 4.99,
    discountAmount: 0,
    discountCodeID: null,
    company: { companyName: 'Hard Water Heroes Plumbing' },
    openCharges: charges,
    totals: {
      lines: [
        { kind: 'services' as const, label: 'Services', amount: 195.01, status: null },
        { kind: 'fee' as const, label: 'Booking fee', amount: 4.99, status: null },
      ],
      total: 200,
      paid: 200,
      refunded: 0,
      kept: 0,
      balance: 0,
    },
  };
}

function handlers(extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /config': configAnswer,
    'GET /customer/open-charges/service/1/41': () => envelope(200, scheduledService()),
    'POST /customer/payment/open-charges': () => envelope(200, intent({ amount: 45 })),
    'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
      envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null }),
    'POST /customer/payment/validate-open-charges': () =>
      envelope(200, { ticketId: 41, openChargeId: 7, paid: 45 }, Messages.openChargePaid),
    ...extra,
  };
}

async function fillCard() {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Card number/ }), {
    target: { value: '4242 4242 4242 4242' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /^Expiration/ }), { target: { value: '12 / 34' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });
}
const payButton = () => screen.getByRole('button', { name: 'Pay $45.00' });

describe('extra charges', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderPay = (entry: Entry = { pathname: '/payment-charge', state: { TicketId: 41, ServiceID: 1 } }) =>
    renderScreen(<ChargePaymentPage />, { path: '/payment-charge', entries: [entry] });

  it(`pays the pending charge (intent, card, validation) and says '${Messages.openChargePaid}'`, async () => {
    const api = mockApi(handlers());
    renderPay();
    expect(await screen.findByRole('region', { name: 'The charge' })).toHaveTextContent(
      'Replace the cracked skimmer lid',
    );
    await fillCard();
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByRole('status')).toHaveTextContent(Messages.openChargePaid);
    // The spec's words, then plain ones saying what was paid (issue 46).
    expect(screen.getByRole('status')).toHaveTextContent(
      'You paid $45.00 for “Replace the cracked skimmer lid”. The company is told.',
    );
    // The charge now reads paid, with its amount, and the way back to the ticket: never "To pay".
    const charge = screen.getByRole('region', { name: 'The charge' });
    expect(charge).toHaveTextContent('Paid$45.00');
    expect(charge).not.toHaveTextContent('To pay');
    expect(screen.getByRole('link', { name: 'Back to your ticket' })).toBeVisible();
    expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((k) => !k.startsWith('GET'))).toEqual([
      'POST /customer/payment/open-charges',
      'POST /sandbox/payment-intents/pi_sbx_1/confirm',
      'POST /customer/payment/validate-open-charges',
    ]);
    expect(api.callsTo('POST /customer/payment/open-charges')[0]).toMatchObject({
      token: TOKEN,
      body: { TicketID: 41, OpenChargeID: 7 },
    });
    expect(api.callsTo('POST /customer/payment/validate-open-charges')[0]?.body).toEqual({
      TicketID: 41,
      OpenChargeID: 7,
      PaymentIntentID: 'pi_sbx_1',
    });
  });

  it('pays the charge with a saved card in one tap (issue 31); a 3-D Secure answer goes to the challenge', async () => {
    const CHALLENGE =
      '/process-payment?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&return_url=%2Fpayment-charge';
    const api = mockApi(
      handlers({
        'GET /customer/payment-methods': () =>
          envelope(200, [
            { id: 3, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, createdAt: '2026-05-01T10:00:00Z' },
          ]),
        'POST /customer/payment-methods/3/pay': () =>
          envelope(200, {
            id: 'pi_sbx_1',
            status: 'requires_action',
            error: null,
            nextAction: { type: 'redirect_to_url', redirectToUrl: { url: CHALLENGE, returnUrl: '/payment-charge' } },
          }),
      }),
    );
    renderPay();
    expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    await waitFor(() => expect(screen.getByTestId('where').textContent?.split('|')[0]).toBe(CHALLENGE));
    expect(api.callsTo('POST /customer/payment-methods/3/pay')[0]).toMatchObject({
      token: TOKEN,
      body: { paymentIntentId: 'pi_sbx_1', returnUrl: '/payment-charge' },
    });
    expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')).toHaveLength(0);
    expect(api.callsTo('POST /customer/payment/validate-open-charges')).toHaveLength(0);
  });

  describe('with a card that needs 3-D Secure', () => {
    const CHALLENGE =
      '/process-payment?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&return_url=%2Fpayment-charge';
    const STATE = { TicketId: 41, ServiceID: 1, OpenChargeID: 7 };
    const back = (status: string): Entry => ({
      pathname: '/payment-charge',
      search: `?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&redirect_status=${status}`,
      state: STATE,
    });

    it('goes to the challenge page, carrying the charge for the way back', async () => {
      const api = mockApi(
        handlers({
          'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
            envelope(200, {
              id: 'pi_sbx_1',
              status: 'requires_action',
              error: null,
              nextAction: { type: 'redirect_to_url', redirectToUrl: { url: CHALLENGE, returnUrl: '/payment-charge' } },
            }),
        }),
      );
      renderPay({ pathname: '/payment-charge', state: STATE });
      await fillCard();
      await waitFor(() => expect(payButton()).toBeEnabled());
      fireEvent.click(payButton());
      await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(CHALLENGE));
      const [, state] = (screen.getByTestId('where').textContent ?? '').split('|');
      expect(JSON.parse(required(state, 'state'))).toEqual({ returnState: STATE });
      expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')[0]?.body).toMatchObject({
        returnUrl: '/payment-charge',
      });
      expect(api.callsTo('POST /customer/payment/validate-open-charges')).toHaveLength(0);
    });

    it(`validates the payment on the way back and says '${Messages.openChargePaid}'`, async () => {
      const api = mockApi(handlers());
      renderPay(back('succeeded'));
      expect(await screen.findByRole('status')).toHaveTextContent(Messages.openChargePaid);
      expect(api.callsTo('POST /customer/payment/validate-open-charges').map((c) => c.body)).toEqual([
        { TicketID: 41, OpenChargeID: 7, PaymentIntentID: 'pi_sbx_1' },
      ]);
      expect(api.callsTo('POST /customer/payment/open-charges')).toHaveLength(0);
    });

    it('shows a failed challenge as the provider says, with the card form for another try', async () => {
      mockApi(
        handlers({
          'POST /customer/payment/validate-open-charges': () => ({
            status: 402,
            body: { statusCode: 402, message: PaymentMessages.authenticationFailed, data: null },
          }),
        }),
      );
      renderPay(back('failed'));
      expect(await screen.findByRole('alert')).toHaveTextContent(PaymentMessages.authenticationFailed);
      expect(await screen.findByRole('textbox', { name: /^Card number/ })).toBeEnabled();
    });
  });

  it(`says '${Messages.openChargeFailed}' when the payment fails`, async () => {
    mockApi(handlers({ 'POST /customer/payment/open-charges': () => envelope(500, null, 'Internal') }));
    renderPay();
    await fillCard();
    await waitFor(() => expect(payButton()).toBeEnabled());
    fireEvent.click(payButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.openChargeFailed);
    expect(payButton()).toBeEnabled();
  });

  it('finds the service from the ticket when only the ticket is given', async () => {
    const api = mockApi(handlers({ 'GET /customer/ticket/41': () => envelope(200, detail({ servicesID: 1 })) }));
    renderPay({ pathname: '/payment-charge', search: '?TicketId=41' });
    expect(await screen.findByRole('region', { name: 'The charge' })).toHaveTextContent('$45.00');
    expect(api.callsTo('GET /customer/open-charges/service/1/41')).toHaveLength(1);
  });

  it('says when nothing is waiting for payment', async () => {
    mockApi(
      handlers({
        'GET /customer/open-charges/service/1/41': () => envelope(200, scheduledService([charge({ status: 'paid' })])),
      }),
    );
    renderPay();
    expect(await screen.findByText('No extra charges are waiting for payment on this ticket.')).toBeInTheDocument();
  });

  describe('the scheduled-service page', () => {
    const renderScheduled = (path = '/scheduled-ticket/1/41') =>
      renderScreen(<ScheduledServicePage />, { path: '/scheduled-ticket/:serviceId/:ticketId', entries: [path] });

    it('shows the ticket with its charges, and declines one', async () => {
      const api = mockApi(
        handlers({
          'PUT /customer/open-charges/7': () =>
            envelope(200, charge({ status: 'declined' }), Messages.openChargeDeclined),
        }),
      );
      renderScheduled();
      expect(await screen.findByRole('region', { name: 'Visit' })).toHaveTextContent('Total$200.00');
      const charges = screen.getByRole('table', { name: 'Extra charges' });
      expect(within(charges).getByRole('link', { name: /^Pay Charge/ })).toHaveAttribute('href', '/payment-charge');
      fireEvent.click(within(charges).getByRole('button', { name: /^Decline Charge/ }));
      fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Decline Charge' }));
      expect(await screen.findByRole('status')).toHaveTextContent(Messages.openChargeDeclined);
      expect(api.callsTo('PUT /customer/open-charges/7')).toHaveLength(1);
    });

    it('shows a dialog with a way home when the page cannot be loaded', async () => {
      mockApi(
        handlers({ 'GET /customer/open-charges/service/1/41': () => envelope(401, null, Messages.accessDeniedTicket) }),
      );
      renderScheduled();
      const dialog = await screen.findByRole('dialog', { name: 'Could not load this service' });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Back to home' }));
      expect(screen.getByTestId('where')).toHaveTextContent(/^\/home\|/);
    });
  });
});
