/**
 * Companies in the staff console: the list (state as staff see it, invited included; public score without
 * hidden reviews; jobs; commission), filters and pages; one company with its recent jobs and the month's
 * earnings exactly as the company sees them; suspension and reinstatement with a reason (offer search
 * follows at once, booked jobs stay, the owner is mailed, going live is refused), the commission per company
 * (admins only; earnings follow), every change audited; other realms' tokens refused.
 */
import { Messages, type Offer, required, ServiceId, type StaffCompany } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { companyServices, companyUsers, payments, reviews, ticketHistory, tickets } from '../src/db/schema.ts';
import { TicketStatusId as T, UserTypeId } from '../src/modules/tickets/lifecycle/statuses.ts';
import {
  companyMember,
  createCompany,
  createCompanyUser,
  createTicket,
  liveCompany,
  signedInCustomer,
  signedInStaff,
  unique,
  yardForm,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(151);
const HOUR = 3600_000;

describe.each(databaseKinds())('staff console: companies on %s', (kind) => {
  let ctx: TestContext;
  let support: string;
  let supportEmail: string;
  let admin: string;
  let adminEmail: string;
  let form: number[];
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    ({ token: support, email: supportEmail } = await signedInStaff(inject, ctx.database.db));
    ({ token: admin, email: adminEmail } = await signedInStaff(inject, ctx.database.db, 'admin'));
    ({ form } = await yardForm(inject));
  });
  afterAll(() => ctx.close());

  const offers = async () =>
    (
      await call('POST', '/api/customer/offer/new', undefined, {
        zipCode: '89102',
        serviceID: ServiceId.Landscaping,
        idFeatures: [form],
      })
    ).json().data as Offer[];

  const auditOf = (target: string) =>
    queryRows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      db(),
      sql`select action, staff_email, before, after from staff_audit_log where target = ${target} order by id`,
    );

  const outboxTo = (recipient: string) =>
    queryRows<{ subject: string; body: string }>(
      db(),
      sql`select subject, body from notification_outbox where recipient = ${recipient} order by id`,
    );

  let hour = 0;
  /** A company service of the company, and a ticket of it at an hour of its own. */
  async function serviceOf(companyId: number) {
    const [cs] = await db()
      .insert(companyServices)
      .values({ companyId, serviceId: ServiceId.Landscaping, serviceCallPriceCents: 0 })
      .returning();
    return required(cs, 'the company service').id;
  }
  const ticketOf = (companyServiceId: number, overrides: Parameters<typeof createTicket>[1] = {}) =>
    createTicket(db(), {
      companyServiceId,
      holdsSlot: false,
      scheduledAt: new Date(Date.parse('2026-07-01T15:00:00Z') + ++hour * HOUR),
      ...overrides,
    });

  it('answers 401 to company and customer tokens, and without a token', async () => {
    const company = (await companyMember(inject, ctx.database.db)).token;
    const customer = (await signedInCustomer(inject, ctx.database.db)).token;
    for (const token of [company, customer, undefined]) {
      expect((await call('GET', '/api/staff/companies', token)).statusCode).toBe(401);
      expect((await call('GET', '/api/staff/companies/1', token)).statusCode).toBe(401);
      expect((await call('PUT', '/api/staff/companies/1', token, { suspended: true, reason: 'x' })).statusCode).toBe(
        401,
      );
    }
  });

  it('lists companies with their state (invited included), public score, jobs and commission; filters and pages', async () => {
    const tag = `Zq${unique()}`;
    const live = await createCompany(db(), { name: `${tag} A Live`, liveAt: new Date('2026-01-05T18:00:00Z') });
    const invited = await createCompany(db(), { name: `${tag} B Invited`, state: 'setting_up' });
    await db()
      .insert(companyUsers)
      .values({ companyId: invited.id, email: `owner-${unique()}@example.com`, role: 'owner', passwordHash: null });
    const settingUp = await createCompany(db(), { name: `${tag} C Setting up`, state: 'setting_up' });
    await createCompanyUser(db(), { companyId: settingUp.id });
    const suspendedAt = new Date('2026-06-01T16:00:00Z');
    const suspended = await createCompany(db(), {
      name: `${tag} D Suspended`,
      state: 'suspended',
      suspendedReason: 'Unpaid invoices',
      suspendedAt,
    });

    // Scores over public reviews staff did not hide: 4 and 2 count; the hidden 1 and the private 5 do not.
    const review = (companyScore: number, extra: Partial<typeof reviews.$inferInsert> = {}) => ({
      companyId: live.id,
      userName: 'Rita R.',
      companyScore,
      upKeepScore: 5,
      ...extra,
    });
    await db()
      .insert(reviews)
      .values([
        review(4),
        review(2),
        review(1, { hiddenAt: TEST_NOW, hiddenReason: 'Abusive' }),
        review(5, { isPublic: false }),
      ]);
    // Jobs: booked tickets; a lapsed checkout never paid is none. Open: Pending, Scheduled, In Progress.
    const cs = await serviceOf(live.id);
    await ticketOf(cs, { statusId: T.Scheduled, confirmedAt: TEST_NOW });
    await ticketOf(cs, { statusId: T.InProgress, confirmedAt: TEST_NOW });
    await ticketOf(cs, { statusId: T.Completed, confirmedAt: TEST_NOW });
    await ticketOf(cs, { statusId: T.Cancelled, confirmedAt: null });

    const res = await call('GET', `/api/staff/companies?Query=${tag}`, support);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as StaffCompany[];
    expect(list.map((c) => c.id)).toEqual([live.id, invited.id, settingUp.id, suspended.id]);
    expect(res.json().pages).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 4, totalPages: 1 });
    expect(list[0]).toEqual({
      id: live.id,
      name: live.name,
      email: live.email,
      phoneNumber: live.phoneNumber,
      state: 'live',
      averageScore: 3,
      reviewCount: 2,
      jobCount: 3,
      openJobCount: 2,
      commissionPercent: 15,
      commissionOverride: null,
      liveAt: '2026-01-05T18:00:00.000Z',
      suspendedReason: null,
      suspendedAt: null,
    });
    expect(list.map((c) => c.state)).toEqual(['live', 'invited', 'setting_up', 'suspended']);
    expect(list[1]).toMatchObject({ averageScore: null, reviewCount: 0, jobCount: 0, openJobCount: 0 });
    expect(list[3]).toMatchObject({ suspendedReason: 'Unpaid invoices', suspendedAt: suspendedAt.toISOString() });

    for (const [state, id] of [
      ['invited', invited.id],
      ['setting_up', settingUp.id],
      ['live', live.id],
      ['suspended', suspended.id],
    ] as const) {
      const filtered = await call('GET', `/api/staff/companies?Query=${tag}&State=${state}`, support);
      expect(filtered.json().data.map((c: StaffCompany) => c.id)).toEqual([id]);
    }
    // By e-mail, and by id.
    const byEmail = await call('GET', `/api/staff/companies?Query=${encodeURIComponent(settingUp.email)}`, support);
    expect(byEmail.json().data.map((c: StaffCompany) => c.id)).toEqual([settingUp.id]);
    const byId = await call('GET', `/api/staff/companies?Query=${suspended.id}`, support);
    expect(byId.json().data.map((c: StaffCompany) => c.id)).toContain(suspended.id);
    // A page past the end still counts; a bad state or page is a 400.
    const past = await call('GET', `/api/staff/companies?Query=${tag}&Page=2`, support);
    expect(past.json()).toMatchObject({ data: [], pages: { pageNumber: 2, totalCount: 4, totalPages: 1 } });
    expect((await call('GET', '/api/staff/companies?State=closed', support)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/companies?Page=0', support)).statusCode).toBe(400);
    // Every company is listed without a filter (more than one page of the seed's? at least these).
    const all = await call('GET', '/api/staff/companies', support);
    expect(all.json().pages.totalCount).toBeGreaterThanOrEqual(4);
  });

  /** A company with a signed-in owner and completed jobs in June and May 2026 (valley months), paid. */
  async function companyWithEarnings() {
    const owner = await createCompanyUser(db());
    const cs = await serviceOf(owner.companyId);
    const completed = async (at: Date, priceCents: number) => {
      const ticket = await ticketOf(cs, {
        statusId: T.Completed,
        confirmedAt: at,
        completedAt: at,
        priceCents,
        feeCents: 499,
        totalCents: priceCents + 499,
        paidCents: priceCents + 499,
      });
      await db()
        .insert(ticketHistory)
        .values({ ticketId: ticket.id, statusId: T.Completed, userTypeId: UserTypeId.Company, createdAt: at });
      await db()
        .insert(payments)
        .values({
          ticketId: ticket.id,
          purpose: 'booking',
          provider: 'sandbox',
          providerIntentId: `pi_test_${unique()}`,
          amountCents: priceCents + 499,
          status: 'succeeded',
        });
      return ticket;
    };
    const june = await completed(new Date('2026-06-10T18:00:00Z'), 12_345);
    const may = await completed(new Date('2026-05-20T18:00:00Z'), 9_000);
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    return { ...owner, token, june, may };
  }

  it("shows a company with its recent jobs and this month's earnings, exactly as the company sees them", async () => {
    const c = await companyWithEarnings();
    const res = await call('GET', `/api/staff/companies/${c.companyId}`, support);
    expect(res.statusCode).toBe(200);
    const detail = res.json().data;
    expect(detail.company).toMatchObject({ id: c.companyId, state: 'live', jobCount: 2, openJobCount: 0 });
    expect(detail.jobs.map((j: { id: number }) => j.id).sort()).toEqual([c.june.id, c.may.id].sort());
    expect(detail.jobs.find((j: { id: number }) => j.id === c.june.id)).toEqual({
      id: c.june.id,
      status: 'Completed',
      statusId: T.Completed,
      scheduledDate: c.june.scheduledAt.toISOString(),
      serviceName: 'Landscaping',
      companyId: c.companyId,
      companyName: expect.any(String),
      customerName: 'Test Customer',
      email: 't@example.com',
      phoneNumber: '7025550100',
      customerId: c.june.customerId,
      totalPrice: 128.44,
      totalPaid: 128.44,
      // The ticket totals' paid (before refunds) and refunded, apart (issue 46).
      paid: 128.44,
      refunded: 0,
      createdDate: c.june.createdAt.toISOString(),
    });
    // The valley month of the tests' now (2026-06-15) unless told.
    const own = await call('GET', '/api/company/earnings?Month=2026-06', c.token);
    expect(detail.earnings).toEqual(own.json().data);
    expect(detail.earnings.month).toBe('2026-06');
    expect(detail.earnings.jobs.map((j: { ticketId: number }) => j.ticketId)).toEqual([c.june.id]);

    const may = await call('GET', `/api/staff/companies/${c.companyId}?Month=2026-05`, support);
    expect(may.json().data.earnings).toEqual(
      (await call('GET', '/api/company/earnings?Month=2026-05', c.token)).json().data,
    );
    expect(may.json().data.earnings.jobs.map((j: { ticketId: number }) => j.ticketId)).toEqual([c.may.id]);

    expect((await call('GET', `/api/staff/companies/${c.companyId}?Month=2026-13`, support)).statusCode).toBe(400);
    expect((await call('GET', '/api/staff/companies/99999999', support)).statusCode).toBe(404);
    expect((await call('PUT', '/api/staff/companies/99999999', admin, { commissionPercent: 5 })).statusCode).toBe(404);
  });

  it("changes a company's commission (admins only): earnings follow, null is back to the setting, audited", async () => {
    const c = await companyWithEarnings();
    const url = `/api/staff/companies/${c.companyId}`;
    const refused = await call('PUT', url, support, { commissionPercent: 10 });
    expect(refused.statusCode).toBe(403);
    expect((await call('PUT', url, admin, { commissionPercent: 101 })).statusCode).toBe(400);
    expect((await call('PUT', url, admin, { commissionPercent: -1 })).statusCode).toBe(400);

    const set = await call('PUT', url, admin, { commissionPercent: 10 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ id: c.companyId, commissionPercent: 10, commissionOverride: 10 });
    const own = (await call('GET', '/api/company/earnings?Month=2026-06', c.token)).json().data;
    // $123.45 of work at 10%.
    expect(own).toMatchObject({ commissionPercent: 10, totals: { workPaid: 123.45, commission: -12.35, net: 111.1 } });
    expect((await call('GET', url, support)).json().data.earnings).toEqual(own);
    // Another company still follows the setting.
    const other = await companyWithEarnings();
    expect((await call('GET', '/api/company/earnings?Month=2026-06', other.token)).json().data.commissionPercent).toBe(
      15,
    );

    const back = await call('PUT', url, admin, { commissionPercent: null });
    expect(back.json().data).toMatchObject({ commissionPercent: 15, commissionOverride: null });
    expect((await call('GET', '/api/company/earnings?Month=2026-06', c.token)).json().data.commissionPercent).toBe(15);

    expect(await auditOf(`company:${c.companyId}`)).toEqual([
      {
        action: 'company.commission',
        staff_email: adminEmail,
        before: { commissionPercent: null },
        after: { commissionPercent: 10 },
      },
      {
        action: 'company.commission',
        staff_email: adminEmail,
        before: { commissionPercent: 10 },
        after: { commissionPercent: null },
      },
    ]);
  });

  it('suspends with a reason: gone from offer search at once, booked jobs stay, owner told, going live refused; reinstated: back', async () => {
    const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
    const before = await offers();
    const offer = required(
      before.find((o) => o.companyServiceID === companyServiceId),
      "the test's company offered in 89102",
    );
    const companyId = offer.companyID;
    const owner = await createCompanyUser(db(), { companyId });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    const booked = await ticketOf(offer.companyServiceID, {
      statusId: T.Scheduled,
      confirmedAt: TEST_NOW,
      holdsSlot: true,
      scheduledAt: new Date('2031-05-06T17:00:00Z'),
    });
    const url = `/api/staff/companies/${companyId}`;

    const noReason = await call('PUT', url, support, { suspended: true });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.map((e: { field: string }) => e.field)).toContain('reason');
    expect((await call('PUT', url, support, { suspended: true, reason: '   ' })).statusCode).toBe(400);

    const suspended = await call('PUT', url, support, { suspended: true, reason: 'Three no-shows this week' });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().data).toMatchObject({
      id: companyId,
      state: 'suspended',
      suspendedReason: 'Three no-shows this week',
      suspendedAt: TEST_NOW.toISOString(),
    });
    expect((await offers()).map((o) => o.companyID)).not.toContain(companyId);
    const [job] = await db().select().from(tickets).where(eq(tickets.id, booked.id));
    expect(job).toMatchObject({ statusId: T.Scheduled, holdsSlot: true });
    const mails = await outboxTo(owner.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/suspended/);
    expect(mails[0]?.body).toContain('Three no-shows this week');
    const goLive = await call('POST', '/api/company/go-live', ownerToken);
    expect(goLive.statusCode).toBe(403);
    expect(goLive.json().message).toBe(Messages.companySuspended);
    expect((await call('PUT', url, support, { suspended: true, reason: 'Again' })).statusCode).toBe(409);
    const listed = await call('GET', `/api/staff/companies?State=suspended&Query=${companyId}`, support);
    expect(listed.json().data.map((c: StaffCompany) => c.id)).toContain(companyId);

    const reinstated = await call('PUT', url, support, { suspended: false, reason: 'Spoke with the owner' });
    expect(reinstated.statusCode).toBe(200);
    expect(reinstated.json().data).toMatchObject({ state: 'live' });
    expect((await offers()).map((o) => o.companyID)).toContain(companyId);
    expect((await call('PUT', url, support, { suspended: false, reason: 'Again' })).statusCode).toBe(409);
    const told = await outboxTo(owner.email);
    expect(told).toHaveLength(2);
    expect(told[1]?.body).toContain('Spoke with the owner');

    const audit = await auditOf(`company:${companyId}`);
    expect(audit.map((a) => [a.action, a.staff_email])).toEqual([
      ['company.suspend', supportEmail],
      ['company.reinstate', supportEmail],
    ]);
    expect(audit[0]).toMatchObject({
      before: { state: 'live', suspendedReason: null },
      after: { state: 'suspended', suspendedReason: 'Three no-shows this week' },
    });
    expect(audit[1]).toMatchObject({
      before: { state: 'suspended' },
      after: { state: 'live', reason: 'Spoke with the owner' },
    });
  });

  it('reinstates a company that never went live to setting up', async () => {
    const fresh = await createCompany(db(), { state: 'setting_up' });
    const url = `/api/staff/companies/${fresh.id}`;
    expect((await call('PUT', url, admin, { suspended: true, reason: 'Fake documents' })).json().data.state).toBe(
      'suspended',
    );
    expect((await call('PUT', url, admin, { suspended: false, reason: 'Checked' })).json().data.state).toBe(
      'setting_up',
    );
    // Without an owner account, the company's own address is told.
    expect((await outboxTo(fresh.email)).map((m) => m.subject)).toHaveLength(2);
  });
});
