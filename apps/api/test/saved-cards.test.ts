/**
 * Saved cards (issue 31): a customer saves a card through a SetupIntent (3-D Secure at setup with 4000 0027 6000
 * 3184), sees its brand and last four digits, removes it, and pays a booking with it in one tap; a saved card is
 * charged later without the customer, once per idempotency key, and a bank that asks for authentication then
 * fails the charge as Stripe's does. Nobody else's card or payment is reachable.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEST_CARDS } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { StripeProvider } from '../src/adapters/payments/stripe.ts';
import { queryRows } from '../src/db/client.ts';
import { bookingAwaitingPayment, createCustomer } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest } from './sign-in.ts';

const nextAddress = clientAddresses(248);
let nextDate = Date.UTC(2026, 6, 1);
/** A weekday of its own for each booking (a company holds one job a slot). */
const bookingDate = () => {
  do nextDate += 24 * 3600_000;
  while ([0, 6].includes(new Date(nextDate).getUTCDay()));
  return new Date(nextDate).toISOString().slice(0, 10);
};

interface Card {
  id: number;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

describe.each(databaseKinds())('saved cards on %s', (kind) => {
  let ctx: TestContext;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
  });
  afterAll(() => ctx.close());

  const call = (token: string | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  async function customer() {
    const made = await createCustomer(inject, {
      Email: `cards-${Date.now()}-${Math.random()}@example.com`,
      PhoneNumber: `702${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    if (!made.token) throw new Error(made.res.body);
    return made.token;
  }

  /** Starts a setup and confirms it with `cardNumber` in the sandbox, as the browser does. */
  async function saveCard(token: string, cardNumber: string) {
    const started = await call(token, 'POST', '/customer/payment-methods');
    expect(started.statusCode, started.body).toBe(201);
    const { setupIntentId, clientSecret } = started.json().data as { setupIntentId: string; clientSecret: string };
    const confirmed = await call(null, 'POST', `/sandbox/setup-intents/${setupIntentId}/confirm`, {
      clientSecret,
      cardNumber,
      expMonth: 12,
      expYear: 34,
      cvc: '123',
      returnUrl: '/profile',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    return { setupIntentId, clientSecret, answer: confirmed.json().data };
  }

  const cards = async (token: string) => (await call(token, 'GET', '/customer/payment-methods')).json().data as Card[];

  it('saves a card through a setup, lists its brand and last four digits, and removes it', async () => {
    const token = await customer();
    expect(await cards(token)).toEqual([]);
    const { setupIntentId, answer } = await saveCard(token, '4242 4242 4242 4242');
    expect(setupIntentId).toMatch(/^seti_sbx_/);
    expect(answer).toMatchObject({ status: 'succeeded', error: null, nextAction: null });
    const [card] = await cards(token);
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 });
    // Read again: saved once.
    expect(await cards(token)).toHaveLength(1);

    // Another customer neither sees nor removes it; a guest has no cards.
    const other = await customer();
    expect(await cards(other)).toEqual([]);
    expect((await call(other, 'DELETE', `/customer/payment-methods/${card?.id}`)).statusCode).toBe(404);
    expect((await call(await signInAsGuest(inject), 'GET', '/customer/payment-methods')).statusCode).toBe(401);
    expect((await call(null, 'POST', '/customer/payment-methods')).statusCode).toBe(401);

    const removed = await call(token, 'DELETE', `/customer/payment-methods/${card?.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await cards(token)).toEqual([]);
    // Detached at the provider too.
    const [method] = await queryRows<{ customer_id: string | null }>(
      ctx.database.db,
      sql`select customer_id from sandbox_payment_methods where last4 = '4242' order by created_at desc limit 1`,
    );
    expect(method?.customer_id).toBeNull();
  });

  it('asks for 3-D Secure at setup with 4000 0027 6000 3184: saved once authenticated, not when it fails', async () => {
    const token = await customer();
    const first = await saveCard(token, TEST_CARDS.authenticationRequired);
    expect(first.answer.status).toBe('requires_action');
    expect(first.answer.nextAction.redirectToUrl.url).toContain(`payment_intent=${first.setupIntentId}`);
    expect(await cards(token)).toEqual([]);
    const done = await call(null, 'POST', `/sandbox/setup-intents/${first.setupIntentId}/authenticate`, {
      clientSecret: first.clientSecret,
      outcome: 'complete',
    });
    expect(done.json().data.status).toBe('succeeded');
    expect((await cards(token)).map((c) => c.last4)).toEqual(['3184']);

    const second = await saveCard(token, TEST_CARDS.authenticationRequired);
    const failed = await call(null, 'POST', `/sandbox/setup-intents/${second.setupIntentId}/authenticate`, {
      clientSecret: second.clientSecret,
      outcome: 'fail',
    });
    expect(failed.json().data.status).toBe('requires_payment_method');
    expect(await cards(token)).toHaveLength(1);
    // A wrong secret opens nothing; a declined card is never saved.
    expect(
      (
        await call(null, 'POST', `/sandbox/setup-intents/${second.setupIntentId}/authenticate`, {
          clientSecret: 'seti_wrong_secret',
          outcome: 'complete',
        })
      ).statusCode,
    ).toBe(404);
    const declined = await saveCard(token, TEST_CARDS.declined);
    expect(declined.answer).toMatchObject({ status: 'requires_payment_method', error: { code: 'card_declined' } });
    expect(await cards(token)).toHaveLength(1);
  });

  it('keeps at most 5 cards', async () => {
    const token = await customer();
    for (let i = 0; i < 5; i++) await saveCard(token, TEST_CARDS.succeeds);
    expect(await cards(token)).toHaveLength(5);
    const sixth = await call(token, 'POST', '/customer/payment-methods');
    expect(sixth.statusCode).toBe(409);
  });

  it("pays a booking in one tap with a saved card; 3-D Secure when the bank asks; nobody else's payment", async () => {
    const token = await customer();
    await saveCard(token, TEST_CARDS.succeeds);
    const [visa] = await cards(token);
    const booked = await bookingAwaitingPayment(inject, { customerToken: token, date: bookingDate() });
    const paid = await call(token, 'POST', `/customer/payment-methods/${visa?.id}/pay`, {
      paymentIntentId: booked.paymentIntentId,
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ id: booked.paymentIntentId, status: 'succeeded', error: null });
    const validated = await call(token, 'POST', '/customer/payment/validate', {
      TicketID: booked.ticketId,
      PaymentIntentID: booked.paymentIntentId,
    });
    expect(validated.statusCode, validated.body).toBe(200);

    // Another customer's booking cannot be paid with this card, nor this card used by another.
    const stranger = await customer();
    const theirs = await bookingAwaitingPayment(inject, { customerToken: stranger, date: bookingDate() });
    const refused = await call(token, 'POST', `/customer/payment-methods/${visa?.id}/pay`, {
      paymentIntentId: theirs.paymentIntentId,
    });
    expect(refused.statusCode).toBe(401);
    expect(
      (
        await call(stranger, 'POST', `/customer/payment-methods/${visa?.id}/pay`, {
          paymentIntentId: theirs.paymentIntentId,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(token, 'POST', `/customer/payment-methods/${visa?.id}/pay`, { paymentIntentId: 'pi_nothing' }))
        .statusCode,
    ).toBe(404);

    // A card that always asks for 3-D Secure: the challenge page, then the validation as after a card.
    await saveCard(token, TEST_CARDS.authenticationRequired).then(async ({ setupIntentId, clientSecret }) =>
      call(null, 'POST', `/sandbox/setup-intents/${setupIntentId}/authenticate`, { clientSecret, outcome: 'complete' }),
    );
    const secure = (await cards(token)).find((c) => c.last4 === '3184');
    const next = await bookingAwaitingPayment(inject, { customerToken: token, date: bookingDate() });
    const asked = await call(token, 'POST', `/customer/payment-methods/${secure?.id}/pay`, {
      paymentIntentId: next.paymentIntentId,
      returnUrl: '/payment-information',
    });
    expect(asked.json().data).toMatchObject({ status: 'requires_action' });
    expect(asked.json().data.nextAction.redirectToUrl.url).toContain(`payment_intent=${next.paymentIntentId}`);
  });

  it('charges a saved card without the customer once per key; a card that asks for authentication fails', async () => {
    const provider = new SandboxProvider(ctx.database.db, () => TEST_NOW);
    const token = await customer();
    await saveCard(token, TEST_CARDS.succeeds);
    await saveCard(token, TEST_CARDS.declinesAfterSaving);
    await saveCard(token, TEST_CARDS.authenticationRequired).then(({ setupIntentId, clientSecret }) =>
      call(null, 'POST', `/sandbox/setup-intents/${setupIntentId}/authenticate`, { clientSecret, outcome: 'complete' }),
    );
    const ids = (await cards(token)).map((c) => c.id);
    expect(ids).toHaveLength(3);
    const saved = await queryRows<{ payment_method_id: string; last4: string; payment_customer_id: string }>(
      ctx.database.db,
      sql`select s.payment_method_id, s.last4, c.payment_customer_id from saved_cards s
            join customers c on c.id = s.customer_id
           where s.id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})`,
    );
    const byLast4 = (last4: string) => {
      const row = saved.find((s) => s.last4 === last4);
      if (!row) throw new Error(`no saved ${last4}`);
      return row;
    };
    const charge = (last4: string, key: string) =>
      provider.chargeOffSession({
        amountCents: 12_500,
        customerId: byLast4(last4).payment_customer_id,
        paymentMethodId: byLast4(last4).payment_method_id,
        idempotencyKey: key,
        metadata: { visit: key },
        description: 'A plan visit',
      });
    const first = await charge('4242', `visit-${token.slice(-8)}-1`);
    expect(first).toMatchObject({ status: 'succeeded', amountCents: 12_500, lastError: null });
    expect((await charge('4242', `visit-${token.slice(-8)}-1`)).id).toBe(first.id);
    expect(await charge('3184', `visit-${token.slice(-8)}-2`)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'authentication_required' },
    });
    expect(await charge('0341', `visit-${token.slice(-8)}-3`)).toMatchObject({
      status: 'requires_payment_method',
      lastError: { code: 'card_declined' },
    });
  });
});

/** Stripe's API on a local port: records the requests; a card that needs authentication off session is refused. */
async function stripeRecorder() {
  const requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
  const server: Server = createServer(async (request, response) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    const body = new URLSearchParams(text);
    const path = request.url ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      body,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    const json = (status: number, answer: object) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(JSON.stringify(answer));
    };
    const intent = {
      id: 'pi_offsession',
      object: 'payment_intent',
      amount: Number(body.get('amount') ?? 0),
      currency: 'usd',
      client_secret: 'pi_offsession_secret',
      metadata: {},
      status: 'requires_payment_method',
      last_payment_error: { code: 'authentication_required', message: 'Your card was declined.' },
    };
    if (path.startsWith('/v1/customers')) return json(200, { id: 'cus_Recorded', object: 'customer' });
    if (path.startsWith('/v1/setup_intents')) {
      return json(200, {
        id: 'seti_Recorded',
        object: 'setup_intent',
        client_secret: 'seti_Recorded_secret_x',
        status: 'requires_payment_method',
        customer: 'cus_Recorded',
        payment_method: null,
        last_setup_error: null,
      });
    }
    if (path.startsWith('/v1/payment_intents')) {
      return json(402, {
        error: {
          type: 'card_error',
          code: 'authentication_required',
          decline_code: 'authentication_required',
          message: 'Your card was declined. This transaction requires authentication.',
          payment_intent: intent,
        },
      });
    }
    json(404, { error: { type: 'invalid_request_error', message: `no ${path}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const provider = new StripeProvider('sk_test_offline', 'pk_test_offline', {
    host: '127.0.0.1',
    port,
    protocol: 'http',
  });
  return { requests, server, provider };
}

describe("Stripe's saved cards: what the adapter sends", () => {
  it('saves for off-session use, and charges off session with the customer and card, refusals as intents', async () => {
    const { requests, server, provider } = await stripeRecorder();
    try {
      expect(
        await provider.createCustomer({ email: 'a@example.com', name: 'Ana', idempotencyKey: 'customer-7' }),
      ).toEqual({ id: 'cus_Recorded' });
      const setup = await provider.createSetupIntent({
        customerId: 'cus_Recorded',
        idempotencyKey: 'card-setup-7-x',
        metadata: { customerId: '7' },
      });
      expect(setup).toMatchObject({
        id: 'seti_Recorded',
        clientSecret: 'seti_Recorded_secret_x',
        customerId: 'cus_Recorded',
      });
      const charged = await provider.chargeOffSession({
        amountCents: 9_000,
        customerId: 'cus_Recorded',
        paymentMethodId: 'pm_Saved',
        idempotencyKey: 'plan-visit-41',
        metadata: { ticketId: '41' },
        description: 'Pool Service visit',
      });
      expect(charged).toMatchObject({
        id: 'pi_offsession',
        status: 'requires_payment_method',
        lastError: { code: 'authentication_required' },
      });
      const [customer, setupCall, charge] = requests;
      expect(customer?.idempotencyKey).toBe('customer-7');
      expect(setupCall?.body.get('usage')).toBe('off_session');
      expect(setupCall?.body.get('customer')).toBe('cus_Recorded');
      expect(charge?.path).toBe('/v1/payment_intents');
      expect(charge?.idempotencyKey).toBe('plan-visit-41');
      expect(
        Object.fromEntries(
          ['customer', 'payment_method', 'off_session', 'confirm', 'amount'].map((k) => [k, charge?.body.get(k)]),
        ),
      ).toEqual({
        customer: 'cus_Recorded',
        payment_method: 'pm_Saved',
        off_session: 'true',
        confirm: 'true',
        amount: '9000',
      });
    } finally {
      server.close();
    }
  });
});
