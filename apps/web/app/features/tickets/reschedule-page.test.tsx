import { useLingui } from '@lingui/react/macro';
import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import { addDays, formatDate, formatVisit, Messages, PaymentMessages, valleyToday } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { configAnswer, daySlots, intent } from '../../../test/booking-fixtures';
import { renderScreen } from '../../../test/render';
import { detail, TOKEN } from '../../../test/ticket-fixtures';
import { initialSession, useSession } from '../../session/store';
import { feeHeadline } from './reschedule-model';
import { ReschedulePage } from './reschedule-page';
import { ReschedulePaymentPage } from './reschedule-payment-page';

const FREE = {
  fee: 0,
  feeCents: 0,
  freeUntil: '2026-11-22T17:00:00.000Z',
  policy: 'Rescheduling is free until 48 hours before the visit; after that it costs $25.00.',
  feePaid: false,
};
const DUE = { ...FREE, fee: 25, feeCents: 2500 };

function handlers(fee = FREE, extra: Record<string, Handler> = {}): Record<string, Handler> {
  return {
    'GET /config': configAnswer,
    'GET /customer/ticket/41': () => envelope(200, detail()),
    'GET /customer/ticket/reschedule-fee/41': () => envelope(200, fee),
    'GET /customer/company-services/ticket/41': () =>
      envelope(200, {
        id: 30,
        companyId: 3,
        companyName: 'Blue Mesa Pool Service',
        serviceId: 5,
        serviceName: 'Pool Service',
        duration: '02:00:00',
        serviceDuration: '02:00:00',
      }),
    'POST /customer/company-calendar/schedules': () => envelope(200, daySlots(4, [1])),
    'PUT /customer/ticket/reschedule/41': () =>
      envelope(
        200,
        { ticketId: 41, scheduledDate: '2030-01-01T15:30:00.000Z', feePaid: 0, moveRequest: null },
        Messages.rescheduled,
      ),
    ...extra,
  };
}

const where = () => screen.getByTestId('where').textContent ?? '';

