import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PaymentMessages, type SavedCard } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, type Handler, mockApi } from '../../../test/api-mock';
import { configAnswer } from '../../../test/booking-fixtures';
import { type Entry, renderScreen } from '../../../test/render';
import { initialSession, useSession } from '../../session/store';
import { ProfilePage } from './profile-page';
import { SavedCardsSection } from './saved-cards-section';

const customer = {
  id: 7,
  name: 'Dana Demo',
  email: 'dana@upkeep.test',
  phoneNumber: '7025550100',
  address: '100 Main St, Las Vegas, NV 89101',
  zipCode: '89101',
};

const VISA: SavedCard = {
  id: 3,
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
  createdAt: '2026-05-01T10:00:00.000Z',
};
const MASTERCARD: SavedCard = {
  id: 4,
  brand: 'mastercard',
  last4: '4444',
  expMonth: 3,
  expYear: 2031,
  createdAt: '2026-04-01T10:00:00.000Z',
};

const LIST = 'GET /customer/payment-methods';
const ADD = 'POST /customer/payment-methods';
const CONFIRM = 'POST /sandbox/setup-intents/seti_sbx_1/confirm';
const SETUP = { setupIntentId: 'seti_sbx_1', clientSecret: 'seti_sbx_1_secret_y' };
const CHALLENGE =
  '/process-payment?payment_intent=seti_sbx_1&payment_intent_client_secret=seti_sbx_1_secret_y&return_url=%2Fprofile';

/** The sandbox's setup answers: 4242… saved, 3184 asks for 3-D Secure, anything else declined. */
const confirmSetup: Handler = (call) => {
  const { cardNumber } = call.body as { cardNumber: string };
  if (cardNumber === '4242424242424242') {
    return envelope(200, { id: 'seti_sbx_1', status: 'succeeded', error: null, nextAction: null });
  }
  if (cardNumber === '4000002760003184') {
    return envelope(200, {
      id: 'seti_sbx_1',
      status: 'requires_action',
      error: null,
      nextAction: { type: 'redirect_to_url', redirectToUrl: { url: CHALLENGE, returnUrl: '/profile' } },
    });
  }
  return envelope(200, {
    id: 'seti_sbx_1',
    status: 'requires_payment_method',
    error: { code: 'card_declined', message: 'Your card was declined.' },
    nextAction: null,
  });
};

/** The profile with `cards` saved; after a setup succeeds, the next read lists `saved` too. */
function handlers(cards: SavedCard[], extra: Record<string, Handler> = {}) {
  let list = cards;
  return {
    'GET /customer': () => envelope(200, customer),
    'GET /config': configAnswer,
    [LIST]: () => envelope(200, list),
    [ADD]: () => envelope(201, SETUP, 'Confirm the card to save it'),
    [CONFIRM]: (call) => {
      const answer = confirmSetup(call);
      if ((call.body as { cardNumber: string }).cardNumber === '4242424242424242') list = [VISA, ...list];
      return answer;
    },
    'DELETE /customer/payment-methods/3': () => {
      list = list.filter((card) => card.id !== 3);
      return envelope(200, null, 'Card removed');
    },
    ...extra,
  } satisfies Record<string, Handler>;
}

const renderProfile = (entry: Entry = '/profile') =>
  renderScreen(<ProfilePage />, { path: '/profile', entries: [entry] });
const section = () => screen.getByRole('region', { name: 'Saved cards' });
const where = () => screen.getByTestId('where').textContent ?? '';

async function typeCard(number: string) {
  fireEvent.change(await screen.findByRole('textbox', { name: /^Card number/ }), { target: { value: number } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Expiration/ }), { target: { value: '12 / 34' } });
  fireEvent.change(screen.getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });
}

