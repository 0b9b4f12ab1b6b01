import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Messages, required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMailbox } from '../src/adapters/mail/transports.ts';
import { queryRows } from '../src/db/client.ts';
import { TokenService } from '../src/lib/tokens.ts';
import { createCustomer, createCustomerRow, STRONG_PASSWORD } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext, testConfig } from './helpers.ts';
import { bearer, clientAddresses, logIn, signInAsGuest, signOut } from './sign-in.ts';

describe.each(databaseKinds())('accounts on %s', (kind) => {
  let ctx: TestContext;
  let clock = new Date(TEST_NOW);
  const logLines: string[] = [];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-accounts-'));
  /** A fresh client address per call that should not count against another's rate limit. */
  const nextAddress = clientAddresses(0);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, {
      now: () => clock,
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'debug' },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });

  const validate = (token: string) =>
    inject({ method: 'POST', url: '/api/customer/auth/validate-token', headers: bearer(token) });

  describe('sign-up', () => {
    it('creates the customer and answers the user and a working token', async () => {
      const { res, email, token } = await createCustomer(inject);
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        statusCode: 201,
        data: { user: { name: 'Rosa Diaz', email, phoneNumber: '7025550100' } },
      });
      expect(body.data.tempPassword).toBe(false);
      expect(JSON.stringify(body)).not.toMatch(/password_hash|passwordHash|argon2/i);
      expect((await validate(token)).statusCode).toBe(200);
      const [row] = await queryRows<{ password_hash: string; origin: string }>(
        ctx.database.db,
        sql`select password_hash, origin from customers where email = ${email}`,
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.origin).toBe('test');
    });

    it('accepts a form-encoded body', async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/customer',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          Name: 'Form User',
          Email: 'form-user@example.com',
          PhoneNumber: '7025550101',
          Password: STRONG_PASSWORD,
          Origin: '',
        }).toString(),
      });
      expect(res.statusCode).toBe(201);
    });

    it('refuses an e-mail already registered, whatever its case', async () => {
      const { email } = await createCustomer(inject);
      const again = await createCustomer(inject, { Email: email.toUpperCase() });
      expect(again.res.statusCode).toBe(400);
      expect(again.res.json()).toMatchObject({ statusCode: 400, message: Messages.userAlreadyRegistered, data: null });
      // A customer made otherwise than by signing up (staff, an import) holds their e-mail as well.
      const inserted = await createCustomerRow(ctx.database.db);
      const taken = await createCustomer(inject, { Email: inserted.email });
      expect(taken.res.json().message).toBe(Messages.userAlreadyRegistered);
    });

    it.each([
      ['short', 'Ab1-xyz', 'at least 8'],
      ['common', 'password123', 'too easy to guess'],
      ['one character repeated', 'aaaaaaaaaaaa', 'too easy to guess'],
      // A season, a year and a symbol: the pattern of every password policy's victims.
      ['seasonal', 'Summer2024!', 'too easy to guess'],
      ['dictionary word and digits', 'Welcome123', 'This is a commonly used password.'],
      ['made of the e-mail address', 'rosa.diaz.1977', 'There should not be any personal or page related data.'],
    ])('refuses a %s password, naming the field', async (_label, Password, reason) => {
      const { res } = await createCustomer(inject, { Password, Email: `rosa.diaz@${kind}.example.com` });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field: 'Password' })]);
      expect(res.json().message).toContain(reason);
    });

    it('accepts a long passphrase (64 characters and more)', async () => {
      const { res } = await createCustomer(inject, { Password: 'correct horse battery staple '.repeat(3) });
      expect(res.statusCode).toBe(201);
    });

    it('refuses a phone that is not 10 digits and a missing name', async () => {
      const phone = await createCustomer(inject, { PhoneNumber: '70255501001' });
      expect(phone.res.statusCode).toBe(400);
      expect(phone.res.json().errors[0].field).toBe('PhoneNumber');
      const name = await createCustomer(inject, { Name: '  ' });
      expect(name.res.json().errors[0].field).toBe('Name');
    });
  });

  describe('sign-in', () => {
    it('signs a customer in, e-mail case-insensitively', async () => {
      const customer = await createCustomerRow(ctx.database.db, { name: 'Dora Vance' });
      const res = await logIn(inject, customer.email.toUpperCase(), STRONG_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        statusCode: 200,
        data: { user: { email: customer.email, name: 'Dora Vance' }, tempPassword: false },
      });
      expect((await validate(res.json().data.token)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown e-mail alike', async () => {
      const wrong = await logIn(inject, (await createCustomerRow(ctx.database.db)).email, 'not-the-password');
      const unknown = await logIn(inject, 'nobody-here@example.com', 'not-the-password');
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ statusCode: 401, message: Messages.invalidLogin, data: null });
      expect(unknown.json()).toEqual(wrong.json());
    });

    it('upgrades a hash of an older scheme on sign-in', async () => {
      const { email } = await createCustomer(inject);
      const { scryptHashPassword } = await import('../src/lib/scrypt-password.ts');
      const old = await scryptHashPassword(STRONG_PASSWORD);
      await ctx.database.db.execute(sql`update customers set password_hash = ${old} where email = ${email}`);
      expect((await logIn(inject, email, STRONG_PASSWORD)).statusCode).toBe(200);
      const [row] = await queryRows<{ password_hash: string }>(
        ctx.database.db,
        sql`select password_hash from customers where email = ${email}`,
      );
      expect(row?.password_hash).toMatch(/^\$argon2id\$/);
      expect((await logIn(inject, email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('refuses a pair after 10 failures in 15 minutes, but not the customer elsewhere, and lets it in after', async () => {
      const { email } = await createCustomer(inject);
      const attacker = '203.0.113.9';
      for (let i = 0; i < 10; i++)
        expect((await logIn(inject, email, `wrong-${i}-password`, attacker)).statusCode).toBe(401);
      const blocked = await logIn(inject, email, STRONG_PASSWORD, attacker);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json()).toMatchObject({ statusCode: 429, data: null });
      // The customer at home is not locked out.
      expect((await logIn(inject, email, STRONG_PASSWORD, '198.51.100.20')).statusCode).toBe(200);
      // Another e-mail from the attacker's address is its own pair.
      const other = await createCustomerRow(ctx.database.db);
      expect((await logIn(inject, other.email, STRONG_PASSWORD, attacker)).statusCode).toBe(200);
      clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
      expect((await logIn(inject, email, STRONG_PASSWORD, attacker)).statusCode).toBe(200);
    });
  });

  describe('guessing across addresses', () => {
    const loginFrom = (Email: string, Password: string, remoteAddress: string, cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/customer/auth/login',
        payload: { Email, Password },
        remoteAddress,
        ...(cookie ? { headers: { cookie } } : {}),
      });

    it('pauses an account for new devices after 20 failures from many addresses, never for its own browser, and tells the owner', async () => {
      const { email } = await createCustomer(inject);
      // The owner signs in once at home: that browser is known from now on.
      const home = await loginFrom(email, STRONG_PASSWORD, '198.51.100.77');
      expect(home.statusCode).toBe(200);
      const setCookie = String(home.headers['set-cookie']);
      expect(setCookie).toMatch(/^upkeep_device=[A-Za-z0-9_-]{22};/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(setCookie).toContain('Path=/api/customer/auth');
      const deviceCookie = required(setCookie.split(';')[0], 'the device cookie');

      // Twenty addresses, one guess each: under every per-address limit.
      for (let i = 0; i < 20; i++) {
        expect((await loginFrom(email, `guess-${i}-password`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
      }
      // A twenty-first address is held back, even with the right password.
      const fresh = await loginFrom(email, STRONG_PASSWORD, '192.0.2.200');
      expect(fresh.statusCode).toBe(429);
      expect(fresh.json().message).toContain('sign in from a device you used before');
      // The owner's browser is not.
      expect((await loginFrom(email, STRONG_PASSWORD, '198.51.100.78', deviceCookie)).statusCode).toBe(200);
      // A cookie made up, or another account's, opens nothing.
      expect(
        (await loginFrom(email, STRONG_PASSWORD, '192.0.2.201', 'upkeep_device=AAAAAAAAAAAAAAAAAAAAAA')).statusCode,
      ).toBe(429);
      // The owner was told, once.
      await ctx.app.outbox.runOnce();
      const told = readMailbox(path.join(dataDir, 'mailbox')).filter((m) => m.to === email);
      expect(told.map((m) => m.subject)).toEqual(['Sign-ins to your UpKeep account were paused']);
      expect(told[0]?.text).toContain('still work');
      // The window passes: new devices may try again.
      clock = new Date(clock.getTime() + 15 * 60_000 + 1000);
      expect((await loginFrom(email, STRONG_PASSWORD, '192.0.2.202')).statusCode).toBe(200);
    });

    it('holds back guesses on an unknown e-mail alike, telling nobody', async () => {
      const email = `nobody-${Math.random().toString(36).slice(2, 8)}@example.com`;
      for (let i = 0; i < 20; i++) {
        expect((await loginFrom(email, `guess-${i}-password`, `192.0.3.${i + 1}`)).statusCode).toBe(401);
      }
      expect((await loginFrom(email, 'another-guess', '192.0.3.200')).statusCode).toBe(429);
    });
  });

  describe('signing out', () => {
    it('revokes the signed-out token at once, and only that one', async () => {
      const { email, token } = await createCustomer(inject);
      const other = (await logIn(inject, email, STRONG_PASSWORD)).json().data.token as string;
      const out = await signOut(inject, token);
      expect(out.statusCode).toBe(200);
      expect((await validate(token)).statusCode).toBe(401);
      const profile = await inject({
        method: 'GET',
        url: '/api/customer',
        headers: bearer(token),
      });
      expect(profile.statusCode).toBe(401);
      // The same customer's other session goes on.
      expect((await validate(other)).statusCode).toBe(200);
      // Signing out twice is harmless; a forged token is refused.
      const again = await signOut(inject, token);
      expect(again.statusCode).toBe(200);
      expect((await signOut(inject)).statusCode).toBe(401);
    });

    it('ends a guest session too', async () => {
      const token = await signInAsGuest(inject);
      expect((await validate(token)).statusCode).toBe(200);
      const out = await signOut(inject, token);
      expect(out.statusCode).toBe(200);
      expect((await validate(token)).statusCode).toBe(401);
    });
  });

  describe('guests and tokens', () => {
    it('gives a guest a token that validates as a guest but cannot read a profile', async () => {
      const res = await inject({ method: 'POST', url: '/api/customer/auth/guest-login' });
      expect(res.statusCode).toBe(200);
      const token = res.json().data.token as string;
      const valid = await validate(token);
      expect(valid.statusCode).toBe(200);
      expect(valid.json().data.kind).toBe('guest');
      const profile = await inject({
        method: 'GET',
        url: '/api/customer',
        headers: bearer(token),
      });
      expect(profile.statusCode).toBe(401);
    });

    it('answers 401 for a missing, malformed, forged, expired or unsigned token', async () => {
      const { token } = await createCustomer(inject);
      const noHeader = await inject({ method: 'POST', url: '/api/customer/auth/validate-token' });
      expect(noHeader.statusCode).toBe(401);
      expect((await validate('not-a-token')).statusCode).toBe(401);

      const [, payload] = token.split('.');
      const forgedService = new TokenService('another-secret-another-secret-another-secret!!', () => clock);
      const forged = await forgedService.sign({ kind: 'customer', customerId: 1, validAfter: 0 });
      expect((await validate(forged)).statusCode).toBe(401);

      const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
      expect((await validate(unsigned)).statusCode).toBe(401);

      const secret = new TextEncoder().encode(testConfig().jwtSecret);
      const wrongAlg = await new SignJWT({ kind: 'guest' })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('00000000-0000-4000-8000-000000000000')
        .setIssuer('upkeep')
        .setAudience('upkeep-web')
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(secret);
      expect((await validate(wrongAlg)).statusCode).toBe(401);

      const expired = await ctx.app.tokens.sign(
        { kind: 'guest', guestId: '00000000-0000-4000-8000-000000000000' },
        -60,
      );
      expect((await validate(expired)).statusCode).toBe(401);
    });

    it('expires a customer token after its lifetime', async () => {
      const { token } = await createCustomer(inject);
      const saved = clock;
      clock = new Date(clock.getTime() + 8 * 24 * 3600_000);
      try {
        expect((await validate(token)).statusCode).toBe(401);
      } finally {
        clock = saved;
      }
    });
  });

  describe('passwords', () => {
    it('answers forgot-password identically for a known and an unknown e-mail', async () => {
      const { email } = await createCustomer(inject);
      const before = await countOutbox();
      const known = await inject({
        method: 'PUT',
        url: '/api/customer/auth/forgot-password',
        payload: { Email: email },
      });
      const unknown = await inject({
        method: 'PUT',
        url: '/api/customer/auth/forgot-password',
        payload: { Email: 'nobody-at-all@example.com' },
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ statusCode: 200, message: Messages.forgotPassword, data: null });
      expect(unknown.json()).toEqual(known.json());
      expect(await countOutbox()).toBe(before + 1);
    });

    it('mails a temporary password that signs in once, forces a change, and revokes old tokens', async () => {
      const { email, token: firstToken } = await createCustomer(inject);
      await inject({ method: 'PUT', url: '/api/customer/auth/forgot-password', payload: { Email: email } });
      await ctx.app.outbox.runOnce();
      const mail = readMailbox(path.join(dataDir, 'mailbox')).find((m) => m.to === email);
      expect(mail?.subject).toBe('Your UpKeep temporary password');
      const temp = required(/temporary password: (\S+)/.exec(mail?.text ?? '')?.[1], 'the temporary password');

      // The real password still works (a stranger's request locks nobody out).
      expect((await logIn(inject, email, STRONG_PASSWORD)).statusCode).toBe(200);

      const withTemp = await logIn(inject, email, temp);
      expect(withTemp.statusCode).toBe(200);
      expect(withTemp.json().data.tempPassword).toBe(true);
      expect((await logIn(inject, email, temp)).statusCode).toBe(401);
      const tempToken = withTemp.json().data.token as string;

      const changed = await inject({
        method: 'PUT',
        url: '/api/customer/auth/change-password',
        headers: bearer(tempToken),
        payload: { CurrentPassword: temp, NewPassword: 'Desert-Sage-Evening' },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json().message).toBe(Messages.passwordUpdated);
      const freshToken = changed.json().data.token as string;

      expect((await validate(firstToken)).statusCode).toBe(401);
      expect((await validate(tempToken)).statusCode).toBe(401);
      expect((await validate(freshToken)).statusCode).toBe(200);
      expect((await logIn(inject, email, STRONG_PASSWORD)).statusCode).toBe(401);
      const after = await logIn(inject, email, 'Desert-Sage-Evening');
      expect(after.statusCode).toBe(200);
      expect(after.json().data.tempPassword).toBe(false);
      const [row] = await queryRows<{ temp_password: boolean }>(
        ctx.database.db,
        sql`select temp_password from customers where email = ${email}`,
      );
      expect(row?.temp_password).toBe(false);
    });

    it('lets a temporary password expire', async () => {
      const { email } = await createCustomer(inject);
      await inject({ method: 'PUT', url: '/api/customer/auth/forgot-password', payload: { Email: email } });
      await ctx.app.outbox.runOnce();
      const mail = required(
        readMailbox(path.join(dataDir, 'mailbox')).find((m) => m.to === email),
        'the mail',
      );
      const temp = required(/temporary password: (\S+)/.exec(mail.text)?.[1], 'the temporary password');
      const saved = clock;
      clock = new Date(clock.getTime() + 61 * 60_000);
      try {
        expect((await logIn(inject, email, temp)).statusCode).toBe(401);
      } finally {
        clock = saved;
      }
    });

    it('sends one recovery e-mail per customer per cooldown however often it is asked', async () => {
      const { email } = await createCustomer(inject);
      const before = await countOutbox();
      for (let i = 0; i < 3; i++) {
        await inject({ method: 'PUT', url: '/api/customer/auth/forgot-password', payload: { Email: email } });
      }
      expect(await countOutbox()).toBe(before + 1);
    });

    it('refuses a change with a wrong current password or a weak new one', async () => {
      const { token } = await createCustomer(inject);
      const headers = bearer(token);
      const wrong = await inject({
        method: 'PUT',
        url: '/api/customer/auth/change-password',
        headers,
        payload: { CurrentPassword: 'not-it-at-all', NewPassword: 'Desert-Sage-Evening' },
      });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors[0].field).toBe('CurrentPassword');
      const weak = await inject({
        method: 'PUT',
        url: '/api/customer/auth/change-password',
        headers,
        payload: { CurrentPassword: STRONG_PASSWORD, NewPassword: 'qwerty123' },
      });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0].field).toBe('NewPassword');
      expect((await validate(token)).statusCode).toBe(200);
      const anonymous = await inject({
        method: 'PUT',
        url: '/api/customer/auth/change-password',
        payload: { CurrentPassword: STRONG_PASSWORD, NewPassword: 'Desert-Sage-Evening' },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('profile', () => {
    it('reads and updates phone and address, never name or e-mail', async () => {
      const { email, token } = await createCustomer(inject);
      const headers = bearer(token);
      const read = await inject({ method: 'GET', url: '/api/customer', headers });
      expect(read.json().data).toMatchObject({ name: 'Rosa Diaz', email, phoneNumber: '7025550100', address: null });
      const update = await inject({
        method: 'PUT',
        url: '/api/customer',
        headers,
        payload: {
          phoneNumber: '702-555-0199',
          address: '4820 Sahara Ave, Las Vegas, NV 89102',
          zipCode: '89102',
          name: 'Someone Else',
          email: 'else@example.com',
        },
      });
      expect(update.statusCode).toBe(200);
      expect(update.json().message).toBe(Messages.profileUpdated);
      expect(update.json().data).toMatchObject({
        name: 'Rosa Diaz',
        email,
        phoneNumber: '7025550199',
        address: '4820 Sahara Ave, Las Vegas, NV 89102',
        zipCode: '89102',
      });
      const again = await inject({ method: 'GET', url: '/api/customer', headers });
      expect(again.json().data.address).toBe('4820 Sahara Ave, Las Vegas, NV 89102');
    });

    it("refuses an address whose zip code doesn't match the zip code provided", async () => {
      const { token } = await createCustomer(inject);
      const res = await inject({
        method: 'PUT',
        url: '/api/customer',
        headers: bearer(token),
        payload: { phoneNumber: '7025550100', address: '4820 Sahara Ave, Las Vegas, NV 89102', zipCode: '89052' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: Messages.profileZipMismatch, data: null });
    });

    it('keeps an address outside the zip table without a zip code instead of failing', async () => {
      const { token } = await createCustomer(inject);
      const res = await inject({
        method: 'PUT',
        url: '/api/customer',
        headers: bearer(token),
        payload: { phoneNumber: '7025550100', address: '1 Main St, Salt Lake City, UT 84101' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ address: '1 Main St, Salt Lake City, UT 84101', zipCode: null });
    });

    it('answers 401 without a token', async () => {
      expect((await inject({ method: 'GET', url: '/api/customer' })).statusCode).toBe(401);
      expect(
        (await inject({ method: 'PUT', url: '/api/customer', payload: { phoneNumber: '7025550100' } })).statusCode,
      ).toBe(401);
    });
  });

  describe('address suggestions', () => {
    it('suggests real valley streets near the zip code', async () => {
      const res = await inject({ method: 'GET', url: '/api/geo/address-suggestions?q=4820%20sahara&zipCode=89102' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data[0]).toEqual({
        description: '4820 Sahara Ave, Las Vegas, NV 89102',
        zipCode: '89102',
        city: 'Las Vegas',
      });
      const anywhere = await inject({ method: 'GET', url: '/api/geo/address-suggestions?q=green%20valley' });
      const cities = new Set((anywhere.json().data as { city: string }[]).map((s) => s.city));
      expect(cities.has('Henderson')).toBe(true);
    });

    it('suggests whole house addresses in the zip code searched, the typed street included (issue 46)', async () => {
      const suggest = async (q: string, zipCode: string) =>
        (
          await inject({
            method: 'GET',
            url: `/api/geo/address-suggestions?q=${encodeURIComponent(q)}&zipCode=${zipCode}`,
          })
        ).json().data as { description: string; zipCode: string }[];
      // A street the gazetteer does not know (it knows the arterial roads): the house the customer typed.
      expect(await suggest('11024 summer glen dr', '89135')).toEqual([
        { description: '11024 Summer Glen Dr, Las Vegas, NV 89135', zipCode: '89135', city: 'Las Vegas' },
      ]);
      // Every suggestion for a booking starts with a house number; without one there is none to offer.
      expect(await suggest('sahara', '89102')).toEqual([]);
      const numbered = await suggest('4820 sah', '89102');
      expect(numbered.length).toBeGreaterThan(0);
      for (const s of numbered) expect(s.description).toMatch(/^4820 .+, NV 89102$/);
    });

    it('answers an empty list for nothing known and 400 for a too-short query', async () => {
      const none = await inject({ method: 'GET', url: '/api/geo/address-suggestions?q=zzzzzz' });
      expect(none.json().data).toEqual([]);
      expect((await inject({ method: 'GET', url: '/api/geo/address-suggestions?q=ab' })).statusCode).toBe(400);
    });
  });

  it('never writes a password or a token into an answer or a log line', async () => {
    const secretPassword = 'Unique-Secret-Phrase-4242';
    const { email, res, token } = await createCustomer(inject, { Password: secretPassword });
    const loginRes = await logIn(inject, email, secretPassword);
    await logIn(inject, email, `${secretPassword}-wrong`);
    await inject({
      method: 'PUT',
      url: '/api/customer/auth/change-password',
      headers: bearer(token),
      payload: { CurrentPassword: secretPassword, NewPassword: `${secretPassword}-next` },
    });
    for (const answer of [res.body, loginRes.body]) expect(answer).not.toContain(secretPassword);
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(secretPassword);
    expect(logs).not.toContain(token);
    expect(logs).not.toMatch(/\$argon2id\$/);
  });

  async function countOutbox() {
    const [row] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from notification_outbox`,
    );
    return required(row, 'the outbox count').n;
  }
});
