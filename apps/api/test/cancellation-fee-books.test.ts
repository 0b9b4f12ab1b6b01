/**
 * A cancellation fee kept is kept for the company, and the books and the statement say so (issue 46, "The books
 * and earnings miss it"): a confirmed booking its customer cancels within 48 hours keeps $25; the company's share
 * (the fee less UpKeep's commission at its rate) is a line of its earnings statement and of the CSV, and a
 * transfer of its own (the ticket's transfer group, once whatever is retried); a $25 goodwill refund by UpKeep's
 * staff afterwards is UpKeep's cost: the books show the fee kept and the goodwill refund, the company keeps its
 * share, and the books still balance to the cent.
 */
import { IDEMPOTENCY_KEY_HEADER, TEST_BANK } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { queueCancellationFeeTransfer, sendTransfer } from '../src/modules/money/payments/transfers.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, liveCompany, paidBooking, STRONG_PASSWORD, signedInStaff, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signIn, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(137);
const HOUR = 3_600_000;
const cents = (dollars: number) => Math.round(dollars * 100);

interface Books {
  balanced: boolean;
  difference: number;
  customersPaid: number;
  refunds: number;
  transfersToCompanies: number;
  paidOutsideUpKeep: number;
  upkeepRevenue: { total: number; commission: number; goodwill: number; keptOnCancellations: number };
  held: { total: number; transfersWaiting: number };
}

