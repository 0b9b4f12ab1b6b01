/**
 * A customer cancelling a paid booking is refunded by the product's cancelation policy
 * (apps/web/public/legal/cancelation-policy.pdf): in full more than 48 hours before the visit, less the $25
 * fee within them; told by e-mail; a refund the provider refuses is made by the recurring job, once.
 */
import { CANCELLED_STATUS_ID, Messages } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { TicketStatusId } from '../src/modules/lifecycle/statuses.ts';
import { cancellationFeeCents } from '../src/modules/payments/refunds.ts';
import { paidBooking, STRONG_PASSWORD } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signIn } from './sign-in.ts';
import { sweepAndRefund } from './sweeps.ts';

const nextAddress = clientAddresses(163);
const HOUR = 3_600_000;

describe('the cancelation policy in numbers', () => {
  const policy = { freeHoursBefore: 48, feeCents: 2500 };
  const visit = new Date('2026-06-17T15:00:00Z');
  it('keeps nothing before the 48 hours and the fee from their first instant', () => {
    expect(cancellationFeeCents(policy, visit, new Date(visit.getTime() - 48 * HOUR - 1))).toBe(0);
    expect(cancellationFeeCents(policy, visit, new Date(visit.getTime() - 48 * HOUR))).toBe(2500);
    expect(cancellationFeeCents(policy, visit, new Date(visit.getTime() - HOUR))).toBe(2500);
  });

  it('names the Cancelled status as the lifecycle does (the web explains refunds by it)', () => {
    expect(CANCELLED_STATUS_ID).toBe(TicketStatusId.Cancelled);
  });
});

describe.each(databaseKinds())('a customer cancelling a paid booking (%s)', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const sweeperDeps = () => ({ ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  const cancel = (token: string, id: number) =>
    inject({
      method: 'PUT',
      url: `/api/customer/ticket/${id}`,
      headers: bearer(token),
      payload: { TicketsStatusID: TicketStatusId.Cancelled, Comments: 'Plans changed' },
    });
  const ticket = async (token: string, id: number) =>
    (await inject({ method: 'GET', url: `/api/customer/ticket/${id}`, headers: bearer(token) })).json().data;
  const refundedAtProvider = async (intentId: string) =>
    (
      await queryRows<{ refunded_cents: number }>(
        db(),
        sql`select refunded_cents from sandbox_intents where id = ${intentId}`,
      )
    )[0]?.refunded_cents;
  const cancellationMail = async (id: number) =>
    (
      await queryRows<{ subject: string; body: string }>(
        db(),
        sql`select subject, body from notification_outbox
             where channel = 'email' and ticket_id = ${id} and subject like '%cancelled%' order by id`,
      )
    ).at(-1);
  const visitOf = async (id: number) =>
    (await queryRows<{ scheduled_at: Date | string }>(db(), sql`select scheduled_at from tickets where id = ${id}`))[0]
      ?.scheduled_at;

  it('refunds in full more than 48 hours before the visit, and tells the customer', async () => {
    clock.now = TEST_NOW;
    const booking = await paidBooking(inject, { date: '2026-06-24', email: 'early-cancel@example.com' });
    const res = await cancel(booking.customer, booking.ticketId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: Messages.statusUpdated, data: { status: 'Cancelled' } });
    expect(await ticket(booking.customer, booking.ticketId)).toMatchObject({ status: 'Cancelled', totalPaid: 0 });
    expect(await refundedAtProvider(booking.paymentIntentId)).toBe(Math.round(booking.total * 100));
    const mail = await cancellationMail(booking.ticketId);
    expect(mail?.body).toContain(`$${booking.total.toFixed(2)} is being refunded to your card`);
    expect(mail?.body).not.toContain('is kept for the company');
    // Nothing is left for the recurring job.
    expect(await sweepAndRefund(sweeperDeps(), clock.now)).not.toContain(booking.ticketId);
  });

  it('keeps the $25 fee within 48 hours of the visit and refunds the rest, once', async () => {
    clock.now = TEST_NOW;
    const booking = await paidBooking(inject, { date: '2026-06-25', email: 'late-cancel@example.com' });
    const visit = new Date(String(await visitOf(booking.ticketId)));
    clock.now = new Date(visit.getTime() - 24 * HOUR);
    try {
      // Days later: the customer signs in again.
      const customer = await signIn(inject, 'late-cancel@example.com', STRONG_PASSWORD);
      expect((await cancel(customer, booking.ticketId)).statusCode).toBe(200);
      const refunded = Math.round(booking.total * 100) - 2500;
      expect(await refundedAtProvider(booking.paymentIntentId)).toBe(refunded);
      expect(await ticket(customer, booking.ticketId)).toMatchObject({ status: 'Cancelled', totalPaid: 25 });
      const mail = await cancellationMail(booking.ticketId);
      expect(mail?.body).toContain(`$${(refunded / 100).toFixed(2)} is being refunded to your card`);
      expect(mail?.body).toContain('$25.00 is kept for the company');
      // The fee is not "owed": the recurring job leaves it kept.
      expect(await sweepAndRefund(sweeperDeps(), clock.now)).not.toContain(booking.ticketId);
      expect(await refundedAtProvider(booking.paymentIntentId)).toBe(refunded);
    } finally {
      clock.now = TEST_NOW;
    }
  });

  it('answers the cancellation when the provider fails, and the recurring job refunds later, once', async () => {
    clock.now = TEST_NOW;
    const booking = await paidBooking(inject, { date: '2026-07-01', email: 'failed-refund@example.com' });
    // The sandbox refuses to refund an intent that is not succeeded: the provider "fails".
    await db().execute(sql`update sandbox_intents set status = 'processing' where id = ${booking.paymentIntentId}`);
    const res = await cancel(booking.customer, booking.ticketId);
    expect(res.statusCode).toBe(200);
    expect(await ticket(booking.customer, booking.ticketId)).toMatchObject({
      status: 'Cancelled',
      totalPaid: booking.total,
    });

    await db().execute(sql`update sandbox_intents set status = 'succeeded' where id = ${booking.paymentIntentId}`);
    expect(await sweepAndRefund(sweeperDeps(), clock.now)).toContain(booking.ticketId);
    expect(await sweepAndRefund(sweeperDeps(), clock.now)).not.toContain(booking.ticketId);
    expect(await refundedAtProvider(booking.paymentIntentId)).toBe(Math.round(booking.total * 100));
    expect((await ticket(booking.customer, booking.ticketId)).totalPaid).toBe(0);
  });
});
