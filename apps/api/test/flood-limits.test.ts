/**
 * No floods through the product (issue 24), on a clock the tests move across the windows: extra charges (3
 * waiting per job, 409, concurrent ones too; 10 an hour per company, 429 with Retry-After; one text about
 * charges per job in 10 minutes while every charge has its e-mail), invitations (a re-send per address once in
 * 10 minutes and 5 a day, for the company team, the staff console's owner invitation and the staff team; 20
 * invitations a day per company), logos (10 uploads an hour; over 16 megapixels refused with 400), and the
 * counted actions purged after two days.
 */
import { required, ServiceId } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { actionEvents, companyServices } from '../src/db/schema.ts';
import { recordAction } from '../src/lib/flood-limits.ts';
import { LOGO_TOO_LARGE } from '../src/modules/companies/setup/service.ts';
import { DEFAULT_PURGE_POLICY, purgeOldRows } from '../src/modules/operations/system/purge.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import { TOO_MANY_PENDING_CHARGES } from '../src/modules/tickets/tickets/company.ts';
import { createCompanyUser, createTicket, signedInStaff, unique } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser } from './sign-in.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe.each(databaseKinds())('flood limits on %s', (kind) => {
  let ctx: TestContext;
  const clock = { now: TEST_NOW };
  /** Moves the app's clock forward. */
  const later = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  const nextAddress = clientAddresses(124);
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const db = () => ctx.database.db;
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  /** A company of its own with a signed-in owner and a landscaping service. */
  async function newCompany() {
    const owner = await createCompanyUser(db());
    const [cs] = await db()
      .insert(companyServices)
      .values({ companyId: owner.companyId, serviceId: ServiceId.Landscaping, serviceCallPriceCents: 0 })
      .returning();
    const token = await signInCompanyUser(inject, owner.email, owner.password);
    return { ...owner, token, companyServiceId: required(cs, 'the company service').id };
  }

  let hour = 0;
  /** A Scheduled job of the company, with a textable phone. */
  const scheduledJob = (company: { companyId: number; companyServiceId: number }) =>
    createTicket(db(), {
      companyId: company.companyId,
      companyServiceId: company.companyServiceId,
      statusId: T.Scheduled,
      holdsSlot: true,
      confirmedAt: TEST_NOW,
      phoneNumber: '7025550123',
      scheduledAt: new Date(Date.parse('2026-08-01T15:00:00Z') + ++hour * HOUR),
    });

  // ------------------------------------------------------------------ extra charges

  describe('extra charges', () => {
    const addCharge = (token: string, ticketId: number, Description = 'Haul away the branches') =>
      inject({
        method: 'POST',
        url: `/api/company/tickets/${ticketId}/open-charges`,
        headers: bearer(token),
        payload: { Description, Price: 25, Duration: '00:15:00' },
      });
    const messages = (ticketId: number) =>
      rows<{ channel: string; body: string }>(
        sql`select channel, body from notification_outbox where ticket_id = ${ticketId} and topic = 'extra-charge' order by id`,
      );
    const declineAll = (ticketId: number) =>
      db().execute(sql`update open_charges set status = 'declined' where ticket_id = ${ticketId}`);

    it('six charges in quick succession: three wait (then 409), one text, an e-mail for each', async () => {
      const company = await newCompany();
      const job = await scheduledJob(company);
      const answers = [];
      for (let i = 1; i <= 6; i++)
        answers.push(await addCharge(company.token, job.id, `Extra part ${i}, call 555-0199`));
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 409, 409, 409]);
      expect(answers[3]?.json().message).toBe(TOO_MANY_PENDING_CHARGES);

      const told = await messages(job.id);
      expect(told.filter((m) => m.channel === 'email')).toHaveLength(3);
      const texts = told.filter((m) => m.channel === 'sms');
      expect(texts).toHaveLength(1);
      // The text carries no words of the company's choosing.
      expect(texts[0]?.body).not.toContain('Extra part');
      expect(texts[0]?.body).toContain('$25.00');

      // Answered charges free their places; within 10 minutes of the text, only e-mails.
      await declineAll(job.id);
      later(9 * MINUTE);
      expect((await addCharge(company.token, job.id)).statusCode).toBe(201);
      expect((await messages(job.id)).filter((m) => m.channel === 'sms')).toHaveLength(1);
      // Ten minutes after the last text, the next charge is texted again.
      later(2 * MINUTE);
      expect((await addCharge(company.token, job.id)).statusCode).toBe(201);
      const after = await messages(job.id);
      expect(after.filter((m) => m.channel === 'sms')).toHaveLength(2);
      expect(after.filter((m) => m.channel === 'email')).toHaveLength(5);
    });

    it('two concurrent charges never make four waiting on one job', async () => {
      const company = await newCompany();
      const job = await scheduledJob(company);
      expect((await addCharge(company.token, job.id)).statusCode).toBe(201);
      expect((await addCharge(company.token, job.id)).statusCode).toBe(201);
      const both = await Promise.all([addCharge(company.token, job.id), addCharge(company.token, job.id)]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
      const [pending] = await rows<{ n: number }>(
        sql`select count(*)::int as n from open_charges where ticket_id = ${job.id} and status = 'pending'`,
      );
      expect(pending?.n).toBe(3);
    });

    it('at most 10 an hour per company: 429 with when to try again', async () => {
      const company = await newCompany();
      const jobs = [await scheduledJob(company), await scheduledJob(company), await scheduledJob(company)];
      const [a, b, c] = jobs.map((j) => j.id) as [number, number, number];
      const started = clock.now.getTime();
      expect((await addCharge(company.token, a)).statusCode).toBe(201);
      later(5 * MINUTE);
      for (const id of [a, a, b, b, b, c, c, c]) expect((await addCharge(company.token, id)).statusCode).toBe(201);
      const fourth = await scheduledJob(company);
      expect((await addCharge(company.token, fourth.id)).statusCode).toBe(201);
      // The eleventh within the hour.
      const refused = await addCharge(company.token, fourth.id);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Your company has added 10 extra charges in the last hour, the most allowed. Please try again in 55 minutes.',
      );
      expect(refused.headers['retry-after']).toBe(String(55 * 60));
      // Once the first has left the hour, one more fits.
      clock.now = new Date(started + HOUR + 1000);
      expect((await addCharge(company.token, fourth.id)).statusCode).toBe(201);
      expect((await addCharge(company.token, fourth.id)).statusCode).toBe(429);
    });
  });

  // ------------------------------------------------------------------ invitations

  describe('invitations', () => {
    const mailsTo = async (email: string) => {
      const [row] = await rows<{ n: number }>(
        sql`select count(*)::int as n from notification_outbox where channel = 'email' and recipient = ${email}`,
      );
      return row?.n ?? 0;
    };

    it("a company member's invitation is sent again once per 10 minutes and 5 times a day", async () => {
      const owner = await newCompany();
      const email = `again-${unique()}@example.com`;
      const invited = await inject({
        method: 'POST',
        url: '/api/company/users',
        headers: bearer(owner.token),
        payload: { name: 'Ana Again', email },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const resend = () =>
        inject({
          method: 'POST',
          url: `/api/company/users/${invited.json().data.id}/invitation`,
          headers: bearer(owner.token),
        });
      expect((await resend()).statusCode).toBe(200);
      const refused = await resend();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'The invitation to this address was sent again a moment ago. Please try again in 10 minutes.',
      );
      expect(refused.headers['retry-after']).toBe('600');
      // Eight presses: two e-mails (the invitation and one re-send).
      for (let i = 0; i < 6; i++) expect((await resend()).statusCode).toBe(429);
      expect(await mailsTo(email)).toBe(2);

      const dayStarted = clock.now.getTime() - 1;
      for (let sent = 2; sent <= 5; sent++) {
        later(10 * MINUTE + 1000);
        expect((await resend()).statusCode).toBe(200);
      }
      later(10 * MINUTE + 1000);
      const daily = await resend();
      expect(daily.statusCode).toBe(429);
      expect(daily.json().message).toMatch(
        /^The invitation to this address was sent again 5 times today\. Please try again in \d+ hours\.$/,
      );
      expect(await mailsTo(email)).toBe(6);
      clock.now = new Date(dayStarted + DAY + 1000);
      expect((await resend()).statusCode).toBe(200);
    });

    it('a company sends at most 20 invitations a day, new ones and re-sends together', async () => {
      const owner = await newCompany();
      const invite = (email: string) =>
        inject({
          method: 'POST',
          url: '/api/company/users',
          headers: bearer(owner.token),
          payload: { name: 'Sam Staff', email },
        });
      const first = await invite(`crew-${unique()}@example.com`);
      const resend = () =>
        inject({
          method: 'POST',
          url: `/api/company/users/${first.json().data.id}/invitation`,
          headers: bearer(owner.token),
        });
      expect((await resend()).statusCode).toBe(200);
      for (let i = 3; i <= 20; i++) expect((await invite(`crew-${unique()}@example.com`)).statusCode).toBe(201);
      const extra = `crew-${unique()}@example.com`;
      const refused = await invite(extra);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Your company has sent 20 invitations today, the most allowed. Please try again in 24 hours.',
      );
      expect(refused.headers['retry-after']).toBe(String(DAY / 1000));
      expect(await mailsTo(extra)).toBe(0);
      later(11 * MINUTE);
      expect((await resend()).statusCode).toBe(429);
      later(DAY);
      expect((await invite(extra)).statusCode).toBe(201);
    });

    it("the staff console sends a company owner's invitation again once per 10 minutes", async () => {
      const owner = await createCompanyUser(db(), { invited: true });
      const staff = (await signedInStaff(inject, ctx.database.db)).token;
      const resend = () =>
        inject({
          method: 'POST',
          url: `/api/staff/companies/${owner.companyId}/owner-invitation`,
          headers: bearer(staff),
        });
      expect((await resend()).statusCode).toBe(200);
      const refused = await resend();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('600');
      expect(await mailsTo(owner.email)).toBe(1);
      later(10 * MINUTE + 1000);
      expect((await resend()).statusCode).toBe(200);
      expect(await mailsTo(owner.email)).toBe(2);
    });

    it('an admin sends a staff member their invitation again once per 10 minutes (audited), none once joined', async () => {
      const admin = (await signedInStaff(inject, ctx.database.db, 'admin')).token;
      const email = `new-staff-${unique()}@upkeep.test`;
      const invited = await inject({
        method: 'POST',
        url: '/api/staff/users',
        headers: bearer(admin),
        payload: { name: 'Nina New', email, role: 'support' },
      });
      expect(invited.statusCode, invited.body).toBe(201);
      const id = invited.json().data.id as number;
      const resend = (memberId = id, token = admin) =>
        inject({ method: 'POST', url: `/api/staff/users/${memberId}/invitation`, headers: bearer(token) });
      const sent = await resend();
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json().message).toBe('The invitation was sent again.');
      const refused = await resend();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toContain('Please try again in 10 minutes.');
      expect(await mailsTo(email)).toBe(2);
      // Only the newest link is open.
      const [open] = await rows<{ n: number }>(
        sql`select count(*)::int as n from staff_invites i join staff_users u on u.id = i.staff_user_id
             where u.id = ${id} and i.expires_at > ${clock.now.toISOString()}::timestamptz`,
      );
      expect(open?.n).toBe(1);
      const [logged] = await rows<{ n: number }>(
        sql`select count(*)::int as n from staff_audit_log where action = 'staff.invitation' and target = ${`staff:${id}`}`,
      );
      expect(logged?.n).toBe(1);
      // Support staff cannot; an unknown member is 404; a member with a password has nothing to send.
      const support = await signedInStaff(inject, ctx.database.db);
      expect((await resend(id, support.token)).statusCode).toBe(403);
      expect((await resend(999_999)).statusCode).toBe(404);
      expect((await resend(support.user.id)).statusCode).toBe(409);
    });
  });

  // ------------------------------------------------------------------ logos

  describe('logo uploads', () => {
    const png = (width: number, height: number) =>
      sharp({ create: { width, height, channels: 3, background: '#2e86c1' } })
        .png()
        .toBuffer();
    const upload = (token: string, payload: Buffer) =>
      inject({
        method: 'PUT',
        url: '/api/company/profile/logo',
        headers: { ...bearer(token), 'content-type': 'image/png' },
        payload,
      });

    it('refuses an image over 16 megapixels with 400, however small its file', async () => {
      const company = await newCompany();
      const huge = await png(5000, 4000);
      expect(huge.length).toBeLessThan(1_000_000);
      const refused = await upload(company.token, huge);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(LOGO_TOO_LARGE);
      expect((await upload(company.token, await png(4000, 4000))).statusCode).toBe(200);
    });

    it('takes at most 10 uploads an hour per company: 429 with when to try again', async () => {
      const company = await newCompany();
      const image = await png(64, 64);
      const started = clock.now.getTime();
      for (let i = 0; i < 10; i++) {
        expect((await upload(company.token, image)).statusCode).toBe(200);
        later(MINUTE);
      }
      const refused = await upload(company.token, image);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'Your company has uploaded 10 logos in the last hour, the most allowed. Please try again in 50 minutes.',
      );
      expect(refused.headers['retry-after']).toBe(String(50 * 60));
      // Another company is not held back.
      expect((await upload((await newCompany()).token, image)).statusCode).toBe(200);
      clock.now = new Date(started + HOUR + 1000);
      expect((await upload(company.token, image)).statusCode).toBe(200);
    });
  });

  it('purges counted actions older than two days', async () => {
    const subject = `purge-${unique()}`;
    const now = clock.now;
    await recordAction(db(), 'test-purge', subject, new Date(now.getTime() - 2 * DAY - MINUTE));
    await recordAction(db(), 'test-purge', subject, new Date(now.getTime() - DAY));
    await purgeOldRows(db(), now, DEFAULT_PURGE_POLICY);
    const left = await db().select().from(actionEvents).where(sql`${actionEvents.subject} = ${subject}`);
    expect(left.map((r) => r.createdAt.getTime())).toEqual([now.getTime() - DAY]);
  });
});
