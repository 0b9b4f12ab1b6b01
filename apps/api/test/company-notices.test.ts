/**
 * Issue 46: one rule for who in a company is told what. A reschedule and a cancellation reach the same people a new
 * booking's alert does (the owners and the users with alerts on, /pro/team), each e-mail with the job's link in the
 * portal and a text to their numbers; not the company's contact address beside them. And one figure on both sides:
 * the hours the customer is told the company has to confirm are the hours the company's alert gives it.
 */
import { confirmWithinHours, required, type TimeSlot, valleyDateTime } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { sweepBookingAlerts } from '../src/modules/messages/booking-alerts/service.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, paidBooking } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';

const nextAddress = clientAddresses(147);
const MINUTE = 60_000;

describe.each(databaseKinds())("what a company's people are told (%s)", (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  const messages = (ticketId: number, since: Date) =>
    queryRows<{ channel: string; recipient: string; subject: string; body: string; topic: string | null }>(
      db(),
      sql`select channel, recipient, subject, body, topic from notification_outbox
           where ticket_id = ${ticketId} and created_at >= ${since.toISOString()}::timestamptz order by id`,
    );

  it('tells of a reschedule and a cancellation the people a new booking alerts, each with the job’s link', async () => {
    const email = `alerts-${Math.random().toString(36).slice(2)}@example.com`;
    const b = await paidBooking(inject, { email, date: '2026-06-24' });
    // Someone of the office with alerts on (a number typed as people type it), and one with them off.
    const sam = await createCompanyUser(db(), { companyId: b.companyId, role: 'staff', name: 'Sam Alerts' });
    await db().execute(
      sql`update company_users set booking_alerts = true, phone_number = '(725) 555-0199' where id = ${sam.user.id}`,
    );
    const quinn = await createCompanyUser(db(), { companyId: b.companyId, role: 'staff', name: 'Quinn Quiet' });
    const [company] = await queryRows<{ email: string }>(
      db(),
      sql`select email from companies where id = ${b.companyId}`,
    );

    try {
      // The booking still Pending half an hour on: its reminder goes to the people a new booking alerts.
      clock.now = new Date(TEST_NOW.getTime() + 31 * MINUTE);
      const remindedAt = clock.now;
      expect((await sweepBookingAlerts(depsOf(ctx.app), clock.now)).reminded).toContain(b.ticketId);
      const reminder = (await messages(b.ticketId, remindedAt)).filter((m) => m.topic === 'booking-alert');
      const alerted = new Set(reminder.filter((m) => m.channel === 'email').map((m) => m.recipient));
      const alertedPhones = new Set(reminder.filter((m) => m.channel === 'sms').map((m) => m.recipient));
      expect(alerted.has(sam.email)).toBe(true);
      expect(alerted.has(quinn.email)).toBe(false);
      expect(alertedPhones.has('+17255550199')).toBe(true);

      // The customer moves the visit.
      clock.now = new Date(TEST_NOW.getTime() + 40 * MINUTE);
      const movedAt = clock.now;
      const [t] = await queryRows<{ company_service_id: number; duration_minutes: number }>(
        db(),
        sql`select company_service_id, duration_minutes from tickets where id = ${b.ticketId}`,
      );
      let free: { date: string; slot: TimeSlot } | undefined;
      for (let d = 12; d < 20 && !free; d++) {
        const date = valleyDateTime(new Date(TEST_NOW.getTime() + d * 86_400_000)).date;
        const res = await inject({
          method: 'POST',
          url: '/api/customer/company-calendar/schedules',
          payload: { CompanyServiceID: t?.company_service_id, Date: date, Duration: t?.duration_minutes },
        });
        const slot = (res.json().data as TimeSlot[]).find((s) => s.isAvailable);
        if (slot) free = { date, slot };
      }
      const target = required(free, 'a free slot');
      const moved = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/reschedule/${b.ticketId}`,
        headers: bearer(b.customer),
        payload: { ScheduleID: target.slot.id, newDate: target.date },
      });
      expect(moved.statusCode, moved.body).toBe(200);

      // Then cancels it.
      clock.now = new Date(TEST_NOW.getTime() + 50 * MINUTE);
      const cancelledAt = clock.now;
      const cancelled = await inject({
        method: 'PUT',
        url: `/api/customer/ticket/${b.ticketId}`,
        headers: bearer(b.customer),
        payload: { TicketsStatusID: T.Cancelled, Comments: 'Plans changed' },
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);

      const toCompany = (rows: Awaited<ReturnType<typeof messages>>) =>
        rows.filter((m) => m.topic === 'company-notice');
      const rescheduled = toCompany(await messages(b.ticketId, movedAt)).filter(
        (m) => m.channel === 'sms' || /rescheduled/.test(m.subject),
      );
      const cancellation = toCompany(await messages(b.ticketId, cancelledAt));
      for (const [what, rows] of [
        ['reschedule', rescheduled],
        ['cancellation', cancellation],
      ] as const) {
        const mails = rows.filter((m) => m.channel === 'email');
        const texts = rows.filter((m) => m.channel === 'sms');
        expect(new Set(mails.map((m) => m.recipient)), what).toEqual(alerted);
        expect(new Set(texts.map((m) => m.recipient)), what).toEqual(alertedPhones);
        for (const m of [...mails, ...texts]) expect(m.body, what).toContain(`/pro/jobs/${b.ticketId}`);
      }
      // Not the contact address beside the owner (unless an owner's own).
      if (!alerted.has(company?.email ?? '')) {
        expect(cancellation.map((m) => m.recipient)).not.toContain(company?.email);
      }
    } finally {
      clock.now = TEST_NOW;
    }
  });

  it('tells the customer the hours the company is given to confirm, the same figure on both sides', async () => {
    const email = `within-${Math.random().toString(36).slice(2)}@example.com`;
    const b = await paidBooking(inject, { email, date: '2026-06-26' });
    const [t] = await queryRows<{ scheduled_at: string | Date }>(
      db(),
      sql`select scheduled_at from tickets where id = ${b.ticketId}`,
    );
    const within = confirmWithinHours(new Date(t?.scheduled_at ?? 0), 2, TEST_NOW);
    // The visit is days off: the company has more than a day, and the customer is not told "24 hours".
    expect(within).toBeGreaterThan(24);
    const rows = await messages(b.ticketId, TEST_NOW);
    const toCustomer = required(
      rows.find((m) => m.channel === 'email' && m.recipient === email),
      'the confirmation',
    );
    expect(toCustomer.body).toContain(`They confirm within ${within} hours.`);
    const alerts = rows.filter((m) => m.channel === 'email' && m.topic === 'booking-alert');
    expect(alerts.length).toBeGreaterThan(0);
    for (const alert of alerts) expect(alert.body).toContain(`(within ${within} hours, as the customer was told)`);
  });
});
