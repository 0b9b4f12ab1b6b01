/**
 * UpKeep's at-risk queue (issue 26): Pending bookings past the owner's last call and not expired, jobs In
 * Progress for more than a day, refunds the provider refused; oldest first, with link and age; staff only
 * (support and admin). And the console's ticket list filters: status (id or name), company, visit dates.
 */
import { type AtRiskItem, required, ServiceId, type StaffTicketListItem } from '@upkeep/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyServices, payments, ticketHistory } from '../src/db/schema.ts';
import { TicketStatusId as T, UserTypeId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, createTicket, signedInCustomer, signedInStaff, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(97);
const HOUR = 3600_000;
const MINUTE = 60_000;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

describe.each(databaseKinds())('the at-risk queue on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let admin: string;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const get = (token: string, url: string) => inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    staff = (await signedInStaff(inject, ctx.database.db)).token;
    admin = (await signedInStaff(inject, ctx.database.db, 'admin')).token;
  });
  afterAll(() => ctx.close());

  async function newCompany() {
    const owner = await createCompanyUser(db());
    const [cs] = await db()
      .insert(companyServices)
      .values({ companyId: owner.companyId, serviceId: ServiceId.Landscaping, serviceCallPriceCents: 0 })
      .returning();
    return {
      companyId: owner.companyId,
      companyServiceId: required(cs, 'the company service').id,
      token: await signInCompanyUser(inject, owner.email, owner.password),
    };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  const ticket = (c: Company, statusId: number, scheduledAt: Date, name = 'Test Customer') =>
    createTicket(db(), {
      companyServiceId: c.companyServiceId,
      companyId: c.companyId,
      statusId,
      confirmedAt: new Date(TEST_NOW.getTime() - 48 * HOUR),
      scheduledAt,
      durationMinutes: 15,
      holdsSlot: statusId === T.Pending || statusId === T.Scheduled || statusId === T.InProgress,
      name,
    });
  const entered = (ticketId: number, statusId: number, createdAt: Date, userTypeId: number = UserTypeId.Company) =>
    db().insert(ticketHistory).values({ ticketId, statusId, comments: '', userTypeId, createdAt });
  const paid = (ticketId: number, amountCents: number, refundedCents = 0) =>
    db()
      .insert(payments)
      .values({
        ticketId,
        purpose: 'booking',
        provider: 'sandbox',
        providerIntentId: `pi_test_${unique()}`,
        amountCents,
        refundedCents,
        status: 'succeeded',
        succeededAt: new Date(TEST_NOW.getTime() - 48 * HOUR),
      });

  it('lists what is at risk, oldest first, with link and age; leaves the rest out', async () => {
    const c = await newCompany();
    // Expiry rule: 2 hours before the start; last call 4 hours before that.
    const expiring = await ticket(c, T.Pending, at(5 * HOUR), 'Ana Expiring'); // last call 1 hour ago
    const notYet = await ticket(c, T.Pending, at(7 * HOUR)); // last call in an hour
    const stuck = await ticket(c, T.InProgress, at(-40 * HOUR), 'Stu Stuck');
    await entered(stuck.id, T.InProgress, at(-30 * HOUR));
    const working = await ticket(c, T.InProgress, at(-12 * HOUR));
    await entered(working.id, T.InProgress, at(-10 * HOUR));
    const refused = await ticket(c, T.Declined, at(20 * HOUR), 'Ray Refused');
    await paid(refused.id, 5000);
    await entered(refused.id, T.Declined, at(-2 * HOUR));
    const refunded = await ticket(c, T.Declined, at(21 * HOUR));
    await paid(refunded.id, 5000, 5000);
    await entered(refunded.id, T.Declined, at(-3 * HOUR));
    const justNow = await ticket(c, T.Cancelled, at(22 * HOUR));
    await paid(justNow.id, 5000);
    await entered(justNow.id, T.Cancelled, at(-1 * MINUTE), UserTypeId.System);

    for (const token of [staff, admin]) {
      const res = await get(token, '/api/staff/at-risk');
      expect(res.statusCode, res.body).toBe(200);
      const items = (res.json().data as AtRiskItem[]).filter((i) => i.companyId === c.companyId);
      expect(items.map((i) => [i.kind, i.ticketId])).toEqual([
        ['stuck', stuck.id],
        ['refund_refused', refused.id],
        ['expiring', expiring.id],
      ]);
      expect(items[0]).toMatchObject({
        customerName: 'Stu Stuck',
        status: 'In Progress',
        since: at(-30 * HOUR).toISOString(),
        ageMinutes: 30 * 60,
        link: `/staff/tickets/${stuck.id}`,
      });
      expect(items[1]).toMatchObject({ status: 'Declined', ageMinutes: 120 });
      expect(items[1]?.detail).toContain('$50.00');
      expect(items[2]).toMatchObject({
        status: 'Pending',
        since: new Date(expiring.scheduledAt.getTime() - 6 * HOUR).toISOString(),
        ageMinutes: 60,
        link: `/staff/tickets/${expiring.id}`,
      });
      const ids = items.map((i) => i.ticketId);
      for (const left of [notYet.id, working.id, refunded.id, justNow.id]) expect(ids).not.toContain(left);
    }
  });

  it('opens to UpKeep staff only', async () => {
    const c = await newCompany();
    for (const token of [
      (await signedInCustomer(inject, ctx.database.db)).token,
      await signInAsGuest(inject),
      c.token,
      '',
    ]) {
      expect((await get(token, '/api/staff/at-risk')).statusCode).toBe(401);
    }
  });

  describe("the console's ticket list filters", () => {
    const list = async (query: string) => {
      const res = await get(staff, `/api/staff/tickets?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as StaffTicketListItem[];
    };

    it('filters by status (id or name), company and visit dates', async () => {
      const c = await newCompany();
      const other = await newCompany();
      // Valley dates: 2026-07-10 09:00 and 2026-07-12 09:00 (UTC-7), and one of another company.
      const early = await ticket(c, T.Pending, new Date('2026-07-10T16:00:00Z'));
      const late = await ticket(c, T.Scheduled, new Date('2026-07-12T16:00:00Z'));
      const elsewhere = await ticket(other, T.Pending, new Date('2026-07-10T16:00:00Z'));
      const ids = (rows: StaffTicketListItem[]) => rows.map((r) => r.id).sort((a, b) => a - b);

      expect(ids(await list(`companyId=${c.companyId}`))).toEqual([early.id, late.id]);
      expect(ids(await list(`companyId=${c.companyId}&status=${T.Pending}`))).toEqual([early.id]);
      expect(ids(await list(`companyId=${c.companyId}&status=scheduled`))).toEqual([late.id]);
      expect(ids(await list(`companyId=${c.companyId}&from=2026-07-11&to=2026-07-12`))).toEqual([late.id]);
      expect(ids(await list(`companyId=${c.companyId}&from=2026-07-10&to=2026-07-10`))).toEqual([early.id]);
      expect(ids(await list(`companyId=${c.companyId}&to=2026-07-11`))).toEqual([early.id]);
      const onTheTenth = ids(await list('status=Pending&from=2026-07-10&to=2026-07-10'));
      expect(onTheTenth).toContain(elsewhere.id);
      expect(onTheTenth).toContain(early.id);
      expect(onTheTenth).not.toContain(late.id);
      expect(ids(await list(`companyId=${c.companyId}&status=&from=&to=`))).toEqual([early.id, late.id]);
    });

    it('answers 400 naming the field', async () => {
      for (const [query, field] of [
        ['status=Lost', 'status'],
        ['status=99', 'status'],
        ['companyId=abc', 'companyId'],
        ['from=2026-7-1', 'from'],
        ['to=2026-02-30', 'to'],
        ['from=2026-07-12&to=2026-07-10', 'to'],
      ] as const) {
        const res = await get(staff, `/api/staff/tickets?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(JSON.stringify(res.json()), query).toContain(field);
      }
    });
  });
});
