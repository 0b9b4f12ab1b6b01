/**
 * UpKeep's staff team (issue 15): every staff member sees it; admins invite a member (an account without a
 * password and a one-time link valid 7 days, mailed through the outbox, of which only the SHA-256 is stored),
 * deactivate one (their tokens stop at once), reactivate, change roles; an admin cannot deactivate or demote
 * themself nor leave the team without an active admin. The invitation sets the password once and signs in;
 * used, expired and unknown links are told apart; of two concurrent accepts one wins. Each change is audited.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { INVITE_MESSAGES } from '../src/modules/accounts/accounts/invitations.ts';
import { staffInviteLinkFor, TEAM_MESSAGES } from '../src/modules/accounts/staff-team/service.ts';
import { STRONG_PASSWORD, signedInStaff, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, mailedLinkToken, signInStaff } from './sign-in.ts';

const DAY_MS = 24 * 3600_000;

interface Member {
  id: number;
  name: string;
  email: string;
  role: 'support' | 'admin';
  active: boolean;
  invited: boolean;
  createdDate: string;
}

describe('the staff invitation link', () => {
  it('points at the staff console’s accept page', () => {
    expect(staffInviteLinkFor('https://upkeep.example/', 'abc_-9')).toBe(
      'https://upkeep.example/staff/accept-invite?token=abc_-9',
    );
  });
});

describe.each(databaseKinds())('the staff team on %s', (kind) => {
  let ctx: TestContext;
  let support: string;
  let supportEmail: string;
  let admin: string;
  let adminEmail: string;
  const clock = { now: TEST_NOW };
  const nextAddress = clientAddresses(152);
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(ctx.database.db, query);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
    ({ token: support, email: supportEmail } = await signedInStaff(inject, ctx.database.db));
    ({ token: admin, email: adminEmail } = await signedInStaff(inject, ctx.database.db, 'admin'));
  });
  afterAll(() => ctx.close());

  const members = async (token = admin) => {
    const res = await inject({ method: 'GET', url: '/api/staff/users', headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as Member[];
  };
  const invite = (payload: object, token = admin) =>
    inject({ method: 'POST', url: '/api/staff/users', headers: bearer(token), payload });
  const update = (id: number, payload: object, token = admin) =>
    inject({ method: 'PUT', url: `/api/staff/users/${id}`, headers: bearer(token), payload });
  const accept = (Token: string, Password = STRONG_PASSWORD) =>
    inject({ method: 'POST', url: '/api/staff/auth/accept-invite', payload: { Token, Password } });
  const me = (token: string) => inject({ method: 'GET', url: '/api/staff/me', headers: bearer(token) });
  const lastAudit = async (target: string) => {
    const res = await inject({
      method: 'GET',
      url: `/api/staff/audit-log?Target=${encodeURIComponent(target)}`,
      headers: bearer(admin),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data[0];
  };

  /** The token of the last invitation mailed to the address (it exists nowhere else), in both its parts. */
  async function mailedToken(email: string): Promise<string> {
    const token = await mailedLinkToken(ctx.database.db, email, '/staff/accept-invite');
    const [mail] = await rows<{ html: string }>(
      sql`select html from notification_outbox where recipient = ${email} order by id desc limit 1`,
    );
    expect(mail?.html).toContain(`/staff/accept-invite?token=${token}`);
    return token;
  }

  /** Invites someone new; answers the member and the token mailed to them. */
  async function invited(role: 'support' | 'admin' = 'support') {
    const email = `agent-${unique()}@upkeep.test`;
    const res = await invite({ name: 'Riley Agent', email, role });
    expect(res.statusCode, res.body).toBe(201);
    return { member: res.json().data as Member, token: await mailedToken(email), email };
  }

  /** A member who accepted their invitation, signed in. */
  async function activeMember(role: 'support' | 'admin' = 'support') {
    const { member, token, email } = await invited(role);
    const res = await accept(token);
    expect(res.statusCode, res.body).toBe(200);
    return { member, email, token: res.json().data.token as string };
  }

  describe('the list', () => {
    it('shows every member, invited ones included, to support and admins', async () => {
      for (const token of [support, admin]) {
        const list = await members(token);
        expect(list).toContainEqual({
          id: expect.any(Number),
          name: expect.any(String),
          email: supportEmail,
          role: 'support',
          active: true,
          invited: false,
          createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
        expect(list).toContainEqual(expect.objectContaining({ email: adminEmail, role: 'admin' }));
      }
      expect((await inject({ method: 'GET', url: '/api/staff/users' })).statusCode).toBe(401);
    });
  });

  describe('invitations', () => {
    it('creates the member without a password and mails a one-time link valid 7 days', async () => {
      const { member, token, email } = await invited();
      expect(member).toMatchObject({ email, name: 'Riley Agent', role: 'support', active: true, invited: true });
      expect((await members(support)).find((m) => m.id === member.id)).toMatchObject({ invited: true });
      // Only the SHA-256 of the token is kept.
      const [stored] = await rows<{ token_hash: string; expires_at: string; used_at: string | null }>(
        sql`select token_hash, expires_at, used_at from staff_invites where staff_user_id = ${member.id}`,
      );
      expect(stored?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(new Date(stored?.expires_at ?? 0).getTime()).toBe(TEST_NOW.getTime() + 7 * DAY_MS);
      const [found] = await rows<{ n: number }>(
        sql`select count(*)::int as n from staff_invites where token_hash = ${token}`,
      );
      expect(found?.n).toBe(0);
      const [user] = await rows<{ password_hash: string | null }>(
        sql`select password_hash from staff_users where id = ${member.id}`,
      );
      expect(user?.password_hash).toBeNull();
      // An invited member cannot sign in until they choose a password.
      const login = await inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { Email: email, Password: STRONG_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect(await lastAudit(`staff:${member.id}`)).toMatchObject({
        staffEmail: adminEmail,
        action: 'staff.invite',
        before: null,
        after: { email, role: 'support', active: true },
      });
    });

    it('answers 409 when the e-mail is taken, whatever its case, and 403 to support', async () => {
      const taken = await invite({ name: 'Twin', email: supportEmail.toUpperCase(), role: 'support' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toContain('already');
      const { email } = await invited();
      expect((await invite({ name: 'Again', email: email.toUpperCase(), role: 'admin' })).statusCode).toBe(409);
      const bySupport = await invite({ name: 'Nope', email: `nope-${unique()}@upkeep.test`, role: 'support' }, support);
      expect(bySupport.statusCode).toBe(403);
      const bad = await invite({ name: '', email: 'not-an-email', role: 'boss' });
      expect(bad.statusCode).toBe(400);
    });

    it('sets the password once and signs in; a used, expired or unknown link is told apart', async () => {
      const { member, token, email } = await invited();
      const weak = await accept(token, 'password');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0].field).toBe('Password');

      const accepted = await accept(token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().data.user).toEqual({ id: member.id, name: 'Riley Agent', email, role: 'support' });
      expect((await me(accepted.json().data.token)).statusCode).toBe(200);
      expect((await signInStaff(inject, email, STRONG_PASSWORD)).length).toBeGreaterThan(20);
      expect((await members()).find((m) => m.id === member.id)).toMatchObject({ invited: false, active: true });

      const again = await accept(token, 'Another-Strong-Pass-2026');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe(INVITE_MESSAGES.used);

      const unknown = await accept('not-a-real-token-at-all');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe(INVITE_MESSAGES.invalid);

      const late = await invited();
      clock.now = new Date(TEST_NOW.getTime() + 7 * DAY_MS + 1000);
      try {
        const expired = await accept(late.token);
        expect(expired.statusCode).toBe(400);
        expect(expired.json().message).toBe(INVITE_MESSAGES.expired);
      } finally {
        clock.now = TEST_NOW;
      }
    });

    it('is rate-limited per client address like the company’s accept-invite', async () => {
      const remoteAddress = nextAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/staff/auth/accept-invite',
          payload: { Token: `guess-${i}`, Password: STRONG_PASSWORD },
          remoteAddress,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 60).every((s) => s === 400)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
    });

    it('lets one of two concurrent accepts win', async () => {
      const { token } = await invited();
      const answers = await Promise.all([accept(token), accept(token, 'Another-Strong-Pass-2026')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)?.json().message).toBe(INVITE_MESSAGES.used);
    });
  });

  describe('changes', () => {
    it('deactivating stops the member’s tokens at once; reactivating lets them sign in again', async () => {
      const { member, email, token } = await activeMember();
      expect((await me(token)).statusCode).toBe(200);
      const res = await update(member.id, { active: false });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ id: member.id, active: false });
      expect((await me(token)).statusCode).toBe(401);
      const login = await inject({
        method: 'POST',
        url: '/api/staff/auth/login',
        payload: { Email: email, Password: STRONG_PASSWORD },
      });
      expect(login.statusCode).toBe(401);
      expect(await lastAudit(`staff:${member.id}`)).toMatchObject({
        action: 'staff.update',
        before: { active: true, role: 'support' },
        after: { active: false, role: 'support' },
      });

      expect((await update(member.id, { active: true })).statusCode).toBe(200);
      // The old token stays dead; a new sign-in works.
      expect((await me(token)).statusCode).toBe(401);
      expect((await me(await signInStaff(inject, email, STRONG_PASSWORD))).statusCode).toBe(200);
    });

    it('changes a role: a new admin reaches the admin endpoints at once, a demoted one no more', async () => {
      const { member, token } = await activeMember();
      const auditLog = () => inject({ method: 'GET', url: '/api/staff/audit-log', headers: bearer(token) });
      expect((await auditLog()).statusCode).toBe(403);
      expect((await update(member.id, { role: 'admin' })).json().data).toMatchObject({ role: 'admin' });
      expect((await auditLog()).statusCode).toBe(200);
      expect((await update(member.id, { role: 'support' })).statusCode).toBe(200);
      expect((await auditLog()).statusCode).toBe(403);
      expect(await lastAudit(`staff:${member.id}`)).toMatchObject({
        action: 'staff.update',
        before: { role: 'admin' },
        after: { role: 'support' },
      });
    });

    it('refuses an admin deactivating or demoting themself (409), and support (403)', async () => {
      const [self] = (await members()).filter((m) => m.email === adminEmail);
      const id = self?.id ?? 0;
      for (const payload of [{ active: false }, { role: 'support' }, { active: false, role: 'support' }]) {
        const res = await update(id, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(409);
        expect(res.json().message).toBe(TEAM_MESSAGES.self);
      }
      // Saying what already is changes nothing and is allowed.
      expect((await update(id, { active: true, role: 'admin' })).statusCode).toBe(200);
      const { member } = await invited();
      expect((await update(member.id, { active: false }, support)).statusCode).toBe(403);
      expect((await update(999_999, { active: false })).statusCode).toBe(404);
    });

    it('never leaves the team without an active admin, even when two admins demote each other at once', async () => {
      const a = await activeMember('admin');
      const b = await activeMember('admin');
      // Every other admin steps down first, so that a and b are the only active admins.
      const others = (await members()).filter(
        (m) => m.role === 'admin' && m.active && ![a.member.id, b.member.id].includes(m.id),
      );
      for (const other of others) expect((await update(other.id, { role: 'support' }, a.token)).statusCode).toBe(200);
      const answers = await Promise.all([
        update(b.member.id, { role: 'support' }, a.token),
        update(a.member.id, { active: false }, b.token),
      ]);
      // One wins; the other is refused: 409 (the last admin), or 403 when it arrives after its author lost the role.
      const codes = answers.map((r) => r.statusCode).sort();
      expect(codes[0]).toBe(200);
      expect([403, 409]).toContain(codes[1]);
      const [admins] = await rows<{ n: number }>(
        sql`select count(*)::int as n from staff_users where role = 'admin' and active`,
      );
      expect(admins?.n).toBe(1);
      // Give the demo admin back its role for the rest of the file.
      const survivor = answers[0]?.statusCode === 200 ? a.token : b.token;
      const demo = (await members(survivor)).find((m) => m.email === adminEmail);
      expect((await update(demo?.id ?? 0, { role: 'admin', active: true }, survivor)).statusCode).toBe(200);
    });
  });
});