describe.each(databaseKinds())('a cancellation fee kept, in the books and the statement (%s)', (kind) => {
  let ctx: TestContext;
  let clock = TEST_NOW;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<R>(db(), query);
  const ledgerDeps = () => ({ ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock) });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock });
  });
  afterAll(() => ctx.close());

  const books = async (): Promise<Books> => {
    const res = await inject({
      method: 'GET',
      url: '/api/staff/reconciliation?from=2026-06-01&to=2026-06-30',
      headers: bearer((await signedInStaff(inject, ctx.database.db, 'admin')).token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  /** Balanced, to the cent: what customers paid = refunds + transfers + outside + UpKeep's revenue + held. */
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
  const transfersOf = (ticketId: number) =>
    rows<{ id: number; kind: string; amount_cents: number; status: string; provider_transfer_id: string | null }>(
      sql`select id, kind, amount_cents, status, provider_transfer_id from transfers where ticket_id = ${ticketId} order by id`,
    );

  /** A confirmed booking its customer cancels 24 hours before the visit: the policy keeps $25 for the company. */
  async function lateCancellation() {
    clock = TEST_NOW;
    const email = `fee-late-${unique()}@example.com`;
    const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
    const booking = await paidBooking(inject, { date: '2026-06-26', email, companyServiceId });
    const owner = await createCompanyUser(db(), { companyId: booking.companyId });
    const ownerToken = () => signInCompanyUser(inject, owner.email, owner.password);
    const confirmed = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${booking.ticketId}`,
      headers: bearer(await ownerToken()),
      payload: { TicketsStatusID: T.Scheduled, Comments: '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [visit] = await rows<{ scheduled_at: Date | string }>(
      sql`select scheduled_at from tickets where id = ${booking.ticketId}`,
    );
    clock = new Date(new Date(String(visit?.scheduled_at)).getTime() - 24 * HOUR);
    const cancelled = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${booking.ticketId}`,
      headers: bearer(await signIn(inject, email, STRONG_PASSWORD)),
      payload: { TicketsStatusID: T.Cancelled, Comments: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    return { booking, owner, ownerToken };
  }

  it('transfers the fee less the commission to the company once, states it, and counts the goodwill refund as UpKeep’s', async () => {
    const before = await books();
    expectBalanced(before);

    // A confirmed booking, cancelled by its customer 24 hours before the visit: the policy keeps $25.
    const email = `fee-books-${unique()}@example.com`;
    const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
    const booking = await paidBooking(inject, { date: '2026-06-25', email, companyServiceId });
    const owner = await createCompanyUser(db(), { companyId: booking.companyId });
    // Signed in again as the clock moves (a token from 10 days before has expired).
    const ownerToken = () => signInCompanyUser(inject, owner.email, owner.password);
    const confirmed = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${booking.ticketId}`,
      headers: bearer(await ownerToken()),
      payload: { TicketsStatusID: T.Scheduled, Comments: '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [visit] = await rows<{ scheduled_at: Date | string }>(
      sql`select scheduled_at from tickets where id = ${booking.ticketId}`,
    );
    clock = new Date(new Date(String(visit?.scheduled_at)).getTime() - 24 * HOUR);
    const customer = await signIn(inject, email, STRONG_PASSWORD);
    const cancelled = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${booking.ticketId}`,
      headers: bearer(customer),
      payload: { TicketsStatusID: T.Cancelled, Comments: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const ticket = (
      await inject({ method: 'GET', url: `/api/customer/ticket/${booking.ticketId}`, headers: bearer(customer) })
    ).json().data;
    expect(ticket.totals).toMatchObject({ paid: booking.total, kept: 25 });
    // The console's ticket lists state the totals' paid (before refunds) and refunded apart, as the customer sees them.
    const staffToken = (await signedInStaff(inject, ctx.database.db)).token;
    const refundedCents = cents(booking.total) - 2500;
    const listed = await inject({
      method: 'GET',
      url: `/api/staff/tickets?Query=${booking.ticketId}`,
      headers: bearer(staffToken),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: booking.ticketId,
        paid: booking.total,
        refunded: refundedCents / 100,
        totalPaid: 25,
      }),
    ]);
    expect(ticket.totals).toMatchObject({ paid: booking.total, refunded: refundedCents / 100 });
    const company = await inject({
      method: 'GET',
      url: `/api/staff/companies/${booking.companyId}`,
      headers: bearer((await signedInStaff(inject, ctx.database.db, 'admin')).token),
    });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().data.jobs).toContainEqual(
      expect.objectContaining({ id: booking.ticketId, paid: booking.total, refunded: refundedCents / 100 }),
    );

    // The company's statement of June: the fee kept, less UpKeep's commission at its rate, as its own line.
    const statement = async () => {
      const res = await inject({
        method: 'GET',
        url: '/api/company/earnings?Month=2026-06',
        headers: bearer(await ownerToken()),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const june = await statement();
    const commissionCents = Math.round((2500 * june.commissionPercent) / 100);
    const shareCents = 2500 - commissionCents;
    expect(commissionCents).toBeGreaterThan(0);
    expect(june.cancellationFees).toContainEqual(
      expect.objectContaining({
        ticketId: booking.ticketId,
        fee: 25,
        commission: -commissionCents / 100,
        net: shareCents / 100,
      }),
    );
    expect(cents(june.totals.cancellationFees)).toBeGreaterThanOrEqual(shareCents);
    expect(cents(june.totals.net)).toBe(
      cents(june.totals.jobsNet) + cents(june.totals.cancellationFees) + cents(june.totals.adjustments),
    );
    const csv = await inject({
      method: 'GET',
      url: '/api/company/earnings.csv?Month=2026-06',
      headers: bearer(await ownerToken()),
    });
    expect(csv.statusCode, csv.body).toBe(200);
    // Its own row: the fee and the commission in words, the share in the Net column (which the total adds up).
    expect(csv.body).toContain(
      `\r\n${booking.ticketId},2026-06-24,Cancellation fee kept on ticket #${booking.ticketId}: $25.00 less UpKeep's commission of $${(commissionCents / 100).toFixed(2)} (`,
    );
    expect(csv.body).toContain(`,,,,${(shareCents / 100).toFixed(2)}\r\n`);

    // Its share is a transfer of its own, waiting for the company's payout account, written once.
    const [fee] = await transfersOf(booking.ticketId);
    expect(await transfersOf(booking.ticketId)).toHaveLength(1);
    expect(fee).toMatchObject({ kind: 'cancellation_fee', amount_cents: shareCents, status: 'pending' });
    await db().transaction((tx) =>
      queueCancellationFeeTransfer(
        depsOf(ctx.app),
        tx,
        { id: booking.ticketId, companyId: booking.companyId },
        2500,
        clock,
      ),
    );
    expect(await transfersOf(booking.ticketId)).toHaveLength(1);

    // UpKeep's staff give the $25 back as goodwill: UpKeep's cost, not the company's.
    const refund = await inject({
      method: 'POST',
      url: `/api/staff/tickets/${booking.ticketId}/refunds`,
      headers: {
        ...bearer((await signedInStaff(inject, ctx.database.db)).token),
        [IDEMPOTENCY_KEY_HEADER]: `goodwill-${unique()}`,
      },
      payload: { Amount: 25, Reason: 'Goodwill: the crew could have come earlier', BorneBy: 'upkeep' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const afterGoodwill = await statement();
    expect(afterGoodwill.cancellationFees).toContainEqual(
      expect.objectContaining({ ticketId: booking.ticketId, fee: 25, net: shareCents / 100 }),
    );
    expect(await transfersOf(booking.ticketId)).toEqual([expect.objectContaining({ amount_cents: shareCents })]);

    // The books: the fee kept and the goodwill refund, each in its line, balanced to the cent.
    const waiting = await books();
    expectBalanced(waiting);
    const delta = (pick: (b: Books) => number) => cents(pick(waiting)) - cents(pick(before));
    expect(delta((b) => b.upkeepRevenue.keptOnCancellations)).toBe(2500);
    expect(delta((b) => b.upkeepRevenue.goodwill)).toBe(-2500);
    expect(delta((b) => b.upkeepRevenue.commission)).toBe(commissionCents);
    expect(delta((b) => b.upkeepRevenue.total)).toBe(commissionCents - 2500);
    expect(delta((b) => b.customersPaid)).toBe(cents(booking.total));
    expect(delta((b) => b.refunds)).toBe(cents(booking.total));
    expect(delta((b) => b.held.transfersWaiting)).toBe(shareCents);

    // The company sets up payouts: the share goes once, in the ticket's transfer group; a retry sends nothing more.
    const link = new URL(
      (
        await inject({ method: 'POST', url: '/api/company/payouts/onboarding', headers: bearer(await ownerToken()) })
      ).json().data.url,
    );
    const onboarded = await inject({
      method: 'POST',
      url: `/api/sandbox/connect/accounts/${link.pathname.split('/').at(-1)}/onboarding`,
      payload: {
        link: link.searchParams.get('link'),
        businessName: 'Fee Yards',
        businessType: 'company',
        firstName: 'Rosa',
        lastName: 'Diaz',
        routingNumber: TEST_BANK.routingNumber,
        accountNumber: TEST_BANK.accounts.succeeds,
        acceptTerms: true,
      },
    });
    expect(onboarded.statusCode, onboarded.body).toBe(200);
    await ctx.app.jobs.runDue('payout-transfer');
    expect(await sendTransfer(ledgerDeps(), fee?.id ?? 0)).toBe('done');
    const [sent] = await transfersOf(booking.ticketId);
    expect(sent).toMatchObject({ kind: 'cancellation_fee', status: 'sent', amount_cents: shareCents });
    // A crash after the provider's answer (the ledger still pending): the retry is the same transfer there.
    await rows(sql`update transfers set status = 'pending' where id = ${fee?.id}`);
    expect(await sendTransfer(ledgerDeps(), fee?.id ?? 0)).toBe('sent');
    const atProvider = await rows<{ amount_cents: number; transfer_group: string; idempotency_key: string }>(
      sql`select amount_cents, transfer_group, idempotency_key from sandbox_transfers
           where transfer_group = ${`ticket-${booking.ticketId}`}`,
    );
    expect(atProvider).toEqual([
      {
        amount_cents: shareCents,
        transfer_group: `ticket-${booking.ticketId}`,
        idempotency_key: `transfer-${fee?.id}`,
      },
    ]);

    const settled = await books();
    expectBalanced(settled);
    expect(cents(settled.transfersToCompanies) - cents(before.transfersToCompanies)).toBe(shareCents);
    expect(cents(settled.upkeepRevenue.keptOnCancellations) - cents(before.upkeepRevenue.keptOnCancellations)).toBe(
      2500,
    );
  });

  it('a refund the company bears of the fee gives back its share: an adjustment of the month, taken from the transfer', async () => {
    const { booking, owner, ownerToken } = await lateCancellation();
    const statement = async () => {
      const res = await inject({
        method: 'GET',
        url: '/api/company/earnings?Month=2026-06',
        headers: bearer(await ownerToken()),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const { commissionPercent } = await statement();
    const share = (gross: number) => gross - Math.round((gross * commissionPercent) / 100);
    const [fee] = await transfersOf(booking.ticketId);
    expect(fee).toMatchObject({ kind: 'cancellation_fee', amount_cents: share(2500) });

    // Staff refund $10 of the fee, borne by the company: its share of the $10 comes back from the fee's transfer.
    const refund = await inject({
      method: 'POST',
      url: `/api/staff/tickets/${booking.ticketId}/refunds`,
      headers: {
        ...bearer((await signedInStaff(inject, ctx.database.db)).token),
        [IDEMPOTENCY_KEY_HEADER]: `company-${unique()}`,
      },
      payload: { Amount: 10, Reason: 'Arrived to a locked gate', BorneBy: 'company' },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json().message).toContain(`its earnings this month carry -$${(share(1000) / 100).toFixed(2)}`);
    const june = await statement();
    // The fee's line stays as it was; the refund is the month's adjustment.
    expect(june.cancellationFees).toContainEqual(
      expect.objectContaining({ ticketId: booking.ticketId, fee: 25, net: share(2500) / 100 }),
    );
    expect(june.adjustments).toContainEqual(
      expect.objectContaining({ ticketId: booking.ticketId, borneBy: 'company', amount: -share(1000) / 100 }),
    );
    const [after] = await rows<{ amount_cents: number; reversed_cents: number }>(
      sql`select amount_cents, reversed_cents from transfers where id = ${fee?.id}`,
    );
    expect(after).toEqual({ amount_cents: share(2500), reversed_cents: share(1000) });
    const told = await rows<{ subject: string }>(
      sql`select subject from notification_outbox where recipient = ${owner.email} and ticket_id = ${booking.ticketId}
             and subject like '%lowers your earnings%'`,
    );
    expect(told).toHaveLength(1);

    // The books still balance to the cent; the fee kept is still $25 of it, the refund is no goodwill.
    const b = await books();
    expectBalanced(b);
  });
});
