/**
 * Money fields that mean one thing (issue 24): every money input of the companies' and the staff's endpoints
 * (an extra charge's Price, a refund's Amount, a price list, a discount code, a commission, the settings in
 * cents) takes a JSON number or its plain text with at most two decimals, within bounds; booleans, arrays,
 * hex, binary, exponents, signs, spaces, finer fractions and overflowing numbers answer 400 naming the field,
 * as JSON and as a form. Every date input is bounded the same way (9999-12-31 is 400, not 500).
 */
import { ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { companyMember, createTicket, liveCompany, signedInCustomer, signedInStaff, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';

/** Values that some money inputs used to take as dollars (true was $1, "0x10" $16) or answered 500 with. */
const BAD_MONEY: unknown[] = [
  true,
  false,
  null,
  [7],
  { dollars: 7 },
  '0x10',
  '0b11',
  '1e2',
  ' 12',
  '12.',
  '-0',
  '-1',
  'NaN',
  'Infinity',
  '',
  19.999,
  0.001,
  1e-9,
  -1,
  100_000.01,
  1e308,
  2 ** 53,
];
/** The same, as a form sends them (every value is text there). */
const BAD_MONEY_TEXT = [
  'true',
  '0x10',
  '0b11',
  '1e2',
  ' 12',
  '12.',
  '-0',
  'NaN',
  'Infinity',
  '19.999',
  '0.001',
  '1e-9',
];
const BAD_DATES = ['9999-12-31', '0000-01-01', '2026-02-30', '1999-12-31', '2101-01-01', '+020000-01-01', 20260615];

describe.each(databaseKinds())('money and date inputs on %s', (kind) => {
  let ctx: TestContext;
  let pro: string;
  let admin: string;
  let chargeable: number;
  let serviceId: number;
  let companyId: number;
  const nextAddress = clientAddresses(241);
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const json = (method: 'POST' | 'PUT', url: string, token: string, payload: unknown, headers = {}) =>
    inject({ method, url, headers: { ...bearer(token), ...headers }, payload: payload as object });
  const form = (method: 'POST' | 'PUT', url: string, token: string, fields: Record<string, string>, headers = {}) =>
    inject({
      method,
      url,
      headers: { ...bearer(token), 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  /** A 400 whose message and errors name the field. */
  const expectRefused = (res: LightMyRequestResponse, field: string, value: unknown) => {
    expect(res.statusCode, `${field} = ${JSON.stringify(value)}: ${res.body}`).toBe(400);
    const body = res.json();
    expect(body.message, `${field} = ${JSON.stringify(value)}`).toContain(`${field}:`);
    expect(body.errors?.map((e: { field: string }) => e.field) ?? [], JSON.stringify(value)).toContain(field);
  };

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    const company = await liveCompany(ctx.database.db);
    pro = (await companyMember(inject, ctx.database.db, { companyId: company.companyId })).token;
    admin = (await signedInStaff(inject, ctx.database.db, 'admin')).token;
    serviceId = ServiceId.Landscaping;
    companyId = company.companyId;
    chargeable = (
      await createTicket(ctx.database.db, {
        companyServiceId: company.companyServiceId,
        companyId,
        statusId: TicketStatusId.Scheduled,
        confirmedAt: TEST_NOW,
      })
    ).id;
  });
  afterAll(() => ctx.close());

  describe('an extra charge (Price)', () => {
    const url = () => `/api/company/tickets/${chargeable}/open-charges`;
    const charge = (Price: unknown) => ({ Description: 'Extra valve', Price, Duration: '00:30:00' });

    it('refuses every malformed amount, as JSON and as a form, naming Price', async () => {
      for (const value of [...BAD_MONEY, 0])
        expectRefused(await json('POST', url(), pro, charge(value)), 'Price', value);
      for (const value of BAD_MONEY_TEXT) {
        expectRefused(await form('POST', url(), pro, { ...charge(value), Price: value }), 'Price', value);
      }
      const [{ count } = { count: -1 }] = await queryRows<{ count: number }>(
        ctx.database.db,
        sql`select count(*)::int as count from open_charges where ticket_id = ${chargeable}`,
      );
      expect(count).toBe(0);
    });

    it('takes dollars and cents as a number, and as text from a form', async () => {
      const fromForm = await form('POST', url(), pro, {
        Description: 'Extra valve',
        Price: '12.50',
        Duration: '00:30:00',
      });
      expect(fromForm.statusCode, fromForm.body).toBe(201);
      const fromJson = await json('POST', url(), pro, charge(0.99));
      expect(fromJson.statusCode, fromJson.body).toBe(201);
      const stored = await queryRows<{ price_cents: number }>(
        ctx.database.db,
        sql`select price_cents from open_charges where ticket_id = ${chargeable} order by id`,
      );
      expect(stored.map((r) => r.price_cents)).toEqual([1250, 99]);
    });
  });

  it('a refund (Amount): refuses every malformed amount, naming Amount, before any money moves', async () => {
    const url = `/api/staff/tickets/${chargeable}/refunds`;
    for (const value of [...BAD_MONEY, 0]) {
      const res = await json('POST', url, admin, { Amount: value, Reason: 'Late' }, { 'idempotency-key': unique() });
      expectRefused(res, 'Amount', value);
    }
    for (const value of BAD_MONEY_TEXT) {
      const res = await form('POST', url, admin, { Amount: value, Reason: 'Late' }, { 'idempotency-key': unique() });
      expectRefused(res, 'Amount', value);
    }
  });

  it('a price list: refuses every malformed price, naming it (items by their place)', async () => {
    const url = `/api/company/services/${serviceId}/price-list`;
    const current = await inject({ method: 'GET', url, headers: bearer(pro) });
    expect(current.statusCode, current.body).toBe(200);
    const list = current.json().data;
    const valid = {
      basePrice: list.basePrice,
      baseDuration: list.baseDuration,
      serviceCallPrice: list.serviceCallPrice,
      serviceCallDuration: list.serviceCallDuration,
      items: list.items,
    };
    expect(valid.items.length).toBeGreaterThan(0);
    for (const value of BAD_MONEY) {
      expectRefused(await json('PUT', url, pro, { ...valid, basePrice: value }), 'basePrice', value);
      expectRefused(await json('PUT', url, pro, { ...valid, serviceCallPrice: value }), 'serviceCallPrice', value);
      const items = valid.items.map((item: object, i: number) => (i === 0 ? { ...item, price: value } : item));
      expectRefused(await json('PUT', url, pro, { ...valid, items }), 'items.0.price', value);
    }
    // Zero is a price here (work included in another); text works as well as numbers.
    const saved = await json('PUT', url, pro, { ...valid, basePrice: '0', serviceCallPrice: '49.90' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ basePrice: 0, serviceCallPrice: 49.9 });
  });

  describe('a discount code (amount, percentage, expirationDate)', () => {
    const url = '/api/staff/discount-codes';
    const code = () =>
      `MONEY-${unique()
        .slice(-8)
        .toUpperCase()
        .replace(/[^A-Z0-9]/g, '0')}`;

    it('refuses every malformed amount and percentage, naming the field', async () => {
      // null is an absent optional field here (a form's blank): the code then lacks its terms (tested elsewhere).
      for (const value of [...BAD_MONEY.filter((v) => v !== null && v !== ''), 0, 10_000.01]) {
        const res = await json('POST', url, admin, { code: code(), amount: value, expirationDate: '2026-12-31' });
        expectRefused(res, 'amount', value);
      }
      for (const value of [true, [0.15], '0x10', '1e-1', ' 0.15', 1.5, 0, -0.1, 0.00001, 1e308, 'NaN']) {
        const res = await json('POST', url, admin, { code: code(), percentage: value, expirationDate: '2026-12-31' });
        expectRefused(res, 'percentage', value);
      }
      for (const value of BAD_DATES) {
        const res = await json('POST', url, admin, { code: code(), amount: 5, expirationDate: value });
        expectRefused(res, 'expirationDate', value);
      }
    });

    it('takes an amount as text from a form', async () => {
      const res = await form('POST', url, admin, { code: code(), amount: '12.50', expirationDate: '2026-12-31' });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data).toMatchObject({ amount: 12.5, percentage: null });
    });
  });

  it('a commission (percent): refuses booleans, arrays, hex and out-of-range values, naming it', async () => {
    const url = `/api/staff/companies/${companyId}`;
    for (const value of [true, [15], '0x10', '1e1', 100.5, -1, 12.345, 1e308, 'NaN']) {
      expectRefused(await json('PUT', url, admin, { commissionPercent: value }), 'commissionPercent', value);
    }
    const res = await json('PUT', url, admin, { commissionPercent: '12.5' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.commissionOverride).toBe(12.5);
  });

  it('a setting in cents: refuses every malformed value naming value, and takes whole cents from a form', async () => {
    const url = '/api/staff/settings/ticket_fee_cents';
    for (const value of [...BAD_MONEY.filter((v) => v !== -1 && v !== '-1'), 4.99, '4.99', -1]) {
      expectRefused(await json('PUT', url, admin, { value }), 'value', value);
    }
    for (const value of BAD_MONEY_TEXT) expectRefused(await form('PUT', url, admin, { value }), 'value', value);
    const policy = '/api/staff/settings/reschedule_policy';
    for (const feeCents of [true, '0x10', 19.999, 1e308]) {
      expectRefused(await json('PUT', policy, admin, { value: { freeHoursBefore: 24, feeCents } }), 'value', feeCents);
    }
    const saved = await form('PUT', url, admin, { value: '525' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.value).toBe(525);
  });

  it('dates: time off, ticket filters and the audit log refuse dates out of bounds, naming the field', async () => {
    for (const value of BAD_DATES) {
      const timeOff = await json('POST', '/api/company/time-off', pro, { from: value, to: '2026-07-01', reason: '' });
      expectRefused(timeOff, 'from', value);
      const until = await json('POST', '/api/company/time-off', pro, { from: '2026-07-01', to: value, reason: '' });
      expectRefused(until, 'to', value);
      const q = encodeURIComponent(String(value));
      const tickets = await inject({ method: 'GET', url: `/api/company/tickets?MaxDate=${q}`, headers: bearer(pro) });
      expectRefused(tickets, 'MaxDate', value);
      const audit = await inject({ method: 'GET', url: `/api/staff/audit-log?MinDate=${q}`, headers: bearer(admin) });
      expectRefused(audit, 'MinDate', value);
    }
    const customer = (await signedInCustomer(inject, ctx.database.db)).token;
    const mine = await inject({
      method: 'GET',
      url: '/api/customer/ticket?MinDate=9999-12-31',
      headers: bearer(customer),
    });
    expectRefused(mine, 'MinDate', '9999-12-31');
  });
});
