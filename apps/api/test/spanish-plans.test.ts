/**
 * Issue 49: a plan's e-mails and texts follow its customer's account (a plan is a customer's with an account). A
 * Spanish customer's plan: a visit the card could not pay is told in Spanish (the e-mail and a one-part GSM-7 text),
 * the company's answer to a move in Spanish (the reason as written), a crew member of the plan's company in Spanish
 * when the unpaid visit is cancelled; the owner's and an English customer's read as before.
 */
import { addDays, required, TEST_CARDS, valleyDateTime } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { crews } from '../src/db/schema.ts';
import { depsOf } from '../src/lib/deps.ts';
import { smsEncoding, smsParts } from '../src/lib/sms-parts.ts';
import { QuestionnaireCache } from '../src/modules/companies/discovery/questionnaire.ts';
import { sweepPlans } from '../src/modules/tickets/plans/service.ts';
import { bookingAwaitingPayment, createCompanyUser, createCustomer, liveCompany } from './factories.ts';
import { spanishSuite } from './helpers/spanish.ts';
import { databaseKinds } from './helpers.ts';
import { bearer, signInCompanyUser } from './sign-in.ts';

const HOUR = 3600_000;
const START = new Date('2026-10-19T16:00:00Z');

interface PlanView {
  id: number;
  visits: { date: string; ticketId: number | null; scheduledAt: string | null }[];
}

