/**
 * Discount codes in the staff console: created (upper-cased, 409 for a name taken in any case, 400 for an
 * unknown service or a past expiry), listed newest first with their uses, paused and resumed, their uses;
 * and the customer side honours them: a new code works at look-up and at a real checkout; a paused, other-
 * service, used-up (maxUses) or per-customer-exhausted code is refused with 'Unavailable code.', two
 * concurrent checkouts never both take the last use, and a lapsed unpaid checkout gives its use back. Every
 * change audited; other realms' tokens refused.
 */
import {
  addDays,
  Messages,
  type Offer,
  required,
  ServiceId,
  type StaffDiscountCode,
  type TimeSlot,
} from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import {
  companyMember,
  createCustomer,
  liveCompany,
  signedInCustomer,
  signedInStaff,
  unique,
  yardForm,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';

const nextAddress = clientAddresses(153);
/** Wednesday 2026-06-17, two days after the tests' "now". */
const DATE = '2026-06-17';

describe.each(databaseKinds())('staff console: discount codes on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  let support: string;
  let supportEmail: string;
  let admin: string;
  let adminEmail: string;
  let form: number[];
  let list: Offer[];
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
    ({ token: support, email: supportEmail } = await signedInStaff(inject, ctx.database.db));
    ({ token: admin, email: adminEmail } = await signedInStaff(inject, ctx.database.db, 'admin'));
    ({ form } = await yardForm(inject));
    // Three live companies of the test's own in 89102: the checkouts book them, never the demo's.
    const ours = new Set<number>();
    for (let i = 0; i < 3; i++) ours.add((await liveCompany(db(), { zipCode: '89102' })).companyServiceId);
    list = (
      (
        await call('POST', '/api/customer/offer/new', undefined, {
          zipCode: '89102',
          serviceID: ServiceId.Landscaping,
          idFeatures: [form],
        })
      ).json().data as Offer[]
    ).filter((offer) => ours.has(offer.companyServiceID));
    expect(list).toHaveLength(3);
  });
  afterAll(() => ctx.close());

  const auditOf = (target: string) =>
    queryRows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      db(),
      sql`select action, staff_email, before, after from staff_audit_log where target = ${target} order by id`,
    );

  let phone = 0;
  /** A new customer with a phone number of their own (the unconfirmed-bookings limit counts per phone). */
  const customer = async () => {
    const created = await createCustomer(inject, { PhoneNumber: `70255${String(++phone).padStart(5, '0')}` });
    expect(created.res.statusCode).toBe(201);
    return created.token;
  };

  /**
   * A free slot of an offer on DATE or a day after it, a different one each call (a booking of 2½ hours takes the
   * slots around it: one day of a company's nine start times holds three or four).
   */
  const used = new Set<string>();
  const freeSlot = async (offer: Offer): Promise<TimeSlot & { date: string }> => {
    for (let day = 0; day < 10; day++) {
      const date = addDays(DATE, day);
      const res = await call('POST', '/api/customer/company-calendar/schedules', undefined, {
        CompanyServiceID: offer.companyServiceID,
        Date: date,
        Duration: offer.duration,
      });
      const slot = (res.json().data as TimeSlot[]).find(
        (s) => s.isAvailable && !used.has(`${offer.companyID}:${date}:${s.id}`),
      );
      if (!slot) continue;
      used.add(`${offer.companyID}:${date}:${slot.id}`);
      return { ...slot, date };
    }
    throw new Error(`no free slot of company ${offer.companyID} in the ten days from ${DATE}`);
  };

  const lookUp = (token: string, code: string, ServiceID: number = ServiceId.Landscaping) =>
    call('POST', `/api/customer/discount-code/${code}`, token, { ServiceID });

  let offerIndex = 0;
  /** A real checkout with the code's id, at a free slot of the next offer. */
  const checkout = async (
    token: string,
    discountCodeId: number,
    slot?: { offer: Offer; slot: TimeSlot & { date: string } },
  ) => {
    const offer = slot?.offer ?? required(list[offerIndex++ % list.length], 'an offer');
    const at = slot?.slot ?? (await freeSlot(offer));
    return call('POST', '/api/customer/ticket', token, {
      ScheduledDate: at.date,
      ScheduleID: at.id,
      CompanyServiceID: offer.companyServiceID,
      Name: 'Casey Customer',
      Email: 'casey@example.com',
      PhoneNumber: '7025550199',
      Address: '4820 Sahara Ave, Las Vegas, NV 89102',
      ZipCode: '89102',
      Instructions: '',
      Origin: 'test',
      idFeatures: [form],
      DiscountCodeID: discountCodeId,
    });
  };

  const create = (token: string | undefined, body: object) => call('POST', '/api/staff/discount-codes', token, body);
  const codeName = () =>
    `T${unique()
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')}`.slice(0, 20);

  it('answers 401 to company and customer tokens, and without a token', async () => {
    const company = (await companyMember(inject, ctx.database.db)).token;
    const customerToken = (await signedInCustomer(inject, ctx.database.db)).token;
    for (const token of [company, customerToken, undefined]) {
      expect((await call('GET', '/api/staff/discount-codes', token)).statusCode).toBe(401);
      expect((await create(token, { code: 'NOPE', percentage: 0.1, expirationDate: '2027-01-01' })).statusCode).toBe(
        401,
      );
      expect((await call('PUT', '/api/staff/discount-codes/1', token, { active: false })).statusCode).toBe(401);
      expect((await call('GET', '/api/staff/discount-codes/1/uses', token)).statusCode).toBe(401);
    }
  });

  it('creates a code (upper-cased), refuses a taken name in any case, an unknown service, a past expiry; audited', async () => {
    const name = codeName();
    const res = await create(support, {
      code: ` ${name.toLowerCase()} `,
      percentage: 0.1,
      expirationDate: '2026-12-31',
      maxUses: 100,
      perCustomerLimit: 2,
    });
    expect(res.statusCode).toBe(201);
    const code = res.json().data as StaffDiscountCode;
    expect(code).toEqual({
      id: expect.any(Number),
      code: name,
      percentage: 0.1,
      amount: null,
      serviceId: null,
      serviceName: null,
      expirationDate: '2026-12-31',
      maxUses: 100,
      perCustomerLimit: 2,
      active: true,
      uses: 0,
      createdDate: TEST_NOW.toISOString(),
    });

    const pool = await create(admin, {
      code: codeName(),
      amount: 12.5,
      serviceId: ServiceId.PoolService,
      expirationDate: '2026-06-15',
    });
    expect(pool.statusCode).toBe(201);
    expect(pool.json().data).toMatchObject({ amount: 12.5, percentage: null, serviceId: ServiceId.PoolService });
    expect(pool.json().data.serviceName).toEqual(expect.any(String));
    // Newest first; the seed's codes are listed too.
    const listed = (await call('GET', '/api/staff/discount-codes', support)).json().data as StaffDiscountCode[];
    const ids = listed.map((c) => c.id);
    expect(ids.indexOf(pool.json().data.id)).toBeLessThan(ids.indexOf(code.id));
    expect(ids.indexOf(code.id)).toBeGreaterThanOrEqual(0);
    expect(listed.map((c) => c.code)).toContain('WELCOME15');

    for (const taken of [name.toLowerCase(), 'welcome15']) {
      const twice = await create(support, { code: taken, percentage: 0.2, expirationDate: '2026-12-31' });
      expect(twice.statusCode).toBe(409);
    }
    const unknownService = await create(support, {
      code: codeName(),
      percentage: 0.1,
      serviceId: 99999,
      expirationDate: '2026-12-31',
    });
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json().errors[0].field).toBe('serviceId');
    const past = await create(support, { code: codeName(), percentage: 0.1, expirationDate: '2026-06-14' });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0].field).toBe('expirationDate');
    const both = await create(support, { code: codeName(), percentage: 0.1, amount: 5, expirationDate: '2026-12-31' });
    expect(both.statusCode).toBe(400);
    expect((await create(support, { code: 'x!', percentage: 0.1, expirationDate: '2026-12-31' })).statusCode).toBe(400);

    expect(await auditOf(`discount_code:${code.id}`)).toEqual([
      {
        action: 'discount_code.create',
        staff_email: supportEmail,
        before: null,
        after: {
          code: name,
          percentage: 0.1,
          amountCents: null,
          serviceId: null,
          expirationDate: '2026-12-31',
          maxUses: 100,
          perCustomerLimit: 2,
          active: true,
        },
      },
    ]);
  });

  it('a new code works at look-up and at a real checkout; its uses are listed', async () => {
    const name = codeName();
    const code = (await create(support, { code: name, amount: 20, expirationDate: '2026-12-31' })).json()
      .data as StaffDiscountCode;
    const token = await customer();
    const looked = await lookUp(token, name.toLowerCase());
    expect(looked.statusCode).toBe(200);
    expect(looked.json()).toMatchObject({
      message: Messages.discountApplied,
      data: { id: code.id, code: name, amount: 20, percentage: null },
    });
    const created = await checkout(token, code.id);
    expect(created.statusCode).toBe(201);
    const ticket = created.json().data;
    expect(ticket.discount).toBe(20);
    expect(ticket.total).toBeCloseTo(ticket.price + ticket.fee - 20, 2);

    const listed = (await call('GET', '/api/staff/discount-codes', support)).json().data as StaffDiscountCode[];
    expect(listed.find((c) => c.id === code.id)?.uses).toBe(1);
    const uses = await call('GET', `/api/staff/discount-codes/${code.id}/uses`, support);
    expect(uses.statusCode).toBe(200);
    expect(uses.json().data).toEqual([
      {
        ticketId: ticket.id,
        customerName: 'Rosa Diaz',
        email: expect.stringContaining('@example.com'),
        discount: 20,
        status: 'Pending',
        createdDate: TEST_NOW.toISOString(),
      },
    ]);
    expect((await call('GET', '/api/staff/discount-codes/99999999/uses', support)).statusCode).toBe(404);
  });

  it('refuses a code used up (maxUses) at look-up and checkout; a lapsed unpaid checkout gives its use back', async () => {
    const name = codeName();
    const code = (
      await create(support, { code: name, percentage: 0.05, expirationDate: '2026-12-31', maxUses: 1 })
    ).json().data as StaffDiscountCode;
    const first = await customer();
    const second = await customer();
    // Both look it up while it has a use left; the first books it.
    expect((await lookUp(first, name)).statusCode).toBe(200);
    expect((await lookUp(second, name)).statusCode).toBe(200);
    expect((await checkout(first, code.id)).statusCode).toBe(201);

    const refused = await checkout(second, code.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(Messages.discountUnavailable);
    const lookedAgain = await lookUp(second, name);
    expect(lookedAgain.statusCode).toBe(400);
    expect(lookedAgain.json().message).toBe(Messages.discountUnavailable);

    // The first checkout is never paid: once its hold lapses, the use is free again.
    try {
      clock.now = new Date(TEST_NOW.getTime() + 16 * 60_000);
      const listed = (await call('GET', '/api/staff/discount-codes', support)).json().data as StaffDiscountCode[];
      expect(listed.find((c) => c.id === code.id)?.uses).toBe(0);
      expect((await call('GET', `/api/staff/discount-codes/${code.id}/uses`, support)).json().data).toEqual([]);
      expect((await lookUp(second, name)).statusCode).toBe(200);
      expect((await checkout(second, code.id)).statusCode).toBe(201);
    } finally {
      clock.now = TEST_NOW;
    }
  });

  it('two concurrent checkouts never both take the last use', async () => {
    const name = codeName();
    const code = (await create(support, { code: name, amount: 5, expirationDate: '2026-12-31', maxUses: 1 })).json()
      .data as StaffDiscountCode;
    const a = await customer();
    const b = await customer();
    expect((await lookUp(a, name)).statusCode).toBe(200);
    expect((await lookUp(b, name)).statusCode).toBe(200);
    const [offerA, offerB] = [required(list[0], 'an offer'), required(list[1], 'another offer')];
    const slotA = { offer: offerA, slot: await freeSlot(offerA) };
    const slotB = { offer: offerB, slot: await freeSlot(offerB) };
    const answers = await Promise.all([checkout(a, code.id, slotA), checkout(b, code.id, slotB)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const listed = (await call('GET', '/api/staff/discount-codes', support)).json().data as StaffDiscountCode[];
    expect(listed.find((c) => c.id === code.id)?.uses).toBe(1);
  });

  it('refuses a code past its per-customer limit, other customers still use it', async () => {
    const name = codeName();
    const code = (
      await create(support, { code: name, amount: 5, expirationDate: '2026-12-31', perCustomerLimit: 1 })
    ).json().data as StaffDiscountCode;
    const once = await customer();
    expect((await lookUp(once, name)).statusCode).toBe(200);
    expect((await checkout(once, code.id)).statusCode).toBe(201);
    const again = await checkout(once, code.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(Messages.discountUnavailable);
    expect((await lookUp(once, name)).statusCode).toBe(400);

    const other = await customer();
    expect((await lookUp(other, name)).statusCode).toBe(200);
    expect((await checkout(other, code.id)).statusCode).toBe(201);
  });

  it('pauses and resumes a code (audited): paused, look-up and checkout refuse it; a code of another service is refused', async () => {
    const name = codeName();
    const code = (await create(support, { code: name, amount: 5, expirationDate: '2026-12-31' })).json()
      .data as StaffDiscountCode;
    const token = await customer();
    expect((await lookUp(token, name)).statusCode).toBe(200);

    const paused = await call('PUT', `/api/staff/discount-codes/${code.id}`, support, { active: false });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data).toMatchObject({ id: code.id, active: false });
    const refused = await lookUp(token, name);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(Messages.discountUnavailable);
    const checkoutRefused = await checkout(token, code.id);
    expect(checkoutRefused.statusCode).toBe(400);
    expect(checkoutRefused.json().message).toBe(Messages.discountUnavailable);
    // Pausing a paused code changes nothing.
    expect((await call('PUT', `/api/staff/discount-codes/${code.id}`, admin, { active: false })).statusCode).toBe(200);

    const resumed = await call('PUT', `/api/staff/discount-codes/${code.id}`, admin, { active: true });
    expect(resumed.json().data).toMatchObject({ active: true });
    expect((await lookUp(token, name)).statusCode).toBe(200);
    expect((await checkout(token, code.id)).statusCode).toBe(201);
    expect((await call('PUT', '/api/staff/discount-codes/99999999', support, { active: false })).statusCode).toBe(404);

    expect(await auditOf(`discount_code:${code.id}`)).toEqual([
      expect.objectContaining({ action: 'discount_code.create' }),
      {
        action: 'discount_code.pause',
        staff_email: supportEmail,
        before: { active: true },
        after: { active: false },
      },
      {
        action: 'discount_code.resume',
        staff_email: adminEmail,
        before: { active: false },
        after: { active: true },
      },
    ]);

    const poolName = codeName();
    await create(support, {
      code: poolName,
      percentage: 0.1,
      serviceId: ServiceId.PoolService,
      expirationDate: '2026-12-31',
    });
    const otherService = await lookUp(token, poolName);
    expect(otherService.statusCode).toBe(400);
    expect(otherService.json().message).toBe(Messages.discountUnavailable);
  });
});
