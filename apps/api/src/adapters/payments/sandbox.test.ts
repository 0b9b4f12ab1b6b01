import { luhnValid, PaymentMessages, required, TEST_CARDS } from '@upkeep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPgliteAt } from '../../../test/helpers.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { REQUIRES_ACTION_CODE, requireSucceeded } from '../../modules/money/payments/service.ts';
import type { Intent } from './provider.ts';
import { judgeCard, requiresAuthentication, SandboxProvider } from './sandbox.ts';

const now = new Date('2026-06-15T17:00:00Z');
const card = (cardNumber: string, expMonth = 12, expYear = 2030) => ({ cardNumber, expMonth, expYear, cvc: '123' });

describe('the sandbox’s test cards', () => {
  it('answers like Stripe’s test mode', () => {
    expect(judgeCard(card(TEST_CARDS.succeeds), now)).toBeNull();
    expect(judgeCard(card('4242 4242 4242 4242'), now)).toBeNull();
    expect(judgeCard(card(TEST_CARDS.declined), now)).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(judgeCard(card(TEST_CARDS.insufficientFunds), now)).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(judgeCard(card('4242424242424241'), now)?.code).toBe('incorrect_number');
    expect(judgeCard(card(TEST_CARDS.succeeds, 5, 2026), now)?.code).toBe('expired_card');
    expect(judgeCard(card(TEST_CARDS.succeeds, 6, 26), now)).toBeNull();
    expect(judgeCard(card('5555555555554444'), now)?.message).toContain('non test card');
    // The 3-D Secure card is a good card that asks for authentication.
    expect(judgeCard(card('4000 0027 6000 3184'), now)).toBeNull();
    expect(requiresAuthentication(card('4000 0027 6000 3184'))).toBe(true);
    expect(requiresAuthentication(card(TEST_CARDS.succeeds))).toBe(false);
  });

  it('checks Luhn’s digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });
});

describe('the sandbox’s 3-D Secure', () => {
  let handle: DatabaseHandle;
  let sandbox: SandboxProvider;
  let key = 0;
  const newIntent = () =>
    sandbox.createIntent({ amountCents: 12_345, idempotencyKey: `test-${++key}`, metadata: {}, description: 'test' });

  beforeAll(async () => {
    // A real embedded PostgreSQL, migrated: opened from the dump of one the global setup migrated (a new one takes
    // seconds to initialise and migrate on a busy two-core machine).
    handle = await openPgliteAt('migrated');
    sandbox = new SandboxProvider(handle.db, () => now);
  }, 60_000);
  afterAll(() => handle.close());

  it('leaves an intent confirmed with 4000 0027 6000 3184 waiting for authentication, with the challenge page', async () => {
    const intent = await newIntent();
    const answer = await sandbox.confirm(
      intent.id,
      intent.clientSecret,
      card(TEST_CARDS.authenticationRequired),
      '/payment-information',
    );
    expect(answer?.intent).toMatchObject({ status: 'requires_action', lastError: null });
    const url = new URL(required(answer?.nextAction, 'the next action').redirectToUrl.url, 'http://upkeep.test');
    expect(answer?.nextAction).toMatchObject({
      type: 'redirect_to_url',
      redirectToUrl: { returnUrl: '/payment-information' },
    });
    expect(url.pathname).toBe('/process-payment');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      payment_intent: intent.id,
      payment_intent_client_secret: intent.clientSecret,
      return_url: '/payment-information',
    });
    expect((await sandbox.retrieveIntent(intent.id)).status).toBe('requires_action');
  });

  it('makes the intent succeed when the customer completes the challenge, once only', async () => {
    const intent = await newIntent();
    await sandbox.confirm(intent.id, intent.clientSecret, card(TEST_CARDS.authenticationRequired));
    const done = await sandbox.authenticate(intent.id, intent.clientSecret, 'complete');
    expect(done).toMatchObject({
      kind: 'authenticated',
      answer: { intent: { status: 'succeeded' }, nextAction: null },
    });
    expect((await sandbox.retrieveIntent(intent.id)).status).toBe('succeeded');
    // A second answer, either way, finds nothing to authenticate and changes nothing.
    for (const outcome of ['complete', 'fail'] as const) {
      const again = await sandbox.authenticate(intent.id, intent.clientSecret, outcome);
      expect(again).toMatchObject({ kind: 'unexpected_state', intent: { status: 'succeeded' } });
    }
    expect((await sandbox.retrieveIntent(intent.id)).status).toBe('succeeded');
  });

  it('fails the intent with Stripe’s authentication error, and lets another card pay it', async () => {
    const intent = await newIntent();
    await sandbox.confirm(intent.id, intent.clientSecret, card(TEST_CARDS.authenticationRequired));
    const failed = await sandbox.authenticate(intent.id, intent.clientSecret, 'fail');
    expect(failed).toMatchObject({ kind: 'authenticated' });
    const after = await sandbox.retrieveIntent(intent.id);
    expect(after).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'payment_intent_authentication_failure', message: PaymentMessages.authenticationFailed },
    });
    // Failing is not a way back to the challenge: the intent no longer waits for authentication.
    expect((await sandbox.authenticate(intent.id, intent.clientSecret, 'complete')).kind).toBe('unexpected_state');
    const paid = await sandbox.confirm(intent.id, intent.clientSecret, card(TEST_CARDS.succeeds));
    expect(paid).toMatchObject({ intent: { status: 'succeeded', lastError: null }, nextAction: null });
  });

  it('authenticates only an intent that waits for it, and only for the owner of its client secret', async () => {
    const fresh = await newIntent();
    expect(await sandbox.authenticate(fresh.id, fresh.clientSecret, 'complete')).toMatchObject({
      kind: 'unexpected_state',
      intent: { status: 'requires_payment_method' },
    });
    const declined = await newIntent();
    await sandbox.confirm(declined.id, declined.clientSecret, card(TEST_CARDS.declined));
    expect((await sandbox.authenticate(declined.id, declined.clientSecret, 'complete')).kind).toBe('unexpected_state');

    const waiting = await newIntent();
    await sandbox.confirm(waiting.id, waiting.clientSecret, card(TEST_CARDS.authenticationRequired));
    const other = await newIntent();
    for (const secret of [other.clientSecret, `${waiting.clientSecret}x`, '']) {
      expect(await sandbox.authenticate(waiting.id, secret, 'complete')).toEqual({ kind: 'not_found' });
    }
    expect(await sandbox.authenticate('pi_sbx_missing', waiting.clientSecret, 'complete')).toEqual({
      kind: 'not_found',
    });
    expect((await sandbox.retrieveIntent(waiting.id)).status).toBe('requires_action');

    // Two answers at once: one moves the intent, the other finds it moved.
    const results = await Promise.all([
      sandbox.authenticate(waiting.id, waiting.clientSecret, 'complete'),
      sandbox.authenticate(waiting.id, waiting.clientSecret, 'fail'),
    ]);
    expect(results.map((r) => r.kind).sort()).toEqual(['authenticated', 'unexpected_state']);
  });

  it('lets an intent that waits for authentication be confirmed again with another card, as Stripe does', async () => {
    const intent = await newIntent();
    await sandbox.confirm(intent.id, intent.clientSecret, card(TEST_CARDS.authenticationRequired));
    const paid = await sandbox.confirm(intent.id, intent.clientSecret, card(TEST_CARDS.succeeds));
    expect(paid?.intent.status).toBe('succeeded');
    expect((await sandbox.authenticate(intent.id, intent.clientSecret, 'complete')).kind).toBe('unexpected_state');
  });
});

describe('validation of an intent, whichever the provider', () => {
  const intent = (status: string, lastError: Intent['lastError'] = null): Intent => ({
    id: 'pi_x',
    clientSecret: 'pi_x_secret',
    amountCents: 100,
    currency: 'usd',
    status,
    metadata: {},
    lastError,
  });
  const refusal = (i: Intent) => {
    try {
      requireSucceeded(i);
      return null;
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      return { status: err.statusCode, message: err.message, code: err.code };
    }
  };
  const stale = { code: 'card_declined', message: 'Your card was declined.' };

  it('treats an intent that waits for authentication as neither paid nor failed', () => {
    expect(refusal(intent('succeeded'))).toBeNull();
    // Stripe may keep an earlier attempt's error on an intent that now waits for 3-D Secure: not shown.
    expect(refusal(intent('requires_action', stale))).toEqual({
      status: 402,
      message: PaymentMessages.requiresAction,
      code: REQUIRES_ACTION_CODE,
    });
    expect(refusal(intent('processing', stale))?.message).toBe(PaymentMessages.processing);
    expect(refusal(intent('requires_payment_method', stale))).toEqual({
      status: 402,
      message: 'Your card was declined.',
      code: undefined,
    });
  });
});
