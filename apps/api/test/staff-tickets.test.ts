/**
 * Tickets in the staff console (issue 15): the search by number, e-mail, phone and names; the detail equal to
 * the customer's own view, with payments, messages and UpKeep's next steps; UpKeep's moves through the flow
 * table (confirm, cancel, mark completed) with a required comment, the customer told; refunds full and
 * partial through the ledger and the sandbox provider, never more than is left, exactly once per
 * Idempotency-Key (retried, concurrent, reused for another amount), the customer's totalPaid following and an
 * e-mail queued; a provider failure answered 502 with nothing recorded; every change in the audit log.
 */
import { IDEMPOTENCY_KEY_HEADER, type StaffTicketDetail, type StaffTicketListItem, TEST_CARDS } from '@upkeep/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { guestSessions, plans, planVisits } from '../src/db/schema.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import {
  bookingAwaitingPayment,
  companyMember,
  companyTicket,
  createCompanyUser,
  type LiveCompany,
  liveCompany,
  paidBooking,
  signedInCustomer,
  signedInStaff,
  unique,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(151);

describe.each(databaseKinds())('staff tickets on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let admin: string;
  /** The support agent's and the administrator's e-mail addresses, as the audit log and the refunds name them. */
  let staffEmail: string;
  let adminEmail: string;
  /** A live company of the file's own, for the tickets inserted directly. */
  let home: LiveCompany;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <R extends Record<string, unknown>>(query: SQL) => queryRows<R>(db(), query);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    const support = await signedInStaff(inject, db());
    const administrator = await signedInStaff(inject, db(), 'admin');
    [staff, staffEmail, admin, adminEmail] = [support.token, support.email, administrator.token, administrator.email];
    home = await liveCompany(db());
  });
  afterAll(() => ctx.close());

  const get = (token: string, url: string) => inject({ method: 'GET', url, headers: bearer(token) });
  const search = async (query: string, token = staff) => {
    const res = await get(token, `/api/staff/tickets?Query=${encodeURIComponent(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as StaffTicketListItem[];
  };
  const detail = async (id: number, token = staff) => {
    const res = await get(token, `/api/staff/tickets/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as StaffTicketDetail;
  };
  const move = (id: number, TicketsStatusID: number, Comments: string | undefined, token = staff) =>
    inject({
      method: 'POST',
      url: `/api/staff/tickets/${id}/status`,
      headers: bearer(token),
      payload: Comments === undefined ? { TicketsStatusID } : { TicketsStatusID, Comments },
    });
  const refund = (id: number, Amount: number, key?: string, Reason = 'Goodwill', token = staff) =>
    inject({
      method: 'POST',
      url: `/api/staff/tickets/${id}/refunds`,
      headers: { ...bearer(token), ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
      payload: { Amount, Reason },
    });
  const audit = (target: string) =>
    rows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      sql`select action, staff_email, before, after from staff_audit_log where target = ${target} order by id`,
    );
  const emailsTo = (recipient: string) =>
    rows<{ subject: string; body: string; ticket_id: number | null }>(
      sql`select subject, body, ticket_id from notification_outbox where channel = 'email' and recipient = ${recipient} order by id`,
    );
  const cents = (dollars: number) => Math.round(dollars * 100);

  /**
   * A paid booking with its own e-mail and phone, so searches and mail checks find only it, at a live company of its
   * own in 89102 (where paidBooking books).
   */
  async function booking(overrides: { email?: string; phoneNumber?: string; name?: string } = {}) {
    const email = overrides.email ?? `staff-ticket-${unique()}@example.com`;
    const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
    const made = await paidBooking(inject, { ...overrides, email, companyServiceId });
    return { ...made, email };
  }

  it('answers support and admin, and refuses a customer, a guest, a company or no token (401)', async () => {
    const { ticketId } = await booking();
    expect((await get(staff, `/api/staff/tickets/${ticketId}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/staff/tickets/${ticketId}`)).statusCode).toBe(200);
    const others = [
      (await signedInCustomer(inject, db())).token,
      await signInAsGuest(inject),
      (await companyMember(inject, db())).token,
    ];
    for (const token of [...others, '']) {
      for (const url of ['/api/staff/tickets', `/api/staff/tickets/${ticketId}`]) {
        const res = await inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
        expect(res.statusCode, url).toBe(401);
      }
      const moved = await inject({
        method: 'POST',
        url: `/api/staff/tickets/${ticketId}/status`,
        headers: token ? bearer(token) : {},
        payload: { TicketsStatusID: T.Scheduled, Comments: 'x' },
      });
      expect(moved.statusCode).toBe(401);
      const refunded = await inject({
        method: 'POST',
        url: `/api/staff/tickets/${ticketId}/refunds`,
        headers: token ? bearer(token) : {},
        payload: { Amount: 1, Reason: 'x' },
      });
      expect(refunded.statusCode).toBe(401);
    }
  });

  describe('the search', () => {
    let found: Awaited<ReturnType<typeof booking>>;
    const phone = `702${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const name = `Quincy Zebulon ${unique()}`;

    beforeAll(async () => {
      found = await booking({ phoneNumber: phone, name });
    });

    it('finds a ticket by its number, with or without #', async () => {
      expect((await search(String(found.ticketId))).map((t) => t.id)).toEqual([found.ticketId]);
      expect((await search(`#${found.ticketId}`)).map((t) => t.id)).toEqual([found.ticketId]);
    });

    it("finds a ticket by its e-mail, whatever the case, and by its customer account's e-mail", async () => {
      expect((await search(found.email.toUpperCase())).map((t) => t.id)).toEqual([found.ticketId]);
      // A ticket whose e-mail was changed after booking is still found by its customer account's e-mail.
      await db().execute(
        sql`update tickets set email = ${`changed-${unique()}@example.com`} where id = ${found.ticketId}`,
      );
      expect((await search(found.email)).map((t) => t.id)).toEqual([found.ticketId]);
    });

    it('finds a ticket by its phone number, formatting ignored', async () => {
      const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
      expect((await search(formatted)).map((t) => t.id)).toContain(found.ticketId);
      expect((await search(`+1 ${phone}`)).map((t) => t.id)).toContain(found.ticketId);
      expect((await search(phone)).map((t) => t.id)).toContain(found.ticketId);
    });

    it("finds tickets by the company's name and by the customer's name", async () => {
      const company = (await detail(found.ticketId)).company.name;
      const byCompany = await search(company.slice(0, Math.max(4, company.length - 2)).toLowerCase());
      expect(byCompany.map((t) => t.id)).toContain(found.ticketId);
      expect((await search(name.toLowerCase())).map((t) => t.id)).toEqual([found.ticketId]);
    });

    it('lists the newest tickets first when the query is empty, with pages', async () => {
      const latest = await booking();
      const res = await get(staff, '/api/staff/tickets');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data[0]).toMatchObject({
        id: latest.ticketId,
        email: latest.email,
        customerId: expect.any(Number),
        totalPrice: latest.total,
        totalPaid: latest.total,
        status: 'Pending',
      });
      expect(body.pages).toMatchObject({ pageNumber: 1, pageSize: 50 });
      expect(body.pages.totalCount).toBeGreaterThanOrEqual(body.data.length);
      const created = (body.data as StaffTicketListItem[]).map((t) => Date.parse(t.createdDate));
      expect([...created].sort((a, b) => b - a)).toEqual(created);
    });

    it('finds nothing for an unknown number or e-mail', async () => {
      expect(await search('9999999')).toEqual([]);
      expect(await search(`nobody-${unique()}@example.com`)).toEqual([]);
    });
  });

  describe('the detail', () => {
    it("is the customer's own view, with lines, history, payments, messages, customer, company and next steps", async () => {
      const b = await booking();
      const mine = (await get(b.customer, `/api/customer/ticket/${b.ticketId}`)).json().data;
      const d = await detail(b.ticketId);
      expect(d.ticket).toEqual(mine);
      expect(d.lines.length).toBeGreaterThan(0);
      expect(d.history.map((h) => h.status)).toContain('Pending');
      expect(d.payments).toEqual([
        expect.objectContaining({ purpose: 'booking', status: 'succeeded', amount: b.total, refunded: 0 }),
      ]);
      expect(d.refundable).toBe(b.total);
      expect(d.refunds).toEqual([]);
      expect(d.customer).toMatchObject({ email: b.email, blocked: false });
      expect(d.company.id).toBe(b.companyId);
      expect(d.actions).toEqual(
        expect.arrayContaining([
          { action: 'Confirm', nextStatusID: T.Scheduled },
          { action: 'Cancel Service', nextStatusID: T.Cancelled },
        ]),
      );
      expect(d.actions).toHaveLength(2);
      // The booking's e-mail ("request sent" until the company confirms), queued with the ticket's id.
      expect(
        d.messages.some((m) => m.channel === 'email' && m.recipient === b.email && m.subject.includes('request sent')),
      ).toBe(true);
    });

    it("opens every ticket of the first page: every status, a guest's and an unpaid checkout", async () => {
      const [guest] = await db().insert(guestSessions).values({}).returning();
      const made = [
        ...(await Promise.all(
          Object.values(T).map((statusId, i) =>
            companyTicket(db(), home, {
              statusId,
              confirmedAt: TEST_NOW,
              scheduledAt: new Date(Date.parse('2031-07-01T16:00:00Z') + i * 24 * 3600_000),
            }),
          ),
        )),
        await companyTicket(db(), home, {
          customerId: null,
          guestId: guest?.id,
          confirmedAt: TEST_NOW,
          scheduledAt: new Date('2031-07-20T16:00:00Z'),
        }),
      ].map((t) => t.id);
      const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
      const unpaid = await bookingAwaitingPayment(inject, { companyServiceId });
      const list = (await get(staff, '/api/staff/tickets')).json().data as StaffTicketListItem[];
      expect(list.map((t) => t.id)).toEqual(expect.arrayContaining([...made, unpaid.ticketId]));
      for (const item of list) {
        const res = await get(staff, `/api/staff/tickets/${item.id}`);
        expect(res.statusCode, `ticket ${item.id}: ${res.body}`).toBe(200);
        expect(res.json().data.ticket).toMatchObject({ id: item.id, statusId: item.statusId });
      }
    });

    it("marks a plan's visit with its plan and the visit's state (issue 46: listed as Pending, $0 paid)", async () => {
      const visit = await companyTicket(db(), home, { scheduledAt: new Date('2031-08-05T16:00:00Z'), holdsSlot: true });
      const [plan] = await db()
        .insert(plans)
        .values({
          customerId: visit.customerId ?? 0,
          companyId: visit.companyId,
          companyServiceId: visit.companyServiceId,
          firstTicketId: visit.id,
          intervalWeeks: 1,
          rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
          firstDate: '2031-08-05',
          startTime: '09:00',
          visitPriceCents: 1000,
          status: 'active',
          generatedThrough: '2031-08-05',
        })
        .returning();
      await db()
        .insert(planVisits)
        .values({ planId: plan?.id ?? 0, date: '2031-08-05', ticketId: visit.id, state: 'upcoming' });
      const other = await companyTicket(db(), home, { scheduledAt: new Date('2031-08-06T16:00:00Z'), holdsSlot: true });
      const list = await search(String(visit.id));
      expect(list.find((t) => t.id === visit.id)).toMatchObject({
        status: 'Pending',
        planVisit: { planId: plan?.id, state: 'upcoming' },
      });
      expect((await search(String(other.id))).find((t) => t.id === other.id)?.planVisit).toBeNull();
    });

    it('answers 404 for an unknown ticket', async () => {
      const res = await get(staff, '/api/staff/tickets/99999999');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, data: null });
    });

    it('shows a guest ticket with no customer', async () => {
      const [guest] = await db().insert(guestSessions).values({}).returning();
      const ticket = await companyTicket(db(), home, { customerId: null, guestId: guest?.id, confirmedAt: TEST_NOW });
      const d = await detail(ticket.id);
      expect(d.customer).toBeNull();
      expect(d.ticket.id).toBe(ticket.id);
    });
  });

  describe("UpKeep's moves", () => {
    it('confirms with the comment in the history as UpKeep; the customer is told; audited', async () => {
      const b = await booking();
      const res = await move(b.ticketId, T.Scheduled, 'Confirmed by phone with the company');
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data as StaffTicketDetail;
      expect(d.ticket.status).toBe('Scheduled');
      expect(d.history.at(-1)).toMatchObject({
        status: 'Scheduled',
        comments: 'Confirmed by phone with the company',
        userType: { type: 'UpKeep' },
      });
      expect(d.actions).toEqual([{ action: 'Cancel Service', nextStatusID: T.Cancelled }]);
      const mails = await emailsTo(b.email);
      expect(mails.at(-1)).toMatchObject({ ticket_id: b.ticketId });
      expect(mails.at(-1)?.subject).toContain('confirmed');
      expect(mails.at(-1)?.body).toContain('Confirmed by phone with the company');
      expect(await audit(`ticket:${b.ticketId}`)).toEqual([
        {
          action: 'ticket.status',
          staff_email: staffEmail,
          before: { statusId: T.Pending, status: 'Pending' },
          after: expect.objectContaining({ statusId: T.Scheduled, status: 'Scheduled' }),
        },
      ]);
    });

    it('cancels without refunding (the refund is offered next)', async () => {
      const b = await booking();
      const res = await move(b.ticketId, T.Cancelled, 'The customer asked us to cancel', admin);
      expect(res.statusCode, res.body).toBe(200);
      const d = res.json().data as StaffTicketDetail;
      expect(d.ticket).toMatchObject({ status: 'Cancelled', totalPaid: b.total });
      expect(d.refundable).toBe(b.total);
      expect(d.actions).toEqual([]);
      expect((await audit(`ticket:${b.ticketId}`))[0]?.staff_email).toBe(adminEmail);
      expect((await emailsTo(b.email)).at(-1)?.subject).toContain('cancelled');
    });

    it('marks an In Progress job completed', async () => {
      const ticket = await companyTicket(db(), home, {
        statusId: T.InProgress,
        holdsSlot: true,
        confirmedAt: TEST_NOW,
        scheduledAt: new Date('2026-06-15T15:00:00Z'),
      });
      const res = await move(ticket.id, T.Completed, 'The company confirmed the work is done');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.history.at(-1)).toMatchObject({ status: 'Completed', userType: { type: 'UpKeep' } });
    });

    it('requires a comment (400) and refuses a move that is not an UpKeep row (409)', async () => {
      const b = await booking();
      const missing = await move(b.ticketId, T.Scheduled, undefined);
      expect(missing.statusCode).toBe(400);
      expect((await move(b.ticketId, T.Scheduled, '   ')).statusCode).toBe(400);
      // Pending → In Progress is nobody's row; Pending → Declined is the company's only.
      expect((await move(b.ticketId, T.InProgress, 'Started')).statusCode).toBe(409);
      expect((await move(b.ticketId, T.Declined, 'No')).statusCode).toBe(409);
      expect((await move(99999999, T.Scheduled, 'x')).statusCode).toBe(404);
      expect(await audit(`ticket:${b.ticketId}`)).toEqual([]);
    });
  });

  describe('refunds', () => {
    it("refunds all of it: the customer's totalPaid falls to 0, an e-mail is queued, audited", async () => {
      const b = await booking();
      const res = await refund(b.ticketId, b.total, `full-${unique()}`, 'The company never came');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        refund: { amount: b.total, reason: 'The company never came', staffEmail },
        totalPaid: 0,
        refundable: 0,
      });
      const mine = (await get(b.customer, `/api/customer/ticket/${b.ticketId}`)).json().data;
      expect(mine.totalPaid).toBe(0);
      const [payment] = await rows<{ status: string; refunded_cents: number }>(
        sql`select status, refunded_cents from payments where ticket_id = ${b.ticketId}`,
      );
      expect(payment).toEqual({ status: 'refunded', refunded_cents: cents(b.total) });
      const [intent] = await rows<{ refunded_cents: number }>(
        sql`select refunded_cents from sandbox_intents where id = ${b.paymentIntentId}`,
      );
      expect(intent?.refunded_cents).toBe(cents(b.total));
      const mail = (await emailsTo(b.email)).at(-1);
      expect(mail?.subject).toContain('refund');
      expect(mail?.body).toContain(`$${b.total.toFixed(2)}`);
      expect(mail?.body).toContain('The company never came');
      expect(mail?.body).toContain(`/detail-ticket?TicketId=${b.ticketId}`);
      expect(mail?.ticket_id).toBe(b.ticketId);
      expect(await audit(`ticket:${b.ticketId}`)).toEqual([
        expect.objectContaining({
          action: 'ticket.refund',
          after: expect.objectContaining({ amount: b.total, reason: 'The company never came', totalPaid: 0 }),
        }),
      ]);
      const d = await detail(b.ticketId);
      expect(d.refunds).toEqual([expect.objectContaining({ amount: b.total, staffEmail })]);
      expect(d.messages.some((m) => m.subject.includes('refund'))).toBe(true);
      // Nothing is left: one cent more is refused.
      expect((await refund(b.ticketId, 0.01)).statusCode).toBe(400);
    });

    it('refunds part of it, then the rest, never more than is left (400)', async () => {
      const b = await booking();
      const first = await refund(b.ticketId, 10, undefined, 'Late arrival', admin);
      expect(first.statusCode, first.body).toBe(200);
      const left = Math.round((b.total - 10) * 100) / 100;
      expect(first.json().data).toMatchObject({ totalPaid: left, refundable: left });
      expect((await get(b.customer, `/api/customer/ticket/${b.ticketId}`)).json().data.totalPaid).toBe(left);

      const over = await refund(b.ticketId, left + 0.01);
      expect(over.statusCode).toBe(400);
      expect(over.json().message).toContain(`$${left.toFixed(2)}`);

      // Without a key, each call is its own refund.
      expect((await refund(b.ticketId, 1)).statusCode).toBe(200);
      expect((await refund(b.ticketId, 1)).statusCode).toBe(200);
      const d = await detail(b.ticketId);
      expect(d.refunds.map((r) => r.amount)).toEqual([10, 1, 1]);
      expect(d.refundable).toBe(Math.round((left - 2) * 100) / 100);
      expect(d.payments[0]).toMatchObject({ status: 'succeeded', refunded: 12 });
      expect((await audit(`ticket:${b.ticketId}`)).map((a) => a.action)).toEqual([
        'ticket.refund',
        'ticket.refund',
        'ticket.refund',
      ]);
    });

    it('refunds once per Idempotency-Key: a retry answers the same and refunds nothing more', async () => {
      const b = await booking();
      const key = `retry-${unique()}`;
      const first = await refund(b.ticketId, 5, key);
      const again = await refund(b.ticketId, 5, key);
      expect(first.statusCode).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
      const [payment] = await rows<{ refunded_cents: number }>(
        sql`select refunded_cents from payments where ticket_id = ${b.ticketId}`,
      );
      expect(payment?.refunded_cents).toBe(500);
      expect((await audit(`ticket:${b.ticketId}`)).length).toBe(1);

      // The same key for another amount or another ticket: 409, nothing refunded.
      expect((await refund(b.ticketId, 6, key)).statusCode).toBe(409);
      const other = await booking();
      expect((await refund(other.ticketId, 5, key)).statusCode).toBe(409);
      expect((await detail(other.ticketId)).refundable).toBe(other.total);
    });

    it('refunds once when two calls with the same key arrive together', async () => {
      const b = await booking();
      const key = `race-${unique()}`;
      const [one, two] = await Promise.all([refund(b.ticketId, 7.5, key), refund(b.ticketId, 7.5, key)]);
      expect([one?.statusCode, two?.statusCode]).toEqual([200, 200]);
      expect(one?.json()).toEqual(two?.json());
      const [payment] = await rows<{ refunded_cents: number }>(
        sql`select refunded_cents from payments where ticket_id = ${b.ticketId}`,
      );
      expect(payment?.refunded_cents).toBe(750);
      expect((await detail(b.ticketId)).refunds).toHaveLength(1);
    });

    it('never refunds more than was paid when different keys race', async () => {
      const b = await booking();
      const results = await Promise.all([
        refund(b.ticketId, b.total, `a-${unique()}`),
        refund(b.ticketId, b.total, `b-${unique()}`),
      ]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const [payment] = await rows<{ refunded_cents: number }>(
        sql`select refunded_cents from payments where ticket_id = ${b.ticketId}`,
      );
      expect(payment?.refunded_cents).toBe(cents(b.total));
    });

    it('answers 502 when the provider fails, with nothing recorded; the same key works later', async () => {
      const b = await booking();
      const key = `fail-${unique()}`;
      // The sandbox refuses to refund an intent that is not succeeded: the provider "fails".
      await db().execute(sql`update sandbox_intents set status = 'processing' where id = ${b.paymentIntentId}`);
      const failed = await refund(b.ticketId, 3, key);
      expect(failed.statusCode).toBe(502);
      expect(failed.json().message).toContain('Nothing was refunded');
      const d = await detail(b.ticketId);
      expect(d).toMatchObject({ refundable: b.total, refunds: [] });
      expect(d.ticket.totalPaid).toBe(b.total);
      expect(await audit(`ticket:${b.ticketId}`)).toEqual([]);

      await db().execute(sql`update sandbox_intents set status = 'succeeded' where id = ${b.paymentIntentId}`);
      const retried = await refund(b.ticketId, 3, key);
      expect(retried.statusCode, retried.body).toBe(200);
      expect(retried.json().data.refundable).toBe(Math.round((b.total - 3) * 100) / 100);
    });

    /** A paid booking confirmed by UpKeep with a $40 extra charge added by its company and paid by the customer. */
    async function bookingWithPaidCharge() {
      const b = await booking();
      expect((await move(b.ticketId, T.Scheduled, 'Confirmed for the company')).statusCode).toBe(200);
      const owner = await createCompanyUser(db(), { companyId: b.companyId });
      const company = await signInCompanyUser(inject, owner.email, owner.password);
      const added = await inject({
        method: 'POST',
        url: `/api/company/tickets/${b.ticketId}/open-charges`,
        headers: bearer(company),
        payload: { Description: 'Haul away extra branches', Price: 40, Duration: '00:30:00' },
      });
      expect(added.statusCode, added.body).toBe(201);
      const chargeId = added.json().data.id as number;
      const intent = await inject({
        method: 'POST',
        url: '/api/customer/payment/open-charges',
        headers: bearer(b.customer),
        payload: { TicketID: b.ticketId, OpenChargeID: chargeId },
      });
      const { paymentIntentId, clientSecret } = intent.json().data;
      await inject({
        method: 'POST',
        url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
        payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
      });
      const validate = await inject({
        method: 'POST',
        url: '/api/customer/payment/validate-open-charges',
        headers: bearer(b.customer),
        payload: { TicketID: b.ticketId, OpenChargeID: chargeId },
      });
      expect(validate.statusCode, validate.body).toBe(200);
      return b;
    }
    const refundedByPurpose = async (ticketId: number) =>
      Object.fromEntries(
        (
          await rows<{ purpose: string; refunded_cents: number }>(
            sql`select purpose, refunded_cents from payments where ticket_id = ${ticketId} and status in ('succeeded', 'refunded')`,
          )
        ).map((p) => [p.purpose, p.refunded_cents]),
      );

    it('spreads a partial refund over the payments newest first: the extra charge, then the booking', async () => {
      const b = await bookingWithPaidCharge();
      const paid = Math.round((b.total + 40) * 100) / 100;
      expect((await detail(b.ticketId)).refundable).toBe(paid);
      const res = await refund(b.ticketId, 45, `spread-${unique()}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ refund: { amount: 45 }, totalPaid: Math.round((paid - 45) * 100) / 100 });
      expect(await refundedByPurpose(b.ticketId)).toEqual({ open_charge: 4000, booking: 500 });
      expect((await get(b.customer, `/api/customer/ticket/${b.ticketId}`)).json().data.totalPaid).toBe(
        Math.round((paid - 45) * 100) / 100,
      );
    });

    it('keeps what moved when the provider refuses the rest (502, stored for retries)', async () => {
      const b = await bookingWithPaidCharge();
      const key = `partly-${unique()}`;
      await db().execute(sql`update sandbox_intents set status = 'processing' where id = ${b.paymentIntentId}`);
      const partly = await refund(b.ticketId, 45, key);
      expect(partly.statusCode).toBe(502);
      expect(partly.json().message).toContain('Only $40.00 of $45.00 was refunded');
      await db().execute(sql`update sandbox_intents set status = 'succeeded' where id = ${b.paymentIntentId}`);
      const again = await refund(b.ticketId, 45, key);
      expect(again.statusCode).toBe(502);
      expect(again.json()).toEqual(partly.json());
      expect(await refundedByPurpose(b.ticketId)).toEqual({ open_charge: 4000, booking: 0 });
      const d = await detail(b.ticketId);
      expect(d.refunds.map((r) => r.amount)).toEqual([40]);
      expect(d.refundable).toBe(b.total);
      expect((await audit(`ticket:${b.ticketId}`)).filter((a) => a.action === 'ticket.refund')).toHaveLength(1);
    });

    it('checks the amount and the key (400) and answers 404 for an unknown ticket', async () => {
      const b = await booking();
      expect((await refund(b.ticketId, 0)).statusCode).toBe(400);
      expect((await refund(b.ticketId, 1.005)).statusCode).toBe(400);
      const noReason = await inject({
        method: 'POST',
        url: `/api/staff/tickets/${b.ticketId}/refunds`,
        headers: bearer(staff),
        payload: { Amount: 1 },
      });
      expect(noReason.statusCode).toBe(400);
      expect((await refund(b.ticketId, 1, 'x'.repeat(300))).statusCode).toBe(400);
      expect((await refund(99999999, 1, `nf-${unique()}`)).statusCode).toBe(404);
      expect((await detail(b.ticketId)).refundable).toBe(b.total);
    });
  });
});
