/**
 * Issue 46, "Guests and e-mails": every e-mail a guest receives about their booking links through the booking's one
 * private link (`/my-booking/{token}`), landing on the page it is about (the extra charge to pay, the review), so it
 * opens without signing in on any browser; a signed-in customer's e-mails keep their own pages. The customer's
 * updates name the company user who did the work (or the company), never a crew member who did not.
 */
import { createHash } from 'node:crypto';
import { required, type TimeSlot, valleyDateTime } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { crews } from '../src/db/schema.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, paidBooking } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(146);
const HOUR = 3600_000;
/** A private link in an e-mail: its token and the query saying where it lands. */
const GUEST_LINK = /\/my-booking\/([A-Za-z0-9_-]{43})(\?[A-Za-z0-9=&]*)?/g;

describe.each(databaseKinds())('e-mails to guests and the people they name (%s)', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  const emailsTo = (recipient: string) =>
    queryRows<{ id: number; subject: string; body: string; html: string | null }>(
      db(),
      sql`select id, subject, body, html from notification_outbox
           where channel = 'email' and recipient = ${recipient} order by id`,
    );
  const linkRows = (ticketId: number) =>
    queryRows<{ token_hash: string }>(db(), sql`select token_hash from ticket_links where ticket_id = ${ticketId}`);
  /** The session a private link opens: no customer or guest token is sent, only the link's own token. */
  const openLink = (token: string) =>
    inject({ method: 'POST', url: '/api/customer/ticket-links/session', payload: { token } });
  const companyMove = (token: string, id: number, TicketsStatusID: number) =>
    inject({
      method: 'PUT',
      url: `/api/company/tickets/${id}`,
      headers: bearer(token),
      payload: { TicketsStatusID, Comments: '' },
    });

  /** A guest's paid booking and a signed-in owner of its company (named Olivia). */
  async function guestBooking(date: string) {
    const guest = await signInAsGuest(inject);
    const email = `guest-${Math.random().toString(36).slice(2)}@example.com`;
    const booking = await paidBooking(inject, { customerToken: guest, email, date });
    const owner = await createCompanyUser(db(), { companyId: booking.companyId, name: 'Olivia Owner' });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    // Signs the owner in again at the clock's time (a token from days before has expired).
    const signInAgain = () => signInCompanyUser(inject, owner.email, owner.password);
    return { ...booking, guest, email, ownerToken, signInAgain };
  }

  /** A free start of the ticket's company service, days ahead. */
  async function freeSlot(ticketId: number, daysAhead: number) {
    const [t] = await queryRows<{ company_service_id: number; duration_minutes: number }>(
      db(),
      sql`select company_service_id, duration_minutes from tickets where id = ${ticketId}`,
    );
    for (let d = daysAhead; d < daysAhead + 7; d++) {
      const date = valleyDateTime(new Date(TEST_NOW.getTime() + d * 86_400_000)).date;
      const res = await inject({
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        payload: { CompanyServiceID: t?.company_service_id, Date: date, Duration: t?.duration_minutes },
      });
      const slot = (res.json().data as TimeSlot[]).find((s) => s.isAvailable);
      if (slot) return { date, slot };
    }
    throw new Error('no free slot');
  }

  it("links every e-mail a guest receives through the booking's one private link, landing on its page", async () => {
    const b = await guestBooking('2026-06-24');
    const [confirmation] = await emailsTo(b.email);
    const token = required([...(confirmation?.body ?? '').matchAll(GUEST_LINK)][0], 'the confirmation link')[1] ?? '';

    // The company confirms, adds an extra charge; the guest moves the visit; the company starts and completes it.
    expect((await companyMove(b.ownerToken, b.ticketId, T.Scheduled)).statusCode).toBe(200);
    const charge = await inject({
      method: 'POST',
      url: `/api/company/tickets/${b.ticketId}/open-charges`,
      headers: bearer(b.ownerToken),
      payload: { Description: 'Haul away the branches', Price: 20, Duration: '00:30' },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const chargeId = charge.json().data.id as number;
    const { date, slot } = await freeSlot(b.ticketId, 12);
    const moved = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/reschedule/${b.ticketId}`,
      headers: bearer(b.guest),
      payload: { ScheduleID: slot.id, newDate: date },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    clock.now = new Date(new Date(slot.startsAt).getTime() - HOUR);
    try {
      const onTheDay = await b.signInAgain();
      expect((await companyMove(onTheDay, b.ticketId, T.InProgress)).statusCode).toBe(200);
      expect((await companyMove(onTheDay, b.ticketId, T.Completed)).statusCode).toBe(200);
    } finally {
      clock.now = TEST_NOW;
    }

    const mails = await emailsTo(b.email);
    const about = (words: RegExp) =>
      required(
        mails.find((m) => words.test(m.subject)),
        `the e-mail ${words}`,
      );
    const confirmed = about(/confirmed/i);
    const chargeMail = about(/extra charge/i);
    const rescheduled = about(/resched|moved|new time/i);
    const review = about(/how did/i);
    expect(mails.length).toBeGreaterThanOrEqual(6);
    for (const mail of mails) {
      // No sign-in wall: nothing links to the signed-in customer's pages.
      expect(mail.body).not.toMatch(/\/detail-ticket|\/payment-charge|\/create-review/);
      const links = [...mail.body.matchAll(GUEST_LINK)];
      expect(links.length, `a private link in "${mail.subject}"`).toBeGreaterThan(0);
      // One link per booking: every e-mail carries the confirmation's token.
      for (const link of links) expect(link[1]).toBe(token);
      expect(mail.html ?? '').toContain(`/my-booking/${token}`);
    }
    expect([...confirmed.body.matchAll(GUEST_LINK)][0]?.[2]).toBeUndefined();
    expect([...rescheduled.body.matchAll(GUEST_LINK)][0]?.[2]).toBeUndefined();
    expect([...chargeMail.body.matchAll(GUEST_LINK)][0]?.[2]).toBe(`?to=charge&charge=${chargeId}`);
    expect([...review.body.matchAll(GUEST_LINK)][0]?.[2]).toBe('?to=review');

    // The token opens this booking without any account, and it is the one link the booking has.
    const opened = await openLink(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.ticketId).toBe(b.ticketId);
    const session = opened.json().data.token as string;
    const charges = await inject({
      method: 'GET',
      url: `/api/customer/open-charges/ticket/${b.ticketId}`,
      headers: bearer(session),
    });
    expect(charges.statusCode).toBe(200);
    expect(await linkRows(b.ticketId)).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex') }]);
  });

  it("links a guest's cancellation receipt through the private link, and a signed-in customer's to their ticket", async () => {
    const b = await guestBooking('2026-06-25');
    const cancelled = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${b.ticketId}`,
      headers: bearer(b.guest),
      payload: { TicketsStatusID: T.Cancelled, Comments: 'Plans changed' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const receipt = required(
      (await emailsTo(b.email)).find((m) => /cancel/i.test(m.subject)),
      'the receipt',
    );
    const token = [...receipt.body.matchAll(GUEST_LINK)][0]?.[1] ?? '';
    expect((await openLink(token)).json().data?.ticketId).toBe(b.ticketId);
    expect(await linkRows(b.ticketId)).toHaveLength(1);

    const email = `signed-in-${Math.random().toString(36).slice(2)}@example.com`;
    const customer = await paidBooking(inject, { email, date: '2026-06-25' });
    await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${customer.ticketId}`,
      headers: bearer(customer.customer),
      payload: { TicketsStatusID: T.Cancelled, Comments: '' },
    });
    const own = required(
      (await emailsTo(email)).find((m) => /cancel/i.test(m.subject)),
      "the customer's receipt",
    );
    expect(own.body).toContain(`/detail-ticket?TicketId=${customer.ticketId}`);
    expect(own.body).not.toContain('/my-booking/');
  });

  it('names the company user who completed the job, never a crew member who did not (nor one still invited)', async () => {
    const b = await guestBooking('2026-06-26');
    const [crew] = await db()
      .insert(crews)
      .values({ companyId: b.companyId, name: 'Crew J', color: '#2f9e44' })
      .returning();
    await createCompanyUser(db(), {
      companyId: b.companyId,
      role: 'crew',
      crewId: crew?.id,
      name: 'Jorge Invited',
      invited: true,
    });
    await db().execute(sql`update tickets set crew_id = ${crew?.id} where id = ${b.ticketId}`);
    expect((await companyMove(b.ownerToken, b.ticketId, T.Scheduled)).statusCode).toBe(200);
    const [visit] = await queryRows<{ scheduled_at: string | Date }>(
      db(),
      sql`select scheduled_at from tickets where id = ${b.ticketId}`,
    );
    clock.now = new Date(new Date(visit?.scheduled_at ?? 0).getTime() - HOUR);
    try {
      const onTheDay = await b.signInAgain();
      // On the way before starting: a job in progress is past "on my way" (issue 46).
      const onMyWay = await inject({
        method: 'POST',
        url: `/api/company/tickets/${b.ticketId}/on-my-way`,
        headers: bearer(onTheDay),
        payload: {},
      });
      expect(onMyWay.statusCode, onMyWay.body).toBe(200);
      expect((await companyMove(onTheDay, b.ticketId, T.InProgress)).statusCode).toBe(200);
      expect((await companyMove(onTheDay, b.ticketId, T.Completed)).statusCode).toBe(200);
    } finally {
      clock.now = TEST_NOW;
    }
    const words = (
      await queryRows<{ body: string }>(db(), sql`select body from notification_outbox where ticket_id = ${b.ticketId}`)
    )
      .map((r) => r.body)
      .join('\n');
    expect(words).toMatch(/Olivia from .+ marked the work as done\./);
    expect(words).toMatch(/Olivia from .+ has started the work\./);
    expect(words).toMatch(/Olivia from .+ is on the way/);
    expect(words).not.toContain('Jorge');
  });
});
