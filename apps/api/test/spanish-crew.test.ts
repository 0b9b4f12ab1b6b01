/**
 * Issue 49: what a crew member is sent follows their account's language (company_users.locale); the owner's and the
 * office's stay English. A Spanish crew member who chose alerts is told in Spanish of a new booking, a cancellation
 * and a customer's unread message (e-mail, frame and all, and a GSM-7 text); the owner reads the same in English, word
 * for word as before. A Spanish guest is mailed the company's unread answer in Spanish.
 */
import { required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { crews } from '../src/db/schema.ts';
import { depsOf } from '../src/lib/deps.ts';
import { smsEncoding, smsParts } from '../src/lib/sms-parts.ts';
import { remindUnread } from '../src/modules/tickets/conversations/service.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, paidBooking } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { spanishGuestBooking, spanishSuite } from './helpers/spanish.ts';
import { databaseKinds } from './helpers.ts';
import { bearer, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const CREW_PHONE = '7025550177';
const noQuestions = { question: () => 'unused' };

type Row = {
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  html: string | null;
};

describe.each(databaseKinds())('what a crew member is sent, in their language (%s)', (kind) => {
  const { context, db, inject } = spanishSuite(kind, { block: 151, now: () => TEST_NOW });
  /** The company of the file's first booking, its service, its owner and its Spanish crew member. */
  let company: { id: number; serviceId: number; ownerEmail: string; ownerToken: string; crewEmail: string };
  let first: { ticketId: number; guest: string; email: string };

  beforeAll(async () => {
    const { guest, email, booking } = await spanishGuestBooking(inject, {
      mailbox: 'lupita',
      name: 'Lupita Ramos',
      date: '2026-07-06',
    });
    first = { ticketId: booking.ticketId, guest, email };
    const [ticket] = await queryRows<{ company_service_id: number }>(
      db(),
      sql`select company_service_id from tickets where id = ${booking.ticketId}`,
    );
    const owner = await createCompanyUser(db(), { companyId: booking.companyId, name: 'Olivia Owner' });
    const [crew] = await db()
      .insert(crews)
      .values({ companyId: booking.companyId, name: `Cuadrilla ${Date.now()}`, color: '#2f9e44' })
      .returning();
    const member = await createCompanyUser(db(), {
      companyId: booking.companyId,
      role: 'crew',
      crewId: required(crew, 'the crew').id,
      name: 'Luis Ortega',
    });
    await db().execute(
      sql`update company_users set locale = 'es', booking_alerts = true, phone_number = ${CREW_PHONE}
           where id = ${member.user.id}`,
    );
    company = {
      id: booking.companyId,
      serviceId: required(ticket, 'the ticket').company_service_id,
      ownerEmail: owner.email,
      ownerToken: await signInCompanyUser(inject, owner.email, owner.password),
      crewEmail: member.email,
    };
  });

  /** What was queued about a ticket since the row `after`, to the crew member and to the owner. */
  const sent = async (ticketId: number, topic: string) => {
    const rows = await queryRows<Row & { id: number }>(
      db(),
      sql`select id, channel, recipient, subject, body, html from notification_outbox
           where ticket_id = ${ticketId} and topic = ${topic} order by id`,
    );
    return {
      crewMail: required(
        rows.find((r) => r.channel === 'email' && r.recipient === company.crewEmail),
        'the crew e-mail',
      ),
      crewText: required(
        rows.find((r) => r.channel === 'sms' && r.recipient.endsWith(CREW_PHONE)),
        'the crew text',
      ),
      ownerMail: required(
        rows.find((r) => r.channel === 'email' && r.recipient === company.ownerEmail),
        'the owner e-mail',
      ),
    };
  };

  const expectSpanishText = (text: string) => {
    expect(smsEncoding(text).encoding, text).toBe('GSM-7');
    return smsParts(text);
  };

  it('announces a new booking and its cancellation to a Spanish crew member in Spanish, to the owner in English', async () => {
    const guest = await signInAsGuest(inject);
    const booking = await paidBooking(inject, {
      customerToken: guest,
      companyServiceId: company.serviceId,
      name: 'Jo Paid',
      date: '2026-07-08',
    });
    const id = booking.ticketId;
    const alert = await sent(id, 'booking-alert');
    expect(alert.crewMail.subject).toMatch(
      new RegExp(`^UpKeep: Nueva reserva #${id}: .+\\. Confírmela antes del (lun|mar|mié|jue|vie|sáb|dom), `),
    );
    expect(alert.crewMail.body).toMatch(/^Hola, Luis Ortega:\n\nTiene una nueva reserva: trabajo #\d+\. Confírmela/);
    expect(alert.crewMail.body).toMatch(/Cuándo: mié, 8 jul 2026, /);
    expect(alert.crewMail.body).toContain('Precio: $');
    expect(alert.crewMail.body).toContain('en un plazo de');
    expect(alert.crewMail.body.endsWith('El equipo de UpKeep')).toBe(true);
    expect(alert.crewMail.html).toContain('<html dir="ltr" lang="es">');
    expect(alert.crewMail.html).toContain('Abrir el trabajo');
    expect(alert.crewText.body).toMatch(
      new RegExp(
        `^UpKeep: nueva reserva #${id}\\. Jardineria, mié, 8 jul, .+ Confirme antes del .+: http\\S+/pro/jobs/${id}$`,
      ),
    );
    expect(expectSpanishText(alert.crewText.body)).toBeLessThanOrEqual(2);
    // The owner's, as it always read.
    expect(alert.ownerMail.subject).toMatch(new RegExp(`^UpKeep: New booking #${id}: .+\\. Confirm it by `));
    expect(alert.ownerMail.body).toMatch(
      /^Hello Olivia Owner,\n\nYou have a new booking: ticket #\d+\. Confirm it by /,
    );
    expect(alert.ownerMail.html).toContain('<html dir="ltr" lang="en">');

    const cancelled = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${id}`,
      headers: bearer(guest),
      payload: { TicketsStatusID: T.Cancelled, Comments: 'Change of plans' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const notice = await sent(id, 'company-notice');
    expect(notice.crewMail.subject).toBe(`UpKeep, trabajo #${id}: Cancelada`);
    expect(notice.crewMail.body).toMatch(
      new RegExp(
        `^Hola, Luis Ortega:\\n\\nEl cliente pasó el trabajo #${id} a "Cancelada"\\.\\nSus comentarios: Change of plans\\n\\nhttp\\S+/pro/jobs/${id}\\n\\nEl equipo de UpKeep$`,
      ),
    );
    expect(notice.crewMail.html).toContain('Abrir el trabajo');
    expect(notice.crewText.body).toMatch(
      new RegExp(`^UpKeep, trabajo #${id}: el cliente lo paso a "Cancelada"\\. http\\S+/pro/jobs/${id}$`),
    );
    expect(expectSpanishText(notice.crewText.body)).toBe(1);
    expect(notice.ownerMail.subject).toBe(`UpKeep ticket #${id}: Cancelled`);
    expect(notice.ownerMail.body).toMatch(
      new RegExp(
        `^Hello Olivia Owner,\\n\\nThe customer moved ticket #${id} to "Cancelled" \\(.+\\)\\.\\nTheir comments: Change of plans`,
      ),
    );
  });

  it('mails a customer’s unread message to a Spanish crew member in Spanish, and the company’s answer to a Spanish guest', async () => {
    const { ticketId: id, guest, email } = first;
    const asked = await inject({
      method: 'POST',
      url: `/api/customer/tickets/${id}/messages`,
      headers: bearer(guest),
      payload: { body: '¿Pueden venir por la tarde?' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const message = asked.json().data as { id: number; createdAt: string };
    const at = (minutes: number) => ({
      ...depsOf(context().app),
      now: () => new Date(Date.parse(message.createdAt) + minutes * 60_000),
    });
    expect(await remindUnread(at(5), noQuestions, message.id)).toBe('sent');
    const unread = await sent(id, 'unread-message');
    expect(unread.crewMail.subject).toBe(`UpKeep, trabajo #${id}: un mensaje de Lupita Ramos`);
    expect(unread.crewMail.body).toMatch(
      new RegExp(
        `^Hola, Luis Ortega:\\n\\nLupita Ramos escribió sobre el trabajo #${id} \\(Jardinería, lun, 6 jul 2026, `,
      ),
    );
    expect(unread.crewMail.body).toContain('¿Pueden venir por la tarde?');
    expect(unread.crewMail.body).toMatch(/Responda en el portal: http\S+\/pro\/jobs\//);
    expect(unread.crewText.body).toMatch(
      new RegExp(`^UpKeep, trabajo #${id}: Lupita Ramos le envio un mensaje\\. http\\S+/pro/jobs/${id}$`),
    );
    expect(expectSpanishText(unread.crewText.body)).toBe(1);
    expect(unread.ownerMail.subject).toBe(`UpKeep job #${id}: a message from Lupita Ramos`);
    expect(unread.ownerMail.body).toMatch(
      /^Hello Olivia Owner,\n\nLupita Ramos wrote about job #\d+ \(Landscaping, Mon, Jul 6, 2026, /,
    );
    expect(unread.ownerMail.body).toContain('Answer in the portal: ');

    // The company answers; the guest has not read it an hour later: an e-mail in the booking's language.
    const answered = await inject({
      method: 'POST',
      url: `/api/company/tickets/${id}/messages`,
      headers: bearer(company.ownerToken),
      payload: { body: 'Sí, a las 3.' },
    });
    expect(answered.statusCode, answered.body).toBe(201);
    const answer = answered.json().data as { id: number };
    expect(await remindUnread(at(70), noQuestions, answer.id)).toBe('sent');
    const [mail] = await queryRows<Row>(
      db(),
      sql`select channel, recipient, subject, body, html from notification_outbox
           where ticket_id = ${id} and topic = 'unread-message' and recipient = ${email}`,
    );
    expect(mail?.subject).toMatch(new RegExp(`^UpKeep, reserva #${id}: un mensaje de `));
    expect(mail?.body).toMatch(
      /^Hola, Lupita Ramos:\n\n.+ escribió sobre su reserva de Jardinería para el lun, 6 jul 2026, /,
    );
    expect(mail?.body).toContain('Sí, a las 3.');
    expect(mail?.body).toMatch(/Léalo y responda en su reserva: http\S+\/my-booking\//);
    expect(mail?.body.endsWith('El equipo de UpKeep')).toBe(true);
    expect(mail?.html).toContain('<html dir="ltr" lang="es">');
  });

  it('invites a crew member in the language the owner chose, the office and an English crew member in English', async () => {
    const [crew] = await queryRows<{ id: number }>(
      db(),
      sql`select id from crews where company_id = ${company.id} order by id desc limit 1`,
    );
    const crewId = required(crew, 'the crew').id;
    const invite = (payload: object) =>
      inject({ method: 'POST', url: '/api/company/users', headers: bearer(company.ownerToken), payload });
    const invitationTo = async (email: string) =>
      required(
        (
          await queryRows<Row>(
            db(),
            sql`select channel, recipient, subject, body, html from notification_outbox
                 where recipient = ${email} and channel = 'email' order by id desc limit 1`,
          )
        )[0],
        `the invitation to ${email}`,
      );
    const address = (name: string) => `${name}-${Math.random().toString(36).slice(2)}@example.com`;

    const rosa = address('rosa');
    const invited = await invite({ name: 'Rosa Díaz', email: rosa, role: 'crew', crewId, locale: 'es' });
    expect(invited.statusCode, invited.body).toBe(201);
    // The owner's portal is English.
    expect(invited.json().message).toBe('Invitation sent');
    const [account] = await queryRows<{ locale: string }>(
      db(),
      sql`select locale from company_users where id = ${invited.json().data.id}`,
    );
    expect(account?.locale).toBe('es');
    const spanish = await invitationTo(rosa);
    expect(spanish.subject).toMatch(/^Una invitación a .+ en UpKeep$/);
    expect(spanish.body).toMatch(
      /^Hola:\n\nOlivia Owner le invitó al portal de empresas de UpKeep de .+, para ver y gestionar sus trabajos\.\n\nElija su contraseña con el enlace de abajo para iniciar sesión\.\n\nhttp\S+\/es\/pro\/accept-invite\?token=\S+\n\nEl enlace funciona una sola vez y es válido por 7 días\. Si ya venció, pida uno nuevo\.\n\nSi no esperaba este correo, ignórelo: no pasa nada hasta que se use el enlace\.\n\nEl equipo de UpKeep$/,
    );
    expect(spanish.html).toContain('<html dir="ltr" lang="es">');
    expect(spanish.html).toContain('Elegir su contraseña');
    // Sent again: in Spanish still (the account's language).
    const again = await inject({
      method: 'POST',
      url: `/api/company/users/${invited.json().data.id}/invitation`,
      headers: bearer(company.ownerToken),
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await invitationTo(rosa)).subject).toMatch(/^Una invitación a /);

    // A crew member invited without a language, and the office: English, word for word.
    const joe = address('joe');
    expect((await invite({ name: 'Joe Crew', email: joe, role: 'crew', crewId })).statusCode).toBe(201);
    const english = await invitationTo(joe);
    expect(english.subject).toMatch(/^You are invited to .+ on UpKeep$/);
    expect(english.body).toMatch(
      /^Hello,\n\nOlivia Owner invited you to the UpKeep company portal of .+, to see and manage its jobs\.\n\nChoose your password with the link below to sign in\.\n\nhttp\S+\/pro\/accept-invite\?token=\S+\n\nThe link works once and is valid for 7 days\. If it has expired, ask for a new one\.\n\nIf you did not expect this e-mail, ignore it: nothing happens until the link is used\.\n\nThe UpKeep team$/,
    );
    expect(english.html).toContain('<html dir="ltr" lang="en">');
    const office = address('ann');
    expect((await invite({ name: 'Ann Office', email: office, locale: 'en' })).statusCode).toBe(201);
    expect((await invitationTo(office)).subject).toMatch(/^You are invited to /);

    // Only a crew member is invited in Spanish (the office reads the portal in English); no other language.
    const refused = await invite({ name: 'Eva Office', email: address('eva'), locale: 'es' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('locale');
    const unknown = await invite({ name: 'Zoe Crew', email: address('zoe'), role: 'crew', crewId, locale: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('locale');
  });
});
