/**
 * The staff audit log (issue 15): admins read it newest first, filtered by who (StaffEmail), what (Action, a
 * prefix: `ticket.` is every ticket action), on what (Target) and by valley day (MinDate, MaxDate), a page of
 * STAFF_PAGE_SIZE at a time; the database refuses to change or remove an entry. And the coverage: EVERY staff
 * endpoint that changes data (auth 'staff', not GET) is called once, validly, from a table, and leaves an
 * entry with its action; the table must name every such endpoint of the registry, so a new endpoint that does
 * not write to the log fails here.
 */
import {
  type EndpointDeclaration,
  endpoints,
  IDEMPOTENCY_KEY_HEADER,
  required,
  STAFF_PAGE_SIZE,
  valleyInstant,
} from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { companyNameKey } from '../src/lib/company-name-key.ts';
import { depsOf } from '../src/lib/deps.ts';
import { base32Decode, totpCode, totpStep } from '../src/lib/totp.ts';
import { relyingPartyOf } from '../src/modules/accounts/passkeys/service.ts';
import { recordStaffAction } from '../src/modules/operations/audit/audit.ts';
import { failedDelivery } from '../src/modules/operations/test-hooks/service.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import {
  createCompany,
  createCompanyUser,
  createCustomer,
  createStaffUser,
  createTicket,
  paidBooking,
  signedInStaff,
  unique,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInCompanyUser, signInStaff } from './sign-in.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

type EndpointName = keyof typeof endpoints;

/** The staff endpoints that change data, from the registry. */
const changing = (Object.entries(endpoints) as [EndpointName, EndpointDeclaration][])
  .filter(([, e]) => e.auth === 'staff' && e.method !== 'GET')
  .map(([name]) => name)
  .sort();

interface Call {
  /** Path parameters. */
  params?: Record<string, string | number>;
  body?: unknown;
  headers?: Record<string, string>;
  /** The entry's target (its start, when it ends with ':'). */
  target: string;
  /** Who acts, where the call is signed in as someone else than the row's demo staff member (its headers). */
  staffEmail?: string;
}

interface Row {
  action: string;
  /** Admins only. */
  admin?: boolean;
  /** A valid call, prepared on the test's database. */
  prepare(t: Tools): Promise<Call>;
}

interface Tools {
  ctx: TestContext;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  one<R extends Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<R>;
}

/** A contact message through the public form; answers its id. */
async function contactMessage(t: Tools): Promise<number> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/customer/contact',
    payload: { Name: 'Casey Contact', Email: `casey-${unique()}@example.com`, Phone: '7025550111', Message: 'Hello' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json().data.id;
}

