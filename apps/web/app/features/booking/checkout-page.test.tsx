import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CheckoutConflict, Messages, PaymentMessages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { BOOKING_WITH_SLOT, checkoutHandlers, FEE, intent, ticket } from '../../../test/booking-fixtures';
import { service } from '../../../test/discovery-fixtures';
import { renderScreen } from '../../../test/render';
import { initialSession, type SessionState, useSession } from '../../session/store';
import { CheckoutPage, PLAN_NEEDS_SAVED_CARD } from './checkout-page';

const DANA = { id: 7, name: 'Dana Demo', email: 'dana@upkeep.test', phoneNumber: '7025550100', address: null };

async function renderCheckout(session: Partial<SessionState> = {}, search = '') {
  useSession.setState({
    booking: BOOKING_WITH_SLOT,
    isLoggedInAsGuest: true,
    tokenGuest: 'guest-token',
    ...session,
  });
  renderScreen(<CheckoutPage />, {
    path: '/payment-information',
    entries: [{ pathname: '/payment-information', search }],
  });
  await screen.findByRole('form', { name: 'Checkout' });
}

const where = () => screen.getByTestId('where').textContent ?? '';
/** A text field by its label (the address is a combobox: it offers suggestions). */
const input = (label: RegExp | string) =>
  screen.queryByRole('textbox', { name: label }) ?? screen.getByRole('combobox', { name: label });
const type = (label: RegExp | string, value: string) => fireEvent.change(input(label), { target: { value } });

function fillGuestDetails() {
  type(/^Name/, 'Gina Guest');
  type(/^Email/, 'gina@example.com');
  type(/^Phone/, '702 555 0177');
  type(/^Address/, '4820 Sahara Ave, Las Vegas, NV 89102');
  type(/^Instructions/, 'Gate code 1234');
}

async function fillCard(number = '4242 4242 4242 4242') {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Card number/ }), { target: { value: number } });
  type(/^Expiration/, '12 / 34');
  type(/^CVC/, '123');
}

const acceptTerms = () => fireEvent.click(screen.getByRole('checkbox', { name: /I accept the terms and conditions/ }));
const payButton = () => screen.getByRole('button', { name: /^(Pay \$|Get Estimate)/ });

async function pay() {
  await waitFor(() => expect(payButton()).toBeEnabled());
  fireEvent.click(payButton());
}

