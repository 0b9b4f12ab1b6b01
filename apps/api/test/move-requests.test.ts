/**
 * Moves the company agrees to (issue 26) through the API, on a clock the tests set: which moves of a Scheduled
 * booking wait for the company (a new start less than 24 hours away, or asked less than 48 hours before the
 * visit; both at their edges), accepting (the booking moves; a time taken meanwhile is a 409 and the request
 * stays), declining (the booking keeps its time, the fee comes back through the ledger, the customer is told),
 * realms, one request at a time, the customer's receipts of moves and cancellations (customers and guests), a
 * cancellation withdrawing the request, and the start window of the company's Start (Complete only after Start).
 */
import { required, TEST_CARDS, type TimeSlot, valleyDateTime } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { sweepJobs } from '../src/modules/tickets/sweeps/service.ts';
import { createCompanyUser, createTicket, paidBooking } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(91);
const HOUR = 3600_000;
const MINUTE = 60_000;

describe.each(databaseKinds())('move requests on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const owners = new Map<number, { email: string; password: string }>();

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  /** An owner of the company (one per company), signed in at the clock's time. */
  async function ownerOf(companyId: number) {
    const known = owners.get(companyId) ?? (await createCompanyUser(db(), { companyId }));
    owners.set(companyId, known);
    return signInCompanyUser(inject, known.email, known.password);
  }

  interface Booking {
    id: number;
    customer: string;
    companyId: number;
    owner: string;
    companyServiceId: number;
    duration: string;
    scheduledAt: Date;
  }

  /** A booking made and paid through the API on `date` (at the tests' "now"), confirmed by its company. */
  async function scheduled(date: string, customerToken?: string): Promise<Booking> {
    clock.now = TEST_NOW;
    const booking = await paidBooking(inject, {
      date,
      ...(customerToken ? { customerToken } : { email: `move-${date}-${Math.random()}@example.com` }),
    });
    const owner = await ownerOf(booking.companyId);
    const confirmed = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${booking.ticketId}`,
      headers: bearer(owner),
      payload: { TicketsStatusID: T.Scheduled },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const service = (
      await inject({
        method: 'GET',
        url: `/api/customer/company-services/ticket/${booking.ticketId}`,
        headers: bearer(booking.customer),
      })
    ).json().data;
    const detail = await ticket(booking.ticketId, booking.customer);
    return {
      id: booking.ticketId,
      customer: booking.customer,
      companyId: booking.companyId,
      owner,
      companyServiceId: service.id,
      duration: service.duration,
      scheduledAt: new Date(detail.scheduledDate),
    };
  }

  async function ticket(id: number, token: string) {
    const res = await inject({ method: 'GET', url: `/api/customer/ticket/${id}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  /** A free slot of the booking's company on `date` (as the picker reads it at the current clock). */
  async function slotOn(b: Booking, date: string, index = 0) {
    const res = await inject({
      method: 'POST',
      url: '/api/customer/company-calendar/schedules',
      payload: { CompanyServiceID: b.companyServiceId, Date: date, Duration: b.duration },
    });
    const slot = (res.json().data as TimeSlot[]).filter((s) => s.isAvailable)[index];
    return required(slot, `a free slot on ${date}`);
  }

  const reschedule = (b: Booking, slot: TimeSlot, date: string, token = b.customer) =>
    inject({
      method: 'PUT',
      url: `/api/customer/ticket/reschedule/${b.id}`,
      headers: bearer(token),
      payload: { ScheduleID: slot.id, newDate: date },
    });

  /** Pays the reschedule fee with the sandbox's succeeding card. */
  async function payFee(b: Booking) {
    const intent = await inject({
      method: 'POST',
      url: '/api/customer/payment/reschedule',
      headers: bearer(b.customer),
      payload: { TicketID: b.id },
    });
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId, clientSecret } = intent.json().data;
    await inject({
      method: 'POST',
      url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
      payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
    });
    const validated = await inject({
      method: 'POST',
      url: '/api/customer/payment/validate-reschedule',
      headers: bearer(b.customer),
      payload: { TicketID: b.id, PaymentIntentID: paymentIntentId },
    });
    expect(validated.statusCode, validated.body).toBe(200);
  }

  const decide = (b: Booking, what: 'accept' | 'decline', token = b.owner, payload: object = {}) =>
    inject({
      method: 'POST',
      url: `/api/company/tickets/${b.id}/move-request/${what}`,
      headers: bearer(token),
      ...(what === 'decline' ? { payload } : {}),
    });

  /** The e-mails queued about a ticket, oldest first. */
  async function mailsAbout(ticketId: number) {
    const rows = await queryRows<{
      recipient: string;
      subject: string;
      body: string;
      attachments: { filename: string; contentType: string; content: string }[] | null;
    }>(
      db(),
      sql`select recipient, subject, body, attachments from notification_outbox
           where channel = 'email' and ticket_id = ${ticketId} order by id`,
    );
    return rows;
  }

  async function requestRow(ticketId: number) {
    const [row] = await queryRows<{ status: string; payment_id: number | null; reason: string }>(
      db(),
      sql`select status, payment_id, reason from move_requests where ticket_id = ${ticketId} order by id desc limit 1`,
    );
    return row ?? null;
  }

  describe('which moves wait for the company', () => {
    it('a new start less than 24 hours away waits; exactly 24 hours away goes through', async () => {
      const waiting = await scheduled('2026-06-24');
      const atOnce = await scheduled('2026-06-24');
      const date = '2026-06-17';
      const slot = await slotOn(waiting, date);
      const start = new Date(slot.startsAt);

      clock.now = new Date(start.getTime() - 24 * HOUR + MINUTE);
      const asked = await reschedule(waiting, slot, date);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().data.moveRequest).toMatchObject({ status: 'pending', toAt: slot.startsAt });
      expect(asked.json().data.scheduledDate).toBe(waiting.scheduledAt.toISOString());
      const seen = await ticket(waiting.id, waiting.customer);
      expect(seen.scheduledDate).toBe(waiting.scheduledAt.toISOString());
      expect(seen.moveRequest).toMatchObject({
        status: 'pending',
        fromAt: waiting.scheduledAt.toISOString(),
        toAt: slot.startsAt,
      });
      expect(seen.canCustomerReschedule).toBe(false);
      const job = (
        await inject({ method: 'GET', url: `/api/company/tickets/${waiting.id}`, headers: bearer(waiting.owner) })
      ).json().data;
      expect(job.moveRequest).toMatchObject({ status: 'pending', toAt: slot.startsAt });
      const told = (await mailsAbout(waiting.id)).at(-1);
      expect(told?.subject).toContain('a move waits for your answer');
      expect(told?.body).toContain(`/pro/jobs/${waiting.id}`);

      clock.now = new Date(start.getTime() - 24 * HOUR);
      const moved = await reschedule(atOnce, await slotOn(atOnce, date, 1), date);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data.moveRequest).toBeNull();
      expect((await ticket(atOnce.id, atOnce.customer)).moveRequest).toBeNull();
    });

    it('asked less than 48 hours before the visit waits (after its fee); 48 hours and a minute before goes through', async () => {
      const late = await scheduled('2026-06-19');
      const early = await scheduled('2026-06-19');
      const date = '2026-06-26';

      clock.now = new Date(early.scheduledAt.getTime() - 48 * HOUR - MINUTE);
      const moved = await reschedule(early, await slotOn(early, date), date);
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data).toMatchObject({ moveRequest: null, feePaid: 0 });
      const receipt = (await mailsAbout(early.id)).at(-1);
      expect(receipt?.subject).toContain('your booking was moved');
      expect(receipt?.body).toContain('No fee.');

      clock.now = new Date(late.scheduledAt.getTime() - 48 * HOUR + MINUTE);
      const slot = await slotOn(late, date, 1);
      expect((await reschedule(late, slot, date)).statusCode).toBe(402);
      await payFee(late);
      const asked = await reschedule(late, slot, date);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().data).toMatchObject({ feePaid: 25, moveRequest: { status: 'pending' } });
      expect((await requestRow(late.id))?.payment_id).not.toBeNull();
    });

    it('a Pending (unconfirmed) booking moves at once as before', async () => {
      clock.now = TEST_NOW;
      const booking = await paidBooking(inject, { date: '2026-06-29', email: `pending-${Math.random()}@example.com` });
      const service = (
        await inject({
          method: 'GET',
          url: `/api/customer/company-services/ticket/${booking.ticketId}`,
          headers: bearer(booking.customer),
        })
      ).json().data;
      const b = {
        id: booking.ticketId,
        customer: booking.customer,
        companyServiceId: service.id,
        duration: service.duration,
      } as Booking;
      const date = '2026-06-16';
      const res = await reschedule(b, await slotOn(b, date), date);
      // A pending booking within 48 hours pays the fee first: the ticket is not Scheduled, so no request waits.
      if (res.statusCode === 402) {
        await payFee(b);
        const paid = await reschedule(b, await slotOn(b, date), date);
        expect(paid.json().data.moveRequest).toBeNull();
      } else {
        expect(res.json().data.moveRequest).toBeNull();
      }
    });
  });

  describe('the company answers', () => {
    /** A booking on 2026-06-22 with a request to move to the next day, asked at a clock within 48 hours. */
    async function requested(fee: boolean) {
      const b = await scheduled('2026-06-22');
      // With the fee: asked 40 hours before the visit; without: asked 60 hours before, for a start 12 hours away.
      const date = fee ? '2026-06-23' : '2026-06-20';
      const slot = await slotOn(b, date);
      clock.now = fee
        ? new Date(b.scheduledAt.getTime() - 40 * HOUR)
        : new Date(Math.min(Date.parse(slot.startsAt) - 12 * HOUR, b.scheduledAt.getTime() - 49 * HOUR));
      if (fee) await payFee(b);
      const asked = await reschedule(b, slot, date);
      expect(asked.json().data.moveRequest, asked.body).not.toBeNull();
      return { b, slot };
    }

    it('accepting moves the booking to the asked time and sends the customer the receipt', async () => {
      const { b, slot } = await requested(true);
      const res = await decide(b, 'accept');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ scheduledDate: slot.startsAt, moveRequest: { status: 'accepted' } });
      const seen = await ticket(b.id, b.customer);
      expect(seen.scheduledDate).toBe(slot.startsAt);
      expect(seen.moveRequest).toBeNull();
      const receipt = (await mailsAbout(b.id)).at(-1);
      expect(receipt?.subject).toContain('your move was accepted');
      // The visit's event again, its UID the booking's, at the new time: a calendar that takes it moves the visit.
      const [ics] = receipt?.attachments ?? [];
      expect(ics?.filename).toBe(`upkeep-visit-${b.id}.ics`);
      const event = (ics?.content ?? '').replace(/\r\n /g, '');
      expect(event).toContain(`UID:ticket-${b.id}@${new URL(ctx.app.config.publicUrl).hostname}`);
      expect(event).toMatch(/SEQUENCE:\d+/);
      const start = valleyDateTime(new Date(slot.startsAt));
      expect(event).toContain(
        `DTSTART;TZID=America/Los_Angeles:${start.date.replace(/-/g, '')}T${start.time.replace(':', '')}00`,
      );
      expect(receipt?.body).toContain('Fee paid: $25.00.');
      expect((await decide(b, 'accept')).statusCode).toBe(409);
    });

    it('a time taken meanwhile answers 409 "That time is no longer free" and the request stays for a decline', async () => {
      const { b, slot } = await requested(false);
      const [row] = await queryRows<{ company_service_id: number; duration_minutes: number }>(
        db(),
        sql`select company_service_id, duration_minutes from tickets where id = ${b.id}`,
      );
      await createTicket(db(), {
        companyId: b.companyId,
        companyServiceId: required(row, 'the ticket').company_service_id,
        statusId: T.Scheduled,
        holdsSlot: true,
        confirmedAt: TEST_NOW,
        scheduledAt: new Date(slot.startsAt),
        durationMinutes: required(row, 'the ticket').duration_minutes,
      });
      const res = await decide(b, 'accept');
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('That time is no longer free');
      expect((await requestRow(b.id))?.status).toBe('pending');
      expect((await ticket(b.id, b.customer)).scheduledDate).toBe(b.scheduledAt.toISOString());
      expect((await decide(b, 'decline')).statusCode).toBe(200);
    });

    it('declining keeps the time, refunds the fee in full through the ledger and tells the customer', async () => {
      const { b } = await requested(true);
      const res = await decide(b, 'decline', b.owner, { reason: 'Fully booked that day' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        scheduledDate: b.scheduledAt.toISOString(),
        refunded: 25,
        moveRequest: { status: 'declined' },
      });
      expect(await requestRow(b.id)).toMatchObject({ status: 'declined', reason: 'Fully booked that day' });
      const [fee] = await queryRows<{ status: string; refunded_cents: number }>(
        db(),
        sql`select status, refunded_cents from payments where ticket_id = ${b.id} and purpose = 'reschedule'`,
      );
      expect(fee).toMatchObject({ status: 'refunded', refunded_cents: 2500 });
      const seen = await ticket(b.id, b.customer);
      expect(seen.scheduledDate).toBe(b.scheduledAt.toISOString());
      expect(seen.moveRequest).toBeNull();
      const receipt = (await mailsAbout(b.id)).find((m) => m.subject.includes('your move was declined'));
      expect(receipt?.body).toContain('Fully booked that day');
      expect(receipt?.body).toContain('$25.00');
      expect(receipt?.body).toContain('arrives in 5–10 business days');
      expect((await decide(b, 'decline')).statusCode).toBe(409);
    });

    it('another company answers 404; a customer cannot answer; one request waits at a time', async () => {
      const { b, slot } = await requested(false);
      const stranger = await createCompanyUser(db());
      const strangerToken = await signInCompanyUser(inject, stranger.email, stranger.password);
      expect((await decide(b, 'accept', strangerToken)).statusCode).toBe(404);
      expect((await decide(b, 'decline', strangerToken)).statusCode).toBe(404);
      expect([401, 403]).toContain((await decide(b, 'accept', b.customer)).statusCode);
      const again = await reschedule(b, slot, '2026-06-20');
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toMatch(/already waiting for the company/);
      const feeAgain = await inject({
        method: 'POST',
        url: '/api/customer/payment/reschedule',
        headers: bearer(b.customer),
        payload: { TicketID: b.id },
      });
      expect(feeAgain.statusCode).toBe(409);
      expect((await requestRow(b.id))?.status).toBe('pending');
    });

    it('a request still waiting when its visit comes is withdrawn by the job sweeper, its fee refunded', async () => {
      const { b } = await requested(true);
      const swept = await sweepJobs(
        { ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) },
        new Date(b.scheduledAt.getTime() + MINUTE),
      );
      expect(swept.withdrawnMoves).toContain(b.id);
      expect((await requestRow(b.id))?.status).toBe('withdrawn');
      const [fee] = await queryRows<{ refunded_cents: number }>(
        db(),
        sql`select refunded_cents from payments where ticket_id = ${b.id} and purpose = 'reschedule'`,
      );
      expect(fee?.refunded_cents).toBe(2500);
    });

    it("the customer's cancellation withdraws the request and gives its fee back with the refund", async () => {
      const { b } = await requested(true);
      const res = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/${b.id}`,
        headers: bearer(b.customer),
        payload: { TicketsStatusID: T.Cancelled },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await requestRow(b.id))?.status).toBe('withdrawn');
      const [fee] = await queryRows<{ refunded_cents: number }>(
        db(),
        sql`select refunded_cents from payments where ticket_id = ${b.id} and purpose = 'reschedule'`,
      );
      const [all] = await queryRows<{ paid: number; refunded: number }>(
        db(),
        sql`select sum(amount_cents)::int as paid, sum(refunded_cents)::int as refunded from payments
             where ticket_id = ${b.id} and status in ('succeeded', 'applied', 'refunded', 'partially_refunded')`,
      );
      // The policy keeps its late fee of the booking; the move's fee comes back whole.
      expect(required(all, 'the sums').paid - required(all, 'the sums').refunded).toBe(2500);
      expect(fee).toBeDefined();
      const receipt = (await mailsAbout(b.id)).at(-1);
      expect(receipt?.body).toContain('arrives in 5–10 business days');
    });
  });

  describe('receipts of cancellations', () => {
    it('a guest gets the receipt at the booking e-mail, with the refund and when it arrives', async () => {
      const guest = await signInAsGuest(inject);
      const b = await scheduled('2026-06-30', guest);
      const res = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/${b.id}`,
        headers: bearer(guest),
        payload: { TicketsStatusID: T.Cancelled },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await queryRows<{ email: string }>(db(), sql`select email from tickets where id = ${b.id}`);
      const receipt = (await mailsAbout(b.id)).at(-1);
      expect(receipt?.recipient).toBe(required(row, 'the ticket').email);
      expect(receipt?.body).toMatch(/\$[\d,.]+ is being refunded to your card; it arrives in 5–10 business days\./);
    });

    it('a booking with nothing paid gets a receipt saying so', async () => {
      const guest = await signInAsGuest(inject);
      const b = await scheduled('2026-07-01', guest);
      await queryRows(
        db(),
        sql`update payments set status = 'refunded', refunded_cents = amount_cents where ticket_id = ${b.id}`,
      );
      const res = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/${b.id}`,
        headers: bearer(guest),
        payload: { TicketsStatusID: T.Cancelled },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect((await mailsAbout(b.id)).at(-1)?.body).toContain('No refund: nothing was paid for this booking.');
    });
  });

  describe('the start window', () => {
    const moveJob = (b: Booking, TicketsStatusID: number) =>
      inject({
        method: 'PUT',
        url: `/api/company/tickets/${b.id}`,
        headers: bearer(b.owner),
        payload: { TicketsStatusID },
      });
    const flow = async (b: Booking) =>
      (await inject({ method: 'GET', url: `/api/company/status-flow/${b.id}`, headers: bearer(b.owner) })).json()
        .data as { nextStatusID: number }[];

    it('Start is refused before two hours ahead of the visit, with the time it opens; Complete only after Start', async () => {
      const booked = await scheduled('2026-07-02');
      clock.now = new Date(booked.scheduledAt.getTime() - 2 * HOUR - MINUTE);
      const b = { ...booked, owner: await ownerOf(booked.companyId) };
      expect((await moveJob(b, T.Completed)).statusCode).toBe(409);
      const early = await moveJob(b, T.InProgress);
      expect(early.statusCode).toBe(409);
      const opens = new Date(b.scheduledAt.getTime() - 2 * HOUR);
      const { time } = valleyDateTime(opens);
      const [h, m] = time.split(':').map(Number) as [number, number];
      const clockText = `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
      expect(early.json().message).toMatch(/^You can start this job from /);
      expect(early.json().message).toContain(clockText);
      expect((await flow(b)).map((s) => s.nextStatusID)).not.toContain(T.InProgress);
      const job = (
        await inject({ method: 'GET', url: `/api/company/tickets/${b.id}`, headers: bearer(b.owner) })
      ).json().data;
      expect(job.startFrom).toBe(opens.toISOString());

      clock.now = opens;
      expect((await flow(b)).map((s) => s.nextStatusID)).toContain(T.InProgress);
      expect((await moveJob(b, T.InProgress)).statusCode).toBe(200);
      expect((await moveJob(b, T.Completed)).statusCode).toBe(200);
    });
  });
});
