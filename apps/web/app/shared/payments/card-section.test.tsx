import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { configAnswer, intent } from '../../../test/booking-fixtures';
import { renderScreen } from '../../../test/render';
import type { CardFormHandle, CardPurpose } from './card-form';
import { CardSection } from './card-section';

// Stripe.js stands in here: the browser suite runs offline, in the sandbox's test mode.
const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(),
  confirmCardPayment: vi.fn(),
  confirmCardSetup: vi.fn(),
  cardChange: null as ((event: { complete: boolean }) => void) | null,
}));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: React.ReactNode }) => children,
  CardElement: ({ onChange }: { onChange: (event: { complete: boolean }) => void }) => {
    stripe.cardChange = onChange;
    return <div data-testid="stripe-card" />;
  },
  useStripe: () => ({ confirmCardPayment: stripe.confirmCardPayment, confirmCardSetup: stripe.confirmCardSetup }),
  useElements: () => ({ getElement: () => ({ kind: 'card' }) }),
}));

function renderCard(purpose?: CardPurpose) {
  const handle = createRef<CardFormHandle>();
  const onCompleteChange = vi.fn();
  renderScreen(<CardSection handleRef={handle} onCompleteChange={onCompleteChange} purpose={purpose} />, {
    path: '/',
  });
  return { handle, onCompleteChange };
}

const stripeConfig = () =>
  envelope(200, {
    environment: 'production',
    payments: { provider: 'stripe', publishableKey: 'pk_test_123' },
    mail: 'smtp',
    sms: 'twilio',
    geo: 'maps',
    testMode: false,
    testServices: [],
  });

describe('the card form', () => {
  beforeEach(() => {
    stripe.loadStripe.mockReset().mockResolvedValue({});
    stripe.confirmCardPayment.mockReset();
    stripe.confirmCardSetup.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is the sandbox’s in test mode, and loads nothing of Stripe', async () => {
    mockApi({ 'GET /config': configAnswer });
    const { handle, onCompleteChange } = renderCard();
    expect(await screen.findByText('Test mode')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Card number/ }), {
      target: { value: '4242424242424242' },
    });
    expect(screen.getByRole('textbox', { name: /^Card number/ })).toHaveValue('4242 4242 4242 4242');
    fireEvent.change(screen.getByRole('textbox', { name: /^Expiration/ }), { target: { value: '1234' } });
    expect(screen.getByRole('textbox', { name: /^Expiration/ })).toHaveValue('12 / 34');
    fireEvent.change(screen.getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });
    await waitFor(() => expect(onCompleteChange).toHaveBeenLastCalledWith(true));

    mockApi({
      'POST /sandbox/payment-intents/pi_sbx_1/confirm': () =>
        envelope(200, { id: 'pi_sbx_1', status: 'succeeded', error: null }),
    });
    await expect(handle.current?.confirm(intent())).resolves.toEqual({ error: null });
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it('calls an expired card incomplete', async () => {
    mockApi({ 'GET /config': configAnswer });
    const { onCompleteChange } = renderCard();
    await screen.findByText('Test mode');
    fireEvent.change(screen.getByRole('textbox', { name: /^Card number/ }), {
      target: { value: '4242424242424242' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /^Expiration/ }), { target: { value: '0120' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });
    fireEvent.blur(screen.getByRole('textbox', { name: /^Expiration/ }));
    expect(await screen.findByText('The expiration date is incomplete or in the past.')).toBeInTheDocument();
    expect(onCompleteChange).not.toHaveBeenCalledWith(true);
  });

  it('is Stripe Elements in Stripe mode, confirming with Stripe.js and its message', async () => {
    mockApi({ 'GET /config': stripeConfig });
    const { handle, onCompleteChange } = renderCard();
    expect(await screen.findByTestId('stripe-card')).toBeInTheDocument();
    expect(screen.queryByText('Test mode')).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    stripe.cardChange?.({ complete: true });
    expect(onCompleteChange).toHaveBeenLastCalledWith(true);

    stripe.confirmCardPayment.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
    const secret = intent({ provider: 'stripe', clientSecret: 'pi_123_secret_456' });
    await expect(handle.current?.confirm(secret)).resolves.toEqual({ error: 'Your card was declined.' });
    expect(stripe.confirmCardPayment).toHaveBeenCalledWith('pi_123_secret_456', {
      payment_method: { card: { kind: 'card' } },
    });
    stripe.confirmCardPayment.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    await expect(handle.current?.confirm(secret)).resolves.toEqual({ error: null });
  });

  describe('in its setup mode (a card saved for later, issue 31)', () => {
    const SETUP = { setupIntentId: 'seti_sbx_1', clientSecret: 'seti_sbx_1_secret_y' };
    const CHALLENGE = '/process-payment?payment_intent=seti_sbx_1&payment_intent_client_secret=seti_sbx_1_secret_y';

    it('confirms the setup intent at the sandbox with the card, and names its challenge page', async () => {
      mockApi({ 'GET /config': configAnswer });
      const { handle } = renderCard('setup');
      expect(await screen.findByText('Test mode')).toBeInTheDocument();
      expect(screen.getByText(/no card is saved with a bank/)).toBeInTheDocument();
      expect(screen.queryByText(/no card is charged/)).not.toBeInTheDocument();
      fireEvent.change(screen.getByRole('textbox', { name: /^Card number/ }), {
        target: { value: '4000002760003184' },
      });
      fireEvent.change(screen.getByRole('textbox', { name: /^Expiration/ }), { target: { value: '1234' } });
      fireEvent.change(screen.getByRole('textbox', { name: /^CVC/ }), { target: { value: '123' } });

      const api = mockApi({
        'POST /sandbox/setup-intents/seti_sbx_1/confirm': () =>
          envelope(200, {
            id: 'seti_sbx_1',
            status: 'requires_action',
            error: null,
            nextAction: { type: 'redirect_to_url', redirectToUrl: { url: CHALLENGE, returnUrl: '/' } },
          }),
      });
      await expect(handle.current?.confirmSetup(SETUP)).resolves.toEqual({ error: null, redirectTo: CHALLENGE });
      expect(api.callsTo('POST /sandbox/setup-intents/seti_sbx_1/confirm')[0]?.body).toEqual({
        clientSecret: 'seti_sbx_1_secret_y',
        cardNumber: '4000002760003184',
        expMonth: 12,
        expYear: 2034,
        cvc: '123',
        returnUrl: '/',
      });
      expect(api.callsTo('POST /sandbox/payment-intents/seti_sbx_1/confirm')).toHaveLength(0);
    });

    it('confirms the setup with Stripe.js in Stripe mode, with its message', async () => {
      mockApi({ 'GET /config': stripeConfig });
      const { handle } = renderCard('setup');
      expect(await screen.findByTestId('stripe-card')).toBeInTheDocument();
      expect(screen.getByText(/keeps it for your next payments/)).toBeInTheDocument();
      stripe.confirmCardSetup.mockResolvedValueOnce({ error: { message: 'Your card was declined.' } });
      await expect(handle.current?.confirmSetup(SETUP)).resolves.toEqual({ error: 'Your card was declined.' });
      expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_sbx_1_secret_y', {
        payment_method: { card: { kind: 'card' } },
      });
      stripe.confirmCardSetup.mockResolvedValueOnce({ setupIntent: { status: 'succeeded' } });
      await expect(handle.current?.confirmSetup(SETUP)).resolves.toEqual({ error: null });
      expect(stripe.confirmCardPayment).not.toHaveBeenCalled();
    });
  });
});
