/**
 * The conversation of a ticket (issue 30): the customer and the company write and read each other, UpKeep's
 * staff read and write as UpKeep, nobody else gets in; contact details are hidden before the booking is
 * confirmed and shown after; a message reaches an open stream (Server-Sent Events, resumed by Last-Event-ID); an
 * unread message becomes an e-mail (and a text to the company), once an hour at most.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { HIDDEN_CONTACT } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { nanpPhoneNumber } from '../src/lib/phone.ts';
import { replyTimesOf } from '../src/modules/companies/pages/reply-times.ts';
import { companyAlertRecipients } from '../src/modules/messages/booking-alerts/service.ts';
import { MAX_UNREAD_TEXTS_PER_DAY, remindUnread } from '../src/modules/tickets/conversations/service.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import {
  companyTicket,
  createCompanyUser,
  createCustomer,
  type LiveCompany,
  liveCompany,
  signedInStaff,
} from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser, signOut } from './sign-in.ts';

const nextAddress = clientAddresses(250);
/** These tests' conversations are tickets': no question's link is asked for. */
const noQuestions = { question: () => 'unused' };
const MINUTE = 60_000;
let nextVisit = Date.UTC(2031, 5, 2, 16);
/** A time of its own for each ticket (the database holds a company to one job at a time). */
const visit = () => {
  nextVisit += 3 * 60 * MINUTE;
  return new Date(nextVisit);
};

interface Message {
  id: number;
  author: { kind: string; name: string };
  body: string;
  readByOtherSide: boolean;
  hidden: boolean;
  createdAt: string;
}

