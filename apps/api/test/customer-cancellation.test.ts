/**
 * A customer cancelling a paid booking is refunded by the product's cancelation policy
 * (apps/web/public/legal/cancelation-policy.pdf, the contract's cancellation.ts): in full before the company
 * confirmed it and more than 48 hours before the visit, less the $25 fee within them once confirmed (the fee a
 * line of the ticket's totals and of the e-mail, which states what was paid); a refund the provider refuses is
 * made by the recurring job, once.
 */
import { CANCELLED_STATUS_ID, cancellationFeeCents, Messages } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, paidBooking, STRONG_PASSWORD } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signIn, signInCompanyUser } from './sign-in.ts';
import { sweepAndRefund } from './sweeps.ts';

const nextAddress = clientAddresses(163);
const HOUR = 3_600_000;

describe('the cancelation policy in numbers', () => {
  const policy = { freeHoursBefore: 48, feeCents: 2500 };
  const visit = new Date('2026-06-17T15:00:00Z');
  const at = (cancelledAt: Date, confirmed = true) =>
    cancellationFeeCents(policy, { visitAt: visit, cancelledAt, confirmed });
  it('keeps nothing before the 48 hours and the fee from their first instant', () => {
    expect(at(new Date(visit.getTime() - 48 * HOUR - 1))).toBe(0);
    expect(at(new Date(visit.getTime() - 48 * HOUR))).toBe(2500);
    expect(at(new Date(visit.getTime() - HOUR))).toBe(2500);
  });

  it('keeps nothing of a request the company never confirmed, however late', () => {
    expect(at(new Date(visit.getTime() - HOUR), false)).toBe(0);
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

  const confirmByCompany = async (booking: { ticketId: number; companyId: number }) => {
    const owner = await createCompanyUser(db(), { companyId: booking.companyId });
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const res = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${booking.ticketId}`,
      headers: bearer(token),
      payload: { TicketsStatusID: TicketStatusId.Scheduled, Comments: '' },
    });
    expect(res.statusCode).toBe(200);
  };

  it('refunds a request the company never confirmed in full, even within 48 hours of the visit (issue 46)', async () => {
    clock.now = TEST_NOW;
    const booking = await paidBooking(inject, { date: '2026-06-26', email: 'pending-cancel@example.com' });
    const visit = new Date(String(await visitOf(booking.ticketId)));
    clock.now = new Date(visit.getTime() - 24 * HOUR);
    try {
      const customer = await signIn(inject, 'pending-cancel@example.com', STRONG_PASSWORD);
      // Before cancelling, the ticket says nothing would be kept.
      expect((await ticket(customer, booking.ticketId)).cancellationFee).toBe(0);
      expect((await cancel(customer, booking.ticketId)).statusCode).toBe(200);
      expect(await refundedAtProvider(booking.paymentIntentId)).toBe(Math.round(booking.total * 100));
      const detail = await ticket(customer, booking.ticketId);
      expect(detail).toMatchObject({ status: 'Cancelled', totalPaid: 0 });
      expect(detail.totals).toMatchObject({ paid: booking.total, refunded: booking.total, kept: 0 });
      const mail = await cancellationMail(booking.ticketId);
      expect(mail?.body).toContain(`You paid $${booking.total.toFixed(2)}`);
      expect(mail?.body).toContain(`$${booking.total.toFixed(2)} is being refunded to your card`);
      expect(mail?.body).not.toContain('kept');
      expect(await sweepAndRefund(sweeperDeps(), clock.now)).not.toContain(booking.ticketId);
    } finally {
      clock.now = TEST_NOW;
    }
  });

  it('keeps the $25 fee of a confirmed booking within 48 hours of the visit, shows it as a line, refunds the rest once', async () => {
    clock.now = TEST_NOW;
    const booking = await paidBooking(inject, { date: '2026-06-25', email: 'late-cancel@example.com' });
    await confirmByCompany(booking);
    const visit = new Date(String(await visitOf(booking.ticketId)));
    clock.now = new Date(visit.getTime() - 24 * HOUR);
    try {
      // Days later: the customer signs in again; the ticket states the fee before they cancel.
      const customer = await signIn(inject, 'late-cancel@example.com', STRONG_PASSWORD);
      expect(await ticket(customer, booking.ticketId)).toMatchObject({
        cancellationFee: 25,
        cancellationPolicy: { fee: 25, freeHoursBefore: 48 },
      });
      expect((await cancel(customer, booking.ticketId)).statusCode).toBe(200);
      const refunded = Math.round(booking.total * 100) - 2500;
      expect(await refundedAtProvider(booking.paymentIntentId)).toBe(refunded);
      const detail = await ticket(customer, booking.ticketId);
      expect(detail).toMatchObject({ status: 'Cancelled', totalPaid: 25 });
      expect(detail.totals).toMatchObject({ paid: booking.total, refunded: refunded / 100, kept: 25 });
      const mail = await cancellationMail(booking.ticketId);
      // The payment is what was charged; the fee is its own line; the refund is the rest.
      expect(mail?.body).toContain(`You paid $${booking.total.toFixed(2)} for it.`);
      expect(mail?.body).toContain('Cancellation fee (kept): $25.00.');
      expect(mail?.body).toContain(`$${(refunded / 100).toFixed(2)} is being refunded to your card`);
      expect(mail?.body).toContain('$25.00 is kept for the company');
      // The PDF states the fee kept as a line too.
      const pdf = await inject({
        method: 'POST',
        url: `/api/reports/ticket/${booking.ticketId}`,
        headers: bearer(customer),
      });
      expect(pdf.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
      expect(text).toContain('Cancellation fee (kept)');
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
