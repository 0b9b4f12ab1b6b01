import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { configAnswer, intent } from '../../../test/booking-fixtures';
import { renderScreen } from '../../../test/render';
import { setMobileViewport } from '../../../test/viewport';
import { initialSession, useSession } from '../../session/store';
import { QuoteApprove } from './quote-approve';
import { QuotePage } from './quote-page';
import { NOW, quote, TOKEN } from './test-quotes';

const READ = 'GET /customer/quotes/7';
const APPROVE = 'POST /customer/quotes/7/approve';
const VALIDATE = 'POST /customer/quotes/7/deposit/validate';
/** The company's proposed start: Wed, Dec 2, 2026, 9:00 AM in the valley. */
const PROPOSED = '2026-12-02T17:00:00.000Z';

async function signIn() {
  useSession.getState().login(TOKEN, { name: 'Dana', email: 'demo@upkeep.test', phoneNumber: '7025550147' }, false);
  await act(async () => {
    await useSession.persist.rehydrate();
  });
}

/** The approval as the API answers it (quoteApprovalView). */
function approvalView(status: 'approved' | 'awaiting_deposit') {
  return {
    id: 1,
    status,
    signedName: 'Dana Smith',
    signedAs: 'customer',
    revision: 1,
    optionId: 12,
    optionTitle: 'Replace the heater',
    addOns: [{ id: 204, description: 'Expansion tank' }],
    clientAddress: null,
    userAgent: null,
    scheduledAt: PROPOSED,
    durationMinutes: 300,
    price: 1585,
    fee: 5,
    total: 1590,
    deposit: status === 'approved' ? 0 : 397.5,
    createdAt: '2026-11-30T17:00:00.000Z',
    approvedAt: status === 'approved' ? '2026-11-30T17:00:00.000Z' : null,
  };
}
const approvedQuote = (status: 'approved' | 'awaiting_deposit') => ({
  id: 7,
  ticketId: 41,
  status: status === 'approved' ? 'approved' : 'sent',
  approval: approvalView(status),
});

function renderPage(handlers: Record<string, Handler>) {
  const api = mockApi({
    'GET /config': configAnswer,
    'GET /customer/payment-methods': () => envelope(200, []),
    'GET /customer/ticket/41/photos/3': () => ({ status: 200, body: null }),
    ...handlers,
  });
  renderScreen(<QuotePage id="7" approve={(choice) => <QuoteApprove {...choice} />} />, {
    path: '/quote/:id',
    entries: ['/quote/7'],
  });
  return api;
}

const companyService: Handler = () =>
  envelope(200, {
    id: 9,
    companyId: 3,
    companyName: 'Desert Plumbing',
    serviceId: 4,
    serviceName: 'Water Heater',
    duration: '01:00:00',
    serviceDuration: '01:00:00',
  });

const approveCard = () => screen.findByRole('region', { name: 'Approve' });