/** Spec 000's success text, above the new time (issue 48). */
function expectSaidAboveTheNewTime(outcome: HTMLElement) {
  const said = within(outcome).getByText(Messages.rescheduled);
  const newTime = within(outcome).getByText(/^Moved to /);
  expect(said.compareDocumentPosition(newTime) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}
const slot = (label: string) =>
  within(screen.getByRole('group', { name: 'Time slots' })).getByRole('button', { name: label });

describe('the reschedule fee', () => {
  it('reads as free until the limit, a price when due, paid when paid', () => {
    // The English words, as a screen's useLingui gives them.
    const i18n = renderHook(() => {
      const { i18n } = useLingui();
      return i18n;
    }).result.current;
    expect(feeHeadline(i18n, FREE)).toBe('Rescheduling is free until Sun, Nov 22, 2026, 9:00 AM.');
    expect(feeHeadline(i18n, DUE)).toBe('Rescheduling this visit now costs $25.00.');
    expect(feeHeadline(i18n, { ...DUE, feePaid: true })).toBe('Your reschedule fee of $25.00 is paid.');
  });
});

describe('rescheduling', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const renderReschedule = () =>
    renderScreen(<ReschedulePage />, {
      path: '/booking-reschedule',
      entries: [{ pathname: '/booking-reschedule', state: { ticketID: 41 } }],
    });

  it('shows the fee before anything is confirmed, and the company service’s slots for the ticket’s duration', async () => {
    const api = mockApi(handlers());
    renderReschedule();
    const fee = await screen.findByRole('region', { name: 'Reschedule fee' });
    expect(fee).toHaveTextContent('Rescheduling is free until');
    expect(fee).toHaveTextContent(FREE.policy);
    await screen.findByRole('group', { name: 'Time slots' });
    expect(api.callsTo('POST /customer/company-calendar/schedules')[0]?.body).toEqual({
      CompanyServiceID: 30,
      Date: valleyToday(),
      Duration: '02:00:00',
    });
    expect(slot('7:00 AM - 9:30 AM')).toBeDisabled();
  });

  it('opens on the first day with a free slot for the ticket, and marks the others in the picker', async () => {
    const today = valleyToday();
    const open = addDays(today, 3);
    const api = mockApi(handlers(FREE, { 'POST /customer/company-calendar/days': () => envelope(200, [open]) }));
    renderReschedule();
    expect(await screen.findByRole('heading', { name: `Available times on ${formatDate(open)}` })).toBeVisible();
    await screen.findByRole('group', { name: 'Time slots' });
    expect(api.callsTo('POST /customer/company-calendar/days')[0]?.body).toMatchObject({
      CompanyServiceID: 30,
      From: today,
      Duration: '02:00:00',
    });
    expect(api.callsTo('POST /customer/company-calendar/schedules').map((c) => c.body)).toEqual([
      { CompanyServiceID: 30, Date: open, Duration: '02:00:00' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^New date/ }));
    const name = (date: string) =>
      new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      });
    expect(await screen.findByRole('button', { name: name(open), hidden: true })).toBeEnabled();
    const closed = [addDays(today, 2), addDays(today, 4)].filter((d) => d.slice(0, 7) === open.slice(0, 7));
    for (const date of closed) expect(screen.getByRole('button', { name: name(date), hidden: true })).toBeDisabled();
  });

  it('moves the ticket for free and shows the new time, "No fee" and the way back, not the form', async () => {
    const api = mockApi(handlers());
    renderReschedule();
    await screen.findByRole('group', { name: 'Time slots' });
    fireEvent.click(slot('7:30 AM - 10:00 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`Moved to ${formatVisit(new Date('2030-01-01T15:30:00.000Z'), 120)}`);
    expect(status).toHaveTextContent('No fee');
    expectSaidAboveTheNewTime(status);
    expect(screen.getByRole('link', { name: 'Back to your ticket' })).toHaveAttribute(
      'href',
      '/detail-ticket?TicketId=41',
    );
    expect(screen.queryByRole('group', { name: 'Time slots' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(api.callsTo('PUT /customer/ticket/reschedule/41')).toEqual([
      expect.objectContaining({ token: TOKEN, body: { ScheduleID: 2, newDate: valleyToday() } }),
    ]);
    expect(api.callsTo('POST /customer/payment/reschedule')).toHaveLength(0);
  });

  it('a late move waits for the company: "Move requested to {time} — waiting for {company} to accept"', async () => {
    mockApi(
      handlers(FREE, {
        'PUT /customer/ticket/reschedule/41': () =>
          envelope(200, {
            ticketId: 41,
            scheduledDate: '2026-11-24T17:00:00.000Z',
            feePaid: 25,
            moveRequest: {
              id: 7,
              fromAt: '2026-11-24T17:00:00.000Z',
              toAt: '2030-01-01T15:30:00.000Z',
              status: 'pending',
              createdAt: '2026-11-23T17:00:00.000Z',
            },
          }),
        // The ticket read again says the move waits (no more rescheduling): the outcome stays on screen.
      }),
    );
    renderReschedule();
    await screen.findByRole('group', { name: 'Time slots' });
    fireEvent.click(slot('7:30 AM - 10:00 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(
      `Move requested to ${formatVisit(new Date('2030-01-01T15:30:00.000Z'), 120)} — waiting for Blue Mesa Pool Service to accept`,
    );
    expect(status).toHaveTextContent('Fee paid: $25.00');
    // Nothing has moved yet: not spec 000's success.
    expect(status).not.toHaveTextContent(Messages.rescheduled);
    expect(screen.getByRole('link', { name: 'Back to your ticket' })).toBeVisible();
  });

  it(`says '${Messages.rescheduleFailed.title}' / '${Messages.rescheduleFailed.text}' when it fails`, async () => {
    mockApi(handlers(FREE, { 'PUT /customer/ticket/reschedule/41': () => envelope(500, null, 'Internal error') }));
    renderReschedule();
    await screen.findByRole('group', { name: 'Time slots' });
    fireEvent.click(slot('7:30 AM - 10:00 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: Messages.rescheduleFailed.title });
    expect(dialog).toHaveTextContent(Messages.rescheduleFailed.text);
  });

  it('asks for another time when the chosen one was just taken', async () => {
    mockApi(
      handlers(FREE, {
        'PUT /customer/ticket/reschedule/41': () =>
          envelope(409, null, 'That time was just taken. Please choose another.'),
      }),
    );
    renderReschedule();
    await screen.findByRole('group', { name: 'Time slots' });
    fireEvent.click(slot('7:30 AM - 10:00 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That time was just taken. Please choose another.');
  });

  it('sends a customer who owes the fee to the payment, with the chosen time', async () => {
    const api = mockApi(handlers(DUE));
    renderReschedule();
    expect(await screen.findByRole('region', { name: 'Reschedule fee' })).toHaveTextContent(
      'Rescheduling this visit now costs $25.00.',
    );
    await screen.findByRole('group', { name: 'Time slots' });
    fireEvent.click(slot('7:30 AM - 10:00 AM'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(JSON.parse(where().split('|')[1] ?? '')).toEqual({
      TicketId: 41,
      ScheduleID: 2,
      newDate: valleyToday(),
      slotLabel: '7:30 AM - 10:00 AM',
    });
    expect(where()).toMatch(/^\/payment-reschedule\|/);
    expect(api.callsTo('PUT /customer/ticket/reschedule/41')).toHaveLength(0);
  });

  describe('the payment', () => {
    const CHOICE = { TicketId: 41, ScheduleID: 2, newDate: '2030-01-01', slotLabel: '7:30 AM - 10:00 AM' };
    const renderPayment = () =>
      renderScreen(<ReschedulePaymentPage />, {
        path: '/payment-reschedule',
        entries: [{ pathname: '/payment-reschedule', state: CHOICE }],
      });
    const payHandlers = (extra: Record<string, Handler> = {}) =>
      handlers(DUE, {
        'POST /customer/payment/reschedule': () => envelope(200, intent({ amount: 25 })),
        'POST /sandbox/payment-intents/pi_sbx_1/confirm': (call) =>
          (call.body as { cardNumber: string }).cardNumber === '4242424242424242'
            ? envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null })
            : envelope(200, {
                id: 'pi_sbx_1',
                status: 'requires_payment_method',
                error: { code: 'card_declined', message: 'Your card was declined.' },
              }),
        'POST /customer/payment/validate-reschedule': () => envelope(200, { ticketId: 41, paid: 25 }),
        ...extra,
      });

    async function fillCard(number = '4242 4242 4242 4242') {
      fireEvent.change(await screen.findByRole('textbox', { name: /^Card number/ }), { target: { value: number } });
      fireEvent.change(screen.getByRole('textbox', { name: /^Expiration/ }), { target: { value: '12 / 34' } });
      fireEvent.change(screen.getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });
    }
    const payButton = () => screen.getByRole('button', { name: 'Pay $25.00 and reschedule' });

    it('pays the fee (intent, card, validation), then reschedules', async () => {
      const api = mockApi(payHandlers());
      renderPayment();
      expect(await screen.findByRole('region', { name: 'Your reschedule' })).toHaveTextContent(
        'To: Tue, Jan 1, 2030, 7:30 AM - 10:00 AM',
      );
      await fillCard();
      await waitFor(() => expect(payButton()).toBeEnabled());
      fireEvent.click(payButton());
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent(/Moved to /);
      expectSaidAboveTheNewTime(status);
      // The outcome replaces the form: no stale "From" and "To" of one time.
      expect(screen.queryByRole('region', { name: 'Your reschedule' })).toBeNull();
      expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((k) => !k.startsWith('GET'))).toEqual([
        'POST /customer/payment/reschedule',
        'POST /sandbox/payment-intents/pi_sbx_1/confirm',
        'POST /customer/payment/validate-reschedule',
        'PUT /customer/ticket/reschedule/41',
      ]);
      expect(api.callsTo('POST /customer/payment/validate-reschedule')[0]?.body).toEqual({
        TicketID: 41,
        PaymentIntentID: 'pi_sbx_1',
      });
      expect(api.callsTo('PUT /customer/ticket/reschedule/41')[0]?.body).toEqual({
        ScheduleID: 2,
        newDate: '2030-01-01',
      });
    });

    it('shows the card’s own message and moves nothing when the card is declined', async () => {
      const api = mockApi(payHandlers());
      renderPayment();
      await fillCard('4000 0000 0000 0002');
      await waitFor(() => expect(payButton()).toBeEnabled());
      fireEvent.click(payButton());
      expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
      expect(api.callsTo('PUT /customer/ticket/reschedule/41')).toHaveLength(0);
    });

    it(`says '${Messages.rescheduleFailed.text}' when the payment cannot be validated`, async () => {
      mockApi(payHandlers({ 'POST /customer/payment/validate-reschedule': () => envelope(500, null, 'Internal') }));
      renderPayment();
      await fillCard();
      await waitFor(() => expect(payButton()).toBeEnabled());
      fireEvent.click(payButton());
      const dialog = await screen.findByRole('dialog', { name: Messages.rescheduleFailed.title });
      expect(dialog).toHaveTextContent(Messages.rescheduleFailed.text);
    });

    it('pays the fee with a saved card in one tap (issue 31), then reschedules', async () => {
      const api = mockApi(
        payHandlers({
          'GET /customer/payment-methods': () =>
            envelope(200, [
              { id: 3, brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034, createdAt: '2026-05-01T10:00:00Z' },
            ]),
          'POST /customer/payment-methods/3/pay': () =>
            envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null, nextAction: null }),
        }),
      );
      renderPayment();
      expect(await screen.findByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
      expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();
      await waitFor(() => expect(payButton()).toBeEnabled());
      fireEvent.click(payButton());
      expect(await screen.findByRole('status')).toHaveTextContent(/Moved to /);
      expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((k) => !k.startsWith('GET'))).toEqual([
        'POST /customer/payment/reschedule',
        'POST /customer/payment-methods/3/pay',
        'POST /customer/payment/validate-reschedule',
        'PUT /customer/ticket/reschedule/41',
      ]);
      expect(api.callsTo('POST /customer/payment-methods/3/pay')[0]).toMatchObject({
        token: TOKEN,
        body: { paymentIntentId: 'pi_sbx_1', returnUrl: '/payment-reschedule' },
      });
    });

    describe('with a card that needs 3-D Secure', () => {
      const CHALLENGE =
        '/process-payment?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&return_url=%2Fpayment-reschedule';
      const renderBack = (status: string) =>
        renderScreen(<ReschedulePaymentPage />, {
          path: '/payment-reschedule',
          entries: [
            {
              pathname: '/payment-reschedule',
              search: `?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&redirect_status=${status}`,
              state: CHOICE,
            },
          ],
        });

      it('goes to the challenge page with the chosen time for the way back', async () => {
        mockApi(
          payHandlers({
            'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
              envelope(200, {
                id: 'pi_sbx_1',
                status: 'requires_action',
                error: null,
                nextAction: {
                  type: 'redirect_to_url',
                  redirectToUrl: { url: CHALLENGE, returnUrl: '/payment-reschedule' },
                },
              }),
          }),
        );
        renderPayment();
        await fillCard('4000 0027 6000 3184');
        await waitFor(() => expect(payButton()).toBeEnabled());
        fireEvent.click(payButton());
        await waitFor(() => expect(where().split('|')[0]).toBe(CHALLENGE));
        expect(JSON.parse(where().split('|')[1] ?? '')).toEqual({ returnState: CHOICE });
      });

      it('validates the fee on the way back, then reschedules to the chosen time', async () => {
        const api = mockApi(payHandlers());
        renderBack('succeeded');
        expect(await screen.findByRole('status')).toHaveTextContent(/Moved to /);
        // The outcome replaces the form: no stale "From" and "To" of one time.
        expect(screen.queryByRole('region', { name: 'Your reschedule' })).toBeNull();
        expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((k) => !k.startsWith('GET'))).toEqual([
          'POST /customer/payment/validate-reschedule',
          'PUT /customer/ticket/reschedule/41',
        ]);
        expect(api.callsTo('PUT /customer/ticket/reschedule/41')[0]?.body).toEqual({
          ScheduleID: 2,
          newDate: '2030-01-01',
        });
      });

      it('shows a failed challenge as the provider says and moves nothing', async () => {
        const api = mockApi(
          payHandlers({
            'POST /customer/payment/validate-reschedule': () => ({
              status: 402,
              body: { statusCode: 402, message: PaymentMessages.authenticationFailed, data: null },
            }),
          }),
        );
        renderBack('failed');
        expect(await screen.findByRole('alert')).toHaveTextContent(PaymentMessages.authenticationFailed);
        expect(api.callsTo('PUT /customer/ticket/reschedule/41')).toHaveLength(0);
      });
    });
  });
});
