/**
 * POST /customer/company-calendar/days: which dates of a span have a free slot, by the same rule as the
 * day's slots (the weekly calendar, the clock, live tickets and checkout holds), for the date pickers.
 */
import { type Offer, OPEN_DAYS_MAX_SPAN, required, ServiceId, type TimeSlot } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yardForm } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest } from './sign-in.ts';

/** The tests' "now" is Monday 2026-06-15, 10:00 in the valley; the span runs two weeks from it. */
const FROM = '2026-06-15';
const TO = '2026-06-28';
/** Half an hour at 5 AM: before any seeded visit, so only this file's bookings take the company's time. */
const DURATION = '00:30:00';
const MONDAY = 1;
const WEDNESDAY = 3;

const nextAddress = clientAddresses(9);

describe.each(databaseKinds())('open days on %s', (kind) => {
  let ctx: TestContext;
  let offer: Offer;
  let idFeatures: number[][];
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  const days = (body: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/customer/company-calendar/days', payload: body });
  const openDays = async (from = FROM, to = TO) => {
    const res = await days({ CompanyServiceID: offer.companyServiceID, From: from, To: to, Duration: DURATION });
    expect(res.statusCode).toBe(200);
    return res.json().data as string[];
  };
  const slotsOn = async (date: string) => {
    const res = await inject({
      method: 'POST',
      url: '/api/customer/company-calendar/schedules',
      payload: { CompanyServiceID: offer.companyServiceID, Date: date, Duration: DURATION },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as TimeSlot[];
  };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => new Date(TEST_NOW) });
    idFeatures = [(await yardForm(inject)).form];
    const offers = (
      await inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures },
      })
    ).json().data as Offer[];
    offer = required(offers[0], 'an offer');
    // This company works Mondays and Wednesdays at 5 AM only.
    await ctx.database.db.execute(
      sql`update company_schedules set active = false where company_id = ${offer.companyID}`,
    );
    for (const day of [MONDAY, WEDNESDAY]) {
      await ctx.database.db.execute(
        sql`insert into company_schedules (company_id, day_of_week, start_time, active)
            values (${offer.companyID}, ${day}, '05:00', true)
            on conflict (company_id, day_of_week, start_time) do update set active = true`,
      );
    }
  });
  afterAll(() => ctx.close());

  it('lists the working days with a free slot: not days off, not a start already past', async () => {
    // Monday the 15th's 5 AM has passed at 10 AM; Tuesdays, Thursdays to Sundays are days off.
    expect(await openDays()).toEqual(['2026-06-17', '2026-06-22', '2026-06-24']);
  });

  it("leaves out a day whose only slot is held, and agrees with each day's slots", async () => {
    const [slot] = await slotsOn('2026-06-17');
    const guest = await signInAsGuest(inject);
    const hold = await inject({
      method: 'POST',
      url: '/api/customer/ticket',
      headers: bearer(guest),
      payload: {
        ScheduledDate: '2026-06-17',
        ScheduleID: slot?.id,
        CompanyServiceID: offer.companyServiceID,
        Name: 'Olive Open',
        Email: 'olive@example.com',
        PhoneNumber: '7025550123',
        Address: '4820 Sahara Ave, Las Vegas, NV 89102',
        ZipCode: '89102',
        idFeatures,
      },
    });
    expect(hold.statusCode, hold.body).toBe(201);

    const open = await openDays();
    expect(open).toEqual(['2026-06-22', '2026-06-24']);
    for (let day = 15; day <= 28; day++) {
      const date = `2026-06-${day}`;
      const free = (await slotsOn(date)).some((s) => s.isAvailable);
      expect(open.includes(date), date).toBe(free);
    }
  });

  it(`answers a span of up to ${OPEN_DAYS_MAX_SPAN} days, one day included`, async () => {
    expect(await openDays('2026-06-22', '2026-06-22')).toEqual(['2026-06-22']);
    const long = await openDays('2026-06-15', '2026-08-15');
    // Eight Mondays and eight Wednesdays from the 22nd of June to the 12th of August (the 17th is held).
    expect(long).toHaveLength(16);
    expect(long.every((d) => [MONDAY, WEDNESDAY].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))).toBe(true);
  });

  it('refuses a span too long or backwards, a past date, and an unknown company service, naming the field', async () => {
    const body = { CompanyServiceID: offer.companyServiceID, From: FROM, To: TO, Duration: DURATION };
    const refused = async (patch: Record<string, unknown>, field: string) => {
      const res = await days({ ...body, ...patch });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    };
    await refused({ To: '2026-08-16' }, 'To');
    await refused({ From: '2026-06-20', To: '2026-06-19' }, 'To');
    await refused({ From: '2026-06-14' }, 'From');
    await refused({ From: 'June 15' }, 'From');
    await refused({ CompanyServiceID: 999_999 }, 'CompanyServiceID');
    await refused({ Duration: '25:00:00' }, 'Duration');
  });
});
