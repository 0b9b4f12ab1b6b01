/**
 * Who must have a second factor, and what happens around it (issue 47): with the console's setting on, a staff member
 * without a factor can only set one up (every other staff call answers 403 with its code) until they have; a company
 * owner may require one of the team (after setting up their own); a console session unused for an hour ends; "sign
 * out other sessions" ends every other token; and a lost factor is reset by UpKeep's staff, audited, never by its owner.
 */
import { SECOND_FACTOR_MESSAGES, SECOND_FACTOR_REQUIRED_CODE, STAFF_SESSION_IDLE_MINUTES } from '@upkeep/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mfaChallenges, staffAuditLog, staffSessionActivity } from '../src/db/schema.ts';
import { base32Decode, totpCode, totpStep } from '../src/lib/totp.ts';
import { purgeOldRows } from '../src/modules/operations/system/purge.ts';
import { createCompanyUser, createStaffUser } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';

describe.each(databaseKinds())('second factor policy on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: new Date(TEST_NOW) };
  const nextAddress = clientAddresses(211);
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
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const codeNow = (secret: string) => totpCode(base32Decode(secret), totpStep(clock.now));

  async function signIn(realm: 'staff' | 'company', email: string, password: string) {
    const response = await call('POST', `/${realm}/auth/login`, null, { Email: email, Password: password });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { token?: string; mfaRequired?: true; challenge?: string };
  }
  /** Sets up an authenticator on the signed-in account: its secret. */
  async function enrol(realm: 'staff' | 'company', token: string) {
    const started = await call('POST', `/${realm}/auth/totp`, token);
    expect(started.statusCode, started.body).toBe(200);
    const { secret } = started.json().data as { secret: string };
    const confirmed = await call('POST', `/${realm}/auth/totp/confirm`, token, { code: codeNow(secret) });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    later(30_000);
    return secret;
  }
  const setStaffRequirement = async (adminToken: string, value: boolean) => {
    const set = await call('PUT', '/staff/settings/staff_second_factor_required', adminToken, { value });
    expect(set.statusCode, set.body).toBe(200);
  };

  describe("the console's requirement", () => {
    it('is off in the demo data, on by default, and an admin turns it on and off (a boolean, nothing else)', async () => {
      const admin = await createStaffUser(ctx.database.db, { role: 'admin' });
      const token = (await signIn('staff', admin.email, admin.password)).token as string;
      const settings = await call('GET', '/staff/settings', token);
      expect(settings.json().data).toContainEqual(
        expect.objectContaining({ key: 'staff_second_factor_required', value: false }),
      );
      const wrong = await call('PUT', '/staff/settings/staff_second_factor_required', token, { value: 'yes' });
      expect(wrong.statusCode).toBe(400);
    });

    it('leaves a staff member without a factor nothing but setting one up, until they have', async () => {
      const admin = await createStaffUser(ctx.database.db, { role: 'admin' });
      const adminToken = (await signIn('staff', admin.email, admin.password)).token as string;
      const adminSecret = await enrol('staff', adminToken);
      await setStaffRequirement(adminToken, true);
      try {
        const agent = await createStaffUser(ctx.database.db);
        // The password still opens a session: the one that leads to the set-up.
        const token = (await signIn('staff', agent.email, agent.password)).token as string;
        const refused = await call('GET', '/staff/tickets', token);
        expect(refused.statusCode).toBe(403);
        expect(refused.json()).toMatchObject({
          code: SECOND_FACTOR_REQUIRED_CODE,
          message: SECOND_FACTOR_MESSAGES.required,
        });
        expect((await call('GET', '/staff/companies', token)).statusCode).toBe(403);
        expect((await call('GET', '/staff/me', token)).statusCode).toBe(200);
        const state = await call('GET', '/staff/auth/second-factor', token);
        expect(state.json().data).toMatchObject({ enabled: false, required: true });
        await enrol('staff', token);
        // The same session goes on once the factor is set up.
        expect((await call('GET', '/staff/tickets', token)).statusCode).toBe(200);
        // The admin, who has one, was never held back.
        expect((await call('GET', '/staff/companies', adminToken)).statusCode).toBe(200);
        expect(adminSecret).toBeTruthy();
      } finally {
        await setStaffRequirement(adminToken, false);
      }
    });
  });

  describe("a console session's life", () => {
    it(`ends after ${STAFF_SESSION_IDLE_MINUTES} minutes unused, and lives on while it is used`, async () => {
      const agent = await createStaffUser(ctx.database.db);
      const token = (await signIn('staff', agent.email, agent.password)).token as string;
      for (let i = 0; i < 3; i++) {
        later((STAFF_SESSION_IDLE_MINUTES - 5) * 60_000);
        expect((await call('GET', '/staff/me', token)).statusCode).toBe(200);
      }
      later((STAFF_SESSION_IDLE_MINUTES + 1) * 60_000);
      expect((await call('GET', '/staff/me', token)).statusCode).toBe(401);
      // A session never used after its sign-in ends as well.
      const unused = (await signIn('staff', agent.email, agent.password)).token as string;
      later((STAFF_SESSION_IDLE_MINUTES + 1) * 60_000);
      expect((await call('GET', '/staff/me', unused)).statusCode).toBe(401);
      // The marks go once their token has expired.
      later(13 * 3600_000);
      await purgeOldRows(ctx.database.db, clock.now, { outboxDays: 30, sandboxIntentDays: 7, inviteDays: 30 });
      const marks = await ctx.database.db
        .select()
        .from(staffSessionActivity)
        .where(eq(staffSessionActivity.staffUserId, agent.user.id));
      expect(marks).toEqual([]);
    });

    it("purges sign-ins' second steps a day after they expired", async () => {
      const agent = await createStaffUser(ctx.database.db);
      const token = (await signIn('staff', agent.email, agent.password)).token as string;
      await enrol('staff', token);
      const first = await signIn('staff', agent.email, agent.password);
      expect(first.mfaRequired).toBe(true);
      const challenges = () =>
        ctx.database.db.select().from(mfaChallenges).where(eq(mfaChallenges.userId, agent.user.id));
      expect(await challenges()).not.toEqual([]);
      later(25 * 3600_000);
      await purgeOldRows(ctx.database.db, clock.now, { outboxDays: 30, sandboxIntentDays: 7, inviteDays: 30 });
      expect((await challenges()).filter((c) => c.realm === 'staff')).toEqual([]);
    });
  });

  for (const realm of ['staff', 'company'] as const) {
    it(`signs a ${realm} user out of every other session, and keeps this one with a new token`, async () => {
      const user =
        realm === 'staff' ? await createStaffUser(ctx.database.db) : await createCompanyUser(ctx.database.db);
      const me = `/${realm}/me`;
      const here = (await signIn(realm, user.email, user.password)).token as string;
      const elsewhere = (await signIn(realm, user.email, user.password)).token as string;
      const answer = await call('POST', `/${realm}/auth/sign-out-others`, here);
      expect(answer.statusCode, answer.body).toBe(200);
      const fresh = answer.json().data.token as string;
      expect((await call('GET', me, elsewhere)).statusCode).toBe(401);
      expect((await call('GET', me, here)).statusCode).toBe(401);
      expect((await call('GET', me, fresh)).statusCode).toBe(200);
      expect((await call('POST', `/${realm}/auth/sign-out-others`)).statusCode).toBe(401);
    });
  }

  describe("a company's requirement", () => {
    it('is set by an owner who has a factor, and then holds every user of the company to it', async () => {
      const owner = await createCompanyUser(ctx.database.db);
      const office = await createCompanyUser(ctx.database.db, { companyId: owner.companyId, role: 'staff' });
      const ownerToken = (await signIn('company', owner.email, owner.password)).token as string;
      const officeToken = (await signIn('company', office.email, office.password)).token as string;

      // The owner needs a factor first; nobody else sets the rule or reads the team's factors.
      const early = await call('PUT', '/company/second-factors', ownerToken, { required: true });
      expect(early.statusCode).toBe(409);
      expect(early.json().message).toBe(SECOND_FACTOR_MESSAGES.ownerFirst);
      expect((await call('PUT', '/company/second-factors', officeToken, { required: false })).statusCode).toBe(403);
      expect((await call('GET', '/company/second-factors', officeToken)).statusCode).toBe(403);

      await enrol('company', ownerToken);
      const set = await call('PUT', '/company/second-factors', ownerToken, { required: true });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data.required).toBe(true);
      const team = (await call('GET', '/company/second-factors', ownerToken)).json().data;
      expect(team.users).toEqual([
        expect.objectContaining({ id: owner.user.id, role: 'owner', authenticator: true, passkeys: 0 }),
        expect.objectContaining({ id: office.user.id, role: 'staff', authenticator: false }),
      ]);

      const held = await call('GET', '/company/tickets', officeToken);
      expect(held.statusCode).toBe(403);
      expect(held.json()).toMatchObject({
        code: SECOND_FACTOR_REQUIRED_CODE,
        message: SECOND_FACTOR_MESSAGES.requiredByCompany,
      });
      expect((await call('GET', '/company/me', officeToken)).statusCode).toBe(200);
      expect((await call('GET', '/company/auth/second-factor', officeToken)).json().data).toMatchObject({
        enabled: false,
        required: true,
      });
      await enrol('company', officeToken);
      expect((await call('GET', '/company/tickets', officeToken)).statusCode).toBe(200);

      // Another company is not held to it.
      const other = await createCompanyUser(ctx.database.db);
      const otherToken = (await signIn('company', other.email, other.password)).token as string;
      expect((await call('GET', '/company/tickets', otherToken)).statusCode).toBe(200);
    });
  });

  describe('a lost factor', () => {
    it('is reset by an administrator for a staff member: audited, signed out, their password alone signs in again', async () => {
      const admin = await createStaffUser(ctx.database.db, { role: 'admin' });
      const adminToken = (await signIn('staff', admin.email, admin.password)).token as string;
      const support = await createStaffUser(ctx.database.db);
      const supportToken = (await signIn('staff', support.email, support.password)).token as string;
      const lost = await createStaffUser(ctx.database.db);
      const lostToken = (await signIn('staff', lost.email, lost.password)).token as string;
      await enrol('staff', lostToken);
      expect((await signIn('staff', lost.email, lost.password)).mfaRequired).toBe(true);

      const list = await call('GET', '/staff/second-factors', adminToken);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().data.users).toContainEqual(expect.objectContaining({ id: lost.user.id, authenticator: true }));
      expect((await call('GET', '/staff/second-factors', supportToken)).statusCode).toBe(403);
      const bySupport = await call('DELETE', `/staff/users/${lost.user.id}/second-factor`, supportToken);
      expect(bySupport.statusCode).toBe(403);

      const reset = await call('DELETE', `/staff/users/${lost.user.id}/second-factor`, adminToken);
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await call('GET', '/staff/me', lostToken)).statusCode).toBe(401);
      expect((await signIn('staff', lost.email, lost.password)).token).toBeTruthy();
      const audit = await ctx.database.db
        .select()
        .from(staffAuditLog)
        .where(
          and(eq(staffAuditLog.action, 'staff.second-factor.reset'), eq(staffAuditLog.target, `staff:${lost.user.id}`)),
        );
      expect(audit).toHaveLength(1);
      // Nothing left to reset (and a refused reset signs nobody out); nobody unknown.
      const again = (await signIn('staff', lost.email, lost.password)).token as string;
      expect((await call('DELETE', `/staff/users/${lost.user.id}/second-factor`, adminToken)).statusCode).toBe(409);
      expect((await call('GET', '/staff/me', again)).statusCode).toBe(200);
      expect((await call('DELETE', '/staff/users/999999/second-factor', adminToken)).statusCode).toBe(404);
    });

    it("is reset by UpKeep's staff for a company user of that company only, audited", async () => {
      const agent = await createStaffUser(ctx.database.db);
      const agentToken = (await signIn('staff', agent.email, agent.password)).token as string;
      const owner = await createCompanyUser(ctx.database.db);
      const ownerToken = (await signIn('company', owner.email, owner.password)).token as string;
      await enrol('company', ownerToken);
      const other = await createCompanyUser(ctx.database.db);

      const wrongCompany = await call(
        'DELETE',
        `/staff/companies/${other.companyId}/users/${owner.user.id}/second-factor`,
        agentToken,
      );
      expect(wrongCompany.statusCode, wrongCompany.body).toBe(404);
      const view = await call('GET', `/staff/companies/${owner.companyId}/second-factors`, agentToken);
      expect(view.json().data.users).toContainEqual(
        expect.objectContaining({ id: owner.user.id, authenticator: true }),
      );
      const reset = await call(
        'DELETE',
        `/staff/companies/${owner.companyId}/users/${owner.user.id}/second-factor`,
        agentToken,
      );
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await call('GET', '/company/me', ownerToken)).statusCode).toBe(401);
      expect((await signIn('company', owner.email, owner.password)).token).toBeTruthy();
      const audit = await ctx.database.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, 'company.second-factor.reset'));
      expect(audit).toContainEqual(expect.objectContaining({ target: `company:${owner.companyId}` }));
    });
  });
});
