import { PaymentMessages } from '@upkeep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, mockApi } from '../../../test/api-mock';
import { intent } from '../../../test/booking-fixtures';
import { ApiError } from '../../lib/api';
import { confirmWithSavedCard } from './saved-card-payment';

// Stripe.js stands in here: the suite runs offline. An isolated test (a fresh module graph): the loader keeps
// Stripe objects per key, and another file's stand-in for the same key must not answer here.
const stripe = vi.hoisted(() => ({ loadStripe: vi.fn(), handleNextAction: vi.fn() }));
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));

const PAY = 'POST /customer/payment-methods/3/pay';
const confirm = confirmWithSavedCard(3, { token: 'customer-token', returnUrl: '/payment-information' });
const answer =
  (status: string, extra: object = {}) =>
  () =>
    envelope(200, { id: 'pi_sbx_1', status, error: null, nextAction: null, ...extra });

describe('paying with a saved card (the confirmCard step)', () => {
  beforeEach(() => {
    stripe.handleNextAction.mockReset();
    stripe.loadStripe.mockReset().mockResolvedValue({ handleNextAction: stripe.handleNextAction });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks the server to pay the page's intent with the card, with the page's return address", async () => {
    const api = mockApi({ [PAY]: answer('succeeded') });
    await expect(confirm(intent())).resolves.toEqual({ error: null });
    expect(api.callsTo(PAY)[0]).toMatchObject({
      token: 'customer-token',
      body: { paymentIntentId: 'pi_sbx_1', returnUrl: '/payment-information' },
    });
  });

  it("answers the sandbox's challenge page, and the card's message", async () => {
    const url = '/process-payment?payment_intent=pi_sbx_1&payment_intent_client_secret=pi_sbx_1_secret_x';
    mockApi({
      [PAY]: answer('requires_action', {
        nextAction: { type: 'redirect_to_url', redirectToUrl: { url, returnUrl: '/payment-information' } },
      }),
    });
    await expect(confirm(intent())).resolves.toEqual({ error: null, redirectTo: url });
    mockApi({
      [PAY]: answer('requires_payment_method', {
        error: { code: 'card_declined', message: 'Your card was declined.' },
      }),
    });
    await expect(confirm(intent())).resolves.toEqual({ error: 'Your card was declined.' });
  });

  it('says a 402 as the card’s message, and lets any other failure through', async () => {
    mockApi({ [PAY]: () => envelope(402, null, 'Your card has insufficient funds.') });
    await expect(confirm(intent())).resolves.toEqual({ error: 'Your card has insufficient funds.' });
    mockApi({ [PAY]: () => envelope(409, null, 'This booking has nothing to pay.') });
    await expect(confirm(intent())).rejects.toBeInstanceOf(ApiError);
  });

  it('runs Stripe’s own challenge (handleNextAction) when Stripe asks for authentication without a redirect', async () => {
    mockApi({ [PAY]: answer('requires_action') });
    const stripeIntent = intent({ provider: 'stripe', publishableKey: 'pk_test_123', clientSecret: 'pi_1_secret_2' });
    stripe.handleNextAction.mockResolvedValueOnce({ paymentIntent: { status: 'succeeded' } });
    await expect(confirm(stripeIntent)).resolves.toEqual({ error: null });
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_123');
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: 'pi_1_secret_2' });
    stripe.handleNextAction.mockResolvedValueOnce({ error: { message: PaymentMessages.authenticationFailed } });
    await expect(confirm(stripeIntent)).resolves.toEqual({ error: PaymentMessages.authenticationFailed });
  });

  it('asks the customer to authenticate when the sandbox names no challenge page', async () => {
    mockApi({ [PAY]: answer('requires_action') });
    await expect(confirm(intent())).resolves.toEqual({ error: PaymentMessages.requiresAction });
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });
});
