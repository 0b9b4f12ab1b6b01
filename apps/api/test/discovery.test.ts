import { type Feature, type Offer, required, ServiceId, VISIT_TOO_LONG } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';

describe.each(databaseKinds())('discovery on %s', (kind) => {
  let ctx: TestContext;
  let landscaping: Feature[];

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    landscaping = (
      await ctx.app.inject({ method: 'GET', url: `/api/customer/features/${ServiceId.Landscaping}` })
    ).json().data;
  });
  afterAll(() => ctx.close());

  const inject = (options: InjectOptions) => ctx.app.inject(options);
  const offers = (payload: Record<string, unknown>) =>
    inject({ method: 'POST', url: '/api/customer/offer/new', payload });
  /** A complete, consistent landscaping form: general yard maintenance, a medium yard, easy access. */
  const yardForm = () => {
    const [what, size, access] = landscaping;
    const maintenance = required(
      what?.values.find((v) => v.value === 'General yard maintenance'),
      'General yard maintenance',
    );
    const medium = required(
      size?.values.find((v) => v.value.startsWith('Medium yard')),
      'Medium yard',
    );
    return [maintenance.id, medium.id, access?.values[0]?.id];
  };

  describe('the questionnaire', () => {
    it('answers the questions in order, with values, add-ons and a service-call value', () => {
      expect(landscaping.length).toBeGreaterThanOrEqual(4);
      expect(landscaping.map((f) => f.order)).toEqual([...landscaping.map((f) => f.order)].sort((a, b) => a - b));
      expect(landscaping[0]?.isPrincipal).toBe(true);
      expect(landscaping.some((f) => f.isAddOn && f.values.map((v) => v.value).join() === 'Yes,No')).toBe(true);
      expect(landscaping.flatMap((f) => f.values).some((v) => v.isServiceCall)).toBe(true);
    });

    it('lists every bookable service’s questionnaire', async () => {
      const res = await inject({ method: 'GET', url: '/api/customer/services/features' });
      const list = res.json().data as { serviceId: number; features: Feature[] }[];
      const ids = list.map((s) => s.serviceId);
      for (const id of [
        ServiceId.Plumbing,
        ServiceId.HomeCleaning,
        ServiceId.Landscaping,
        ServiceId.PoolService,
        ServiceId.HvacService,
      ]) {
        expect(ids).toContain(id);
      }
      for (const s of list) expect(s.features.length).toBeGreaterThan(0);
    });

    it('reveals only the next question’s values that go with an answer', async () => {
      const [what, size] = landscaping;
      const turf = required(
        what?.values.find((v) => v.value === 'Artificial turf installation'),
        'Artificial turf installation',
      );
      const res = await inject({
        method: 'POST',
        url: '/api/customer/features/next-values',
        payload: { QuestionID: what?.id, ValueID: turf.id },
      });
      expect(res.statusCode).toBe(200);
      const { questionId, values } = res.json().data as { questionId: number; values: { value: string }[] };
      expect(questionId).toBe(size?.id);
      expect(values.length).toBeGreaterThan(0);
      expect(values.length).toBeLessThan(required(size, 'the size question').values.length);
      expect(values.every((v) => v.value.startsWith('Turf'))).toBe(true);
    });

    it('answers null after the last question and 400 for a value of another question', async () => {
      const last = required(landscaping.at(-1), 'the last feature');
      const end = await inject({
        method: 'POST',
        url: '/api/customer/features/next-values',
        payload: { QuestionID: last.id, ValueID: last.values[0]?.id },
      });
      expect(end.json().data).toEqual({ questionId: null, values: [] });
      const wrong = await inject({
        method: 'POST',
        url: '/api/customer/features/next-values',
        payload: { QuestionID: landscaping[0]?.id, ValueID: last.values[0]?.id },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].field).toBe('ValueID');
      const unknown = await inject({
        method: 'POST',
        url: '/api/customer/features/next-values',
        payload: { QuestionID: 999_999, ValueID: 1 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].field).toBe('QuestionID');
    });

    it('answers 404 for an unknown service and 400 for a malformed id', async () => {
      expect((await inject({ method: 'GET', url: '/api/customer/features/999' })).statusCode).toBe(404);
      const bad = await inject({ method: 'GET', url: '/api/customer/features/abc' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('serviceId');
    });
  });

  describe('the service area', () => {
    it('knows serviced, unserviced, unknown and malformed zip codes', async () => {
      const henderson = await inject({ method: 'GET', url: '/api/zip-codes/code/89052' });
      expect(henderson.json().data).toMatchObject({ code: '89052', city: 'Henderson', isServiced: true });
      const reno = await inject({ method: 'GET', url: '/api/zip-codes/code/89501' });
      expect(reno.json().data).toMatchObject({ isServiced: false });
      const unknown = await inject({ method: 'GET', url: '/api/zip-codes/code/99999' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe('ZIP Code given not found or not allowed');
      // Issue 49: in the caller's language (Accept-Language), the same status and envelope.
      const spanish = await inject({
        method: 'GET',
        url: '/api/zip-codes/code/99999',
        headers: { 'accept-language': 'es-US,es;q=0.9,en;q=0.5' },
      });
      expect(spanish.statusCode).toBe(404);
      expect(spanish.json()).toMatchObject({
        statusCode: 404,
        data: null,
        message: 'No encontramos ese código postal o no está permitido.',
      });
      const french = await inject({
        method: 'GET',
        url: '/api/zip-codes/code/99999',
        headers: { 'accept-language': 'fr-FR' },
      });
      expect(french.json().message).toBe('ZIP Code given not found or not allowed');
      const malformed = await inject({ method: 'GET', url: '/api/zip-codes/code/89a02' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().errors[0].field).toBe('zip');
    });
  });

  describe('offers', () => {
    it('prices several companies, cheapest first, each from its own price list', async () => {
      const form = yardForm();
      const res = await offers({
        zipCode: '89102',
        serviceID: ServiceId.Landscaping,
        idFeatures: [form, form],
        quantity: [1, 2],
      });
      expect(res.statusCode).toBe(200);
      const list = res.json().data as Offer[];
      expect(list.length).toBeGreaterThanOrEqual(3);
      const totals = list.map((o) => o.totalPrice);
      expect(totals).toEqual([...totals].sort((a, b) => a - b));
      for (const o of list) {
        expect(o.averageScore).toBeGreaterThanOrEqual(0);
        expect(o.averageScore).toBeLessThanOrEqual(5);
        expect(o.duration).toMatch(/^\d{2}:[03]0:00$/);
        const sum = o.subservices.reduce((s, l) => s + l.price, 0);
        expect(o.totalPrice).toBeCloseTo(sum, 2);
      }

      // Recompute one company's price from the database.
      const first = required(list[0], 'an offer');
      const [csRow] = await queryRows<{ base_price_cents: number }>(
        ctx.database.db,
        sql`select base_price_cents from company_services where id = ${first.companyServiceID}`,
      );
      const cs = required(csRow, 'the company service');
      const items = await queryRows<{ price_cents: number }>(
        ctx.database.db,
        sql`select price_cents from price_list_items where company_service_id = ${first.companyServiceID}
              and feature_value_id in (${sql.join(
                form.map((id) => sql`${id}`),
                sql`, `,
              )})`,
      );
      const unit = items.reduce((s, i) => s + i.price_cents, 0);
      expect(Math.round(first.totalPrice * 100)).toBe(cs.base_price_cents + unit * 3);
      expect(first.subservices.at(-1)).toMatchObject({ quantity: 2, price: (unit * 2) / 100 });
    });

    it('sorts by rating and filters by a minimum score', async () => {
      const byRating = (
        await offers({ zipCode: '89052', serviceID: ServiceId.Landscaping, idFeatures: [yardForm()], sort: 'rating' })
      ).json().data as Offer[];
      const scores = byRating.map((o) => o.averageScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      const min = required(scores[Math.floor(scores.length / 2)], 'the median score');
      const filtered = (
        await offers({ zipCode: '89052', serviceID: ServiceId.Landscaping, idFeatures: [yardForm()], minRating: min })
      ).json().data as Offer[];
      expect(filtered.length).toBeGreaterThan(0);
      expect(filtered.every((o) => o.averageScore >= min)).toBe(true);
    });

    it("lists every company for spec 000's default rating of 5 (it is not a minimum)", async () => {
      const all = (
        await offers({ zipCode: '89052', serviceID: ServiceId.Landscaping, idFeatures: [yardForm()] })
      ).json().data as Offer[];
      expect(all.some((o) => o.averageScore < 5)).toBe(true);
      const withDefault = (
        await offers({ zipCode: '89052', serviceID: ServiceId.Landscaping, idFeatures: [yardForm()], rating: 5 })
      ).json().data as Offer[];
      expect(withDefault.map((o) => o.companyID)).toEqual(all.map((o) => o.companyID));
    });

    it('prices a service-call request as each company’s service call', async () => {
      const call = required(
        landscaping.flatMap((f) => f.values).find((v) => v.isServiceCall),
        'the service call value',
      );
      const res = await offers({ zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [[call.id]] });
      const list = res.json().data as Offer[];
      expect(list.length).toBeGreaterThan(0);
      for (const o of list) {
        expect(o.isServiceCall).toBe(true);
        expect(o.subservices).toHaveLength(1);
        const [row] = await queryRows<{ service_call_price_cents: number }>(
          ctx.database.db,
          sql`select service_call_price_cents from company_services where id = ${o.companyServiceID}`,
        );
        expect(Math.round(o.totalPrice * 100)).toBe(row?.service_call_price_cents);
      }
    });

    it('finds every bookable service in Las Vegas and Henderson', async () => {
      for (const serviceId of [
        ServiceId.Plumbing,
        ServiceId.HomeCleaning,
        ServiceId.PoolService,
        ServiceId.HvacService,
      ]) {
        const features = (await inject({ method: 'GET', url: `/api/customer/features/${serviceId}` })).json()
          .data as Feature[];
        const call = required(
          features.flatMap((f) => f.values).find((v) => v.isServiceCall),
          'the service call value',
        );
        for (const zipCode of ['89102', '89052']) {
          const list = (await offers({ zipCode, serviceID: serviceId, idFeatures: [[call.id]] })).json()
            .data as Offer[];
          expect(list.length, `service ${serviceId} in ${zipCode}`).toBeGreaterThanOrEqual(2);
        }
      }
    });

    it('answers an empty list outside the service area', async () => {
      const res = await offers({ zipCode: '89501', serviceID: ServiceId.Landscaping, idFeatures: [yardForm()] });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    });

    it.each([
      ['an unknown service', { serviceID: 999 }, 'serviceID'],
      ['a malformed zip code', { zipCode: '891' }, 'zipCode'],
      ['a negative quantity', { quantity: -1 }, 'quantity'],
      ['a quantity per form that does not match the forms', { quantity: [1, 2] }, 'quantity'],
      ['a date in the past', { date: '2026-06-14' }, 'date'],
      ['a date that does not exist', { date: '2026-02-30' }, 'date'],
      ['no service form', { idFeatures: [] }, 'idFeatures'],
      ['a sub-service of another service', { subServiceID: 999 }, 'subServiceID'],
      ['a coming-soon service', { serviceID: ServiceId.CarWash }, 'serviceID'],
    ])('answers 400 naming the problem for %s', async (_label, patch, field) => {
      const res = await offers({
        zipCode: '89102',
        serviceID: ServiceId.Landscaping,
        idFeatures: [yardForm()],
        ...patch,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    });

    it('answers 400 for value ids that are not this service’s, or an incomplete form', async () => {
      const plumbing = (await inject({ method: 'GET', url: `/api/customer/features/${ServiceId.Plumbing}` })).json()
        .data as Feature[];
      const foreign = await offers({
        zipCode: '89102',
        serviceID: ServiceId.Landscaping,
        idFeatures: [[...yardForm().slice(0, 2), plumbing[0]?.values[0]?.id]],
      });
      expect(foreign.statusCode).toBe(400);
      expect(foreign.json().errors[0]).toMatchObject({ field: 'idFeatures.0' });
      const incomplete = await offers({
        zipCode: '89102',
        serviceID: ServiceId.Landscaping,
        idFeatures: [yardForm().slice(0, 1)],
      });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().errors[0].message).toContain('does not answer');
    });

    it('answers 400 when the answers make one visit longer than a day at every company', async () => {
      const res = await offers({
        zipCode: '89102',
        serviceID: ServiceId.Landscaping,
        idFeatures: Array.from({ length: 10 }, () => yardForm()),
        quantity: 50,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(VISIT_TOO_LONG);
      expect(res.json().errors[0].field).toBe('quantity');
    });

    it('accepts today in the valley as the preferred date', async () => {
      const res = await offers({
        zipCode: '89102',
        serviceID: ServiceId.Landscaping,
        idFeatures: [yardForm()],
        date: '2026-06-15',
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('a question to a company', () => {
    it('stores the lead and mails the company', async () => {
      const [cs] = await queryRows<{ id: number; email: string }>(
        ctx.database.db,
        sql`select cs.id, c.email from company_services cs join companies c on c.id = cs.company_id
             where c.active and cs.active order by cs.id limit 1`,
      );
      const res = await inject({
        method: 'POST',
        url: '/api/customer/leads/service',
        payload: {
          name: 'Lee Park',
          email: 'lee@example.com',
          phoneNumber: '702 555 0123',
          zipCode: '89102',
          message: 'Do you also trim palms?',
          companyServiceID: cs?.id,
        },
      });
      expect(res.statusCode).toBe(201);
      const [lead] = await queryRows<{ phone_number: string; message: string }>(
        ctx.database.db,
        sql`select phone_number, message from service_leads where id = ${res.json().data.id}`,
      );
      expect(lead).toEqual({ phone_number: '7025550123', message: 'Do you also trim palms?' });
      const [mail] = await queryRows<{ body: string }>(
        ctx.database.db,
        sql`select body from notification_outbox where recipient = ${cs?.email} order by id desc limit 1`,
      );
      expect(mail?.body).toContain('Do you also trim palms?');
    });

    it('answers 400 for a blank message or an unknown company service', async () => {
      const base = { name: 'Lee', email: 'lee@example.com', phoneNumber: '7025550123', zipCode: '89102' };
      const blank = await inject({
        method: 'POST',
        url: '/api/customer/leads/service',
        payload: { ...base, message: '   ', companyServiceID: 1 },
      });
      expect(blank.json().errors[0].field).toBe('message');
      const unknown = await inject({
        method: 'POST',
        url: '/api/customer/leads/service',
        payload: { ...base, message: 'Hello', companyServiceID: 999_999 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors[0].field).toBe('companyServiceID');
    });
  });
});
