/**
 * The company's leads, reviews and earnings: only its own (another company's lead or review is 404), newest
 * first, one public reply per review (the customer sees it), and a month's completed jobs with exact
 * figures, as JSON and as CSV.
 */
import { required, ServiceId } from '@upkeep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  companyServices,
  customers,
  openCharges,
  payments,
  reviews,
  serviceLeads,
  services,
  settings,
  ticketHistory,
} from '../src/db/schema.ts';
import { TicketStatusId, UserTypeId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, createCustomer, createTicket, unique } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signIn, signInCompanyUser } from './sign-in.ts';

describe.each(databaseKinds())('company leads, reviews and earnings on %s', (kind) => {
  let ctx: TestContext;
  const nextAddress = clientAddresses(83);

  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: bearer(token),
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  /** A company with an owner signed in and one company service; each test makes its own. */
  async function company(serviceId: number = ServiceId.Landscaping) {
    const owner = await createCompanyUser(ctx.database.db);
    const [service] = await ctx.database.db
      .insert(companyServices)
      .values({ companyId: owner.companyId, serviceId, serviceCallPriceCents: 8900 })
      .returning({ id: companyServices.id });
    const [name] = await ctx.database.db
      .select({ name: services.name })
      .from(services)
      .where(eq(services.id, serviceId));
    const token = await signInCompanyUser(ctx.app, owner.email, owner.password);
    return {
      companyId: owner.companyId,
      companyServiceId: required(service, 'the company service').id,
      serviceName: required(name, 'the service').name,
      token,
    };
  }

  let scheduleHour = 0;
  /** A ticket of the company, out of any other ticket's time, in the given status. */
  const ticketOf = (c: { companyServiceId: number }, overrides: Parameters<typeof createTicket>[1] = {}) =>
    createTicket(ctx.database.db, {
      companyServiceId: c.companyServiceId,
      scheduledAt: new Date(Date.UTC(2026, 9, 1, 8) + ++scheduleHour * 3_600_000),
      holdsSlot: false,
      ...overrides,
    });

  async function lead(companyServiceId: number, registeredDate: Date, name = 'Lee Lead') {
    const [row] = await ctx.database.db
      .insert(serviceLeads)
      .values({
        companyServiceId,
        name,
        email: 'lee@example.com',
        phoneNumber: '7025550111',
        zipCode: '89101',
        message: `Hello from ${name}`,
        registeredDate,
      })
      .returning({ id: serviceLeads.id });
    return required(row, 'the lead').id;
  }

  describe('leads', () => {
    it("lists only the company's leads, newest first, paged, with the service and handled", async () => {
      const a = await company();
      const b = await company();
      const first = await lead(a.companyServiceId, new Date('2026-10-01T10:00:00Z'), 'Ann First');
      const third = await lead(a.companyServiceId, new Date('2026-10-03T10:00:00Z'), 'Cal Third');
      const second = await lead(a.companyServiceId, new Date('2026-10-02T10:00:00Z'), 'Bea Second');
      await lead(b.companyServiceId, new Date('2026-10-04T10:00:00Z'), 'Other Company');

      const page1 = await call('GET', '/api/company/leads?PageNumber=1&_pageSize=2', a.token);
      expect(page1.statusCode).toBe(200);
      expect(page1.json().data.map((l: { id: number }) => l.id)).toEqual([third, second]);
      expect(page1.json().pages).toEqual({ pageNumber: 1, pageSize: 2, totalCount: 3, totalPages: 2 });
      expect(page1.json().data[0]).toEqual({
        id: third,
        name: 'Cal Third',
        email: 'lee@example.com',
        phoneNumber: '7025550111',
        zipCode: '89101',
        message: 'Hello from Cal Third',
        serviceName: a.serviceName,
        registeredDate: '2026-10-03T10:00:00.000Z',
        handled: false,
      });
      const page2 = await call('GET', '/api/company/leads?PageNumber=2&_pageSize=2', a.token);
      expect(page2.json().data.map((l: { id: number }) => l.id)).toEqual([first]);

      const past = await call('GET', '/api/company/leads?PageNumber=3&_pageSize=2', a.token);
      expect(past.json()).toMatchObject({ data: [], pages: { pageNumber: 3, totalCount: 3, totalPages: 2 } });
      expect((await call('GET', '/api/company/leads?PageNumber=0', a.token)).statusCode).toBe(400);

      const all = await call('GET', '/api/company/leads', a.token);
      expect(all.json().pages).toMatchObject({ pageNumber: 1, pageSize: 20, totalCount: 3 });
      expect(JSON.stringify(all.json().data)).not.toContain('Other Company');
    });

    it('marks a lead handled and back, and answers 404 for another company’s lead', async () => {
      const a = await company();
      const b = await company();
      const mine = await lead(a.companyServiceId, new Date('2026-10-05T10:00:00Z'));
      const theirs = await lead(b.companyServiceId, new Date('2026-10-05T11:00:00Z'));
      const handledOf = async () => {
        const res = await call('GET', '/api/company/leads', a.token);
        return res.json().data.find((l: { id: number }) => l.id === mine)?.handled;
      };

      expect((await call('PUT', `/api/company/leads/${mine}`, a.token, { handled: true })).statusCode).toBe(200);
      expect(await handledOf()).toBe(true);
      const [row] = await ctx.database.db.select().from(serviceLeads).where(eq(serviceLeads.id, mine));
      expect(row?.handledAt).toBeInstanceOf(Date);
      expect((await call('PUT', `/api/company/leads/${mine}`, a.token, { handled: false })).statusCode).toBe(200);
      expect(await handledOf()).toBe(false);

      const other = await call('PUT', `/api/company/leads/${theirs}`, a.token, { handled: true });
      expect(other.statusCode).toBe(404);
      const [untouched] = await ctx.database.db.select().from(serviceLeads).where(eq(serviceLeads.id, theirs));
      expect(untouched?.handledAt).toBeNull();
      expect((await call('PUT', '/api/company/leads/999999', a.token, { handled: true })).statusCode).toBe(404);
      expect((await call('PUT', `/api/company/leads/${mine}`, a.token, { handled: 'yes' })).statusCode).toBe(400);
    });
  });

  describe('reviews', () => {
    /** A customer who can sign in, with a completed ticket at the company and a review of it. */
    async function reviewedTicket(c: { companyId: number; companyServiceId: number }, createdAt: Date) {
      const customer = await createCustomer(ctx.app, { Name: 'Rita Reviewer' });
      const [row] = await ctx.database.db
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.email, customer.email));
      const customerId = required(row, 'the customer').id;
      const ticket = await ticketOf(c, { customerId, statusId: TicketStatusId.Completed, name: 'Rita Reviewer' });
      const [review] = await ctx.database.db
        .insert(reviews)
        .values({
          ticketId: ticket.id,
          companyId: c.companyId,
          customerId,
          userName: 'Rita R.',
          companyScore: 4,
          companyComment: 'Tidy work.',
          upKeepScore: 5,
          upKeepComment: 'Easy booking.',
          createdAt,
        })
        .returning({ id: reviews.id });
      return { ticketId: ticket.id, reviewId: required(review, 'the review').id, customer };
    }

    it("lists only the company's reviews, newest first, with the service of the ticket", async () => {
      const a = await company();
      const b = await company();
      const older = await reviewedTicket(a, new Date('2026-10-01T12:00:00Z'));
      const newer = await reviewedTicket(a, new Date('2026-10-02T12:00:00Z'));
      await reviewedTicket(b, new Date('2026-10-03T12:00:00Z'));
      const [withoutTicket] = await ctx.database.db
        .insert(reviews)
        .values({
          companyId: a.companyId,
          userName: 'Old T.',
          companyScore: 3,
          companyComment: 'Imported review.',
          upKeepScore: 3,
          createdAt: new Date('2026-09-01T12:00:00Z'),
        })
        .returning({ id: reviews.id });

      const res = await call('GET', '/api/company/reviews', a.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([
        {
          id: newer.reviewId,
          ticketId: newer.ticketId,
          userName: 'Rita R.',
          serviceName: a.serviceName,
          companyScore: 4,
          companyComment: 'Tidy work.',
          reviewDate: '2026-10-02T12:00:00.000Z',
          reply: null,
        },
        expect.objectContaining({ id: older.reviewId, ticketId: older.ticketId }),
        expect.objectContaining({ id: withoutTicket?.id, ticketId: null, serviceName: null }),
      ]);
    });

    it('takes one reply (a second is 409), shows it to the customer, and 404 for another company’s review', async () => {
      const a = await company();
      const b = await company();
      const mine = await reviewedTicket(a, new Date('2026-10-04T12:00:00Z'));
      const theirs = await reviewedTicket(b, new Date('2026-10-04T13:00:00Z'));

      const replied = await call('POST', `/api/company/reviews/${mine.reviewId}/reply`, a.token, {
        reply: '  Thank you, Rita!  ',
      });
      expect(replied.statusCode).toBe(200);
      const again = await call('POST', `/api/company/reviews/${mine.reviewId}/reply`, a.token, { reply: 'Again' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('This review already has a reply.');

      const listed = await call('GET', '/api/company/reviews', a.token);
      expect(listed.json().data[0]).toMatchObject({ id: mine.reviewId, reply: 'Thank you, Rita!' });

      const customerToken = await signIn(ctx.app, mine.customer.email, mine.customer.password);
      const seen = await ctx.app.inject({
        method: 'GET',
        url: `/api/customer/reviews/ticket/${mine.ticketId}`,
        headers: bearer(customerToken),
      });
      expect(seen.statusCode).toBe(200);
      expect(seen.json().data.companyReply).toBe('Thank you, Rita!');

      const other = await call('POST', `/api/company/reviews/${theirs.reviewId}/reply`, a.token, { reply: 'Hi' });
      expect(other.statusCode).toBe(404);
      const [untouched] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, theirs.reviewId));
      expect(untouched?.reply).toBeNull();
      expect((await call('POST', '/api/company/reviews/999999/reply', a.token, { reply: 'Hi' })).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/company/reviews/${theirs.reviewId}/reply`, b.token, { reply: ' ' })).statusCode,
      ).toBe(400);
    });

    it('keeps the first of two concurrent replies and answers the other 409', async () => {
      const a = await company();
      const { reviewId } = await reviewedTicket(a, new Date('2026-10-05T12:00:00Z'));
      const answers = await Promise.all(
        ['First reply', 'Second reply'].map((reply) =>
          call('POST', `/api/company/reviews/${reviewId}/reply`, a.token, { reply }),
        ),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await ctx.database.db.select().from(reviews).where(eq(reviews.id, reviewId));
      const winner = answers[0]?.statusCode === 200 ? 'First reply' : 'Second reply';
      expect(row?.reply).toBe(winner);
      expect(row?.repliedAt).toBeInstanceOf(Date);
    });
  });

  describe('earnings', () => {
    async function completed(
      c: { companyServiceId: number },
      at: Date,
      money: { priceCents: number; feeCents?: number; discountCents?: number; name?: string },
    ) {
      const feeCents = money.feeCents ?? 499;
      const discountCents = money.discountCents ?? 0;
      const ticket = await ticketOf(c, {
        statusId: TicketStatusId.Completed,
        completedAt: at,
        name: money.name ?? 'Carla Customer',
        priceCents: money.priceCents,
        feeCents,
        discountCents,
        totalCents: money.priceCents + feeCents - discountCents,
      });
      await ctx.database.db.insert(ticketHistory).values([
        { ticketId: ticket.id, statusId: TicketStatusId.Scheduled, userTypeId: UserTypeId.Company, createdAt: at },
        { ticketId: ticket.id, statusId: TicketStatusId.Completed, userTypeId: UserTypeId.Company, createdAt: at },
      ]);
      return ticket;
    }

    async function pay(
      ticketId: number,
      amountCents: number,
      options: { refundedCents?: number; purpose?: 'booking' | 'open_charge' | 'reschedule'; status?: string } = {},
    ) {
      const purpose = options.purpose ?? 'booking';
      let openChargeId: number | null = null;
      if (purpose === 'open_charge') {
        const [charge] = await ctx.database.db
          .insert(openCharges)
          .values({ ticketId, description: 'Extra', priceCents: amountCents, status: 'paid' })
          .returning({ id: openCharges.id });
        openChargeId = required(charge, 'the charge').id;
      }
      const refundedCents = options.refundedCents ?? 0;
      await ctx.database.db.insert(payments).values({
        ticketId,
        openChargeId,
        purpose,
        provider: 'sandbox',
        providerIntentId: `pi_test_${unique()}`,
        amountCents,
        refundedCents,
        status: (options.status ??
          (refundedCents === amountCents ? 'refunded' : 'succeeded')) as typeof payments.$inferInsert.status,
      });
    }

    /**
     * Company A in October 2026 (valley time): a discounted job with a paid extra charge, a partly refunded
     * job with a partly refunded extra charge and a reschedule fee, a fully refunded job; plus jobs outside
     * the month and another company's job.
     */
    async function october() {
      const a = await company();
      const b = await company();
      // Completed on Oct 31 at 23:30 in the valley (Nov 1 06:30 UTC): October.
      const discounted = await completed(a, new Date('2026-11-01T06:30:00Z'), {
        priceCents: 19999,
        discountCents: 2000,
      });
      await pay(discounted.id, 19999 + 499 - 2000);
      await pay(discounted.id, 5000, { purpose: 'open_charge' });
      // Oct 10: the booking partly refunded ($21.00 of $105.00), the extra charge too ($10 of $30).
      const refunded = await completed(a, new Date('2026-10-10T18:00:00Z'), { priceCents: 10000, feeCents: 500 });
      await pay(refunded.id, 10500, { refundedCents: 2100 });
      await pay(refunded.id, 3000, { purpose: 'open_charge', refundedCents: 1000 });
      await pay(refunded.id, 1500, { purpose: 'reschedule', status: 'applied' });
      // Oct 20: all given back; a customer name a spreadsheet would run.
      const given = await completed(a, new Date('2026-10-20T18:00:00Z'), {
        priceCents: 8000,
        name: '=HYPERLINK("http://x.test","Hi, there")',
      });
      await pay(given.id, 8499, { refundedCents: 8499 });
      // An open charge never paid counts nothing.
      await pay(given.id, 2500, { purpose: 'open_charge', status: 'requires_payment_method' });
      // Completed on Nov 1 at 00:30 in the valley (07:30 UTC): November.
      const november = await completed(a, new Date('2026-11-01T07:30:00Z'), { priceCents: 7000 });
      await pay(november.id, 7499);
      // Completed on Oct 1 at 00:30 UTC: Sep 30 in the valley.
      const september = await completed(a, new Date('2026-10-01T00:30:00Z'), { priceCents: 6000 });
      await pay(september.id, 6499);
      // Another company's October job.
      const theirs = await completed(b, new Date('2026-10-15T18:00:00Z'), { priceCents: 9000 });
      await pay(theirs.id, 9499);
      // Scheduled, not completed.
      const open = await ticketOf(a, { statusId: TicketStatusId.Scheduled, priceCents: 4000, holdsSlot: false });
      await pay(open.id, 4499);
      return { a, b, discounted, refunded, given, november };
    }

    it("answers a valley month's completed jobs with exact figures and totals", async () => {
      const { a, discounted, refunded, given } = await october();
      const res = await call('GET', '/api/company/earnings?Month=2026-10', a.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        month: '2026-10',
        commissionPercent: 15,
        jobs: [
          {
            ticketId: refunded.id,
            completedDate: '2026-10-10T18:00:00.000Z',
            serviceName: a.serviceName,
            customerName: 'Carla Customer',
            // $100 of work, 84/105 of the booking kept: $80; extras $30 - $10 refunded.
            workPaid: 80,
            extraCharges: 20,
            commission: -15,
            net: 85,
          },
          {
            ticketId: given.id,
            completedDate: '2026-10-20T18:00:00.000Z',
            serviceName: a.serviceName,
            customerName: '=HYPERLINK("http://x.test","Hi, there")',
            workPaid: 0,
            extraCharges: 0,
            commission: 0,
            net: 0,
          },
          {
            ticketId: discounted.id,
            completedDate: '2026-11-01T06:30:00.000Z',
            serviceName: a.serviceName,
            customerName: 'Carla Customer',
            // The $20 discount is UpKeep's: the company earns its price. 15% of $249.99 = $37.4985.
            workPaid: 199.99,
            extraCharges: 50,
            commission: -37.5,
            net: 212.49,
          },
        ],
        // No customer cancelled a confirmed booking late: no fee kept for the company.
        cancellationFees: [],
        adjustments: [],
        tips: [],
        totals: {
          workPaid: 279.99,
          extraCharges: 70,
          commission: -52.5,
          jobsNet: 297.49,
          cancellationFees: 0,
          adjustments: 0,
          tips: 0,
          net: 297.49,
        },
        // No payout account: nothing went to the bank.
        payouts: { paidOut: 0, onItsWay: 0 },
      });

      const november = await call('GET', '/api/company/earnings?Month=2026-11', a.token);
      expect(november.json().data.jobs).toHaveLength(1);
      expect(november.json().data.totals).toEqual({
        workPaid: 70,
        extraCharges: 0,
        commission: -10.5,
        jobsNet: 59.5,
        cancellationFees: 0,
        adjustments: 0,
        tips: 0,
        net: 59.5,
      });
      const empty = await call('GET', '/api/company/earnings?Month=2026-08', a.token);
      expect(empty.json().data).toEqual({
        month: '2026-08',
        commissionPercent: 15,
        jobs: [],
        cancellationFees: [],
        adjustments: [],
        tips: [],
        totals: {
          workPaid: 0,
          extraCharges: 0,
          commission: 0,
          jobsNet: 0,
          cancellationFees: 0,
          adjustments: 0,
          tips: 0,
          net: 0,
        },
        payouts: { paidOut: 0, onItsWay: 0 },
      });
    });

    it('reads the commission from the settings (the default 15 when unset)', async () => {
      const { a } = await october();
      const db = ctx.database.db;
      const key = 'marketplace_commission_percent';
      try {
        await db.update(settings).set({ value: 10 }).where(eq(settings.key, key));
        const ten = await call('GET', '/api/company/earnings?Month=2026-10', a.token);
        expect(ten.json().data).toMatchObject({
          commissionPercent: 10,
          totals: { workPaid: 279.99, extraCharges: 70, commission: -35, net: 314.99 },
        });
        await db.delete(settings).where(eq(settings.key, key));
        const unset = await call('GET', '/api/company/earnings?Month=2026-10', a.token);
        expect(unset.json().data).toMatchObject({ commissionPercent: 15, totals: { commission: -52.5 } });
      } finally {
        await db
          .insert(settings)
          .values({ key, value: 15 })
          .onConflictDoUpdate({ target: settings.key, set: { value: 15 } });
      }
    });

    it('downloads the same rows as CSV, with a totals row, safe from spreadsheet formulas', async () => {
      const { a, discounted, refunded, given } = await october();
      const res = await call('GET', '/api/company/earnings.csv?Month=2026-10', a.token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toContain('attachment; filename="upkeep-earnings-2026-10.csv"');
      const service = a.serviceName.includes(',') ? `"${a.serviceName}"` : a.serviceName;
      expect(res.body).toBe(
        [
          'Ticket,Date,Service,Customer,Work paid,Extra charges,Commission,Tips,Net',
          `${refunded.id},2026-10-10,${service},Carla Customer,80.00,20.00,-15.00,,85.00`,
          `${given.id},2026-10-20,${service},"'=HYPERLINK(""http://x.test"",""Hi, there"")",0.00,0.00,0.00,,0.00`,
          `${discounted.id},2026-10-31,${service},Carla Customer,199.99,50.00,-37.50,,212.49`,
          'Total,,,,279.99,70.00,-52.50,0.00,297.49',
          '',
        ].join('\r\n'),
      );

      const empty = await call('GET', '/api/company/earnings.csv?Month=2026-08', a.token);
      expect(empty.body).toBe(
        'Ticket,Date,Service,Customer,Work paid,Extra charges,Commission,Tips,Net\r\nTotal,,,,0.00,0.00,0.00,0.00,0.00\r\n',
      );
    });

    it('answers 400 to a missing or malformed month, and 401 without a company token', async () => {
      const a = await company();
      for (const query of ['', '?Month=2026-13', '?Month=2026-1', '?Month=October', '?Month=2026-10-01']) {
        for (const path of ['/api/company/earnings', '/api/company/earnings.csv']) {
          const res = await call('GET', `${path}${query}`, a.token);
          expect(res.statusCode, `${path}${query}`).toBe(400);
          expect(res.json().statusCode).toBe(400);
        }
      }
      const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/company/earnings.csv?Month=2026-10' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
