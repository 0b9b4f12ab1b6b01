/**
 * Nobody misses a booking (issue 26): a new booking is announced to its company at once (the owner and the
 * users who chose it, by e-mail and text, with the link to the job; never anyone else), a reminder 30 minutes
 * later while still Pending, a last call to the owner four hours before the expiry rule, each once whatever
 * the sweeps; the portal's count of jobs needing action; each user's alert setting on the team.
 */
import { type Offer, required, ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { companyUsers, moveRequests, plans } from '../src/db/schema.ts';
import { depsOf } from '../src/lib/deps.ts';
import { announceBooking } from '../src/modules/messages/booking-alerts/service.ts';
import { TicketStatusId as T, UserTypeId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { sweepJobs } from '../src/modules/tickets/sweeps/service.ts';
import {
  createCompanyUser,
  createTicket,
  type LiveCompanyOptions,
  liveCompany,
  paidBooking,
  signedInCustomer,
  signedInStaff,
  yardForm,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(91);
const HOUR = 3600_000;
const MINUTE = 60_000;

describe.each(databaseKinds())('booking alerts on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const deps = () => ({ ...depsOf(ctx.app), provider: new SandboxProvider(db(), () => clock.now) });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  let phone = 0;
  const nextPhone = () => `70255520${String(++phone).padStart(2, '0')}`;

  /** A staff member of the company, with a mobile number, who chose (or not) to be told of new bookings. */
  async function member(companyId: number, bookingAlerts: boolean) {
    const created = await createCompanyUser(db(), { companyId, role: 'staff' });
    const phoneNumber = nextPhone();
    await db()
      .update(companyUsers)
      .set({ bookingAlerts, phoneNumber })
      .where(sql`${companyUsers.id} = ${created.user.id}`);
    return { ...created, phoneNumber };
  }

  /**
   * A live company of its own (landscaping, in 89102, where the booking funnel books), its owner (mobile number set)
   * signed in, a told and an untold member. `service` overrides its service's prices.
   */
  async function newCompany(service: LiveCompanyOptions['service'] = {}) {
    const live = await liveCompany(db(), { zipCode: '89102', service });
    const owner = await createCompanyUser(db(), { companyId: live.companyId });
    const ownerPhone = nextPhone();
    await db().update(companyUsers).set({ phoneNumber: ownerPhone }).where(sql`${companyUsers.id} = ${owner.user.id}`);
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    const told = await member(owner.companyId, true);
    const untold = await member(owner.companyId, false);
    return {
      companyId: owner.companyId,
      companyServiceId: live.companyServiceId,
      owner: { ...owner, phoneNumber: ownerPhone },
      token,
      told,
      untold,
    };
  }
  type Company = Awaited<ReturnType<typeof newCompany>>;

  let slot = 0;
  /** A Pending booking of the company (paid), starting at `start`. */
  async function pending(c: Company, start: Date, statusId: number = T.Pending) {
    return createTicket(db(), {
      companyServiceId: c.companyServiceId,
      companyId: c.companyId,
      statusId,
      confirmedAt: TEST_NOW,
      scheduledAt: new Date(start.getTime() + (++slot % 7) * 1000),
      holdsSlot: true,
      durationMinutes: 15,
    });
  }
  const announce = (ticketId: number, at: Date) =>
    db().transaction((tx) => announceBooking(depsOf(ctx.app), tx, ticketId, at));

  async function alertMessages(ticketId: number) {
    return queryRows<{ channel: string; recipient: string; subject: string; body: string; html: string | null }>(
      db(),
      sql`select channel, recipient, subject, body, html from notification_outbox
           where ticket_id = ${ticketId} and topic = 'booking-alert' order by id`,
    );
  }
  async function alertKinds(ticketId: number) {
    const rows = await queryRows<{ kind: string }>(
      db(),
      sql`select kind from ticket_alerts where ticket_id = ${ticketId} order by kind`,
    );
    return rows.map((r) => r.kind);
  }
  const recipients = (rows: { channel: string; recipient: string }[], channel: string) =>
    rows
      .filter((r) => r.channel === channel)
      .map((r) => r.recipient)
      .sort();
  const sms = (n: string) => `+1${n}`;

  it('announces a paid booking at once to the owner and the members who chose it, by e-mail and text, with the link', async () => {
    // The booked company has a member who chose the alerts and one who did not; another company is told nothing.
    const ours = await newCompany();
    const stranger = await newCompany();

    const booking = await paidBooking(inject, { companyServiceId: ours.companyServiceId });
    expect(booking.companyId).toBe(ours.companyId);
    const messages = await alertMessages(booking.ticketId);
    expect(recipients(messages, 'email')).toEqual([ours.owner.email, ours.told.email].sort());
    expect(recipients(messages, 'sms')).toEqual([sms(ours.owner.phoneNumber), sms(ours.told.phoneNumber)].sort());
    const everyone = messages.map((m) => m.recipient).join(' ');
    expect(everyone).not.toContain(ours.untold.email);
    expect(everyone).not.toContain(stranger.owner.email);
    expect(everyone).not.toContain(stranger.told.email);

    const link = `${ctx.app.config.publicUrl}/pro/jobs/${booking.ticketId}`;
    for (const m of messages) {
      expect(m.body).toContain(link);
      expect(m.body).toContain('Confirm it by');
    }
    const mail = required(
      messages.find((m) => m.channel === 'email'),
      'an e-mail',
    );
    expect(mail.subject).toContain(`#${booking.ticketId}`);
    expect(mail.body).toContain('Landscaping');
    expect(mail.body).toContain(`$${booking.total.toFixed(2)}`);
    expect(mail.html).toContain(`href="${link}"`);
    expect(await alertKinds(booking.ticketId)).toEqual(['announced']);

    // Announcing again (a retried validation) queues nothing more.
    await announce(booking.ticketId, TEST_NOW);
    expect(await alertMessages(booking.ticketId)).toHaveLength(messages.length);
  });

  it('announces an estimate request when it is made', async () => {
    const { serviceCall } = await yardForm(inject);
    const estimateOffers = async () =>
      (
        await inject({
          method: 'POST',
          url: '/api/customer/offer/new',
          payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [[serviceCall]] },
        })
      ).json().data as Offer[];
    // A company of its own whose on-site estimate is free.
    const c = await newCompany({ serviceCallPriceCents: 0 });
    const offer = required(
      (await estimateOffers()).find((o) => o.companyServiceID === c.companyServiceId),
      'the company with a free on-site estimate',
    );
    expect(offer.totalPrice).toBe(0);
    const told = c.told;
    const { token: customer } = await signedInCustomer(inject, db());
    const slots = (
      await inject({
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        payload: { CompanyServiceID: offer.companyServiceID, Date: '2026-06-18', Duration: offer.duration },
      })
    ).json().data as { id: number; isAvailable: boolean }[];
    const slot = required(
      slots.find((s) => s.isAvailable),
      'a free slot',
    );
    const created = await inject({
      method: 'POST',
      url: '/api/customer/ticket',
      headers: bearer(customer),
      payload: {
        ScheduledDate: '2026-06-18',
        ScheduleID: slot.id,
        CompanyServiceID: offer.companyServiceID,
        Name: 'Eve Estimate',
        Email: 'eve@example.com',
        PhoneNumber: '7025550177',
        Address: '4820 Sahara Ave, Las Vegas, NV 89102',
        ZipCode: '89102',
        Instructions: '',
        Origin: 'test',
        idFeatures: [[serviceCall]],
        DiscountCodeID: '',
        description: 'The lawn has brown patches.',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ticket = created.json().data as { id: number; isEstimate: boolean };
    expect(ticket.isEstimate).toBe(true);
    const messages = await alertMessages(ticket.id);
    expect(recipients(messages, 'email')).toContain(told.email);
    expect(recipients(messages, 'sms')).toContain(sms(told.phoneNumber));
    const mail = required(
      messages.find((m) => m.recipient === told.email),
      'the e-mail',
    );
    expect(mail.subject).toContain(`New estimate request #${ticket.id}`);
    expect(mail.body).toContain('Free estimate');
    expect(mail.body).toContain(`/pro/jobs/${ticket.id}`);
    expect(await alertKinds(ticket.id)).toEqual(['announced']);
  });

  it('reminds the same people once, 30 minutes later, only while still Pending', async () => {
    const c = await newCompany();
    const waiting = await pending(c, new Date(TEST_NOW.getTime() + 48 * HOUR));
    const confirmed = await pending(c, new Date(TEST_NOW.getTime() + 49 * HOUR));
    await announce(waiting.id, TEST_NOW);
    await announce(confirmed.id, TEST_NOW);
    const announced = (await alertMessages(waiting.id)).length;
    expect(recipients(await alertMessages(waiting.id), 'email')).toEqual([c.owner.email, c.told.email].sort());
    expect(recipients(await alertMessages(waiting.id), 'sms')).toEqual(
      [sms(c.owner.phoneNumber), sms(c.told.phoneNumber)].sort(),
    );
    // The company confirms one of them.
    const moved = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${confirmed.id}`,
      headers: bearer(c.token),
      payload: { TicketsStatusID: T.Scheduled, Comments: '' },
    });
    expect(moved.statusCode).toBe(200);

    await sweepJobs(deps(), new Date(TEST_NOW.getTime() + 29 * MINUTE));
    expect(await alertKinds(waiting.id)).toEqual(['announced']);

    await sweepJobs(deps(), new Date(TEST_NOW.getTime() + 30 * MINUTE));
    await sweepJobs(deps(), new Date(TEST_NOW.getTime() + 31 * MINUTE));
    expect(await alertKinds(waiting.id)).toEqual(['announced', 'reminder']);
    const reminders = (await alertMessages(waiting.id)).slice(announced);
    expect(recipients(reminders, 'email')).toEqual([c.owner.email, c.told.email].sort());
    expect(recipients(reminders, 'sms')).toEqual([sms(c.owner.phoneNumber), sms(c.told.phoneNumber)].sort());
    expect(reminders.every((m) => m.subject === '' || m.subject.includes('Reminder'))).toBe(true);
    expect(await alertKinds(confirmed.id)).toEqual(['announced']);
  });

  it('gives the owner alone one last call four hours before the expiry rule', async () => {
    const c = await newCompany();
    const start = new Date(TEST_NOW.getTime() + 30 * HOUR);
    const ticket = await pending(c, start);
    await announce(ticket.id, TEST_NOW);
    const expiry = ticket.scheduledAt.getTime() - 2 * HOUR;
    const lastCall = expiry - 4 * HOUR;

    await sweepJobs(deps(), new Date(lastCall - MINUTE));
    expect(await alertKinds(ticket.id)).toEqual(['announced', 'reminder']);
    const before = (await alertMessages(ticket.id)).length;

    await sweepJobs(deps(), new Date(lastCall));
    await sweepJobs(deps(), new Date(lastCall + MINUTE));
    expect(await alertKinds(ticket.id)).toEqual(['announced', 'last_call', 'reminder']);
    const calls = (await alertMessages(ticket.id)).slice(before);
    expect(recipients(calls, 'email')).toEqual([c.owner.email]);
    expect(recipients(calls, 'sms')).toEqual([sms(c.owner.phoneNumber)]);
    expect(calls.find((m) => m.channel === 'email')?.subject).toContain('Last call');
  });

  it('a booking made too late gets what still applies, never a reminder after its expiry', async () => {
    const c = await newCompany();
    // Booked 3 hours before its start: already past its last call, 1 hour before its expiry.
    const late = await pending(c, new Date(TEST_NOW.getTime() + 3 * HOUR));
    // Booked 2 hours 20 minutes before: it expires 20 minutes later, before any reminder.
    const later = await pending(c, new Date(TEST_NOW.getTime() + 2 * HOUR + 20 * MINUTE));
    await announce(late.id, TEST_NOW);
    await announce(later.id, TEST_NOW);
    await sweepJobs(deps(), TEST_NOW);
    expect(await alertKinds(late.id)).toEqual(['announced', 'last_call']);
    expect(await alertKinds(later.id)).toEqual(['announced', 'last_call']);
    await sweepJobs(deps(), new Date(TEST_NOW.getTime() + 30 * MINUTE));
    expect(await alertKinds(late.id)).toEqual(['announced', 'last_call', 'reminder']);
    expect(await alertKinds(later.id)).toEqual(['announced', 'last_call']);
  });

  it('counts the jobs needing action: Pending bookings and moves waiting for the company', async () => {
    const c = await newCompany();
    const other = await newCompany();
    const count = async (token: string) => {
      const res = await inject({ method: 'GET', url: '/api/company/tickets/needs-action', headers: bearer(token) });
      expect(res.statusCode).toBe(200);
      return res.json().data.count as number;
    };
    expect(await count(c.token)).toBe(0);
    await pending(c, new Date('2026-08-01T16:00:00Z'));
    await pending(c, new Date('2026-08-02T16:00:00Z'));
    const moving = await pending(c, new Date('2026-08-03T16:00:00Z'), T.Scheduled);
    await pending(c, new Date('2026-08-04T16:00:00Z'), T.Scheduled);
    await pending(c, new Date('2026-08-05T16:00:00Z'), T.Cancelled);
    await db()
      .insert(moveRequests)
      .values({
        ticketId: moving.id,
        fromAt: moving.scheduledAt,
        toAt: new Date('2026-08-06T16:00:00Z'),
        requestedBy: UserTypeId.Customer,
      });
    expect(await count(c.token)).toBe(3);
    expect(await count(other.token)).toBe(0);
    const customer = await signedInCustomer(inject, db());
    const staff = await signedInStaff(inject, db());
    for (const token of [customer.token, staff.token, '']) {
      const res = await inject({
        method: 'GET',
        url: '/api/company/tickets/needs-action',
        headers: token ? bearer(token) : {},
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('counts the plans needing action beside the jobs: plans to confirm and plan moves to answer (issue 46)', async () => {
    const c = await newCompany();
    const get = async () =>
      (await inject({ method: 'GET', url: '/api/company/tickets/needs-action', headers: bearer(c.token) })).json().data;
    expect(await get()).toEqual({ count: 0, jobs: 0, plans: 0 });
    let day = 0;
    const plan = async (status: string, moveToDate: string | null = null) => {
      // A plan's first visit waits unpaid (not confirmed) while the company has not confirmed the plan.
      const first = await pending(c, new Date(Date.parse('2026-09-01T16:00:00Z') + ++day * 24 * HOUR));
      await db()
        .insert(plans)
        .values({
          customerId: required(first.customerId, 'the customer'),
          companyId: c.companyId,
          companyServiceId: c.companyServiceId,
          firstTicketId: first.id,
          intervalWeeks: 1,
          rule: 'RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=TU',
          firstDate: '2026-09-01',
          startTime: '09:00',
          visitPriceCents: 10_000,
          status,
          generatedThrough: '2026-09-01',
          moveToDate,
          moveToTime: moveToDate ? '10:00' : null,
        });
      await db().execute(sql`update tickets set confirmed_at = null where id = ${first.id}`);
    };
    await plan('pending');
    expect(await get()).toEqual({ count: 1, jobs: 0, plans: 1 });
    await plan('active', '2026-09-08');
    await plan('active');
    await plan('cancelled');
    await pending(c, new Date('2026-10-01T16:00:00Z'));
    expect(await get()).toEqual({ count: 3, jobs: 1, plans: 2 });
  });

  describe('the alert setting of each team member', () => {
    const put = (token: string, id: number, payload: object) =>
      inject({ method: 'PUT', url: `/api/company/users/${id}/alerts`, headers: bearer(token), payload });

    it('the owner changes anyone of the company; a member their own; the owner stays on; never another company', async () => {
      const c = await newCompany();
      const other = await newCompany();
      const memberToken = await signInCompanyUser(inject, c.untold.email, c.untold.password);

      const team = (await inject({ method: 'GET', url: '/api/company/users', headers: bearer(c.token) })).json().data;
      expect(team.find((m: { id: number }) => m.id === c.owner.user.id)).toMatchObject({
        bookingAlerts: true,
        phoneNumber: c.owner.phoneNumber,
      });
      expect(team.find((m: { id: number }) => m.id === c.untold.user.id)).toMatchObject({ bookingAlerts: false });

      const mine = await put(memberToken, c.untold.user.id, { bookingAlerts: true, phoneNumber: '(702) 555-0199' });
      expect(mine.statusCode).toBe(200);
      expect(mine.json().data).toMatchObject({ bookingAlerts: true, phoneNumber: '7025550199' });

      const byOwner = await put(c.token, c.told.user.id, { bookingAlerts: false, phoneNumber: '' });
      expect(byOwner.statusCode).toBe(200);
      expect(byOwner.json().data).toMatchObject({ bookingAlerts: false, phoneNumber: null });

      expect((await put(memberToken, c.told.user.id, { bookingAlerts: true })).statusCode).toBe(403);
      expect((await put(memberToken, c.owner.user.id, { phoneNumber: '7025550100' })).statusCode).toBe(403);
      expect((await put(c.token, c.owner.user.id, { bookingAlerts: false })).statusCode).toBe(409);
      expect((await put(c.token, c.owner.user.id, { phoneNumber: '7025550123' })).statusCode).toBe(200);
      expect((await put(c.token, other.told.user.id, { bookingAlerts: false })).statusCode).toBe(404);
      expect((await put(c.token, 999_999, { bookingAlerts: false })).statusCode).toBe(404);

      const bad = await put(c.token, c.told.user.id, { phoneNumber: '70255501' });
      expect(bad.statusCode).toBe(400);
      expect(JSON.stringify(bad.json())).toContain('phoneNumber');
      expect((await put(c.token, c.told.user.id, {})).statusCode).toBe(400);

      // What was chosen is who is told.
      const ticket = await pending(c, new Date('2026-09-01T16:00:00Z'));
      await announce(ticket.id, TEST_NOW);
      const messages = await alertMessages(ticket.id);
      expect(recipients(messages, 'email')).toEqual([c.owner.email, c.untold.email].sort());
      expect(recipients(messages, 'sms')).toEqual([sms('7025550123'), sms('7025550199')].sort());
    });
  });
});