describe("a quote's approval", () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    setMobileViewport(true);
    await signIn();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('requires the typed signature: nothing is sent without it', async () => {
    const api = renderPage({
      [READ]: () =>
        envelope(200, quote({ deposit: { kind: 'none', percent: null, amount: null }, proposedAt: PROPOSED })),
    });
    const card = await approveCard();
    expect(within(card).getByText('By signing you accept the terms above.')).toBeInTheDocument();
    const name = within(card).getByRole('textbox', { name: /Type your full name to sign/ });
    expect(name).toBeRequired();
    fireEvent.change(name, { target: { value: '   ' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('Type your full name to sign.')).toBeInTheDocument();
    expect(name).toBeInvalid();
    expect(api.callsTo(APPROVE)).toHaveLength(0);
  });

  it("approves without a deposit at the company's proposed time: the option, add-ons, name, then the success", async () => {
    const open = quote({ deposit: { kind: 'none', percent: null, amount: null }, proposedAt: PROPOSED });
    let approved = false;
    const api = renderPage({
      [READ]: () =>
        envelope(
          200,
          approved
            ? quote({
                ...open,
                status: 'approved',
                approval: { ...approvalView('approved'), addOnIds: [204], signedAs: 'customer' },
              })
            : open,
        ),
      [APPROVE]: () => {
        approved = true;
        return envelope(200, { quote: approvedQuote('approved'), deposit: null });
      },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Replace the heater' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Expansion tank/ }));
    const card = await approveCard();
    const proposed = within(card).getByRole('radio', { name: "The company's proposed time" });
    expect(proposed).toBeChecked();
    expect(proposed).toHaveAccessibleDescription(/Wed, Dec 2, 2026/);
    fireEvent.change(within(card).getByRole('textbox', { name: /Type your full name to sign/ }), {
      target: { value: '  Dana Smith ' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Approved — your job is scheduled for Wed, Dec 2, 2026/)).toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(1);
    expect(api.callsTo(APPROVE)[0]?.body).toEqual({ optionId: 12, addOnIds: [204], signedName: 'Dana Smith' });
    expect(api.callsTo(APPROVE)[0]?.token).toBe(TOKEN);
    // The quote is read again: approved, its time said.
    expect(await screen.findByText('You approved this quote')).toBeInTheDocument();
    expect(screen.getByText(/Your job is scheduled for Wed, Dec 2, 2026, 9:00 AM/)).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Replace the heater' })).toBeNull();
  });

  it('with another time: the slot picked is sent as scheduleId and scheduledDate', async () => {
    const api = renderPage({
      [READ]: () => envelope(200, quote({ deposit: { kind: 'none', percent: null, amount: null } })),
      'GET /customer/company-services/ticket/41': companyService,
      'POST /customer/company-calendar/days': () => envelope(200, ['2026-11-30', '2026-12-01']),
      'POST /customer/company-calendar/schedules': () =>
        envelope(200, [
          {
            id: 55,
            startTime: '13:00:00',
            duration: '02:00:00',
            isAvailable: true,
            label: '1:00 PM - 3:00 PM',
            startsAt: '2026-11-30T21:00:00.000Z',
          },
        ]),
      [APPROVE]: () => envelope(200, { quote: approvedQuote('approved'), deposit: null }),
    });
    const card = await approveCard();
    // No proposed time: the picker is the choice.
    expect(within(card).queryByRole('radio', { name: "The company's proposed time" })).toBeNull();
    fireEvent.change(within(card).getByRole('textbox', { name: /Type your full name to sign/ }), {
      target: { value: 'Dana Smith' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByText('Choose a time for the job.')).toBeInTheDocument();
    expect(api.callsTo(APPROVE)).toHaveLength(0);
    fireEvent.click(await within(card).findByRole('button', { name: '1:00 PM - 3:00 PM' }));
    expect(api.callsTo('POST /customer/company-calendar/schedules')[0]?.body).toMatchObject({
      CompanyServiceID: 9,
      Duration: '02:00:00',
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api.callsTo(APPROVE)).toHaveLength(1));
    expect(api.callsTo(APPROVE)[0]?.body).toEqual({
      optionId: 11,
      addOnIds: [],
      signedName: 'Dana Smith',
      scheduleId: 55,
      scheduledDate: '2026-11-30',
    });
  });

  it('with a deposit: the card step, the deposit paid and validated, then the success', async () => {
    const api = renderPage({
      [READ]: () => envelope(200, quote({ proposedAt: PROPOSED })),
      [APPROVE]: () => envelope(200, { quote: approvedQuote('awaiting_deposit'), deposit: intent({ amount: 397.5 }) }),
      'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
        envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null }),
      [VALIDATE]: () => envelope(200, { quote: approvedQuote('approved') }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Replace the heater' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Expansion tank/ }));
    const card = await approveCard();
    const pay = within(card).getByRole('button', { name: 'Approve and pay deposit $397.50' });
    expect(within(card).getByText(/You pay \$397.50 now/)).toBeInTheDocument();
    // The card form is the step: the button waits for a whole card.
    fireEvent.change(await within(card).findByRole('textbox', { name: /^Card number/ }), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(within(card).getByRole('textbox', { name: /^Expiration/ }), { target: { value: '1234' } });
    expect(pay).toBeDisabled();
    fireEvent.change(within(card).getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.change(within(card).getByRole('textbox', { name: /Type your full name to sign/ }), {
      target: { value: 'Dana Smith' },
    });
    fireEvent.click(pay);
    expect(await screen.findByText(/Approved — your job is scheduled for/)).toBeInTheDocument();
    expect(api.callsTo(APPROVE)[0]?.body).toEqual({ optionId: 12, addOnIds: [204], signedName: 'Dana Smith' });
    expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')).toHaveLength(1);
    expect(api.callsTo(VALIDATE)[0]?.body).toEqual({ paymentIntentId: 'pi_sbx_1' });
  });

  it("says the API's 409 in its words", async () => {
    const refusal = 'This quote has expired: ask the company for a new one.';
    renderPage({
      [READ]: () =>
        envelope(200, quote({ deposit: { kind: 'none', percent: null, amount: null }, proposedAt: PROPOSED })),
      [APPROVE]: () => envelope(409, null, refusal),
    });
    const card = await approveCard();
    fireEvent.change(within(card).getByRole('textbox', { name: /Type your full name to sign/ }), {
      target: { value: 'Dana Smith' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('a time taken (409 slot_taken): asks to choose another time', async () => {
    const taken = 'Sorry, someone just booked this time. Please choose another one.';
    renderPage({
      [READ]: () =>
        envelope(200, quote({ deposit: { kind: 'none', percent: null, amount: null }, proposedAt: PROPOSED })),
      [APPROVE]: () => envelope(409, null, taken, { code: 'slot_taken' }),
      'GET /customer/company-services/ticket/41': companyService,
      'POST /customer/company-calendar/days': () => envelope(200, []),
      'POST /customer/company-calendar/schedules': () => envelope(200, []),
    });
    const card = await approveCard();
    fireEvent.change(within(card).getByRole('textbox', { name: /Type your full name to sign/ }), {
      target: { value: 'Dana Smith' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    const problem = await within(card).findByRole('alert');
    expect(problem).toHaveTextContent('Please choose another time');
    expect(problem).toHaveTextContent(taken);
    expect(within(card).getByRole('radio', { name: 'Another time' })).toBeChecked();
  });
});
