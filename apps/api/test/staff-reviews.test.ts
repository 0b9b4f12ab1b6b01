/**
 * Review moderation in the staff console: a hidden review leaves the public reviews and its company's average
 * score and review count (offer search, the staff list) at once and comes back when restored; the company
 * still sees it; the company's reply hidden and restored; the reviewer (customer or guest) reports the
 * company's reply, strangers are answered 'Access denied'; staff list hidden reviews and reported replies;
 * every change audited; other realms' tokens refused.
 */
import { Messages, type Offer, required, ServiceId, type StaffReview } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { customers } from '../src/db/schema.ts';
import { TicketStatusId as T } from '../src/modules/tickets/lifecycle/statuses.ts';
import {
  companyMember,
  createCompanyUser,
  createCustomer,
  createTicket,
  liveCompany,
  signedInCustomer,
  signedInStaff,
  unique,
  yardForm,
} from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(152);
const HOUR = 3600_000;

describe.each(databaseKinds())('staff console: reviews on %s', (kind) => {
  let ctx: TestContext;
  let staff: string;
  let staffEmail: string;
  let form: number[];
  let offer: Offer;
  let ownerToken: string;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: object) =>
    inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => TEST_NOW });
    ({ token: staff, email: staffEmail } = await signedInStaff(inject, ctx.database.db));
    ({ form } = await yardForm(inject));
    // Our company: a live company of the test's own in 89102, its reviews only the test's.
    const { companyServiceId } = await liveCompany(db(), { zipCode: '89102' });
    offer = required(
      (await offers()).find((o) => o.companyServiceID === companyServiceId),
      'our offer in 89102',
    );
    const owner = await createCompanyUser(db(), { companyId: offer.companyID });
    ownerToken = await signInCompanyUser(inject, owner.email, owner.password);
  });
  afterAll(() => ctx.close());

  async function offers() {
    const res = await call('POST', '/api/customer/offer/new', undefined, {
      zipCode: '89102',
      serviceID: ServiceId.Landscaping,
      idFeatures: [form],
    });
    return res.json().data as Offer[];
  }
  const ourOffer = async () =>
    required(
      (await offers()).find((o) => o.companyID === offer.companyID),
      'our offer',
    );
  const staffCompany = async () =>
    (await call('GET', `/api/staff/companies?Query=${offer.companyID}`, staff))
      .json()
      .data.find((c: { id: number }) => c.id === offer.companyID);
  const publicIds = async () =>
    (await call('GET', '/api/customer/reviews/up-keep?MinScore=1&_pageSize=100'))
      .json()
      .data.map((r: { id: number }) => r.id);
  const auditOf = (target: string) =>
    queryRows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      db(),
      sql`select action, staff_email, before, after from staff_audit_log where target = ${target} order by id`,
    );

  let hour = 0;
  /** A completed ticket of our company, owned by a new customer (or the guest given), reviewed by its owner. */
  async function reviewed(words: string, owner?: { token: string; guestId: string }) {
    let token: string;
    let who: { customerId: number } | { guestId: string };
    if (owner) {
      token = owner.token;
      who = { guestId: owner.guestId };
    } else {
      const customer = await createCustomer(inject, { Name: 'Wanda Writer' });
      token = customer.token;
      const [row] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, customer.email));
      who = { customerId: required(row, 'the customer').id };
    }
    const ticket = await createTicket(db(), {
      companyServiceId: offer.companyServiceID,
      statusId: T.Completed,
      confirmedAt: TEST_NOW,
      holdsSlot: false,
      name: 'Wanda Writer',
      scheduledAt: new Date(Date.parse('2026-05-01T15:00:00Z') + ++hour * HOUR),
      ...who,
    });
    const res = await call('POST', '/api/customer/reviews', token, {
      TicketID: ticket.id,
      CompanyScore: 1,
      CompanyComment: `Terrible ${words}`,
      UpKeepScore: 5,
      UpKeepComment: `UpKeep was fine ${words}`,
    });
    expect(res.statusCode).toBe(201);
    return { ticketId: ticket.id, reviewId: res.json().data.id as number, token };
  }

  it('answers 401 to company and customer tokens, and without a token', async () => {
    const company = (await companyMember(inject, ctx.database.db)).token;
    const customer = (await signedInCustomer(inject, ctx.database.db)).token;
    for (const token of [company, customer, undefined]) {
      expect((await call('GET', '/api/staff/reviews', token)).statusCode).toBe(401);
      expect((await call('PUT', '/api/staff/reviews/1', token, { hidden: true, reason: 'x' })).statusCode).toBe(401);
    }
  });

  it("hides a review: it leaves /reviews and the company's average and count everywhere; restored, it is back", async () => {
    const before = await ourOffer();
    const beforeStaff = await staffCompany();
    const tag = `w${unique()}`;
    const r = await reviewed(tag);
    const withIt = await ourOffer();
    expect(withIt.reviewCount).toBe(before.reviewCount + 1);
    expect(withIt.averageScore).toBeLessThan(before.averageScore || 5);
    expect(await publicIds()).toContain(r.reviewId);
    expect((await staffCompany()).reviewCount).toBe(beforeStaff.reviewCount + 1);

    const listed = await call('GET', `/api/staff/reviews?Query=${tag}`, staff);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data).toEqual([
      {
        id: r.reviewId,
        ticketId: r.ticketId,
        companyId: offer.companyID,
        companyName: offer.companyName,
        userName: 'Wanda W.',
        companyScore: 1,
        companyComment: `Terrible ${tag}`,
        upKeepScore: 5,
        upKeepComment: `UpKeep was fine ${tag}`,
        reviewDate: TEST_NOW.toISOString(),
        hidden: false,
        hiddenReason: null,
        reply: null,
        replyReported: false,
        replyReportReason: null,
        replyHidden: false,
      },
    ]);
    expect(listed.json().pages).toMatchObject({ pageNumber: 1, pageSize: 50, totalCount: 1 });

    const url = `/api/staff/reviews/${r.reviewId}`;
    expect((await call('PUT', url, staff, { hidden: true })).statusCode).toBe(400);
    expect((await call('PUT', url, staff, { hidden: true, reason: ' ' })).statusCode).toBe(400);
    expect((await call('PUT', '/api/staff/reviews/99999999', staff, { hidden: true, reason: 'x' })).statusCode).toBe(
      404,
    );
    const hidden = await call('PUT', url, staff, { hidden: true, reason: 'Insults the crew' });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ id: r.reviewId, hidden: true, hiddenReason: 'Insults the crew' });

    expect(await publicIds()).not.toContain(r.reviewId);
    const without = await ourOffer();
    expect({ averageScore: without.averageScore, reviewCount: without.reviewCount }).toEqual({
      averageScore: before.averageScore,
      reviewCount: before.reviewCount,
    });
    expect((await staffCompany()).reviewCount).toBe(beforeStaff.reviewCount);
    expect((await staffCompany()).averageScore).toBe(beforeStaff.averageScore);
    // The company still sees it.
    const own = await call('GET', '/api/company/reviews', ownerToken);
    expect(own.json().data.map((x: { id: number }) => x.id)).toContain(r.reviewId);
    // Staff filter hidden ones.
    const onlyHidden = await call('GET', `/api/staff/reviews?Query=${tag}&Hidden=true`, staff);
    expect(onlyHidden.json().data.map((x: StaffReview) => x.id)).toEqual([r.reviewId]);
    expect((await call('GET', `/api/staff/reviews?Query=${tag}&Hidden=false`, staff)).json().data).toEqual([]);
    // Asking again changes nothing and records nothing.
    expect((await call('PUT', url, staff, { hidden: true, reason: 'Still rude' })).statusCode).toBe(200);

    const restored = await call('PUT', url, staff, { hidden: false, reason: 'Appeal accepted' });
    expect(restored.json().data).toMatchObject({ hidden: false, hiddenReason: null });
    expect(await publicIds()).toContain(r.reviewId);
    expect((await ourOffer()).reviewCount).toBe(before.reviewCount + 1);
    expect((await staffCompany()).reviewCount).toBe(beforeStaff.reviewCount + 1);

    expect(await auditOf(`review:${r.reviewId}`)).toEqual([
      {
        action: 'review.hide',
        staff_email: staffEmail,
        before: { hidden: false, hiddenReason: null },
        after: { hidden: true, hiddenReason: 'Insults the crew', reason: 'Insults the crew' },
      },
      {
        action: 'review.restore',
        staff_email: staffEmail,
        before: { hidden: true, hiddenReason: 'Insults the crew' },
        after: { hidden: false, hiddenReason: null, reason: 'Appeal accepted' },
      },
    ]);
  });

  it("the reviewer reports the company's reply (strangers denied); staff see it and hide the reply, then restore it", async () => {
    const tag = `r${unique()}`;
    const r = await reviewed(tag);
    const reportUrl = `/api/customer/reviews/ticket/${r.ticketId}/report-reply`;
    // No reply yet: nothing to report, nor to hide.
    const nothing = await call('POST', reportUrl, r.token, { Reason: 'Rude' });
    expect(nothing.statusCode).toBe(409);
    const url = `/api/staff/reviews/${r.reviewId}`;
    const noReply = await call('PUT', url, staff, { hidden: false, reason: 'x', replyHidden: true });
    expect(noReply.statusCode).toBe(400);
    expect(noReply.json().errors[0].field).toBe('replyHidden');

    const replied = await call('POST', `/api/company/reviews/${r.reviewId}/reply`, ownerToken, {
      reply: 'You are a liar',
    });
    expect(replied.statusCode).toBe(200);
    const reviewOf = async () => (await call('GET', `/api/customer/reviews/ticket/${r.ticketId}`, r.token)).json().data;
    expect((await reviewOf()).companyReply).toBe('You are a liar');

    // Strangers: another customer, no token, a company token.
    const stranger = await call('POST', reportUrl, (await signedInCustomer(inject, db())).token, { Reason: 'Rude' });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.json().message).toBe(Messages.accessDeniedTicket);
    expect((await call('POST', reportUrl, undefined, { Reason: 'Rude' })).statusCode).toBe(401);
    expect((await call('POST', reportUrl, ownerToken, { Reason: 'Rude' })).statusCode).toBe(401);
    expect((await call('POST', reportUrl, r.token, { Reason: '' })).statusCode).toBe(400);

    const reported = await call('POST', reportUrl, r.token, { Reason: 'The reply calls me a liar' });
    expect(reported.statusCode).toBe(200);
    expect((await call('POST', reportUrl, r.token, { Reason: 'Again' })).statusCode).toBe(409);

    const listed = await call('GET', `/api/staff/reviews?Reported=true&Query=${tag}`, staff);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        id: r.reviewId,
        reply: 'You are a liar',
        replyReported: true,
        replyReportReason: 'The reply calls me a liar',
        replyHidden: false,
      }),
    ]);
    const reportedIds = (await call('GET', '/api/staff/reviews?Reported=true', staff))
      .json()
      .data.map((x: StaffReview) => x.id);
    expect(reportedIds).toContain(r.reviewId);

    const hid = await call('PUT', url, staff, { hidden: false, reason: 'Abusive reply', replyHidden: true });
    expect(hid.statusCode).toBe(200);
    expect(hid.json().data).toMatchObject({ hidden: false, replyHidden: true });
    expect((await reviewOf()).companyReply).toBeNull();
    // The review itself stays public.
    expect(await publicIds()).toContain(r.reviewId);

    const back = await call('PUT', url, staff, { hidden: false, reason: 'Reply edited by phone', replyHidden: false });
    expect(back.json().data).toMatchObject({ replyHidden: false });
    expect((await reviewOf()).companyReply).toBe('You are a liar');

    expect((await auditOf(`review:${r.reviewId}`)).map((a) => [a.action, a.before, a.after])).toEqual([
      ['review.reply_hide', { replyHidden: false }, { replyHidden: true, reason: 'Abusive reply' }],
      ['review.reply_restore', { replyHidden: true }, { replyHidden: false, reason: 'Reply edited by phone' }],
    ]);
  });

  it('a guest reviewer reports the reply of their own ticket; a ticket without a review is 404', async () => {
    const token = await signInAsGuest(inject);
    const [session] = await queryRows<{ id: string }>(
      db(),
      sql`select id from guest_sessions order by created_at desc limit 1`,
    );
    const r = await reviewed(`g${unique()}`, { token, guestId: required(session, 'the guest session').id });
    await call('POST', `/api/company/reviews/${r.reviewId}/reply`, ownerToken, { reply: 'Thanks' });
    const res = await call('POST', `/api/customer/reviews/ticket/${r.ticketId}/report-reply`, token, {
      Reason: 'Not true',
    });
    expect(res.statusCode).toBe(200);

    const customer = await createCustomer(inject);
    const [row] = await db().select({ id: customers.id }).from(customers).where(eq(customers.email, customer.email));
    const unreviewed = await createTicket(db(), {
      companyServiceId: offer.companyServiceID,
      customerId: required(row, 'the customer').id,
      statusId: T.Completed,
      confirmedAt: TEST_NOW,
      holdsSlot: false,
    });
    const none = await call('POST', `/api/customer/reviews/ticket/${unreviewed.id}/report-reply`, customer.token, {
      Reason: 'x',
    });
    expect(none.statusCode).toBe(404);
  });
});
