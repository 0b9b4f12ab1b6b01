/**
 * Issue 24, the company users' and staff's side of trust: they change their own password (the customers'
 * strength rule, every other session signed out, this one kept), recover a forgotten one with a one-time link
 * by e-mail (valid one hour, only its hash stored, the same answer whether the e-mail exists or not), and their
 * accounts get the customers' throttle across addresses (20 failures in 15 minutes pause new devices; browsers
 * that signed in before still get in; the owner is e-mailed). Mail goes through a real SMTP server.
 */
import { createHash } from 'node:crypto';
import { Messages, required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { passwordResets } from '../src/db/schema.ts';
import { DEFAULT_PURGE_POLICY, purgeOldRows } from '../src/modules/operations/system/purge.ts';
import { createCompanyUser, createCustomer, createStaffUser, STRONG_PASSWORD } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';
import { decode, TestSmtp, waitFor } from './smtp.ts';

const NEW_PASSWORD = 'Mesquite-Canyon-Lantern-88';
const WEAK_PASSWORD = 'password1';

interface Realm {
  name: 'company' | 'staff';
  auth: string;
  me: string;
  cookie: string;
  resetPage: string;
  recoverPage: string;
  table: 'company_users' | 'staff_users';
}

const REALMS: Realm[] = [
  {
    name: 'company',
    auth: '/api/company/auth',
    me: '/api/company/me',
    cookie: 'upkeep_company_device',
    resetPage: '/pro/reset-password',
    recoverPage: '/pro/recover-password',
    table: 'company_users',
  },
  {
    name: 'staff',
    auth: '/api/staff/auth',
    me: '/api/staff/me',
    cookie: 'upkeep_staff_device',
    resetPage: '/staff/reset-password',
    recoverPage: '/staff/recover-password',
    table: 'staff_users',
  },
];

describe.each(databaseKinds())('company and staff passwords on %s', (kind) => {
  const smtp = new TestSmtp();
  let ctx: TestContext;
  let clock = new Date(TEST_NOW);
  const nextAddress = clientAddresses(24);

  beforeAll(async () => {
    await smtp.start();
    ctx = await buildTestApp(kind, {
      now: () => clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'UpKeep <no-reply@upkeep.test>' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const later = (minutes: number) => {
    clock = new Date(clock.getTime() + minutes * 60_000);
  };

  /** The mails an address received, text decoded, once the outbox has run. */
  async function mailsTo(email: string, atLeast: number) {
    await ctx.app.outbox.runOnce();
    return waitFor(() => {
      const mails = smtp.to(email);
      return mails.length >= atLeast ? mails.map((m) => decode(m.raw)) : undefined;
    });
  }

  describe.each(REALMS)('$name', (realm) => {
    const create = async () =>
      realm.name === 'company'
        ? createCompanyUser(ctx.database.db)
        : createStaffUser(ctx.database.db, { role: 'admin' });
    const login = (Email: string, Password: string, remoteAddress = nextAddress(), cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `${realm.auth}/login`,
        payload: { Email, Password },
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });
    const tokenOf = (res: LightMyRequestResponse) => {
      expect(res.statusCode, res.body).toBe(200);
      return required(res.json().data?.token as string | undefined, 'the token');
    };
    const me = (token: string) => inject({ method: 'GET', url: realm.me, headers: bearer(token) });
    const changePassword = (token: string | null, payload: object) =>
      inject({
        method: 'PUT',
        url: `${realm.auth}/password`,
        payload,
        ...(token ? { headers: bearer(token) } : {}),
      });
    const recover = (email: string) =>
      inject({ method: 'POST', url: `${realm.auth}/recover-password`, payload: { email } });
    const reset = (token: string, newPassword: string) =>
      inject({ method: 'POST', url: `${realm.auth}/reset-password`, payload: { token, newPassword } });
    const linkTokens = (mails: string[]) =>
      mails.flatMap((m) => {
        const found = m.match(new RegExp(`${realm.resetPage}\\?token=([A-Za-z0-9_-]+)`));
        return found?.[1] ? [found[1]] : [];
      });
    const linkRows = (userId: number) =>
      queryRows<{ token_hash: string; used_at: Date | null }>(
        ctx.database.db,
        sql`select token_hash, used_at from password_resets where realm = ${realm.name} and user_id = ${userId} order by id`,
      );

    it('changes the password: the current one proves it, the rule is the customers, other sessions end and this one stays', async () => {
      const { email, password } = await create();
      const here = tokenOf(await login(email, password));
      const elsewhere = tokenOf(await login(email, password));

      expect((await changePassword(null, { currentPassword: password, newPassword: NEW_PASSWORD })).statusCode).toBe(
        401,
      );
      const wrong = await changePassword(here, { currentPassword: 'Not-The-Password-1', newPassword: NEW_PASSWORD });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([expect.objectContaining({ field: 'currentPassword' })]);
      const weak = await changePassword(here, { currentPassword: password, newPassword: WEAK_PASSWORD });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([expect.objectContaining({ field: 'newPassword' })]);
      // Nothing changed yet.
      expect((await me(elsewhere)).statusCode).toBe(200);

      const changed = await changePassword(here, { currentPassword: password, newPassword: NEW_PASSWORD });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().message).toBe(Messages.passwordUpdated);
      const fresh = tokenOf(changed);
      expect((await me(fresh)).statusCode).toBe(200);
      expect((await me(here)).statusCode).toBe(401);
      expect((await me(elsewhere)).statusCode).toBe(401);
      expect((await login(email, password)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('mails a one-time link stored as its hash, answering the same whether or not the e-mail exists', async () => {
      const { user, email, password } = await create();
      const session = tokenOf(await login(email, password));

      const unknown = await recover(`nobody-${realm.name}-${kind}@example.com`);
      const known = await recover(email.toUpperCase());
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual(unknown.json());
      expect(known.json().message).toBe(Messages.recoverPassword);

      const mails = await mailsTo(email, 1);
      const [token] = linkTokens(mails);
      expect(mails[0]).toContain('Choose a new UpKeep password');
      const link = required(token, 'the link in the e-mail');
      const rows = await linkRows(user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.token_hash).toBe(createHash('sha256').update(link).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(link);

      // Asked again at once: the same answer, no second e-mail.
      expect((await recover(email)).json()).toEqual(unknown.json());
      expect(await linkRows(user.id)).toHaveLength(1);

      // The rule of customers applies; a refused password does not spend the link.
      const weak = await reset(link, WEAK_PASSWORD);
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([expect.objectContaining({ field: 'newPassword' })]);

      const done = await reset(link, NEW_PASSWORD);
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe(Messages.passwordReset);
      // Every session of the user is signed out; the new password signs in, the old one no longer.
      expect((await me(session)).statusCode).toBe(401);
      expect((await login(email, password)).statusCode).toBe(401);
      expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);

      const again = await reset(link, 'Another-Desert-Willow-9');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(Messages.passwordLink.used);
      const madeUp = await reset('x'.repeat(43), NEW_PASSWORD);
      expect(madeUp.statusCode).toBe(400);
      expect(madeUp.json().message).toBe(Messages.passwordLink.invalid);
      // Bad input is a 400 naming the field, never a 500.
      expect((await inject({ method: 'POST', url: `${realm.auth}/reset-password`, payload: {} })).statusCode).toBe(400);
      expect((await inject({ method: 'POST', url: `${realm.auth}/recover-password`, payload: {} })).statusCode).toBe(
        400,
      );
    });

    it('keeps only the newest link, for an hour, and spends it once under concurrent use', async () => {
      const { email } = await create();
      await recover(email);
      later(6);
      await recover(email);
      const [first, second] = linkTokens(await mailsTo(email, 2));
      // A newer link replaces the older.
      expect((await reset(required(first, 'the first link'), NEW_PASSWORD)).json().message).toBe(
        Messages.passwordLink.expired,
      );
      const both = await Promise.all([
        reset(required(second, 'the second link'), NEW_PASSWORD),
        reset(required(second, 'the second link'), 'Another-Desert-Willow-9'),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400]);

      later(6);
      await recover(email);
      const third = required(linkTokens(await mailsTo(email, 3))[2], 'the third link');
      later(61);
      const expired = await reset(third, 'Yet-Another-Joshua-Tree-7');
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe(Messages.passwordLink.expired);
    });

    it('limits the requests for links from one address (each may send an e-mail)', async () => {
      const address = realm.name === 'company' ? '192.0.2.124' : '192.0.2.125';
      const ask = () =>
        ctx.app.inject({
          method: 'POST',
          url: `${realm.auth}/recover-password`,
          payload: { email: `someone-${realm.name}@example.com` },
          remoteAddress: address,
        });
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await ask()).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    });

    it('gives an inactive user no link, with the same answer', async () => {
      const { user, email } = await create();
      await ctx.database.db.execute(
        sql`update ${sql.identifier(realm.table)} set active = false where id = ${user.id}`,
      );
      const res = await recover(email);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe(Messages.recoverPassword);
      expect(await linkRows(user.id)).toHaveLength(0);
    });

    it('pauses the account for new devices after 20 failures from all addresses, never for a browser that signed in before, and tells the owner once', async () => {
      const { email, password } = await create();
      const home = await login(email, password, '198.51.100.24');
      expect(home.statusCode).toBe(200);
      const setCookie = String(home.headers['set-cookie']);
      expect(setCookie).toMatch(new RegExp(`^${realm.cookie}=[A-Za-z0-9_-]{22};`));
      expect(setCookie).toContain(`Path=${realm.auth}`);
      expect(setCookie).toContain('HttpOnly');
      const deviceCookie = required(setCookie.split(';')[0], 'the device cookie');

      // A customer account of the same e-mail: its browser is not known to this realm.
      const customer = await createCustomer(inject, { Email: email });
      expect(customer.res.statusCode).toBe(201);
      const customerLogin = await ctx.app.inject({
        method: 'POST',
        url: '/api/customer/auth/login',
        payload: { Email: email, Password: STRONG_PASSWORD },
        remoteAddress: '198.51.100.25',
      });
      const customerTag = required(
        String(customerLogin.headers['set-cookie']).match(/^upkeep_device=([^;]+)/)?.[1],
        "the customer's device cookie",
      );

      // Three addresses, ten wrong guesses each: the account trips at the twentieth.
      const statuses: number[] = [];
      for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
        for (let i = 0; i < 10; i++) statuses.push((await login(email, `guess-${i}-wrong`, address)).statusCode);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401));
      expect(statuses.slice(20)).toEqual(Array(10).fill(429));
      // A fourth address is held back, even with the right password.
      const fourth = await login(email, password, '203.0.113.4');
      expect(fourth.statusCode).toBe(429);
      expect(fourth.json().message).toContain('sign in from a device you used before');
      expect(fourth.headers['retry-after']).toBeDefined();
      // The browser that signed in before still gets in; another realm's cookie for the same e-mail does not.
      expect((await login(email, password, '198.51.100.26', deviceCookie)).statusCode).toBe(200);
      expect((await login(email, password, '203.0.113.5', `${realm.cookie}=${customerTag}`)).statusCode).toBe(429);

      await ctx.app.outbox.runOnce();
      const isPaused = (m: string) => m.includes('Sign-ins to your UpKeep account were paused');
      const paused = await waitFor(() => {
        const found = smtp
          .to(email)
          .map((m) => decode(m.raw))
          .filter(isPaused);
        return found.length > 0 ? found : undefined;
      });
      expect(paused).toHaveLength(1);
      expect(paused[0]).toContain(`${realm.recoverPage}`);

      // The window passes: new devices may try again.
      later(16);
      expect((await login(email, password, '203.0.113.6')).statusCode).toBe(200);
    });
  });
  it('purges password links a day after they were used or expired, and keeps the open ones', async () => {
    const now = new Date('2031-06-01T12:00:00Z');
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    const link = (name: string, values: { expiresAt: Date; usedAt?: Date }) => ({
      realm: 'staff' as const,
      userId: 1,
      tokenHash: `purge-${name}-${kind}`,
      createdAt: hoursAgo(30),
      ...values,
    });
    await ctx.database.db
      .insert(passwordResets)
      .values([
        link('used', { expiresAt: hoursAgo(29), usedAt: hoursAgo(29.5) }),
        link('expired', { expiresAt: hoursAgo(26) }),
        link('used-recently', { expiresAt: new Date(now.getTime() + 3600_000), usedAt: hoursAgo(1) }),
        link('open', { expiresAt: new Date(now.getTime() + 1800_000) }),
      ]);
    await purgeOldRows(ctx.database.db, now, DEFAULT_PURGE_POLICY);
    const left = await queryRows<{ token_hash: string }>(
      ctx.database.db,
      sql`select token_hash from password_resets where token_hash like ${`purge-%-${kind}`} order by token_hash`,
    );
    expect(left.map((r) => r.token_hash)).toEqual([`purge-open-${kind}`, `purge-used-recently-${kind}`]);
  });
});