describe('the checkout', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    await useSession.persist.rehydrate();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sums up the booking with the fee and the total, to 2 decimals', async () => {
    mockApi(checkoutHandlers());
    await renderCheckout();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Desert Bloom Landscaping');
    expect(summary).toHaveTextContent('7:30 AM - 10:00 AM');
    expect(summary).toHaveTextContent('General Maintenance: Small yard$100.00');
    expect(summary).toHaveTextContent('Price$129.00');
    await waitFor(() => expect(summary).toHaveTextContent(`UpKeep fee$${FEE}`));
    expect(summary).toHaveTextContent('Total$133.99');
    expect(payButton()).toHaveTextContent('Pay $133.99');
  });

  it('labels the sandbox card form as test mode', async () => {
    mockApi(checkoutHandlers());
    await renderCheckout();
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    expect(screen.getByText(/Use 4242 4242 4242 4242/)).toBeInTheDocument();
  });

  it('says beside the disabled Pay button what is missing, until nothing is', async () => {
    mockApi(checkoutHandlers());
    await renderCheckout();
    await screen.findByText('Test mode');
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription(
      'Fill in your name, email, phone number, address and card details and accept the terms and conditions to pay',
    );
    type(/^Name/, 'Gina Guest');
    type(/^Email/, 'gina@example.com');
    acceptTerms();
    expect(screen.getByText('Fill in your phone number, address and card details to pay')).toBeVisible();
    type(/^Phone/, '702 555 0177');
    type(/^Address/, '4820 Sahara Ave, Las Vegas, NV 89102');
    await fillCard();
    await waitFor(() => expect(payButton()).toBeEnabled());
    expect(payButton()).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/to pay$/)).not.toBeInTheDocument();
  });

  it('needs the terms accepted and a whole card before Pay', async () => {
    mockApi(checkoutHandlers());
    await renderCheckout();
    fillGuestDetails();
    await screen.findByText('Test mode');
    expect(payButton()).toBeDisabled();
    acceptTerms();
    expect(payButton()).toBeDisabled();
    await fillCard('4242 4242');
    expect(payButton()).toBeDisabled();
    await fillCard();
    await waitFor(() => expect(payButton()).toBeEnabled());
  });

  it(`says '${Messages.checkoutInvalidData}' for bad details, and creates nothing`, async () => {
    const api = mockApi(checkoutHandlers());
    await renderCheckout();
    fillGuestDetails();
    type(/^Phone/, '555 0177');
    await fillCard();
    acceptTerms();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.checkoutInvalidData);
    expect(api.callsTo('POST /customer/ticket')).toHaveLength(0);
  });

  it('takes the customer to the first field in error, focused and in view, and says so beside Pay (issue 46)', async () => {
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    const api = mockApi(checkoutHandlers());
    await renderCheckout();
    fillGuestDetails();
    // A house without its city and zip code: refused beside the field, far above Pay on a phone.
    type(/^Address/, '11024 Summer Glen Dr');
    await fillCard();
    acceptTerms();
    await pay();
    const address = input(/^Address/);
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(scrolled).toContain(address);
    expect(screen.getByText('Check your address above.')).toBeInTheDocument();
    expect(api.callsTo('POST /customer/ticket')).toHaveLength(0);
    // The spec's words for bad details stay, and the first field in error is the one focused.
    type(/^Address/, '4820 Sahara Ave, Las Vegas, NV 89102');
    type(/^Email/, 'gina-at-example');
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(Messages.checkoutInvalidData);
    await waitFor(() => expect(input(/^Email/)).toHaveFocus());
    scroll.mockRestore();
  });

  it('takes the customer back to the field in error at every refused Pay, not only the first (issue 46)', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    const api = mockApi(
      checkoutHandlers({
        'POST /customer/ticket': () => ({
          status: 400,
          body: {
            statusCode: 400,
            message: 'Address: is not in 89102',
            data: null,
            errors: [{ field: 'Address', message: 'is not in 89102' }],
          },
        }),
      }),
    );
    await renderCheckout();
    fillGuestDetails();
    type(/^Address/, '11024 Summer Glen Dr');
    await fillCard();
    acceptTerms();
    const address = input(/^Address/);
    // Refused on the page: Pay, the field; back to Pay, Pay again with the field as it was, the field again.
    await pay();
    await waitFor(() => expect(address).toHaveFocus());
    payButton().focus();
    await pay();
    await waitFor(() => expect(address).toHaveFocus());
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(scroll).toHaveBeenCalledTimes(2);
    // Refused by the server (a 400 naming the field): the same, each time.
    type(/^Address/, '4820 Sahara Ave, Las Vegas, NV 89102');
    for (const attempt of [1, 2]) {
      payButton().focus();
      await pay();
      await waitFor(() => expect(api.callsTo('POST /customer/ticket')).toHaveLength(attempt));
      await waitFor(() => expect(address).toHaveFocus());
    }
    scroll.mockRestore();
  });

  it("starts a returning guest's checkout from their last guest booking's details (issue 46)", async () => {
    mockApi(checkoutHandlers());
    await renderCheckout({
      guestDetails: {
        name: 'Gina Guest',
        email: 'gina@example.com',
        phone: '702 555 0177',
        address: '4820 Sahara Ave, Las Vegas, NV 89102',
        zipCode: '89102',
      },
    });
    expect(input(/^Name/)).toHaveValue('Gina Guest');
    expect(input(/^Email/)).toHaveValue('gina@example.com');
    expect(input(/^Phone/)).toHaveValue('702 555 0177');
    expect(input(/^Address/)).toHaveValue('4820 Sahara Ave, Las Vegas, NV 89102');
    // No discount line where no discount can be: a guest has no discount box (issue 46).
    const summary = screen.getByRole('region', { name: 'Your booking' });
    await waitFor(() => expect(summary).toHaveTextContent('Total$133.99'));
    expect(within(summary).queryByText('Discount')).not.toBeInTheDocument();
  });

  it('remembers a guest’s details once the booking goes through, the address with its zip code', async () => {
    mockApi(checkoutHandlers());
    await renderCheckout();
    fillGuestDetails();
    await fillCard();
    acceptTerms();
    await pay();
    await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
    expect(useSession.getState().guestDetails).toEqual({
      name: 'Gina Guest',
      email: 'gina@example.com',
      phone: '702 555 0177',
      address: '4820 Sahara Ave, Las Vegas, NV 89102',
      zipCode: '89102',
    });
  });

  it('books and pays as a guest: ticket, lines, intent, card, validation, confirmation', async () => {
    const api = mockApi(checkoutHandlers());
    await renderCheckout();
    fillGuestDetails();
    await fillCard();
    acceptTerms();
    await pay();
    await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
    expect(JSON.parse(where().split('|')[1] ?? '')).toMatchObject({ fee: FEE, ticketId: 501 });

    expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((k) => !k.startsWith('GET'))).toEqual([
      'POST /customer/ticket',
      'POST /customer/ticket-services/501',
      'POST /customer/payment',
      'POST /sandbox/payment-intents/pi_sbx_1/confirm',
      'POST /customer/payment/validate',
    ]);
    const [create] = api.callsTo('POST /customer/ticket');
    expect(create?.token).toBe('guest-token');
    expect(create?.body).toEqual({
      ScheduledDate: BOOKING_WITH_SLOT.date,
      ScheduleID: 2,
      CompanyServiceID: 10,
      Name: 'Gina Guest',
      Email: 'gina@example.com',
      PhoneNumber: '7025550177',
      Address: '4820 Sahara Ave, Las Vegas, NV 89102',
      ZipCode: '89102',
      Instructions: 'Gate code 1234',
      description: '',
      Origin: 'web',
      idFeatures: [[101, 112]],
      quantity: [1],
    });
    expect(api.callsTo('POST /customer/ticket-services/501')[0]?.body).toEqual(BOOKING_WITH_SLOT.subservices);
    expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')[0]?.body).toEqual({
      clientSecret: 'pi_sbx_1_secret_x',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      // Where a card that needs 3-D Secure comes back to after its challenge.
      returnUrl: '/payment-information',
    });
    expect(api.callsTo('POST /customer/payment/validate')[0]?.body).toEqual({
      TicketID: 501,
      PaymentIntentID: 'pi_sbx_1',
    });
  });

  it("shows the provider's message for a declined card, and a retry pays the same ticket", async () => {
    const api = mockApi(checkoutHandlers());
    await renderCheckout();
    fillGuestDetails();
    await fillCard('4000 0000 0000 0002');
    acceptTerms();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(useSession.getState()).toMatchObject({
      ticketId: 501,
      paymentIntent: { id: 'pi_sbx_1', clientSecret: 'pi_sbx_1_secret_x' },
      paymentError: 'Your card was declined.',
    });
    // The details are kept with the ticket; the card is fixed and tried again.
    expect(screen.getByText(/Your details are saved with ticket/)).toHaveTextContent('#501');
    await fillCard('4242 4242 4242 4242');
    await pay();
    await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
    expect(api.callsTo('POST /customer/ticket')).toHaveLength(1);
    expect(api.callsTo('POST /customer/payment')).toHaveLength(2);
    expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')).toHaveLength(2);
    expect(api.callsTo('POST /customer/payment/validate')).toHaveLength(1);
  });

  const failing =
    (status: number, message: string, code?: string): Handler =>
    () => ({
      status,
      body: { statusCode: status, message, data: null, ...(code ? { code } : {}) },
    });

  it.each([
    ['POST /customer/ticket', failing(400, 'Email: Invalid email address'), Messages.checkoutErrorTitles.generic],
    [
      'POST /customer/ticket-services/501',
      failing(401, Messages.accessDeniedTicket),
      Messages.checkoutErrorTitles.ticketServices,
    ],
    ['POST /customer/payment', failing(500, 'Something went wrong.'), Messages.checkoutErrorTitles.paymentIntent],
    [
      'POST /customer/payment/validate',
      failing(500, 'Something went wrong.'),
      Messages.checkoutErrorTitles.paymentValidation,
    ],
  ])('a failing %s shows its error title and the server message', async (step, handler, title) => {
    mockApi(checkoutHandlers({ [step]: handler }));
    await renderCheckout();
    fillGuestDetails();
    await fillCard();
    acceptTerms();
    await pay();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    const body = (await handler({} as never)) as { body: { message: string } };
    expect(alert).toHaveTextContent(body.body.message);
    expect(where).toThrow();
  });

  it("shows a 402 from validation as the card provider's message", async () => {
    mockApi(
      checkoutHandlers({
        'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
          envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null }),
        'POST /customer/payment/validate': failing(402, 'Your card has insufficient funds.'),
      }),
    );
    await renderCheckout();
    fillGuestDetails();
    await fillCard();
    acceptTerms();
    await pay();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your card has insufficient funds.');
    expect(alert).not.toHaveTextContent(Messages.checkoutErrorTitles.paymentValidation);
  });

  it('sends the customer back to choose another slot when the slot was just taken', async () => {
    const taken = 'This time slot was just taken. Please choose another one.';
    mockApi(checkoutHandlers({ 'POST /customer/ticket': failing(409, taken) }));
    await renderCheckout();
    fillGuestDetails();
    await fillCard();
    acceptTerms();
    await pay();
    await waitFor(() => expect(where()).toBe(`/booking|${JSON.stringify({ notice: taken })}`));
    expect(useSession.getState().booking).toMatchObject({ companyServiceId: 10 });
    expect(useSession.getState().booking?.scheduleId).toBeUndefined();
  });

  it('keeps the customer on checkout, slot and all, when they already hold too many unpaid checkouts', async () => {
    const tooMany = 'You already have 3 unpaid checkouts in progress. Finish one or wait for it to lapse.';
    mockApi(checkoutHandlers({ 'POST /customer/ticket': failing(409, tooMany, CheckoutConflict.tooManyHolds) }));
    await renderCheckout();
    fillGuestDetails();
    await fillCard();
    acceptTerms();
    await pay();
    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Checkout' })).toBeInTheDocument();
    expect(useSession.getState().booking?.scheduleId).toBeDefined();
  });

  it('makes a free order an estimate request: no card, Get Estimate, no payment', async () => {
    const free = { ...BOOKING_WITH_SLOT, price: 0, subservices: [{ subServiceName: 'Painting: estimate', price: 0 }] };
    const estimate = ticket({ price: 0, fee: 0, total: 0, isEstimate: true, confirmed: true, holdExpiresAt: null });
    const api = mockApi(
      checkoutHandlers({ 'POST /customer/ticket': () => envelope(201, estimate, 'Estimate requested') }),
    );
    await renderCheckout({ booking: free });
    await waitFor(() => expect(payButton()).toHaveTextContent('Get Estimate'));
    expect(screen.queryByRole('textbox', { name: /Card number/ })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent('Total$0.00');
    fillGuestDetails();
    acceptTerms();
    await pay();
    await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
    expect(JSON.parse(where().split('|')[1] ?? '')).toMatchObject({ fee: 0, ticketId: 501, isEstimate: true });
    expect(api.callsTo('POST /customer/payment')).toHaveLength(0);
    expect(api.callsTo('POST /customer/payment/validate')).toHaveLength(0);
  });

  it('carries the service-call description to the ticket', async () => {
    const api = mockApi(checkoutHandlers());
    await renderCheckout({
      booking: { ...BOOKING_WITH_SLOT, isServiceCall: true },
      serviceCallDescription: 'Brown patches near the pool',
    });
    fillGuestDetails();
    await fillCard();
    acceptTerms();
    await pay();
    await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
    expect(api.callsTo('POST /customer/ticket')[0]?.body).toMatchObject({ description: 'Brown patches near the pool' });
  });

  describe('for a signed-in customer', () => {
    const customer: Partial<SessionState> = {
      isLoggedIn: true,
      token: 'customer-token',
      user: DANA,
      isLoggedInAsGuest: false,
      tokenGuest: null,
    };

    it('prefills name, e-mail and phone, read-only', async () => {
      mockApi(checkoutHandlers());
      await renderCheckout(customer);
      expect(input(/^Name/)).toHaveValue('Dana Demo');
      expect(input(/^Name/)).toHaveAttribute('readonly');
      expect(input(/^Email/)).toHaveValue('dana@upkeep.test');
      expect(input(/^Email/)).toHaveAttribute('readonly');
      expect(input(/^Phone/)).toHaveValue('7025550100');
      expect(input(/^Phone/)).toHaveAttribute('readonly');
      expect(input(/^Address/)).not.toHaveAttribute('readonly');
    });

    it(`applies a discount code ('${Messages.discountApplied}') and books with it`, async () => {
      const api = mockApi(
        checkoutHandlers({
          'POST /customer/discount-code/WELCOME15': () =>
            envelope(
              200,
              { id: 3, code: 'WELCOME15', amount: null, percentage: 0.15, expirationDate: '2030-12-31' },
              Messages.discountApplied,
            ),
          'POST /customer/ticket': () => envelope(201, ticket({ discount: 19.35, total: 114.64 })),
        }),
      );
      await renderCheckout(customer);
      const box = screen.getByRole('form', { name: 'Discount code' });
      fireEvent.change(within(box).getByRole('textbox', { name: 'Discount code' }), {
        target: { value: 'WELCOME15' },
      });
      fireEvent.click(within(box).getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(new RegExp(Messages.discountApplied))).toBeInTheDocument();
      expect(api.callsTo('POST /customer/discount-code/WELCOME15')[0]).toMatchObject({
        body: { ServiceID: 4 },
        token: 'customer-token',
      });
      const summary = screen.getByRole('region', { name: 'Your booking' });
      await waitFor(() => expect(summary).toHaveTextContent('Discount-$19.35'));
      expect(summary).toHaveTextContent('Total$114.64');

      type(/^Address/, '4820 Sahara Ave, Las Vegas, NV 89102');
      await fillCard();
      acceptTerms();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
      expect(api.callsTo('POST /customer/ticket')[0]).toMatchObject({
        token: 'customer-token',
        body: { DiscountCodeID: 3, Name: 'Dana Demo', Email: 'dana@upkeep.test', PhoneNumber: '7025550100' },
      });
    });

    it(`says '${Messages.discountUnavailable}' for a refused code`, async () => {
      mockApi(
        checkoutHandlers({ 'POST /customer/discount-code/SUMMER2024': failing(400, Messages.discountUnavailable) }),
      );
      await renderCheckout(customer);
      fireEvent.change(screen.getByRole('textbox', { name: 'Discount code' }), { target: { value: 'SUMMER2024' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText(Messages.discountUnavailable)).toBeInTheDocument();
      expect(useSession.getState().discountCode).toBeNull();
    });
  });

  describe('for a signed-in customer with saved cards (issue 31)', () => {
    const customer: Partial<SessionState> = {
      isLoggedIn: true,
      token: 'customer-token',
      user: { ...DANA, address: '4820 Sahara Ave, Las Vegas, NV 89102' },
      isLoggedInAsGuest: false,
      tokenGuest: null,
    };
    const VISA = {
      id: 3,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      createdAt: '2026-05-01T10:00:00.000Z',
    };
    const MASTERCARD = { ...VISA, id: 4, brand: 'mastercard', last4: '4444', expMonth: 3, expYear: 2031 };
    const PAY = 'POST /customer/payment-methods/3/pay';
    const CHALLENGE =
      '/process-payment?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&return_url=%2Fpayment-information';
    const withCards = (overrides: Record<string, Handler> = {}) =>
      checkoutHandlers({
        'GET /customer/payment-methods': () => envelope(200, [VISA, MASTERCARD]),
        [PAY]: () => envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null, nextAction: null }),
        ...overrides,
      });
    const choice = () => screen.getByRole('radiogroup', { name: /^Pay with/ });

    it('offers each saved card and a new card, the newest chosen, and no card form', async () => {
      mockApi(withCards());
      await renderCheckout(customer);
      await screen.findByRole('radiogroup', { name: /^Pay with/ });
      const radios = within(choice()).getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('name'))).toEqual(Array(3).fill(radios[0]?.getAttribute('name')));
      expect(within(choice()).getByRole('radio', { name: 'Visa •••• 4242' })).toBeChecked();
      expect(within(choice()).getByRole('radio', { name: 'Mastercard •••• 4444' })).not.toBeChecked();
      expect(within(choice()).getByRole('radio', { name: 'A new card' })).not.toBeChecked();
      expect(within(choice()).getByText('Expires 12/34')).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Payment information' })).toBeInTheDocument();
    });

    it('pays in one tap with the saved card: the intent, /pay with the card, then the validation', async () => {
      const api = mockApi(withCards());
      await renderCheckout(customer);
      await screen.findByRole('radiogroup', { name: /^Pay with/ });
      acceptTerms();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
      expect(JSON.parse(where().split('|')[1] ?? '')).toMatchObject({ fee: FEE, ticketId: 501 });
      expect(api.calls.map((c) => `${c.method} ${c.path}`).filter((k) => !k.startsWith('GET'))).toEqual([
        'POST /customer/ticket',
        'POST /customer/ticket-services/501',
        'POST /customer/payment',
        PAY,
        'POST /customer/payment/validate',
      ]);
      expect(api.callsTo(PAY)[0]).toMatchObject({
        token: 'customer-token',
        body: { paymentIntentId: 'pi_sbx_1', returnUrl: '/payment-information' },
      });
      expect(api.callsTo('POST /customer/payment/validate')[0]?.body).toEqual({
        TicketID: 501,
        PaymentIntentID: 'pi_sbx_1',
      });
    });

    it("starts a plan instead of paying: How often, the saved card, Start plan, then the plan's page", async () => {
      const PLAN = {
        id: 77,
        status: 'pending',
        companyName: 'Desert Bloom Landscaping',
        serviceName: 'Landscaping',
        customerName: 'Dana',
        intervalWeeks: 2,
        frequency: 'Every 2 weeks',
        rule: 'DTSTART;TZID=America/Los_Angeles:20261104T090000\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=WE',
        schedule: 'Wednesdays at 9:00 AM',
        pricePerVisit: 95,
        discountPercent: 0,
        card: { brand: 'Visa', last4: '4242' },
        priceChange: null,
        moveRequest: null,
        visits: [],
        createdAt: '2026-11-01T10:00:00.000Z',
      };
      const api = mockApi(withCards({ 'POST /customer/plans': () => envelope(201, PLAN, 'Plan started') }));
      await renderCheckout(customer);
      const often = await screen.findByRole('radiogroup', { name: 'How often' });
      expect(within(often).getByRole('radio', { name: 'One time' })).toBeChecked();
      fireEvent.click(within(often).getByRole('radio', { name: 'Every 2 weeks' }));
      acceptTerms();
      const start = screen.getByRole('button', { name: 'Start plan' });
      await waitFor(() => expect(start).toBeEnabled());
      fireEvent.click(start);
      await waitFor(() => expect(where()).toMatch(/^\/my-plans\/77/));
      expect(api.callsTo('POST /customer/plans')[0]).toMatchObject({
        token: 'customer-token',
        body: { ticketId: 501, intervalWeeks: 2, savedCardId: 3 },
      });
      // Nothing is paid now: no intent, no card.
      expect(api.callsTo('POST /customer/payment')).toHaveLength(0);
      expect(api.callsTo(PAY)).toHaveLength(0);
    });

    it("states a plan's price per visit as the plan's page will, with its discount, and what each visit is charged (issue 46)", async () => {
      const api = mockApi(
        withCards({
          'GET /customer/company-services/10/plan-offer': () =>
            envelope(200, { plansAllowed: true, discounts: { weekly: 10, every2Weeks: 5, every4Weeks: 0 } }),
        }),
      );
      await renderCheckout(customer);
      const summary = screen.getByRole('region', { name: 'Your booking' });
      await waitFor(() => expect(summary).toHaveTextContent('Total$133.99'));
      fireEvent.click(
        within(await screen.findByRole('radiogroup', { name: 'How often' })).getByRole('radio', { name: 'Every week' }),
      );
      // $129.00 less 10% is $116.10 a visit (the plan's "Price per visit"), and each is charged with the fee.
      await waitFor(() => expect(summary).toHaveTextContent('Price per visit (10% plan discount)$116.10'));
      expect(summary).toHaveTextContent(`UpKeep fee$${FEE}`);
      expect(summary).toHaveTextContent('Each visit$121.09');
      expect(summary).not.toHaveTextContent('$133.99');
      expect(screen.getByText(/Every week: each visit \(\$121\.09\) is charged/)).toBeInTheDocument();
      fireEvent.click(
        within(screen.getByRole('radiogroup', { name: 'How often' })).getByRole('radio', { name: 'Every 4 weeks' }),
      );
      await waitFor(() => expect(summary).toHaveTextContent('Price per visit$129.00'));
      expect(summary).toHaveTextContent('Each visit$133.99');
      expect(api.callsTo('GET /customer/company-services/10/plan-offer')).toHaveLength(1);
    });

    it("offers plans by the catalogue's flag for the service, not by a list of its own (issue 48)", async () => {
      // Landscaping, whose catalogue entry now says it does not allow plans: a one-time booking only.
      const api = mockApi(
        withCards({
          'GET /customer/services/4': () => envelope(200, service(4, 'Landscaping', { plansAllowed: false })),
        }),
      );
      await renderCheckout(customer);
      await screen.findByRole('radiogroup', { name: /^Pay with/ });
      await waitFor(() => expect(api.callsTo('GET /customer/services/4')).toHaveLength(1));
      // The answer read and rendered.
      await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
      expect(screen.queryByRole('radiogroup', { name: 'How often' })).toBeNull();
      expect(api.callsTo('GET /customer/company-services/10/plan-offer')).toHaveLength(0);
    });

    it('offers a plan for a service the catalogue allows plans for, whichever it is', async () => {
      mockApi(
        withCards({
          'GET /customer/services/1': () => envelope(200, service(1, 'Plumbing', { plansAllowed: true })),
        }),
      );
      await renderCheckout({ ...customer, booking: { ...BOOKING_WITH_SLOT, serviceId: 1, service: 'Plumbing' } });
      expect(await screen.findByRole('radiogroup', { name: 'How often' })).toBeInTheDocument();
    });

    it('asks for a saved card for a plan when a new card is chosen', async () => {
      const api = mockApi(withCards());
      await renderCheckout(customer);
      fireEvent.click(
        within(await screen.findByRole('radiogroup', { name: 'How often' })).getByRole('radio', { name: 'Every week' }),
      );
      fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
      await fillCard();
      acceptTerms();
      const start = screen.getByRole('button', { name: 'Start plan' });
      await waitFor(() => expect(start).toBeEnabled());
      fireEvent.click(start);
      expect(await screen.findByText(PLAN_NEEDS_SAVED_CARD)).toBeInTheDocument();
      expect(api.callsTo('POST /customer/ticket')).toHaveLength(0);
    });

    it('pays with the other saved card when the customer chooses it', async () => {
      const api = mockApi(
        withCards({
          'POST /customer/payment-methods/4/pay': () =>
            envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null, nextAction: null }),
        }),
      );
      await renderCheckout(customer);
      fireEvent.click(await screen.findByRole('radio', { name: 'Mastercard •••• 4444' }));
      acceptTerms();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
      expect(api.callsTo('POST /customer/payment-methods/4/pay')).toHaveLength(1);
      expect(api.callsTo(PAY)).toHaveLength(0);
    });

    it('goes to the challenge page when the bank asks for 3-D Secure, keeping the ticket and the intent', async () => {
      const api = mockApi(
        withCards({
          [PAY]: () =>
            envelope(200, {
              id: 'pi_sbx_1',
              status: 'requires_action',
              error: null,
              nextAction: {
                type: 'redirect_to_url',
                redirectToUrl: { url: CHALLENGE, returnUrl: '/payment-information' },
              },
            }),
        }),
      );
      await renderCheckout(customer);
      await screen.findByRole('radiogroup', { name: /^Pay with/ });
      acceptTerms();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/process-payment\?/));
      expect(where().split('|')[0]).toBe(CHALLENGE);
      expect(api.callsTo('POST /customer/payment/validate')).toHaveLength(0);
      expect(useSession.getState()).toMatchObject({
        ticketId: 501,
        paymentIntent: { id: 'pi_sbx_1', clientSecret: 'pi_sbx_1_secret_x' },
      });
    });

    it("shows a refused saved card as the provider's message, and a new card pays the same ticket", async () => {
      const api = mockApi(
        withCards({
          [PAY]: () =>
            envelope(200, {
              id: 'pi_sbx_1',
              status: 'requires_payment_method',
              error: { code: 'card_declined', message: 'Your card was declined.' },
              nextAction: null,
            }),
        }),
      );
      await renderCheckout(customer);
      await screen.findByRole('radiogroup', { name: /^Pay with/ });
      acceptTerms();
      await pay();
      expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
      expect(api.callsTo('POST /customer/payment/validate')).toHaveLength(0);

      // "A new card": the card form, as before.
      fireEvent.click(screen.getByRole('radio', { name: 'A new card' }));
      expect(await screen.findByText('Test mode')).toBeInTheDocument();
      expect(payButton()).toBeDisabled();
      await fillCard();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
      expect(api.callsTo('POST /customer/ticket')).toHaveLength(1);
      expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')).toHaveLength(1);
      expect(api.callsTo(PAY)).toHaveLength(1);
    });

    it('pays with a new card as before when the customer chooses one', async () => {
      const api = mockApi(withCards());
      await renderCheckout(customer);
      fireEvent.click(await screen.findByRole('radio', { name: 'A new card' }));
      await fillCard();
      acceptTerms();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
      expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')).toHaveLength(1);
      expect(api.callsTo(PAY)).toHaveLength(0);
    });

    it('is the page as before when the customer has no saved card', async () => {
      mockApi(withCards({ 'GET /customer/payment-methods': () => envelope(200, []) }));
      await renderCheckout(customer);
      expect(await screen.findByText('Test mode')).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup', { name: /^Pay with/ })).not.toBeInTheDocument();
    });

    it('asks a guest for no saved card', async () => {
      const api = mockApi(withCards());
      await renderCheckout();
      expect(await screen.findByText('Test mode')).toBeInTheDocument();
      expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
      expect(api.callsTo('GET /customer/payment-methods')).toHaveLength(0);
    });
  });

  it('offers no discount code to a guest', async () => {
    mockApi(checkoutHandlers());
    await renderCheckout();
    expect(screen.queryByRole('textbox', { name: 'Discount code' })).not.toBeInTheDocument();
  });

  it('sends a visitor without a session back to the estimate screen', async () => {
    mockApi(checkoutHandlers());
    useSession.setState({ booking: BOOKING_WITH_SLOT });
    renderScreen(<CheckoutPage />, { path: '/payment-information' });
    await waitFor(() => expect(where()).toMatch(/^\/booking\|/));
  });

  it('goes on with a ticket kept from an earlier try after a reload, without making another', async () => {
    const api = mockApi(checkoutHandlers());
    await renderCheckout({
      booking: { ...BOOKING_WITH_SLOT, ticket: ticket() },
      ticketId: 501,
      existTicketId: true,
      paymentIntent: { id: 'pi_sbx_1', clientSecret: 'pi_sbx_1_secret_x' },
    });
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    await fillCard();
    acceptTerms();
    await pay();
    await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
    expect(api.callsTo('POST /customer/ticket')).toHaveLength(0);
    expect(api.callsTo('POST /customer/payment')[0]?.body).toEqual({ TicketID: 501 });
  });

  it('skips the card when an earlier try already paid the intent', async () => {
    const api = mockApi(
      checkoutHandlers({ 'POST /customer/payment': () => envelope(200, intent({ status: 'succeeded' })) }),
    );
    await renderCheckout({ booking: { ...BOOKING_WITH_SLOT, ticket: ticket() }, ticketId: 501 });
    await fillCard();
    acceptTerms();
    await pay();
    await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
    expect(api.callsTo('POST /sandbox/payment-intents/pi_sbx_1/confirm')).toHaveLength(0);
  });

  describe('with a card that needs 3-D Secure', () => {
    const CHALLENGE =
      '/process-payment?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&return_url=%2Fpayment-information';
    const kept = {
      booking: { ...BOOKING_WITH_SLOT, ticket: ticket() },
      ticketId: 501,
      existTicketId: true,
      paymentIntent: { id: 'pi_sbx_1', clientSecret: 'pi_sbx_1_secret_x' },
    };
    const back = (status: 'succeeded' | 'failed') =>
      `?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x&redirect_status=${status}`;

    it('goes to the challenge page the provider names, keeping the ticket and the intent', async () => {
      const api = mockApi(
        checkoutHandlers({
          'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
            envelope(200, {
              id: 'pi_sbx_1',
              status: 'requires_action',
              error: null,
              nextAction: {
                type: 'redirect_to_url',
                redirectToUrl: { url: CHALLENGE, returnUrl: '/payment-information' },
              },
            }),
        }),
      );
      await renderCheckout();
      fillGuestDetails();
      await fillCard('4000 0027 6000 3184');
      acceptTerms();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/process-payment\?/));
      expect(where().split('|')[0]).toBe(CHALLENGE);
      expect(api.callsTo('POST /customer/payment/validate')).toHaveLength(0);
      expect(useSession.getState()).toMatchObject(kept);
    });

    it('validates the payment when the customer comes back from a completed challenge', async () => {
      const api = mockApi(checkoutHandlers());
      await renderCheckout(kept, back('succeeded'));
      await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
      expect(JSON.parse(where().split('|')[1] ?? '')).toMatchObject({ fee: FEE, ticketId: 501 });
      expect(api.callsTo('POST /customer/payment/validate').map((c) => c.body)).toEqual([
        { TicketID: 501, PaymentIntentID: 'pi_sbx_1' },
      ]);
      expect(api.callsTo('POST /customer/ticket')).toHaveLength(0);
    });

    it('shows a failed challenge as the provider says, and another card pays the same ticket', async () => {
      let authenticated = false;
      const api = mockApi(
        checkoutHandlers({
          'POST /customer/payment/validate': () =>
            authenticated
              ? envelope(200, { ticketId: 501, paid: 133.99, status: 'succeeded', fee: FEE }, 'Payment validated')
              : { status: 402, body: { statusCode: 402, message: PaymentMessages.authenticationFailed, data: null } },
          'POST /sandbox/payment-intents/pi_sbx_1/confirm': () => {
            authenticated = true;
            return envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null });
          },
        }),
      );
      await renderCheckout(kept, back('failed'));
      expect(await screen.findByRole('alert')).toHaveTextContent(PaymentMessages.authenticationFailed);
      expect(screen.getByText(/Your details are saved with ticket/)).toHaveTextContent('#501');
      await fillCard('4242 4242 4242 4242');
      acceptTerms();
      await pay();
      await waitFor(() => expect(where()).toMatch(/^\/payment-confirmation\|/));
      expect(api.callsTo('POST /customer/ticket')).toHaveLength(0);
      expect(api.callsTo('POST /customer/payment/validate')).toHaveLength(2);
    });
  });
});
