/**
 * The ground of quotes, invoices and tips (decision 0039): the factories' rows are consistent (an estimate booked
 * through the API, a quote sent on it, a job scheduled by its approval), and the database keeps the rules the
 * endpoints will rest on: one open quote per ticket, one sent and one draft revision per quote, a deposit's terms tied
 * to its kind, one approved approval per quote, one deposit payment per approval and one tip per ticket.
 */
import { quoteLineCents, quoteTotals } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ticketFeeCents } from '../src/modules/operations/settings/settings.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { approvedQuoteJob, estimateBooking, QUOTE_OPTIONS, sentQuote } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { clientAddresses } from './sign-in.ts';

const nextAddress = clientAddresses(91);

/** The PostgreSQL error code behind a failed statement (drizzle wraps it in `cause`). */
async function errorCode(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

describe.each(databaseKinds())('the ground of quotes, invoices and tips on %s', (kind) => {
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
        is_estimate: boolean;
        guest_id: string | null;
        customer_id: number | null;
        price_cents: number;
        fee_cents: number;
        total_cents: number;
        paid_cents: number;
        duration_minutes: number;
      }>(
        db(),
        sql`select status_id, is_estimate, guest_id, customer_id, price_cents, fee_cents, total_cents, paid_cents,
                   duration_minutes
            from tickets where id = ${id}`,
      )
    )[0];

  it("books a guest's free estimate through the API and sends a quote on it, the fee frozen", async () => {
    const estimate = await estimateBooking(inject, db(), { guest: true });
    expect(estimate.guest).toBe(true);
    expect(await ticketRow(estimate.ticketId)).toMatchObject({
      status_id: T.Pending,
      is_estimate: true,
      customer_id: null,
      price_cents: 0,
      fee_cents: 0,
      total_cents: 0,
    });
    expect((await ticketRow(estimate.ticketId))?.guest_id).not.toBeNull();
    const quote = await sentQuote(db(), estimate.ticketId);
    // An estimate's ticket paid no fee: the quote adds UpKeep's flat fee, once.
    expect(quote.feeCents).toBe(await ticketFeeCents(db()));
    expect(quote.options.map((o) => o.lines.length)).toEqual(QUOTE_OPTIONS.map((o) => o.lines.length));
    const rows = await queryRows<{ status: string; revision: number; revision_status: string; options: number }>(
      db(),
      sql`select q.status, r.revision, r.status as revision_status,
                 (select count(*)::int from quote_options o where o.revision_id = r.id) as options
          from quotes q join quote_revisions r on r.quote_id = q.id where q.id = ${quote.quoteId}`,
    );
    expect(rows).toEqual([{ status: 'sent', revision: 1, revision_status: 'sent', options: 2 }]);
  });

  it('keeps one open quote per ticket, one sent and one draft revision per quote', async () => {
    const { ticketId, company } = await estimateBooking(inject, db());
    const quote = await sentQuote(db(), ticketId);
    const anotherOpen = db().execute(
      sql`insert into quotes (ticket_id, company_id, status) values (${ticketId}, ${company.companyId}, 'draft')`,
    );
    expect(await errorCode(anotherOpen)).toBe('23505');
    const revision = (n: number, status: string) =>
      db().execute(
        sql`insert into quote_revisions (quote_id, revision, status, expires_on)
            values (${quote.quoteId}, ${n}, ${status}, '2026-06-29')`,
      );
    expect(await errorCode(revision(2, 'sent'))).toBe('23505');
    await revision(2, 'draft');
    expect(await errorCode(revision(3, 'draft'))).toBe('23505');
    expect(await errorCode(revision(2, 'superseded'))).toBe('23505'); // the revision's number is the quote's once
    // A quote answered is no longer open: the next one may be written.
    await db().execute(
      sql`update quotes set status = 'declined', decline_reason = 'Too dear' where id = ${quote.quoteId}`,
    );
    await sentQuote(db(), ticketId);
    expect(await errorCode(db().execute(sql`update quotes set status = 'pending' where id = ${quote.quoteId}`))).toBe(
      '23514',
    );
  });

  it("ties a deposit's percent or amount to its kind, and keeps lines whole and priced", async () => {
    const { ticketId } = await estimateBooking(inject, db());
    const quote = await sentQuote(db(), ticketId, { deposit: { kind: 'percent', percent: 25 } });
    const deposit = (kindOf: string, percent: number | null, cents: number | null) =>
      errorCode(
        db().execute(
          sql`update quote_revisions set deposit_kind = ${kindOf}, deposit_percent = ${percent}, deposit_cents = ${cents}
              where id = ${quote.revisionId}`,
        ),
      );
    expect(await deposit('percent', null, null)).toBe('23514');
    expect(await deposit('percent', 25, 5000)).toBe('23514');
    expect(await deposit('percent', 101, null)).toBe('23514');
    expect(await deposit('amount', 25, null)).toBe('23514');
    expect(await deposit('none', null, 5000)).toBe('23514');
    expect(await deposit('half', null, null)).toBe('23514');
    expect(await deposit('amount', null, 5000)).toBeUndefined();
    expect(await deposit('none', null, null)).toBeUndefined();
    const lineId = quote.options[0]?.lines[0]?.id ?? 0;
    expect(await errorCode(db().execute(sql`update quote_lines set quantity = 0 where id = ${lineId}`))).toBe('23514');
    expect(await errorCode(db().execute(sql`update quote_lines set unit_price_cents = -1 where id = ${lineId}`))).toBe(
      '23514',
    );
    expect(
      await errorCode(
        db().execute(
          sql`insert into quote_options (revision_id, position, title, duration_minutes)
              values (${quote.revisionId}, 4, 'A fourth', 60)`,
        ),
      ),
    ).toBe('23514');
  });

  it('schedules the job an approved quote prices, its figures those of quoteTotals', async () => {
    const job = await approvedQuoteJob(inject, db(), { option: 2 });
    const expected = quoteTotals(job.option.lines, job.addOnIds, job.feeCents, { kind: 'none' });
    expect(job.totals).toEqual(expected);
    expect(job.depositPaymentId).toBeNull();
    expect(await ticketRow(job.ticketId)).toMatchObject({
      status_id: T.Scheduled,
      is_estimate: true,
      price_cents: expected.servicesCents,
      fee_cents: expected.feeCents,
      total_cents: expected.totalCents,
      paid_cents: 0,
      duration_minutes: job.option.durationMinutes,
    });
    const lines = await queryRows<{ price_cents: number }>(
      db(),
      sql`select price_cents from ticket_services where ticket_id = ${job.ticketId}`,
    );
    // The estimate's own line (free) and a line per line approved, add-on included: their sum is the price.
    expect(lines.reduce((sum, l) => sum + l.price_cents, 0)).toBe(expected.servicesCents);
    expect(job.option.lines.reduce((sum, l) => sum + quoteLineCents(l), 0)).toBe(expected.servicesCents);
    const [quote] = await queryRows<{ status: string }>(db(), sql`select status from quotes where id = ${job.quoteId}`);
    expect(quote?.status).toBe('approved');
    // One approved approval per quote.
    const again = db().execute(
      sql`insert into quote_approvals (quote_id, revision_id, option_id, status, signed_name, signed_as, customer_id,
                                       scheduled_at, duration_minutes, price_cents, fee_cents, total_cents)
          select quote_id, revision_id, option_id, 'approved', signed_name, signed_as, customer_id, scheduled_at,
                 duration_minutes, price_cents, fee_cents, total_cents
          from quote_approvals where id = ${job.approvalId}`,
    );
    expect(await errorCode(again)).toBe('23505');
  });

  it("pays a deposit asked as a deposit payment of the approval's, once; a tip once per ticket", async () => {
    const job = await approvedQuoteJob(inject, db(), { guest: true, deposit: { kind: 'percent', percent: 25 } });
    expect(job.totals.depositCents).toBe(Math.round(job.totals.totalCents / 4));
    expect(job.depositPaymentId).not.toBeNull();
    expect(await ticketRow(job.ticketId)).toMatchObject({
      status_id: T.Scheduled,
      paid_cents: job.totals.depositCents,
    });
    const payment = (purpose: string, intent: string, extra = sql`null`) =>
      errorCode(
        db().execute(
          sql`insert into payments (ticket_id, quote_approval_id, purpose, provider, provider_intent_id, amount_cents, status)
              values (${job.ticketId}, ${extra}, ${purpose}, 'sandbox', ${intent}, 500, 'requires_payment_method')`,
        ),
      );
    expect(await payment('deposit', `pi_ground_dup_${job.approvalId}`, sql`${job.approvalId}`)).toBe('23505');
    expect(await payment('gift', `pi_ground_gift_${job.approvalId}`)).toBe('23514');
    expect(await payment('tip', `pi_ground_tip_${job.approvalId}`)).toBeUndefined();
    expect(await payment('tip', `pi_ground_tip2_${job.approvalId}`)).toBe('23505');
    const tip = (percent: number | null, amountCents: number) =>
      errorCode(
        db().execute(
          sql`insert into tips (ticket_id, company_id, amount_cents, percent)
              values (${job.ticketId}, ${job.company.companyId}, ${amountCents}, ${percent})`,
        ),
      );
    expect(await tip(12, 500)).toBe('23514');
    expect(await tip(null, 0)).toBe('23514');
    expect(await tip(15, 500)).toBeUndefined();
    expect(await tip(null, 700)).toBe('23505');
  });
});
