/**
 * Passkeys for UpKeep's staff and company users (issue 47), through the API with a software authenticator: added with
 * a name (several, listed, renamed, removed), a sign-in with a passkey alone, the second step after the password; and
 * what must be refused: a replayed assertion, a passkey that did not verify its user, a cloned authenticator whose
 * counter went back, another user's passkey, another realm's passkey, an account that is not active.
 */
import { PASSKEY_MESSAGES, SECOND_FACTOR_MESSAGES } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { base32Decode, totpCode, totpStep } from '../src/lib/totp.ts';
import { relyingPartyOf } from '../src/modules/accounts/passkeys/service.ts';
import { createCompanyUser, createStaffUser } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

const REALMS = [
  { realm: 'staff', other: 'company', me: '/staff/me' },
  { realm: 'company', other: 'staff', me: '/company/me' },
] as const;

describe.each(databaseKinds())('passkeys on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: new Date(TEST_NOW) };
  const nextAddress = clientAddresses(379);
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string | null, payload?: object) =>
    inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const signedInToken = async (realm: 'staff' | 'company', email: string, password: string) => {
    const res = await call('POST', `/${realm}/auth/login`, null, { Email: email, Password: password });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  };
  const companyIdOf = (user: object) => ('companyId' in user ? Number(user.companyId) : 0);
  const authenticator = () => new SoftAuthenticator(relyingPartyOf(ctx.app.config.publicUrl));

  for (const { realm, other, me } of REALMS) {
    describe(`for ${realm} users`, () => {
      const newUser = async () =>
        realm === 'staff' ? await createStaffUser(ctx.database.db) : await createCompanyUser(ctx.database.db);
      const login = (email: string, password: string) =>
        call('POST', `/${realm}/auth/login`, null, { Email: email, Password: password });
      const tokenOf = async (email: string, password: string) => {
        const res = await login(email, password);
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.token as string;
      };
      /** Adds a passkey through the two calls the account page makes. */
      const addPasskey = async (token: string, device: SoftAuthenticator, name: string, knobs = {}) => {
        const options = await call('POST', `/${realm}/auth/passkeys/options`, token);
        expect(options.statusCode, options.body).toBe(200);
        const { response } = device.create(options.json().data, knobs);
        return call('POST', `/${realm}/auth/passkeys`, token, { name, response });
      };
      /** A sign-in with a passkey alone, as the sign-in page makes it. */
      const passkeySignIn = async (device: SoftAuthenticator, knobs = {}) => {
        const options = await call('POST', `/${realm}/auth/passkey/options`);
        expect(options.statusCode, options.body).toBe(200);
        const response = device.get(options.json().data, knobs);
        return { response, res: await call('POST', `/${realm}/auth/passkey`, null, { response }) };
      };

      it('adds several named passkeys, lists, renames and removes them; each signs in alone', async () => {
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        expect((await call('GET', `/${realm}/auth/passkeys`, token)).json().data).toEqual([]);
        const options = (await call('POST', `/${realm}/auth/passkeys/options`, token)).json().data;
        expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
        expect(options.rp.id).toBe(relyingPartyOf(ctx.app.config.publicUrl).id);
        expect(options.user.name).toBe(user.email);

        const laptop = authenticator();
        const added = await addPasskey(token, laptop, 'Work laptop');
        expect(added.statusCode, added.body).toBe(201);
        expect(added.json().data).toEqual({
          id: expect.any(Number),
          name: 'Work laptop',
          createdDate: clock.now.toISOString(),
          lastUsedDate: null,
        });
        const phone = authenticator();
        expect((await addPasskey(token, phone, 'Phone')).statusCode).toBe(201);
        // The options of a third exclude the two.
        const third = (await call('POST', `/${realm}/auth/passkeys/options`, token)).json().data;
        expect(third.excludeCredentials).toHaveLength(2);

        const list = (await call('GET', `/${realm}/auth/passkeys`, token)).json().data as {
          id: number;
          name: string;
        }[];
        expect(list.map((p) => p.name)).toEqual(['Work laptop', 'Phone']);
        const [first, second] = list;
        const renamed = await call('PUT', `/${realm}/auth/passkeys/${first?.id}`, token, { name: '  Office laptop ' });
        expect(renamed.statusCode, renamed.body).toBe(200);
        expect(renamed.json().data.name).toBe('Office laptop');
        expect((await call('PUT', `/${realm}/auth/passkeys/${first?.id}`, token, { name: '' })).statusCode).toBe(400);
        expect((await call('GET', `/${realm}/auth/second-factor`, token)).json().data).toMatchObject({
          enabled: false,
          passkeys: 2,
        });

        // Each signs in without the password, into the realm's session; its last use is kept.
        clock.now = new Date(clock.now.getTime() + 60_000);
        const { res } = await passkeySignIn(laptop);
        expect(res.statusCode, res.body).toBe(200);
        const session = res.json().data;
        expect(session.user.email).toBe(user.email);
        expect((await call('GET', me, session.token)).statusCode).toBe(200);
        const used = (await call('GET', `/${realm}/auth/passkeys`, token)).json().data;
        expect(used[0].lastUsedDate).toBe(clock.now.toISOString());
        expect(used[1].lastUsedDate).toBeNull();
        expect((await passkeySignIn(phone)).res.statusCode).toBe(200);

        // Removed, it signs in no more.
        expect((await call('DELETE', `/${realm}/auth/passkeys/${second?.id}`, token)).statusCode).toBe(200);
        expect((await call('DELETE', `/${realm}/auth/passkeys/${second?.id}`, token)).statusCode).toBe(404);
        const removed = await passkeySignIn(phone);
        expect(removed.res.statusCode).toBe(401);
        expect((await call('GET', `/${realm}/auth/passkeys`, token)).json().data).toHaveLength(1);
      });

      it("answers 404 for another user's passkey", async () => {
        const owner = await newUser();
        const stranger = await newUser();
        const ownerToken = await tokenOf(owner.email, owner.password);
        const strangerToken = await tokenOf(stranger.email, stranger.password);
        const id = (await addPasskey(ownerToken, authenticator(), 'Mine')).json().data.id as number;
        expect((await call('PUT', `/${realm}/auth/passkeys/${id}`, strangerToken, { name: 'Ours' })).statusCode).toBe(
          404,
        );
        expect((await call('DELETE', `/${realm}/auth/passkeys/${id}`, strangerToken)).statusCode).toBe(404);
        expect((await call('GET', `/${realm}/auth/passkeys`, strangerToken)).json().data).toEqual([]);
        expect((await call('GET', `/${realm}/auth/passkeys`, ownerToken)).json().data[0].name).toBe('Mine');
      });

      it('refuses a passkey that did not verify its user, another origin, and a used challenge', async () => {
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        const device = authenticator();
        const unverified = await addPasskey(token, device, 'No PIN', { userVerified: false });
        expect(unverified.statusCode).toBe(400);
        expect(unverified.json().errors?.[0]?.field).toBe('response');
        const elsewhere = await addPasskey(token, device, 'Phished', { origin: 'https://upkeep.example.net' });
        expect(elsewhere.statusCode).toBe(400);
        // A registration's answer is taken once.
        const options = (await call('POST', `/${realm}/auth/passkeys/options`, token)).json().data;
        const { response } = device.create(options);
        expect((await call('POST', `/${realm}/auth/passkeys`, token, { name: 'Key', response })).statusCode).toBe(201);
        expect((await call('POST', `/${realm}/auth/passkeys`, token, { name: 'Key', response })).statusCode).toBe(400);
        expect((await call('GET', `/${realm}/auth/passkeys`, token)).json().data).toHaveLength(1);
        // An assertion without user verification signs in nothing.
        expect((await passkeySignIn(device, { userVerified: false })).res.statusCode).toBe(401);
      });

      it('refuses a replayed assertion and a cloned authenticator whose counter went back', async () => {
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        const device = authenticator();
        expect((await addPasskey(token, device, 'Key')).statusCode).toBe(201);
        const { response, res } = await passkeySignIn(device);
        expect(res.statusCode).toBe(200);
        const replayed = await call('POST', `/${realm}/auth/passkey`, null, { response });
        expect(replayed.statusCode).toBe(401);
        // Several uses move the counter to 3; a clone still at 2 signs a fresh challenge and is refused.
        expect((await passkeySignIn(device)).res.statusCode).toBe(200);
        expect((await passkeySignIn(device)).res.statusCode).toBe(200);
        expect((await passkeySignIn(device, { counter: 2 })).res.statusCode).toBe(401);
        expect((await passkeySignIn(device, { counter: 10 })).res.statusCode).toBe(200);
      });

      it("keeps the realms apart: this realm's passkey opens nothing in the other", async () => {
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        const device = authenticator();
        expect((await addPasskey(token, device, 'Key')).statusCode).toBe(201);
        const options = (await call('POST', `/${other}/auth/passkey/options`)).json().data;
        const response = device.get(options);
        expect((await call('POST', `/${other}/auth/passkey`, null, { response })).statusCode).toBe(401);
        // And the other realm's token manages nothing here.
        expect((await call('GET', `/${other}/auth/passkeys`, token)).statusCode).toBe(401);
        expect((await call('POST', `/${realm}/auth/passkeys/options`)).statusCode).toBe(401);
      });

      it('signs in an active account only', async () => {
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        const device = authenticator();
        expect((await addPasskey(token, device, 'Key')).statusCode).toBe(201);
        const table = realm === 'staff' ? sql`staff_users` : sql`company_users`;
        await ctx.database.db.execute(sql`update ${table} set active = false where id = ${user.user.id}`);
        const refused = await passkeySignIn(device);
        expect(refused.res.statusCode).toBe(401);
        expect(refused.res.json().data).toBeNull();
        await ctx.database.db.execute(sql`update ${table} set active = true where id = ${user.user.id}`);
      });

      it('serves as the second step after the password, counted as codes are', async () => {
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        const device = authenticator();
        expect((await addPasskey(token, device, 'Key')).statusCode).toBe(201);
        const another = await newUser();
        const anotherDevice = authenticator();
        expect(
          (await addPasskey(await tokenOf(another.email, another.password), anotherDevice, 'Theirs')).statusCode,
        ).toBe(201);

        const first = await login(user.email, user.password);
        expect(first.statusCode, first.body).toBe(200);
        expect(first.json().data).toEqual({ mfaRequired: true, challenge: expect.any(String), methods: ['passkey'] });
        const { challenge } = first.json().data as { challenge: string };
        const stepOptions = async () => {
          const res = await call('POST', `/${realm}/auth/mfa/passkey-options`, null, { challenge });
          expect(res.statusCode, res.body).toBe(200);
          return res.json().data as { challenge: string; allowCredentials: { id: string }[] };
        };
        const options = await stepOptions();
        expect(options.allowCredentials.map((c) => c.id)).toEqual([
          Buffer.from(device.passkeys[0]?.credentialId ?? []).toString('base64url'),
        ]);
        // Another user's passkey (its own sign-in's options) does not answer this sign-in, and counts as a try.
        const stranger = anotherDevice.get(await stepOptions(), { passkey: anotherDevice.passkeys[0] });
        const wrong = await call('POST', `/${realm}/auth/mfa`, null, { challenge, passkey: stranger });
        expect(wrong.statusCode).toBe(401);
        // Nor an assertion without user verification.
        const unverified = device.get(await stepOptions(), { userVerified: false });
        expect((await call('POST', `/${realm}/auth/mfa`, null, { challenge, passkey: unverified })).statusCode).toBe(
          401,
        );
        const passkey = device.get(await stepOptions());
        const passed = await call('POST', `/${realm}/auth/mfa`, null, { challenge, passkey });
        expect(passed.statusCode, passed.body).toBe(200);
        expect((await call('GET', me, passed.json().data.token)).statusCode).toBe(200);
        // The challenge signs in once, and the assertion is spent.
        expect((await call('POST', `/${realm}/auth/mfa`, null, { challenge, passkey })).statusCode).toBe(401);
        expect((await call('POST', `/${realm}/auth/mfa/passkey-options`, null, { challenge })).json().message).toBe(
          SECOND_FACTOR_MESSAGES.challengeOver,
        );
        const [row] = await queryRows<{ attempts: number }>(
          ctx.database.db,
          sql`select attempts from mfa_challenges where user_id = ${user.user.id} and realm = ${realm}`,
        );
        expect(row?.attempts).toBe(2);
        // A code and a passkey together, or neither, is a bad request.
        expect((await call('POST', `/${realm}/auth/mfa`, null, { challenge })).statusCode).toBe(400);
      });

      it('counts as the second factor a policy requires, and goes with a staff reset of a lost factor', async () => {
        const admin = await createStaffUser(ctx.database.db, { role: 'admin' });
        const adminToken = await signedInToken('staff', admin.email, admin.password);
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        // Required (the console's setting, or the company's own), a user without a factor can only set one up.
        if (realm === 'staff') {
          expect((await addPasskey(adminToken, authenticator(), 'Admin key')).statusCode).toBe(201);
          const required = await call('PUT', '/staff/settings/staff_second_factor_required', adminToken, {
            value: true,
          });
          expect(required.statusCode, required.body).toBe(200);
        } else {
          await ctx.database.db.execute(
            sql`update companies set second_factor_required = true where id = ${companyIdOf(user)}`,
          );
        }
        const probe = realm === 'staff' ? '/staff/inbox' : '/company/tickets';
        expect((await call('GET', probe, token)).statusCode).toBe(403);
        const device = authenticator();
        expect((await addPasskey(token, device, 'Key')).statusCode).toBe(201);
        expect((await call('GET', probe, token)).statusCode).toBe(200);
        // A lost factor is reset by UpKeep's staff: the passkeys go, and sign in no more.
        const reset =
          realm === 'staff'
            ? await call('DELETE', `/staff/users/${user.user.id}/second-factor`, adminToken)
            : await call(
                'DELETE',
                `/staff/companies/${companyIdOf(user)}/users/${user.user.id}/second-factor`,
                adminToken,
              );
        expect(reset.statusCode, reset.body).toBe(200);
        expect((await passkeySignIn(device)).res.statusCode).toBe(401);
        if (realm === 'staff') {
          await call('PUT', '/staff/settings/staff_second_factor_required', adminToken, { value: false });
        }
      });

      it('names both methods when the user has an authenticator and a passkey; the code still works', async () => {
        const user = await newUser();
        const token = await tokenOf(user.email, user.password);
        expect((await addPasskey(token, authenticator(), 'Key')).statusCode).toBe(201);
        const { secret } = (await call('POST', `/${realm}/auth/totp`, token)).json().data as { secret: string };
        const code = () => totpCode(base32Decode(secret), totpStep(clock.now));
        expect((await call('POST', `/${realm}/auth/totp/confirm`, token, { code: code() })).statusCode).toBe(200);
        const first = (await login(user.email, user.password)).json().data;
        expect(first.methods).toEqual(['totp', 'passkey']);
        clock.now = new Date(clock.now.getTime() + 30_000);
        const passed = await call('POST', `/${realm}/auth/mfa`, null, { challenge: first.challenge, code: code() });
        expect(passed.statusCode, passed.body).toBe(200);
        // A user without a passkey is told so when asking for passkey options.
        const plain = await newUser();
        const plainToken = await tokenOf(plain.email, plain.password);
        const started = (await call('POST', `/${realm}/auth/totp`, plainToken)).json().data as { secret: string };
        const plainCode = totpCode(base32Decode(started.secret), totpStep(clock.now));
        await call('POST', `/${realm}/auth/totp/confirm`, plainToken, { code: plainCode });
        const plainChallenge = (await login(plain.email, plain.password)).json().data;
        expect(plainChallenge.methods).toEqual(['totp']);
        const none = await call('POST', `/${realm}/auth/mfa/passkey-options`, null, {
          challenge: plainChallenge.challenge,
        });
        expect(none.statusCode).toBe(409);
        expect(none.json().message).toBe(PASSKEY_MESSAGES.none);
      });
    });
  }
});
