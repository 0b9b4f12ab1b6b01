/**
 * My tickets through the API, as a customer of the test's own with a ticket in every status (customerTickets below):
 * list and filters, detail, lines, history, the status flow, status changes, reviews, the PDF, and the authorisation
 * matrix over every ticket-scoped call.
 */
import { formatDate, Messages, required, type TicketDetail, type TicketListItem } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, queryRows } from '../src/db/client.ts';
import { openCharges, reviews, ticketHistory, ticketServices } from '../src/db/schema.ts';
import { UserTypeId } from '../src/db/seed/index.ts';
import { companyTicket, createCustomerRow, type LiveCompany, liveCompany, signedInCustomer } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, signInAsGuest } from './sign-in.ts';

const Status = { Pending: 1, Scheduled: 2, InProgress: 3, Completed: 4, Cancelled: 5, Declined: 6 };
const DAY = 24 * 3600_000;
/** A time `days` from the tests' fixed "now", at 17:00 UTC (10:00 in the valley, within a live company's hours). */
const daysFromNow = (days: number) => new Date(TEST_NOW.getTime() + days * DAY);

/**
 * The tickets of a customer of the test's own, booked and confirmed at a live company of its own, eleven (a second
 * page of ten): two Pending and two Scheduled to come, one In Progress today (with a charge waiting for the customer's
 * payment), four Completed gone by, one Cancelled and one Declined; each with a line and its history. The
 * company has a five-star review of another customer's, so that a bad review lowers its average.
 */
async function customerTickets(db: Database, customerId: number, name: string, company: LiveCompany) {
  const booked: [status: number, days: number][] = [
    [Status.Pending, 5],
    [Status.Pending, 12],
    [Status.Scheduled, 3],
    [Status.Scheduled, 9],
    [Status.InProgress, 0],
    [Status.Completed, -4],
    [Status.Completed, -11],
    [Status.Completed, -18],
    [Status.Completed, -25],
    [Status.Cancelled, -7],
    [Status.Declined, -14],
  ];
  const ids: number[] = [];
  for (const [statusId, days] of booked) {
    const scheduledAt = daysFromNow(days);
    const ticket = await companyTicket(db, company, {
      customerId,
      name,
      statusId,
      scheduledAt,
      holdsSlot: statusId !== Status.Cancelled && statusId !== Status.Declined,
      confirmedAt: new Date(scheduledAt.getTime() - 30 * DAY),
      createdAt: new Date(scheduledAt.getTime() - 30 * DAY),
      // Completed at the visit's end (createTicket would stamp the real clock's now, after the tests' fixed "now").
      completedAt: statusId === Status.Completed ? new Date(scheduledAt.getTime() + 3600_000) : null,
      priceCents: 8000,
      feeCents: 500,
      totalCents: 8500,
    });
    ids.push(ticket.id);
    await db.insert(ticketServices).values({ ticketId: ticket.id, displayName: 'Yard care', priceCents: 8000 });
    const history = statusId === Status.Pending ? [Status.Pending] : [Status.Pending, statusId];
    await db.insert(ticketHistory).values(
      history.map((status, i) => ({
        ticketId: ticket.id,
        statusId: status,
        userTypeId: i === 0 ? UserTypeId.Customer : UserTypeId.Company,
        createdAt: new Date(scheduledAt.getTime() - (30 - i) * DAY),
      })),
    );
  }
  // The visit in progress has a charge the company added, waiting for the customer.
  await db
    .insert(openCharges)
    .values({ ticketId: required(ids[4], 'a ticket'), description: 'Extra', priceCents: 2500 });
  const other = await createCustomerRow(db, { name: 'Rae Reviewer' });
  const reviewed = await companyTicket(db, company, {
    customerId: other.id,
    statusId: Status.Completed,
    scheduledAt: daysFromNow(-30),
    completedAt: new Date(daysFromNow(-30).getTime() + 3600_000),
  });
  await db.insert(reviews).values({
    ticketId: reviewed.id,
    companyId: company.companyId,
    customerId: other.id,
    userName: other.name,
    companyScore: 5,
    upKeepScore: 5,
  });
}

