/**
 * Earnings that stay put (issue 24): a job counts in the valley month of the moment it was first completed,
 * recorded once by the lifecycle; a refund after completion borne by the company is a negative adjustment in
 * the month it happens (the company e-mailed), a goodwill refund borne by UpKeep changes nothing for the
 * company, a declined extra charge after completion moves nothing; a past month's statement never changes;
 * an Idempotency-Key is bound to its whole refund request (another reason or bearer answers 409).
 */
import { IDEMPOTENCY_KEY_HEADER, type StaffTicketDetail } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { openCharges, payments } from '../src/db/schema.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { KEY_REUSED } from '../src/modules/tickets/tickets/refunds.ts';
import { createCompanyUser, liveCompany, paidBooking, STRONG_PASSWORD, signedInStaff, unique } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signIn, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(171);

interface Statement {
  month: string;
  commissionPercent: number;
  jobs: { ticketId: number; completedDate: string; workPaid: number; extraCharges: number; commission: number }[];
  adjustments: { ticketId: number; kind: string; borneBy: string; reason: string; amount: number; date: string }[];
  totals: { jobsNet: number; adjustments: number; net: number; commission: number };
}

describe.each(databaseKinds())('earnings that stay put on %s', (kind) => {
  let ctx: TestContext;
  // The tests' clock: each step sets the moment it happens at.
  let clock = new Date('2026-10-20T17:00:00Z');
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<R>(ctx.database.db, query);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock });
  });
  afterAll(() => ctx.close());

  /** A paid booking of a live company of the test's own on Oct 28, with an owner of it to read its statement. */
  async function job() {
    clock = new Date('2026-10-20T17:00:00Z');
    const email = `earn-${unique()}@example.com`;
    const { companyServiceId } = await liveCompany(ctx.database.db, { zipCode: '89102' });
    const booked = await paidBooking(inject, { date: '2026-10-28', email, companyServiceId });
    const owner = await createCompanyUser(ctx.database.db, { companyId: booked.companyId });
    const [company] = await rows<{ email: string }>(sql`select email from companies where id = ${booked.companyId}`);
    return { ...booked, email, owner, companyEmail: company?.email ?? '' };
  }

  const staffCall = async (method: 'GET' | 'POST', url: string, payload?: object, headers: object = {}) =>
    inject({
      method,
      url,
      headers: { ...bearer((await signedInStaff(inject, ctx.database.db)).token), ...headers },
      ...(payload ? { payload } : {}),
    });

  /** Completes the job through the lifecycle (UpKeep confirms, the work starts, UpKeep marks it completed). */
  async function complete(ticketId: number, at: Date) {
    clock = new Date(at.getTime() - 3 * 3600_000);
    const confirmed = await staffCall('POST', `/api/staff/tickets/${ticketId}/status`, {
      TicketsStatusID: T.Scheduled,
      Comments: 'Confirmed by phone',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // No UpKeep row starts the work; the company's start is not what this test is about.
    await rows(sql`update tickets set status_id = ${T.InProgress} where id = ${ticketId}`);
    clock = at;
    const done = await staffCall('POST', `/api/staff/tickets/${ticketId}/status`, {
      TicketsStatusID: T.Completed,
      Comments: 'The customer confirmed on the phone',
    });
    expect(done.statusCode, done.body).toBe(200);
  }

  const refund = (ticketId: number, body: { Amount: number; Reason: string; BorneBy?: string }, key: string) =>
    staffCall('POST', `/api/staff/tickets/${ticketId}/refunds`, body, { [IDEMPOTENCY_KEY_HEADER]: key });

  async function statement(owner: { email: string; password: string }, month: string): Promise<Statement> {
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const res = await inject({ method: 'GET', url: `/api/company/earnings?Month=${month}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const adjustmentRows = (ticketId: number) =>
    rows<{ kind: string; amount_cents: number; reason: string }>(
      sql`select kind, amount_cents, reason from earnings_adjustments where ticket_id = ${ticketId} order by id`,
    );

  // Oct 31 at 23:30 in the valley (PDT): Nov 1 06:30 UTC.
  const lastMinutesOfOctober = new Date('2026-11-01T06:30:00Z');

  it('records the moment of completion once; a November refund borne by the company leaves the job in October, whose figures stay, and makes a November adjustment; the company is e-mailed', async () => {
    const b = await job();
    await complete(b.ticketId, lastMinutesOfOctober);
    const [ticket] = await rows<{ completed_at: Date | string; price_cents: number }>(
      sql`select completed_at, price_cents from tickets where id = ${b.ticketId}`,
    );
    expect(new Date(ticket?.completed_at ?? 0).toISOString()).toBe(lastMinutesOfOctober.toISOString());

    const october = await statement(b.owner, '2026-10');
    const line = october.jobs.find((j) => j.ticketId === b.ticketId);
    expect(line).toMatchObject({ completedDate: lastMinutesOfOctober.toISOString() });
    const novemberBefore = await statement(b.owner, '2026-11');
    expect(novemberBefore.jobs.map((j) => j.ticketId)).not.toContain(b.ticketId);

    clock = new Date('2026-11-10T18:00:00Z');
    const res = await refund(b.ticketId, { Amount: 20, Reason: 'Scratched the gate' }, `adj-${unique()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.refund).toMatchObject({ amount: 20, borneBy: 'company' });

    // October, the month of completion, is exactly as it was: the job did not move, its figures did not change.
    expect(await statement(b.owner, '2026-10')).toEqual(october);
    // November carries the adjustment: the $20's share of the work (the booking also paid UpKeep's fee), less
    // UpKeep's commission on it.
    const price = ticket?.price_cents ?? 0;
    const booking = Math.round(b.total * 100);
    const work = (refunded: number) => Math.round((price * (booking - refunded)) / booking);
    const lost = work(0) - work(2000);
    const expected = -(lost - Math.round((lost * october.commissionPercent) / 100)) / 100;
    expect(expected).toBeLessThan(0);
    const november = await statement(b.owner, '2026-11');
    expect(november.jobs.map((j) => j.ticketId)).not.toContain(b.ticketId);
    expect(november.adjustments.filter((a) => a.ticketId === b.ticketId)).toEqual([
      {
        ticketId: b.ticketId,
        date: '2026-11-10T18:00:00.000Z',
        kind: 'refund',
        borneBy: 'company',
        reason: 'Scratched the gate',
        amount: expected,
      },
    ]);
    expect(Math.round((november.totals.net - novemberBefore.totals.net) * 100)).toBe(Math.round(expected * 100));
    expect(november.totals.net).toBeCloseTo(november.totals.jobsNet + november.totals.adjustments, 2);
    const csv = await inject({
      method: 'GET',
      url: '/api/company/earnings.csv?Month=2026-11',
      headers: bearer(await signInCompanyUser(inject, b.owner.email, b.owner.password)),
    });
    expect(csv.body).toContain(
      `${b.ticketId},2026-11-10,"Refund on ticket #${b.ticketId} after completion: your share of it, after UpKeep's commission",`,
    );
    expect(csv.body).toContain(`,Scratched the gate,,,,,${expected.toFixed(2)}\r\n`);

    // To the company's people (its owners and those with alerts on), as every notice about its jobs (issue 46).
    const mail = await rows<{ subject: string; body: string }>(
      sql`select subject, body from notification_outbox
           where channel = 'email' and recipient = ${b.owner.email} and ticket_id = ${b.ticketId}
             and subject like '%lowers your earnings%'`,
    );
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`UpKeep ticket #${b.ticketId}: a refund of $20.00 lowers your earnings`);
    expect(mail[0]?.body).toContain('Reason: Scratched the gate');
    expect(mail[0]?.body).toContain(`November 2026 carry an adjustment of -$${(-expected).toFixed(2)}`);
  });

  it('a goodwill refund borne by UpKeep leaves the company earnings unchanged, listed as goodwill; the ticket shows who bore each refund', async () => {
    const b = await job();
    await complete(b.ticketId, lastMinutesOfOctober);
    const october = await statement(b.owner, '2026-10');
    const before = await statement(b.owner, '2026-11');
    clock = new Date('2026-11-12T18:00:00Z');
    const res = await refund(
      b.ticketId,
      { Amount: 15, Reason: 'Sorry for the wait', BorneBy: 'upkeep' },
      `goodwill-${unique()}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain("UpKeep bears it (goodwill): the company's earnings are unchanged.");
    expect(await adjustmentRows(b.ticketId)).toEqual([]);
    expect(await statement(b.owner, '2026-10')).toEqual(october);
    const after = await statement(b.owner, '2026-11');
    expect(after.totals).toEqual(before.totals);
    expect(after.adjustments.filter((a) => a.ticketId === b.ticketId)).toEqual([
      {
        ticketId: b.ticketId,
        date: '2026-11-12T18:00:00.000Z',
        kind: 'refund',
        borneBy: 'upkeep',
        reason: 'Sorry for the wait',
        amount: 0,
      },
    ]);
    const companyMail = await rows(
      sql`select id from notification_outbox where recipient = ${b.owner.email} and subject like '%lowers your earnings%'
             and ticket_id = ${b.ticketId}`,
    );
    expect(companyMail).toEqual([]);

    const byCompany = await refund(b.ticketId, { Amount: 5, Reason: 'Gate latch' }, `company-${unique()}`);
    expect(byCompany.statusCode, byCompany.body).toBe(200);
    const detail = (await staffCall('GET', `/api/staff/tickets/${b.ticketId}`)).json().data as StaffTicketDetail;
    expect(detail.refunds.map((r) => [r.amount, r.borneBy])).toEqual([
      [15, 'upkeep'],
      [5, 'company'],
    ]);
  });

  it('a refund before completion writes no adjustment: the job counts what was left paid', async () => {
    const b = await job();
    clock = new Date('2026-10-25T18:00:00Z');
    expect((await refund(b.ticketId, { Amount: 10, Reason: 'Early' }, `early-${unique()}`)).statusCode).toBe(200);
    await complete(b.ticketId, new Date('2026-10-29T18:00:00Z'));
    expect(await adjustmentRows(b.ticketId)).toEqual([]);
    const october = await statement(b.owner, '2026-10');
    const line = october.jobs.find((j) => j.ticketId === b.ticketId);
    const [ticket] = await rows<{ price_cents: number }>(sql`select price_cents from tickets where id = ${b.ticketId}`);
    const booking = Math.round(b.total * 100);
    expect(line?.workPaid).toBe(Math.round(((ticket?.price_cents ?? 0) * (booking - 1000)) / booking) / 100);
  });

  it('a charge declined after completion never counted: it moves neither the month nor the figures', async () => {
    const b = await job();
    const [charge] = await ctx.database.db
      .insert(openCharges)
      .values({ ticketId: b.ticketId, description: 'Extra mulch', priceCents: 4000, status: 'pending' })
      .returning({ id: openCharges.id });
    await complete(b.ticketId, lastMinutesOfOctober);
    const october = await statement(b.owner, '2026-10');
    const november = await statement(b.owner, '2026-11');
    clock = new Date('2026-11-03T18:00:00Z');
    const declined = await inject({
      method: 'PUT',
      url: `/api/customer/open-charges/${charge?.id}`,
      // Signed in anew: the clock moved past the first token's life.
      headers: bearer(await signIn(inject, b.email, STRONG_PASSWORD)),
      payload: { decline: true },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await statement(b.owner, '2026-10')).toEqual(october);
    expect(await statement(b.owner, '2026-11')).toEqual(november);
    expect(await adjustmentRows(b.ticketId)).toEqual([]);
  });

  it('an extra charge paid after completion is a line of the month it is paid in: the past month stays', async () => {
    const b = await job();
    const [charge] = await ctx.database.db
      .insert(openCharges)
      .values({ ticketId: b.ticketId, description: 'Extra mulch', priceCents: 4000, status: 'pending' })
      .returning({ id: openCharges.id });
    await complete(b.ticketId, lastMinutesOfOctober);
    const october = await statement(b.owner, '2026-10');
    // The customer pays the charge on Nov 3: the ledger's payment row, as the charge's payment writes it.
    const paidAt = new Date('2026-11-03T18:00:00Z');
    await ctx.database.db.insert(payments).values({
      ticketId: b.ticketId,
      openChargeId: charge?.id ?? 0,
      purpose: 'open_charge',
      provider: 'sandbox',
      providerIntentId: `pi_late_${unique()}`,
      amountCents: 4000,
      status: 'succeeded',
      succeededAt: paidAt,
    });
    expect(await statement(b.owner, '2026-10')).toEqual(october);
    const november = await statement(b.owner, '2026-11');
    const line = november.adjustments.find((a) => a.ticketId === b.ticketId);
    const share = 40 - Math.round((4000 * november.commissionPercent) / 100) / 100;
    expect(line).toMatchObject({ kind: 'late_charge', borneBy: 'company', reason: 'Extra mulch', amount: share });
    expect(november.totals.adjustments).toBeCloseTo(
      november.adjustments.reduce((total, a) => total + a.amount, 0),
      2,
    );
  });

  it('binds an Idempotency-Key to its whole request: a retry replays, another reason or bearer answers 409', async () => {
    const b = await job();
    await complete(b.ticketId, lastMinutesOfOctober);
    clock = new Date('2026-11-10T18:00:00Z');
    const key = `bound-${unique()}`;
    const first = await refund(b.ticketId, { Amount: 12, Reason: 'Broken sprinkler' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const retry = await refund(b.ticketId, { Amount: 12, Reason: 'Broken sprinkler', BorneBy: 'company' }, key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    for (const body of [
      { Amount: 12, Reason: 'Another reason' },
      { Amount: 12, Reason: 'Broken sprinkler', BorneBy: 'upkeep' },
      { Amount: 13, Reason: 'Broken sprinkler' },
    ]) {
      const reused = await refund(b.ticketId, body, key);
      expect(reused.statusCode, JSON.stringify(body)).toBe(409);
      expect(reused.json().message).toBe(KEY_REUSED);
    }
    expect(await adjustmentRows(b.ticketId)).toHaveLength(1);
    const [paid] = await rows<{ n: number }>(
      sql`select sum(refunded_cents)::int as n from payments where ticket_id = ${b.ticketId}`,
    );
    expect(paid?.n).toBe(1200);
  });

  it("gives every completed demo ticket of the seed its moment of completion: its history's move into Completed", async () => {
    const [seeded] = await rows<{ completed: number; wrong: number }>(
      sql`select count(*)::int as completed,
                 count(*) filter (where t.completed_at is distinct from
                   (select min(h.created_at) from ticket_history h
                     where h.ticket_id = t.id and h.status_id = ${T.Completed}))::int as wrong
            from tickets t where t.status_id = ${T.Completed} and t.origin = 'web'`,
    );
    expect(seeded?.completed).toBeGreaterThan(0);
    expect(seeded?.wrong).toBe(0);
  });

  it('refuses an unknown bearer (400)', async () => {
    const b = await job();
    const res = await refund(b.ticketId, { Amount: 1, Reason: 'x', BorneBy: 'customer' }, `bad-${unique()}`);
    expect(res.statusCode).toBe(400);
  });
});
