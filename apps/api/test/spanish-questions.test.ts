/**
 * Issue 49: a question asked before booking keeps the language it was asked in (conversations.locale, migration
 * 0036, checked by the database): what its asker is sent, the private link's e-mail and the company's answer, is in
 * it, linking the question's Spanish screen (`/es/my-question/{id}`); a signed-in customer's Spanish account wins over
 * an English page. The company's people read English, and an English question reads word for word as before.
 */
import { QUESTION_PATH, required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { questionLinks } from '../src/modules/tickets/conversations/questions.ts';
import { remindUnread } from '../src/modules/tickets/conversations/service.ts';
import { createCompanyUser, createCustomer } from './factories.ts';
import { SPANISH, spanishSuite } from './helpers/spanish.ts';
import { databaseKinds } from './helpers.ts';
import { bearer, signInCompanyUser } from './sign-in.ts';

const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };
const MINUTE = 60_000;

type Mail = { recipient: string; subject: string; body: string; html: string };

describe.each(databaseKinds())('a question before booking, in its asker’s language (%s)', (kind) => {
  const { context, db, inject } = spanishSuite(kind, { block: 155, now: () => new Date() });

  /** A landscaping service of an offered company, its owner signed in. */
  async function landscaper() {
    const [service] = await queryRows<{ id: number; company_id: number; company: string }>(
      db(),
      sql`select cs.id, cs.company_id, c.name as company from company_services cs
            join companies c on c.id = cs.company_id join services s on s.id = cs.service_id
           where c.active and cs.active and s.name = 'Landscaping' order by cs.id limit 1`,
    );
    const found = required(service, 'a landscaping company');
    const owner = await createCompanyUser(db(), { companyId: found.company_id, name: 'Olivia Owner' });
    return { ...found, ownerEmail: owner.email, owner: await signInCompanyUser(inject, owner.email, owner.password) };
  }

  const mailsTo = (recipient: string, topic: string) =>
    queryRows<Mail>(
      db(),
      sql`select recipient, subject, body, html from notification_outbox
           where recipient = ${recipient} and topic = ${topic} and channel = 'email' order by id`,
    );

  /** Asks from a page in `headers`' language: the conversation, its private link's token and the e-mail with it. */
  async function ask(
    companyServiceID: number,
    who: { name: string; email: string; token?: string },
    message: string,
    headers: Record<string, string>,
  ) {
    const res = await inject({
      method: 'POST',
      url: '/api/customer/leads/service',
      headers: { ...headers, ...(who.token ? bearer(who.token) : {}) },
      payload: {
        name: who.name,
        email: who.email,
        phoneNumber: '702 555 0123',
        zipCode: '89102',
        message,
        companyServiceID,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = required((await mailsTo(who.email, 'question')).at(-1), 'the question’s e-mail');
    const link = required(new RegExp(`${QUESTION_PATH}/(\\d+)\\?token=([\\w-]+)`).exec(mail.body), 'its link');
    return { answer: res.json(), conversationId: Number(link[1]), token: required(link[2], 'the token'), mail };
  }

  /** The company answers; the answer, unread five minutes later, is mailed to the asker (the queue's job). */
  async function answerUnread(owner: string, conversationId: number, body: string) {
    const answer = await inject({
      method: 'POST',
      url: `/api/company/conversations/${conversationId}/messages`,
      headers: bearer(owner),
      payload: { body },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id, createdAt } = answer.json().data as { id: number; createdAt: string };
    const { config } = context().app;
    const deps = { ...depsOf(context().app), now: () => new Date(Date.parse(createdAt) + 5 * MINUTE) };
    expect(await remindUnread(deps, { question: questionLinks(config.jwtSecret, config.publicUrl).url }, id)).toBe(
      'sent',
    );
  }

  it('writes to a Spanish visitor in Spanish, linking /es/my-question, and to the company in English', async () => {
    const company = await landscaper();
    const email = `lupita-q-${Math.random().toString(36).slice(2)}@example.com`;
    const { answer, conversationId, token, mail } = await ask(
      company.id,
      { name: 'Lupita Ramos', email },
      '¿Podan palmeras altas?',
      SPANISH,
    );
    expect(answer.message).toBe('Su mensaje se envió a la compañía.');
    const [stored] = await queryRows<{ locale: string }>(
      db(),
      sql`select locale from conversations where id = ${conversationId}`,
    );
    expect(stored?.locale).toBe('es');

    // The private link's e-mail: Spanish, its frame too, the link to the question's Spanish screen.
    expect(mail.subject).toBe(`UpKeep: su pregunta a ${company.company}`);
    expect(mail.body).toBe(
      [
        'Hola, Lupita Ramos:',
        `Su pregunta sobre Jardinería se envió a ${company.company}:`,
        '¿Podan palmeras altas?',
        'Le escribiremos cuando respondan. Lea sus respuestas y conteste aquí (este enlace es suyo: no lo comparta):',
        `${context().app.config.publicUrl}/es${QUESTION_PATH}/${conversationId}?token=${token}`,
        'El equipo de UpKeep',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html dir="ltr" lang="es">');
    expect(mail.html).toContain('Abrir la conversación');
    expect(mail.html).toContain(`/es${QUESTION_PATH}/${conversationId}?token=${token}`);
    expect(mail.html).toContain('O pegue esta dirección en su navegador:');

    // The company's people: English, as every question's.
    const [toOwner] = await queryRows<Mail>(
      db(),
      sql`select recipient, subject, body, html from notification_outbox
           where recipient = ${company.ownerEmail} and body like ${'%¿Podan palmeras altas?%'} order by id`,
    );
    expect(toOwner?.subject).toBe('UpKeep: a question about Landscaping in 89102');
    expect(toOwner?.html).toContain('lang="en"');

    // The company's answer, unread: mailed in Spanish, with the Spanish screen's link.
    await answerUnread(company.owner, conversationId, 'Sí, hasta 12 metros.');
    const reply = required((await mailsTo(email, 'unread-message')).at(-1), 'the answer’s e-mail');
    expect(reply.subject).toBe(`UpKeep: Olivia at ${company.company} respondió su pregunta`);
    expect(reply.body).toBe(
      [
        'Hola, Lupita Ramos:',
        `Olivia at ${company.company} escribió sobre su pregunta de Jardinería:`,
        'Sí, hasta 12 metros.',
        `Léalo y responda: ${context().app.config.publicUrl}/es${QUESTION_PATH}/${conversationId}?token=${token}`,
        'El equipo de UpKeep',
      ].join('\n\n'),
    );
    expect(reply.html).toContain('<html dir="ltr" lang="es">');

    // The link opens the question (the Spanish screen asks the API with the same token).
    const thread = await inject({
      method: 'GET',
      url: `/api/customer/conversations/${conversationId}/messages?token=${token}`,
      headers: SPANISH,
    });
    expect(thread.statusCode, thread.body).toBe(200);

    // The visitor writes back; the company's people are reminded in English.
    const back = await inject({
      method: 'POST',
      url: `/api/customer/conversations/${conversationId}/messages?token=${token}`,
      headers: SPANISH,
      payload: { body: '¿Y el sábado?' },
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(back.json().message).toBe('Mensaje enviado');
    const { config } = context().app;
    const later = { ...depsOf(context().app), now: () => new Date(Date.now() + 70 * MINUTE) };
    const links = { question: questionLinks(config.jwtSecret, config.publicUrl).url };
    expect(await remindUnread(later, links, back.json().data.id)).toBe('sent');
    const ownerReminder = required((await mailsTo(company.ownerEmail, 'unread-message')).at(-1), 'the reminder');
    expect(ownerReminder.subject).toBe('UpKeep: a message from Lupita Ramos');
    expect(ownerReminder.body).toContain('Lupita Ramos wrote about Landscaping (a question before booking):');
    expect(ownerReminder.body).toContain(`/pro/messages/${conversationId}`);
  });

  it('writes to a signed-in customer whose account is Spanish in Spanish, from an English page', async () => {
    const company = await landscaper();
    const made = await createCustomer(inject, {
      Name: 'Ramón Vega',
      Email: `ramon-q-${Math.random().toString(36).slice(2)}@example.com`,
    });
    const chosen = await inject({
      method: 'PUT',
      url: '/api/customer/locale',
      headers: bearer(made.token),
      payload: { locale: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    const { mail, conversationId } = await ask(
      company.id,
      { name: 'Ramón Vega', email: made.email, token: made.token },
      'Do you haul the branches away?',
      ENGLISH,
    );
    expect(mail.subject).toBe(`UpKeep: su pregunta a ${company.company}`);
    expect(mail.body).toContain(`/es${QUESTION_PATH}/${conversationId}?token=`);
    // The question keeps the page's language; the account's is read when writing.
    const [stored] = await queryRows<{ locale: string }>(
      db(),
      sql`select locale from conversations where id = ${conversationId}`,
    );
    expect(stored?.locale).toBe('en');
  });

  it('keeps an English question’s e-mails word for word', async () => {
    const company = await landscaper();
    const email = `lee-q-${Math.random().toString(36).slice(2)}@example.com`;
    const { answer, conversationId, token, mail } = await ask(
      company.id,
      { name: 'Lee Park', email },
      'Do you trim tall palms?',
      ENGLISH,
    );
    expect(answer.message).toBe('Your message was sent to the company.');
    const link = `${context().app.config.publicUrl}${QUESTION_PATH}/${conversationId}?token=${token}`;
    expect(mail.subject).toBe(`UpKeep: your question to ${company.company}`);
    expect(mail.body).toBe(
      [
        'Hi Lee Park,',
        `Your question about Landscaping was sent to ${company.company}:`,
        'Do you trim tall palms?',
        "We will e-mail you when they answer. Read their answers and write back here (this link is yours: don't share it):",
        link,
        'The UpKeep team',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<html dir="ltr" lang="en">');
    expect(mail.html).toContain('Open the conversation');
    expect(mail.html).not.toContain('/es/');

    await answerUnread(company.owner, conversationId, 'Yes, up to 40 feet.');
    const reply = required((await mailsTo(email, 'unread-message')).at(-1), 'the answer’s e-mail');
    expect(reply.subject).toBe(`UpKeep: Olivia at ${company.company} answered your question`);
    expect(reply.body).toBe(
      [
        'Hi Lee Park,',
        `Olivia at ${company.company} wrote about your question on Landscaping:`,
        'Yes, up to 40 feet.',
        `Read and answer it: ${link}`,
        'The UpKeep team',
      ].join('\n\n'),
    );
    expect(reply.html).toContain('<html dir="ltr" lang="en">');
  });

  it('keeps a question’s language to the two the database knows (migration 0036)', async () => {
    const [column] = await queryRows<{ column_default: string; is_nullable: string }>(
      db(),
      sql`select column_default, is_nullable from information_schema.columns
           where table_name = 'conversations' and column_name = 'locale'`,
    );
    expect(column).toEqual({ column_default: "'en'::text", is_nullable: 'NO' });
    const [conversation] = await queryRows<{ id: number }>(db(), sql`select id from conversations limit 1`);
    const id = required(conversation, 'a conversation').id;
    await expect(db().execute(sql`update conversations set locale = 'fr' where id = ${id}`)).rejects.toThrow();
  });
});