async function saveCard(number: string) {
  const region = await screen.findByRole('region', { name: 'Saved cards' });
  fireEvent.click(await within(region).findByRole('button', { name: 'Add a card' }));
  expect(await screen.findByText('Test mode')).toBeInTheDocument();
  expect(screen.getByText(/no card is saved with a bank/)).toBeInTheDocument();
  await typeCard(number);
  const save = screen.getByRole('button', { name: 'Save card' });
  await waitFor(() => expect(save).toBeEnabled());
  fireEvent.click(save);
}

describe('the saved cards on the profile', () => {
  beforeEach(async () => {
    localStorage.clear();
    useSession.setState({ ...initialSession });
    useSession
      .getState()
      .login(
        'customer-token',
        { name: customer.name, email: customer.email, phoneNumber: customer.phoneNumber },
        false,
      );
    await act(async () => {
      await useSession.persist.rehydrate();
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists each card by brand, last four digits and expiry, with a named Remove button', async () => {
    const api = mockApi(handlers([VISA, MASTERCARD]));
    renderProfile();
    expect(await screen.findByRole('heading', { name: 'Saved cards' })).toBeInTheDocument();
    const items = await within(section()).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Visa •••• 4242');
    expect(items[0]).toHaveTextContent('Expires 12/34');
    expect(items[1]).toHaveTextContent('Mastercard •••• 4444');
    expect(items[1]).toHaveTextContent('Expires 03/31');
    expect(within(section()).getByRole('button', { name: 'Remove Visa ending in 4242' })).toBeEnabled();
    expect(within(section()).getByRole('button', { name: 'Remove Mastercard ending in 4444' })).toBeEnabled();
    expect(api.callsTo(LIST)[0]?.token).toBe('customer-token');
    // The personal information form is as it was.
    expect(screen.getByRole('form', { name: 'Personal information' })).toBeInTheDocument();
  });

  it('says when there is no card yet', async () => {
    mockApi(handlers([]));
    renderProfile();
    expect(await within(await screen.findByRole('region', { name: 'Saved cards' })).findByText('No saved cards yet.'));
    expect(within(section()).getByRole('button', { name: 'Add a card' })).toBeEnabled();
  });

  it('shows a loader, then a failure with a retry', async () => {
    let fail = true;
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(
      handlers([], {
        [LIST]: async () => {
          await answered;
          return fail ? envelope(500, null, 'Internal server error') : envelope(200, [VISA]);
        },
      }),
    );
    renderProfile();
    expect(await screen.findByRole('progressbar', { name: 'Loading your saved cards' })).toBeInTheDocument();
    release();
    // A 5xx is tried once more, a second later, before the failure shows.
    const alert = await screen.findByText('Your saved cards could not be loaded', {}, { timeout: 4000 });
    expect(within(section()).getByRole('alert')).toContainElement(alert);
    fail = false;
    fireEvent.click(within(section()).getByRole('button', { name: 'Try again' }));
    expect(await within(section()).findByText('Visa •••• 4242')).toBeInTheDocument();
  });

  it('removes a card once the customer confirms, and reads the list again', async () => {
    const api = mockApi(handlers([VISA, MASTERCARD]));
    renderProfile();
    fireEvent.click(
      await within(await screen.findByRole('region', { name: 'Saved cards' })).findByRole('button', {
        name: 'Remove Visa ending in 4242',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('Visa •••• 4242 (expires 12/34) will no longer be offered when you pay.');
    // Not now: nothing is removed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /customer/payment-methods/3')).toHaveLength(0);

    fireEvent.click(within(section()).getByRole('button', { name: 'Remove Visa ending in 4242' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(within(section()).queryByText('Visa •••• 4242')).not.toBeInTheDocument());
    expect(api.callsTo('DELETE /customer/payment-methods/3')[0]?.token).toBe('customer-token');
    expect(within(section()).getByText('Mastercard •••• 4444')).toBeInTheDocument();
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it("says the server's refusal in the dialog (a card that pays a plan)", async () => {
    const refusal = 'This card pays a plan: choose another card for the plan first.';
    mockApi(
      handlers([VISA], {
        'DELETE /customer/payment-methods/3': () => envelope(409, null, refusal),
      }),
    );
    renderProfile();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending in 4242' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove card' }));
    expect(await within(screen.getByRole('dialog')).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(section()).getByText('Visa •••• 4242')).toBeInTheDocument();
  });

  it('adds a card in test mode: the setup, the card confirmed, the list read again, "Card saved."', async () => {
    const api = mockApi(handlers([]));
    renderProfile();
    await saveCard('4242 4242 4242 4242');
    expect(await within(section()).findByRole('status')).toHaveTextContent('Card saved.');
    expect(within(section()).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save card' })).not.toBeInTheDocument();
    expect(api.callsTo(ADD)[0]?.token).toBe('customer-token');
    expect(api.callsTo(CONFIRM)[0]?.body).toEqual({
      clientSecret: 'seti_sbx_1_secret_y',
      cardNumber: '4242424242424242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
      returnUrl: '/profile',
    });
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it("shows the provider's message for a declined card, and keeps the form", async () => {
    mockApi(handlers([]));
    renderProfile();
    await saveCard('4000 0000 0000 0002');
    expect(await within(section()).findByRole('alert')).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('button', { name: 'Save card' })).toBeEnabled();
    expect(within(section()).getByText('No saved cards yet.')).toBeInTheDocument();
  });

  it('sends a card that needs 3-D Secure to the challenge page, which brings the customer back here', async () => {
    const api = mockApi(handlers([]));
    renderProfile();
    await saveCard('4000 0027 6000 3184');
    await waitFor(() => expect(where()).toMatch(/^\/process-payment\?/));
    expect(where().split('|')[0]).toBe(CHALLENGE);
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('reads the cards again when the customer comes back from a completed challenge, and says "Card saved."', async () => {
    const api = mockApi(handlers([VISA]));
    renderProfile({
      pathname: '/profile',
      search: '?payment_intent=seti_sbx_1&payment_intent_client_secret=seti_sbx_1_secret_y&redirect_status=succeeded',
    });
    expect(
      await within(await screen.findByRole('region', { name: 'Saved cards' })).findByRole('status'),
    ).toHaveTextContent('Card saved.');
    expect(within(section()).getByText('Visa •••• 4242')).toBeInTheDocument();
    expect(api.callsTo(LIST).length).toBeGreaterThanOrEqual(1);
  });

  it('says a failed challenge as the provider does', async () => {
    mockApi(handlers([]));
    renderProfile({
      pathname: '/profile',
      search: '?payment_intent=seti_sbx_1&payment_intent_client_secret=seti_sbx_1_secret_y&redirect_status=failed',
    });
    const alert = await within(await screen.findByRole('region', { name: 'Saved cards' })).findByRole('alert');
    expect(alert).toHaveTextContent('The card was not saved');
    expect(alert).toHaveTextContent(PaymentMessages.authenticationFailed);
  });

  it('offers no new card once the customer keeps five', async () => {
    const five = [1, 2, 3, 4, 5].map((id) => ({ ...VISA, id, last4: `424${id}` }));
    mockApi(handlers(five));
    renderProfile();
    expect(
      await within(await screen.findByRole('region', { name: 'Saved cards' })).findAllByRole('listitem'),
    ).toHaveLength(5);
    expect(within(section()).getByRole('button', { name: 'Add a card' })).toBeDisabled();
    expect(within(section()).getByText('You can keep 5 cards at most: remove one to add another.')).toBeInTheDocument();
  });

  it('is not shown to a guest, and asks nothing', async () => {
    const api = mockApi(handlers([VISA]));
    act(() => useSession.getState().loginAsGuest('guest-token'));
    renderScreen(<SavedCardsSection />, { path: '/profile' });
    expect(screen.queryByRole('region', { name: 'Saved cards' })).not.toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(0);
  });
});
