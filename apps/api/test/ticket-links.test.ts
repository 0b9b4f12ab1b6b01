/**
 * Issue 26, "A guest can reach their booking": every guest confirmation carries a private link to the ticket. Its
 * token is random (256 bits), only its SHA-256 is stored, it opens that one ticket (not another of the same guest
 * session), lasts until 30 days after the visit, staff can revoke it (and the sessions it opened stop), and a lost
 * link is asked for again on /find-my-booking with the same answer whether or not the e-mail and number match.
 */
import { createHash } from 'node:crypto';
import { TEST_CARDS, TICKET_LINK_INVALID_MESSAGE, TICKET_LINK_RESEND_MESSAGE } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { issueTicketLink } from '../src/modules/tickets/links/service.ts';
import { bookingAwaitingPayment, createStaffUser, paidBooking } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { bothDatabaseKinds, buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, send, signInAsGuest, signInStaff } from './sign-in.ts';

const DAY = 24 * 3600_000;
const LINK = /\/my-booking\/([A-Za-z0-9_-]+)/;

describe.each(databaseKinds())('private ticket links on %s', (kind) => {
  let ctx: TestContext;
  let now = TEST_NOW;
  const address = clientAddresses(61);
  const post = (url: string, payload: object, token?: string) =>
    send(ctx.app, {
      method: 'POST',
      url,
      payload,
      remoteAddress: address(),
      ...(token ? { headers: bearer(token) } : {}),
    });
  const get = (url: string, token: string) =>
    send(ctx.app, { method: 'GET', url, headers: bearer(token), remoteAddress: address() });

  const mails = (recipient: string) =>
    queryRows<{ channel: string; body: string; html: string | null; ticket_id: number | null }>(
      ctx.database.db,
      sql`select channel, body, html, ticket_id from notification_outbox where recipient = ${recipient} order by id`,
    );
  const linksOf = (ticketId: number) =>
    queryRows<{ token_hash: string; expires_at: string | Date; revoked_at: unknown; last_used_at: unknown }>(
      ctx.database.db,
      sql`select token_hash, expires_at, revoked_at, last_used_at from ticket_links where ticket_id = ${ticketId} order by id`,
    );

  /** A guest's paid booking, and the link its confirmation e-mail carries. */
  async function guestBooking(guestToken?: string, date = '2026-06-17') {
    const guest = guestToken ?? (await signInAsGuest(ctx.app));
    const email = `guest-${Math.random().toString(36).slice(2)}@example.com`;
    const booking = await paidBooking(ctx.app, { customerToken: guest, email, date });
    const mail = (await mails(email)).find((m) => m.channel === 'email' && LINK.test(m.body));
    const token = LINK.exec(mail?.body ?? '')?.[1];
    if (!token) throw new Error('the confirmation e-mail carries no private link');
    return { ...booking, guest, email, token };
  }

  const open = (token: string) => post('/api/customer/ticket-links/session', { token });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => now });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it("puts a random link in the guest's confirmation e-mail and text; only its hash is stored, until 30 days after the visit", async () => {
    const { ticketId, token, email } = await guestBooking();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(token).toHaveLength(43); // 32 bytes
    const confirmation = (await mails(email)).find((m) => m.channel === 'email');
    expect(confirmation?.html).toContain(`/my-booking/${token}`);
    const [text] = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox where channel = 'sms' and ticket_id = ${ticketId}`,
    );
    expect(text?.body).toMatch(LINK);

    const rows = await linksOf(ticketId);
    expect(rows.length).toBeGreaterThanOrEqual(1);
    const hash = createHash('sha256').update(token).digest('hex');
    expect(rows.map((r) => r.token_hash)).toContain(hash);
    const dump = JSON.stringify(
      await queryRows(ctx.database.db, sql`select * from ticket_links where ticket_id = ${ticketId}`),
    );
    expect(dump).not.toContain(token);
    const [ticket] = await queryRows<{ scheduled_at: string | Date }>(
      ctx.database.db,
      sql`select scheduled_at from tickets where id = ${ticketId}`,
    );
    const visit = new Date(ticket?.scheduled_at ?? 0).getTime();
    for (const row of rows) expect(new Date(row.expires_at).getTime()).toBe(visit + 30 * DAY);
  });

  it("answers the guest's own session the link for the confirmation page, never a customer", async () => {
    const { ticketId, guest, paymentIntentId } = await guestBooking();
    const validated = await post(
      '/api/customer/payment/validate',
      { TicketID: ticketId, PaymentIntentID: paymentIntentId },
      guest,
    );
    expect(validated.statusCode).toBe(200);
    const link = validated.json().data.privateLink as string;
    expect(link).toMatch(/^http.*\/my-booking\/[A-Za-z0-9_-]{43}$/);
    expect((await open(LINK.exec(link)?.[1] ?? '')).statusCode).toBe(200);

    const customer = await paidBooking(ctx.app, { email: `cust-${Date.now()}@example.com` });
    const again = await post(
      '/api/customer/payment/validate',
      { TicketID: customer.ticketId, PaymentIntentID: customer.paymentIntentId },
      customer.customer,
    );
    expect(again.json().data.privateLink).toBeUndefined();
  });

  it('gives a paid guest booking one private link: one row, the same link in the e-mail, the text and the confirmation page', async () => {
    const guest = await signInAsGuest(ctx.app);
    const email = `one-link-${Math.random().toString(36).slice(2)}@example.com`;
    const booked = await bookingAwaitingPayment(ctx.app, { customerToken: guest, email, date: '2026-06-23' });
    await post(`/api/sandbox/payment-intents/${booked.paymentIntentId}/confirm`, {
      clientSecret: booked.clientSecret,
      cardNumber: TEST_CARDS.succeeds,
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    const validate = () =>
      post(
        '/api/customer/payment/validate',
        { TicketID: booked.ticketId, PaymentIntentID: booked.paymentIntentId },
        guest,
      );
    const validated = await validate();
    expect(validated.statusCode).toBe(200);
    const shown = LINK.exec(validated.json().data.privateLink ?? '')?.[1];
    expect(shown).toBeDefined();

    // The e-mail and the text the payment sent carry that same link, and the ticket has that one link.
    const sent = await queryRows<{ channel: string; body: string }>(
      ctx.database.db,
      sql`select channel, body from notification_outbox where ticket_id = ${booked.ticketId} order by id`,
    );
    const carried = sent.flatMap((m) => [...m.body.matchAll(new RegExp(LINK, 'g'))].map((match) => match[1]));
    expect(new Set(sent.filter((m) => LINK.test(m.body)).map((m) => m.channel))).toEqual(new Set(['email', 'sms']));
    expect(new Set(carried)).toEqual(new Set([shown]));
    const rows = await linksOf(booked.ticketId);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).toBe(
      createHash('sha256')
        .update(shown ?? '')
        .digest('hex'),
    );

    // Validated again (the page reloaded), the guest is shown the same link, and no other is made.
    const again = await validate();
    expect(LINK.exec(again.json().data.privateLink ?? '')?.[1]).toBe(shown);
    expect(await linksOf(booked.ticketId)).toHaveLength(1);
  });

  it('opens that one ticket: every ticket call of it, and no other ticket of the same guest session', async () => {
    const first = await guestBooking();
    const second = await guestBooking(first.guest, '2026-06-18');
    const opened = await open(first.token);
    expect(opened.statusCode).toBe(200);
    const { token: session, ticketId } = opened.json().data;
    expect(ticketId).toBe(first.ticketId);

    expect((await get(`/api/customer/ticket/${first.ticketId}`, session)).statusCode).toBe(200);
    expect((await get(`/api/customer/ticket-history/ticket/${first.ticketId}`, session)).statusCode).toBe(200);
    expect((await get(`/api/customer/status-flow/${first.ticketId}`, session)).statusCode).toBe(200);
    expect((await get(`/api/customer/ticket/reschedule-fee/${first.ticketId}`, session)).statusCode).toBe(200);
    expect((await get(`/api/customer/open-charges/ticket/${first.ticketId}`, session)).statusCode).toBe(200);
    const pdf = await post(`/api/reports/ticket/${first.ticketId}`, {}, session);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');

    // The other ticket of the same guest session stays closed to the link's session.
    const other = await get(`/api/customer/ticket/${second.ticketId}`, session);
    expect(other.statusCode).toBe(401);
    expect((await post(`/api/reports/ticket/${second.ticketId}`, {}, session)).statusCode).toBe(401);
    const list = await get('/api/customer/ticket?PageNumber=1', session);
    expect(list.json().data.map((t: { ticketId?: number; id?: number }) => t.ticketId ?? t.id)).toEqual([
      first.ticketId,
    ]);
    // The guest's own session still has both.
    expect((await get(`/api/customer/ticket/${second.ticketId}`, first.guest)).statusCode).toBe(200);

    const [row] = await linksOf(first.ticketId);
    expect(row?.last_used_at).not.toBeNull();
  });

  it('answers one 404 for an unknown, malformed or expired link, and the session stops when the link expires', async () => {
    for (const token of ['A'.repeat(43), 'not a token!']) {
      const res = await open(token);
      expect([400, 404]).toContain(res.statusCode);
    }
    const unknown = await open('B'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TICKET_LINK_INVALID_MESSAGE);

    const { ticketId, token } = await guestBooking(undefined, '2026-06-19');
    const session = (await open(token)).json().data.token as string;
    const [link] = await linksOf(ticketId);
    const expiry = new Date(link?.expires_at ?? 0).getTime();
    try {
      now = new Date(expiry - 60_000);
      expect((await open(token)).statusCode).toBe(200);
      now = new Date(expiry + 1000);
      const expired = await open(token);
      expect(expired.statusCode).toBe(404);
      expect(expired.json().message).toBe(TICKET_LINK_INVALID_MESSAGE);
    } finally {
      now = TEST_NOW;
    }
    expect((await get(`/api/customer/ticket/${ticketId}`, session)).statusCode).toBe(200);
  });

  it("lets support staff revoke a ticket's links, audited: the link and its sessions stop", async () => {
    const { ticketId, token, guest } = await guestBooking(undefined, '2026-06-22');
    const session = (await open(token)).json().data.token as string;
    const staff = await createStaffUser(ctx.database.db, { role: 'support' });
    const staffToken = await signInStaff(ctx.app, staff.email, staff.password);

    const before = await get(`/api/staff/tickets/${ticketId}/links`, staffToken);
    expect(before.json().data).toMatchObject({ guestBooking: true });
    expect(before.json().data.liveCount).toBeGreaterThanOrEqual(1);
    expect(before.json().data.liveUntil).not.toBeNull();

    expect((await post(`/api/staff/tickets/${ticketId}/links/revoke`, {}, guest)).statusCode).toBe(401);
    const revoked = await post(`/api/staff/tickets/${ticketId}/links/revoke`, {}, staffToken);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data.revoked).toBeGreaterThanOrEqual(1);
    expect((await open(token)).statusCode).toBe(404);
    expect((await get(`/api/customer/ticket/${ticketId}`, session)).statusCode).toBe(401);
    const after = await get(`/api/staff/tickets/${ticketId}/links`, staffToken);
    expect(after.json().data).toMatchObject({ liveCount: 0, liveUntil: null });
    const audit = await queryRows<{ action: string; staff_email: string }>(
      ctx.database.db,
      sql`select action, staff_email from staff_audit_log where target = ${`ticket:${ticketId}`}`,
    );
    expect(audit).toEqual([{ action: 'ticket.links.revoke', staff_email: staff.email }]);
    expect((await post('/api/staff/tickets/999999/links/revoke', {}, staffToken)).statusCode).toBe(404);
  });

  it("answers /find-my-booking the same whether it matches, and mails a new link to the booking's e-mail only on a match", async () => {
    const { ticketId, email } = await guestBooking(undefined, '2026-06-23');
    const mailsBefore = (await mails(email)).length;
    const wrongEmail = `nobody-${Date.now()}@example.com`;
    const mismatch = await post('/api/customer/ticket-links/resend', { email: wrongEmail, ticketId });
    const wrongNumber = await post('/api/customer/ticket-links/resend', { email, ticketId: 999999 });
    const match = await post('/api/customer/ticket-links/resend', { email: email.toUpperCase(), ticketId });
    for (const res of [mismatch, wrongNumber, match]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ statusCode: 202, message: TICKET_LINK_RESEND_MESSAGE, data: null });
    }
    expect(await mails(wrongEmail)).toEqual([]);
    const after = await mails(email);
    expect(after).toHaveLength(mailsBefore + 1);
    const token = LINK.exec(after.at(-1)?.body ?? '')?.[1] ?? '';
    expect((await open(token)).json().data.ticketId).toBe(ticketId);
    // Its end said as people write dates ("Sat, Jan 2, 2027"), not "2027-01-02" (issue 46).
    expect(after.at(-1)?.body).toMatch(/The link works until [A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}\./);
    expect(after.at(-1)?.body).not.toMatch(/works until \d{4}-\d{2}-\d{2}/);

    // A second request within minutes sends nothing more, and says the same.
    const again = await post('/api/customer/ticket-links/resend', { email, ticketId });
    expect(again.json().message).toBe(TICKET_LINK_RESEND_MESSAGE);
    expect(await mails(email)).toHaveLength(mailsBefore + 1);
  });

  it("states the link's end as the valley's date, not UTC's: a visit at 5:30 PM ends its link that evening (issue 48)", async () => {
    const { ticketId, email } = await guestBooking(undefined, '2026-06-24');
    // 5:30 PM on Wednesday, June 24 in the valley (PDT) is 00:30 UTC on the 25th; the link lasts 30 days after it,
    // until 5:30 PM on Friday, July 24 in the valley, which is already Saturday in UTC.
    const evening = '2026-06-25T00:30:00Z';
    await ctx.database.db.execute(
      sql`update tickets set scheduled_at = ${evening}::timestamptz,
                 slot = tstzrange(${evening}::timestamptz, ${evening}::timestamptz + (upper(slot) - lower(slot)))
           where id = ${ticketId}`,
    );
    expect((await post('/api/customer/ticket-links/resend', { email, ticketId })).statusCode).toBe(202);
    const body = (await mails(email)).at(-1)?.body ?? '';
    expect(body).toContain('(Wed, Jun 24, 2026, 5:30 PM');
    expect(body).toContain('The link works until Fri, Jul 24, 2026.');
    expect(body).not.toContain('Sat, Jul 25, 2026');
  });

  it("sends nothing for a customer's booking, and limits requests per e-mail", async () => {
    const customerEmail = `cust-${Date.now()}@example.com`;
    const customer = await paidBooking(ctx.app, { email: customerEmail, date: '2026-06-24' });
    const before = (await mails(customerEmail)).length;
    const res = await post('/api/customer/ticket-links/resend', { email: customerEmail, ticketId: customer.ticketId });
    expect(res.statusCode).toBe(202);
    expect(await mails(customerEmail)).toHaveLength(before);

    const typed = `limit-${Date.now()}@example.com`;
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      answers.push((await post('/api/customer/ticket-links/resend', { email: typed, ticketId: 1 })).statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    const bad = await post('/api/customer/ticket-links/resend', { email: 'not-an-email', ticketId: 1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('email');
  });
});

// A lock's work: on PostgreSQL two transactions run at once; PGlite's one connection runs them in turn.
describe.each(bothDatabaseKinds())('a private link issued by two notices at once on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('makes one link, the same in both (issue 46)', async () => {
    const guest = await signInAsGuest(ctx.app);
    const { ticketId } = await bookingAwaitingPayment(ctx.app, { customerToken: guest, date: '2026-06-24' });
    const [ticket] = await queryRows<{ scheduled_at: string | Date }>(
      ctx.database.db,
      sql`select scheduled_at from tickets where id = ${ticketId}`,
    );
    const scheduledAt = new Date(ticket?.scheduled_at ?? 0);
    const deps = depsOf(ctx.app);
    // Each notice's transaction stays open a while after its link: without the lock, both read no live link.
    const notice = () =>
      ctx.database.db.transaction(async (tx) => {
        const { url } = await issueTicketLink(deps, tx, { id: ticketId, scheduledAt }, TEST_NOW);
        await new Promise((resolve) => setTimeout(resolve, 300));
        return url;
      });
    const [first, second] = await Promise.all([notice(), notice()]);
    expect(second).toBe(first);
    const links = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from ticket_links where ticket_id = ${ticketId} and revoked_at is null`,
    );
    expect(links).toHaveLength(1);
  });
});
