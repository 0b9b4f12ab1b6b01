/**
 * Questions before booking (issue 30): "Send a message" on the offers opens a conversation with that company,
 * which answers it in the portal; the visitor reads the answer through the private link mailed to them (a
 * signed-in customer also by their account) and is mailed when it comes; contact details stay hidden; nobody
 * else gets in; when the asker books the company, the question becomes the booking's conversation.
 */
import type { AddressInfo } from 'node:net';
import { HIDDEN_CONTACT, QUESTION_PATH } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { QUESTION_BOOKED, questionLinks } from '../src/modules/tickets/conversations/questions.ts';
import { remindUnread } from '../src/modules/tickets/conversations/service.ts';
import { createCompanyUser, createCustomer, createTicket } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(249);
const MINUTE = 60_000;
let nextVisit = Date.UTC(2032, 1, 2, 16);
const visit = () => {
  nextVisit += 3 * 60 * MINUTE;
  return new Date(nextVisit);
};

interface Message {
  id: number;
  author: { kind: string; name: string };
  body: string;
  createdAt: string;
}

describe.each(databaseKinds())('questions before booking on %s', (kind) => {
  let ctx: TestContext;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: object) =>
    inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /** The first offered company service, its company's owner signed in. */
  async function company() {
    const [service] = await queryRows<{ id: number; company_id: number; email: string; service: string }>(
      ctx.database.db,
      sql`select cs.id, cs.company_id, c.email, s.name as service from company_services cs
            join companies c on c.id = cs.company_id join services s on s.id = cs.service_id
           where c.active and cs.active order by cs.id limit 1`,
    );
    if (!service) throw new Error('no company service');
    const owner = await createCompanyUser(ctx.database.db, { companyId: service.company_id, name: 'Rosa Rock' });
    return { service, owner: await signInCompanyUser(inject, owner.email, owner.password), ownerEmail: owner.email };
  }

  /** Asks the company a question from the offers; answers the conversation and the private link in the e-mail. */
  async function ask(companyServiceID: number, email: string, message: string, customerToken?: string) {
    const res = await call('POST', '/customer/leads/service', customerToken, {
      name: 'Lee Park',
      email,
      phoneNumber: '702 555 0123',
      zipCode: '89102',
      message,
      companyServiceID,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [mail] = await queryRows<{ subject: string; body: string }>(
      ctx.database.db,
      sql`select subject, body from notification_outbox where recipient = ${email} and topic = 'question'
           order by id desc limit 1`,
    );
    const link = new RegExp(`${QUESTION_PATH}/(\\d+)\\?token=([\\w-]+)`).exec(mail?.body ?? '');
    if (!link?.[1] || !link[2]) throw new Error(`no private link in ${mail?.body}`);
    return { conversationId: Number(link[1]), token: link[2], mail };
  }

  it('the company answers in the portal; the visitor reads it by the private link, told by e-mail', async () => {
    const { service, owner, ownerEmail } = await company();
    const email = `asker-${Date.now()}@example.com`;
    const { conversationId, token, mail } = await ask(service.id, email, 'Do you clean pools with a salt cell?');
    expect(mail?.subject).toContain('your question to');
    expect(mail?.body).toContain('Do you clean pools with a salt cell?');

    // The company's e-mail leads to the portal, no longer "reply directly".
    const [toCompany] = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox where recipient = ${ownerEmail} order by id desc limit 1`,
    );
    expect(toCompany?.body).toContain(`/pro/messages/${conversationId}`);
    expect(toCompany?.body).not.toContain('Reply to the customer directly');

    // The portal's list: the question, unread, by the asker's name and the service asked about.
    const list = (await call('GET', '/company/conversations', owner)).json().data;
    expect(list).toContainEqual(
      expect.objectContaining({
        id: conversationId,
        ticketId: null,
        name: 'Lee Park',
        serviceName: service.service,
        lastMessage: 'Do you clean pools with a salt cell?',
        unread: 1,
      }),
    );
    // The navigation's count has it too.
    expect((await call('GET', '/company/messages/unread', owner)).json().data.count).toBeGreaterThanOrEqual(1);
    const thread = (await call('GET', `/company/conversations/${conversationId}/messages`, owner)).json()
      .data as Message[];
    expect(thread.map((m) => [m.author.kind, m.author.name, m.body])).toEqual([
      ['customer', 'Lee Park', 'Do you clean pools with a salt cell?'],
    ]);
    const read = (await call('GET', '/company/conversations', owner)).json().data;
    expect(read.find((c: { id: number }) => c.id === conversationId)?.unread).toBe(0);

    // The answer, with a phone number: hidden from the visitor (no booking yet).
    const answer = await call('POST', `/company/conversations/${conversationId}/messages`, owner, {
      body: 'Yes we do. Call 702-555-0188 to talk it over.',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const seen = await call('GET', `/customer/conversations/${conversationId}/messages?token=${token}`);
    expect(seen.statusCode, seen.body).toBe(200);
    expect((seen.json().data as Message[]).map((m) => m.body)).toEqual([
      'Do you clean pools with a salt cell?',
      `Yes we do. Call ${HIDDEN_CONTACT.phone} to talk it over.`,
    ]);

    // The visitor writes back by the link.
    const back = await call('POST', `/customer/conversations/${conversationId}/messages?token=${token}`, undefined, {
      body: 'Great, what does a weekly visit cost?',
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().data.author).toEqual({ kind: 'customer', name: 'Lee Park' });
  });

  it("goes to the company's people as its other notices do (owners, alerts on), not its contact address (issue 46)", async () => {
    const { service, ownerEmail } = await company();
    const alerted = await createCompanyUser(ctx.database.db, { companyId: service.company_id, role: 'staff' });
    const quiet = await createCompanyUser(ctx.database.db, { companyId: service.company_id, role: 'staff' });
    await ctx.database.db.execute(sql`update company_users set booking_alerts = true where id = ${alerted.user.id}`);
    const before = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select coalesce(max(id), 0) as id from notification_outbox`,
    );
    const { conversationId } = await ask(service.id, `asker-${Date.now()}@example.com`, 'Do you trim palms?');
    const told = await queryRows<{ recipient: string; body: string }>(
      ctx.database.db,
      sql`select recipient, body from notification_outbox
           where id > ${before[0]?.id ?? 0} and channel = 'email' and body like ${'%Do you trim palms?%'}
             and body like ${`%/pro/messages/${conversationId}%`}`,
    );
    const recipients = told.map((m) => m.recipient);
    expect(recipients).toContain(ownerEmail);
    expect(recipients).toContain(alerted.email);
    expect(recipients).not.toContain(quiet.email);
    expect(recipients).not.toContain(service.email);
    expect(new Set(recipients).size).toBe(recipients.length);
  });

  it('an answer unread for 5 minutes is mailed to the visitor with the link; the company is reminded too', async () => {
    const { service, owner } = await company();
    const email = `reminded-${Date.now()}@example.com`;
    const { conversationId, token } = await ask(service.id, email, 'Are you free on Saturdays?');
    const links = { question: questionLinks(ctx.app.config.jwtSecret, ctx.app.config.publicUrl).url };
    const answer = (
      await call('POST', `/company/conversations/${conversationId}/messages`, owner, { body: 'Yes, 8 to 2.' })
    ).json().data as Message;
    const at = (minutes: number) => ({
      ...depsOf(ctx.app),
      now: () => new Date(Date.parse(answer.createdAt) + minutes * MINUTE),
    });
    expect(await remindUnread(at(5), links, answer.id)).toBe('sent');
    const [mail] = await queryRows<{ subject: string; body: string }>(
      ctx.database.db,
      sql`select subject, body from notification_outbox where recipient = ${email} and topic = 'unread-message'`,
    );
    expect(mail?.body).toContain('Yes, 8 to 2.');
    expect(mail?.body).toContain(`${QUESTION_PATH}/${conversationId}?token=${token}`);

    // The visitor's next message, unread by the company: its people are mailed (and texted) a portal link.
    const next = (
      await call('POST', `/customer/conversations/${conversationId}/messages?token=${token}`, undefined, {
        body: 'Can you come this Saturday?',
      })
    ).json().data as Message;
    expect(await remindUnread(at(70), links, next.id)).toBe('sent');
    const toCompany = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox where topic = 'unread-message' and body like ${'%Can you come this Saturday?%'}`,
    );
    expect(toCompany.length).toBeGreaterThan(0);
    expect(toCompany[0]?.body).toContain(`/pro/messages/${conversationId}`);
  });

  it('nobody else gets in: no token, a wrong one, another customer, another company, a crew member', async () => {
    const { service } = await company();
    const { conversationId, token } = await ask(service.id, `private-${Date.now()}@example.com`, 'Hello there');
    const path = `/customer/conversations/${conversationId}/messages`;
    expect((await call('GET', path)).statusCode).toBe(404);
    expect((await call('GET', `${path}?token=${'x'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('POST', path, undefined, { body: 'hi' })).statusCode).toBe(404);
    expect((await call('GET', `${path}/stream`)).statusCode).toBe(404);
    const stranger = (await createCustomer(inject, { Email: `q-stranger-${Date.now()}@example.com` })).token;
    expect((await call('GET', path, stranger)).statusCode).toBe(404);
    // Another conversation's token opens nothing here.
    const other = await ask(service.id, `other-${Date.now()}@example.com`, 'Another question');
    expect((await call('GET', `${path}?token=${other.token}`)).statusCode).toBe(404);
    expect((await call('GET', `${path}?token=${token}`)).statusCode).toBe(200);

    const elsewhere = await createCompanyUser(ctx.database.db);
    const elsewhereToken = await signInCompanyUser(inject, elsewhere.email, elsewhere.password);
    expect((await call('GET', `/company/conversations/${conversationId}/messages`, elsewhereToken)).statusCode).toBe(
      404,
    );
    const listed = (await call('GET', '/company/conversations', elsewhereToken)).json().data as { id: number }[];
    expect(listed.map((c) => c.id)).not.toContain(conversationId);
    // A crew member works their crew's jobs: the company's questions are the office's.
    const crew = (
      await call('POST', '/company/crews', await ownerOf(service.company_id), { name: `Truck Q ${Date.now()}` })
    ).json().data as { id: number };
    const member = await createCompanyUser(ctx.database.db, {
      companyId: service.company_id,
      role: 'crew',
      crewId: crew.id,
    });
    const memberToken = await signInCompanyUser(inject, member.email, member.password);
    expect((await call('GET', `/company/conversations/${conversationId}/messages`, memberToken)).statusCode).toBe(403);
    expect((await call('GET', '/company/conversations', memberToken)).statusCode).toBe(403);
  });

  async function ownerOf(companyId: number) {
    const owner = await createCompanyUser(ctx.database.db, { companyId });
    return signInCompanyUser(inject, owner.email, owner.password);
  }

  it("the visitor's open page gets the company's answer over the stream", async () => {
    const { service, owner } = await company();
    const { conversationId, token } = await ask(service.id, `live-${Date.now()}@example.com`, 'Live?');
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const response = await fetch(
      `http://127.0.0.1:${port}/api/customer/conversations/${conversationId}/messages/stream?token=${token}`,
      { signal: AbortSignal.timeout(5000) },
    );
    expect(response.status).toBe(200);
    const reader = response.body?.getReader();
    if (!reader) throw new Error('no stream');
    const decoder = new TextDecoder();
    let received = '';
    const read = async (pattern: RegExp) => {
      while (!pattern.test(received)) {
        const { value, done } = await reader.read();
        if (done) throw new Error(`the stream ended: ${received}`);
        received += decoder.decode(value, { stream: true });
      }
    };
    await read(/Live\?/);
    await call('POST', `/company/conversations/${conversationId}/messages`, owner, { body: 'Very much so.' });
    await read(/Very much so\./);
    await reader.cancel();
  });

  it('a signed-in asker reads it by their account; booking the company makes it the booking conversation', async () => {
    const { service, owner } = await company();
    const signedUp = await createCustomer(inject, {
      Email: `booker-${Date.now()}@example.com`,
      PhoneNumber: `702${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    if (!signedUp.token) throw new Error(signedUp.res.body);
    const { conversationId } = await ask(service.id, signedUp.email, 'Gate code needed?', signedUp.token);
    const mine = await call('GET', `/customer/conversations/${conversationId}/messages`, signedUp.token);
    expect(mine.statusCode, mine.body).toBe(200);
    await call('POST', `/company/conversations/${conversationId}/messages`, owner, { body: 'Only if it is locked.' });

    const [customer] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from customers where email = ${signedUp.email}`,
    );
    const ticket = await createTicket(ctx.database.db, {
      customerId: customer?.id,
      companyServiceId: service.id,
      email: signedUp.email,
      scheduledAt: visit(),
      confirmedAt: new Date(),
    });
    const onTicket = (await call('GET', `/customer/tickets/${ticket.id}/messages`, signedUp.token)).json()
      .data as Message[];
    expect(onTicket.map((m) => m.body)).toEqual(['Gate code needed?', 'Only if it is locked.']);
    const [row] = await queryRows<{ ticket_id: number }>(
      ctx.database.db,
      sql`select ticket_id from conversations where id = ${conversationId}`,
    );
    expect(row?.ticket_id).toBe(ticket.id);
    // The portal lists it as the job's now, and its id opens the job's conversation.
    const listed = (await call('GET', '/company/conversations', owner)).json().data as {
      id: number;
      ticketId: number;
    }[];
    expect(listed.find((c) => c.id === conversationId)?.ticketId).toBe(ticket.id);
    const asJob = (await call('GET', `/company/tickets/${ticket.id}/messages`, owner)).json().data as Message[];
    expect(asJob).toHaveLength(2);
  });

  it("a booking under the same e-mail without the asker's account does not adopt it; the link still opens it", async () => {
    const { service } = await company();
    const email = `guest-asker-${Date.now()}@example.com`;
    const { conversationId, token } = await ask(service.id, email, 'Do you haul the clippings away?');
    // Someone typing the visitor's e-mail at a checkout gets nothing of their question.
    const typed = await createTicket(ctx.database.db, {
      companyServiceId: service.id,
      email,
      scheduledAt: visit(),
      confirmedAt: new Date(),
    });
    const owner = await ownerOf(service.company_id);
    expect(((await call('GET', `/company/tickets/${typed.id}/messages`, owner)).json().data as Message[]).length).toBe(
      0,
    );
    const [row] = await queryRows<{ ticket_id: number | null }>(
      ctx.database.db,
      sql`select ticket_id from conversations where id = ${conversationId}`,
    );
    expect(row?.ticket_id).toBeNull();
    expect((await call('GET', `/customer/conversations/${conversationId}/messages?token=${token}`)).statusCode).toBe(
      200,
    );
  });

  it('a question asked after the booking, or before an unpaid checkout, is not adopted; once adopted the link is closed', async () => {
    const { service } = await company();
    const signedUp = await createCustomer(inject, {
      Email: `late-${Date.now()}@example.com`,
      PhoneNumber: `702${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    if (!signedUp.token) throw new Error(signedUp.res.body);
    const [customer] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from customers where email = ${signedUp.email}`,
    );
    const earlier = await createTicket(ctx.database.db, {
      customerId: customer?.id,
      companyServiceId: service.id,
      email: signedUp.email,
      scheduledAt: visit(),
      confirmedAt: new Date(),
      createdAt: new Date(Date.now() - 60_000),
    });
    const { conversationId, token } = await ask(service.id, signedUp.email, 'A new question', signedUp.token);
    // The booking made before the question does not take it.
    expect(
      ((await call('GET', `/customer/tickets/${earlier.id}/messages`, signedUp.token)).json().data as Message[]).length,
    ).toBe(0);
    // A checkout not paid yet does not take it either.
    const unpaid = await createTicket(ctx.database.db, {
      customerId: customer?.id,
      companyServiceId: service.id,
      email: signedUp.email,
      scheduledAt: visit(),
      confirmedAt: null,
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await call('GET', `/customer/tickets/${unpaid.id}/messages`, signedUp.token);
    // The paid booking does, and the private link then sends the asker to it.
    const paid = await createTicket(ctx.database.db, {
      customerId: customer?.id,
      companyServiceId: service.id,
      email: signedUp.email,
      scheduledAt: visit(),
      confirmedAt: new Date(),
    });
    const adopted = (await call('GET', `/customer/tickets/${paid.id}/messages`, signedUp.token)).json()
      .data as Message[];
    expect(adopted.map((m) => m.body)).toEqual(['A new question']);
    const link = await call('GET', `/customer/conversations/${conversationId}/messages?token=${token}`);
    expect(link.statusCode).toBe(404);
    expect(link.json().message).toBe(QUESTION_BOOKED);
  });
});