describe.each(databaseKinds())('a plan’s messages in its customer’s language (%s)', (kind) => {
  const clock = { now: START };
  const { context, db, inject } = spanishSuite(kind, { block: 153, now: () => clock.now });
  const deps = () => ({
    ...depsOf(context().app),
    provider: new SandboxProvider(db(), () => clock.now),
    questionnaires: new QuestionnaireCache(db()),
  });

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  /**
   * A weekly plan of a customer in `locale` with a saved card (`cardNumber`), from a booking on `date` at a company of
   * its own, confirmed by its owner; the company's Spanish crew member has alerts.
   */
  async function confirmedPlan(locale: 'en' | 'es', cardNumber: string, date: string) {
    const made = await createCustomer(inject, {
      Name: 'Marisol Peña',
      Email: `plan-es-${Date.now()}-${Math.random()}@example.com`,
      PhoneNumber: `702${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    const token = required(made.token, 'the customer');
    await call(token, 'PUT', '/customer/locale', { locale });
    const setup = (await call(token, 'POST', '/customer/payment-methods')).json().data;
    const card = { clientSecret: setup.clientSecret, cardNumber, expMonth: 12, expYear: 34, cvc: '123' };
    const confirmed = (await call(null, 'POST', `/sandbox/setup-intents/${setup.setupIntentId}/confirm`, card)).json()
      .data;
    if (confirmed.status === 'requires_action') {
      await call(null, 'POST', `/sandbox/setup-intents/${setup.setupIntentId}/authenticate`, {
        clientSecret: setup.clientSecret,
        outcome: 'complete',
      });
    }
    const [saved] = (await call(token, 'GET', '/customer/payment-methods')).json().data as { id: number }[];
    const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
    const booked = await bookingAwaitingPayment(inject, { customerToken: token, date, companyServiceId });
    const started = await call(token, 'POST', '/customer/plans', {
      ticketId: booked.ticketId,
      intervalWeeks: 1,
      savedCardId: required(saved, 'the card').id,
    });
    expect(started.statusCode, started.body).toBe(201);
    const owner = await createCompanyUser(db(), { companyId: booked.companyId, name: 'Olivia Owner' });
    const company = await signInCompanyUser(inject, owner.email, owner.password);
    const [crew] = await db()
      .insert(crews)
      .values({ companyId: booked.companyId, name: `Cuadrilla ${Date.now()}`, color: '#2f9e44' })
      .returning();
    const member = await createCompanyUser(db(), {
      companyId: booked.companyId,
      role: 'crew',
      crewId: required(crew, 'the crew').id,
      name: 'Luis Ortega',
    });
    await db().execute(sql`update company_users set locale = 'es', booking_alerts = true where id = ${member.user.id}`);
    const plan = (await call(company, 'POST', `/company/plans/${(started.json().data as PlanView).id}/confirm`)).json()
      .data as PlanView;
    return { token, company, plan, crewEmail: member.email, ownerEmail: owner.email };
  }

  const sentAbout = (ticketId: number, topic: string) =>
    queryRows<{ channel: string; recipient: string; subject: string | null; body: string; html: string | null }>(
      db(),
      sql`select channel, recipient, subject, body, html from notification_outbox
           where ticket_id = ${ticketId} and topic = ${topic} order by id`,
    );

  it('tells a Spanish customer in Spanish of a visit the card did not pay, and the crew of its cancellation', async () => {
    const { plan, crewEmail, ownerEmail } = await confirmedPlan('es', TEST_CARDS.authenticationRequired, '2026-10-21');
    const first = required(plan.visits[0], 'the first visit');
    const ticketId = required(first.ticketId, 'its ticket');
    clock.now = new Date(new Date(first.scheduledAt ?? 0).getTime() - 23 * HOUR);
    await sweepPlans(deps());
    const told = await sentAbout(ticketId, 'plan-visit-at-risk');
    const mail = required(
      told.find((m) => m.channel === 'email'),
      'the e-mail',
    );
    expect(mail.subject).toBe(`UpKeep, reserva #${ticketId}: la visita de su plan no está pagada`);
    expect(mail.body).toMatch(
      /^Hola, Marisol Peña:\n\nNo pudimos cobrar a su tarjeta guardada la visita de Jardinería del mié, 21 oct 2026, /,
    );
    expect(mail.body).toMatch(
      new RegExp(
        `Actualice aquí la tarjeta de su plan, o la visita se cancela 2 horas antes: http\\S+/es/my-plans/${plan.id}\n`,
      ),
    );
    expect(mail.html).toContain('<html dir="ltr" lang="es">');
    const text = required(
      told.find((m) => m.channel === 'sms'),
      'the text',
    ).body;
    expect(text).toMatch(
      /^UpKeep: la visita de su plan del mié, 21 oct, .+ no se pudo cobrar: .+ Cambie su tarjeta aqui: http/,
    );
    // Both link the plan's Spanish screen.
    expect(text).toMatch(new RegExp(`https?://\\S+/es/my-plans/${plan.id}$`));
    expect(smsEncoding(text).encoding, text).toBe('GSM-7');
    expect(smsParts(text), text).toBeLessThanOrEqual(2);

    // Still unpaid 2 hours before: cancelled; the crew member is told in Spanish, the owner in English.
    clock.now = new Date(new Date(first.scheduledAt ?? 0).getTime() - 1.5 * HOUR);
    await sweepPlans(deps());
    const cancelled = await queryRows<{ recipient: string; subject: string; body: string }>(
      db(),
      sql`select recipient, subject, body from notification_outbox where topic = 'plan'
           and recipient in (${crewEmail}, ${ownerEmail}) and (subject like ${`%#${ticketId}:%`}) order by id`,
    );
    expect(cancelled.find((m) => m.recipient === crewEmail)?.subject).toBe(
      `UpKeep, trabajo #${ticketId}: visita del plan cancelada (sin pagar)`,
    );
    expect(cancelled.find((m) => m.recipient === crewEmail)?.body).toMatch(
      /^Hola, Luis Ortega:\n\nLa visita del plan de Marisol Peña para el mié, 21 oct 2026, .+ no se pagó y está cancelada: ese horario queda libre\.\n\nEn el portal: http/,
    );
    expect(cancelled.find((m) => m.recipient === ownerEmail)?.subject).toBe(
      `UpKeep job #${ticketId}: plan visit cancelled (not paid)`,
    );
    // The customer's e-mail of the cancellation links the plan's Spanish screen too.
    const [gone] = await sentAbout(ticketId, 'plan-visit-cancelled');
    expect(gone?.body).toMatch(new RegExp(`https?://\\S+/es/my-plans/${plan.id}\\b`));
    clock.now = START;
  });

  it('tells a Spanish customer the company’s answer to a move in Spanish, an English one as before', async () => {
    for (const locale of ['es', 'en'] as const) {
      const { token, company, plan } = await confirmedPlan(locale, TEST_CARDS.succeeds, '2026-10-22');
      const [first, second] = plan.visits;
      const time = valleyDateTime(new Date(first?.scheduledAt ?? 0)).time;
      const moveDate = addDays(second?.date ?? '', 1);
      const asked = await inject({
        method: 'POST',
        url: `/api/customer/plans/${plan.id}/move`,
        headers: { ...bearer(token), 'accept-language': locale === 'es' ? 'es-US' : 'en-US' },
        payload: { date: moveDate, time },
      });
      expect(asked.statusCode, asked.body).toBe(200);
      expect(asked.json().message).toBe(
        locale === 'es'
          ? 'Solicitud enviada: la compañía acepta o rechaza el cambio'
          : 'Asked: the company accepts or declines the move',
      );
      const declined = await call(company, 'POST', `/company/plans/${plan.id}/move-request/decline`, {
        reason: 'Ese día está lleno',
      });
      expect(declined.statusCode, declined.body).toBe(200);
      const [mail] = await queryRows<{ subject: string; body: string }>(
        db(),
        sql`select o.subject, o.body from notification_outbox o join plans p on p.id = ${plan.id}
             join tickets t on t.id = p.first_ticket_id
             where o.topic = 'plan-move' and o.recipient = t.email order by o.id desc limit 1`,
      );
      if (locale === 'es') {
        expect(mail?.subject).toBe('UpKeep: su solicitud para cambiar su plan');
        expect(mail?.body).toBe(
          `Hola, Marisol Peña:\n\nLa compañía no puede cambiar sus visitas: mantienen su día y hora. Su motivo: “Ese día está lleno”\n\nSu plan: ${mail?.body.match(/http\S+/)?.[0]}\n\nEl equipo de UpKeep`,
        );
        expect(mail?.body.match(/http\S+/)?.[0]).toMatch(new RegExp(`/es/my-plans/${plan.id}$`));
      } else {
        expect(mail?.subject).toBe('UpKeep: your request to move your plan');
        expect(mail?.body).toBe(
          `Hi Marisol Peña,\n\nThe company cannot move your visits: they keep their day and time. Its reason: “Ese día está lleno”\n\nYour plan: ${mail?.body.match(/http\S+/)?.[0]}\n\nThe UpKeep team`,
        );
        expect(mail?.body.match(/http\S+/)?.[0]).toMatch(new RegExp(`//[^/]+/my-plans/${plan.id}$`));
      }
    }
  });

  it('answers a plan in the caller’s language: how often, the day and time, the service, a failed charge’s reason', async () => {
    const { token, plan } = await confirmedPlan('es', TEST_CARDS.declinesAfterSaving, '2026-10-23');
    const first = required(plan.visits[0], 'the first visit');
    clock.now = new Date(new Date(first.scheduledAt ?? 0).getTime() - 23 * HOUR);
    await sweepPlans(deps());
    const read = (url: string, language?: string) =>
      inject({
        method: 'GET',
        url: `/api${url}`,
        headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
      });

    const spanish = await read(`/customer/plans/${plan.id}`, 'es-US,es;q=0.9');
    expect(spanish.statusCode, spanish.body).toBe(200);
    expect(spanish.headers.vary).toMatch(/accept-language/i);
    const es = spanish.json().data;
    expect(es).toMatchObject({ frequency: 'Cada semana', serviceName: 'Jardinería', intervalWeeks: 1 });
    expect(es.schedule).toMatch(/^los viernes a las \d{1,2}:\d{2} [ap]\. m\.$/);
    expect(es.visits[0]).toMatchObject({ state: 'at_risk', chargeError: 'Su tarjeta fue rechazada.' });
    // The list says the same.
    const list = (await read('/customer/plans', 'es')).json().data as { id: number; frequency: string }[];
    expect(list.find((p) => p.id === plan.id)?.frequency).toBe('Cada semana');

    // English, as before: the caller that asks for it, and one that names no language.
    for (const language of ['en-US', undefined]) {
      const english = await read(`/customer/plans/${plan.id}`, language);
      expect(english.headers.vary).toMatch(/accept-language/i);
      const en = english.json().data;
      expect(en).toMatchObject({ frequency: 'Every week', serviceName: 'Landscaping' });
      expect(en.schedule).toMatch(/^Fridays at \d{1,2}:\d{2} [AP]M$/);
      expect(en.visits[0]).toMatchObject({ state: 'at_risk', chargeError: 'Your card was declined.' });
    }

    // A change answers the plan in the caller's language too (the screen puts it in place), and a refusal.
    const paused = await inject({
      method: 'POST',
      url: `/api/customer/plans/${plan.id}/pause`,
      headers: { ...bearer(token), 'accept-language': 'es' },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      message: 'Plan pausado',
      data: { status: 'paused', frequency: 'Cada semana' },
    });
    const again = await inject({
      method: 'POST',
      url: `/api/customer/plans/${plan.id}/pause`,
      headers: { ...bearer(token), 'accept-language': 'es' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('El plan está en pausa: no se puede pausar.');
    const inEnglish = await inject({
      method: 'POST',
      url: `/api/customer/plans/${plan.id}/pause`,
      headers: bearer(token),
    });
    expect(inEnglish.json().message).toBe('The plan is paused: it cannot be paused.');
    clock.now = START;
  });
});