describe.each(databaseKinds())('tickets on %s', (kind) => {
  let ctx: TestContext;
  let dana: string;
  let danaName: string;
  let sam: string;
  let guest: string;
  let all: TicketListItem[];

  const inject = (options: InjectOptions) => ctx.app.inject(options);
  const list = async (token: string, query = '') =>
    (await inject({ method: 'GET', url: `/api/customer/ticket?${query}`, headers: bearer(token) })).json();
  const detail = async (id: number, token = dana) =>
    (await inject({ method: 'GET', url: `/api/customer/ticket/${id}`, headers: bearer(token) })).json()
      .data as TicketDetail;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    const db = ctx.database.db;
    const customer = await signedInCustomer(ctx.app, db, { name: 'Dana Tester' });
    danaName = customer.customer.name;
    dana = customer.token;
    await customerTickets(db, customer.id, danaName, await liveCompany(db));
    sam = (await signedInCustomer(ctx.app, db, { name: 'Sam Other' })).token;
    guest = await signInAsGuest(ctx.app);
    all = (await list(dana, '_pageSize=100')).data;
  });
  afterAll(() => ctx.close());

  describe('the list', () => {
    it('pages the customer’s tickets ten at a time: those to pay first, upcoming visits soonest first, then past ones newest first', async () => {
      const first = await list(dana, 'PageNumber=1&_pageSize=10');
      expect(first.data).toHaveLength(Math.min(10, all.length));
      expect(first.pages).toMatchObject({ pageNumber: 1, pageSize: 10, totalCount: all.length });
      const open = new Set<number>([Status.Pending, Status.Scheduled, Status.InProgress]);
      const toPay = (t: TicketListItem) => t.openChargePendingPayment;
      const isUpcoming = (t: TicketListItem) =>
        !toPay(t) && new Date(t.scheduledDate) >= TEST_NOW && open.has(t.statusId);
      const paying = all.filter(toPay).map((t) => t.scheduledDate);
      const upcoming = all.filter(isUpcoming).map((t) => t.scheduledDate);
      const past = all.filter((t) => !toPay(t) && !isUpcoming(t)).map((t) => t.scheduledDate);
      expect(paying.length, 'the customer has a charge to pay').toBeGreaterThan(0);
      expect(upcoming.length, 'the customer has visits to come').toBeGreaterThan(0);
      expect(past.length, 'the customer has visits gone by').toBeGreaterThan(0);
      // Waiting for payment first (issue 46), then upcoming (soonest first), then the rest (newest first).
      expect(all.map((t) => t.scheduledDate)).toEqual([...paying, ...upcoming, ...past]);
      expect(upcoming).toEqual([...upcoming].sort());
      expect(past).toEqual([...past].sort().reverse());
      expect(new Set(all.map((t) => t.statusId))).toEqual(new Set(Object.values(Status)));
      if (all.length > 10) {
        const second = await list(dana, 'PageNumber=2&_pageSize=10');
        expect(second.data[0].id).toBe(all[10]?.id);
      }
      const beyond = await list(dana, 'PageNumber=99');
      expect(beyond.data).toEqual([]);
      expect(beyond.pages.totalCount).toBe(all.length);
    });

    it('filters by status, service, ticket and valley dates', async () => {
      const completed = (await list(dana, `StatusID=${Status.Completed}`)).data as TicketListItem[];
      expect(completed.length).toBeGreaterThan(0);
      expect(completed.every((t) => t.status === 'Completed')).toBe(true);
      const service = all[0]?.servicesID;
      expect(
        ((await list(dana, `ServiceID=${service}`)).data as TicketListItem[]).every((t) => t.servicesID === service),
      ).toBe(true);
      expect((await list(dana, `TicketID=${all[0]?.id}`)).data.map((t: TicketListItem) => t.id)).toEqual([all[0]?.id]);
      const day = new Date(required(all[0], 'a ticket').scheduledDate).toLocaleDateString('en-CA', {
        timeZone: 'America/Los_Angeles',
      });
      const onDay = (await list(dana, `MinDate=${day}&MaxDate=${day}`)).data as TicketListItem[];
      expect(onDay.map((t) => t.id)).toContain(all[0]?.id);
      for (const t of onDay) {
        expect(new Date(t.scheduledDate).toLocaleDateString('en-CA', { timeZone: 'America/Los_Angeles' })).toBe(day);
      }
      const bad = await inject({ method: 'GET', url: '/api/customer/ticket?MinDate=June', headers: bearer(dana) });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('MinDate');
    });

    it('answers 400, never 500, to ids beyond the database’s and dates beyond any visit', async () => {
      const huge = 3_000_000_000;
      for (const url of [
        `/api/customer/ticket/${huge}`,
        `/api/customer/ticket?TicketID=${huge}`,
        `/api/customer/ticket?ServiceID=${huge}`,
        `/api/customer/status-flow/${huge}`,
        `/api/customer/company-services/ticket/${huge}`,
        '/api/customer/ticket?MaxDate=9999-12-31',
        '/api/customer/ticket?MinDate=0001-01-01',
      ]) {
        const res = await inject({ method: 'GET', url, headers: bearer(dana) });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors.length, url).toBeGreaterThan(0);
      }
      const slots = await inject({
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        payload: { CompanyServiceID: huge, Date: '2026-11-20', Duration: 60 },
      });
      expect(slots.statusCode).toBe(400);
      expect(slots.json().errors[0].field).toBe('CompanyServiceID');
    });

    it('shows another customer none of Dana’s tickets, and a new guest nothing', async () => {
      const samIds = new Set(((await list(sam, '_pageSize=100')).data as TicketListItem[]).map((t) => t.id));
      for (const t of all) expect(samIds.has(t.id)).toBe(false);
      expect((await list(guest)).data).toEqual([]);
      expect((await inject({ method: 'GET', url: '/api/customer/ticket' })).statusCode).toBe(401);
    });

    it('lists the six statuses', async () => {
      const res = await inject({ method: 'GET', url: '/api/customer/ticket-status' });
      expect(res.json().data.map((s: { status: string }) => s.status)).toEqual([
        'Pending',
        'Scheduled',
        'In Progress',
        'Completed',
        'Cancelled',
        'Declined',
      ]);
    });
  });

  describe('one ticket', () => {
    it('answers the detail with its totals and what the customer may do', async () => {
      const scheduled = required(
        all.find((t) => t.statusId === Status.Scheduled && new Date(t.scheduledDate) > TEST_NOW),
        'a future Scheduled ticket',
      );
      const d = await detail(scheduled.id);
      expect(d).toMatchObject({
        id: scheduled.id,
        status: 'Scheduled',
        canCustomerUpdate: true,
        canCustomerReschedule: true,
        canReview: false,
      });
      expect(d.totalPrice).toBeCloseTo(d.price + d.fee - d.discountAmount, 2);
      const completed = await detail(
        required(
          all.find((t) => t.statusId === Status.Completed),
          'a Completed ticket',
        ).id,
      );
      expect(completed).toMatchObject({ canCustomerUpdate: false, canCustomerReschedule: false });
      expect(completed.canReview).toBe(!completed.isReviewedByCustomer);
    });

    it('answers the lines and the history in order', async () => {
      const id = all[0]?.id;
      const lines = (
        await inject({ method: 'GET', url: `/api/customer/ticket-services/ticket/${id}`, headers: bearer(dana) })
      ).json().data;
      expect(lines.length).toBeGreaterThan(0);
      const history = (
        await inject({ method: 'GET', url: `/api/customer/ticket-history/ticket/${id}`, headers: bearer(dana) })
      ).json().data;
      expect(history.length).toBeGreaterThan(0);
      expect(history[0]).toMatchObject({ status: expect.any(String), userType: { type: expect.any(String) } });
      const times = history.map((h: { updatedAt: string }) => h.updatedAt);
      expect(times).toEqual([...times].sort());
    });
  });

  describe('status changes', () => {
    it('offers the flow’s action, applies it once, records it and tells the company', async () => {
      const pending = required(
        all.find((t) => t.statusId === Status.Pending),
        'a Pending ticket',
      );
      const flow = (
        await inject({ method: 'GET', url: `/api/customer/status-flow/${pending.id}`, headers: bearer(dana) })
      ).json().data;
      expect(flow).toEqual([{ action: 'Cancel Service', nextStatusID: Status.Cancelled }]);
      const [company] = await queryRows<{ email: string }>(
        ctx.database.db,
        sql`select c.email from tickets t join companies c on c.id = t.company_id where t.id = ${pending.id}`,
      );
      const change = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/${pending.id}`,
        headers: bearer(dana),
        payload: { TicketsStatusID: Status.Cancelled, Comments: 'We sold the house' },
      });
      expect(change.statusCode).toBe(200);
      expect(change.json().message).toBe(Messages.statusUpdated);
      const after = await detail(pending.id);
      expect(after).toMatchObject({ status: 'Cancelled', canCustomerUpdate: false });
      const history = (
        await inject({ method: 'GET', url: `/api/customer/ticket-history/ticket/${pending.id}`, headers: bearer(dana) })
      ).json().data;
      // The move, then (for a paid booking) the refund's note.
      expect(history).toContainEqual(
        expect.objectContaining({ status: 'Cancelled', comments: 'We sold the house', userType: { type: 'Customer' } }),
      );
      const [row] = await queryRows<{ holds_slot: boolean }>(
        ctx.database.db,
        sql`select holds_slot from tickets where id = ${pending.id}`,
      );
      expect(row?.holds_slot).toBe(false);
      const [mail] = await queryRows<{ subject: string }>(
        ctx.database.db,
        sql`select subject from notification_outbox where recipient = ${company?.email} order by id desc limit 1`,
      );
      expect(mail?.subject).toBe(`UpKeep ticket #${pending.id}: Cancelled`);

      const again = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/${pending.id}`,
        headers: bearer(dana),
        payload: { TicketsStatusID: Status.Cancelled },
      });
      expect(again.statusCode).toBe(409);
    });

    it('refuses a move the flow does not allow the customer', async () => {
      const scheduled = required(
        all.find((t) => t.statusId === Status.Scheduled),
        'a Scheduled ticket',
      );
      for (const next of [Status.Completed, Status.InProgress, Status.Declined, 999]) {
        const res = await inject({
          method: 'PUT',
          url: `/api/customer/ticket/${scheduled.id}`,
          headers: bearer(dana),
          payload: { TicketsStatusID: next },
        });
        expect(res.statusCode, `to ${next}`).toBe(409);
      }
    });
  });

  describe('reviews', () => {
    it('takes one review of a completed ticket from its owner and shows it', async () => {
      const target = required(
        all.find((t) => t.statusId === Status.Completed && !t.isReviewedByCustomer),
        'an unreviewed Completed ticket',
      );
      const before = await companyAverage(target.id);
      const payload = {
        TicketID: target.id,
        CompanyScore: 1,
        CompanyComment: 'Late',
        UpKeepScore: 4,
        UpKeepComment: 'Easy booking',
      };
      const created = await inject({ method: 'POST', url: '/api/customer/reviews', headers: bearer(dana), payload });
      expect(created.statusCode).toBe(201);
      expect(created.json().message).toBe(Messages.reviewCreated);
      const twice = await inject({ method: 'POST', url: '/api/customer/reviews', headers: bearer(dana), payload });
      expect(twice.statusCode).toBe(409);
      const read = await inject({
        method: 'GET',
        url: `/api/customer/reviews/ticket/${target.id}`,
        headers: bearer(dana),
      });
      expect(read.json().data).toMatchObject({
        companyScore: 1,
        companyComment: 'Late',
        upKeepScore: 4,
        upKeepComment: 'Easy booking',
      });
      expect(await detail(target.id)).toMatchObject({ canReview: false, isReviewedByCustomer: true });
      expect(await companyAverage(target.id)).toBeLessThan(before);
    });

    it('refuses a review of a ticket that is not done, and scores out of range', async () => {
      const scheduled = required(
        all.find((t) => t.statusId === Status.Scheduled),
        'a Scheduled ticket',
      );
      const early = await inject({
        method: 'POST',
        url: '/api/customer/reviews',
        headers: bearer(dana),
        payload: { TicketID: scheduled.id, CompanyScore: 5, UpKeepScore: 5 },
      });
      expect(early.statusCode).toBe(409);
      const range = await inject({
        method: 'POST',
        url: '/api/customer/reviews',
        headers: bearer(dana),
        payload: { TicketID: scheduled.id, CompanyScore: 6, UpKeepScore: 0 },
      });
      expect(range.statusCode).toBe(400);
      expect(
        range
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['CompanyScore', 'UpKeepScore']);
    });

    it('lists public reviews twenty at a time with a minimum score, five stars by default', async () => {
      const fives = await inject({ method: 'GET', url: '/api/customer/reviews/up-keep' });
      expect(fives.json().data.length).toBeGreaterThan(0);
      expect(fives.json().data.length).toBeLessThanOrEqual(20);
      expect(fives.json().data.every((r: { upKeepScore: number }) => r.upKeepScore === 5)).toBe(true);
      const ones = await inject({ method: 'GET', url: '/api/customer/reviews/up-keep?MinScore=1' });
      expect(ones.json().pages.totalCount).toBeGreaterThan(fives.json().pages.totalCount);
    });

    async function companyAverage(ticketId: number) {
      const [row] = await queryRows<{ avg: number }>(
        ctx.database.db,
        sql`select avg(r.company_score)::float8 as avg from reviews r join tickets t on t.company_id = r.company_id where t.id = ${ticketId}`,
      );
      return Number(row?.avg);
    }
  });

  describe('the PDF', () => {
    it('is a real PDF of the ticket, named after its id and service', async () => {
      const target = required(
        all.find((t) => t.statusId === Status.Completed),
        'a Completed ticket',
      );
      const d = await detail(target.id);
      const res = await inject({ method: 'POST', url: `/api/reports/ticket/${target.id}`, headers: bearer(dana) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      // 'Ticket 9 - HVAC Service.pdf': the id and the service name kept apart (not '9HVAC Service.pdf').
      const fileName = `Ticket ${target.id} - ${d.serviceName}.pdf`;
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${fileName}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      );
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(res.rawPayload)), { mergePages: true });
      expect(text).toContain(`Ticket #${target.id}: ${d.serviceName}`);
      expect(text).toContain(danaName);
      expect(text).toContain(d.companyName);
      expect(text).toContain(`$${d.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      // The one date form of every screen, e-mail and PDF.
      expect(text).toContain(formatDate(d.scheduledDate));
    });
  });

  describe('who may see a ticket', () => {
    it('answers 401 Access denied to anyone but the owner, and for tickets that do not exist', async () => {
      const { id, servicesID: serviceId } = required(
        all.find((t) => t.statusId === Status.Completed),
        'a Completed ticket',
      );
      const [charge] = await queryRows<{ id: number }>(
        ctx.database.db,
        sql`insert into open_charges (ticket_id, description, price_cents) values (${id}, 'Matrix charge', 1000) returning id`,
      );
      const chargeId = charge?.id;
      const forged = `${dana.slice(0, -4)}AAAA`;
      const calls: (InjectOptions & { url: string })[] = [
        { method: 'GET', url: `/api/customer/ticket/${id}` },
        { method: 'GET', url: `/api/customer/ticket-services/ticket/${id}` },
        { method: 'GET', url: `/api/customer/ticket-history/ticket/${id}` },
        { method: 'GET', url: `/api/customer/status-flow/${id}` },
        { method: 'PUT', url: `/api/customer/ticket/${id}`, payload: { TicketsStatusID: Status.Cancelled } },
        { method: 'POST', url: '/api/customer/reviews', payload: { TicketID: id, CompanyScore: 5, UpKeepScore: 5 } },
        { method: 'GET', url: `/api/customer/reviews/ticket/${id}` },
        { method: 'POST', url: `/api/reports/ticket/${id}` },
        { method: 'GET', url: `/api/customer/ticket/reschedule-fee/${id}` },
        { method: 'GET', url: `/api/customer/company-services/ticket/${id}` },
        { method: 'POST', url: '/api/customer/payment/reschedule', payload: { TicketID: id } },
        { method: 'POST', url: '/api/customer/payment/validate-reschedule', payload: { TicketID: id } },
        {
          method: 'PUT',
          url: `/api/customer/ticket/reschedule/${id}`,
          payload: { ScheduleID: 1, newDate: '2026-06-20' },
        },
        { method: 'GET', url: `/api/customer/open-charges/ticket/${id}` },
        { method: 'GET', url: `/api/customer/open-charges/service/${serviceId}/${id}` },
        {
          method: 'POST',
          url: '/api/customer/payment/open-charges',
          payload: { TicketID: id, OpenChargeID: chargeId },
        },
        {
          method: 'POST',
          url: '/api/customer/payment/validate-open-charges',
          payload: { TicketID: id, OpenChargeID: chargeId },
        },
        { method: 'PUT', url: `/api/customer/open-charges/${chargeId}`, payload: { decline: true } },
      ];
      const strangers: [string, Record<string, string>][] = [
        ['another customer', bearer(sam)],
        ['a guest', bearer(guest)],
        ['nobody', {}],
        ['a forged token', bearer(forged)],
      ];
      for (const call of calls) {
        for (const [who, headers] of strangers) {
          const res = await inject({ ...call, headers });
          expect(res.statusCode, `${who}: ${call.method} ${call.url}`).toBe(401);
          expect(res.json().message).toBe(Messages.accessDeniedTicket);
        }
        // The same call by the owner, on a ticket (or charge) number that does not exist.
        const missingUrl = call.url.replace(new RegExp(`/(${id}|${chargeId})$`), '/987654');
        const missingPayload =
          call.payload && typeof call.payload === 'object' ? { ...call.payload, TicketID: 987_654 } : call.payload;
        const missing = await inject({ ...call, url: missingUrl, payload: missingPayload, headers: bearer(dana) });
        expect(missing.statusCode, `missing: ${call.method} ${call.url}`).toBe(401);
        expect(missing.json().message).toBe(Messages.accessDeniedTicket);
      }
    });
  });
});
