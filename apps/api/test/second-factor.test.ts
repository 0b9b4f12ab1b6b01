/**
 * A second factor for UpKeep's staff and company users (issue 47), through the API as they meet it: an authenticator
 * set up with a first code and ten recovery codes; then a sign-in in two steps where a wrong code, a replayed code, a
 * used recovery code, a sixth try and a late answer are refused; a password reset that still asks for the factor;
 * the factor turned off with a code. Each realm's calls refuse the other's tokens.
 */
import { MFA_CHALLENGE_ATTEMPTS, SECOND_FACTOR_MESSAGES } from '@upkeep/contract';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base32Decode, totpCode, totpStep } from '../src/lib/totp.ts';
import { createCompanyUser, createStaffUser } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, mailedLinkToken } from './sign-in.ts';

const REALMS = [
  { realm: 'staff', me: '/staff/me', recoverPage: '/staff/reset-password' },
  { realm: 'company', me: '/company/me', recoverPage: '/pro/reset-password' },
] as const;

describe.each(databaseKinds())('second factor on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: new Date(TEST_NOW) };
  const nextAddress = clientAddresses(377);
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string | null, payload?: object) =>
    inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  /** Moves the clock to the next 30-second step (a new code). */
  const nextStep = () => {
    clock.now = new Date(clock.now.getTime() + 30_000);
  };
  const codeNow = (secret: string) => totpCode(base32Decode(secret), totpStep(clock.now));

  for (const { realm, me, recoverPage } of REALMS) {
    describe(`for ${realm} users`, () => {
      const newUser = async () =>
        realm === 'staff' ? await createStaffUser(ctx.database.db) : await createCompanyUser(ctx.database.db);
      const login = (email: string, password: string) =>
        call('POST', `/${realm}/auth/login`, null, { Email: email, Password: password });
      const mfa = (challenge: string, code: string) => call('POST', `/${realm}/auth/mfa`, null, { challenge, code });

      /** A user who set up an authenticator: its secret and recovery codes, and the code used to confirm it. */
      async function enrolled() {
        const user = await newUser();
        const signedIn = await login(user.email, user.password);
        expect(signedIn.statusCode, signedIn.body).toBe(200);
        const token = signedIn.json().data.token as string;
        expect((await call('GET', `/${realm}/auth/second-factor`, token)).json().data).toEqual({
          enabled: false,
          recoveryCodesLeft: 0,
          required: false,
          passkeys: 0,
        });
        const started = await call('POST', `/${realm}/auth/totp`, token);
        expect(started.statusCode, started.body).toBe(200);
        const { secret, otpauthUri } = started.json().data as { secret: string; otpauthUri: string };
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        expect(otpauthUri).toContain(`secret=${secret}`);
        expect(otpauthUri).toContain(encodeURIComponent(user.email));
        // A wrong first code confirms nothing.
        const wrong = await call('POST', `/${realm}/auth/totp/confirm`, token, { code: '000000' });
        expect(wrong.statusCode).toBe(400);
        const confirmed = await call('POST', `/${realm}/auth/totp/confirm`, token, { code: codeNow(secret) });
        expect(confirmed.statusCode, confirmed.body).toBe(200);
        const recoveryCodes = confirmed.json().data.recoveryCodes as string[];
        expect(recoveryCodes).toHaveLength(10);
        expect(new Set(recoveryCodes).size).toBe(10);
        // Set up once: a second set-up waits for this one to be turned off.
        expect((await call('POST', `/${realm}/auth/totp`, token)).statusCode).toBe(409);
        expect((await call('GET', `/${realm}/auth/second-factor`, token)).json().data).toMatchObject({
          enabled: true,
          recoveryCodesLeft: 10,
        });
        return { user, token, secret, recoveryCodes, confirmCode: codeNow(secret) };
      }

      const challengeOf = async (email: string, password: string) => {
        const res = await login(email, password);
        expect(res.statusCode, res.body).toBe(200);
        const data = res.json().data;
        expect(data).not.toHaveProperty('token');
        expect(data.mfaRequired).toBe(true);
        return data.challenge as string;
      };

      it('signs in in two steps; a wrong or replayed code is refused, the next code works', async () => {
        const { user, secret, confirmCode } = await enrolled();
        const challenge = await challengeOf(user.email, user.password);
        // The code that confirmed the authenticator is used: refused within its window.
        const replayed = await mfa(challenge, confirmCode);
        expect(replayed.statusCode).toBe(401);
        expect(replayed.json().message).toBe(SECOND_FACTOR_MESSAGES.invalidCode);
        expect((await mfa(challenge, '123456')).statusCode).toBe(401);
        nextStep();
        const passed = await mfa(challenge, codeNow(secret));
        expect(passed.statusCode, passed.body).toBe(200);
        const token = passed.json().data.token as string;
        expect((await call('GET', me, token)).statusCode).toBe(200);
        // A challenge signs in once.
        nextStep();
        expect((await mfa(challenge, codeNow(secret))).statusCode).toBe(401);
        // The same code again, on a new sign-in: used already.
        const again = await challengeOf(user.email, user.password);
        clock.now = new Date(clock.now.getTime() - 30_000);
        expect((await mfa(again, codeNow(secret))).statusCode).toBe(401);
        nextStep();
      });

      it('takes a recovery code once', async () => {
        const { user, token, recoveryCodes } = await enrolled();
        const [code = ''] = recoveryCodes;
        const first = await mfa(await challengeOf(user.email, user.password), code.toUpperCase());
        expect(first.statusCode, first.body).toBe(200);
        expect((await mfa(await challengeOf(user.email, user.password), code)).statusCode).toBe(401);
        expect((await call('GET', `/${realm}/auth/second-factor`, token)).json().data.recoveryCodesLeft).toBe(9);
      });

      it(`allows ${MFA_CHALLENGE_ATTEMPTS} tries and 5 minutes to a challenge`, async () => {
        const { user, secret } = await enrolled();
        const challenge = await challengeOf(user.email, user.password);
        for (let i = 0; i < MFA_CHALLENGE_ATTEMPTS; i++) expect((await mfa(challenge, '999999')).statusCode).toBe(401);
        nextStep();
        const over = await mfa(challenge, codeNow(secret));
        expect(over.statusCode).toBe(401);
        expect(over.json().message).toBe(SECOND_FACTOR_MESSAGES.challengeOver);
        const late = await challengeOf(user.email, user.password);
        clock.now = new Date(clock.now.getTime() + 5 * 60_000 + 1000);
        expect((await mfa(late, codeNow(secret))).json().message).toBe(SECOND_FACTOR_MESSAGES.challengeOver);
      });

      it('still asks for the factor after a password reset, and signs in with only the password once it is off', async () => {
        const { user, secret } = await enrolled();
        const recover = realm === 'staff' ? '/staff/auth/recover-password' : '/company/auth/recover-password';
        expect((await call('POST', recover, null, { email: user.email })).statusCode).toBe(200);
        const resetToken = await mailedLinkToken(ctx.database.db, user.email, recoverPage);
        const newPassword = 'A-whole-new-passphrase-2026';
        const reset = await call('POST', `/${realm}/auth/reset-password`, null, { token: resetToken, newPassword });
        expect(reset.statusCode, reset.body).toBe(200);
        expect(reset.json().data ?? null).toBeNull();
        const challenge = await challengeOf(user.email, newPassword);
        nextStep();
        const passed = await mfa(challenge, codeNow(secret));
        expect(passed.statusCode).toBe(200);
        const token = passed.json().data.token as string;
        // Turned off with a code (a wrong one turns nothing off).
        expect((await call('DELETE', `/${realm}/auth/totp`, token, { code: '111111' })).statusCode).toBe(400);
        nextStep();
        expect((await call('DELETE', `/${realm}/auth/totp`, token, { code: codeNow(secret) })).statusCode).toBe(200);
        const plain = await login(user.email, newPassword);
        expect(plain.statusCode).toBe(200);
        expect(plain.json().data.token).toEqual(expect.any(String));
      });
    });
  }

  it("tells a company user's session whether they have a second factor, so the portal's frame knows at once (issue 48)", async () => {
    const user = await createCompanyUser(ctx.database.db);
    const signedIn = await call('POST', '/company/auth/login', null, { Email: user.email, Password: user.password });
    expect(signedIn.json().data.user.hasSecondFactor).toBe(false);
    const token = signedIn.json().data.token as string;
    expect((await call('GET', '/company/me', token)).json().data.hasSecondFactor).toBe(false);
    const started = (await call('POST', '/company/auth/totp', token)).json().data as { secret: string };
    await call('POST', '/company/auth/totp/confirm', token, { code: codeNow(started.secret) });
    expect((await call('GET', '/company/me', token)).json().data.hasSecondFactor).toBe(true);
    const challenge = (
      await call('POST', '/company/auth/login', null, { Email: user.email, Password: user.password })
    ).json().data.challenge as string;
    nextStep();
    const passed = await call('POST', '/company/auth/mfa', null, { challenge, code: codeNow(started.secret) });
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json().data.user.hasSecondFactor).toBe(true);
  });

  it("keeps the realms apart: a company user's token sets up nothing in the console, and the other way round", async () => {
    const company = await createCompanyUser(ctx.database.db);
    const staff = await createStaffUser(ctx.database.db);
    const companyToken = (
      await call('POST', '/company/auth/login', null, { Email: company.email, Password: company.password })
    ).json().data.token as string;
    const staffToken = (
      await call('POST', '/staff/auth/login', null, { Email: staff.email, Password: staff.password })
    ).json().data.token as string;
    expect((await call('POST', '/staff/auth/totp', companyToken)).statusCode).toBe(401);
    expect((await call('POST', '/company/auth/totp', staffToken)).statusCode).toBe(401);
    expect((await call('POST', '/company/auth/totp')).statusCode).toBe(401);
    // A challenge of one realm opens nothing in the other.
    const started = (await call('POST', '/staff/auth/totp', staffToken)).json().data as { secret: string };
    await call('POST', '/staff/auth/totp/confirm', staffToken, { code: codeNow(started.secret) });
    const challenge = (
      await call('POST', '/staff/auth/login', null, { Email: staff.email, Password: staff.password })
    ).json().data.challenge as string;
    nextStep();
    expect(
      (await call('POST', '/company/auth/mfa', null, { challenge, code: codeNow(started.secret) })).statusCode,
    ).toBe(401);
  });
});
