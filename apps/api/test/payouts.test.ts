/**
 * A company's payout account (issue 28): the owner asks for the provider's onboarding, completes it on the
 * sandbox's page with Stripe's test bank numbers through a single-use, expiring link, and the portal's account
 * state follows (what is missing in words, payouts enabled, the bank's last four). In Stripe mode the Connect
 * webhook, signed with its own secret, records `account.updated` once.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_PAYOUT_SCHEDULE, TEST_BANK } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BALANCE_INSUFFICIENT,
  type ConnectedAccount,
  type PaymentProvider,
  PaymentProviderError,
} from '../src/adapters/payments/provider.ts';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { StripeProvider } from '../src/adapters/payments/stripe.ts';
import { queryRows } from '../src/db/client.ts';
import { createCompanyUser } from './factories.ts';
import { buildTestApp, databaseKinds, quickestDatabaseKind, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(251);

interface Account {
  state: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: { currentlyDue: string[]; pastDue: string[]; disabledReason: string | null };
  missing: string[];
  disabledReason: string | null;
  bankLast4: string | null;
  canManage: boolean;
}

describe.each(databaseKinds())('payout accounts on %s', (kind) => {
  let ctx: TestContext;
  let clock = new Date('2026-10-20T17:00:00Z');
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock });
  });
  afterAll(() => ctx.close());

  /** A new company with an owner and an office user, each signed in. */
  async function company() {
    const owner = await createCompanyUser(ctx.database.db);
    const office = await createCompanyUser(ctx.database.db, { companyId: owner.companyId, role: 'staff' });
    return {
      companyId: owner.companyId,
      owner: await signInCompanyUser(inject, owner.email, owner.password),
      office: await signInCompanyUser(inject, office.email, office.password),
    };
  }

  const account = async (token: string) => {
    const res = await inject({ method: 'GET', url: '/api/company/payouts/account', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Account;
  };

  /** The owner's onboarding link, split into the account id and the link's token. */
  async function onboardingLink(token: string) {
    const res = await inject({ method: 'POST', url: '/api/company/payouts/onboarding', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().data.url);
    const [, accountId] = /^\/sandbox\/connect\/onboarding\/(acct_[A-Za-z0-9_]+)$/.exec(url.pathname) ?? [];
    return { url, accountId: accountId ?? '', link: url.searchParams.get('link') ?? '' };
  }

  const details = (link: string, overrides: Record<string, unknown> = {}) => ({
    link,
    businessName: 'Desert Pools LLC',
    businessType: 'company',
    firstName: 'Rosa',
    lastName: 'Diaz',
    routingNumber: TEST_BANK.routingNumber,
    accountNumber: TEST_BANK.accounts.succeeds,
    acceptTerms: true,
    ...overrides,
  });

  const submit = (accountId: string, payload: object) =>
    inject({ method: 'POST', url: `/api/sandbox/connect/accounts/${accountId}/onboarding`, payload });

  it('starts with no account: nothing claimed, and only the owner may set one up', async () => {
    const { owner, office } = await company();
    expect(await account(owner)).toMatchObject({
      state: 'not_started',
      payoutsEnabled: false,
      missing: [],
      bankLast4: null,
      canManage: true,
    });
    expect((await account(office)).canManage).toBe(false);
    const refused = await inject({ method: 'POST', url: '/api/company/payouts/onboarding', headers: bearer(office) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("Only the company's owner can set up payouts.");
    expect((await inject({ method: 'GET', url: '/api/company/payouts/account' })).statusCode).toBe(401);
  });

  it('onboards through a single-use link: what is missing in words, then payouts enabled with the bank', async () => {
    const { owner, office, companyId } = await company();
    const first = await onboardingLink(owner);
    expect(first.url.origin).toBe(new URL(ctx.app.config.publicUrl).origin);
    expect(first.accountId).toMatch(/^acct_sbx_/);

    // The account exists, owing everything: the portal says what, in words.
    const pending = await account(office);
    expect(pending).toMatchObject({ state: 'incomplete', payoutsEnabled: false, detailsSubmitted: false });
    expect(pending.requirements.pastDue).toContain('external_account');
    expect(pending.missing).toContain('A bank account for payouts');
    expect(pending.missing).toContain("Acceptance of the payment provider's terms");
    expect(pending.disabledReason).toBe('Payouts are off until the details below are given.');

    // A second link opens the same account (one per company, whatever is retried).
    const second = await onboardingLink(owner);
    expect(second.accountId).toBe(first.accountId);

    // The page reads the account the link opens; a made-up token or another account's id is not found.
    const info = await inject({
      method: 'GET',
      url: `/api/sandbox/connect/accounts/${first.accountId}/onboarding?link=${first.link}`,
    });
    expect(info.statusCode, info.body).toBe(200);
    expect(info.json().data).toMatchObject({ accountId: first.accountId });
    const probe = await inject({
      method: 'GET',
      url: `/api/sandbox/connect/accounts/${first.accountId}/onboarding?link=not-a-link`,
    });
    expect(probe.statusCode).toBe(404);

    // Not a test routing number, not a test account number, terms not accepted: refused, link still good.
    const routing = await submit(first.accountId, details(first.link, { routingNumber: '121000358' }));
    expect(routing.statusCode).toBe(400);
    expect(routing.json().errors[0].field).toBe('routingNumber');
    const number = await submit(first.accountId, details(first.link, { accountNumber: '123456789' }));
    expect(number.statusCode).toBe(400);
    expect(number.json().errors[0].field).toBe('accountNumber');
    expect((await submit(first.accountId, details(first.link, { acceptTerms: false }))).statusCode).toBe(400);

    const done = await submit(first.accountId, details(first.link));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.returnUrl).toBe(`${ctx.app.config.publicUrl}/pro/payouts?onboarding=return`);

    // The link is used: a second submission, or reading it again, says so and where to get a new one.
    const again = await submit(first.accountId, details(first.link));
    expect(again.statusCode).toBe(410);
    expect(again.json().code).toBe('account_link_expired');
    expect(again.json().message).toContain('/pro/payouts?onboarding=refresh');

    expect(await account(owner)).toMatchObject({
      state: 'enabled',
      payoutsEnabled: true,
      detailsSubmitted: true,
      missing: [],
      disabledReason: null,
      bankLast4: '6789',
    });
    // The account.updated event the sandbox sent was recorded once.
    const events = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from payment_events where provider_intent_id = ${first.accountId}`,
    );
    expect(events[0]?.n).toBe(1);
    const [stored] = await queryRows<{ company_id: number }>(
      ctx.database.db,
      sql`select company_id from payout_accounts where account_id = ${first.accountId}`,
    );
    expect(stored?.company_id).toBe(companyId);
  });

  it('keeps only the last four digits of the bank account, and takes the failing test numbers (payouts fail later)', async () => {
    const { owner } = await company();
    const { accountId, link } = await onboardingLink(owner);
    const done = await submit(accountId, details(link, { accountNumber: TEST_BANK.accounts.noAccount }));
    expect(done.statusCode, done.body).toBe(200);
    expect((await account(owner)).bankLast4).toBe('1116');
    const stored = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select * from sandbox_connect_accounts where id = ${accountId}`,
    );
    expect(JSON.stringify(stored)).not.toContain(TEST_BANK.accounts.noAccount);
    expect(stored[0]?.bank_outcome).toBe('no_account');
  });

  it('refuses an expired link, sending the owner to ask for a new one', async () => {
    const { owner } = await company();
    const { accountId, link } = await onboardingLink(owner);
    clock = new Date(clock.getTime() + 6 * 60_000);
    try {
      const info = await inject({
        method: 'GET',
        url: `/api/sandbox/connect/accounts/${accountId}/onboarding?link=${link}`,
      });
      expect(info.statusCode).toBe(410);
      expect((await submit(accountId, details(link))).statusCode).toBe(410);
      expect((await account(owner)).payoutsEnabled).toBe(false);
      // A new link works.
      const fresh = await onboardingLink(owner);
      expect((await submit(fresh.accountId, details(fresh.link))).statusCode).toBe(200);
    } finally {
      clock = new Date('2026-10-20T17:00:00Z');
    }
  });

  it("keeps each company's account its own", async () => {
    const a = await company();
    const b = await company();
    const linkA = await onboardingLink(a.owner);
    expect((await submit(linkA.accountId, details(linkA.link))).statusCode).toBe(200);
    expect((await account(a.owner)).payoutsEnabled).toBe(true);
    expect(await account(b.owner)).toMatchObject({ state: 'not_started', bankLast4: null });
  });
});

describe('the Stripe Connect webhook', () => {
  const CONNECT_SECRET = 'whsec_connect_test';
  const PAYMENTS_SECRET = 'whsec_payments_test';
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await buildTestApp(quickestDatabaseKind(), {
      env: {
        STRIPE_SECRET_KEY: 'sk_test_offline',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
        STRIPE_WEBHOOK_SECRET: PAYMENTS_SECRET,
        STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
      },
    });
  });
  afterAll(() => ctx.close());

  const deliver = (event: object, secret = CONNECT_SECRET) => {
    const payload = JSON.stringify(event);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/connect-webhook',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  };

  it("verifies the Connect secret, records account.updated once, and updates the company's account", async () => {
    const { companyId } = await createCompanyUser(ctx.database.db);
    await ctx.database.db.execute(
      sql`insert into payout_accounts (company_id, provider, account_id, currently_due, past_due, disabled_reason)
          values (${companyId}, 'stripe', 'acct_1TestConnect', '{external_account}', '{external_account}', 'requirements.past_due')`,
    );
    const event = {
      id: 'evt_connect_1',
      object: 'event',
      type: 'account.updated',
      account: 'acct_1TestConnect',
      data: {
        object: {
          id: 'acct_1TestConnect',
          object: 'account',
          payouts_enabled: true,
          details_submitted: true,
          requirements: { currently_due: [], past_due: [], disabled_reason: null },
          external_accounts: { object: 'list', data: [{ object: 'bank_account', last4: '6789' }] },
        },
      },
    };
    // Signed with the payments endpoint's secret: refused.
    expect((await deliver(event, PAYMENTS_SECRET)).statusCode).toBe(400);
    const first = await deliver(event);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, outcome: 'processed' });
    expect((await deliver(event)).json()).toEqual({ received: true, outcome: 'duplicate' });
    const [row] = await queryRows<{ payouts_enabled: boolean; bank_last4: string; past_due: string[] }>(
      ctx.database.db,
      sql`select payouts_enabled, bank_last4, past_due from payout_accounts where company_id = ${companyId}`,
    );
    expect(row).toEqual({ payouts_enabled: true, bank_last4: '6789', past_due: [] });
  });

  it('acknowledges events of other kinds, and of accounts no company has, without changing anything', async () => {
    const other = await deliver({
      id: 'evt_connect_2',
      object: 'event',
      type: 'capability.updated',
      account: 'acct_1Other',
      data: { object: { id: 'cap_1', object: 'capability' } },
    });
    expect(other.json()).toEqual({ received: true, outcome: 'ignored' });
    const stranger = await deliver({
      id: 'evt_connect_3',
      object: 'event',
      type: 'account.updated',
      account: 'acct_1Nobody',
      data: { object: { id: 'acct_1Nobody', object: 'account', payouts_enabled: true } },
    });
    expect(stranger.json()).toEqual({ received: true, outcome: 'ignored' });
    // A transfer the ledger does not know (its metadata names none of its transfers) changes nothing.
    const unknown = await deliver({
      id: 'evt_connect_4',
      object: 'event',
      type: 'transfer.created',
      data: {
        object: {
          id: 'tr_1Unknown',
          object: 'transfer',
          amount: 1000,
          destination: 'acct_1Nobody',
          transfer_group: 'ticket-1',
          source_transaction: null,
          metadata: { transferId: '999999' },
        },
      },
    });
    expect(unknown.json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

/**
 * Stripe's side of the Connect calls, recorded: the real Stripe client of the adapter, pointed at a local server
 * that answers as Stripe's API does for a new Express account (owing everything) and its account link.
 */
async function stripeRecorder() {
  const requests: { method: string; path: string; body: URLSearchParams; idempotencyKey: string | undefined }[] = [];
  const newAccount = {
    id: 'acct_1Recorded',
    object: 'account',
    type: 'express',
    payouts_enabled: false,
    details_submitted: false,
    requirements: {
      currently_due: ['business_type', 'external_account', 'tos_acceptance.date'],
      past_due: ['business_type', 'external_account', 'tos_acceptance.date'],
      disabled_reason: 'requirements.past_due',
    },
    external_accounts: { object: 'list', data: [] },
  };
  const read = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += chunk;
    return new URLSearchParams(text);
  };
  const server: Server = createServer(async (request, response) => {
    const body = await read(request);
    const path = request.url ?? '';
    requests.push({
      method: request.method ?? '',
      path,
      body,
      idempotencyKey: request.headers['idempotency-key'] as string | undefined,
    });
    if (path.startsWith('/v1/transfers/')) {
      // A reversal of money that went to the bank: Stripe's refusal.
      response.writeHead(400, { 'content-type': 'application/json', 'request-id': 'req_test' });
      response.end(
        JSON.stringify({
          error: {
            type: 'invalid_request_error',
            code: 'balance_insufficient',
            message: 'Insufficient funds in the destination account to cover this reversal.',
          },
        }),
      );
      return;
    }
    const scheduleOf = (field: string) => body.get(`settings[payouts][schedule][${field}]`);
    const answer = path.startsWith('/v1/account_links')
      ? {
          object: 'account_link',
          url: 'https://connect.stripe.com/setup/e/acct_1Recorded/link',
          created: 1_790_000_000,
          expires_at: 1_790_000_300,
        }
      : scheduleOf('interval')
        ? {
            ...newAccount,
            settings: {
              payouts: {
                schedule: {
                  interval: scheduleOf('interval'),
                  weekly_anchor: scheduleOf('weekly_anchor') ?? 'monday',
                  monthly_anchor: Number(scheduleOf('monthly_anchor') ?? 1),
                  delay_days: 2,
                },
              },
            },
          }
        : newAccount;
    response.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_test' });
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    server,
    provider: new StripeProvider('sk_test_offline', 'pk_test_offline', { host: '127.0.0.1', port, protocol: 'http' }),
  };
}

describe("the Connect calls: the sandbox's and Stripe's alike", () => {
  let ctx: TestContext;
  let recorder: Awaited<ReturnType<typeof stripeRecorder>>;
  beforeAll(async () => {
    ctx = await buildTestApp(quickestDatabaseKind());
    recorder = await stripeRecorder();
  });
  afterAll(async () => {
    recorder.server.close();
    await ctx.close();
  });

  /** One set of expectations for both providers: a new account owes the bank account and the terms, past due. */
  async function expectNewAccount(provider: PaymentProvider) {
    const input = {
      email: 'owner@example.com',
      businessName: 'Desert Pools LLC',
      metadata: { companyId: '42' },
      idempotencyKey: `connect-account-company-42-${provider.name}`,
    };
    const account: ConnectedAccount = await provider.createConnectedAccount(input);
    expect(account.payoutsEnabled).toBe(false);
    expect(account.detailsSubmitted).toBe(false);
    expect(account.requirements.pastDue).toEqual(expect.arrayContaining(['external_account', 'tos_acceptance.date']));
    expect(account.requirements.disabledReason).toBe('requirements.past_due');
    expect(account.bankLast4).toBeNull();
    expect(account.payoutSchedule).toEqual(DEFAULT_PAYOUT_SCHEDULE);
    // The same idempotency key answers the same account.
    expect((await provider.createConnectedAccount(input)).id).toBe(account.id);
    expect((await provider.retrieveConnectedAccount(account.id)).id).toBe(account.id);
    const link = await provider.createAccountLink({
      accountId: account.id,
      refreshUrl: 'http://127.0.0.1:3000/pro/payouts?onboarding=refresh',
      returnUrl: 'http://127.0.0.1:3000/pro/payouts?onboarding=return',
    });
    expect(link.url).toMatch(/^https?:\/\//);
    expect(link.expiresAt.getTime()).toBeGreaterThan(0);
    // The owner's payout schedule, kept by the provider.
    const monthly = { interval: 'monthly', weeklyAnchor: 'monday', monthlyAnchor: 15 } as const;
    expect((await provider.updatePayoutSchedule(account.id, monthly)).payoutSchedule).toEqual(monthly);
    return account;
  }

  /** A reversal the connected account's balance cannot cover is refused with Stripe's code. */
  async function expectUncoveredReversal(provider: PaymentProvider, transferId: string) {
    const refused = await provider
      .reverseTransfer({ transferId, amountCents: 1000, idempotencyKey: `reversal-poor-${provider.name}` })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as PaymentProviderError).code).toBe(BALANCE_INSUFFICIENT);
  }

  it('the sandbox', async () => {
    const sandbox = new SandboxProvider(ctx.database.db, () => new Date(), 'http://127.0.0.1:3000');
    const account = await expectNewAccount(sandbox);
    expect(account.id).toMatch(/^acct_sbx_/);
    // $50.00 transferred, and all of it paid out to the bank since.
    await ctx.database.db.execute(
      sql`insert into sandbox_transfers (id, destination, amount_cents) values ('tr_sbx_poor', ${account.id}, 5000)`,
    );
    await ctx.database.db.execute(
      sql`insert into sandbox_payouts (id, account_id, amount_cents, status, arrival_at)
          values ('po_sbx_poor', ${account.id}, 4500, 'paid', now())`,
    );
    await expectUncoveredReversal(sandbox, 'tr_sbx_poor');
    // What the balance covers is taken back.
    await sandbox.reverseTransfer({ transferId: 'tr_sbx_poor', amountCents: 500, idempotencyKey: 'reversal-rich' });
  });

  it('Stripe: an Express account with transfers requested, idempotent, and an onboarding link', async () => {
    const account = await expectNewAccount(recorder.provider);
    expect(account.id).toBe('acct_1Recorded');
    const [create, again, retrieve, link] = recorder.requests;
    expect(create?.method).toBe('POST');
    expect(create?.path).toBe('/v1/accounts');
    expect(Object.fromEntries(create?.body ?? [])).toMatchObject({
      type: 'express',
      country: 'US',
      email: 'owner@example.com',
      'business_profile[name]': 'Desert Pools LLC',
      'capabilities[transfers][requested]': 'true',
      'settings[payouts][schedule][interval]': 'weekly',
      'settings[payouts][schedule][weekly_anchor]': 'monday',
      'metadata[companyId]': '42',
    });
    expect(create?.idempotencyKey).toBe('connect-account-company-42-stripe');
    expect(again?.idempotencyKey).toBe(create?.idempotencyKey);
    expect(retrieve).toMatchObject({ method: 'GET', path: '/v1/accounts/acct_1Recorded' });
    expect(link?.path).toBe('/v1/account_links');
    expect(Object.fromEntries(link?.body ?? [])).toEqual({
      account: 'acct_1Recorded',
      refresh_url: 'http://127.0.0.1:3000/pro/payouts?onboarding=refresh',
      return_url: 'http://127.0.0.1:3000/pro/payouts?onboarding=return',
      type: 'account_onboarding',
    });
    const schedule = recorder.requests[4];
    expect(schedule).toMatchObject({ method: 'POST', path: '/v1/accounts/acct_1Recorded' });
    expect(Object.fromEntries(schedule?.body ?? [])).toEqual({
      'settings[payouts][schedule][interval]': 'monthly',
      'settings[payouts][schedule][monthly_anchor]': '15',
    });
    await expectUncoveredReversal(recorder.provider, 'tr_1Poor');
    expect(recorder.requests.at(-1)).toMatchObject({
      path: '/v1/transfers/tr_1Poor/reversals',
      idempotencyKey: 'reversal-poor-stripe',
    });
  });
});
