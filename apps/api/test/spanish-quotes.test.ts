/**
 * Quotes in the customer's language (issue 50 in issue 49's way): a Spanish guest's quote is announced in Spanish, its
 * e-mail and text carrying the booking's private link to the Spanish screens landing on the quote
 * (`/es/my-booking/{token}?to=quote&quote={id}`), the text in GSM-7 in as few parts as the guests' texts with a link;
 * a Spanish customer's text, its page's link, one part; the reading page's words and the refusals in Spanish.
 */
import { addDays, type CompanyQuote, type CustomerQuote, valleyToday } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { smsEncoding, smsParts } from '../src/lib/sms-parts.ts';
import { companyMember, estimateBooking } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { SPANISH, spanishSuite } from './helpers/spanish.ts';
import { databaseKinds } from './helpers.ts';
import { bearer } from './sign-in.ts';

const quoteBody = {
  options: [
    {
      title: 'Reparación del césped',
      durationMinutes: 120,
      lines: [{ description: 'Mantillo, por yarda', quantity: 3, unitPrice: 40 }],
    },
  ],
  expiresOn: addDays(valleyToday(TEST_NOW), 14),
  deposit: { kind: 'none' },
};

describe.each(databaseKinds())('quotes in Spanish (%s)', (kind) => {
  const { db, inject } = spanishSuite(kind, { block: 132, now: () => TEST_NOW });

  /** An estimate booked, made Spanish (the booking's language: a guest's is the ticket's), a quote sent on it. */
  async function spanishQuote(options: { guest: boolean }) {
    const estimate = await estimateBooking(inject, db(), options);
    await db().execute(sql`update tickets set locale = 'es' where id = ${estimate.ticketId}`);
    if (!options.guest) {
      await db().execute(
        sql`update customers set locale = 'es' where id = (select customer_id from tickets where id = ${estimate.ticketId})`,
      );
    }
    const owner = (await companyMember(inject, db(), { companyId: estimate.company.companyId })).token;
    const created = await inject({
      method: 'POST',
      url: `/api/company/tickets/${estimate.ticketId}/quotes`,
      headers: bearer(owner),
      payload: quoteBody,
    });
    expect(created.statusCode, created.body).toBe(201);
    const quote = created.json().data as CompanyQuote;
    const sent = await inject({ method: 'POST', url: `/api/company/quotes/${quote.id}/send`, headers: bearer(owner) });
    expect(sent.statusCode, sent.body).toBe(200);
    const messages = await queryRows<{ channel: string; subject: string | null; body: string }>(
      db(),
      sql`select channel, subject, body from notification_outbox
           where ticket_id = ${estimate.ticketId} and strpos(body, 'quote') > 0 order by id`,
    );
    return { ...estimate, quoteId: quote.id, messages };
  }

  it('tells a Spanish guest in Spanish through the private link to the Spanish screens, landing on the quote', async () => {
    const { quoteId, messages, token, company } = await spanishQuote({ guest: true });
    const mail = messages.find((m) => m.channel === 'email');
    expect(mail?.subject).toContain(`una cotización de ${company.company.name}`);
    expect(mail?.body).toContain('le envió una cotización para su trabajo');
    expect(mail?.body).toMatch(
      new RegExp(`Leer la cotización: https?://\\S+/es/my-booking/[A-Za-z0-9_-]{20,}\\?to=quote&quote=${quoteId}\\b`),
    );
    const text = messages.find((m) => m.channel === 'sms')?.body ?? '';
    expect(text).toMatch(
      new RegExp(
        `le envio una cotizacion\\. Léala aqui: https?://\\S+/es/my-booking/\\S+\\?to=quote&quote=${quoteId}$`,
      ),
    );
    // GSM-7, and with a private link two parts at most, as the guests' other texts with one.
    expect(smsEncoding(text).encoding).toBe('GSM-7');
    expect(smsParts(text)).toBeLessThanOrEqual(2);

    // The reading page's words in Spanish: the service's name; a refusal too.
    const read = await inject({
      method: 'GET',
      url: `/api/customer/quotes/${quoteId}`,
      headers: { ...bearer(token), ...SPANISH },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json().data as CustomerQuote).serviceName).toBe('Jardinería');
    const declined = await inject({
      method: 'POST',
      url: `/api/customer/quotes/${quoteId}/decline`,
      headers: { ...bearer(token), ...SPANISH },
      payload: { reason: 'Es demasiado caro.' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().message).toBe('Cotización rechazada');
    const again = await inject({
      method: 'POST',
      url: `/api/customer/quotes/${quoteId}/decline`,
      headers: { ...bearer(token), ...SPANISH },
      payload: { reason: 'Es demasiado caro.' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Esta cotización ya no se puede responder.');
  });

  it('texts a Spanish customer with an account the quote’s page in one GSM-7 part', async () => {
    const { quoteId, messages } = await spanishQuote({ guest: false });
    const text = messages.find((m) => m.channel === 'sms')?.body ?? '';
    expect(text).toMatch(new RegExp(`/quote/${quoteId}$`));
    expect(smsEncoding(text).encoding).toBe('GSM-7');
    expect(smsParts(text)).toBe(1);
  });
});