describe.each(databaseKinds())('ticket conversations on %s', (kind) => {
  let ctx: TestContext;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  /** The live company of the file's own whose tickets the conversations are about (each with an owner of its own). */
  let home: LiveCompany;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    home = await liveCompany(ctx.database.db);
  });
  /** A member of UpKeep's staff of the test's own, signed in: the token. */
  const staffToken = async () => (await signedInStaff(inject, ctx.database.db)).token;
  afterAll(() => ctx.close());

  /** The app listening on a port of its own (once: the stream tests share it). */
  const listening = async () => {
    if (!ctx.app.server.listening) await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    return (ctx.app.server.address() as AddressInfo).port;
  };
  const get = (token: string, url: string) => inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
  const post = (token: string, url: string, payload: object) =>
    inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });

  /** A customer's ticket of the file's company, a new owner of which is signed in; Pending unless told. */
  async function booked(statusId: number = TicketStatusId.Pending) {
    const customer = await createCustomer(inject, {
      Email: `talk-${Date.now()}-${Math.random()}@example.com`,
      PhoneNumber: `702${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    if (!customer.token) throw new Error(`no customer: ${customer.res.body}`);
    const [row] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from customers where email = ${customer.email}`,
    );
    const ticket = await companyTicket(ctx.database.db, home, {
      customerId: row?.id,
      statusId,
      confirmedAt: new Date(),
      email: customer.email,
      name: 'Dana Reyes',
      scheduledAt: visit(),
    });
    const owner = await createCompanyUser(ctx.database.db, { companyId: ticket.companyId, name: 'Rosa Rock' });
    const company = await signInCompanyUser(inject, owner.email, owner.password);
    return { ticket, customer: customer.token, company };
  }

  it('the customer and the company write and read each other; the reading shows on the other side', async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Scheduled);
    expect((await get(customer, `/customer/tickets/${ticket.id}/messages`)).json().data).toEqual([]);

    const asked = await post(customer, `/customer/tickets/${ticket.id}/messages`, {
      body: 'The side gate code is 2468. Is <b>9</b> still ok?',
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const question = asked.json().data as Message;
    expect(question).toMatchObject({
      author: { kind: 'customer', name: 'Dana Reyes' },
      body: 'The side gate code is 2468. Is <b>9</b> still ok?',
      photos: [],
      readByOtherSide: false,
      hidden: false,
    });

    const seen = (await get(company, `/company/tickets/${ticket.id}/messages`)).json().data as Message[];
    expect(seen.map((m) => m.body)).toEqual([question.body]);
    const answered = await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'Yes, see you at 9.' });
    expect(answered.statusCode, answered.body).toBe(201);
    const [company_] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select name from companies where id = ${ticket.companyId}`,
    );
    expect(answered.json().data.author).toEqual({ kind: 'company', name: `Rosa at ${company_?.name}` });

    const thread = (await get(customer, `/customer/tickets/${ticket.id}/messages`)).json().data as Message[];
    expect(thread.map((m) => [m.author.kind, m.body, m.readByOtherSide])).toEqual([
      ['customer', question.body, true],
      ['company', 'Yes, see you at 9.', true],
    ]);

    // The counts in the navigation: one unread for the company after the customer's next message.
    await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'Thanks!' });
    const unread = (await get(company, '/company/messages/unread')).json().data;
    expect(unread.conversations).toContainEqual({ ticketId: ticket.id, unread: 1 });
    expect((await get(customer, '/customer/messages/unread')).json().data).toEqual({ count: 0, conversations: [] });

    // UpKeep's staff read it all and write as UpKeep.
    const staff = await staffToken();
    const upkeep = await post(staff, `/staff/tickets/${ticket.id}/messages`, { body: 'UpKeep here: all set.' });
    expect(upkeep.statusCode, upkeep.body).toBe(201);
    expect(upkeep.json().data.author).toEqual({ kind: 'staff', name: 'UpKeep' });
    expect(((await get(staff, `/staff/tickets/${ticket.id}/messages`)).json().data as Message[]).length).toBe(4);
    expect((await get(customer, '/customer/messages/unread')).json().data.count).toBe(1);
  });

  it('nobody else reads or writes: another customer, a guest, another company, bad bodies', async () => {
    const { ticket, customer } = await booked();
    await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'Hello' });
    const stranger = (await createCustomer(inject, { Email: `stranger-${Date.now()}@example.com` })).token;
    const guest = await signInAsGuest(inject);
    for (const token of [stranger, guest]) {
      expect((await get(token, `/customer/tickets/${ticket.id}/messages`)).statusCode).toBe(401);
      expect((await post(token, `/customer/tickets/${ticket.id}/messages`, { body: 'hi' })).statusCode).toBe(401);
      expect((await get(token, `/customer/tickets/${ticket.id}/messages/stream`)).statusCode).toBe(401);
    }
    expect((await inject({ method: 'GET', url: `/api/customer/tickets/${ticket.id}/messages` })).statusCode).toBe(401);
    const other = await createCompanyUser(ctx.database.db);
    const otherToken = await signInCompanyUser(inject, other.email, other.password);
    if (other.companyId !== ticket.companyId) {
      expect((await get(otherToken, `/company/tickets/${ticket.id}/messages`)).statusCode).toBe(404);
      expect((await post(otherToken, `/company/tickets/${ticket.id}/messages`, { body: 'hi' })).statusCode).toBe(404);
    }
    // A company's token is no customer's, and a customer's no company's.
    expect((await get(otherToken, `/customer/tickets/${ticket.id}/messages`)).statusCode).toBe(401);
    expect((await get(customer, `/company/tickets/${ticket.id}/messages`)).statusCode).toBe(401);
    for (const body of [{ body: '' }, { body: '   ' }, { body: 'x'.repeat(2001) }, {}, { body: 'ok', extra: 1 }]) {
      const res = await post(customer, `/customer/tickets/${ticket.id}/messages`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
  });

  it('hides phone numbers, e-mail addresses and links from the other side until the booking is confirmed', async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Pending);
    const text = 'Call me on (702) 555-0142 or dana@example.com, photos at https://photos.example.com/yard';
    await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: text });
    const before = (await get(company, `/company/tickets/${ticket.id}/messages`)).json().data as Message[];
    expect(before[0]?.body).toBe(
      `Call me on ${HIDDEN_CONTACT.phone} or ${HIDDEN_CONTACT.email}, photos at ${HIDDEN_CONTACT.link}`,
    );
    // The writer sees their own words; UpKeep sees everything.
    expect(((await get(customer, `/customer/tickets/${ticket.id}/messages`)).json().data as Message[])[0]?.body).toBe(
      text,
    );
    const staff = await staffToken();
    expect(((await get(staff, `/staff/tickets/${ticket.id}/messages`)).json().data as Message[])[0]?.body).toBe(text);

    await ctx.database.db.execute(
      sql`update tickets set status_id = ${TicketStatusId.Scheduled} where id = ${ticket.id}`,
    );
    const after = (await get(company, `/company/tickets/${ticket.id}/messages`)).json().data as Message[];
    expect(after[0]?.body).toBe(text);
  });

  it("an open stream gets the other side's message as it is sent, and resumes after its last event id", async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Scheduled);
    const port = await listening();
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}/api/customer/tickets/${ticket.id}/messages/stream`, {
      headers: { authorization: `Bearer ${customer}` },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let received = '';
    const until = async (pattern: RegExp) => {
      const deadline = Date.now() + 5000;
      while (!pattern.test(received)) {
        if (Date.now() > deadline) throw new Error(`no ${pattern} in ${received}`);
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        received += decoder.decode(value, { stream: true });
      }
    };
    await until(/retry: 3000/);
    const sent = (await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'On our way early!' })).json()
      .data as Message;
    await until(/On our way early!/);
    expect(received).toContain(`id: ${sent.id}\nevent: message\ndata: `);
    const event = JSON.parse(/data: (.*)\n/.exec(received.slice(received.indexOf(`id: ${sent.id}`)))?.[1] ?? '{}');
    expect(event).toMatchObject({ id: sent.id, author: { kind: 'company' }, body: 'On our way early!' });
    controller.abort();

    // Reconnecting with the last event id: only what came after.
    const later = (await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'Parked out front.' })).json()
      .data as Message;
    const again = await fetch(`http://127.0.0.1:${port}/api/customer/tickets/${ticket.id}/messages/stream`, {
      headers: { authorization: `Bearer ${customer}`, 'last-event-id': String(sent.id) },
      signal: AbortSignal.timeout(3000),
    });
    const againReader = again.body?.getReader();
    let text = '';
    while (!text.includes('Parked out front.')) {
      const chunk = await againReader?.read();
      if (!chunk || chunk.done) break;
      text += decoder.decode(chunk.value, { stream: true });
    }
    expect(text).toContain(`id: ${later.id}\n`);
    expect(text).not.toContain('On our way early!');
    await againReader?.cancel();
  });

  it('an open stream ends within 5 seconds when its user is deactivated, its company suspended, its crew moved off the job or its token signed out (issue 47)', async () => {
    const port = await listening();
    /** Opens a stream and answers a promise of when it ends (its body done), with the time it took. */
    const open = async (url: string, token: string) => {
      const response = await fetch(`http://127.0.0.1:${port}/api${url}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(20_000),
      });
      expect(response.status).toBe(200);
      const reader = response.body?.getReader();
      if (!reader) throw new Error('no stream');
      const decoder = new TextDecoder();
      let received = '';
      while (!received.includes('retry: 3000')) {
        const { value, done } = await reader.read();
        if (done) throw new Error('ended before it began');
        received += decoder.decode(value, { stream: true });
      }
      return {
        ended: async () => {
          const from = Date.now();
          for (;;) {
            const { done } = await reader.read();
            if (done) return Date.now() - from;
          }
        },
      };
    };

    // An office user deactivated by the owner.
    const first = await booked(TicketStatusId.Scheduled);
    const office = await createCompanyUser(ctx.database.db, { companyId: first.ticket.companyId, role: 'staff' });
    const officeToken = await signInCompanyUser(inject, office.email, office.password);
    const officeStream = await open(`/company/tickets/${first.ticket.id}/messages/stream`, officeToken);
    const officeEnded = officeStream.ended();
    const deactivated = await inject({
      method: 'PUT',
      url: `/api/company/users/${office.user.id}`,
      headers: bearer(first.company),
      payload: { active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(await officeEnded).toBeLessThan(5000);

    // The company suspended: the owner's stream ends.
    const ownerStream = await open(`/company/tickets/${first.ticket.id}/messages/stream`, first.company);
    const ownerEnded = ownerStream.ended();
    await ctx.database.db.execute(sql`update companies set state = 'suspended' where id = ${first.ticket.companyId}`);
    expect(await ownerEnded).toBeLessThan(5000);
    await ctx.database.db.execute(sql`update companies set state = 'live' where id = ${first.ticket.companyId}`);

    // A customer signing out: the stream of that token ends, the conversation goes on for others.
    const second = await booked(TicketStatusId.Scheduled);
    const customerStream = await open(`/customer/tickets/${second.ticket.id}/messages/stream`, second.customer);
    const customerEnded = customerStream.ended();
    expect((await signOut(inject, second.customer)).statusCode).toBe(200);
    expect(await customerEnded).toBeLessThan(5000);

    // A crew member whose crew is taken off the job.
    const [crews] = await queryRows<{ a: number | null; b: number | null }>(
      ctx.database.db,
      sql`select min(id) as a, max(id) as b from crews where company_id = ${second.ticket.companyId} and removed_at is null`,
    );
    if (crews?.a && crews.b && crews.a !== crews.b) {
      await ctx.database.db.execute(sql`update tickets set crew_id = ${crews.a} where id = ${second.ticket.id}`);
      const member = await createCompanyUser(ctx.database.db, {
        companyId: second.ticket.companyId,
        role: 'crew',
        crewId: crews.a,
      });
      const memberToken = await signInCompanyUser(inject, member.email, member.password);
      const crewStream = await open(`/company/tickets/${second.ticket.id}/messages/stream`, memberToken);
      const crewEnded = crewStream.ended();
      await ctx.database.db.execute(sql`update tickets set crew_id = ${crews.b} where id = ${second.ticket.id}`);
      expect(await crewEnded).toBeLessThan(5000);
    }
  });

  it('a message UpKeep hides goes again on the open streams, as hidden, without moving their resume point', async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Scheduled);
    const port = await listening();
    const rude = (await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'Something rude' })).json()
      .data as Message;
    const response = await fetch(`http://127.0.0.1:${port}/api/customer/tickets/${ticket.id}/messages/stream`, {
      headers: { authorization: `Bearer ${customer}` },
      signal: AbortSignal.timeout(5000),
    });
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let received = '';
    const until = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended: ${received}`);
        received += decoder.decode(value, { stream: true });
      }
    };
    await until(/Something rude/);
    const staff = await staffToken();
    const hidden = await post(staff, `/staff/messages/${rude.id}/hide`, { reason: 'Abusive' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await until(/"hidden":true/);
    const block = received.slice(received.lastIndexOf('event: message'));
    expect(block.startsWith('event: message\ndata: ')).toBe(true);
    expect(JSON.parse(/data: (.*)\n/.exec(block)?.[1] ?? '{}')).toMatchObject({ id: rude.id, body: '', hidden: true });
    await reader.cancel();
  });

  it('an unread message becomes an e-mail after 5 minutes (and a text to the company), once an hour', async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Scheduled);
    const sent = (
      await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'Is the dog ok outside?' })
    ).json().data as Message;
    const at = (minutes: number) => ({
      ...depsOf(ctx.app),
      now: () => new Date(Date.parse(sent.createdAt) + minutes * MINUTE),
    });
    expect(await remindUnread(at(5), noQuestions, sent.id)).toBe('sent');
    const mails = await queryRows<{ channel: string; recipient: string; subject: string; body: string }>(
      ctx.database.db,
      sql`select channel, recipient, subject, body from notification_outbox
           where ticket_id = ${ticket.id} and topic = 'unread-message' order by id`,
    );
    const mail = mails.find((m) => m.channel === 'email');
    expect(mail?.subject).toBe(`UpKeep job #${ticket.id}: a message from Dana Reyes`);
    expect(mail?.body).toContain('Is the dog ok outside?');
    expect(mail?.body).toContain(`/pro/jobs/${ticket.id}`);

    // A second message within the hour: no second e-mail.
    const next = (
      await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'Also, the gate sticks.' })
    ).json().data as Message;
    expect(await remindUnread(at(10), noQuestions, next.id)).toBe('recent');

    // Read in time: nothing.
    const answer = (await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'Dog is fine.' })).json()
      .data as Message;
    await get(customer, `/customer/tickets/${ticket.id}/messages`);
    expect(await remindUnread(at(6), noQuestions, answer.id)).toBe('read');

    // The customer's side: an unread answer an hour later is mailed to the ticket's e-mail.
    const late = (
      await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'We are done, photos sent.' })
    ).json().data as Message;
    expect(await remindUnread(at(70), noQuestions, late.id)).toBe('sent');
    const [toCustomer] = await queryRows<{ recipient: string; body: string }>(
      ctx.database.db,
      sql`select recipient, body from notification_outbox
           where ticket_id = ${ticket.id} and topic = 'unread-message' and recipient = ${ticket.email}`,
    );
    expect(toCustomer?.body).toContain('We are done, photos sent.');
    expect(toCustomer?.body).toContain(`/detail-ticket?TicketId=${ticket.id}`);
  });

  it('texts a number at most MAX_UNREAD_TEXTS_PER_DAY reminders a day; the e-mails still go', async () => {
    const { ticket, customer } = await booked(TicketStatusId.Scheduled);
    const sent = (await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'Are you coming?' })).json()
      .data as Message;
    const at = (minutes: number) => ({
      ...depsOf(ctx.app),
      now: () => new Date(Date.parse(sent.createdAt) + minutes * MINUTE),
    });
    const texted = async () =>
      queryRows<{ recipient: string }>(
        ctx.database.db,
        sql`select recipient from notification_outbox
             where ticket_id = ${ticket.id} and topic = 'unread-message' and channel = 'sms'`,
      );
    const mailed = async () =>
      queryRows<{ id: number }>(
        ctx.database.db,
        sql`select id from notification_outbox
             where ticket_id = ${ticket.id} and topic = 'unread-message' and channel = 'email'`,
      );
    // The company's people with a phone number: each has had its day's texts already (other conversations).
    const recipients = (await companyAlertRecipients(ctx.database.db, ticket.companyId))?.recipients ?? [];
    // One text a number, though the company's contact and its owner share one.
    // Numbers as the outbox writes them, in E.164 (issue 46), however the company typed them.
    const phones = [
      ...new Set(recipients.flatMap((person) => (person.phoneNumber ? [nanpPhoneNumber(person.phoneNumber)] : []))),
    ].flatMap((phone) => (phone ? [{ phone }] : []));
    expect(phones.length).toBeGreaterThan(0);
    const earlier = new Date(Date.parse(sent.createdAt) - 2 * 60 * MINUTE).toISOString();
    for (const { phone } of phones) {
      for (let i = 0; i < MAX_UNREAD_TEXTS_PER_DAY; i++) {
        await ctx.database.db.execute(
          sql`insert into notification_outbox (channel, recipient, body, topic, status, created_at)
              values ('sms', ${phone}, 'an earlier reminder', 'unread-message', 'sent', ${earlier}::timestamptz)`,
        );
      }
    }
    expect(await remindUnread(at(5), noQuestions, sent.id)).toBe('sent');
    expect(await texted()).toEqual([]);
    expect((await mailed()).length).toBeGreaterThan(0);

    // A day later those texts no longer count: the next reminder is texted again.
    const later = (await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'Still there?' })).json()
      .data as Message;
    expect(await remindUnread(at(24 * 60), noQuestions, later.id)).toBe('sent');
    expect((await texted()).map((row) => row.recipient).sort()).toEqual(phones.map((row) => row.phone).sort());
  });

  it("either side reports a message; UpKeep's staff hide it with a reason (audited) or keep it", async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Scheduled);
    const rude = (await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'Rude words here' })).json()
      .data as Message;
    const mine = (await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'Please be polite' })).json()
      .data as Message;
    // One's own message is not reported; another ticket's message is not found.
    expect(
      (await post(customer, `/customer/tickets/${ticket.id}/messages/${mine.id}/report`, { reason: 'x' })).statusCode,
    ).toBe(404);
    const reported = await post(customer, `/customer/tickets/${ticket.id}/messages/${rude.id}/report`, {
      reason: 'Insulting',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const staff = await staffToken();
    const list = (await get(staff, '/staff/messages/reported')).json().data as { messageId: number; reason: string }[];
    expect(list).toContainEqual(
      expect.objectContaining({ messageId: rude.id, reason: 'Insulting', body: 'Rude words here' }),
    );
    expect((await get(customer, '/staff/messages/reported')).statusCode).toBe(401);

    const hidden = await post(staff, `/staff/messages/${rude.id}/hide`, { reason: 'Abusive language' });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const seen = (await get(customer, `/customer/tickets/${ticket.id}/messages`)).json().data as Message[];
    expect(seen.find((m) => m.id === rude.id)).toMatchObject({ hidden: true, body: '' });
    const console_ = (await get(staff, `/staff/tickets/${ticket.id}/messages`)).json().data as Message[];
    expect(console_.find((m) => m.id === rude.id)).toMatchObject({ hidden: true, body: 'Rude words here' });
    const reportedAfter = (await get(staff, '/staff/messages/reported')).json().data as { messageId: number }[];
    expect(reportedAfter.map((r) => r.messageId)).not.toContain(rude.id);
    const [audit] = await queryRows<{ action: string; after: { reason: string } }>(
      ctx.database.db,
      sql`select action, after from staff_audit_log where target = ${`message:${rude.id}`}`,
    );
    expect(audit).toMatchObject({ action: 'message.hide', after: { hidden: true, reason: 'Abusive language' } });
    expect((await post(staff, '/staff/messages/999999/hide', { reason: 'x' })).statusCode).toBe(404);

    // The company reports the customer's; UpKeep keeps it.
    expect(
      (await post(company, `/company/tickets/${ticket.id}/messages/${mine.id}/report`, { reason: 'Spam' })).statusCode,
    ).toBe(201);
    expect((await post(staff, `/staff/messages/${mine.id}/keep`, {})).statusCode).toBe(200);
    const kept = (await get(staff, '/staff/messages/reported')).json().data as { messageId: number }[];
    expect(kept.map((r) => r.messageId)).not.toContain(mine.id);
  });

  it('says how soon a company usually replies, from its answers of the last 30 days in business hours', async () => {
    const first = await booked(TicketStatusId.Scheduled);
    const companyId = first.ticket.companyId;
    // The company's earlier conversations (the tests above) are not this test's.
    await ctx.database.db.execute(sql`delete from conversations where company_id = ${companyId}`);
    for (let i = 0; i < 3; i++) {
      const { ticket, customer, company } = i === 0 ? first : await booked(TicketStatusId.Scheduled);
      await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: `Question ${i}` });
      await post(company, `/company/tickets/${ticket.id}/messages`, { body: `Answer ${i}` });
    }
    const now = new Date();
    expect((await replyTimesOf(ctx.database.db, [companyId], now)).get(companyId)).toBe(
      'Usually replies within 1 hour',
    );
    // Three days on, three new questions nobody answered weigh in (median of six: days of business hours).
    for (let i = 0; i < 4; i++) {
      const { ticket, customer } = await booked(TicketStatusId.Scheduled);
      await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: `Waiting ${i}` });
    }
    const later = new Date(now.getTime() + 4 * 24 * 60 * MINUTE);
    expect((await replyTimesOf(ctx.database.db, [companyId], later)).get(companyId)).toBe(
      'Usually replies within a few days',
    );
    // A company without answered messages claims nothing.
    expect((await replyTimesOf(ctx.database.db, [999_999], now)).get(999_999)).toBeNull();
    // The offers carry it.
    const offers = await inject({
      method: 'POST',
      url: '/api/customer/offer/new',
      payload: { zipCode: first.ticket.zipCode, serviceID: 1, idFeatures: [[1]] },
    });
    if (offers.statusCode === 200) {
      for (const offer of offers.json().data as { replyTime?: string | null }[])
        expect(offer).toHaveProperty('replyTime');
    }
  });

  it('photos: up to 5 a message, re-encoded without location, served to the conversation only, never cached', async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Scheduled);
    const camera = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#a52' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'PhoneCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 6/1 36/1' } })
      .toBuffer();
    const upload = (token: string, body: Buffer, type = 'image/jpeg') =>
      inject({
        method: 'POST',
        url: `/api/customer/tickets/${ticket.id}/messages/photos`,
        headers: { ...bearer(token), 'content-type': type },
        payload: body,
      });
    const first = await upload(customer, camera);
    expect(first.statusCode, first.body).toBe(201);
    const photoId = first.json().data.id as number;
    expect((await upload(customer, Buffer.from('not a photo'))).statusCode).toBe(400);
    expect((await upload(customer, camera, 'application/pdf')).statusCode).toBe(415);
    // A phone's HEIC (an iPhone's photo): decoded by libheif, stored as WebP like every photo.
    const heic = await upload(customer, readFileSync(new URL('./fixtures/photo.heic', import.meta.url)), 'image/heic');
    expect(heic.statusCode, heic.body).toBe(201);
    const [stored] = await queryRows<{ content_type: string; width: number; height: number }>(
      ctx.database.db,
      sql`select content_type, width, height from message_photos where id = ${heic.json().data.id}`,
    );
    expect(stored).toEqual({ content_type: 'image/webp', width: 96, height: 64 });

    const sent = await post(customer, `/customer/tickets/${ticket.id}/messages`, {
      body: 'The broken sprinkler head',
      photoIds: [photoId],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data.photos).toEqual([
      { id: photoId, url: `/api/customer/tickets/${ticket.id}/messages/photos/${photoId}` },
    ]);
    // Sent once only; another side's or an unknown photo is refused; six are too many.
    for (const photoIds of [[photoId], [999_999], [1, 2, 3, 4, 5, 6]]) {
      const res = await post(customer, `/customer/tickets/${ticket.id}/messages`, { body: 'again', photoIds });
      expect(res.statusCode, JSON.stringify(photoIds)).toBe(400);
    }

    const seen = (await get(company, `/company/tickets/${ticket.id}/messages`)).json().data as {
      photos: { id: number; url: string }[];
    }[];
    const url = seen.at(-1)?.photos[0]?.url ?? '';
    expect(url).toBe(`/api/company/tickets/${ticket.id}/messages/photos/${photoId}`);
    const image = await inject({ method: 'GET', url, headers: bearer(company) });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);

    const stranger = (await createCustomer(inject, { Email: `photo-stranger-${Date.now()}@example.com` })).token;
    const theirs = await inject({
      method: 'GET',
      url: `/api/customer/tickets/${ticket.id}/messages/photos/${photoId}`,
      headers: bearer(stranger),
    });
    expect(theirs.statusCode).toBe(401);
    // A photo not sent yet is its uploader's alone.
    const draft = (await upload(customer, camera)).json().data.id as number;
    expect(
      (
        await inject({
          method: 'GET',
          url: `/api/company/tickets/${ticket.id}/messages/photos/${draft}`,
          headers: bearer(company),
        })
      ).statusCode,
    ).toBe(404);
  });

  it.runIf(kind === 'postgres')('keeps delivering after the server drops the listening connection', async () => {
    const { ticket, customer, company } = await booked(TicketStatusId.Scheduled);
    await ctx.app.listen({ port: 0, host: '127.0.0.1' }).catch(() => undefined);
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/customer/tickets/${ticket.id}/messages/stream`, {
      headers: { authorization: `Bearer ${customer}` },
      signal: AbortSignal.timeout(15_000),
    });
    const reader = response.body?.getReader();
    const decoder = new TextDecoder();
    let received = '';
    const until = async (text: string) => {
      while (!received.includes(text)) {
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error(`the stream ended before ${text}`);
        received += decoder.decode(chunk.value, { stream: true });
      }
    };
    await until('retry: 3000');
    const killed = await queryRows<{ ok: boolean }>(
      ctx.database.db,
      sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
           where datname = current_database() and query ilike 'listen upkeep_messages%'`,
    );
    expect(killed.length).toBeGreaterThan(0);
    // Written while no connection listens (the listener opens a new one a second later): its notification is
    // lost, and the stream still gets it once the listener is back (it reads what it may have missed).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'Sent while nobody listened.' });
    await until('Sent while nobody listened.');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await post(company, `/company/tickets/${ticket.id}/messages`, { body: 'Still here after the drop.' });
    await until('Still here after the drop.');
    await reader?.cancel();
  });
});
