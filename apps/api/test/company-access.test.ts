/**
 * Access that can be taken back (issue 24): the owner deactivates and reactivates a team member (their
 * sessions end at once and stay dead, sign-in is refused, a pending invitation dies; never themself nor the
 * last owner); UpKeep staff do the same from the console, audited. And suspension means something: a
 * suspended company's users still sign in and read, but every change of the company realm (walked from the
 * endpoint registry) answers 403 with the catalogue's sentence; UpKeep staff still move its booked jobs.
 */
import { type EndpointDeclaration, endpoints, Messages, pathOf, required, ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { companyServices } from '../src/db/schema.ts';
import { depsOf } from '../src/lib/deps.ts';
import { refusesSuspendedCompany } from '../src/lib/route.ts';
import { TEAM_ACCESS_MESSAGES, updateCompanyUser } from '../src/modules/companies/onboarding/service.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { createCompany, createCompanyUser, createTicket, STRONG_PASSWORD, signedInStaff, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, mailedLinkToken, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(171);

describe.each(databaseKinds())('company access on %s', (kind) => {
  let ctx: TestContext;
  let support: string;
  let supportEmail: string;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const call = (method: InjectOptions['method'], url: string, token?: string, payload?: object) =>
    inject({ method, url, ...(token ? { headers: bearer(token) } : {}), ...(payload ? { payload } : {}) });
  const signIn = (Email: string, Password: string) =>
    inject({ method: 'POST', url: '/api/company/auth/login', payload: { Email, Password } });
  const setActive = (token: string, userId: number, active: boolean) =>
    call('PUT', `/api/company/users/${userId}`, token, { active });
  const staffSetActive = (companyId: number, userId: number, active: boolean, token = support) =>
    call('PUT', `/api/staff/companies/${companyId}/users/${userId}`, token, { active });
  const me = (token: string) => call('GET', '/api/company/me', token);

  const invitationToken = (recipient: string) => mailedLinkToken(db(), recipient, '/pro/accept-invite');
  const acceptInvite = (Token: string) =>
    inject({ method: 'POST', url: '/api/company/auth/accept-invite', payload: { Token, Password: STRONG_PASSWORD } });

  /** A company with its owner (signed in) and an office staff member who joined (signed in). */
  async function companyWithTeam() {
    const owner = await createCompanyUser(db());
    const staff = await createCompanyUser(db(), { companyId: owner.companyId, role: 'staff' });
    return {
      companyId: owner.companyId,
      owner: { ...owner, token: await signInCompanyUser(inject, owner.email, owner.password) },
      staff: { ...staff, token: await signInCompanyUser(inject, staff.email, staff.password) },
    };
  }

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    ({ token: support, email: supportEmail } = await signedInStaff(inject, ctx.database.db));
  });
  afterAll(() => ctx.close());

  describe('the owner takes access back', () => {
    it('deactivates a member: their tokens stop at once, sign-in is refused; reactivated, they sign in again and old tokens stay dead', async () => {
      const { owner, staff } = await companyWithTeam();
      expect((await me(staff.token)).statusCode).toBe(200);

      const off = await setActive(owner.token, staff.user.id, false);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toEqual({
        id: staff.user.id,
        name: staff.user.name,
        email: staff.email,
        role: 'staff',
        crewId: null,
        status: 'active',
        active: false,
        bookingAlerts: false,
        phoneNumber: null,
      });
      expect((await me(staff.token)).statusCode).toBe(401);
      expect((await call('GET', '/api/company/tickets', staff.token)).statusCode).toBe(401);
      const refused = await signIn(staff.email, staff.password);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toBe(Messages.invalidLogin);

      const team = await call('GET', '/api/company/users', owner.token);
      expect(team.statusCode).toBe(200);
      expect(team.json().data).toEqual([
        expect.objectContaining({ id: owner.user.id, role: 'owner', active: true }),
        expect.objectContaining({ id: staff.user.id, role: 'staff', active: false }),
      ]);

      // Deactivating again changes nothing.
      expect((await setActive(owner.token, staff.user.id, false)).statusCode).toBe(200);

      const on = await setActive(owner.token, staff.user.id, true);
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json().data).toMatchObject({ id: staff.user.id, active: true });
      const again = await signIn(staff.email, staff.password);
      expect(again.statusCode, again.body).toBe(200);
      expect((await me(again.json().data.token)).statusCode).toBe(200);
      expect((await me(staff.token)).statusCode).toBe(401);
    });

    it('refuses, with 409 saying why, to deactivate themself; only the owner may (403 for staff); 404 for another company', async () => {
      const { owner, staff } = await companyWithTeam();
      const self = await setActive(owner.token, owner.user.id, false);
      expect(self.statusCode).toBe(409);
      expect(self.json().message).toBe(TEAM_ACCESS_MESSAGES.self);
      expect((await me(owner.token)).statusCode).toBe(200);

      const byStaff = await setActive(staff.token, owner.user.id, false);
      expect(byStaff.statusCode).toBe(403);
      expect(byStaff.json().message).toBe(TEAM_ACCESS_MESSAGES.ownerOnly);
      expect((await me(owner.token)).statusCode).toBe(200);

      const stranger = await createCompanyUser(db(), { role: 'staff' });
      expect((await setActive(owner.token, stranger.user.id, false)).statusCode).toBe(404);
      expect((await signIn(stranger.email, stranger.password)).statusCode).toBe(200);
      expect((await call('PUT', `/api/company/users/${staff.user.id}`, owner.token, {})).statusCode).toBe(400);
    });

    it('deactivates another owner, but never the last active owner (two owners deactivating each other at once)', async () => {
      const { owner, companyId } = await companyWithTeam();
      const second = await createCompanyUser(db(), { companyId, role: 'owner' });
      const secondToken = await signInCompanyUser(inject, second.email, second.password);
      const off = await setActive(owner.token, second.user.id, false);
      expect(off.statusCode, off.body).toBe(200);
      expect((await me(secondToken)).statusCode).toBe(401);
      // The second owner's request had passed the token check before the first one's change: the team, read
      // again under lock, has no other active owner left.
      const late = updateCompanyUser(
        depsOf(ctx.app),
        {
          kind: 'company',
          companyUserId: second.user.id,
          companyId,
          role: 'owner',
          crewId: null,
          companySuspended: false,
          secondFactorMissing: false,
        },
        owner.user.id,
        false,
      );
      await expect(late).rejects.toMatchObject({ statusCode: 409, message: TEAM_ACCESS_MESSAGES.lastOwner });
      expect((await me(owner.token)).statusCode).toBe(200);
    });

    it('a pending invitation dies: the link is refused, the re-send is refused; reactivated, a new invitation works', async () => {
      const { owner } = await companyWithTeam();
      const email = `invited-${unique()}@example.com`;
      const invited = await call('POST', '/api/company/users', owner.token, { name: 'Ivy Invited', email });
      expect(invited.statusCode, invited.body).toBe(201);
      const userId = invited.json().data.id as number;
      const link = await invitationToken(email);

      expect((await setActive(owner.token, userId, false)).json().data).toMatchObject({
        status: 'invited',
        active: false,
      });
      const accepted = await acceptInvite(link);
      expect(accepted.statusCode).toBe(400);
      const resend = await call('POST', `/api/company/users/${userId}/invitation`, owner.token);
      expect(resend.statusCode).toBe(409);
      expect(resend.json().message).toBe(TEAM_ACCESS_MESSAGES.deactivated);

      expect((await setActive(owner.token, userId, true)).statusCode).toBe(200);
      // The link died with the deactivation: reactivating does not bring it back.
      expect((await acceptInvite(link)).statusCode).toBe(400);
      expect((await call('POST', `/api/company/users/${userId}/invitation`, owner.token)).statusCode).toBe(200);
      const fresh = await acceptInvite(await invitationToken(email));
      expect(fresh.statusCode, fresh.body).toBe(200);
    });
  });

  describe('UpKeep staff take access back from the console', () => {
    it('deactivates and reactivates a company user, the last owner included, audited; the company page lists its users', async () => {
      const { owner, staff, companyId } = await companyWithTeam();
      const off = await staffSetActive(companyId, owner.user.id, false);
      expect(off.statusCode, off.body).toBe(200);
      expect(off.json().data).toMatchObject({ id: owner.user.id, role: 'owner', active: false });
      expect((await me(owner.token)).statusCode).toBe(401);
      expect((await signIn(owner.email, owner.password)).statusCode).toBe(401);
      expect((await me(staff.token)).statusCode).toBe(200);

      const page = await call('GET', `/api/staff/companies/${companyId}`, support);
      expect(page.statusCode).toBe(200);
      expect(page.json().data.users).toEqual([
        expect.objectContaining({ id: owner.user.id, email: owner.email, active: false, status: 'active' }),
        expect.objectContaining({ id: staff.user.id, email: staff.email, active: true }),
      ]);

      expect((await staffSetActive(companyId, owner.user.id, true)).statusCode).toBe(200);
      expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
      expect((await me(owner.token)).statusCode).toBe(401);

      const audit = await queryRows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
        db(),
        sql`select action, staff_email, before, after from staff_audit_log
            where target = ${`company_user:${owner.user.id}`} order by id`,
      );
      expect(audit).toEqual([
        {
          action: 'company_user.deactivate',
          staff_email: supportEmail,
          before: { active: true },
          after: { active: false, companyId, email: owner.email, role: 'owner' },
        },
        {
          action: 'company_user.reactivate',
          staff_email: supportEmail,
          before: { active: false },
          after: { active: true, companyId, email: owner.email, role: 'owner' },
        },
      ]);
    });

    it("answers 404 for a user of another company, and 401 to a company user's token", async () => {
      const { owner, staff, companyId } = await companyWithTeam();
      const other = await createCompany(db());
      expect((await staffSetActive(other.id, staff.user.id, false)).statusCode).toBe(404);
      expect((await staffSetActive(companyId, staff.user.id, false, owner.token)).statusCode).toBe(401);
      expect((await me(staff.token)).statusCode).toBe(200);
    });
  });

  describe('a suspended company', () => {
    let companyId: number;
    let owner: Awaited<ReturnType<typeof companyWithTeam>>['owner'];
    let booked: number;
    beforeAll(async () => {
      ({ companyId, owner } = await companyWithTeam());
      const [service] = await db()
        .insert(companyServices)
        .values({ companyId, serviceId: ServiceId.Landscaping, serviceCallPriceCents: 0 })
        .returning();
      booked = (
        await createTicket(db(), {
          companyServiceId: required(service, 'the company service').id,
          statusId: T.Scheduled,
          confirmedAt: TEST_NOW,
          holdsSlot: false,
          scheduledAt: new Date('2031-09-02T17:00:00Z'),
        })
      ).id;
      const suspended = await call('PUT', `/api/staff/companies/${companyId}`, support, {
        suspended: true,
        reason: 'Unpaid invoices',
      });
      expect(suspended.statusCode, suspended.body).toBe(200);
    });

    it('still signs in and reads its jobs and earnings; /company/me says it is suspended', async () => {
      const signedIn = await signIn(owner.email, owner.password);
      expect(signedIn.statusCode).toBe(200);
      expect(signedIn.json().data.user.companyState).toBe('suspended');
      const token = signedIn.json().data.token as string;
      expect((await me(token)).json().data).toMatchObject({ companyId, companyState: 'suspended' });
      const jobs = await call('GET', '/api/company/tickets', token);
      expect(jobs.statusCode).toBe(200);
      expect(jobs.json().data.map((j: { id: number }) => j.id)).toContain(booked);
      expect((await call('GET', `/api/company/tickets/${booked}`, token)).statusCode).toBe(200);
      expect((await call('GET', '/api/company/earnings?Month=2026-06', token)).statusCode).toBe(200);
      expect((await call('GET', '/api/company/users', token)).statusCode).toBe(200);
      expect((await call('POST', '/api/company/auth/logout', token)).statusCode).toBe(200);
    });

    it('answers 403 with the sentence on every change of the company realm (walked from the registry)', async () => {
      const changes = (Object.values(endpoints) as EndpointDeclaration[]).filter(
        (e) => e.auth === 'company' && e.method !== 'GET' && !e.path.startsWith('/company/auth/'),
      );
      expect(changes.map((e) => e.path)).toEqual(
        expect.arrayContaining([
          '/company/tickets/:id',
          '/company/tickets/:id/on-my-way',
          '/company/tickets/:id/open-charges',
          '/company/services/:serviceId/price-list',
          '/company/profile',
          '/company/zip-codes',
          '/company/calendar',
          '/company/time-off',
          '/company/users',
          '/company/users/:id',
          '/company/reviews/:id/reply',
        ]),
      );
      expect(changes.every(refusesSuspendedCompany)).toBe(true);
      for (const endpoint of changes) {
        const url = `/api${pathOf(endpoint, new Proxy({}, { get: () => String(booked) }))}`;
        const res = await call(endpoint.method, url, owner.token, {});
        expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${res.body}`).toBe(403);
        expect(res.json(), `${endpoint.method} ${endpoint.path}`).toMatchObject({
          message: Messages.companySuspended,
          code: 'company-suspended',
        });
      }
      // A real move of its booked job, with a valid body, is refused too.
      const move = await call('PUT', `/api/company/tickets/${booked}`, owner.token, {
        TicketsStatusID: T.InProgress,
        Comments: 'On site',
      });
      expect(move.statusCode).toBe(403);
      expect(move.json().message).toBe(Messages.companySuspended);
    });

    it('UpKeep staff still move its booked jobs from the console', async () => {
      const res = await call('POST', `/api/staff/tickets/${booked}/status`, support, {
        TicketsStatusID: T.Cancelled,
        Comments: 'The company is suspended: UpKeep cancels and refunds.',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.ticket).toMatchObject({ id: booked, statusId: T.Cancelled });
    });

    it('a live company is not refused', async () => {
      const { owner: live } = await companyWithTeam();
      const res = await call('PUT', '/api/company/calendar', live.token, { entries: [] });
      expect(res.statusCode, res.body).toBe(200);
    });
  });
});
