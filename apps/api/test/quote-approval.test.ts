/**
 * A quote's approval (issue 50, decision 0039, slice 2): `POST /api/customer/quotes/{id}/approve` turns the estimate
 * into a scheduled job with the option's lines and money, or waits for the deposit, paid by a new card (3-D Secure
 * as at checkout) or a saved card and validated by `POST /api/customer/quotes/{id}/deposit/validate`. The Done-when:
 * the guest approves the second option with an add-on and pays a 25% deposit; the ticket becomes a scheduled job with
 * those lines; the quote cannot change after. A slot taken before the deposit is paid refunds it; a cancellation
 * refunds it by the policy; the books balance.
 */
import { quoteLineCents, quoteTotals, TEST_CARDS } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { handleProviderEvent } from '../src/modules/money/payments/events.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { approvalOf } from '../src/modules/tickets/quotes/approval/service.ts';
import {
  createCompanyUser,
  createCustomer,
  estimateBooking,
  paidBooking,
  type SentQuote,
  sentQuote,
  signedInCustomer,
  signedInStaff,
  unique,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(153);
const cents = (dollars: number) => Math.round(dollars * 100);
/** A Wednesday a week after the estimate's visit: the job's day. */
const JOB_DAY = '2026-06-24';

interface Intent {
  paymentIntentId: string;
  clientSecret: string;
  amount: number;
}

describe.each(databaseKinds())("a quote's approval (%s)", (kind) => {
  let ctx: TestContext;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
  });
  afterAll(() => ctx.close());

  const ticketRow = async (id: number) =>
    (
      await queryRows<{
        status_id: number;
        price_cents: number;
        fee_cents: number;
        total_cents: number;
        paid_cents: number;
        duration_minutes: number;
        scheduled_at: Date | string;
        crew_id: number | null;
      }>(
        db(),
        sql`select status_id, price_cents, fee_cents, total_cents, paid_cents, duration_minutes, scheduled_at, crew_id
              from tickets where id = ${id}`,
      )
    )[0];
  const linesOf = (ticketId: number) =>
    queryRows<{ display_name: string; price_cents: number; quantity: number }>(
      db(),
      sql`select display_name, price_cents, quantity from ticket_services where ticket_id = ${ticketId} order by id`,
    );
  const depositOf = async (quoteId: number) =>
    (
      await queryRows<{ status: string; amount_cents: number; refunded_cents: number }>(
        db(),
        sql`select p.status, p.amount_cents, p.refunded_cents from payments p
              join quote_approvals a on a.id = p.quote_approval_id
             where a.quote_id = ${quoteId} and p.purpose = 'deposit' order by p.id desc limit 1`,
      )
    )[0];
  /** The company's calendar entry of a Wednesday at `time` ('HH:MM:SS'). */
  const entryAt = async (companyId: number, time: string) =>
    (
      await queryRows<{ id: number }>(
        db(),
        sql`select id from company_schedules where company_id = ${companyId} and day_of_week = 3 and start_time = ${time}`,
      )
    )[0]?.id ?? 0;

  const approve = (token: string, quoteId: number, payload: Record<string, unknown>) =>
    inject({
      method: 'POST',
      url: `/api/customer/quotes/${quoteId}/approve`,
      headers: { ...bearer(token), 'user-agent': 'vitest-phone' },
      payload,
    });
  const validate = (token: string, quoteId: number, paymentIntentId: string) =>
    inject({
      method: 'POST',
      url: `/api/customer/quotes/${quoteId}/deposit/validate`,
      headers: bearer(token),
      payload: { paymentIntentId },
    });
  const confirmCard = (intent: Intent, cardNumber: string = TEST_CARDS.succeeds) =>
    inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${intent.paymentIntentId}/confirm`,
      payload: {
        clientSecret: intent.clientSecret,
        cardNumber,
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
        returnUrl: '/quote/1',
      },
    });

  /** An estimate with a quote sent on it, and the slot of the job's day at `time`. */
  async function quoted(options: { guest?: boolean; deposit?: SentQuote['deposit']; time?: string } = {}) {
    const estimate = await estimateBooking(inject, db(), { guest: options.guest ?? false });
    const quote = await sentQuote(db(), estimate.ticketId, options.deposit ? { deposit: options.deposit } : {});
    const scheduleId = await entryAt(estimate.company.companyId, options.time ?? '09:00:00');
    return { ...estimate, quote, slot: { scheduleId, scheduledDate: JOB_DAY } };
  }
  /** The company's revision of an approved quote, through its endpoint: answered 409 (an approved quote cannot change). */
  async function revise(companyId: number, quoteId: number) {
    const owner = await createCompanyUser(db(), { companyId });
    return inject({
      method: 'PUT',
      url: `/api/company/quotes/${quoteId}`,
      headers: bearer(await signInCompanyUser(inject, owner.email, owner.password)),
      payload: {
        options: [
          { title: 'Revised', durationMinutes: 60, lines: [{ description: 'More work', quantity: 1, unitPrice: 90 }] },
        ],
        expiresOn: '2026-07-15',
      },
    });
  }
  const optionAt = (quote: SentQuote, position: number) => {
    const option = quote.options[position - 1];
    if (!option) throw new Error(`no option ${position}`);
    return option;
  };

  it('without a deposit, schedules the job at once: Scheduled, the lines, the price, the fee, the slot and a crew', async () => {
    const { ticketId, token, quote, slot, company } = await quoted();
    const before = await ticketRow(ticketId);
    const estimateLines = await linesOf(ticketId);
    const option = optionAt(quote, 1);
    const addOn = option.lines.find((l) => l.addOn);
    const res = await approve(token, quote.quoteId, {
      optionId: option.id,
      addOnIds: [addOn?.id],
      signedName: 'Eve Estimate',
      ...slot,
    });
    expect(res.statusCode, res.body).toBe(200);
    const totals = quoteTotals(option.lines, [addOn?.id ?? 0], quote.feeCents, { kind: 'none' });
    const data = res.json().data;
    expect(data.deposit).toBeNull();
    expect(data.quote).toMatchObject({
      id: quote.quoteId,
      ticketId,
      status: 'approved',
      approval: {
        status: 'approved',
        signedName: 'Eve Estimate',
        signedAs: 'customer',
        revision: 1,
        optionId: option.id,
        optionTitle: option.title,
        addOns: [{ id: addOn?.id, description: addOn?.description }],
        userAgent: 'vitest-phone',
        durationMinutes: option.durationMinutes,
        total: totals.totalCents / 100,
        deposit: 0,
      },
    });
    expect(data.quote.approval.clientAddress).toMatch(/\d/);
    const after = await ticketRow(ticketId);
    expect(after).toMatchObject({
      status_id: T.Scheduled,
      price_cents: (before?.price_cents ?? 0) + totals.servicesCents,
      fee_cents: (before?.fee_cents ?? 0) + totals.feeCents,
      total_cents: (before?.total_cents ?? 0) + totals.totalCents,
      duration_minutes: option.durationMinutes,
      crew_id: company.crewId,
    });
    expect(new Date(String(after?.scheduled_at)).toISOString()).toBe('2026-06-24T16:00:00.000Z');
    expect(await linesOf(ticketId)).toEqual([
      ...estimateLines,
      ...option.lines.map((l) => ({
        display_name: l.description,
        price_cents: quoteLineCents(l),
        quantity: l.quantity,
      })),
    ]);
    // Who, when, from where and which revision: the same read for every side, and for the console.
    expect(await approvalOf(db(), quote.quoteId)).toMatchObject({ status: 'approved', revision: 1 });
    const staff = await signedInStaff(inject, db());
    const detail = await inject({ method: 'GET', url: `/api/staff/tickets/${ticketId}`, headers: bearer(staff.token) });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data.quoteApprovals).toMatchObject([{ signedName: 'Eve Estimate', revision: 1 }]);
    // The customer is sent the approval; the history names the signer, the option and the revision.
    const subjects = (detail.json().data.messages as { subject: string | null }[]).map((m) => m.subject ?? '');
    expect(subjects.some((subject) => /quote is approved/.test(subject))).toBe(true);
    const history = (detail.json().data.history as { comments: string }[]).map((h) => h.comments);
    expect(history).toContain(`Quote approved: ${option.title} (revision 1), signed by Eve Estimate`);
    // Approving again is refused, and so is any change of the quote.
    const again = await approve(token, quote.quoteId, { optionId: option.id, signedName: 'Eve Estimate', ...slot });
    expect(again.statusCode).toBe(409);
    const revised = await revise(company.companyId, quote.quoteId);
    expect(revised.statusCode, revised.body).toBe(409);
  });

  it('a job already Scheduled stays so: the approval is noted, its lines and money added', async () => {
    const { ticketId, token, quote, slot, company } = await quoted({ time: '13:00:00' });
    const owner = await createCompanyUser(db(), { companyId: company.companyId });
    const confirmed = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${ticketId}`,
      headers: bearer(await signInCompanyUser(inject, owner.email, owner.password)),
      payload: { TicketsStatusID: T.Scheduled, Comments: '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const before = await ticketRow(ticketId);
    const option = optionAt(quote, 2);
    const res = await approve(token, quote.quoteId, { optionId: option.id, signedName: 'Eve Estimate', ...slot });
    expect(res.statusCode, res.body).toBe(200);
    const totals = quoteTotals(option.lines, [], quote.feeCents, { kind: 'none' });
    expect(await ticketRow(ticketId)).toMatchObject({
      status_id: T.Scheduled,
      total_cents: (before?.total_cents ?? 0) + totals.totalCents,
      duration_minutes: option.durationMinutes,
    });
  });

  it('the Done-when: the guest approves option 2 with its add-on, pays the 25% deposit, and the ticket is that job', async () => {
    const { ticketId, token, quote, slot, company } = await quoted({
      guest: true,
      deposit: { kind: 'percent', percent: 25 },
    });
    const option = optionAt(quote, 2);
    const addOn = option.lines.find((l) => l.addOn);
    const totals = quoteTotals(option.lines, [addOn?.id ?? 0], quote.feeCents, quote.deposit);
    expect(totals.depositCents).toBe(Math.round(totals.totalCents / 4));
    const res = await approve(token, quote.quoteId, {
      optionId: option.id,
      addOnIds: [addOn?.id],
      signedName: 'Gail Guest',
      ...slot,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { quote: waiting, deposit } = res.json().data as { quote: { status: string }; deposit: Intent };
    expect(waiting).toMatchObject({ status: 'sent', approval: { status: 'awaiting_deposit', signedAs: 'guest' } });
    expect(cents(deposit.amount)).toBe(totals.depositCents);
    expect((await ticketRow(ticketId))?.status_id).toBe(T.Pending);

    expect((await confirmCard(deposit)).statusCode).toBe(200);
    const paid = await validate(token, quote.quoteId, deposit.paymentIntentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.quote).toMatchObject({
      status: 'approved',
      approval: { status: 'approved', optionId: option.id, addOns: [{ id: addOn?.id }], deposit: deposit.amount },
    });
    // Validated twice: nothing more.
    expect((await validate(token, quote.quoteId, deposit.paymentIntentId)).statusCode).toBe(200);
    const job = await ticketRow(ticketId);
    expect(job).toMatchObject({ status_id: T.Scheduled, paid_cents: totals.depositCents });
    // The estimate's own line, then the option's lines and its add-on.
    expect((await linesOf(ticketId)).slice(1).map((l) => l.display_name)).toEqual(
      option.lines.map((l) => l.description),
    );
    expect(await depositOf(quote.quoteId)).toMatchObject({ status: 'succeeded', amount_cents: totals.depositCents });
    // A second revision after approval is refused.
    expect((await revise(company.companyId, quote.quoteId)).statusCode).toBe(409);

    // The books balance with the deposit held for the job.
    const books = await inject({
      method: 'GET',
      url: '/api/staff/reconciliation?from=2026-06-01&to=2026-06-30',
      headers: bearer((await signedInStaff(inject, db(), 'admin')).token),
    });
    expect(books.statusCode, books.body).toBe(200);
    expect(books.json().data).toMatchObject({ balanced: true, difference: 0 });
  });

  it('a 3-D Secure card: the deposit waits for the challenge, then approves', async () => {
    const { token, quote, slot, ticketId } = await quoted({ deposit: { kind: 'amount', amountCents: 10_000 } });
    const option = optionAt(quote, 1);
    const res = await approve(token, quote.quoteId, { optionId: option.id, signedName: 'Eve Estimate', ...slot });
    const { deposit } = res.json().data as { deposit: Intent };
    expect(deposit.amount).toBe(100);
    const confirm = await confirmCard(deposit, TEST_CARDS.authenticationRequired);
    expect(confirm.json().data).toMatchObject({ status: 'requires_action' });
    const early = await validate(token, quote.quoteId, deposit.paymentIntentId);
    expect(early.statusCode).toBe(402);
    const done = await inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${deposit.paymentIntentId}/authenticate`,
      payload: { clientSecret: deposit.clientSecret, outcome: 'complete' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const paid = await validate(token, quote.quoteId, deposit.paymentIntentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await ticketRow(ticketId))?.status_id).toBe(T.Scheduled);
  });

  it('a saved card pays the deposit in one tap', async () => {
    const estimate = await estimateBooking(inject, db());
    const quote = await sentQuote(db(), estimate.ticketId, { deposit: { kind: 'percent', percent: 25 } });
    const token = estimate.token;
    const started = await inject({ method: 'POST', url: '/api/customer/payment-methods', headers: bearer(token) });
    expect(started.statusCode, started.body).toBe(201);
    const setup = started.json().data as { setupIntentId: string; clientSecret: string };
    const saved = await inject({
      method: 'POST',
      url: `/api/sandbox/setup-intents/${setup.setupIntentId}/confirm`,
      payload: {
        clientSecret: setup.clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        expMonth: 12,
        expYear: 34,
        cvc: '123',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const cards = (await inject({ method: 'GET', url: '/api/customer/payment-methods', headers: bearer(token) })).json()
      .data as { id: number }[];
    const cardId = cards[0]?.id ?? 0;
    const option = optionAt(quote, 1);
    const res = await approve(token, quote.quoteId, {
      optionId: option.id,
      signedName: 'Eve Estimate',
      balanceCardId: cardId,
      scheduleId: await entryAt(estimate.company.companyId, '10:00:00'),
      scheduledDate: JOB_DAY,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { deposit } = res.json().data as { deposit: Intent };
    const tap = await inject({
      method: 'POST',
      url: `/api/customer/payment-methods/${cardId}/pay`,
      headers: bearer(token),
      payload: { paymentIntentId: deposit.paymentIntentId },
    });
    expect(tap.statusCode, tap.body).toBe(200);
    expect(tap.json().data).toMatchObject({ status: 'succeeded' });
    const paid = await validate(token, quote.quoteId, deposit.paymentIntentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.quote.status).toBe('approved');
    // The card the balance will be charged to is in use.
    const removed = await inject({
      method: 'DELETE',
      url: `/api/customer/payment-methods/${cardId}`,
      headers: bearer(token),
    });
    expect(removed.statusCode).toBe(409);
  });

  it("the provider's webhook records the deposit first: the approval is finished, and validating after changes nothing", async () => {
    const { token, quote, slot, ticketId } = await quoted({
      guest: true,
      deposit: { kind: 'percent', percent: 25 },
      time: '14:00:00',
    });
    const option = optionAt(quote, 1);
    const { deposit } = (
      await approve(token, quote.quoteId, { optionId: option.id, signedName: 'Eve', ...slot })
    ).json().data as { deposit: Intent };
    await confirmCard(deposit);
    const provider = new SandboxProvider(db(), () => TEST_NOW);
    const event = {
      id: `evt_deposit_${unique()}`,
      type: 'payment_intent.succeeded',
      intent: await provider.retrieveIntent(deposit.paymentIntentId),
    };
    expect(await handleProviderEvent({ ...depsOf(ctx.app), provider }, event)).toBe('processed');
    expect((await ticketRow(ticketId))?.status_id).toBe(T.Scheduled);
    const paid = await validate(token, quote.quoteId, deposit.paymentIntentId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.quote.status).toBe('approved');
    expect((await ticketRow(ticketId))?.paid_cents).toBe(cents(deposit.amount));
  });

  it('refuses an expired quote, a stranger, an option or add-on of another quote, and a missing time', async () => {
    // Guests' estimates: a customer's carry the account's phone, and the checkout limits unconfirmed ones per phone.
    const estimate = await estimateBooking(inject, db(), { guest: true });
    const expired = await sentQuote(db(), estimate.ticketId, { expiresOn: '2026-06-14' });
    const option = optionAt(expired, 1);
    const slot = { scheduleId: await entryAt(estimate.company.companyId, '09:00:00'), scheduledDate: JOB_DAY };
    const late = await approve(estimate.token, expired.quoteId, { optionId: option.id, signedName: 'Eve', ...slot });
    expect(late.statusCode, late.body).toBe(409);

    const { quote, slot: freeSlot, token } = await quoted({ guest: true });
    const stranger = (await signedInCustomer(inject, db(), { name: 'Sam Stranger' })).token;
    const body = { optionId: optionAt(quote, 1).id, signedName: 'Sam', ...freeSlot };
    const denied = await approve(stranger, quote.quoteId, body);
    expect(denied.statusCode).toBe(401);
    expect(denied.json().message).toMatch(/Access denied/);
    const wrongOption = await approve(token, quote.quoteId, { ...body, optionId: option.id });
    expect(wrongOption.statusCode).toBe(400);
    expect(wrongOption.body).toContain('optionId');
    const wrongAddOn = await approve(token, quote.quoteId, { ...body, addOnIds: [optionAt(quote, 2).lines[2]?.id] });
    expect(wrongAddOn.statusCode).toBe(400);
    expect(wrongAddOn.body).toContain('addOnIds');
    const noTime = await approve(token, quote.quoteId, { optionId: body.optionId, signedName: 'Eve' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.body).toContain('scheduledDate');
  });

  it('a slot taken before the deposit is paid refunds it and answers 409; approving again abandons the earlier one', async () => {
    const { ticketId, token, quote, company } = await quoted({
      guest: true,
      deposit: { kind: 'percent', percent: 25 },
      time: '07:00:00',
    });
    const option = optionAt(quote, 1);
    const slot = { scheduleId: await entryAt(company.companyId, '07:00:00'), scheduledDate: '2026-07-01' };
    // A first approval abandoned by a second: its intent, paid later, is refunded as well.
    const first = (await approve(token, quote.quoteId, { optionId: option.id, signedName: 'Eve', ...slot })).json().data
      .deposit as Intent;
    const res = await approve(token, quote.quoteId, { optionId: option.id, signedName: 'Eve Estimate', ...slot });
    const { deposit } = res.json().data as { deposit: Intent };
    expect(deposit.paymentIntentId).not.toBe(first.paymentIntentId);
    await confirmCard(first);
    const stale = await validate(token, quote.quoteId, first.paymentIntentId);
    expect(stale.statusCode, stale.body).toBe(409);

    // Another customer books that morning meanwhile.
    const customer = await createCustomer(inject, {
      Email: `taken-${unique()}@example.com`,
      PhoneNumber: `702556${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    });
    await paidBooking(inject, {
      customerToken: customer.token ?? '',
      companyServiceId: company.companyServiceId,
      date: '2026-07-01',
    });
    await confirmCard(deposit);
    const taken = await validate(token, quote.quoteId, deposit.paymentIntentId);
    expect(taken.statusCode, taken.body).toBe(409);
    const payment = await depositOf(quote.quoteId);
    expect(payment).toMatchObject({ status: 'refunded' });
    expect(payment?.refunded_cents).toBe(payment?.amount_cents);
    expect((await ticketRow(ticketId))?.status_id).toBe(T.Pending);
    expect((await ticketRow(ticketId))?.paid_cents).toBe(0);
  });

  it('a cancellation after the approval refunds the deposit by the policy (in full, days ahead)', async () => {
    const { ticketId, token, quote, slot } = await quoted({
      guest: true,
      deposit: { kind: 'percent', percent: 25 },
      time: '11:00:00',
    });
    const option = optionAt(quote, 1);
    const { deposit } = (
      await approve(token, quote.quoteId, { optionId: option.id, signedName: 'Eve', ...slot })
    ).json().data as { deposit: Intent };
    await confirmCard(deposit);
    expect((await validate(token, quote.quoteId, deposit.paymentIntentId)).statusCode).toBe(200);
    const cancelled = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${ticketId}`,
      headers: bearer(token),
      payload: { TicketsStatusID: T.Cancelled, Comments: 'Found someone closer' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await depositOf(quote.quoteId)).toMatchObject({ status: 'refunded', refunded_cents: cents(deposit.amount) });
  });
});
