/**
 * The company's jobs through the API: the list (needs action first, then today and upcoming, then past;
 * filters and pages), the detail, the flow's Company rows allowed and refused, the customer told by e-mail
 * and text at every move, a paid booking declined or cancelled refunded exactly once (concurrent and
 * retried declines), "on my way", extra charges paid by the customer, another company's tickets never read
 * or moved, and the System's recurring job (expiry, auto-completion) on a fixed clock.
 */
import { companyJobEndpoints, type Offer, required, ServiceId, TEST_CARDS, type TimeSlot } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { companyServices, ticketHistory } from '../src/db/schema.ts';
import { depsOf } from '../src/lib/deps.ts';
import { TicketStatusId as T, UserTypeId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { sweepJobs } from '../src/modules/tickets/sweeps/service.ts';
import { ON_MY_WAY_NOT_NOW } from '../src/modules/tickets/tickets/company.ts';
import {
  createCompanyUser,
  createTicket,
  liveCompany,
  signedInCustomer,
  signedInStaff,
  yardForm,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';
import { runOwedRefunds, sweepAndRefund } from './sweeps.ts';

const nextAddress = clientAddresses(83);
/** Wednesday 2026-06-17, two days after the tests' "now". */
const DATE = '2026-06-17';
const HOUR = 3600_000;

interface Company {
  companyId: number;
  companyServiceId: number;
  token: string;
  email: string;
  password: string;
}

describe.each(databaseKinds())('company jobs on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  /** A company of its own with a landscaping service and a signed-in owner. */
  async function newCompany(): Promise<Company> {
    const owner = await createCompanyUser(db());
    const [cs] = await db()
      .insert(companyServices)
      .values({ companyId: owner.companyId, serviceId: ServiceId.Landscaping, serviceCallPriceCents: 0 })
      .returning();
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    return {
      companyId: owner.companyId,
      companyServiceId: required(cs, 'the company service').id,
      token,
      email: owner.email,
      password: owner.password,
    };
  }

  let hour = 0;
  /** A booked (confirmed) ticket of the company, each at its own hour unless told. */
  async function job(company: Company, statusId: number, overrides: Parameters<typeof createTicket>[1] = {}) {
    return createTicket(db(), {
      companyServiceId: company.companyServiceId,
      companyId: company.companyId,
      statusId,
      holdsSlot: statusId === T.Pending || statusId === T.Scheduled || statusId === T.InProgress,
      confirmedAt: TEST_NOW,
      scheduledAt: new Date(Date.parse('2026-07-01T15:00:00Z') + ++hour * HOUR),
      ...overrides,
    });
  }

  const get = (token: string, url: string) => inject({ method: 'GET', url, headers: bearer(token) });
  const move = (token: string, id: number, TicketsStatusID: number, Comments = '') =>
    inject({
      method: 'PUT',
      url: `/api/company/tickets/${id}`,
      headers: bearer(token),
      payload: { TicketsStatusID, Comments },
    });

  /** The messages queued about a ticket (its number in the body), oldest first. */
  async function messagesAbout(ticketId: number) {
    const rows = await queryRows<{ channel: string; recipient: string; subject: string; body: string }>(
      db(),
      sql`select channel, recipient, subject, body from notification_outbox where body like ${`%#${ticketId}%`} order by id`,
    );
    return rows.filter((r) => new RegExp(`#${ticketId}\\b`).test(r.body));
  }

  const used = new Set<string>();
  let bookingNumber = 0;
  /** A customer of the test's own, signed in: the token. */
  const customerToken = async () => (await signedInCustomer(inject, db())).token;

  /**
   * A booking made and paid by a customer of its own through the API (checkout, sandbox card, validation), at a live
   * company of its own in 89102, and an owner signed in for that company.
   */
  async function paidBooking() {
    const customer = await customerToken();
    const live = await liveCompany(db(), { zipCode: '89102' });
    const { form } = await yardForm(inject);
    const offers = (
      await inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
      })
    ).json().data as Offer[];
    for (const offer of offers.filter((o) => o.companyServiceID === live.companyServiceId)) {
      const slots = (
        await inject({
          method: 'POST',
          url: '/api/customer/company-calendar/schedules',
          payload: { CompanyServiceID: offer.companyServiceID, Date: DATE, Duration: offer.duration },
        })
      ).json().data as TimeSlot[];
      const slot = slots.find((s) => s.isAvailable && !used.has(`${offer.companyID}:${s.id}`));
      if (!slot) continue;
      used.add(`${offer.companyID}:${slot.id}`);
      const n = ++bookingNumber;
      const created = await inject({
        method: 'POST',
        url: '/api/customer/ticket',
        headers: bearer(customer),
        payload: {
          ScheduledDate: DATE,
          ScheduleID: slot.id,
          CompanyServiceID: offer.companyServiceID,
          Name: 'Jo Jobs',
          Email: `jobs${n}@example.com`,
          PhoneNumber: `702555${String(8100 + n)}`,
          Address: '4820 Sahara Ave, Las Vegas, NV 89102',
          ZipCode: '89102',
          Instructions: 'Gate code 1234',
          Origin: 'test',
          idFeatures: [form],
          DiscountCodeID: '',
        },
      });
      expect(created.statusCode).toBe(201);
      const ticket = created.json().data as { id: number; total: number };
      const intent = await inject({
        method: 'POST',
        url: '/api/customer/payment',
        headers: bearer(customer),
        payload: { TicketID: ticket.id },
      });
      const { paymentIntentId, clientSecret } = intent.json().data;
      await inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
        payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
      });
      const validate = await inject({
        method: 'POST',
        url: '/api/customer/payment/validate',
        headers: bearer(customer),
        payload: { TicketID: ticket.id, PaymentIntentID: paymentIntentId },
      });
      expect(validate.statusCode).toBe(200);
      const owner = await createCompanyUser(db(), { companyId: offer.companyID });
      const token = await signInCompanyUser(inject, owner.email, owner.password);
      return { ticketId: ticket.id, total: ticket.total, paymentIntentId, customer, token, companyId: offer.companyID };
    }
    throw new Error(`no free slot for a paid booking at company ${live.companyId}`);
  }

  it('refuses every other realm, and no token, on every job endpoint (401)', async () => {
    const c = await newCompany();
    const ticket = await job(c, T.Scheduled);
    const others = {
      customer: await customerToken(),
      guest: await signInAsGuest(inject),
      staff: (await signedInStaff(inject, db())).token,
      forged: `${c.token.slice(0, -4)}AAAA`,
    };
    for (const endpoint of Object.values(companyJobEndpoints)) {
      const url = `/api${endpoint.path.replace(':id', String(ticket.id))}`;
      const payload = endpoint.method === 'GET' ? undefined : {};
      for (const [realm, token] of [...Object.entries(others), ['none', '']]) {
        const res = await inject({
          method: endpoint.method,
          url,
          headers: token ? bearer(token) : {},
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${endpoint.method} ${endpoint.path} with ${realm}`).toBe(401);
      }
    }
  });

  describe('the list', () => {
    let c: Company;
    const ids = { past: 0, upcoming: 0, toConfirm: 0, today: 0, charge: 0, older: 0, hold: 0 };

    beforeAll(async () => {
      c = await newCompany();
      ids.past = (await job(c, T.Completed, { scheduledAt: new Date('2026-06-10T16:00:00Z') })).id;
      ids.upcoming = (await job(c, T.Scheduled, { scheduledAt: new Date('2026-06-20T16:00:00Z') })).id;
      ids.toConfirm = (await job(c, T.Pending, { scheduledAt: new Date('2026-06-25T16:00:00Z') })).id;
      ids.today = (await job(c, T.Scheduled, { scheduledAt: new Date('2026-06-15T22:00:00Z') })).id;
      ids.charge = (await job(c, T.Scheduled, { scheduledAt: new Date('2026-06-22T16:00:00Z') })).id;
      ids.older = (await job(c, T.Cancelled, { scheduledAt: new Date('2026-06-01T16:00:00Z') })).id;
      // An unpaid checkout hold is not a job yet.
      ids.hold = (
        await job(c, T.Pending, {
          scheduledAt: new Date('2026-06-26T16:00:00Z'),
          confirmedAt: null,
          holdExpiresAt: new Date(TEST_NOW.getTime() + 15 * 60_000),
        })
      ).id;
      await db().execute(
        sql`insert into open_charges (ticket_id, description, price_cents) values (${ids.charge}, 'Extra bags', 1500)`,
      );
    });

    it('puts what needs action first, then today and upcoming, then the past; no unpaid holds', async () => {
      const res = await get(c.token, '/api/company/tickets');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data.map((j: { id: number }) => j.id)).toEqual([
        ids.charge,
        ids.toConfirm,
        ids.today,
        ids.upcoming,
        ids.past,
        ids.older,
      ]);
      expect(body.data.map((j: { needsAction: string | null }) => j.needsAction)).toEqual([
        'charge-waiting',
        'confirm',
        null,
        null,
        null,
        null,
      ]);
      expect(body.data[0]).toMatchObject({
        status: 'Scheduled',
        statusId: T.Scheduled,
        serviceName: expect.any(String),
        customerName: 'Test Customer',
        address: '1 Main St',
        duration: '01:00:00',
        totalPrice: 10,
      });
      expect(body.pages).toEqual({ pageNumber: 1, pageSize: 10, totalCount: 6, totalPages: 1 });
    });

    it('filters by status, dates and ticket, and pages like the customer list', async () => {
      const idsOf = async (query: string) =>
        (await get(c.token, `/api/company/tickets?${query}`)).json().data.map((j: { id: number }) => j.id);
      expect(await idsOf(`StatusID=${T.Scheduled}`)).toEqual([ids.charge, ids.today, ids.upcoming]);
      expect(await idsOf('MinDate=2026-06-16&MaxDate=2026-06-21')).toEqual([ids.upcoming]);
      expect(await idsOf(`TicketID=${ids.past}`)).toEqual([ids.past]);
      const page = (await get(c.token, '/api/company/tickets?_pageSize=2&PageNumber=2')).json();
      expect(page.data.map((j: { id: number }) => j.id)).toEqual([ids.today, ids.upcoming]);
      expect(page.pages).toEqual({ pageNumber: 2, pageSize: 2, totalCount: 6, totalPages: 3 });
      const beyond = (await get(c.token, '/api/company/tickets?_pageSize=2&PageNumber=9')).json();
      expect(beyond.data).toEqual([]);
      expect(beyond.pages.totalCount).toBe(6);
      expect((await get(c.token, '/api/company/tickets?MinDate=nope')).statusCode).toBe(400);
    });

    it('shows one job with its customer, lines, history, payments and charges', async () => {
      const res = await get(c.token, `/api/company/tickets/${ids.charge}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id: ids.charge,
        status: 'Scheduled',
        customer: { name: 'Test Customer', email: 't@example.com', phoneNumber: '7025550100', address: '1 Main St' },
        openCharges: [{ description: 'Extra bags', price: 15, status: 'pending' }],
        payments: [],
        canAddCharge: true,
        canNotifyOnMyWay: true,
        needsAction: 'charge-waiting',
      });
      expect((await get(c.token, `/api/company/tickets/${ids.hold}`)).statusCode).toBe(404);
    });

    it("never shows or moves another company's ticket (404, as if it did not exist)", async () => {
      const other = await newCompany();
      expect((await get(other.token, '/api/company/tickets')).json().data).toEqual([]);
      for (const id of [ids.toConfirm, 99_999_999]) {
        expect((await get(other.token, `/api/company/tickets/${id}`)).statusCode).toBe(404);
        expect((await get(other.token, `/api/company/status-flow/${id}`)).statusCode).toBe(404);
        expect((await move(other.token, id, T.Scheduled)).statusCode).toBe(404);
        const onMyWay = await inject({
          method: 'POST',
          url: `/api/company/tickets/${id}/on-my-way`,
          headers: bearer(other.token),
          payload: {},
        });
        expect(onMyWay.statusCode).toBe(404);
        const charge = await inject({
          method: 'POST',
          url: `/api/company/tickets/${id}/open-charges`,
          headers: bearer(other.token),
          payload: { Description: 'x', Price: 5, Duration: '00:10:00' },
        });
        expect(charge.statusCode).toBe(404);
      }
      const [row] = await queryRows<{ status_id: number }>(
        db(),
        sql`select status_id from tickets where id = ${ids.toConfirm}`,
      );
      expect(row?.status_id).toBe(T.Pending);
      // A customer's token is refused by the company realm.
      const customer = await customerToken();
      expect((await get(customer, '/api/company/tickets')).statusCode).toBe(401);
    });
  });

  describe('moves', () => {
    let c: Company;
    beforeAll(async () => {
      c = await newCompany();
    });

    it('confirms, starts before the day, and completes, telling the customer each time', async () => {
      const ticket = await job(c, T.Pending);
      const flow = await get(c.token, `/api/company/status-flow/${ticket.id}`);
      expect(flow.json().data).toEqual([
        { action: 'Confirm', nextStatusID: T.Scheduled },
        { action: 'Decline', nextStatusID: T.Declined },
      ]);
      // Starting a Pending job is not a row of the flow.
      const refused = await move(c.token, ticket.id, T.InProgress);
      expect(refused.statusCode).toBe(409);

      const confirmed = await move(c.token, ticket.id, T.Scheduled, 'See you then');
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json().data).toEqual({ ticketId: ticket.id, statusId: T.Scheduled, status: 'Scheduled' });
      // The visit is weeks away: Start comes only two hours before it (issue 26), Complete only after Start.
      expect(ticket.scheduledAt.getTime()).toBeGreaterThan(TEST_NOW.getTime() + 7 * 24 * HOUR);
      expect((await get(c.token, `/api/company/status-flow/${ticket.id}`)).json().data).toEqual([
        { action: 'Cancel Service', nextStatusID: T.Cancelled },
      ]);
      const early = await move(c.token, ticket.id, T.InProgress);
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toMatch(/^You can start this job from /);
      expect((await move(c.token, ticket.id, T.Completed)).statusCode).toBe(409);
      clock.now = new Date(ticket.scheduledAt.getTime() - 2 * HOUR);
      try {
        const token = await signInCompanyUser(inject, c.email, c.password);
        expect((await get(token, `/api/company/status-flow/${ticket.id}`)).json().data).toEqual([
          { action: 'Start Service', nextStatusID: T.InProgress },
          { action: 'Cancel Service', nextStatusID: T.Cancelled },
        ]);
        expect((await move(token, ticket.id, T.InProgress)).statusCode).toBe(200);
        expect((await move(token, ticket.id, T.Completed)).statusCode).toBe(200);
      } finally {
        clock.now = TEST_NOW;
      }
      expect((await get(c.token, `/api/company/status-flow/${ticket.id}`)).json().data).toEqual([]);
      expect((await move(c.token, ticket.id, T.Cancelled)).statusCode).toBe(409);

      const history = await db().select().from(ticketHistory).where(sql`ticket_id = ${ticket.id}`);
      expect(history.filter((h) => h.userTypeId === UserTypeId.Company).map((h) => [h.statusId, h.comments])).toEqual([
        [T.Scheduled, 'See you then'],
        [T.InProgress, 'Start Service'],
        [T.Completed, 'Complete Service'],
      ]);
      const detail = (await get(c.token, `/api/company/tickets/${ticket.id}`)).json().data;
      expect(detail.history.at(-1)).toMatchObject({ status: 'Completed', userType: { type: 'Company' } });

      const messages = await messagesAbout(ticket.id);
      const emails = messages.filter((m) => m.channel === 'email');
      const texts = messages.filter((m) => m.channel === 'sms');
      // Confirmed, started, done, and the invitation to review: each by e-mail and text.
      expect(emails).toHaveLength(4);
      expect(texts).toHaveLength(4);
      expect(emails.every((m) => m.recipient === 't@example.com')).toBe(true);
      expect(texts.every((m) => m.recipient === '+17025550100')).toBe(true);
      expect(emails[0]?.body).toContain('confirmed your booking');
      expect(emails[0]?.body).toContain('See you then');
      expect(emails[0]?.body).toContain(`/detail-ticket?TicketId=${ticket.id}`);
      expect(texts[0]?.body).toContain(`/detail-ticket?TicketId=${ticket.id}`);
      expect(emails[1]?.body).toContain('started the work');
      expect(emails[3]?.subject).toContain('how did');
      expect(emails[3]?.body).toContain(`/create-review?TicketId=${ticket.id}`);
    });

    it('declines a Pending job and cancels a Scheduled one; nothing moves out of a final status', async () => {
      const pending = await job(c, T.Pending);
      expect((await move(c.token, pending.id, T.Declined, 'Fully booked')).statusCode).toBe(200);
      expect((await move(c.token, pending.id, T.Scheduled)).statusCode).toBe(409);
      const scheduled = await job(c, T.Scheduled);
      expect((await move(c.token, scheduled.id, T.Cancelled)).statusCode).toBe(200);
      // The company has no row to complete a job that was never started.
      const other = await job(c, T.Scheduled);
      const refused = await move(c.token, other.id, T.Completed);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('This status change is not allowed for this ticket now.');
      expect((await messagesAbout(pending.id)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect((await messagesAbout(scheduled.id)).map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect((await messagesAbout(other.id)).length).toBe(0);
    });

    it('texts "on my way" once per few minutes, only for a Scheduled job (not once started: issue 46)', async () => {
      const ticket = await job(c, T.Scheduled);
      const onMyWay = (id: number, payload: object = {}) =>
        inject({ method: 'POST', url: `/api/company/tickets/${id}/on-my-way`, headers: bearer(c.token), payload });
      expect((await onMyWay(ticket.id, { Minutes: 15 })).statusCode).toBe(200);
      const texts = (await messagesAbout(ticket.id)).filter((m) => m.channel === 'sms');
      expect(texts).toHaveLength(1);
      expect(texts[0]?.body).toMatch(/is on the way and should arrive in about 15 minutes/);
      const again = await onMyWay(ticket.id);
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toContain('less than 5 minutes ago');
      expect((await onMyWay(ticket.id, { Minutes: 0 })).statusCode).toBe(400);
      clock.now = new Date(TEST_NOW.getTime() + 6 * 60_000);
      try {
        expect((await onMyWay(ticket.id)).statusCode).toBe(200);
      } finally {
        clock.now = TEST_NOW;
      }
      const [status] = await queryRows<{ status_id: number }>(
        db(),
        sql`select status_id from tickets where id = ${ticket.id}`,
      );
      expect(status?.status_id).toBe(T.Scheduled);
      expect((await onMyWay((await job(c, T.Pending)).id)).statusCode).toBe(409);
      // A job in progress: the crew is there; it is neither offered nor sent.
      const started = await job(c, T.InProgress);
      expect((await get(c.token, `/api/company/tickets/${started.id}`)).json().data.canNotifyOnMyWay).toBe(false);
      const late = await onMyWay(started.id);
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toBe(ON_MY_WAY_NOT_NOW.message);
      expect((await get(c.token, `/api/company/tickets/${ticket.id}`)).json().data.canNotifyOnMyWay).toBe(true);
    });
  });

  describe('money', () => {
    it('refunds a declined paid booking once, whatever is retried; the customer is told and sees 0 paid', async () => {
      const booking = await paidBooking();
      const before = (await get(booking.customer, `/api/customer/ticket/${booking.ticketId}`)).json().data;
      expect(before.totalPaid).toBe(booking.total);
      expect((await get(booking.token, '/api/company/tickets')).json().data[0]).toMatchObject({
        id: booking.ticketId,
        needsAction: 'confirm',
      });

      const [first, second] = await Promise.all([
        move(booking.token, booking.ticketId, T.Declined, 'No crew that day'),
        move(booking.token, booking.ticketId, T.Declined, 'No crew that day'),
      ]);
      expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
      const won = first?.statusCode === 200 ? first : second;
      expect(won?.json().message).toContain('refunded');
      expect((await move(booking.token, booking.ticketId, T.Declined)).statusCode).toBe(409);

      const cents = Math.round(booking.total * 100);
      const payments = await queryRows<{ status: string; refunded_cents: number; amount_cents: number }>(
        db(),
        sql`select status, refunded_cents, amount_cents from payments where ticket_id = ${booking.ticketId}`,
      );
      expect(payments).toEqual([{ status: 'refunded', refunded_cents: cents, amount_cents: cents }]);
      const [intent] = await queryRows<{ refunded_cents: number }>(
        db(),
        sql`select refunded_cents from sandbox_intents where id = ${booking.paymentIntentId}`,
      );
      expect(intent?.refunded_cents).toBe(cents);
      const refundNotes = await queryRows<{ comments: string }>(
        db(),
        sql`select comments from ticket_history where ticket_id = ${booking.ticketId} and comments like 'Refund:%'`,
      );
      expect(refundNotes).toHaveLength(1);

      const after = (await get(booking.customer, `/api/customer/ticket/${booking.ticketId}`)).json().data;
      expect(after).toMatchObject({ status: 'Declined', totalPaid: 0 });
      const email = (await messagesAbout(booking.ticketId)).find((m) => m.subject.includes('declined'));
      expect(email?.body).toContain(`$${booking.total.toFixed(2)} is being refunded`);

      // The recurring job finds nothing more to give back.
      const deps = { ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) };
      expect(await sweepAndRefund(deps, TEST_NOW)).not.toContain(booking.ticketId);
    });

    it('answers the move when the provider fails to refund, and the recurring job refunds later, once', async () => {
      const booking = await paidBooking();
      // The sandbox refuses to refund an intent that is not succeeded: the provider "fails".
      await db().execute(sql`update sandbox_intents set status = 'processing' where id = ${booking.paymentIntentId}`);
      const declined = await move(booking.token, booking.ticketId, T.Declined);
      expect(declined.statusCode).toBe(200);
      expect(declined.json().message).toContain('will be retried automatically');
      const paid = (await get(booking.customer, `/api/customer/ticket/${booking.ticketId}`)).json().data;
      expect(paid).toMatchObject({ status: 'Declined', totalPaid: booking.total });

      await db().execute(sql`update sandbox_intents set status = 'succeeded' where id = ${booking.paymentIntentId}`);
      const deps = { ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) };
      expect(await sweepAndRefund(deps, TEST_NOW)).toContain(booking.ticketId);
      expect(await sweepAndRefund(deps, TEST_NOW)).not.toContain(booking.ticketId);
      const after = (await get(booking.customer, `/api/customer/ticket/${booking.ticketId}`)).json().data;
      expect(after.totalPaid).toBe(0);
      const [intent] = await queryRows<{ refunded_cents: number }>(
        db(),
        sql`select refunded_cents from sandbox_intents where id = ${booking.paymentIntentId}`,
      );
      expect(intent?.refunded_cents).toBe(Math.round(booking.total * 100));
    });

    it('adds an extra charge the customer sees, pays, and the company sees paid', async () => {
      const booking = await paidBooking();
      const add = (Price: number) =>
        inject({
          method: 'POST',
          url: `/api/company/tickets/${booking.ticketId}/open-charges`,
          headers: bearer(booking.token),
          payload: { Description: 'Haul away extra branches', Price, Duration: '00:30:00' },
        });
      // Only on a Scheduled or In Progress job.
      expect((await add(40)).statusCode).toBe(409);
      expect((await move(booking.token, booking.ticketId, T.Scheduled)).statusCode).toBe(200);
      expect((await add(-1)).statusCode).toBe(400);
      const added = await add(40);
      expect(added.statusCode).toBe(201);
      const chargeId = added.json().data.id as number;

      const seen = await get(booking.customer, `/api/customer/open-charges/ticket/${booking.ticketId}`);
      expect(seen.json().data).toEqual([expect.objectContaining({ id: chargeId, price: 40, status: 'pending' })]);
      const told = (await messagesAbout(booking.ticketId)).filter((m) => m.body.includes('extra charge'));
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(told.every((m) => m.body.includes(`/payment-charge?TicketId=${booking.ticketId}&ServiceID=`))).toBe(true);
      expect((await get(booking.token, `/api/company/tickets/${booking.ticketId}`)).json().data.needsAction).toBe(
        'charge-waiting',
      );

      const intent = await inject({
        method: 'POST',
        url: '/api/customer/payment/open-charges',
        headers: bearer(booking.customer),
        payload: { TicketID: booking.ticketId, OpenChargeID: chargeId },
      });
      expect(intent.statusCode).toBe(200);
      const { paymentIntentId, clientSecret } = intent.json().data;
      await inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
        payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
      });
      const validate = await inject({
        method: 'POST',
        url: '/api/customer/payment/validate-open-charges',
        headers: bearer(booking.customer),
        payload: { TicketID: booking.ticketId, OpenChargeID: chargeId },
      });
      expect(validate.statusCode).toBe(200);

      const detail = (await get(booking.token, `/api/company/tickets/${booking.ticketId}`)).json().data;
      expect(detail.openCharges).toEqual([expect.objectContaining({ id: chargeId, status: 'paid' })]);
      expect(detail.payments.map((p: { purpose: string; status: string }) => [p.purpose, p.status])).toEqual([
        ['booking', 'succeeded'],
        ['open_charge', 'succeeded'],
      ]);
      expect(detail.needsAction).toBeNull();
      expect(detail.totalPaid).toBeCloseTo(booking.total + 40, 2);

      // The totals, everywhere: the paid charge has its line, labelled paid, and the lines add up to the total.
      const charge = {
        kind: 'charge',
        label: 'Extra charge: Haul away extra branches (paid)',
        amount: 40,
        status: 'paid',
      };
      const mine = (await get(booking.customer, `/api/customer/ticket/${booking.ticketId}`)).json().data;
      for (const totals of [detail.totals, mine.totals]) {
        expect(totals.lines).toContainEqual(charge);
        const sum = totals.lines.reduce((s: number, l: { amount: number }) => s + l.amount, 0);
        expect(sum).toBeCloseTo(totals.total, 2);
        expect(totals.total).toBeCloseTo(mine.totalPrice, 2);
        expect(totals).toMatchObject({ refunded: 0, balance: 0 });
        expect(totals.paid).toBeCloseTo(booking.total + 40, 2);
      }
      const pdf = await inject({
        method: 'POST',
        url: `/api/reports/ticket/${booking.ticketId}`,
        headers: bearer(booking.customer),
      });
      expect(pdf.statusCode).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
      expect(text).toContain('Extra charge: Haul away extra branches (paid)');
      expect(text).toContain('$40.00');
      expect(text).toContain(`$${mine.totals.total.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);

      // Cancelling the job gives back everything paid (the booking and the extra charge) and withdraws a
      // charge still waiting.
      expect((await add(25)).statusCode).toBe(201);
      expect((await move(booking.token, booking.ticketId, T.Cancelled)).statusCode).toBe(200);
      const after = (await get(booking.customer, `/api/customer/ticket/${booking.ticketId}`)).json().data;
      expect(after).toMatchObject({ status: 'Cancelled', totalPaid: 0 });
      const cancelled = (await get(booking.token, `/api/company/tickets/${booking.ticketId}`)).json().data;
      expect(cancelled.openCharges.map((c: { status: string }) => c.status)).toEqual(['paid', 'declined']);
      expect(cancelled.payments.map((p: { status: string }) => p.status)).toEqual(['refunded', 'refunded']);
    });
  });

  describe("the System's recurring job", () => {
    it('expires a paid request not confirmed 2 hours before its start, refunded, the customer told', async () => {
      const booking = await paidBooking();
      const [row] = await queryRows<{ scheduled_at: Date | string }>(
        db(),
        sql`select scheduled_at from tickets where id = ${booking.ticketId}`,
      );
      const start = new Date(required(row, 'the ticket').scheduled_at).getTime();
      const deps = { ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) };

      const early = await sweepJobs(deps, new Date(start - 3 * HOUR));
      expect(early.expired).not.toContain(booking.ticketId);
      const due = await sweepJobs(deps, new Date(start - 2 * HOUR + 60_000));
      expect(due.expired).toContain(booking.ticketId);
      // The expiry's refund is owed from the move and made by its `refund-retry` job.
      expect(await runOwedRefunds(deps)).toContain(booking.ticketId);
      expect((await sweepJobs(deps, new Date(start - HOUR))).expired).not.toContain(booking.ticketId);

      const after = (await get(booking.customer, `/api/customer/ticket/${booking.ticketId}`)).json().data;
      expect(after).toMatchObject({ status: 'Cancelled', totalPaid: 0 });
      const history = await queryRows<{ user_type_id: number; status_id: number }>(
        db(),
        sql`select user_type_id, status_id from ticket_history where ticket_id = ${booking.ticketId} order by id`,
      );
      expect(history).toContainEqual({ user_type_id: UserTypeId.System, status_id: T.Cancelled });
      const told = (await messagesAbout(booking.ticketId)).filter((m) => m.body.includes('did not confirm'));
      expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
      expect(told.find((m) => m.channel === 'email')?.body).toContain(`$${booking.total.toFixed(2)} is being refunded`);
    });

    it('completes a job left In Progress 3 days after it started and invites a review', async () => {
      const c = await newCompany();
      const ticket = await job(c, T.InProgress);
      const startedAt = new Date('2026-06-20T16:00:00Z');
      await db()
        .insert(ticketHistory)
        .values([
          {
            ticketId: ticket.id,
            statusId: T.InProgress,
            comments: 'Start Service',
            userTypeId: UserTypeId.Company,
            createdAt: startedAt,
          },
          // A later note on the job does not restart the clock.
          {
            ticketId: ticket.id,
            statusId: T.InProgress,
            comments: 'On my way',
            userTypeId: UserTypeId.Company,
            createdAt: new Date(startedAt.getTime() + 48 * HOUR),
          },
        ]);
      const deps = { ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) };
      expect((await sweepJobs(deps, new Date(startedAt.getTime() + 71 * HOUR))).completed).not.toContain(ticket.id);
      expect((await sweepJobs(deps, new Date(startedAt.getTime() + 72 * HOUR + 60_000))).completed).toContain(
        ticket.id,
      );
      const detail = (await get(c.token, `/api/company/tickets/${ticket.id}`)).json().data;
      expect(detail.status).toBe('Completed');
      expect(detail.history.at(-1)).toMatchObject({ status: 'Completed', userType: { type: 'System' } });
      const invitation = (await messagesAbout(ticket.id)).find(
        (m) => m.channel === 'email' && m.body.includes('/create-review?TicketId='),
      );
      expect(invitation).toBeDefined();
    });
  });
});
