/**
 * Tips (issue 50, decision 0039, slice 4): after a completed job its customer tips 15% of the work once, within 14
 * days; the whole tip goes to the company in the ticket's transfer group, the statement and its CSV show it apart with
 * the crew that did the job, the ticket's totals stay the job's, and the books still balance to the cent.
 */
import { TEST_BANK, TEST_CARDS } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { handleProviderEvent } from '../src/modules/money/payments/events.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import {
  createCompanyUser,
  liveCompany,
  paidBooking,
  STRONG_PASSWORD,
  signedInCustomer,
  signedInStaff,
  unique,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signIn, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(171);
const DAY = 24 * 3_600_000;
const cents = (dollars: number) => Math.round(dollars * 100);

interface Books {
  balanced: boolean;
  difference: number;
  customersPaid: number;
  refunds: number;
  transfersToCompanies: number;
  paidOutsideUpKeep: number;
  upkeepRevenue: { total: number };
  held: { total: number };
}

describe.each(databaseKinds())('tips on a completed job (%s)', (kind) => {
  let ctx: TestContext;
  let clock = TEST_NOW;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<R>(db(), query);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock });
  });
  afterAll(() => ctx.close());

  const staffToken = async () => (await signedInStaff(inject, db(), 'admin')).token;

  /** UpKeep confirms the job, the work starts, UpKeep marks it completed at `at`. */
  async function complete(ticketId: number, at: Date) {
    clock = new Date(at.getTime() - 3 * 3_600_000);
    const confirmed = await inject({
      method: 'POST',
      url: `/api/staff/tickets/${ticketId}/status`,
      headers: bearer(await staffToken()),
      payload: { TicketsStatusID: T.Scheduled, Comments: 'Confirmed by phone' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await rows(sql`update tickets set status_id = ${T.InProgress} where id = ${ticketId}`);
    clock = at;
    const done = await inject({
      method: 'POST',
      url: `/api/staff/tickets/${ticketId}/status`,
      headers: bearer(await staffToken()),
      payload: { TicketsStatusID: T.Completed, Comments: 'Done' },
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  const tip = (ticketId: number, token: string, payload: object) =>
    inject({ method: 'POST', url: `/api/customer/tickets/${ticketId}/tip`, headers: bearer(token), payload });

  const books = async (): Promise<Books> => {
    const res = await inject({
      method: 'GET',
      url: '/api/staff/reconciliation?from=2026-06-01&to=2026-07-31',
      headers: bearer(await staffToken()),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const expectBalanced = (b: Books) => {
    expect(b).toMatchObject({ balanced: true, difference: 0 });
    expect(cents(b.customersPaid)).toBe(
      cents(b.refunds) +
        cents(b.transfersToCompanies) +
        cents(b.paidOutsideUpKeep) +
        cents(b.upkeepRevenue.total) +
        cents(b.held.total),
    );
  };

  /** The company's owner completes the payout onboarding (the sandbox's page, with the good test bank account). */
  async function onboard(companyId: number) {
    const owner = await createCompanyUser(db(), { companyId });
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
        accountNumber: TEST_BANK.accounts.succeeds,
        acceptTerms: true,
      },
    });
    expect(done.statusCode, done.body).toBe(200);
    return { accountId, ownerToken: token };
  }

  it('takes 15% of the work once, pays the company all of it in the ticket’s group, states it apart by crew, and the books balance', async () => {
    clock = TEST_NOW;
    expectBalanced(await books());
    const email = `tip-${unique()}@example.com`;
    const { companyServiceId, crewId } = await liveCompany(db(), { zipCode: '89102' });
    const booking = await paidBooking(inject, { date: '2026-06-24', email, companyServiceId });
    const [ticketRow] = await rows<{ price_cents: number; crew_id: number | null }>(
      sql`select price_cents, crew_id from tickets where id = ${booking.ticketId}`,
    );
    const priceCents = Number(ticketRow?.price_cents);
    expect(ticketRow?.crew_id).toBe(crewId);
    const [crew] = await rows<{ name: string }>(sql`select name from crews where id = ${crewId}`);

    // Before the job is completed there is nothing to tip.
    const early = await tip(booking.ticketId, booking.customer, { percent: 15 });
    expect(early.statusCode, early.body).toBe(409);

    await complete(booking.ticketId, new Date('2026-06-24T22:00:00Z'));
    clock = new Date('2026-06-25T18:00:00Z');
    const customer = await signIn(inject, email, STRONG_PASSWORD);

    // The card offers the percents in dollars of the work (the price: no extra charges, never UpKeep's fee).
    const offer = await inject({
      method: 'GET',
      url: `/api/customer/tickets/${booking.ticketId}/tip`,
      headers: bearer(customer),
    });
    expect(offer.statusCode, offer.body).toBe(200);
    const fifteen = Math.round((priceCents * 15) / 100);
    expect(offer.json().data).toMatchObject({
      canTip: true,
      tip: null,
      options: [
        { percent: 10, amount: Math.round((priceCents * 10) / 100) / 100 },
        { percent: 15, amount: fifteen / 100 },
        { percent: 20, amount: Math.round((priceCents * 20) / 100) / 100 },
      ],
    });

    // A stranger is answered as for any ticket of someone else.
    const stranger = (await signedInCustomer(inject, db())).token;
    const refused = await tip(booking.ticketId, stranger, { percent: 15 });
    expect(refused.statusCode, refused.body).toBe(401);
    expect(refused.json().message).toBe('Access denied, user cannot modify this Ticket');
    expect((await tip(booking.ticketId, '', { percent: 15 })).statusCode).toBe(401);

    // 15%, answered in dollars with its intent; the same call again is the same tip and intent.
    const first = await tip(booking.ticketId, customer, { percent: 15 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.tip).toMatchObject({
      amount: fifteen / 100,
      percent: 15,
      status: 'pending',
      paidAt: null,
    });
    expect(first.json().data.payment).toMatchObject({ provider: 'sandbox', amount: fifteen / 100 });
    const again = await tip(booking.ticketId, customer, { percent: 15 });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.payment.paymentIntentId).toBe(first.json().data.payment.paymentIntentId);
    expect(again.json().data.tip).toEqual(first.json().data.tip);
    // Another amount, or another percent: 409, the tip stays as given.
    expect((await tip(booking.ticketId, customer, { amount: 5 })).statusCode).toBe(409);
    expect((await tip(booking.ticketId, customer, { percent: 20 })).statusCode).toBe(409);
    expect((await tip(booking.ticketId, customer, { amount: 5, percent: 15 })).statusCode).toBe(400);
    const [payments] = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where ticket_id = ${booking.ticketId} and purpose = 'tip'`,
    );
    expect(payments?.n).toBe(1);

    // Paid through the sandbox, then validated (twice: recorded once).
    const { paymentIntentId, clientSecret } = first.json().data.payment;
    const confirmed = await inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
      payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    for (let i = 0; i < 2; i++) {
      const paid = await inject({
        method: 'POST',
        url: `/api/customer/tickets/${booking.ticketId}/tip/validate`,
        headers: bearer(customer),
        payload: { paymentIntentId },
      });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data.tip).toMatchObject({ amount: fifteen / 100, status: 'paid' });
    }
    // Once paid, another tip is refused.
    expect((await tip(booking.ticketId, customer, { percent: 15 })).statusCode).toBe(409);

    // The tip row: the crew that did the job, paid.
    const [tipRow] = await rows<{ crew_id: number; status: string; amount_cents: number; payment_id: number }>(
      sql`select crew_id, status, amount_cents, payment_id from tips where ticket_id = ${booking.ticketId}`,
    );
    expect(tipRow).toMatchObject({ crew_id: crewId, status: 'paid', amount_cents: fifteen });

    // The ticket's totals stay the job's; its answer carries the tip apart.
    const ticket = (
      await inject({ method: 'GET', url: `/api/customer/ticket/${booking.ticketId}`, headers: bearer(customer) })
    ).json().data;
    expect(ticket.totals.paid).toBe(booking.total);
    expect(ticket.totalPaid).toBe(booking.total);
    expect(ticket.tip).toMatchObject({ amount: fifteen / 100, percent: 15, status: 'paid' });

    // The whole tip is a transfer of its own, funded by the tip's charge; sent in the ticket's transfer group.
    const transfers = await rows<{ id: number; kind: string; amount_cents: number; payment_id: number | null }>(
      sql`select id, kind, amount_cents, payment_id from transfers where ticket_id = ${booking.ticketId} order by id`,
    );
    const tipTransfer = transfers.find((t) => t.kind === 'tip');
    expect(tipTransfer).toMatchObject({ amount_cents: fifteen, payment_id: tipRow?.payment_id });
    expect(transfers.filter((t) => t.kind === 'tip')).toHaveLength(1);
    const { ownerToken } = await onboard(booking.companyId);
    await ctx.app.jobs.runDue('payout-transfer');
    const [sent] = await rows<{ amount_cents: number; transfer_group: string; metadata: { kind: string } }>(
      sql`select amount_cents, transfer_group, metadata from sandbox_transfers
           where idempotency_key = ${`transfer-${tipTransfer?.id}`}`,
    );
    expect(sent).toMatchObject({
      amount_cents: fifteen,
      transfer_group: `ticket-${booking.ticketId}`,
      metadata: { kind: 'tip' },
    });

    // The statement and its CSV show the tip apart, whole, with its crew, in the net due.
    const statement = await inject({
      method: 'GET',
      url: '/api/company/earnings?Month=2026-06',
      headers: bearer(ownerToken),
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const earnings = statement.json().data;
    expect(earnings.tips).toContainEqual(
      expect.objectContaining({ ticketId: booking.ticketId, crewName: crew?.name, amount: fifteen / 100 }),
    );
    const job = earnings.jobs.find((j: { ticketId: number }) => j.ticketId === booking.ticketId);
    expect(job).toBeDefined();
    expect(cents(earnings.totals.tips)).toBe(
      earnings.tips.reduce((sum: number, t: { amount: number }) => sum + cents(t.amount), 0),
    );
    expect(cents(earnings.totals.net)).toBe(
      cents(earnings.totals.jobsNet) +
        cents(earnings.totals.cancellationFees) +
        cents(earnings.totals.adjustments) +
        cents(earnings.totals.tips),
    );
    const csv = await inject({
      method: 'GET',
      url: '/api/company/earnings.csv?Month=2026-06',
      headers: bearer(ownerToken),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Ticket,Date,Service,Customer,Work paid,Extra charges,Commission,Tips,Net');
    const tipLine = lines.find((l) => l.startsWith(`${booking.ticketId},`) && l.includes('Tip on ticket'));
    expect(tipLine).toBe(
      `${booking.ticketId},2026-06-25,Tip on ticket #${booking.ticketId} for ${crew?.name}: all of it yours,${ticket.name},,,,${(fifteen / 100).toFixed(2)},${(fifteen / 100).toFixed(2)}`,
    );
    const total = lines.at(-1)?.split(',') ?? [];
    expect(total[7]).toBe(earnings.totals.tips.toFixed(2));
    expect(total[8]).toBe(earnings.totals.net.toFixed(2));
    for (const line of lines) expect(line.split(',')).toHaveLength(9);

    // The books still balance to the cent: UpKeep's revenue from a tip is 0.
    expectBalanced(await books());
  });

  it('refuses a tip more than 14 days after completion; within them an amount typed, recorded by the provider’s event first', async () => {
    clock = TEST_NOW;
    const email = `tip-late-${unique()}@example.com`;
    const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
    const booking = await paidBooking(inject, { date: '2026-06-24', email, companyServiceId });
    const completedAt = new Date('2026-06-24T23:00:00Z');
    await complete(booking.ticketId, completedAt);
    clock = new Date(completedAt.getTime() + 14 * DAY + 60_000);
    const customer = await signIn(inject, email, STRONG_PASSWORD);
    const late = await tip(booking.ticketId, customer, { amount: 10 });
    expect(late.statusCode, late.body).toBe(409);
    const offer = await inject({
      method: 'GET',
      url: `/api/customer/tickets/${booking.ticketId}/tip`,
      headers: bearer(customer),
    });
    expect(offer.json().data).toMatchObject({ canTip: false, options: [], tip: null });
    // Within the 14 days, an amount typed is the tip.
    clock = new Date(completedAt.getTime() + 13 * DAY);
    const inTime = await tip(booking.ticketId, await signIn(inject, email, STRONG_PASSWORD), { amount: 10 });
    expect(inTime.statusCode, inTime.body).toBe(200);
    expect(inTime.json().data.tip).toMatchObject({ amount: 10, percent: null, status: 'pending' });

    // Paid, and the provider's event records it first (the webhook's path): the tip paid, its transfer written once.
    const { paymentIntentId, clientSecret } = inTime.json().data.payment;
    await inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
      payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const ledger = { ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock) };
    const intent = await ledger.provider.retrieveIntent(paymentIntentId);
    const event = { id: `evt_tip_${unique()}`, type: 'payment_intent.succeeded', intent };
    expect(await handleProviderEvent(ledger, event)).toBe('processed');
    expect(await handleProviderEvent(ledger, event)).toBe('duplicate');
    const [row] = await rows<{ status: string }>(sql`select status from tips where ticket_id = ${booking.ticketId}`);
    expect(row?.status).toBe('paid');
    const validated = await inject({
      method: 'POST',
      url: `/api/customer/tickets/${booking.ticketId}/tip/validate`,
      headers: bearer(await signIn(inject, email, STRONG_PASSWORD)),
      payload: {},
    });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json().data.tip).toMatchObject({ amount: 10, status: 'paid' });
    const tipTransfers = await rows<{ amount_cents: number }>(
      sql`select amount_cents from transfers where ticket_id = ${booking.ticketId} and kind = 'tip'`,
    );
    expect(tipTransfers).toEqual([{ amount_cents: 1000 }]);
    expectBalanced(await books());
  });
});
