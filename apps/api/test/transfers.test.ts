/**
 * The company's share (issue 28): on completion, the job's net as its month's statement has it becomes a
 * pending transfer, which waits while the company cannot be paid out and goes once to its connected account
 * when it can (the ticket as its transfer group, the booking's charge as its source, one transfer at the
 * provider whatever is retried); an extra charge paid after completion is a transfer of its own.
 */
import { IDEMPOTENCY_KEY_HEADER, TEST_BANK, TEST_CARDS } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeOf, SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { openCharges, transfers } from '../src/db/schema.ts';
import { depsOf } from '../src/lib/deps.ts';
import { recordPayout } from '../src/modules/money/payments/transfers.ts';
import { runSandboxPayouts } from '../src/modules/money/payouts/service.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, createStaffUser, liveCompany, paidBooking, STRONG_PASSWORD, unique } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signIn, signInCompanyUser, signInStaff } from './sign-in.ts';

const nextAddress = clientAddresses(252);

describe.each(databaseKinds())('transfers of the company share on %s', (kind) => {
  let ctx: TestContext;
  let clock = new Date('2026-10-20T17:00:00Z');
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<R>(ctx.database.db, query);

  /** The file's support agent and administrator, signed in at each call (the clock moves past a token's life). */
  let supportUser: { email: string; password: string };
  let adminUser: { email: string; password: string };
  const asSupport = (client: typeof inject = inject) => signInStaff(client, supportUser.email, supportUser.password);
  const asAdmin = (client: typeof inject = inject) => signInStaff(client, adminUser.email, adminUser.password);
  /** The live company in 89102 whose jobs the file books, completes and pays out (its service). */
  let companyServiceId: number;
  /** A paid booking at the file's company. */
  const booked = (options: { date: string; email: string }) => paidBooking(inject, { ...options, companyServiceId });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock });
    supportUser = await createStaffUser(ctx.database.db);
    adminUser = await createStaffUser(ctx.database.db, { role: 'admin' });
    ({ companyServiceId } = await liveCompany(ctx.database.db, { zipCode: '89102' }));
  });
  afterAll(() => ctx.close());

  const staffCall = async (url: string, payload: object) =>
    inject({ method: 'POST', url, headers: bearer(await asSupport()), payload });

  /** UpKeep confirms the job, the work starts, UpKeep marks it completed at `at`. */
  async function complete(ticketId: number, at: Date) {
    clock = new Date(at.getTime() - 3 * 3600_000);
    const confirmed = await staffCall(`/api/staff/tickets/${ticketId}/status`, {
      TicketsStatusID: T.Scheduled,
      Comments: 'Confirmed by phone',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await rows(sql`update tickets set status_id = ${T.InProgress} where id = ${ticketId}`);
    clock = at;
    const done = await staffCall(`/api/staff/tickets/${ticketId}/status`, {
      TicketsStatusID: T.Completed,
      Comments: 'Done',
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  /** The company's owner completes the payout onboarding (the sandbox's page, with the good test bank account). */
  async function onboard(companyId: number, accountNumber: string = TEST_BANK.accounts.succeeds) {
    const owner = await createCompanyUser(ctx.database.db, { companyId });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const link = new URL(
      (await inject({ method: 'POST', url: '/api/company/payouts/onboarding', headers: bearer(token) })).json().data
        .url,
    );
    const accountId = link.pathname.split('/').at(-1) ?? '';
    const done = await inject({
      method: 'POST',
      url: `/api/sandbox/connect/accounts/${accountId}/onboarding`,
      payload: {
        link: link.searchParams.get('link'),
        businessName: 'Demo Yards',
        businessType: 'company',
        firstName: 'Rosa',
        lastName: 'Diaz',
        routingNumber: TEST_BANK.routingNumber,
        accountNumber,
        acceptTerms: true,
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    return { accountId, token, owner };
  }

  const transfersOf = (ticketId: number) =>
    rows<{
      id: number;
      kind: string;
      amount_cents: number;
      status: string;
      payment_id: number | null;
      provider_transfer_id: string | null;
      destination: string | null;
    }>(sql`select * from transfers where ticket_id = ${ticketId} order by id`);

  const runTransfers = () => ctx.app.jobs.runDue('payout-transfer');

  /** Payouts on for the company: onboarded unless it already is. */
  async function payable(companyId: number) {
    const [account] = await rows<{ account_id: string; payouts_enabled: boolean }>(
      sql`select account_id, payouts_enabled from payout_accounts where company_id = ${companyId}`,
    );
    if (account?.payouts_enabled) return account.account_id;
    return (await onboard(companyId)).accountId;
  }

  it("sends the completed job's net once the company can be paid out: once, tied to the booking's charge", async () => {
    const b = await booked({ date: '2026-10-28', email: `share-${unique()}@example.com` });
    await complete(b.ticketId, new Date('2026-10-28T22:00:00Z'));

    // The transfer is the job's net on the month's statement, waiting: the company has no payout account yet.
    const owner = await createCompanyUser(ctx.database.db, { companyId: b.companyId });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    const payouts = async () => {
      const res = await inject({ method: 'GET', url: '/api/company/payouts', headers: bearer(ownerToken) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        account: { state: string };
        transfers: { ticketId: number; amount: number; status: string; kind: string }[];
        payouts: { id: number; amount: number; transfers: unknown[] }[];
        totals: { waiting: number; sent: number };
      };
    };
    const statement = await inject({
      method: 'GET',
      url: '/api/company/earnings?Month=2026-10',
      headers: bearer(ownerToken),
    });
    const job = (statement.json().data.jobs as { ticketId: number; net: number }[]).find(
      (j) => j.ticketId === b.ticketId,
    );
    const [pending] = await transfersOf(b.ticketId);
    expect(pending).toMatchObject({ kind: 'completion', status: 'pending', provider_transfer_id: null });
    expect(pending?.amount_cents).toBe(Math.round((job?.net ?? 0) * 100));
    expect(pending?.amount_cents).toBeGreaterThan(0);
    expect(await runTransfers()).toEqual(['waiting']);
    const waiting = await payouts();
    expect(waiting.account.state).toBe('not_started');
    expect(waiting.transfers).toContainEqual(
      expect.objectContaining({ ticketId: b.ticketId, kind: 'completion', status: 'pending', amount: job?.net }),
    );
    expect(waiting.totals.waiting).toBeGreaterThanOrEqual(job?.net ?? 0);

    // Payouts enabled (the account.updated of the onboarding): what waited goes out, to the connected account.
    const { accountId } = await onboard(b.companyId);
    expect(await runTransfers()).toEqual(['sent']);
    const [sent] = await transfersOf(b.ticketId);
    expect(sent).toMatchObject({ status: 'sent', destination: accountId });
    expect(sent?.provider_transfer_id).toMatch(/^tr_sbx_/);
    const after = await payouts();
    expect(after.transfers.find((t) => t.ticketId === b.ticketId)?.status).toBe('sent');
    expect(Math.round(after.totals.sent * 100)).toBeGreaterThanOrEqual(pending?.amount_cents ?? 0);
    expect(Math.round((waiting.totals.waiting - after.totals.waiting) * 100)).toBe(pending?.amount_cents);
    const [booking] = await rows<{ id: number; provider_intent_id: string }>(
      sql`select id, provider_intent_id from payments where ticket_id = ${b.ticketId} and purpose = 'booking'`,
    );
    expect(sent?.payment_id).toBe(booking?.id);
    const atProvider = await rows<Record<string, unknown>>(
      sql`select destination, amount_cents, transfer_group, source_transaction, idempotency_key
            from sandbox_transfers where destination = ${accountId}`,
    );
    expect(atProvider).toEqual([
      {
        destination: accountId,
        amount_cents: pending?.amount_cents,
        transfer_group: `ticket-${b.ticketId}`,
        source_transaction: chargeOf(booking?.provider_intent_id ?? ''),
        idempotency_key: `transfer-${pending?.id}`,
      },
    ]);

    // A repeated job (a retry, a second process) transfers nothing more.
    await ctx.app.jobs.send(ctx.database.db, 'payout-transfer', { transferId: pending?.id });
    expect(await runTransfers()).toEqual(['done']);
    const count = await rows<{ n: number }>(
      sql`select count(*)::int as n from sandbox_transfers where destination = ${accountId}`,
    );
    expect(count[0]?.n).toBe(1);

    // Days later the payout to the bank takes it, named by its job; a payout that fails gives it back.
    const sentAt = clock;
    clock = new Date(sentAt.getTime() + 3 * 24 * 3600_000);
    const provider = new SandboxProvider(ctx.database.db, () => clock, 'http://127.0.0.1:3000');
    await runSandboxPayouts({ ...depsOf(ctx.app), provider }, { payNow: [accountId] });
    const [payout] = (await payouts()).payouts;
    expect(payout?.amount).toBe((pending?.amount_cents ?? 0) / 100);
    expect(payout?.transfers).toEqual([
      { id: pending?.id, ticketId: b.ticketId, amount: (pending?.amount_cents ?? 0) / 100 },
    ]);
    const [atBank] = await rows<{ id: string; arrival_at: Date }>(
      sql`select id, arrival_at from sandbox_payouts where account_id = ${accountId}`,
    );
    await recordPayout(
      ctx.database.db,
      b.companyId,
      'sandbox',
      {
        id: atBank?.id ?? '',
        amountCents: pending?.amount_cents ?? 0,
        status: 'failed',
        arrivalAt: new Date(atBank?.arrival_at ?? 0),
        failureCode: 'no_account',
      },
      clock,
    );
    expect((await payouts()).payouts[0]?.transfers).toEqual([]);
    const [back] = await rows<{ payout_id: number | null }>(
      sql`select payout_id from transfers where id = ${pending?.id}`,
    );
    expect(back?.payout_id).toBeNull();
    clock = sentAt;
  });

  it('makes an extra charge paid after completion a transfer of its own, of what was paid less the commission', async () => {
    clock = new Date('2026-10-20T17:00:00Z');
    const email = `late-${unique()}@example.com`;
    const b = await booked({ date: '2026-10-29', email });
    const [charge] = await ctx.database.db
      .insert(openCharges)
      .values({ ticketId: b.ticketId, description: 'Extra mulch', priceCents: 4000, status: 'pending' })
      .returning({ id: openCharges.id });
    await complete(b.ticketId, new Date('2026-10-29T22:00:00Z'));
    clock = new Date('2026-11-03T18:00:00Z');
    const customer = await signIn(inject, email, STRONG_PASSWORD);
    const body = { TicketID: b.ticketId, OpenChargeID: charge?.id };
    const intent = await inject({
      method: 'POST',
      url: '/api/customer/payment/open-charges',
      headers: bearer(customer),
      payload: body,
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json().data;
    await inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
      payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const paid = await inject({
      method: 'POST',
      url: '/api/customer/payment/validate-open-charges',
      headers: bearer(customer),
      payload: body,
    });
    expect(paid.statusCode, paid.body).toBe(200);

    const [completion, late] = await transfersOf(b.ticketId);
    expect(completion?.kind).toBe('completion');
    const [payment] = await rows<{ id: number }>(
      sql`select id from payments where provider_intent_id = ${paymentIntentId}`,
    );
    const [{ percent } = { percent: 0 }] = await rows<{ percent: number }>(
      sql`select coalesce(c.commission_percent, (select (value #>> '{}')::numeric from settings where key = 'marketplace_commission_percent'))::float as percent
            from companies c where c.id = ${b.companyId}`,
    );
    expect(late).toMatchObject({
      kind: 'late_charge',
      status: 'pending',
      payment_id: payment?.id,
      amount_cents: 4000 - Math.round((4000 * percent) / 100),
    });

    // The provider made it but the ledger never heard (a crash in between): its transfer.created records it.
    const accountId = await payable(b.companyId);
    const provider = new SandboxProvider(ctx.database.db, () => clock, 'http://127.0.0.1:3000');
    const made = await provider.createTransfer({
      amountCents: late?.amount_cents ?? 0,
      destination: accountId,
      transferGroup: `ticket-${b.ticketId}`,
      sourcePaymentIntentId: null,
      idempotencyKey: `transfer-${late?.id}`,
      metadata: { ticketId: String(b.ticketId), transferId: String(late?.id), kind: 'late_charge' },
    });
    await ctx.app.jobs.send(ctx.database.db, 'sandbox-payouts', {});
    await ctx.app.jobs.runDue('sandbox-payouts');
    const [, recorded] = await transfersOf(b.ticketId);
    expect(recorded).toMatchObject({ status: 'sent', provider_transfer_id: made.id, destination: accountId });
    // Its job, run at last, transfers nothing more.
    await runTransfers();
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      sql`select count(*)::int as n from sandbox_transfers where idempotency_key = ${`transfer-${late?.id}`}`,
    );
    expect(n).toBe(1);
  });

  it('takes back from the sent transfer what a refund the company bears removes from its earnings; goodwill takes nothing', async () => {
    clock = new Date('2026-10-20T17:00:00Z');
    const b = await booked({ date: '2026-10-30', email: `rev-${unique()}@example.com` });
    await payable(b.companyId);
    await complete(b.ticketId, new Date('2026-10-30T22:00:00Z'));
    expect(await runTransfers()).toContain('sent');
    const [transfer] = await transfersOf(b.ticketId);
    expect(transfer?.status).toBe('sent');

    clock = new Date('2026-11-05T18:00:00Z');
    const refund = async (body: object) =>
      inject({
        method: 'POST',
        url: `/api/staff/tickets/${b.ticketId}/refunds`,
        headers: { ...bearer(await asSupport()), [IDEMPOTENCY_KEY_HEADER]: `rev-${unique()}` },
        payload: body,
      });
    const byCompany = await refund({ Amount: 20, Reason: 'Scratched the gate', BorneBy: 'company' });
    expect(byCompany.statusCode, byCompany.body).toBe(200);
    const [adjustment] = await rows<{ amount_cents: number }>(
      sql`select amount_cents from earnings_adjustments where ticket_id = ${b.ticketId}`,
    );
    const taken = -(adjustment?.amount_cents ?? 0);
    expect(taken).toBeGreaterThan(0);
    const [afterRefund] = await rows<{ reversed_cents: number }>(
      sql`select reversed_cents from transfers where id = ${transfer?.id}`,
    );
    expect(afterRefund?.reversed_cents).toBe(taken);
    expect(await ctx.app.jobs.runDue('payout-reversal')).toEqual(['sent']);
    const [atProvider] = await rows<{ reversed_cents: number }>(
      sql`select reversed_cents from sandbox_transfers where id = ${transfer?.provider_transfer_id}`,
    );
    expect(atProvider?.reversed_cents).toBe(taken);
    const reversals = await rows<{ id: number; status: string; amount_cents: number; provider_reversal_id: string }>(
      sql`select id, status, amount_cents, provider_reversal_id from transfer_reversals where transfer_id = ${transfer?.id}`,
    );
    expect(reversals).toEqual([
      {
        id: expect.any(Number),
        status: 'sent',
        amount_cents: taken,
        provider_reversal_id: expect.stringMatching(/^trr_sbx_/),
      },
    ]);
    // Again (a retried job): nothing more is taken.
    await ctx.app.jobs.send(ctx.database.db, 'payout-reversal', { reversalId: reversals[0]?.id });
    await ctx.app.jobs.runDue('payout-reversal');
    const [still] = await rows<{ reversed_cents: number }>(
      sql`select reversed_cents from sandbox_transfers where id = ${transfer?.provider_transfer_id}`,
    );
    expect(still?.reversed_cents).toBe(taken);

    // UpKeep's goodwill refund reverses nothing.
    const goodwill = await refund({ Amount: 5, Reason: 'Sorry for the wait', BorneBy: 'upkeep' });
    expect(goodwill.statusCode, goodwill.body).toBe(200);
    const [unchanged] = await rows<{ reversed_cents: number }>(
      sql`select reversed_cents from transfers where id = ${transfer?.id}`,
    );
    expect(unchanged?.reversed_cents).toBe(taken);
    expect(await ctx.app.jobs.runDue('payout-reversal')).toEqual([]);
  });

  it("lets an administrator hold a company's payouts with a reason and release them, audited; support only reads", async () => {
    clock = new Date('2026-10-20T17:00:00Z');
    const b = await booked({ date: '2026-10-31', email: `hold-${unique()}@example.com` });
    await payable(b.companyId);
    // Signed in at each step: the clock moves past a token's life.
    const admin = async () => bearer(await asAdmin());
    const support = async () => bearer(await asSupport());
    const hold = async (as: () => Promise<Record<string, string>>) =>
      inject({
        method: 'POST',
        url: `/api/staff/companies/${b.companyId}/payouts/hold`,
        headers: await as(),
        payload: { reason: 'Chargeback under review' },
      });
    expect((await hold(support)).statusCode).toBe(403);
    const held = await hold(admin);
    expect(held.statusCode, held.body).toBe(200);
    expect(held.json().data.hold).toMatchObject({ reason: 'Chargeback under review' });
    expect((await hold(admin)).statusCode).toBe(409);

    await complete(b.ticketId, new Date('2026-10-31T22:00:00Z'));
    expect(await runTransfers()).toEqual(['waiting']);
    const list = await inject({ method: 'GET', url: '/api/staff/payouts', headers: await support() });
    expect(list.statusCode, list.body).toBe(200);
    const row = (
      list.json().data as { companyId: number; waiting: number; hold: unknown; accountState: string }[]
    ).find((r) => r.companyId === b.companyId);
    expect(row).toMatchObject({ accountState: 'enabled', hold: { reason: 'Chargeback under review' } });
    const [transfer] = await transfersOf(b.ticketId);
    expect(Math.round((row?.waiting ?? 0) * 100)).toBeGreaterThanOrEqual(transfer?.amount_cents ?? 1);

    const release = async (as: () => Promise<Record<string, string>>) =>
      inject({
        method: 'POST',
        url: `/api/staff/companies/${b.companyId}/payouts/release`,
        headers: await as(),
        payload: { reason: 'Resolved with the bank' },
      });
    expect((await release(support)).statusCode).toBe(403);
    const released = await release(admin);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().data.hold).toBeNull();
    expect((await release(admin)).statusCode).toBe(409);
    expect(await runTransfers()).toContain('sent');
    expect((await transfersOf(b.ticketId))[0]?.status).toBe('sent');
    const audit = await rows<{ action: string; after: { reason: string } }>(
      sql`select action, after from staff_audit_log where target = ${`company:${b.companyId}`} and action like 'payouts.%' order by id`,
    );
    expect(audit.map((a) => [a.action, a.after.reason])).toEqual([
      ['payouts.hold', 'Chargeback under review'],
      ['payouts.release', 'Resolved with the bank'],
    ]);
  });

  describe('payouts to the bank', () => {
    /** A company of its own, onboarded with `accountNumber`, with $100.00 transferred three days ago. */
    async function companyWithBalance(accountNumber: string) {
      const { companyId } = await createCompanyUser(ctx.database.db);
      const onboarded = await onboard(companyId, accountNumber);
      await rows(sql`update company_users set phone_number = '7025550142' where email = ${onboarded.owner.email}`);
      await rows(
        sql`insert into sandbox_transfers (id, destination, amount_cents, created_at)
            values (${`tr_sbx_test_${unique().replace(/\W/g, '')}`}, ${onboarded.accountId}, 10000,
                    ${new Date(clock.getTime() - 3 * 24 * 3600_000).toISOString()}::timestamptz)`,
      );
      return { companyId, ...onboarded };
    }

    const runSchedule = async () => {
      await ctx.app.jobs.send(ctx.database.db, 'sandbox-payouts', {});
      return ctx.app.jobs.runDue('sandbox-payouts');
    };

    const overview = async (token: string) => {
      const res = await inject({ method: 'GET', url: '/api/company/payouts', headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        account: { payoutsEnabled: boolean; missing: string[] };
        payouts: { amount: number; status: string; arrivalDate: string; failureCode: string | null }[];
        balance: { pending: number; available: number } | null;
        nextPayoutAt: string | null;
      };
    };

    it('pays the available balance out weekly: on its way, then arrived', async () => {
      clock = new Date('2026-11-16T17:00:00Z');
      const c = await companyWithBalance(TEST_BANK.accounts.succeeds);
      expect((await overview(c.token)).balance).toEqual({ pending: 0, available: 100 });
      await runSchedule();
      const onItsWay = await overview(c.token);
      expect(onItsWay.payouts).toEqual([
        {
          id: expect.any(Number),
          amount: 100,
          status: 'in_transit',
          arrivalDate: '2026-11-17T17:00:00.000Z',
          failureCode: null,
          // Money the sandbox had without a transfer of UpKeep's: no job to name.
          transfers: [],
        },
      ]);
      expect(onItsWay.balance).toEqual({ pending: 0, available: 0 });
      // Weekly on Mondays (the default schedule): the next Monday, valley time.
      expect(onItsWay.nextPayoutAt).toBe('2026-11-23T08:00:00.000Z');
      // A second run the same week pays nothing more.
      await runSchedule();
      expect((await overview(c.token)).payouts).toHaveLength(1);

      const statement = async () => {
        const res = await inject({
          method: 'GET',
          url: '/api/company/earnings?Month=2026-11',
          headers: bearer(c.token),
        });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.payouts;
      };
      // The month's statement says what is on its way to the bank, then what was paid out.
      expect(await statement()).toEqual({ paidOut: 0, onItsWay: 100 });

      clock = new Date('2026-11-17T17:01:00Z');
      await runSchedule();
      expect((await overview(c.token)).payouts[0]?.status).toBe('paid');
      expect(await statement()).toEqual({ paidOut: 100, onItsWay: 0 });
    });

    it('pays out on the days the owner chooses: a weekday, every day, or a day of the month', async () => {
      clock = new Date('2026-11-17T17:00:00Z'); // a Tuesday, 9:00 in the valley
      const c = await companyWithBalance(TEST_BANK.accounts.succeeds);
      const setSchedule = (token: string, payload: object) =>
        inject({ method: 'PUT', url: '/api/company/payouts/schedule', headers: bearer(token), payload });
      const weekly = { interval: 'weekly', weeklyAnchor: 'monday', monthlyAnchor: 1 };

      // Weekly on Mondays at first: nothing goes on a Tuesday.
      const first = await overview(c.token);
      expect((first.account as unknown as { schedule: unknown }).schedule).toEqual(weekly);
      expect(first.nextPayoutAt).toBe('2026-11-23T08:00:00.000Z');
      await runSchedule();
      expect((await overview(c.token)).payouts).toEqual([]);

      // Only the owner chooses, only among Stripe's schedules, and only once there is an account.
      const office = await createCompanyUser(ctx.database.db, { companyId: c.companyId, role: 'staff' });
      const officeToken = await signInCompanyUser(inject, office.email, office.password);
      expect((await setSchedule(officeToken, { ...weekly, weeklyAnchor: 'tuesday' })).statusCode).toBe(403);
      for (const bad of [
        { ...weekly, interval: 'yearly' },
        { ...weekly, weeklyAnchor: 'someday' },
        { ...weekly, interval: 'monthly', monthlyAnchor: 0 },
        { ...weekly, monthlyAnchor: 32 },
        { ...weekly, delayDays: 0 },
        { interval: 'daily' },
      ]) {
        expect((await setSchedule(c.token, bad)).statusCode, JSON.stringify(bad)).toBe(400);
      }
      const lone = await createCompanyUser(ctx.database.db);
      const loneToken = await signInCompanyUser(inject, lone.email, lone.password);
      expect((await setSchedule(loneToken, weekly)).statusCode).toBe(409);

      // Tuesdays: today's payout goes now, the next one a week later.
      const tuesdays = await setSchedule(c.token, { ...weekly, weeklyAnchor: 'tuesday' });
      expect(tuesdays.statusCode, tuesdays.body).toBe(200);
      expect(tuesdays.json().data).toEqual({ ...weekly, weeklyAnchor: 'tuesday' });
      const [atProvider] = await rows<{ payout_interval: string; payout_weekly_anchor: string }>(
        sql`select payout_interval, payout_weekly_anchor from sandbox_connect_accounts where id = ${c.accountId}`,
      );
      expect(atProvider).toEqual({ payout_interval: 'weekly', payout_weekly_anchor: 'tuesday' });
      expect((await overview(c.token)).nextPayoutAt).toBe('2026-11-17T08:00:00.000Z');
      await runSchedule();
      const paid = await overview(c.token);
      expect(paid.payouts.map((p) => p.amount)).toEqual([100]);
      expect(paid.nextPayoutAt).toBe('2026-11-24T08:00:00.000Z');

      // Monthly on the 31st: November's last day.
      const monthly = await setSchedule(c.token, { ...weekly, interval: 'monthly', monthlyAnchor: 31 });
      expect(monthly.statusCode, monthly.body).toBe(200);
      expect((await overview(c.token)).nextPayoutAt).toBe('2026-11-30T08:00:00.000Z');
      // Every day: tomorrow (today's went).
      expect((await setSchedule(c.token, { ...weekly, interval: 'daily' })).statusCode).toBe(200);
      expect((await overview(c.token)).nextPayoutAt).toBe('2026-11-18T08:00:00.000Z');
    });

    it('a payout the bank refuses tells the owner by e-mail and text, and asks for a new bank account', async () => {
      clock = new Date('2026-11-16T17:00:00Z');
      const c = await companyWithBalance(TEST_BANK.accounts.noAccount);
      await runSchedule();
      clock = new Date('2026-11-17T17:01:00Z');
      await runSchedule();
      const failed = await overview(c.token);
      expect(failed.payouts[0]).toMatchObject({ status: 'failed', failureCode: 'no_account' });
      // The money is back in the balance; payouts stop until another bank account is given.
      expect(failed.balance?.available).toBe(100);
      expect(failed.account.payoutsEnabled).toBe(false);
      expect(failed.account.missing).toContain('A bank account for payouts');
      expect(failed.nextPayoutAt).toBeNull();
      // Texts go to the number in E.164, as the outbox writes it (issue 46).
      const told = await rows<{ channel: string; recipient: string; subject: string; body: string }>(
        sql`select channel, recipient, subject, body from notification_outbox
             where recipient in (${c.owner.email}, '+17025550142') order by id`,
      );
      expect(told.map((m) => m.channel)).toEqual(['email', 'sms']);
      expect(told[0]?.subject).toBe('UpKeep: a payout of $100.00 failed');
      expect(told[0]?.body).toContain('Please give a new bank account on the Payouts screen');
      expect(told[1]?.body).toContain('your payout of $100.00 failed');
      // Told once: the schedule runs again without telling again.
      await runSchedule();
      expect(
        (
          await rows<{ n: number }>(
            sql`select count(*)::int as n from notification_outbox where recipient = ${c.owner.email}`,
          )
        )[0]?.n,
      ).toBe(1);
    });
  });

  it("makes a refund the company's balance cannot cover a debt, kept from its next transfers", async () => {
    clock = new Date('2026-10-20T17:00:00Z');
    const first = await booked({ date: '2026-10-26', email: `owe-${unique()}@example.com` });
    const accountId = await payable(first.companyId);
    await complete(first.ticketId, new Date('2026-10-26T22:00:00Z'));
    expect(await runTransfers()).toContain('sent');
    const [transfer] = await transfersOf(first.ticketId);
    // Everything the account had went to the bank: its balance is nothing.
    await rows(
      sql`insert into sandbox_payouts (id, account_id, amount_cents, status, arrival_at, created_at)
          select ${`po_sbx_test_${unique().replace(/\W/g, '')}`}, ${accountId},
                 (select sum(amount_cents - reversed_cents) from sandbox_transfers where destination = ${accountId})
                 - coalesce((select sum(amount_cents) from sandbox_payouts where account_id = ${accountId} and status <> 'failed'), 0),
                 'paid', now(), now()`,
    );

    clock = new Date('2026-11-06T18:00:00Z');
    const refunded = await inject({
      method: 'POST',
      url: `/api/staff/tickets/${first.ticketId}/refunds`,
      headers: { ...bearer(await asSupport()), [IDEMPOTENCY_KEY_HEADER]: `owe-${unique()}` },
      payload: { Amount: 20, Reason: 'Broken sprinkler head', BorneBy: 'company' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [adjustment] = await rows<{ amount_cents: number }>(
      sql`select amount_cents from earnings_adjustments where ticket_id = ${first.ticketId}`,
    );
    const owedCents = -(adjustment?.amount_cents ?? 0);
    // The provider refuses the reversal (balance_insufficient): the company owes it, and its owners are told.
    expect(await ctx.app.jobs.runDue('payout-reversal')).toEqual(['owed']);
    const [reversal] = await rows<{ id: number; status: string }>(
      sql`select id, status from transfer_reversals where transfer_id = ${transfer?.id}`,
    );
    expect(reversal?.status).toBe('uncovered');
    const [kept] = await rows<{ reversed_cents: number }>(
      sql`select reversed_cents from transfers where id = ${transfer?.id}`,
    );
    expect(kept?.reversed_cents).toBe(0);
    const debts = await rows<{ amount_cents: number; settled_cents: number; reversal_id: number }>(
      sql`select amount_cents, settled_cents, reversal_id from company_debts where ticket_id = ${first.ticketId}`,
    );
    expect(debts).toEqual([{ amount_cents: owedCents, settled_cents: 0, reversal_id: reversal?.id }]);
    const [notice] = await rows<{ subject: string; body: string }>(
      sql`select subject, body from notification_outbox where subject like '%will be kept from your next transfers'
           and body like ${`%ticket #${first.ticketId}%`}`,
    );
    expect(notice?.subject).toBe(`UpKeep: $${(owedCents / 100).toFixed(2)} will be kept from your next transfers`);
    // Again (a retried job): owed once.
    await ctx.app.jobs.send(ctx.database.db, 'payout-reversal', { reversalId: reversal?.id });
    expect(await ctx.app.jobs.runDue('payout-reversal')).toEqual(['done']);

    const owner = await createCompanyUser(ctx.database.db, { companyId: first.companyId });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    const overview = async () =>
      (await inject({ method: 'GET', url: '/api/company/payouts', headers: bearer(ownerToken) })).json().data as {
        owed: number;
        debts: { ticketId: number; amount: number; settled: number; reason: string }[];
        transfers: { ticketId: number; amount: number; withheld: number; status: string }[];
      };
    const owing = await overview();
    expect(owing.owed).toBe(owedCents / 100);
    expect(owing.debts).toEqual([
      expect.objectContaining({
        ticketId: first.ticketId,
        amount: owedCents / 100,
        settled: 0,
        reason: 'Broken sprinkler head',
      }),
    ]);
    const list = await inject({
      method: 'GET',
      url: '/api/staff/payouts',
      headers: bearer(await asSupport()),
    });
    const line = (list.json().data as { companyId: number; owed: number }[]).find(
      (r) => r.companyId === first.companyId,
    );
    expect(line?.owed).toBe(owedCents / 100);

    // The company's next transfer keeps what it owes; the provider gets the rest, once.
    clock = new Date('2026-10-20T17:00:00Z');
    const second = await booked({ date: '2026-10-27', email: `owe2-${unique()}@example.com` });
    expect(second.companyId).toBe(first.companyId);
    await complete(second.ticketId, new Date('2026-10-27T22:00:00Z'));
    clock = new Date('2026-11-07T18:00:00Z');
    expect(await runTransfers()).toContain('sent');
    const [next] = await rows<{
      id: number;
      amount_cents: number;
      withheld_cents: number;
      provider_transfer_id: string;
    }>(
      sql`select id, amount_cents, withheld_cents, provider_transfer_id from transfers where ticket_id = ${second.ticketId}`,
    );
    const withheld = Math.min(owedCents, next?.amount_cents ?? 0);
    expect(next?.withheld_cents).toBe(withheld);
    const [sentAtProvider] = await rows<{ amount_cents: number }>(
      sql`select amount_cents from sandbox_transfers where id = ${next?.provider_transfer_id}`,
    );
    expect(sentAtProvider?.amount_cents).toBe((next?.amount_cents ?? 0) - withheld);
    await ctx.app.jobs.send(ctx.database.db, 'payout-transfer', { transferId: next?.id });
    expect(await runTransfers()).toEqual(['done']);
    const settled = await overview();
    expect(settled.owed).toBe((owedCents - withheld) / 100);
    expect(settled.transfers.find((t) => t.ticketId === second.ticketId)).toMatchObject({
      withheld: withheld / 100,
      amount: ((next?.amount_cents ?? 0) - withheld) / 100,
      status: 'sent',
    });

    // The console's page of the company shows the same.
    const page = await inject({
      method: 'GET',
      url: `/api/staff/companies/${first.companyId}/payouts`,
      headers: bearer(await asSupport()),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.summary).toMatchObject({ companyId: first.companyId, owed: settled.owed });
    expect(page.json().data.detail.owed).toBe(settled.owed);
    expect(page.json().data.detail.account.canManage).toBe(false);
    const missing = await inject({
      method: 'GET',
      url: '/api/staff/companies/999999/payouts',
      headers: bearer(await asSupport()),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("balances the month's books to the cent: what customers paid = refunds + transfers + UpKeep's revenue + held", async () => {
    // The tests above made October's completions, a late extra charge, refunds of both kinds and a hold; a
    // cancellation and a job still open join them here.
    clock = new Date('2026-10-20T17:00:00Z');
    const email = `cancel-${unique()}@example.com`;
    const cancelled = await booked({ date: '2026-10-27', email });
    const cancel = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${cancelled.ticketId}`,
      headers: bearer(await signIn(inject, email, STRONG_PASSWORD)),
      payload: { TicketsStatusID: T.Cancelled, Comments: 'Plans changed' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await booked({ date: '2026-11-20', email: `open-${unique()}@example.com` });
    await runTransfers();
    await ctx.app.jobs.runDue('payout-reversal');

    const books = async (query: string, as = asAdmin) =>
      inject({ method: 'GET', url: `/api/staff/reconciliation?${query}`, headers: bearer(await as(inject)) });
    expect((await books('from=2026-10-01&to=2026-10-31', asSupport)).statusCode).toBe(403);
    expect((await books('from=2026-10-31&to=2026-10-01')).statusCode).toBe(400);
    expect((await books('from=2026-10-01&to=not-a-date')).statusCode).toBe(400);
    const res = await books('from=2026-10-01&to=2026-10-31');
    expect(res.statusCode, res.body).toBe(200);
    const b = res.json().data;
    expect(b).toMatchObject({ balanced: true, difference: 0 });
    expect(b.tickets).toBeGreaterThanOrEqual(6);
    const cents = (n: number) => Math.round(n * 100);
    expect(cents(b.customersPaid)).toBe(
      cents(b.refunds) +
        cents(b.transfersToCompanies) +
        cents(b.paidOutsideUpKeep) +
        cents(b.upkeepRevenue.total) +
        cents(b.held.total),
    );
    // Every October job completed here went through payouts.
    expect(b.paidOutsideUpKeep).toBe(0);
    // Each figure is its record's: what customers paid in October, what went to the companies' accounts.
    const [paid] = await rows<{ cents: number }>(
      sql`select coalesce(sum(p.amount_cents), 0)::int as cents from payments p
           where p.status in ('succeeded', 'applied', 'refunded') and p.ticket_id in (
             select q.ticket_id from payments q where q.status in ('succeeded', 'applied', 'refunded')
                and q.succeeded_at >= '2026-10-01T07:00:00Z' and q.succeeded_at < '2026-11-01T07:00:00Z')`,
    );
    expect(cents(b.customersPaid)).toBe(paid?.cents);
    expect(b.refunds).toBeGreaterThan(0);
    expect(b.reversals).toBeGreaterThan(0);
    expect(b.upkeepRevenue.goodwill).toBeLessThan(0);
    expect(b.upkeepRevenue.commission).toBeGreaterThan(0);
    expect(b.held.openJobs).toBeGreaterThan(0);

    // A transfer lost from the ledger unbalances the books, by its amount.
    const [one] = await rows<{ id: number; amount_cents: number; reversed_cents: number }>(
      sql`select id, amount_cents, reversed_cents from transfers where status = 'sent' order by id limit 1`,
    );
    await rows(sql`update transfers set status = 'pending', amount_cents = amount_cents + 1 where id = ${one?.id}`);
    const off = (await books('from=2026-10-01&to=2026-10-31')).json().data;
    expect(off.balanced).toBe(false);
    expect(cents(off.difference)).toBe(-1);
    await rows(sql`update transfers set status = 'sent', amount_cents = amount_cents - 1 where id = ${one?.id}`);

    // A completed job whose transfer was never written, after payouts began, unbalances them by its share.
    const [last] = await ctx.database.db
      .select()
      .from(transfers)
      .where(
        sql`${transfers.kind} = 'completion' and ${transfers.reversedCents} = 0 and ${transfers.withheldCents} = 0
            and not exists (select 1 from debt_settlements s where s.transfer_id = ${transfers.id})
            and ${transfers.createdAt} > (select min(created_at) from transfers)
            and ${transfers.ticketId} in (select ticket_id from payments where succeeded_at < '2026-11-01T07:00:00Z')`,
      )
      .orderBy(sql`${transfers.id} desc`)
      .limit(1);
    if (!last) throw new Error('no transfer to lose');
    await rows(sql`delete from transfers where id = ${last.id}`);
    const lost = (await books('from=2026-10-01&to=2026-10-31')).json().data;
    expect(lost.balanced).toBe(false);
    expect(cents(lost.difference)).toBe(last.amountCents);
    // Before the first transfer ever recorded, the same job's share was paid outside UpKeep: the books balance.
    await rows(sql`update transfers set created_at = created_at + interval '400 days'`);
    const before = (await books('from=2026-10-01&to=2026-10-31')).json().data;
    expect(before).toMatchObject({ balanced: true, difference: 0 });
    expect(cents(before.paidOutsideUpKeep)).toBe(last.amountCents);
    await rows(sql`update transfers set created_at = created_at - interval '400 days'`);
    await ctx.database.db.insert(transfers).values(last);
  });
});
