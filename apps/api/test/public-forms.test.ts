import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';

describe.each(databaseKinds())('public forms on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('stores a landing lead sent as JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/leads',
      payload: {
        name: 'Maria Lopez',
        email: 'Maria@Example.com',
        phoneNumber: '',
        wishedService: 'Irrigation repair',
        origin: 'upkeep',
        isExclusiveLead: false,
      },
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json().data;
    const rows = await queryRows(ctx.database.db, sql`select email, phone_number, origin from leads where id = ${id}`);
    expect(rows[0]).toEqual({ email: 'maria@example.com', phone_number: null, origin: 'upkeep' });
  });

  it('accepts the same lead form-encoded', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/leads',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Tom+Reed&email=tom%40example.com&phoneNumber=7025550101&wishedService=Pool&isExclusiveLead=false',
    });
    expect(res.statusCode).toBe(201);
  });

  it('refuses a lead without the required fields, naming them', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/leads',
      payload: { name: ' ', email: 'not-an-email', wishedService: '' },
    });
    expect(res.statusCode).toBe(400);
    const fields = (res.json().errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['email', 'name', 'wishedService']);
  });

  it('refuses a lead phone with letters or over 12 digits', async () => {
    for (const phoneNumber of ['70255501a', '1234567890123']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/customer/leads',
        payload: { name: 'A', email: 'a@example.com', wishedService: 'HVAC', phoneNumber },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('phoneNumber');
    }
  });

  it('stores contact, partner and opt-out requests', async () => {
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'Name=Ann&Email=ann%40example.com&Phone=7025550102&Message=Hello',
    });
    expect(contact.statusCode).toBe(201);
    const partner = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/contact/partner',
      payload: {
        CompanyName: 'Desert Bloom LLC',
        Email: 'owner@example.com',
        Phone: '7025550103',
        Services: 'Landscaping, Irrigation',
        IsInsured: 'true',
        IsLicensed: true,
        City: 'Henderson',
        State: 'NV',
        ZIPCode: '89052',
      },
    });
    expect(partner.statusCode).toBe(201);
    const optout = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/optout-request',
      payload: {
        companyName: 'Desert Bloom LLC',
        name: 'Owner',
        phoneNumber: '7025550103',
        email: 'owner@example.com',
        message: 'Please stop calling us.',
      },
    });
    expect(optout.statusCode).toBe(201);
    const [counts] = await queryRows(
      ctx.database.db,
      sql`select (select count(*)::int from contact_messages) as contact,
                 (select count(*)::int from partner_requests) as partner,
                 (select count(*)::int from optout_requests) as optout`,
    );
    expect(counts).toEqual({ contact: 1, partner: 1, optout: 1 });
  });

  it('limits each address to a few public form posts a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/customer/optout-request',
        remoteAddress: '10.9.9.9',
        payload: { companyName: 'X', name: 'Y', phoneNumber: '7025550104', email: 'x@example.com', message: 'Stop' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.at(-1)).toBe(429);
  });
});
