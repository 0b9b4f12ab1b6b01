/**
 * Company setup through the API: a company approved but setting up fills its profile, logo, prices, area and
 * hours, is refused going live until all is there, then goes live and is offered at once; price-list
 * validation; time off against bookings and the customers' slots; one company never touching another's.
 */
import {
  LOGO_MAX_BYTES,
  Messages,
  type Offer,
  type PriceList,
  required,
  ServiceId,
  type TimeSlot,
  valleyInstant,
} from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { lockKey } from '../src/lib/advisory-locks.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompany, createCompanyUser, createTicket, signedInCustomer, unique, yardForm } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(77);
/** The tests' "now" is Monday 2026-06-15, 10:00 in the valley. */
const WEDNESDAY = 3;
const NEXT_WEDNESDAY = '2026-06-17';
const WEDNESDAY_AFTER = '2026-06-24';
const ZIP = '89102';

describe.each(databaseKinds())('company setup on %s', (kind) => {
  let ctx: TestContext;
  let token: string;
  let companyId: number;
  let form: number[];
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const as = (t: string, options: InjectOptions) =>
    inject({ ...options, headers: { ...bearer(t), ...options.headers } });
  const call = (options: InjectOptions) => as(token, options);

  const profileBody = (overrides: Record<string, unknown> = {}) => ({
    name: `Desert Bloom Gardens ${unique()}`,
    description: 'Family-run yard care in the west valley since 2009.',
    tags: ['Landscaping', 'Yard care'],
    phoneNumber: '(702) 555-0142',
    email: 'office@desertbloom.example.com',
    address: '4820 W Sahara Ave',
    city: 'Las Vegas',
    zipCode: ZIP,
    isInsured: true,
    isLicensed: true,
    ...overrides,
  });

  const offers = async () =>
    (
      await inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        payload: { zipCode: ZIP, serviceID: ServiceId.Landscaping, idFeatures: [form] },
      })
    ).json().data as Offer[];
  const ourOffer = async () => (await offers()).find((o) => o.companyID === companyId);

  const slotsOn = async (offer: Offer, date: string) => {
    const res = await inject({
      method: 'POST',
      url: '/api/customer/company-calendar/schedules',
      payload: { CompanyServiceID: offer.companyServiceID, Date: date, Duration: offer.duration },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as TimeSlot[];
  };
  const openDays = async (offer: Offer) => {
    const res = await inject({
      method: 'POST',
      url: '/api/customer/company-calendar/days',
      payload: {
        CompanyServiceID: offer.companyServiceID,
        From: '2026-06-15',
        To: '2026-06-28',
        Duration: offer.duration,
      },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as string[];
  };

  /** Every value of the landscaping questionnaire at $10 and half an hour. */
  const landscapingPrices = async (overrides: Record<string, unknown> = {}) => {
    const list = (
      await call({ method: 'GET', url: `/api/company/services/${ServiceId.Landscaping}/price-list` })
    ).json().data as PriceList;
    return {
      basePrice: 50,
      baseDuration: '01:00:00',
      serviceCallPrice: 40,
      serviceCallDuration: '01:00:00',
      items: list.features.flatMap((f) =>
        f.values.map((v) => ({ featureValueId: v.id, price: 10, duration: '00:30:00' })),
      ),
      ...overrides,
    };
  };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => new Date(TEST_NOW) });
    const company = await createCompany(ctx.database.db, { state: 'setting_up', description: '' });
    companyId = company.id;
    const user = await createCompanyUser(ctx.database.db, { companyId });
    token = await signInCompanyUser(inject, user.email, user.password);
    form = (await yardForm(inject)).form;
  });
  afterAll(() => ctx.close());

  it('refuses to go live listing all four missing steps, and the setup status says so', async () => {
    const res = await call({ method: 'POST', url: '/api/company/go-live' });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([
      'profile',
      'services',
      'zip-codes',
      'calendar',
    ]);
    expect(body.message).toMatch(/description/);
    const status = (await call({ method: 'GET', url: '/api/company/setup' })).json().data;
    expect(status.state).toBe('setting_up');
    expect(status.steps.every((s: { done: boolean }) => !s.done)).toBe(true);
  });

  it('saves the profile; the slug follows the name while setting up; a taken name is 409', async () => {
    const body = profileBody({ name: `Desert Bloom ${unique()}` });
    const res = await call({ method: 'PUT', url: '/api/company/profile', payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: body.name, phoneNumber: '7025550142', state: 'setting_up' });
    const [row] = await queryRows<{ slug: string }>(
      ctx.database.db,
      sql`select slug from companies where id = ${companyId}`,
    );
    expect(row?.slug).toBe(body.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));

    const [demo] = await queryRows<{ name: string }>(
      ctx.database.db,
      sql`select name from companies where slug = 'red-rock-yard-works'`,
    );
    const taken = await call({
      method: 'PUT',
      url: '/api/company/profile',
      payload: profileBody({ name: required(demo, 'the demo company').name.toUpperCase() }),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toMatch(/already on UpKeep/);

    const badZip = await call({
      method: 'PUT',
      url: '/api/company/profile',
      payload: profileBody({ zipCode: '00001' }),
    });
    expect(badZip.statusCode).toBe(400);
    expect(badZip.json().errors[0].field).toBe('zipCode');
  });

  it('lists bookable services and an empty price list with the questions for one not offered', async () => {
    const services = (await call({ method: 'GET', url: '/api/company/services' })).json().data;
    expect(services).toContainEqual({ serviceId: ServiceId.Landscaping, name: expect.any(String), offered: false });
    const res = await call({ method: 'GET', url: `/api/company/services/${ServiceId.Landscaping}/price-list` });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as PriceList;
    expect(list).toMatchObject({ offered: false, basePrice: 0, serviceCallPrice: 0, items: [] });
    expect(list.features.length).toBeGreaterThan(0);
    expect(list.features.flatMap((f) => f.values.map((v) => v.id))).toEqual(expect.arrayContaining(form));
    expect((await call({ method: 'GET', url: '/api/company/services/999999/price-list' })).statusCode).toBe(404);
    const [soon] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from services where coming_soon limit 1`,
    );
    if (soon) {
      expect((await call({ method: 'GET', url: `/api/company/services/${soon.id}/price-list` })).statusCode).toBe(404);
    }
  });

  it('validates price lists: negative, unknown value, value of another service, listed twice, no visit time', async () => {
    const url = `/api/company/services/${ServiceId.Landscaping}/price-list`;
    const good = await landscapingPrices();
    const first = required(good.items[0], 'a value');
    const put = (payload: object) => call({ method: 'PUT', url, payload });

    const negative = await put({ ...good, items: [{ ...first, price: -1 }] });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().errors[0].field).toBe('items.0.price');
    expect((await put({ ...good, basePrice: -5 })).statusCode).toBe(400);

    const unknown = await put({ ...good, items: [first, { ...first, featureValueId: 999_999 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].field).toBe('items.1.featureValueId');

    const plumbing = (
      await call({ method: 'GET', url: `/api/company/services/${ServiceId.Plumbing}/price-list` })
    ).json().data as PriceList;
    const plumbingValue = required(plumbing.features[0]?.values[0], 'a plumbing value').id;
    const foreign = await put({ ...good, items: [{ ...first, featureValueId: plumbingValue }] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({ field: 'items.0.featureValueId' });

    const twice = await put({ ...good, items: [first, first] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].field).toBe('items.1.featureValueId');

    const noTime = await put({ ...good, baseDuration: '00:00:00' });
    expect(noTime.statusCode).toBe(400);
    expect(noTime.json().errors[0].field).toBe('baseDuration');

    // Nothing was saved by the refusals.
    expect((await call({ method: 'GET', url })).json().data.offered).toBe(false);
  });

  it('saves a price list (dollars and hh:mm:ss), offering the service', async () => {
    const url = `/api/company/services/${ServiceId.Landscaping}/price-list`;
    const body = await landscapingPrices({ basePrice: 49.99 });
    const res = await call({ method: 'PUT', url, payload: body });
    expect(res.statusCode).toBe(200);
    const saved = res.json().data as PriceList;
    expect(saved).toMatchObject({ offered: true, basePrice: 49.99, baseDuration: '01:00:00', serviceCallPrice: 40 });
    expect(saved.items).toHaveLength(body.items.length);
    expect(saved.items[0]).toMatchObject({ price: 10, duration: '00:30:00' });
    // Back to a round base price for the offer below.
    expect((await call({ method: 'PUT', url, payload: await landscapingPrices() })).statusCode).toBe(200);
    const services = (await call({ method: 'GET', url: '/api/company/services' })).json().data;
    expect(services).toContainEqual(expect.objectContaining({ serviceId: ServiceId.Landscaping, offered: true }));
  });

  it('sets the zip codes served from the serviced list only', async () => {
    const [outside] = await queryRows<{ code: string }>(
      ctx.database.db,
      sql`select code from zip_codes where not is_serviced limit 1`,
    );
    const refused = await call({
      method: 'PUT',
      url: '/api/company/zip-codes',
      payload: { zipCodes: [ZIP, outside?.code ?? '99999'] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0].field).toBe('zipCodes.1');
    expect(refused.json().message).toContain(outside?.code ?? '99999');

    const res = await call({
      method: 'PUT',
      url: '/api/company/zip-codes',
      payload: { zipCodes: [ZIP, '89117', ZIP] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.zipCodes).toEqual([ZIP, '89117']);
    expect(res.json().data.available).toContainEqual(expect.objectContaining({ code: ZIP }));
  });

  it('sets the weekly hours (duplicates collapse, HH:MM accepted)', async () => {
    const res = await call({
      method: 'PUT',
      url: '/api/company/calendar',
      payload: {
        entries: [
          { dayOfWeek: WEDNESDAY, startTime: '13:00' },
          { dayOfWeek: WEDNESDAY, startTime: '08:00:00' },
          { dayOfWeek: WEDNESDAY, startTime: '08:00' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.entries).toEqual([
      { id: expect.any(Number), dayOfWeek: WEDNESDAY, startTime: '08:00:00' },
      { id: expect.any(Number), dayOfWeek: WEDNESDAY, startTime: '13:00:00' },
    ]);
    const bad = await call({
      method: 'PUT',
      url: '/api/company/calendar',
      payload: { entries: [{ dayOfWeek: 7, startTime: '08:00' }] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('is not offered before going live, then goes live and is offered at once, priced from its list', async () => {
    expect(await ourOffer()).toBeUndefined();
    const status = (await call({ method: 'GET', url: '/api/company/setup' })).json().data;
    expect(status.steps.every((s: { done: boolean }) => s.done)).toBe(true);

    const res = await call({ method: 'POST', url: '/api/company/go-live' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('live');
    const [row] = await queryRows<{ live_at: unknown }>(
      ctx.database.db,
      sql`select live_at from companies where id = ${companyId}`,
    );
    expect(row?.live_at).not.toBeNull();

    const offer = required(await ourOffer(), 'our offer');
    // $50 base + three answers at $10; an hour and three half hours.
    expect(offer.totalPrice).toBe(80);
    expect(offer.duration).toBe('02:30:00');
    expect((await slotsOn(offer, NEXT_WEDNESDAY)).map((s) => s.startTime)).toEqual(['08:00:00', '13:00:00']);
  });

  it('keeps the slug of a live company when its name changes', async () => {
    const [before] = await queryRows<{ slug: string }>(
      ctx.database.db,
      sql`select slug from companies where id = ${companyId}`,
    );
    const res = await call({ method: 'PUT', url: '/api/company/profile', payload: profileBody() });
    expect(res.statusCode).toBe(200);
    const [after] = await queryRows<{ slug: string }>(
      ctx.database.db,
      sql`select slug from companies where id = ${companyId}`,
    );
    expect(after?.slug).toBe(before?.slug);
  });

  it("changes customers' slots at once when the weekly hours change", async () => {
    const offer = required(await ourOffer(), 'our offer');
    await call({
      method: 'PUT',
      url: '/api/company/calendar',
      payload: { entries: [{ dayOfWeek: WEDNESDAY, startTime: '09:30:00' }] },
    });
    expect((await slotsOn(offer, NEXT_WEDNESDAY)).map((s) => s.startTime)).toEqual(['09:30:00']);
    expect((await call({ method: 'GET', url: '/api/company/calendar' })).json().data.entries).toEqual([
      { id: expect.any(Number), dayOfWeek: WEDNESDAY, startTime: '09:30:00' },
    ]);
  });

  it('takes time off: the days lose their slots (checkout refuses them too), and come back when it is removed', async () => {
    const offer = required(await ourOffer(), 'our offer');
    const [slot] = await slotsOn(offer, NEXT_WEDNESDAY);
    expect(await openDays(offer)).toEqual([NEXT_WEDNESDAY, WEDNESDAY_AFTER]);
    const res = await call({
      method: 'POST',
      url: '/api/company/time-off',
      payload: { from: NEXT_WEDNESDAY, to: NEXT_WEDNESDAY, reason: 'Family wedding' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id as number;
    expect(await slotsOn(offer, NEXT_WEDNESDAY)).toEqual([]);
    // A checkout sent straight to the API for that day is refused, naming the date.
    const checkout = await inject({
      method: 'POST',
      url: '/api/customer/ticket',
      headers: bearer(await signInAsGuest(inject)),
      payload: {
        ScheduledDate: NEXT_WEDNESDAY,
        ScheduleID: required(slot, 'a slot before the time off').id,
        CompanyServiceID: offer.companyServiceID,
        Name: 'Rosa Diaz',
        Email: 'rosa@example.com',
        PhoneNumber: '7025550199',
        Address: `1 Test Way, Las Vegas, NV ${ZIP}`,
        ZipCode: ZIP,
        idFeatures: [form],
      },
    });
    expect(checkout.statusCode, checkout.body).toBe(400);
    expect(checkout.json().errors).toContainEqual({ field: 'ScheduledDate', message: 'is a day off of this company' });
    expect(await openDays(offer)).toEqual([WEDNESDAY_AFTER]);
    const list = (await call({ method: 'GET', url: '/api/company/time-off' })).json().data;
    expect(list).toContainEqual({ id, from: NEXT_WEDNESDAY, to: NEXT_WEDNESDAY, reason: 'Family wedding' });

    expect((await call({ method: 'DELETE', url: `/api/company/time-off/${id}` })).statusCode).toBe(200);
    expect(await slotsOn(offer, NEXT_WEDNESDAY)).toHaveLength(1);
    expect((await call({ method: 'DELETE', url: `/api/company/time-off/${id}` })).statusCode).toBe(404);
  });

  it.skipIf(kind !== 'postgres')(
    'time off taken while a checkout of that day is under way: the checkout waits for it and is refused',
    async () => {
      const offer = required(await ourOffer(), 'our offer');
      const [slot] = await slotsOn(offer, NEXT_WEDNESDAY);
      const guest = await signInAsGuest(inject);
      let checkout: ReturnType<typeof inject> | undefined;
      // The time off's transaction holds the company's calendar lock, as addTimeOff does, while a checkout of
      // that very day arrives; it commits the day off a moment later.
      await ctx.database.db.transaction(async (tx) => {
        await lockKey(tx, 'companyCalendar', companyId);
        checkout = inject({
          method: 'POST',
          url: '/api/customer/ticket',
          headers: bearer(guest),
          payload: {
            ScheduledDate: NEXT_WEDNESDAY,
            ScheduleID: required(slot, 'a free slot').id,
            CompanyServiceID: offer.companyServiceID,
            Name: 'Rosa Diaz',
            Email: 'rosa-race@example.com',
            PhoneNumber: '7025550198',
            Address: `1 Test Way, Las Vegas, NV ${ZIP}`,
            ZipCode: ZIP,
            idFeatures: [form],
          },
        });
        await new Promise((resolve) => setTimeout(resolve, 400));
        await tx.execute(
          sql`insert into company_time_off (company_id, from_date, to_date, reason)
              values (${companyId}, ${NEXT_WEDNESDAY}, ${NEXT_WEDNESDAY}, 'Sudden trip')`,
        );
      });
      const res = await required(checkout, 'the checkout');
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toContainEqual({ field: 'ScheduledDate', message: 'is a day off of this company' });
      await ctx.database.db.execute(sql`delete from company_time_off where reason = 'Sudden trip'`);
    },
  );

  it('refuses time off over a booked job, naming it; a past range is refused', async () => {
    const offer = required(await ourOffer(), 'our offer');
    const ticket = await createTicket(ctx.database.db, {
      companyServiceId: offer.companyServiceID,
      companyId,
      statusId: TicketStatusId.Scheduled,
      scheduledAt: valleyInstant(WEDNESDAY_AFTER, '09:30'),
      durationMinutes: 150,
    });
    const res = await call({
      method: 'POST',
      url: '/api/company/time-off',
      payload: { from: '2026-06-23', to: '2026-06-25', reason: 'Vacation' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain(`#${ticket.id}`);
    expect(res.json().message).toContain('Wed, Jun 24, 2026');

    // The day before is free.
    expect(
      (await call({ method: 'POST', url: '/api/company/time-off', payload: { from: '2026-06-23', to: '2026-06-23' } }))
        .statusCode,
    ).toBe(201);
    const past = await call({
      method: 'POST',
      url: '/api/company/time-off',
      payload: { from: '2026-06-01', to: '2026-06-02' },
    });
    expect(past.statusCode).toBe(400);
    const backwards = await call({
      method: 'POST',
      url: '/api/company/time-off',
      payload: { from: '2026-07-02', to: '2026-07-01' },
    });
    expect(backwards.statusCode).toBe(400);
  });

  it("never lets company B list or remove company A's time off", async () => {
    const other = await createCompanyUser(ctx.database.db);
    const otherToken = await signInCompanyUser(inject, other.email, other.password);
    const mine = (await call({ method: 'GET', url: '/api/company/time-off' })).json().data as { id: number }[];
    const id = required(mine[0], 'a time off of A').id;
    expect((await as(otherToken, { method: 'GET', url: '/api/company/time-off' })).json().data).toEqual([]);
    expect((await as(otherToken, { method: 'DELETE', url: `/api/company/time-off/${id}` })).statusCode).toBe(404);
    expect((await call({ method: 'GET', url: '/api/company/time-off' })).json().data).toContainEqual(
      expect.objectContaining({ id }),
    );
    // A customer's token opens nothing here.
    const customer = (await signedInCustomer(inject, ctx.database.db)).token;
    expect((await as(customer, { method: 'GET', url: '/api/company/time-off' })).statusCode).toBe(401);
  });

  it('uploads a logo: re-encoded, fitted in 512 × 512, served with long caching', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 4, background: '#c0392b' } })
      .png()
      .toBuffer();
    const res = await call({
      method: 'PUT',
      url: '/api/company/profile/logo',
      headers: { 'content-type': 'image/png' },
      payload: png,
    });
    expect(res.statusCode).toBe(200);
    const logo = res.json().data.logo as string;
    expect(logo).toMatch(new RegExp(`^/api/companies/${companyId}/logo\\?v=[0-9a-f]{12}$`));
    expect((await call({ method: 'GET', url: '/api/company/profile' })).json().data.logo).toBe(logo);

    const served = await inject({ method: 'GET', url: logo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
    // The offer shows it.
    expect((await ourOffer())?.companyLogo).toBe(logo);
  });

  it('refuses a logo too large (413), not an image (400) or of another type (415); 404 without one', async () => {
    const upload = (payload: Buffer | string, type: string) =>
      call({ method: 'PUT', url: '/api/company/profile/logo', headers: { 'content-type': type }, payload });
    expect((await upload(Buffer.alloc(LOGO_MAX_BYTES + 1, 1), 'image/png')).statusCode).toBe(413);
    const garbage = await upload(Buffer.from('this is not an image, only words'), 'image/jpeg');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toBe('The file is not a PNG, JPEG or WebP image.');
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect((await upload(gif, 'image/png')).statusCode).toBe(400);
    expect((await upload('hello', 'text/plain')).statusCode).toBe(415);
    expect((await upload(Buffer.from([1, 2, 3]), 'application/octet-stream')).statusCode).toBe(415);
    expect((await call({ method: 'PUT', url: '/api/company/profile/logo', payload: { a: 1 } })).statusCode).toBe(415);
    const other = await createCompany(ctx.database.db);
    expect((await inject({ method: 'GET', url: `/api/companies/${other.id}/logo` })).statusCode).toBe(404);
  });

  it('stops offers at once when a service is removed', async () => {
    const res = await call({ method: 'DELETE', url: `/api/company/services/${ServiceId.Landscaping}/price-list` });
    expect(res.statusCode).toBe(200);
    expect(await ourOffer()).toBeUndefined();
    const list = (
      await call({ method: 'GET', url: `/api/company/services/${ServiceId.Landscaping}/price-list` })
    ).json().data as PriceList;
    // The prices are kept for offering it again.
    expect(list).toMatchObject({ offered: false, basePrice: 50 });
  });

  it('refuses to put a suspended company live', async () => {
    const suspended = await createCompany(ctx.database.db, { state: 'suspended' });
    const user = await createCompanyUser(ctx.database.db, { companyId: suspended.id });
    const suspendedToken = await signInCompanyUser(inject, user.email, user.password);
    const res = await as(suspendedToken, { method: 'POST', url: '/api/company/go-live' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(Messages.companySuspended);
  });
});
