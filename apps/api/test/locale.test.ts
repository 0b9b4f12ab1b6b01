/**
 * The caller's language on the API (issue 49): an account made from a Spanish screen is Spanish, the customer can
 * change it, and a booking remembers the language it was made in (what is sent to a guest follows it).
 */
import { type Offer, ServiceId, type TimeSlot } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { tickets } from '../src/db/schema.ts';
import { requestLocale } from '../src/lib/request-locale.ts';
import { companyMember, createCustomer, paidBooking, unique, yardForm } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, send, signInAsGuest } from './sign-in.ts';

const SPANISH = { 'accept-language': 'es-US,es;q=0.9' };

describe('a request names its language in Accept-Language', () => {
  it('answers the one it prefers among ours, else English', () => {
    expect(requestLocale({ headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' } })).toBe('es');
    expect(requestLocale({ headers: { 'accept-language': 'fr-FR' } })).toBe('en');
    expect(requestLocale({ headers: {} })).toBe('en');
  });
});

describe.each(databaseKinds())('languages on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
  });
  afterAll(() => ctx.close());

  const profile = async (token: string) =>
    (await send(ctx.app, { method: 'GET', url: '/api/customer', headers: bearer(token) })).json().data;

  it('makes an account in the language of the screen it was made from; English when none is named', async () => {
    const spanish = await send(ctx.app, {
      method: 'POST',
      url: '/api/customer',
      headers: SPANISH,
      payload: {
        Name: 'Lupita Ramos',
        Email: `lupita-${unique()}@example.com`,
        PhoneNumber: '7025550123',
        Password: 'Cactus-Flower-2026',
        Origin: 'test',
      },
    });
    expect(spanish.statusCode).toBe(201);
    expect(spanish.json().data.user.locale).toBe('es');
    expect((await profile(spanish.json().data.token)).locale).toBe('es');

    const { token } = await createCustomer(ctx.app);
    expect((await profile(token)).locale).toBe('en');
  });

  it('lets the customer change their language with their profile, and keeps it when the profile omits it', async () => {
    const { token } = await createCustomer(ctx.app);
    const update = (payload: Record<string, unknown>) =>
      send(ctx.app, { method: 'PUT', url: '/api/customer', headers: bearer(token), payload });
    const changed = await update({ phoneNumber: '7025550144', address: '', locale: 'es' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.locale).toBe('es');
    expect((await update({ phoneNumber: '7025550145', address: '' })).json().data.locale).toBe('es');
    const refused = await update({ phoneNumber: '7025550145', address: '', locale: 'fr' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toContainEqual(expect.objectContaining({ field: 'locale' }));
    expect((await profile(token)).locale).toBe('es');
  });

  it("keeps the language a guest's booking was made in, until the guest chooses another", async () => {
    const guest = await signInAsGuest(ctx.app);
    const { form } = await yardForm(ctx.app);
    const offers = (
      await send(ctx.app, {
        method: 'POST',
        url: '/api/customer/offer/new',
        payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
      })
    ).json().data as Offer[];
    let ticketId: number | undefined;
    for (const offer of offers) {
      const slots = (
        await send(ctx.app, {
          method: 'POST',
          url: '/api/customer/company-calendar/schedules',
          payload: { CompanyServiceID: offer.companyServiceID, Date: '2026-06-24', Duration: offer.duration },
        })
      ).json().data as TimeSlot[];
      const slot = slots.find((s) => s.isAvailable);
      if (!slot) continue;
      const created = await send(ctx.app, {
        method: 'POST',
        url: '/api/customer/ticket',
        headers: { ...bearer(guest), ...SPANISH },
        payload: {
          ScheduledDate: '2026-06-24',
          ScheduleID: slot.id,
          CompanyServiceID: offer.companyServiceID,
          Name: 'Lupita Ramos',
          Email: `guest-${unique()}@example.com`,
          PhoneNumber: '7025550177',
          Address: '4820 Sahara Ave, Las Vegas, NV 89102',
          ZipCode: '89102',
          Instructions: '',
          Origin: 'test',
          idFeatures: [form],
          DiscountCodeID: '',
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      ticketId = created.json().data.id;
      break;
    }
    expect(ticketId).toBeDefined();
    const localeOfBooking = async () =>
      (
        await ctx.database.db
          .select({ locale: tickets.locale })
          .from(tickets)
          .where(eq(tickets.id, ticketId ?? 0))
      )[0]?.locale;
    expect(await localeOfBooking()).toBe('es');
    // The language switch of a guest's screen: their bookings' language, which what is sent about them follows.
    const chosen = await send(ctx.app, {
      method: 'PUT',
      url: '/api/customer/locale',
      headers: bearer(guest),
      payload: { locale: 'en' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await localeOfBooking()).toBe('en');
    // Another guest's choice is theirs alone.
    const other = await send(ctx.app, {
      method: 'PUT',
      url: '/api/customer/locale',
      headers: bearer(await signInAsGuest(ctx.app)),
      payload: { locale: 'es' },
    });
    expect(other.statusCode).toBe(200);
    expect(await localeOfBooking()).toBe('en');
  });
});

describe.each(databaseKinds())('choosing a language on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
  });
  afterAll(() => ctx.close());

  const put = (url: string, token: string, payload: Record<string, unknown>) =>
    send(ctx.app, { method: 'PUT', url, headers: bearer(token), payload });

  it("sets a signed-in customer's language, which their profile then answers", async () => {
    const { token } = await createCustomer(ctx.app);
    const chosen = await put('/api/customer/locale', token, { locale: 'es' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().data).toEqual({ locale: 'es' });
    expect(
      (await send(ctx.app, { method: 'GET', url: '/api/customer', headers: bearer(token) })).json().data.locale,
    ).toBe('es');
    expect((await put('/api/customer/locale', token, { locale: 'pt' })).statusCode).toBe(400);
    expect((await put('/api/customer/locale', token, {})).statusCode).toBe(400);
    // Without a session, nobody's.
    expect(
      (await send(ctx.app, { method: 'PUT', url: '/api/customer/locale', payload: { locale: 'es' } })).statusCode,
    ).toBe(401);
  });

  it("sets the language of the one booking a guest's private link opened, and none an account has added", async () => {
    const guest = await signInAsGuest(ctx.app);
    const email = `guest-${unique()}@example.com`;
    const first = await paidBooking(ctx.app, { customerToken: guest, email, date: '2026-06-23' });
    const second = await paidBooking(ctx.app, { customerToken: guest, email, date: '2026-06-25' });
    const localeOf = async (ticketId: number) =>
      (await ctx.database.db.select({ locale: tickets.locale }).from(tickets).where(eq(tickets.id, ticketId)))[0]
        ?.locale;
    // The private link of the first booking, as its confirmation e-mail carries it.
    const [mail] = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox
           where recipient = ${email} and channel = 'email' and ticket_id = ${first.ticketId}
             and strpos(body, '/my-booking/') > 0
           order by id limit 1`,
    );
    const linkToken = /\/my-booking\/([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const opened = await send(ctx.app, {
      method: 'POST',
      url: '/api/customer/ticket-links/session',
      payload: { token: linkToken },
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const linkSession: string = opened.json().data.token;
    expect((await put('/api/customer/locale', linkSession, { locale: 'es' })).statusCode).toBe(200);
    expect(await localeOf(first.ticketId)).toBe('es');
    expect(await localeOf(second.ticketId)).toBe('en');

    // A booking an account has added since is the account's: the guest's session no longer changes it.
    const account = await createCustomer(ctx.app);
    const customerId: number = account.res.json().data.user.id;
    await ctx.database.db.update(tickets).set({ customerId }).where(eq(tickets.id, second.ticketId));
    expect((await put('/api/customer/locale', guest, { locale: 'es' })).statusCode).toBe(200);
    expect(await localeOf(second.ticketId)).toBe('en');
    expect(await localeOf(first.ticketId)).toBe('es');
  });

  it("sets a crew member's language, which their session then answers; nobody else's", async () => {
    const crew = await companyMember(ctx.app, ctx.database.db, { role: 'crew' });
    const chosen = await put('/api/company/locale', crew.token, { locale: 'es' });
    expect(chosen.statusCode).toBe(200);
    const me = await send(ctx.app, { method: 'GET', url: '/api/company/me', headers: bearer(crew.token) });
    expect(me.json().data.locale).toBe('es');
    const owner = await companyMember(ctx.app, ctx.database.db, { companyId: crew.companyId });
    const ownerMe = await send(ctx.app, { method: 'GET', url: '/api/company/me', headers: bearer(owner.token) });
    expect(ownerMe.json().data.locale).toBe('en');
    expect((await put('/api/company/locale', crew.token, { locale: 'ES' })).statusCode).toBe(400);
    const { token: customer } = await createCustomer(ctx.app);
    expect((await put('/api/company/locale', customer, { locale: 'es' })).statusCode).toBe(401);
  });
});