async function partnerRequest(t: Tools): Promise<number> {
  const res = await t.inject({
    method: 'POST',
    url: '/api/customer/contact/partner',
    payload: {
      CompanyName: `Audit Pools ${unique()}`,
      Email: `audit-${unique()}@example.com`,
      Phone: '(702) 555-0123',
      Services: 'Pool cleaning',
      IsInsured: true,
      IsLicensed: true,
      City: 'Henderson',
      State: 'NV',
      ZIPCode: '89052',
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** A customer's message reported by the company, on a ticket of its own; answers the message's id. */
async function reportedMessage(t: Tools): Promise<number> {
  const ticket = await createTicket(t.ctx.database.db, {
    statusId: T.Pending,
    holdsSlot: false,
    confirmedAt: TEST_NOW,
    scheduledAt: new Date('2031-08-07T17:00:00Z'),
  });
  const { id: conversationId } = await t.one<{ id: number }>(
    sql`insert into conversations (company_id, ticket_id) values (${ticket.companyId}, ${ticket.id}) returning id`,
  );
  const { id } = await t.one<{ id: number }>(
    sql`insert into messages (conversation_id, author_kind, author_name, body)
        values (${conversationId}, 'customer', 'Casey', 'Rude words') returning id`,
  );
  await t.ctx.database.db.execute(
    sql`insert into message_reports (message_id, reporter_kind, reason) values (${id}, 'company', 'Insulting')`,
  );
  return id;
}

/** A live company whose rename waits for approval; answers its id. */
async function companyRenameWaiting(t: Tools): Promise<number> {
  const company = await createCompany(t.ctx.database.db);
  const pendingName = `Audit Renamed ${unique()}`;
  await t.ctx.database.db.execute(
    sql`update companies set pending_name = ${pendingName}, pending_name_key = ${companyNameKey(pendingName)},
               pending_name_at = now() where id = ${company.id}`,
  );
  return company.id;
}

/** An active discount code of the test's own; answers its id. */
async function discountCode(t: Tools): Promise<number> {
  const code = `AUDIT${unique().toUpperCase()}`.slice(0, 20);
  const { id } = await t.one<{ id: number }>(
    sql`insert into discount_codes (code, percentage, expiration_date) values (${code}, 0.1, '2099-12-31') returning id`,
  );
  return id;
}

/** A Wednesday at least a week after the real today (this file's app runs on the real clock). */
function wednesdayAhead(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((3 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

/**
 * One valid call of every staff endpoint that changes data, and the action it must write. Endpoints served by
 * other modules are written from the contract (packages/contract/src/endpoints/staff-console.ts).
 */
/** A new staff member signed in with a passkey added: their token and the passkey's id. */
async function staffWithPasskey(t: Tools) {
  const { user, email, password } = await createStaffUser(t.ctx.database.db);
  const token = await signInStaff(t.inject, email, password);
  const options = await t.inject({ method: 'POST', url: '/api/staff/auth/passkeys/options', headers: bearer(token) });
  const { response } = new SoftAuthenticator(relyingPartyOf(t.ctx.app.config.publicUrl)).create(options.json().data);
  const added = await t.inject({
    method: 'POST',
    url: '/api/staff/auth/passkeys',
    headers: bearer(token),
    payload: { name: 'Key', response },
  });
  return { user, email, token, id: added.json().data.id as number };
}

const TABLE: Record<string, Row> = {
  // ---------------------------------------------------------------- partner requests (onboarding)
  approvePartnerRequest: {
    action: 'partner.approve',
    prepare: async (t) => {
      const id = await partnerRequest(t);
      return { params: { id }, body: {}, target: `partner:${id}` };
    },
  },
  declinePartnerRequest: {
    action: 'partner.decline',
    prepare: async (t) => {
      const id = await partnerRequest(t);
      return { params: { id }, body: { reason: 'We do not cover Henderson pools yet.' }, target: `partner:${id}` };
    },
  },
  // ---------------------------------------------------------------- inbox
  updateInboxItem: {
    action: 'inbox.update',
    prepare: async (t) => {
      const id = await contactMessage(t);
      return { params: { kind: 'contact', id }, body: { state: 'in_progress' }, target: `inbox:contact:${id}` };
    },
  },
  addInboxNote: {
    action: 'inbox.note',
    prepare: async (t) => {
      const id = await contactMessage(t);
      return { params: { kind: 'contact', id }, body: { message: 'Called back.' }, target: `inbox:contact:${id}` };
    },
  },
  replyInboxItem: {
    action: 'inbox.reply',
    prepare: async (t) => {
      const id = await contactMessage(t);
      return { params: { kind: 'contact', id }, body: { message: 'Thank you!' }, target: `inbox:contact:${id}` };
    },
  },
  confirmOptOut: {
    action: 'optout.confirm',
    prepare: async (t) => {
      const res = await t.inject({
        method: 'POST',
        url: '/api/customer/optout-request',
        payload: {
          companyName: `Quiet Co ${unique()}`,
          name: 'Quinn Quiet',
          phoneNumber: '7025550166',
          email: `quiet-${unique()}@example.com`,
          message: 'Please stop contacting us.',
        },
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      const id = res.json().data.id;
      return { params: { id }, target: `optout:${id}` };
    },
  },
  // ---------------------------------------------------------------- tickets
  staffTicketStatus: {
    action: 'ticket.status',
    prepare: async (t) => {
      const ticket = await createTicket(t.ctx.database.db, {
        statusId: T.Pending,
        holdsSlot: false,
        confirmedAt: TEST_NOW,
        scheduledAt: new Date('2031-08-05T17:00:00Z'),
      });
      return {
        params: { id: ticket.id },
        body: { TicketsStatusID: T.Cancelled, Comments: 'The customer asked us by phone.' },
        target: `ticket:${ticket.id}`,
      };
    },
  },
  staffRefund: {
    action: 'ticket.refund',
    prepare: async (t) => {
      // A booking made and paid through the API, by a customer of its own.
      const { ticketId: id } = await paidBooking(t.inject, { date: wednesdayAhead() });
      return {
        params: { id },
        body: { Amount: 1, Reason: 'A goodwill gesture.' },
        headers: { [IDEMPOTENCY_KEY_HEADER]: `audit-${unique()}` },
        target: `ticket:${id}`,
      };
    },
  },
  staffRevokeTicketLinks: {
    action: 'ticket.links.revoke',
    prepare: async (t) => {
      const { id } = await createTicket(t.ctx.database.db, { scheduledAt: new Date('2031-08-08T17:00:00Z') });
      return { params: { id }, target: `ticket:${id}` };
    },
  },
  // ---------------------------------------------------------------- customers
  blockCustomer: {
    action: 'customer.block',
    prepare: async (t) => {
      const { email } = await createCustomer(t.inject);
      const { id } = await t.one<{ id: number }>(sql`select id from customers where email = ${email}`);
      return { params: { id }, body: { blocked: true, reason: 'Abusive messages.' }, target: `customer:${id}` };
    },
  },
  customerPasswordReset: {
    action: 'customer.password_reset',
    prepare: async (t) => {
      const { email } = await createCustomer(t.inject);
      const { id } = await t.one<{ id: number }>(sql`select id from customers where email = ${email}`);
      return { params: { id }, target: `customer:${id}` };
    },
  },
  // ---------------------------------------------------------------- companies
  updateStaffCompany: {
    action: 'company.suspend',
    prepare: async (t) => {
      const company = await createCompany(t.ctx.database.db);
      return {
        params: { id: company.id },
        body: { suspended: true, reason: 'Repeated no-shows.' },
        target: `company:${company.id}`,
      };
    },
  },
  staffResendOwnerInvitation: {
    action: 'company.owner-invitation',
    prepare: async (t) => {
      const { companyId } = await createCompanyUser(t.ctx.database.db, { invited: true });
      return { params: { id: companyId }, target: `company:${companyId}` };
    },
  },
  // ---------------------------------------------------------------- company renames (company-names)
  approveCompanyRename: {
    action: 'company.rename.approve',
    prepare: async (t) => {
      const id = await companyRenameWaiting(t);
      return { params: { id }, body: {}, target: `company:${id}` };
    },
  },
  declineCompanyRename: {
    action: 'company.rename.decline',
    prepare: async (t) => {
      const id = await companyRenameWaiting(t);
      return { params: { id }, body: { reason: 'A franchise name.' }, target: `company:${id}` };
    },
  },
  // ---------------------------------------------------------------- credentials (company pages, issue 32)
  verifyCompanyCredential: {
    action: 'company.licence.verify',
    prepare: async (t) => {
      const company = await createCompany(t.ctx.database.db);
      await t.ctx.database.db.execute(
        sql`update companies set licence_number = '0081234', licence_limit_cents = 5000000 where id = ${company.id}`,
      );
      return {
        params: { id: company.id },
        body: { credential: 'licence', licenceNumber: '0081234', licenceLimit: 50000 },
        target: `company:${company.id}`,
      };
    },
  },
  updateStaffCompanyUser: {
    action: 'company_user.deactivate',
    prepare: async (t) => {
      const { user, companyId } = await createCompanyUser(t.ctx.database.db, { role: 'staff' });
      return { params: { id: companyId, userId: user.id }, body: { active: false }, target: `company_user:${user.id}` };
    },
  },
  // ---------------------------------------------------------------- conversations (issue 30)
  staffSendMessage: {
    action: 'ticket.message',
    prepare: async (t) => {
      const ticket = await createTicket(t.ctx.database.db, {
        statusId: T.Pending,
        holdsSlot: false,
        confirmedAt: TEST_NOW,
        scheduledAt: new Date('2031-08-06T17:00:00Z'),
      });
      return { params: { id: ticket.id }, body: { body: 'UpKeep here: we are on it.' }, target: `ticket:${ticket.id}` };
    },
  },
  staffHideMessage: {
    action: 'message.hide',
    prepare: async (t) => {
      const id = await reportedMessage(t);
      return { params: { id }, body: { reason: 'Abusive language.' }, target: `message:${id}` };
    },
  },
  staffDismissReports: {
    action: 'message.keep',
    prepare: async (t) => {
      const id = await reportedMessage(t);
      return { params: { id }, target: `message:${id}` };
    },
  },
  // ---------------------------------------------------------------- reviews
  moderateReview: {
    action: 'review.hide',
    prepare: async (t) => {
      const company = await createCompany(t.ctx.database.db);
      const { id } = await t.one<{ id: number }>(
        sql`insert into reviews (company_id, user_name, company_score, company_comment, upkeep_score)
            values (${company.id}, 'Rosa D.', 5, 'On time and tidy.', 5) returning id`,
      );
      return { params: { id }, body: { hidden: true, reason: 'Personal details.' }, target: `review:${id}` };
    },
  },
  // ---------------------------------------------------------------- discount codes
  createDiscountCode: {
    action: 'discount_code.create',
    prepare: async () => ({
      body: {
        code: `AUDIT-${unique()
          .toUpperCase()
          .replace(/[^A-Z0-9]/g, '')
          .slice(0, 12)}`,
        percentage: 0.1,
        expirationDate: '2031-12-31',
      },
      target: 'discount_code:',
    }),
  },
  updateDiscountCode: {
    action: 'discount_code.pause',
    prepare: async (t) => {
      const id = await discountCode(t);
      return { params: { id }, body: { active: false }, target: `discount_code:${id}` };
    },
  },
  // ---------------------------------------------------------------- settings and the team
  updateSetting: {
    action: 'setting.update',
    admin: true,
    prepare: async () => ({
      params: { key: 'team_email' },
      body: { value: 'desk@upkeep.test' },
      target: 'setting:team_email',
    }),
  },
  inviteStaff: {
    action: 'staff.invite',
    admin: true,
    prepare: async () => ({
      body: { name: 'Ari Audit', email: `ari-${unique()}@upkeep.test`, role: 'support' },
      target: 'staff:',
    }),
  },
  staffChangePassword: {
    action: 'staff.password.changed',
    prepare: async (t) => {
      // A member of their own: changing the demo member's password would sign the table's other calls out.
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      return {
        headers: bearer(token),
        body: { currentPassword: password, newPassword: `${password}-and-more` },
        target: `staff:${user.id}`,
        staffEmail: email,
      };
    },
  },
  resendStaffInvitation: {
    action: 'staff.invitation',
    admin: true,
    prepare: async (t) => {
      const { id } = await t.one<{ id: number }>(
        sql`insert into staff_users (name, email, role) values ('Ivy Invited', ${`ivy-${unique()}@upkeep.test`}, 'support')
            returning id`,
      );
      return { params: { id }, target: `staff:${id}` };
    },
  },
  retryStaffJob: {
    action: 'job.retry',
    admin: true,
    prepare: async (t) => {
      const { id } = await failedDelivery({ ...depsOf(t.ctx.app), jobs: t.ctx.app.jobs });
      return { params: { id }, target: `job:${id}` };
    },
  },
  discardStaffJob: {
    action: 'job.discard',
    admin: true,
    prepare: async (t) => {
      const { id } = await failedDelivery({ ...depsOf(t.ctx.app), jobs: t.ctx.app.jobs });
      return { params: { id }, target: `job:${id}` };
    },
  },
  // ---------------------------------------------------------------- payouts (issue 28)
  holdCompanyPayouts: {
    action: 'payouts.hold',
    admin: true,
    prepare: async (t) => {
      const { id } = await createCompany(t.ctx.database.db);
      return { params: { id }, body: { reason: 'Chargeback under review' }, target: `company:${id}` };
    },
  },
  releaseCompanyPayouts: {
    action: 'payouts.release',
    admin: true,
    prepare: async (t) => {
      const { id } = await createCompany(t.ctx.database.db);
      await t.one(
        sql`insert into payout_holds (company_id, reason, staff_user_id, held_at)
            values (${id}, 'Chargeback under review', 1, now()) returning company_id`,
      );
      return { params: { id }, body: { reason: 'Resolved' }, target: `company:${id}` };
    },
  },
  // ---------------------------------------------------------------- a second factor (issue 47)
  staffTotpEnrol: {
    action: 'staff.second-factor.start',
    prepare: async (t) => {
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      return { headers: bearer(token), target: `staff:${user.id}`, staffEmail: email };
    },
  },
  staffTotpConfirm: {
    action: 'staff.second-factor.on',
    prepare: async (t) => {
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      const { secret } = (
        await t.inject({ method: 'POST', url: '/api/staff/auth/totp', headers: bearer(token) })
      ).json().data as { secret: string };
      const code = totpCode(base32Decode(secret), totpStep(new Date()));
      return { headers: bearer(token), body: { code }, target: `staff:${user.id}`, staffEmail: email };
    },
  },
  staffTotpDisable: {
    action: 'staff.second-factor.off',
    prepare: async (t) => {
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      const { secret } = (
        await t.inject({ method: 'POST', url: '/api/staff/auth/totp', headers: bearer(token) })
      ).json().data as { secret: string };
      const confirmed = await t.inject({
        method: 'POST',
        url: '/api/staff/auth/totp/confirm',
        headers: bearer(token),
        payload: { code: totpCode(base32Decode(secret), totpStep(new Date())) },
      });
      const [recovery] = confirmed.json().data.recoveryCodes as string[];
      return { headers: bearer(token), body: { code: recovery }, target: `staff:${user.id}`, staffEmail: email };
    },
  },
  staffSignOutOthers: {
    action: 'staff.sessions.signed-out',
    prepare: async (t) => {
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      return { headers: bearer(token), target: `staff:${user.id}`, staffEmail: email };
    },
  },
  staffResetStaffSecondFactor: {
    action: 'staff.second-factor.reset',
    admin: true,
    prepare: async (t) => {
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      const { secret } = (
        await t.inject({ method: 'POST', url: '/api/staff/auth/totp', headers: bearer(token) })
      ).json().data as { secret: string };
      await t.inject({
        method: 'POST',
        url: '/api/staff/auth/totp/confirm',
        headers: bearer(token),
        payload: { code: totpCode(base32Decode(secret), totpStep(new Date())) },
      });
      return { params: { id: user.id }, target: `staff:${user.id}` };
    },
  },
  staffResetCompanySecondFactor: {
    action: 'company.second-factor.reset',
    prepare: async (t) => {
      const owner = await createCompanyUser(t.ctx.database.db);
      const token = await signInCompanyUser(t.inject, owner.email, owner.password);
      const { secret } = (
        await t.inject({ method: 'POST', url: '/api/company/auth/totp', headers: bearer(token) })
      ).json().data as { secret: string };
      await t.inject({
        method: 'POST',
        url: '/api/company/auth/totp/confirm',
        headers: bearer(token),
        payload: { code: totpCode(base32Decode(secret), totpStep(new Date())) },
      });
      return { params: { id: owner.companyId, userId: owner.user.id }, target: `company:${owner.companyId}` };
    },
  },
  // ---------------------------------------------------------------- passkeys (issue 47)
  staffPasskeyOptions: {
    action: 'staff.passkey.start',
    prepare: async (t) => {
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      return { headers: bearer(token), target: `staff:${user.id}`, staffEmail: email };
    },
  },
  staffPasskeyAdd: {
    action: 'staff.passkey.add',
    prepare: async (t) => {
      const { user, email, password } = await createStaffUser(t.ctx.database.db);
      const token = await signInStaff(t.inject, email, password);
      const options = await t.inject({
        method: 'POST',
        url: '/api/staff/auth/passkeys/options',
        headers: bearer(token),
      });
      const { response } = new SoftAuthenticator(relyingPartyOf(t.ctx.app.config.publicUrl)).create(
        options.json().data,
      );
      return { headers: bearer(token), body: { name: 'Key', response }, target: `staff:${user.id}`, staffEmail: email };
    },
  },
  staffPasskeyRename: {
    action: 'staff.passkey.rename',
    prepare: async (t) => {
      const { user, email, token, id } = await staffWithPasskey(t);
      return {
        headers: bearer(token),
        params: { id },
        body: { name: 'Desk key' },
        target: `staff:${user.id}`,
        staffEmail: email,
      };
    },
  },
  staffPasskeyRemove: {
    action: 'staff.passkey.remove',
    prepare: async (t) => {
      const { user, email, token, id } = await staffWithPasskey(t);
      return { headers: bearer(token), params: { id }, target: `staff:${user.id}`, staffEmail: email };
    },
  },
  staffRevokeCalendarFeed: {
    action: 'company.calendar-feed.revoke',
    prepare: async (t) => {
      const owner = await createCompanyUser(t.ctx.database.db);
      const token = await signInCompanyUser(t.inject, owner.email, owner.password);
      await t.inject({ method: 'POST', url: '/api/company/calendar-feeds', headers: bearer(token), payload: {} });
      const { id } = await t.one<{ id: number }>(
        sql`select id from calendar_feeds where company_id = ${owner.companyId} and revoked_at is null`,
      );
      return { params: { id: owner.companyId, feedId: id }, target: `company:${owner.companyId}` };
    },
  },
  updateStaffMember: {
    action: 'staff.update',
    admin: true,
    prepare: async (t) => {
      const { id } = await t.one<{ id: number }>(
        sql`insert into staff_users (name, email, role) values ('Dee Deactivated', ${`dee-${unique()}@upkeep.test`}, 'support')
            returning id`,
      );
      return { params: { id }, body: { active: false }, target: `staff:${id}` };
    },
  },
};

describe('the audit coverage table', () => {
  it('names every staff endpoint of the registry that changes data, and nothing else', () => {
    expect(Object.keys(TABLE).sort()).toEqual(changing);
  });
});

describe.each(databaseKinds())('the staff audit log on %s', (kind) => {
  let ctx: TestContext;
  let support: string;
  let supportEmail: string;
  let admin: string;
  let adminEmail: string;
  const nextAddress = clientAddresses(154);
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const rows = <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<R>(ctx.database.db, query);
  const tools: Tools = {
    get ctx() {
      return ctx;
    },
    inject,
    one: async (query) => required((await rows(query))[0], 'a row for the audit table'),
  } as Tools;

  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    ({ token: support, email: supportEmail } = await signedInStaff(inject, ctx.database.db));
    ({ token: admin, email: adminEmail } = await signedInStaff(inject, ctx.database.db, 'admin'));
  });
  afterAll(() => ctx.close());

  const log = (query = '', token = admin) =>
    inject({ method: 'GET', url: `/api/staff/audit-log${query}`, headers: bearer(token) });
  const staffId = async (email: string) =>
    (await tools.one<{ id: number }>(sql`select id from staff_users where email = ${email}`)).id;

  describe('reading', () => {
    const run = `t${unique().replace(/[^a-z0-9]/gi, '')}`;
    beforeAll(async () => {
      const adminId = await staffId(adminEmail);
      const supportId = await staffId(supportEmail);
      const at = (date: string, time: string) => valleyInstant(date, time);
      const entries: [number, string, string, Date][] = [
        [supportId, `${run}.ticket.status`, 'ticket:1', at('2026-03-01', '00:00')],
        [supportId, `${run}.ticket.refund`, 'ticket:2', at('2026-03-01', '23:59')],
        [adminId, `${run}.company.suspend`, 'company:7', at('2026-03-02', '12:00')],
        [adminId, `${run}.ticket.refund`, 'ticket:12', at('2026-03-03', '08:00')],
      ];
      for (const [staffUserId, action, target, when] of entries) {
        await recordStaffAction(
          ctx.database.db,
          { staffUserId },
          { action, target, before: { a: 1 }, after: { a: 2 }, at: when },
        );
      }
      // Enough entries of one action for two pages.
      for (let i = 0; i < STAFF_PAGE_SIZE + 3; i++) {
        await recordStaffAction(
          ctx.database.db,
          { staffUserId: adminId },
          { action: `${run}p.bulk`, target: `bulk:${i}`, at: new Date(TEST_NOW.getTime() + i * 1000) },
        );
      }
    });

    it('answers admins only, newest first, in the contract’s shape', async () => {
      expect((await log('', support)).statusCode).toBe(403);
      expect((await log()).statusCode).toBe(200);
      const res = await log(`?Action=${run}.`);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.map((e: { target: string }) => e.target)).toEqual(['ticket:12', 'company:7', 'ticket:2', 'ticket:1']);
      expect(data[0]).toEqual({
        id: expect.any(Number),
        at: valleyInstant('2026-03-03', '08:00').toISOString(),
        staffEmail: adminEmail,
        action: `${run}.ticket.refund`,
        target: 'ticket:12',
        before: { a: 1 },
        after: { a: 2 },
      });
    });

    it('filters by a prefix of the action, by staff e-mail and by target', async () => {
      const targets = async (query: string) =>
        ((await log(query)).json().data as { target: string }[]).map((e) => e.target);
      expect(await targets(`?Action=${run}.ticket.`)).toEqual(['ticket:12', 'ticket:2', 'ticket:1']);
      expect(await targets(`?Action=${run}.ticket.refund`)).toEqual(['ticket:12', 'ticket:2']);
      expect(await targets(`?Action=${run}.&StaffEmail=${supportEmail.toUpperCase()}`)).toEqual([
        'ticket:2',
        'ticket:1',
      ]);
      expect(await targets(`?Action=${run}.&Target=ticket:1`)).toEqual(['ticket:1']);
      expect(await targets(`?Action=${run}.&Target=ticket:`)).toEqual(['ticket:12', 'ticket:2', 'ticket:1']);
      // LIKE's wildcards are taken literally.
      expect(await targets(`?Action=${run}%`)).toEqual([]);
    });

    it('filters by valley days, both included', async () => {
      const targets = async (query: string) =>
        ((await log(`?Action=${run}.${query}`)).json().data as { target: string }[]).map((e) => e.target);
      expect(await targets('&MinDate=2026-03-01&MaxDate=2026-03-01')).toEqual(['ticket:2', 'ticket:1']);
      expect(await targets('&MinDate=2026-03-02')).toEqual(['ticket:12', 'company:7']);
      expect(await targets('&MaxDate=2026-03-02')).toEqual(['company:7', 'ticket:2', 'ticket:1']);
      const bad = await log('?MinDate=2026-13-01');
      expect(bad.statusCode).toBe(400);
    });

    it('pages by STAFF_PAGE_SIZE with the pages in the envelope', async () => {
      const first = (await log(`?Action=${run}p.`)).json();
      expect(first.data).toHaveLength(STAFF_PAGE_SIZE);
      expect(first.data[0].target).toBe(`bulk:${STAFF_PAGE_SIZE + 2}`);
      expect(first.pages).toEqual({
        pageNumber: 1,
        pageSize: STAFF_PAGE_SIZE,
        totalCount: STAFF_PAGE_SIZE + 3,
        totalPages: 2,
      });
      const second = (await log(`?Action=${run}p.&Page=2`)).json();
      expect(second.data.map((e: { target: string }) => e.target)).toEqual(['bulk:2', 'bulk:1', 'bulk:0']);
      expect(second.pages.pageNumber).toBe(2);
      const beyond = (await log(`?Action=${run}p.&Page=3`)).json();
      expect(beyond.data).toEqual([]);
      expect(beyond.pages.totalCount).toBe(STAFF_PAGE_SIZE + 3);
    });

    it('is append-only in the database: UPDATE, DELETE and TRUNCATE fail', async () => {
      const [entry] = await rows<{ id: number }>(sql`select id from staff_audit_log order by id limit 1`);
      const id = required(entry, 'an entry').id;
      await expect(
        ctx.database.db.execute(sql`update staff_audit_log set action = 'forged' where id = ${id}`),
      ).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`delete from staff_audit_log where id = ${id}`)).rejects.toThrow();
      await expect(ctx.database.db.execute(sql`truncate staff_audit_log`)).rejects.toThrow();
      const [still] = await rows<{ action: string }>(sql`select action from staff_audit_log where id = ${id}`);
      expect(still?.action).not.toBe('forged');
    });
  });

  describe('every change is written', () => {
    for (const name of Object.keys(TABLE)) {
      const row = required(TABLE[name], name);
      it(`${name} writes ${row.action}`, async () => {
        const endpoint = endpoints[name as EndpointName] as EndpointDeclaration;
        const call = await row.prepare(tools);
        const [last] = await rows<{ id: number }>(sql`select coalesce(max(id), 0)::int as id from staff_audit_log`);
        const path = endpoint.path.replace(/:(\w+)/g, (_m, key: string) => String(call.params?.[key]));
        const res = await inject({
          method: endpoint.method,
          url: `/api${path}`,
          headers: { ...bearer(row.admin ? admin : support), ...call.headers },
          ...(call.body === undefined ? {} : { payload: call.body as object }),
        });
        expect(res.statusCode, `${endpoint.method} ${path}: ${res.body}`).toBeLessThan(300);
        const written = await rows<{ action: string; target: string; staff_email: string }>(
          sql`select action, target, staff_email from staff_audit_log where id > ${last?.id ?? 0} order by id`,
        );
        const entry = written.find((w) => w.action === row.action);
        expect(entry, `${name}: ${JSON.stringify(written)}`).toBeDefined();
        if (call.target.endsWith(':')) expect(entry?.target.startsWith(call.target)).toBe(true);
        else expect(entry?.target).toBe(call.target);
        expect(entry?.staff_email).toBe(call.staffEmail ?? (row.admin ? adminEmail : supportEmail));
      });
    }
  });
});
