/**
 * Settings as data (issue 15): every staff member reads the settings (each key of the contract's
 * SETTING_SCHEMAS, with its value and description), only admins change one, the value checked by the key's
 * schema and the change audited with its before and after; and the product reads the settings on each use,
 * so a change applies at once: the booking fee (GET /customer/ticket/fee and the checkout), the checkout's
 * hold (and the message of a lapsed one), the reschedule policy, the request expiry and the auto-completion.
 */
import { CHECKOUT_HOLD_MINUTES, type Offer, required, SETTING_KEYS, ServiceId, type TimeSlot } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { ticketHistory } from '../src/db/schema.ts';
import { depsOf } from '../src/lib/deps.ts';
import { TicketStatusId as T, UserTypeId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { sweepJobs } from '../src/modules/tickets/sweeps/service.ts';
import { createTicket, signedInCustomer, signedInStaff, yardForm } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest } from './sign-in.ts';

const HOUR = 3600_000;
/** Wednesday 2026-06-17, two days after the tests' "now". */
const DATE = '2026-06-17';

describe.each(databaseKinds())('staff settings on %s', (kind) => {
  let ctx: TestContext;
  let support: string;
  let admin: string;
  let adminEmail: string;
  const clock = { now: TEST_NOW };
  const nextAddress = clientAddresses(151);
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
    support = (await signedInStaff(inject, ctx.database.db)).token;
    ({ token: admin, email: adminEmail } = await signedInStaff(inject, ctx.database.db, 'admin'));
  });
  afterAll(() => ctx.close());

  const settings = async (token = admin) => {
    const res = await inject({ method: 'GET', url: '/api/staff/settings', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { key: string; value: unknown; description: string }[];
  };
  const put = (key: string, payload: unknown, token = admin) =>
    inject({ method: 'PUT', url: `/api/staff/settings/${key}`, headers: bearer(token), payload: payload as object });
  const set = async (key: string, value: unknown) => {
    const res = await put(key, { value });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('lists every setting with its value and description, to support and admins alike', async () => {
    for (const token of [support, admin]) {
      const list = await settings(token);
      expect(list.map((s) => s.key)).toEqual(SETTING_KEYS);
      for (const s of list) expect(s.description.length, s.key).toBeGreaterThan(20);
      // Plain words for a person: no API paths, no keys or field names.
      for (const s of list) {
        expect(s.description, s.key).not.toMatch(
          /\b(GET|POST|PUT|DELETE) \/|\/customer\/|[a-z]+_[a-z_]+|\b[a-z]+[A-Z][a-zA-Z]+\b/,
        );
      }
      expect(list).toContainEqual(expect.objectContaining({ key: 'ticket_fee_cents', value: 499 }));
      expect(list).toContainEqual(
        expect.objectContaining({ key: 'checkout_hold_minutes', value: CHECKOUT_HOLD_MINUTES }),
      );
    }
    expect((await inject({ method: 'GET', url: '/api/staff/settings' })).statusCode).toBe(401);
  });

  it('lets only admins change a setting', async () => {
    const refused = await put('team_email', { value: 'support-team@upkeep.test' }, support);
    expect(refused.statusCode).toBe(403);
    expect((await settings()).find((s) => s.key === 'team_email')?.value).toBe('team@upkeep.test');
  });

  it('checks the value by the key’s schema: a 400 naming `value` with the schema’s message', async () => {
    const cases: [string, unknown][] = [
      ['ticket_fee_cents', -1],
      ['ticket_fee_cents', 4.5],
      ['ticket_fee_cents', '4.99'],
      ['ticket_fee_cents', true],
      ['ticket_fee_cents', '0x10'],
      ['checkout_hold_minutes', 1],
      ['checkout_hold_minutes', 500],
      ['reschedule_policy', { freeHoursBefore: 24 }],
      ['marketplace_commission_percent', 101],
      ['team_email', 'not an e-mail'],
      ['auto_complete_days', 0],
      ['request_expiry_hours', null],
    ];
    for (const [key, value] of cases) {
      const res = await put(key, { value });
      expect(res.statusCode, `${key} = ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().message).toMatch(/^value: /);
      expect(res.json().errors?.[0]?.field).toBe('value');
    }
    const missing = await put('ticket_fee_cents', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors?.[0]?.field).toBe('value');
    const tooSmall = await put('checkout_hold_minutes', { value: 1 });
    expect(tooSmall.json().errors[0].message).toMatch(/5/);
    expect((await put('no_such_setting', { value: 1 })).statusCode).toBe(400);
    // Nothing was stored or audited by the refusals.
    expect((await settings()).find((s) => s.key === 'ticket_fee_cents')?.value).toBe(499);
  });

  it('stores a change and writes it to the audit log with its before and after', async () => {
    const saved = await set('team_email', 'desk@upkeep.test');
    expect(saved).toMatchObject({ key: 'team_email', value: 'desk@upkeep.test' });
    expect((await settings(support)).find((s) => s.key === 'team_email')?.value).toBe('desk@upkeep.test');
    const log = await inject({
      method: 'GET',
      url: '/api/staff/audit-log?Target=setting:team_email',
      headers: bearer(admin),
    });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().data[0]).toMatchObject({
      staffEmail: adminEmail,
      action: 'setting.update',
      target: 'setting:team_email',
      before: 'team@upkeep.test',
      after: 'desk@upkeep.test',
    });
  });

  describe('the product reads the settings at once', () => {
    /** A guest's checkout of the first landscaper of 89102 on DATE. */
    async function checkout() {
      const { form } = await yardForm(inject);
      const offers = (
        await inject({
          method: 'POST',
          url: '/api/customer/offer/new',
          payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
        })
      ).json().data as Offer[];
      const offer = required(
        offers.find((o) => o.totalPrice > 0),
        'a paid offer',
      );
      const slots = (
        await inject({
          method: 'POST',
          url: '/api/customer/company-calendar/schedules',
          payload: { CompanyServiceID: offer.companyServiceID, Date: DATE, Duration: offer.duration },
        })
      ).json().data as TimeSlot[];
      const slot = required(
        slots.find((s) => s.isAvailable),
        'a free slot',
      );
      const guest = await signInAsGuest(inject);
      const res = await inject({
        method: 'POST',
        url: '/api/customer/ticket',
        headers: bearer(guest),
        payload: {
          ScheduledDate: DATE,
          ScheduleID: slot.id,
          CompanyServiceID: offer.companyServiceID,
          idFeatures: [form],
          Name: 'Sid Settings',
          Email: `sid${slot.id}-${Date.now()}@example.com`,
          PhoneNumber: '(702) 555-0199',
          Address: '4820 Sahara Ave, Las Vegas, NV 89102',
          ZipCode: '89102',
          Origin: 'test',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return { guest, ticket: res.json().data, offer };
    }

    it('the booking fee: GET /customer/ticket/fee and the checkout', async () => {
      const fee = async () => (await inject({ method: 'GET', url: '/api/customer/ticket/fee' })).json().data;
      // (The answer also states the cancellation policy, issue 46.)
      expect(await fee()).toMatchObject({ fee: 4.99, feeCents: 499 });
      await set('ticket_fee_cents', 750);
      expect(await fee()).toMatchObject({ fee: 7.5, feeCents: 750 });
      const { ticket, offer } = await checkout();
      expect(ticket.fee).toBe(7.5);
      expect(ticket.total).toBeCloseTo(offer.totalPrice + 7.5, 2);
      await set('ticket_fee_cents', 499);
    });

    it('the checkout hold, and the message of a lapsed one', async () => {
      await set('checkout_hold_minutes', 30);
      const { guest, ticket } = await checkout();
      expect(ticket.holdExpiresAt).toBe(new Date(clock.now.getTime() + 30 * 60_000).toISOString());
      // The hold lapsed and was released: the payment is refused, naming the setting's minutes.
      await db().execute(
        sql`update tickets set holds_slot = false, status_id = ${T.Cancelled}, hold_expires_at = null where id = ${ticket.id}`,
      );
      await set('checkout_hold_minutes', 20);
      const late = await inject({
        method: 'POST',
        url: '/api/customer/payment',
        headers: bearer(guest),
        payload: { TicketID: ticket.id },
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().message).toContain('expired after 20 minutes');
      await set('checkout_hold_minutes', CHECKOUT_HOLD_MINUTES);
    });

    it('the reschedule policy', async () => {
      const customer = await signedInCustomer(inject, db());
      const ticket = await createTicket(db(), {
        customerId: customer.id,
        statusId: T.Scheduled,
        holdsSlot: false,
        confirmedAt: TEST_NOW,
        scheduledAt: new Date(TEST_NOW.getTime() + 30 * HOUR),
      });
      const token = customer.token;
      const fee = async () =>
        (
          await inject({
            method: 'GET',
            url: `/api/customer/ticket/reschedule-fee/${ticket.id}`,
            headers: bearer(token),
          })
        ).json().data;
      expect(await fee()).toMatchObject({ fee: 25, feeCents: 2500 });
      await set('reschedule_policy', { freeHoursBefore: 24, feeCents: 1000 });
      expect(await fee()).toMatchObject({ fee: 0, feeCents: 0 });
      await set('reschedule_policy', { freeHoursBefore: 36, feeCents: 1000 });
      const due = await fee();
      expect(due).toMatchObject({ fee: 10, feeCents: 1000 });
      expect(due.policy).toContain('36 hours');
    });

    it('the request expiry and the auto-completion of the System’s recurring job', async () => {
      const deps = { ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) };
      const start = new Date('2031-05-06T17:00:00Z');
      const pending = await createTicket(db(), {
        statusId: T.Pending,
        holdsSlot: false,
        confirmedAt: TEST_NOW,
        scheduledAt: start,
      });
      // 3 hours before: not yet under the default 2 hours, expired once the setting says 4.
      expect((await sweepJobs(deps, new Date(start.getTime() - 3 * HOUR))).expired).not.toContain(pending.id);
      await set('request_expiry_hours', 4);
      expect((await sweepJobs(deps, new Date(start.getTime() - 3 * HOUR))).expired).toContain(pending.id);
      const [expiry] = await queryRows<{ comments: string }>(
        db(),
        sql`select comments from ticket_history where ticket_id = ${pending.id} order by id desc limit 1`,
      );
      expect(expiry?.comments).toContain('4 hours before its start');

      const working = await createTicket(db(), {
        statusId: T.InProgress,
        holdsSlot: false,
        confirmedAt: TEST_NOW,
        scheduledAt: new Date('2031-05-07T17:00:00Z'),
        email: 'working@example.com',
      });
      const startedAt = new Date('2031-05-07T17:00:00Z');
      await db().insert(ticketHistory).values({
        ticketId: working.id,
        statusId: T.InProgress,
        comments: 'Start Service',
        userTypeId: UserTypeId.Company,
        createdAt: startedAt,
      });
      const afterTwoDays = new Date(startedAt.getTime() + 49 * HOUR);
      expect((await sweepJobs(deps, afterTwoDays)).completed).not.toContain(working.id);
      await set('auto_complete_days', 2);
      expect((await sweepJobs(deps, afterTwoDays)).completed).toContain(working.id);
      const told = await queryRows<{ body: string }>(
        db(),
        sql`select body from notification_outbox where recipient = 'working@example.com' and channel = 'email'`,
      );
      expect(told.some((m) => m.body.includes('marked as completed 2 days after it started'))).toBe(true);
    });
  });
});
