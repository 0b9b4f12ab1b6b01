/**
 * Customers in the staff console (issue 15): the search by name, e-mail and phone; one customer with their
 * tickets; blocking (every token revoked at once, sign-in answered 403 only once the password checks out,
 * forgot-password silent) and unblocking; a password reset mailed as forgot-password does (409 for a blocked
 * account); every change in the audit log; support and admin allowed, other realms refused.
 */
import type { StaffCustomer } from '@upkeep/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { ACCOUNT_BLOCKED } from '../src/modules/accounts/accounts/service.ts';
import { companyMember, createCustomer, paidBooking, signedInCustomer, signedInStaff, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, logIn, signInAsGuest } from './sign-in.ts';

const nextAddress = clientAddresses(152);

describe.each(databaseKinds())('staff customers on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let staffEmail: string;
  let admin: string;
  let adminEmail: string;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <R extends Record<string, unknown>>(query: SQL) => queryRows<R>(ctx.database.db, query);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    ({ token: staff, email: staffEmail } = await signedInStaff(inject, ctx.database.db));
    ({ token: admin, email: adminEmail } = await signedInStaff(inject, ctx.database.db, 'admin'));
  });
  afterAll(() => ctx.close());

  const get = (token: string, url: string) => inject({ method: 'GET', url, headers: bearer(token) });
  const search = async (query: string) => {
    const res = await get(staff, `/api/staff/customers?Query=${encodeURIComponent(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as StaffCustomer[];
  };
  const block = (id: number, blocked: boolean, reason: string, token = staff) =>
    inject({ method: 'PUT', url: `/api/staff/customers/${id}`, headers: bearer(token), payload: { blocked, reason } });
  const reset = (id: number, token = staff) =>
    inject({ method: 'POST', url: `/api/staff/customers/${id}/password-reset`, headers: bearer(token) });
  const audit = (target: string) =>
    rows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      sql`select action, staff_email, before, after from staff_audit_log where target = ${target} order by id`,
    );
  const mailsTo = (recipient: string) =>
    rows<{ subject: string; body: string }>(
      sql`select subject, body from notification_outbox where recipient = ${recipient} order by id`,
    );

  /** A customer registered through the API, with their id. */
  async function customer(overrides: { Name?: string; PhoneNumber?: string } = {}) {
    const made = await createCustomer(inject, { Email: `staff-cust-${unique()}@example.com`, ...overrides });
    expect(made.res.statusCode, made.res.body).toBe(201);
    const id = made.res.json().data.user.id as number;
    return { ...made, id };
  }

  it('answers support and admin, and refuses a customer, a guest, a company or no token (401)', async () => {
    const c = await customer();
    expect((await get(staff, `/api/staff/customers/${c.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/staff/customers/${c.id}`)).statusCode).toBe(200);
    const others = [
      (await signedInCustomer(inject, ctx.database.db)).token,
      await signInAsGuest(inject),
      (await companyMember(inject, ctx.database.db)).token,
    ];
    for (const token of [...others, '']) {
      const headers = token ? bearer(token) : {};
      expect((await inject({ method: 'GET', url: '/api/staff/customers', headers })).statusCode).toBe(401);
      expect((await inject({ method: 'GET', url: `/api/staff/customers/${c.id}`, headers })).statusCode).toBe(401);
      const put = await inject({
        method: 'PUT',
        url: `/api/staff/customers/${c.id}`,
        headers,
        payload: { blocked: true, reason: 'x' },
      });
      expect(put.statusCode).toBe(401);
      const post = await inject({ method: 'POST', url: `/api/staff/customers/${c.id}/password-reset`, headers });
      expect(post.statusCode).toBe(401);
    }
  });

  it('finds customers by name, e-mail and phone, newest first', async () => {
    const name = `Ottoline Vasquez ${unique()}`;
    const phone = `702${String(Date.now() % 10_000_000).padStart(7, '0')}`;
    const older = await customer({ Name: name });
    const newer = await customer({ Name: name, PhoneNumber: phone });
    expect((await search(name.toLowerCase())).map((c) => c.id).sort()).toEqual([older.id, newer.id].sort());
    expect((await search(newer.email.toUpperCase())).map((c) => c.id)).toEqual([newer.id]);
    const formatted = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    expect((await search(formatted)).map((c) => c.id)).toEqual([newer.id]);
    const all = await get(staff, '/api/staff/customers');
    expect(all.json().pages).toMatchObject({ pageNumber: 1, pageSize: 50 });
    const created = (all.json().data as StaffCustomer[]).map((c) => Date.parse(c.createdDate));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(await search(`nobody-${unique()}`)).toEqual([]);
  });

  it('shows a customer with their tickets; 404 for an unknown one', async () => {
    const c = await customer();
    const booked = await paidBooking(inject, { customerToken: c.token });
    const res = await get(staff, `/api/staff/customers/${c.id}`);
    expect(res.statusCode).toBe(200);
    const { customer: found, tickets } = res.json().data;
    expect(found).toMatchObject({ id: c.id, email: c.email, blocked: false, blockedReason: null, ticketCount: 1 });
    expect(tickets).toEqual([
      expect.objectContaining({ id: booked.ticketId, customerId: c.id, totalPaid: booked.total }),
    ]);
    expect((await get(staff, '/api/staff/customers/99999999')).statusCode).toBe(404);
  });

  it('blocks: old tokens 401, sign-in 403 only with the right password, no recovery mail; unblocks: sign-in works', async () => {
    const c = await customer();
    const res = await block(c.id, true, 'Abusive messages to companies');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: c.id, blocked: true, blockedReason: 'Abusive messages to companies' });
    expect((await get(c.token, '/api/customer')).statusCode).toBe(401);

    const blocked = await logIn(inject, c.email, c.password, nextAddress());
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe(ACCOUNT_BLOCKED);
    // A wrong password learns nothing about the block.
    expect((await logIn(inject, c.email, 'Wrong-Password-2026', nextAddress())).statusCode).toBe(401);

    const before = (await mailsTo(c.email)).length;
    const forgot = await inject({
      method: 'PUT',
      url: '/api/customer/auth/forgot-password',
      payload: { Email: c.email },
    });
    expect(forgot.statusCode).toBe(200);
    expect(await mailsTo(c.email)).toHaveLength(before);
    // Staff cannot send a reset to a blocked account either.
    expect((await reset(c.id)).statusCode).toBe(409);

    const unblocked = await block(c.id, false, 'Apologised; unblocked', admin);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json().data).toMatchObject({ blocked: false, blockedReason: null });
    const again = await logIn(inject, c.email, c.password, nextAddress());
    expect(again.statusCode, again.body).toBe(200);
    expect((await get(again.json().data.token, '/api/customer')).statusCode).toBe(200);
    // The tokens revoked by the block stay revoked.
    expect((await get(c.token, '/api/customer')).statusCode).toBe(401);

    expect(await audit(`customer:${c.id}`)).toEqual([
      {
        action: 'customer.block',
        staff_email: staffEmail,
        before: { blocked: false, blockedReason: null },
        after: expect.objectContaining({ blocked: true, blockedReason: 'Abusive messages to companies' }),
      },
      {
        action: 'customer.unblock',
        staff_email: adminEmail,
        before: { blocked: true, blockedReason: 'Abusive messages to companies' },
        after: expect.objectContaining({ blocked: false }),
      },
    ]);
    expect((await get(staff, `/api/staff/tickets?Query=${encodeURIComponent(c.email)}`)).statusCode).toBe(200);
  });

  it('requires a reason to block (400) and answers 404 for an unknown customer', async () => {
    const c = await customer();
    const missing = await inject({
      method: 'PUT',
      url: `/api/staff/customers/${c.id}`,
      headers: bearer(staff),
      payload: { blocked: true },
    });
    expect(missing.statusCode).toBe(400);
    expect((await block(99999999, true, 'x')).statusCode).toBe(404);
    expect((await reset(99999999)).statusCode).toBe(404);
    expect(await audit(`customer:${c.id}`)).toEqual([]);
  });

  it('sends the forgot-password e-mail with a temporary password that signs in; audited', async () => {
    const c = await customer();
    const res = await reset(c.id);
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await mailsTo(c.email);
    expect(mail?.subject).toBe('Your UpKeep temporary password');
    const temp = /temporary password: (\S+)/.exec(mail?.body ?? '')?.[1] ?? '';
    const signedIn = await logIn(inject, c.email, temp, nextAddress());
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.tempPassword).toBe(true);
    // Staff ask on purpose: a second reset right away is sent too (no cool-down).
    expect((await reset(c.id, admin)).statusCode).toBe(200);
    expect(await mailsTo(c.email)).toHaveLength(2);
    expect((await audit(`customer:${c.id}`)).map((a) => [a.action, a.staff_email])).toEqual([
      ['customer.password_reset', staffEmail],
      ['customer.password_reset', adminEmail],
    ]);
  });
});
