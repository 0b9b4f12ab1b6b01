/**
 * Issue 49: what a customer receives is in their language: a guest's in the language their checkout was made in
 * (tickets.locale), a customer's in their account's. A Spanish visitor books as a guest and pays: the e-mail (its
 * frame too), the text (GSM-7, as few parts as Spanish allows), the calendar file, the PDF and the company's
 * confirmation are in Spanish, dates in the es-US form; an English booking reads exactly as before.
 */
import { required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { smsEncoding, smsParts } from '../src/lib/sms-parts.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompanyUser, createCustomer, paidBooking, signedInStaff } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { spanishGuestBooking, spanishSuite } from './helpers/spanish.ts';
import { databaseKinds } from './helpers.ts';
import { bearer, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' };
/** A moment as Spanish writes it: 'mié, 24 jun 2026, 9:00 a. m.'. */
const ES_MOMENT = /\b(lun|mar|mié|jue|vie|sáb|dom), \d{1,2} jun 2026, \d{1,2}:\d{2} [ap]\. m\./;
/** Unfolds an iCalendar file's lines (RFC 5545 3.1). */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe.each(databaseKinds())('notices in the customer’s language (%s)', (kind) => {
  const { db, inject } = spanishSuite(kind, { block: 149, now: () => TEST_NOW });

  const outbox = (ticketId: number) =>
    queryRows<{
      channel: string;
      recipient: string;
      subject: string | null;
      body: string;
      html: string | null;
      attachments: { filename: string; content: string }[] | null;
    }>(
      db(),
      sql`select channel, recipient, subject, body, html, attachments from notification_outbox
           where ticket_id = ${ticketId} and recipient not like '%owner%' order by id`,
    );
  const pdfText = async (ticketId: number, token: string) => {
    const pdf = await inject({ method: 'POST', url: `/api/reports/ticket/${ticketId}`, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    return (await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true })).text;
  };

  it('writes a Spanish guest’s confirmation e-mail, text, calendar file and PDF in Spanish, and the company’s confirmation', async () => {
    const { guest, email, booking } = await spanishGuestBooking(inject, {
      mailbox: 'lupita',
      name: 'Lupita Ramos',
      date: '2026-06-24',
      headers: SPANISH,
    });
    const id = booking.ticketId;
    const [mail, text] = await outbox(id);

    // The e-mail: subject, words, the service's Spanish name, the date's Spanish form, the frame's language.
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toMatch(new RegExp(`^UpKeep: solicitud de reserva enviada, reserva #${id}, Jardinería$`));
    const body = mail?.body ?? '';
    expect(body).toMatch(
      /^Hola, Lupita Ramos:\n\nSolicitud enviada a .+\. Confirmará su reserva en un plazo de \d+ horas\. Le avisaremos\. Reserva #\d+\./,
    );
    expect(body).toContain('Compañía: ');
    expect(body).toContain('Servicio: Jardinería');
    expect(body).toContain('Dirección: 4820 Sahara Ave');
    expect(body).toMatch(/Cuándo: mié, 24 jun 2026, \d{1,2}:\d{2} [ap]\. m\. - \d{1,2}:\d{2} [ap]\. m\./);
    expect(body).toMatch(/Total: \$\d{1,3}(,\d{3})*\.\d{2} \(pagado \$\d{1,3}(,\d{3})*\.\d{2}\)/);
    expect(body).toContain('Este enlace privado abre su reserva sin una cuenta');
    expect(body).toContain('¡Gracias por elegir UpKeep!');
    expect(body).not.toMatch(/\b(Hi|Request sent|Thank you|When|Address)\b/);
    const html = mail?.html ?? '';
    expect(html).toContain('<html dir="ltr" lang="es">');
    expect(html).toContain('O pegue esta dirección en su navegador:');
    expect(html).toContain('Abrir su reserva');
    expect(html).toContain('le envió este correo sobre su cuenta');
    // The private link opens the booking's Spanish screens: `/es/my-booking/{token}` (issue 49).
    expect(body).toMatch(/https?:\/\/[^/\s]+\/es\/my-booking\/[A-Za-z0-9_-]{20,}/);
    expect(body).not.toMatch(/[^s]\/my-booking\//);
    expect(html).toMatch(/href="https?:\/\/[^/"]+\/es\/my-booking\/[A-Za-z0-9_-]{20,}"/);
    expect(html).not.toContain('sent you this e-mail');

    // The calendar file: its name, summary and description in Spanish.
    const ics = unfold(required(mail?.attachments?.[0], 'the .ics').content);
    expect(ics).toContain('SUMMARY:Jardinería · ');
    expect(ics).toContain(`DESCRIPTION:Reserva #${id} de UpKeep`);
    expect(ics).toMatch(/X-WR-CALNAME:Jardinería con /);
    // The event's link: My tickets, in Spanish.
    expect(ics).toMatch(/^URL;VALUE=URI:https?:\/\/\S+\/es\/my-tickets$/m);

    // The text: Spanish, in GSM-7 (no á í ó ú), the private link in it, two parts at most.
    expect(text?.channel).toBe('sms');
    const sms = text?.body ?? '';
    expect(sms).toMatch(
      new RegExp(
        `^UpKeep #${id}: solicitud enviada a .+, respuesta en \\d+ h\\. Jardineria, mié, 24 jun, \\d{1,2}:\\d{2} [ap]\\. m\\.; pagado: \\$[\\d,.]+\\. Su reserva: http\\S+/es/my-booking/`,
      ),
    );
    expect(smsEncoding(sms).encoding).toBe('GSM-7');
    expect(smsParts(sms)).toBeLessThanOrEqual(2);

    // The PDF the guest downloads.
    const pdf = await pdfText(id, guest);
    expect(pdf).toContain(`Reserva #${id}: Jardinería`);
    expect(pdf).toContain('Visita');
    expect(pdf).toContain('Programada');
    expect(pdf).toMatch(ES_MOMENT);
    expect(pdf).toContain('Pagado');
    expect(pdf).not.toContain('Scheduled');

    // The company confirms it: the guest is told in Spanish.
    const owner = await createCompanyUser(db(), { companyId: booking.companyId, name: 'Olivia Owner' });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    const confirmed = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${id}`,
      headers: bearer(ownerToken),
      payload: { TicketsStatusID: T.Scheduled, Comments: '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // What the guest is sent after (not the company's people).
    const later = (await outbox(id)).slice(2).filter((m) => m.recipient === email || m.recipient === text?.recipient);
    const confirmMail = required(
      later.find((m) => m.channel === 'email'),
      'the confirmation e-mail',
    );
    expect(confirmMail.subject).toBe(`UpKeep, reserva #${id}: Reserva confirmada`);
    expect(confirmMail.body).toMatch(
      /^Hola, Lupita Ramos:\n\nReserva confirmada: .+ confirmó su reserva para mié, 24 jun 2026, /,
    );
    expect(confirmMail.body).toContain(`Reserva #${id}: Jardinería con `);
    expect(confirmMail.body).toMatch(/Ver su reserva: https?:\/\/\S+\/es\/my-booking\/[A-Za-z0-9_-]{20,}/);
    expect(unfold(required(confirmMail.attachments?.[0], 'its .ics').content)).toContain('STATUS:CONFIRMED');
    const confirmText = required(
      later.find((m) => m.channel === 'sms'),
      'the confirmation text',
    ).body;
    expect(confirmText).toMatch(
      new RegExp(`^UpKeep #${id}: Reserva confirmada por .+ para mié, 24 jun, \\d{1,2}:\\d{2} [ap]\\. m\\. http`),
    );
    expect(smsEncoding(confirmText).encoding).toBe('GSM-7');
  });

  it('mails a Spanish guest’s lost link again in Spanish', async () => {
    const { email, booking } = await spanishGuestBooking(inject, {
      mailbox: 'paz',
      name: 'Paz Luna',
      date: '2026-06-30',
      headers: SPANISH,
    });
    const id = booking.ticketId;
    const asked = await inject({
      method: 'POST',
      url: '/api/customer/ticket-links/resend',
      payload: { email, ticketId: id },
    });
    expect(asked.statusCode).toBe(202);
    const mail = required(
      (await outbox(id)).find((m) => m.recipient === email && m.subject?.startsWith('Su reserva de UpKeep')),
      'the link e-mail',
    );
    expect(mail.subject).toBe(`Su reserva de UpKeep: reserva #${id}`);
    expect(mail.body).toMatch(
      /^Hola, Paz Luna:\n\nEste es el enlace privado a su reserva, reserva #\d+ \(mar, 30 jun 2026, [^)]+\)\. Abre la reserva sin una cuenta/,
    );
    expect(mail.body).toMatch(/El enlace funciona hasta el (lun|mar|mié|jue|vie|sáb|dom), \d{1,2} [a-z]+ 2026\./);
    expect(mail.body.endsWith('El equipo de UpKeep')).toBe(true);
    expect(mail.html).toContain('<html dir="ltr" lang="es">');
    expect(mail.body).toMatch(/https?:\/\/\S+\/es\/my-booking\/[A-Za-z0-9_-]{20,}/);
  });

  it('tells a Spanish guest of an extra charge and of their own cancellation in Spanish', async () => {
    const { guest, email, booking } = await spanishGuestBooking(inject, {
      mailbox: 'lupe',
      name: 'Lupe Soto',
      date: '2026-06-29',
      headers: SPANISH,
    });
    const id = booking.ticketId;
    const owner = await createCompanyUser(db(), { companyId: booking.companyId, name: 'Olivia Owner' });
    const ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
    const confirmed = await inject({
      method: 'PUT',
      url: `/api/company/tickets/${id}`,
      headers: bearer(ownerToken),
      payload: { TicketsStatusID: T.Scheduled, Comments: '' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const charge = await inject({
      method: 'POST',
      url: `/api/company/tickets/${id}/open-charges`,
      headers: bearer(ownerToken),
      payload: { Description: 'Retirar las ramas', Price: 20, Duration: '00:30' },
    });
    expect(charge.statusCode, charge.body).toBe(201);
    const cancelled = await inject({
      method: 'PUT',
      url: `/api/customer/ticket/${id}`,
      headers: bearer(guest),
      payload: { TicketsStatusID: T.Cancelled, Comments: 'Cambio de planes' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const mails = (await outbox(id)).filter((m) => m.recipient === email);
    const chargeMail = required(
      mails.find((m) => m.subject?.includes('cargo adicional')),
      'the charge e-mail',
    );
    expect(chargeMail.subject).toBe(`UpKeep, reserva #${id}: un cargo adicional de $20.00 para aprobar`);
    expect(chargeMail.body).toContain('agregó un cargo adicional a su trabajo: Retirar las ramas ($20.00).');
    expect(chargeMail.body).toMatch(/Pagar o rechazar el cargo: http\S+\/es\/my-booking\/\S+\?to=charge/);
    const receipt = required(
      mails.find((m) => m.subject?.endsWith('Su reserva está cancelada')),
      'the cancellation receipt',
    );
    expect(receipt.body).toMatch(/Usted canceló su reserva para lun, 29 jun 2026, /);
    expect(receipt.body).toMatch(/Pagó \$[\d,.]+ por ella\./);
    expect(unfold(required(receipt.attachments?.[0], 'its .ics').content)).toContain('STATUS:CANCELLED');
  });

  it('tells a Spanish guest of UpKeep’s refund in Spanish', async () => {
    const { email, booking } = await spanishGuestBooking(inject, {
      mailbox: 'sol',
      name: 'Sol Reyes',
      date: '2026-07-01',
      headers: SPANISH,
    });
    const staff = await signedInStaff(inject, db());
    const refunded = await inject({
      method: 'POST',
      url: `/api/staff/tickets/${booking.ticketId}/refunds`,
      headers: bearer(staff.token),
      payload: { Amount: 10, Reason: 'La compañía llegó tarde' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const mail = required(
      (await outbox(booking.ticketId)).find((m) => m.recipient === email && m.subject?.includes('reembolso')),
      'the refund e-mail',
    );
    expect(mail.subject).toBe(`UpKeep, reserva #${booking.ticketId}: un reembolso de $10.00`);
    expect(mail.body).toContain(
      `UpKeep le reembolsó a su tarjeta $10.00 de su pago por la reserva #${booking.ticketId}.`,
    );
    expect(mail.body).toContain('Motivo: La compañía llegó tarde');
  });

  it('writes to a customer in their account’s language, whatever the checkout’s', async () => {
    const { token } = await createCustomer(inject, {
      Name: 'Ramón Vega',
      Email: `ramon-${Math.random().toString(36).slice(2)}@example.com`,
      PhoneNumber: '7025550191',
    });
    const chosen = await inject({
      method: 'PUT',
      url: '/api/customer/locale',
      headers: bearer(token),
      payload: { locale: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    const booking = await paidBooking(inject, { customerToken: token, name: 'Ramón Vega', date: '2026-06-25' });
    const [mail, text] = await outbox(booking.ticketId);
    expect(mail?.subject).toContain('solicitud de reserva enviada');
    // A customer's own ticket, on its Spanish screen (`/es/detail-ticket`).
    expect(mail?.body).toMatch(/Ver su reserva: https?:\/\/\S+\/es\/detail-ticket\?TicketId=\d+/);
    // Without a private link the text is one part.
    expect(text?.body).toMatch(/^UpKeep #\d+: solicitud enviada a /);
    expect(smsParts(text?.body ?? '')).toBe(1);
  });

  it('keeps an English booking in English, word for word', async () => {
    const guest = await signInAsGuest(inject);
    const booking = await paidBooking(inject, { customerToken: guest, name: 'Jo Paid', date: '2026-06-26' });
    const id = booking.ticketId;
    const [mail, text] = await outbox(id);
    expect(mail?.subject).toBe(`UpKeep booking request sent: ticket #${id}, Landscaping`);
    expect(mail?.body).toMatch(
      /^Hi Jo Paid,\n\nRequest sent to .+\. They confirm within \d+ hours\. We will let you know\. Ticket #\d+\./,
    );
    expect(mail?.body).toMatch(/When: Fri, Jun 26, 2026, \d{1,2}:\d{2} [AP]M - /);
    expect(mail?.body).toContain('Thank you for choosing UpKeep!');
    expect(mail?.html).toContain('<html dir="ltr" lang="en">');
    expect(mail?.html).toContain('Or paste this address into your browser: ');
    expect(mail?.html).toContain('sent you this e-mail');
    // Its links are the English screens'.
    expect(mail?.body).toMatch(/https?:\/\/[^/\s]+\/my-booking\/[A-Za-z0-9_-]{20,}/);
    expect(mail?.body).not.toContain('/es/');
    const ics = unfold(required(mail?.attachments?.[0], 'the .ics').content);
    expect(ics).toContain(`DESCRIPTION:UpKeep ticket #${id}`);
    expect(ics).toContain('SUMMARY:Landscaping · ');
    expect(text?.body).toMatch(
      new RegExp(
        `^UpKeep #${id}: Request sent to .+ Landscaping, Fri, Jun 26, 2026, .+\\. Total: \\$[\\d,.]+ \\(paid \\$[\\d,.]+\\)\\. Your booking: http`,
      ),
    );
    const pdf = await pdfText(id, guest);
    expect(pdf).toContain(`Ticket #${id}: Landscaping`);
    expect(pdf).toContain('Scheduled');
  });
});
