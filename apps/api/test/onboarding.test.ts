/**
 * Onboarding, from a partner request to a company with users: UpKeep staff list, approve (the company is
 * created setting up, its owner invited by e-mail) or decline (the reason is mailed) a request; the invitation
 * link sets the password once and signs in, and says so when used or expired; the owner invites office staff
 * the same way. The invitation's token is read where it only exists: the queued e-mail.
 */
import { createHash } from 'node:crypto';
import { required, ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { slugOf } from '../src/lib/company-slug.ts';
import { INVITE_VALID_DAYS } from '../src/modules/accounts/accounts/invitations.ts';
import { inviteLinkFor, PLACEHOLDER_LOGO } from '../src/modules/companies/onboarding/service.ts';
import {
  companyMember,
  createCompany,
  createCompanyUser,
  liveCompany,
  STRONG_PASSWORD,
  signedInCustomer,
  signedInStaff,
  unique,
} from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, mailedLinkToken, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const DAY_MS = 24 * 3600_000;

describe('invitation links', () => {
  it('links to the web page that accepts the invitation', () => {
    expect(inviteLinkFor('https://upkeep.example/', 'abc_-9')).toBe(
      'https://upkeep.example/pro/accept-invite?token=abc_-9',
    );
  });
});

describe.each(databaseKinds())('onboarding on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let staffId: number;
  const nextAddress = clientAddresses(83);
  /** How far the app's clock is ahead of the real one (a re-send waits 10 minutes after the last). */
  const clock = { aheadMs: 0 };
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => new Date(Date.now() + clock.aheadMs) });
    const member = await signedInStaff(ctx.app, ctx.database.db);
    staff = member.token;
    staffId = member.user.id;
  });
  afterAll(() => ctx.close());

  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(ctx.database.db, query);

  /** A partner request through the public form, as a company would send it. */
  async function requestPartnership(overrides: Record<string, unknown> = {}) {
    const fields = {
      CompanyName: `Mesa Sprinkler ${unique()}`,
      Email: `owner-${unique()}@example.com`,
      Phone: '(702) 555-0123',
      Services: 'Sprinkler repair, drip irrigation',
      IsInsured: true,
      IsLicensed: false,
      City: 'Henderson',
      State: 'NV',
      ZIPCode: '89052',
      ...overrides,
    };
    const res = await inject({ method: 'POST', url: '/api/customer/contact/partner', payload: fields });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().data.id as number, ...fields };
  }

  const staffCall = (method: 'GET' | 'POST', url: string, payload?: object, token = staff) =>
    inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  const approve = (id: number, token = staff) =>
    staffCall('POST', `/api/staff/partner-requests/${id}/approve`, {}, token);
  const decline = (id: number, reason: string, token = staff) =>
    staffCall('POST', `/api/staff/partner-requests/${id}/decline`, { reason }, token);
  const listRequests = async (query = '') => {
    const res = await staffCall('GET', `/api/staff/partner-requests${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; status: string; companyId: number | null; declineReason: string | null }[];
  };
  const acceptInvite = (Token: string, Password = STRONG_PASSWORD) =>
    inject({ method: 'POST', url: '/api/company/auth/accept-invite', payload: { Token, Password } });

  /** The e-mails queued for a recipient, oldest first. */
  const mailsTo = (recipient: string) =>
    rows<{ subject: string; body: string; html: string | null }>(
      sql`select subject, body, html from notification_outbox
          where channel = 'email' and recipient = ${recipient} order by id`,
    );

  const invitationToken = (recipient: string) => mailedLinkToken(ctx.database.db, recipient, '/pro/accept-invite');

  /** A request approved and its owner's invitation accepted: the owner's token. */
  async function liveOwner() {
    const request = await requestPartnership();
    const approved = await approve(request.id);
    expect(approved.statusCode, approved.body).toBe(200);
    const accepted = await acceptInvite(await invitationToken(request.Email));
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { ...request, ...(approved.json().data as { companyId: number }), token: accepted.json().data.token };
  }

  /**
   * Gives the company the landscaping prices and zip code of a live company the test makes, and answers which
   * companies an offer search in that zip code names (and the live company's name, which it always names).
   */
  async function offersBesideALiveCompany(companyId: number) {
    const { companyId: demoId, company: liveRow, zipCode: zip } = await liveCompany(ctx.database.db);
    const liveName = liveRow.name;
    await ctx.database.db.execute(sql`insert into company_zip_codes (company_id, zip_code)
      select ${companyId}, zip_code from company_zip_codes where company_id = ${demoId}`);
    await ctx.database.db.execute(sql`insert into company_services (company_id, service_id, base_price_cents,
        base_duration_minutes, service_call_price_cents, service_call_duration_minutes)
      select ${companyId}, service_id, base_price_cents, base_duration_minutes, service_call_price_cents,
             service_call_duration_minutes
        from company_services where company_id = ${demoId} and service_id = ${ServiceId.Landscaping}`);
    await ctx.database.db.execute(sql`insert into price_list_items (company_service_id, feature_value_id,
        price_cents, duration_minutes)
      select mine.id, p.feature_value_id, p.price_cents, p.duration_minutes
        from price_list_items p
        join company_services demo on demo.id = p.company_service_id
        join company_services mine on mine.company_id = ${companyId} and mine.service_id = demo.service_id
       where demo.company_id = ${demoId} and demo.service_id = ${ServiceId.Landscaping}`);
    const questions = (await inject({ method: 'GET', url: `/api/customer/features/${ServiceId.Landscaping}` })).json()
      .data as { values: { id: number; value: string }[] }[];
    const [what, size, access] = questions;
    const form = [
      what?.values.find((v) => v.value === 'General yard maintenance')?.id,
      size?.values.find((v) => v.value.startsWith('Medium yard'))?.id,
      access?.values[0]?.id,
    ];
    const search = async () => {
      const res = await inject({
        method: 'POST',
        url: '/api/customer/offer/new',
        payload: { zipCode: zip, serviceID: ServiceId.Landscaping, idFeatures: [form] },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data as { companyName: string }[]).map((o) => o.companyName);
    };
    const setUp = await search();
    // ...and offered at once when it goes live (as go-live will do).
    await ctx.database.db.execute(sql`update companies set state = 'live' where id = ${companyId}`);
    const live = await search();
    await ctx.database.db.execute(sql`update companies set state = 'setting_up' where id = ${companyId}`);
    return { setUp, live, liveName };
  }

  describe('partner requests', () => {
    it('lists them newest first, with every field, and filters by status', async () => {
      const older = await requestPartnership();
      const newer = await requestPartnership({ ZIPCode: '89101' });
      const all = await listRequests();
      const ids = all.map((r) => r.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(all.find((r) => r.id === newer.id)).toMatchObject({
        companyName: newer.CompanyName,
        email: newer.Email,
        status: 'new',
        phone: '7025550123',
        services: newer.Services,
        city: 'Henderson',
        state: 'NV',
        zipCode: '89101',
        isInsured: true,
        isLicensed: false,
        declineReason: null,
        companyId: null,
      });
      expect((await listRequests('?Status=new')).map((r) => r.id)).toEqual(
        expect.arrayContaining([older.id, newer.id]),
      );
      expect((await listRequests('?Status=approved')).map((r) => r.id)).not.toContain(newer.id);
      expect((await listRequests('?Status=')).length).toBe(all.length);
      const wrong = await staffCall('GET', '/api/staff/partner-requests?Status=maybe');
      expect(wrong.statusCode).toBe(400);
    });
  });

  describe('approval', () => {
    it('creates the company setting up and its owner, mails the one-time link, which signs in once', async () => {
      const request = await requestPartnership();
      const res = await approve(request.id);
      expect(res.statusCode, res.body).toBe(200);
      const { companyId, companyUserId } = res.json().data as { companyId: number; companyUserId: number };

      // The request is decided, by whom and when, and points at its company.
      expect((await listRequests('?Status=approved')).find((r) => r.id === request.id)).toMatchObject({
        status: 'approved',
        companyId,
      });
      const [decided] = await rows<{ decided_by: number; decided_at: Date | null }>(
        sql`select decided_by, decided_at from partner_requests where id = ${request.id}`,
      );
      expect(decided?.decided_by).toBe(staffId);
      expect(decided?.decided_at).not.toBeNull();

      // The company, not live yet, from the request.
      const [company] = await rows<Record<string, unknown>>(
        sql`select name, slug, state, live_at, active, email, phone_number, city, zip_code, address, logo,
                   is_insured, is_licensed from companies where id = ${companyId}`,
      );
      expect(company).toMatchObject({
        name: request.CompanyName,
        slug: slugOf(request.CompanyName),
        state: 'setting_up',
        live_at: null,
        active: true,
        email: request.Email,
        phone_number: '7025550123',
        city: 'Henderson',
        zip_code: '89052',
        address: '',
        logo: PLACEHOLDER_LOGO,
        is_insured: true,
        is_licensed: false,
      });

      // Its owner, with no password until the invitation is accepted.
      const [owner] = await rows<{ company_id: number; role: string; email: string; password_hash: string | null }>(
        sql`select company_id, role, email, password_hash from company_users where id = ${companyUserId}`,
      );
      expect(owner).toEqual({ company_id: companyId, role: 'owner', email: request.Email, password_hash: null });

      // The invitation e-mail: the link, in text and HTML, valid 7 days; only the token's SHA-256 is stored.
      const mails = await mailsTo(request.Email);
      expect(mails).toHaveLength(1);
      const mail = required(mails[0], 'the invitation');
      const token = await invitationToken(request.Email);
      const link = inviteLinkFor(ctx.app.config.publicUrl, token);
      expect(mail.body).toContain(link);
      expect(mail.html).toContain(link);
      expect(mail.body).toContain(`valid for ${INVITE_VALID_DAYS} days`);
      expect(mail.subject).toContain(request.CompanyName);
      expect(Buffer.from(token, 'base64url')).toHaveLength(32);
      const [invite] = await rows<{ token_hash: string; expires_at: Date; created_at: Date; used_at: Date | null }>(
        sql`select token_hash, expires_at, created_at, used_at from company_invites where company_user_id = ${companyUserId}`,
      );
      expect(invite?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
      expect(invite?.used_at).toBeNull();
      const validFor = new Date(invite?.expires_at ?? 0).getTime() - new Date(invite?.created_at ?? 0).getTime();
      expect(validFor).toBe(INVITE_VALID_DAYS * DAY_MS);

      // Not offered to customers while it sets up, even with a live company's prices and area...
      const offered = await offersBesideALiveCompany(companyId);
      expect(offered.setUp).not.toContain(request.CompanyName);
      expect(offered.setUp).toContain(offered.liveName);
      expect(offered.live).toContain(request.CompanyName);

      // Without a password, the owner cannot sign in yet.
      const early = await inject({
        method: 'POST',
        url: '/api/company/auth/login',
        payload: { Email: request.Email, Password: STRONG_PASSWORD },
      });
      expect(early.statusCode).toBe(401);

      // A weak password is refused, and the link still works.
      const weak = await acceptInvite(token, 'password123');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors[0].field).toBe('Password');

      // The link sets the password and signs in.
      const accepted = await acceptInvite(token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      const session = accepted.json().data;
      expect(session.user).toMatchObject({
        id: companyUserId,
        email: request.Email,
        role: 'owner',
        companyId,
        companyName: request.CompanyName,
        companyState: 'setting_up',
      });
      const me = await inject({ method: 'GET', url: '/api/company/me', headers: bearer(session.token) });
      expect(me.statusCode).toBe(200);
      expect(me.json().data).toMatchObject({ id: companyUserId, companyState: 'setting_up' });
      const [hashed] = await rows<{ password_hash: string }>(
        sql`select password_hash from company_users where id = ${companyUserId}`,
      );
      expect(hashed?.password_hash).toMatch(/^\$argon2id\$/);
      // The password signs in from now on.
      expect(await signInCompanyUser(inject, request.Email, STRONG_PASSWORD)).toEqual(expect.any(String));

      // The link works once.
      const again = await acceptInvite(token, 'Another-Cactus-Flower-2027');
      expect(again.statusCode).toBe(400);
      expect(again.json().message).toBe('This invitation link was already used.');
    });

    it('says when a link is unknown, and refuses an expired one', async () => {
      const unknown = await acceptInvite('not-a-token-we-ever-sent');
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toBe('This invitation link is not valid.');

      const request = await requestPartnership();
      const { companyUserId } = (await approve(request.id)).json().data as { companyUserId: number };
      const token = await invitationToken(request.Email);
      await ctx.database.db.execute(
        sql`update company_invites set expires_at = now() - interval '1 minute' where company_user_id = ${companyUserId}`,
      );
      const expired = await acceptInvite(token);
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toBe('This invitation link has expired; ask for a new one.');
      const [owner] = await rows<{ password_hash: string | null }>(
        sql`select password_hash from company_users where id = ${companyUserId}`,
      );
      expect(owner?.password_hash).toBeNull();
    });

    it('lets one of two simultaneous accepts win; the other is told the link was used', async () => {
      const request = await requestPartnership();
      await approve(request.id);
      const token = await invitationToken(request.Email);
      const answers = await Promise.all([acceptInvite(token), acceptInvite(token, 'Another-Cactus-Flower-2027')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
      expect(answers.find((a) => a.statusCode === 400)?.json().message).toBe('This invitation link was already used.');
    });

    it('keeps a zip code outside the valley list out of the company', async () => {
      const request = await requestPartnership({ ZIPCode: '10001', City: 'New York' });
      const { companyId } = (await approve(request.id)).json().data as { companyId: number };
      const [company] = await rows<{ zip_code: string | null }>(
        sql`select zip_code from companies where id = ${companyId}`,
      );
      expect(company?.zip_code).toBeNull();
    });

    it('refuses (409) a name, a slug or an owner e-mail already taken, and leaves the request new', async () => {
      const taken = await createCompany(ctx.database.db, { name: `Juniper Yard Works ${unique()}` });
      const takenOwner = await createCompanyUser(ctx.database.db, { companyId: taken.id });
      const seedName = taken.name;

      const sameName = await requestPartnership({ CompanyName: seedName.toUpperCase() });
      const byName = await approve(sameName.id);
      expect(byName.statusCode).toBe(409);
      expect(byName.json().message).toContain('already exists');

      // Trailing punctuation makes no other name (issue 24): it is the same name.
      const lookAlike = await requestPartnership({ CompanyName: `${seedName}!` });
      expect((await approve(lookAlike.id)).json().message).toContain('already exists');

      const sameSlug = await requestPartnership({ CompanyName: seedName.replaceAll(' ', '-') });
      const bySlug = await approve(sameSlug.id);
      expect(bySlug.statusCode).toBe(409);
      expect(bySlug.json().message).toContain(taken.slug);

      const sameEmail = await requestPartnership({ Email: takenOwner.email.toUpperCase() });
      const byEmail = await approve(sameEmail.id);
      expect(byEmail.statusCode).toBe(409);
      expect(byEmail.json().message).toContain(takenOwner.email);

      const news = (await listRequests('?Status=new')).map((r) => r.id);
      expect(news).toEqual(expect.arrayContaining([sameName.id, lookAlike.id, sameSlug.id, sameEmail.id]));
      expect(await mailsTo(sameName.Email)).toEqual([]);
      const [created] = await rows<{ n: number }>(
        sql`select count(*)::int as n from companies where name in (${`${seedName}!`}, ${seedName.replaceAll(' ', '-')})`,
      );
      expect(created?.n).toBe(0);
    });

    it('answers 404 for an unknown request and 409 for one already decided', async () => {
      expect((await approve(999_999)).statusCode).toBe(404);
      expect((await decline(999_999, 'No')).statusCode).toBe(404);
      const request = await requestPartnership();
      expect((await approve(request.id)).statusCode).toBe(200);
      const twice = await approve(request.id);
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This partner request was already approved.');
      expect((await decline(request.id, 'Changed our mind')).statusCode).toBe(409);
      // One company, one invitation.
      expect(await mailsTo(request.Email)).toHaveLength(1);
    });
  });

  describe('decline', () => {
    it('mails the reason to the requester; a decided request answers 409', async () => {
      const request = await requestPartnership();
      const reason = 'We need proof of a Nevada contractor license for irrigation work.';
      const res = await decline(request.id, reason);
      expect(res.statusCode, res.body).toBe(200);
      expect((await listRequests('?Status=declined')).find((r) => r.id === request.id)).toMatchObject({
        status: 'declined',
        declineReason: reason,
        companyId: null,
      });
      const mails = await mailsTo(request.Email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.body).toContain(reason);
      expect(mails[0]?.html).toContain('Nevada contractor license');

      const twice = await decline(request.id, 'Again');
      expect(twice.statusCode).toBe(409);
      expect(twice.json().message).toBe('This partner request was already declined.');
      expect((await approve(request.id)).statusCode).toBe(409);
      expect(await mailsTo(request.Email)).toHaveLength(1);
    });

    it('needs a reason', async () => {
      const request = await requestPartnership();
      const res = await decline(request.id, '   ');
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('reason');
    });
  });

  describe('the team', () => {
    it('lets the owner invite office staff, who accept the same way and cannot invite', async () => {
      const owner = await liveOwner();
      const staffEmail = `office-${unique()}@example.com`;
      const invited = await inject({
        method: 'POST',
        url: '/api/company/users',
        headers: bearer(owner.token),
        payload: { name: 'Ana Office', email: staffEmail },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const staffUserId = invited.json().data.id as number;

      const team = await inject({ method: 'GET', url: '/api/company/users', headers: bearer(owner.token) });
      expect(team.statusCode).toBe(200);
      expect(team.json().data).toEqual([
        expect.objectContaining({ email: owner.Email, role: 'owner', status: 'active' }),
        {
          id: staffUserId,
          name: 'Ana Office',
          email: staffEmail,
          role: 'staff',
          crewId: null,
          status: 'invited',
          active: true,
          bookingAlerts: false,
          phoneNumber: null,
        },
      ]);

      const mail = (await mailsTo(staffEmail))[0];
      expect(mail?.body).toContain(owner.CompanyName);
      expect(mail?.body).toContain(`valid for ${INVITE_VALID_DAYS} days`);
      const accepted = await acceptInvite(await invitationToken(staffEmail));
      expect(accepted.statusCode, accepted.body).toBe(200);
      const staffToken = accepted.json().data.token as string;
      expect(accepted.json().data.user).toMatchObject({ id: staffUserId, role: 'staff', companyId: owner.companyId });

      const after = await inject({ method: 'GET', url: '/api/company/users', headers: bearer(staffToken) });
      expect(after.json().data.map((u: { status: string }) => u.status)).toEqual(['active', 'active']);

      const refused = await inject({
        method: 'POST',
        url: '/api/company/users',
        headers: bearer(staffToken),
        payload: { name: 'Someone Else', email: `else-${unique()}@example.com` },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe("Only the company's owner can invite staff.");

      // Another company's team is its own.
      const other = await inject({
        method: 'GET',
        url: '/api/company/users',
        headers: bearer((await companyMember(inject, ctx.database.db)).token),
      });
      expect(other.json().data.map((u: { email: string }) => u.email)).not.toContain(staffEmail);
    });

    it('sends an expired invitation again: the new link works, the old ones do not, once a password is set nothing is sent', async () => {
      const request = await requestPartnership();
      const { companyId, companyUserId } = (await approve(request.id)).json().data as {
        companyId: number;
        companyUserId: number;
      };
      const first = await invitationToken(request.Email);
      await ctx.database.db.execute(
        sql`update company_invites set expires_at = now() - interval '1 minute' where company_user_id = ${companyUserId}`,
      );
      expect((await acceptInvite(first)).json().message).toBe('This invitation link has expired; ask for a new one.');

      // The staff console sees the owner invited, and sends the invitation again (audited).
      const detail = await inject({ method: 'GET', url: `/api/staff/companies/${companyId}`, headers: bearer(staff) });
      expect(detail.json().data.owner).toEqual({ name: request.CompanyName, email: request.Email, status: 'invited' });
      const resend = () =>
        inject({ method: 'POST', url: `/api/staff/companies/${companyId}/owner-invitation`, headers: bearer(staff) });
      expect((await resend()).statusCode).toBe(200);
      const second = await invitationToken(request.Email);
      expect(second).not.toBe(first);
      // Sent once more (past the 10 minutes between re-sends): only the newest link works.
      clock.aheadMs += 11 * 60_000;
      expect((await resend()).statusCode).toBe(200);
      const third = await invitationToken(request.Email);
      expect((await acceptInvite(second)).json().message).toBe('This invitation link has expired; ask for a new one.');
      expect((await acceptInvite(third)).statusCode).toBe(200);
      const [logged] = await rows<{ n: number }>(
        sql`select count(*)::int as n from staff_audit_log where action = 'company.owner-invitation' and target = ${`company:${companyId}`}`,
      );
      expect(logged?.n).toBe(2);

      // With a password set there is nothing to send.
      const joined = await resend();
      expect(joined.statusCode).toBe(409);
      expect(joined.json().message).toBe(
        'This person has already set a password: there is no invitation to send again.',
      );
      const after = await inject({ method: 'GET', url: `/api/staff/companies/${companyId}`, headers: bearer(staff) });
      expect(after.json().data.owner.status).toBe('active');
      expect(
        (await inject({ method: 'POST', url: '/api/staff/companies/999999/owner-invitation', headers: bearer(staff) }))
          .statusCode,
      ).toBe(404);
    });

    it('lets the owner send an invited team member the invitation again, and no one else', async () => {
      const owner = await liveOwner();
      const staffEmail = `again-${unique()}@example.com`;
      const invited = await inject({
        method: 'POST',
        url: '/api/company/users',
        headers: bearer(owner.token),
        payload: { name: 'Ana Again', email: staffEmail },
      });
      const staffUserId = invited.json().data.id as number;
      const first = await invitationToken(staffEmail);
      const resend = (token: string, id = staffUserId) =>
        inject({ method: 'POST', url: `/api/company/users/${id}/invitation`, headers: bearer(token) });
      const sent = await resend(owner.token);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().message).toBe('The invitation was sent again.');
      const second = await invitationToken(staffEmail);
      expect(second).not.toBe(first);
      expect((await acceptInvite(first)).statusCode).toBe(400);
      // Another company's owner cannot reach this team member.
      expect((await resend((await companyMember(inject, ctx.database.db)).token)).statusCode).toBe(404);
      const accepted = await acceptInvite(second);
      expect(accepted.statusCode).toBe(200);
      // Staff cannot send invitations; the owner has nothing to send once the member has joined.
      expect((await resend(accepted.json().data.token as string)).statusCode).toBe(403);
      expect((await resend(owner.token)).statusCode).toBe(409);
    });

    it('refuses (409) an e-mail already of a company user, and checks the fields', async () => {
      const owner = await liveOwner();
      const invite = (payload: object) =>
        inject({ method: 'POST', url: '/api/company/users', headers: bearer(owner.token), payload });
      const elsewhere = await companyMember(inject, ctx.database.db);
      const taken = await invite({ name: 'Luis Again', email: elsewhere.email.toUpperCase() });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toContain(elsewhere.email);
      const mine = await invite({ name: 'Me Again', email: owner.Email });
      expect(mine.statusCode).toBe(409);
      const invalid = await invite({ name: '', email: 'not-an-email' });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('realms', () => {
    it('refuses company, customer, guest and missing tokens on the staff endpoints, and others on the team', async () => {
      const request = await requestPartnership();
      const company = (await companyMember(inject, ctx.database.db)).token;
      const customer = (await signedInCustomer(inject, ctx.database.db)).token;
      const guest = await signInAsGuest(inject);
      for (const token of [company, customer, guest, '']) {
        const auth = token ? bearer(token) : {};
        const calls = [
          inject({ method: 'GET', url: '/api/staff/partner-requests', headers: auth }),
          inject({
            method: 'POST',
            url: `/api/staff/partner-requests/${request.id}/approve`,
            headers: auth,
            payload: {},
          }),
          inject({
            method: 'POST',
            url: `/api/staff/partner-requests/${request.id}/decline`,
            headers: auth,
            payload: { reason: 'No' },
          }),
        ];
        for (const res of await Promise.all(calls)) expect(res.statusCode).toBe(401);
      }
      for (const token of [staff, customer, guest]) {
        const team = await inject({ method: 'GET', url: '/api/company/users', headers: bearer(token) });
        expect(team.statusCode).toBe(401);
        const invite = await inject({
          method: 'POST',
          url: '/api/company/users',
          headers: bearer(token),
          payload: { name: 'X Y', email: `x-${unique()}@example.com` },
        });
        expect(invite.statusCode).toBe(401);
      }
      // Nothing was decided.
      expect((await listRequests('?Status=new')).map((r) => r.id)).toContain(request.id);
    });
  });
});
