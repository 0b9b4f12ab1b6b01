/**
 * Plans (issue 31): a customer with a saved card starts a weekly plan from a booking; its next visits exist as
 * tickets on the same weekday and valley time across the end of daylight saving; the company confirms it once;
 * each visit is charged once 24 hours ahead (the clock advanced, the sweep run twice); a skipped visit is not
 * charged; a card the bank wants authenticated off session leaves the visit at risk with a link to pay, then
 * cancelled 2 hours before; cancelling the plan cancels the future visits.
 */
import { addDays, planDiscountPercent, planVisitPriceCents, TEST_CARDS, valleyDateTime } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/adapters/payments/sandbox.ts';
import { queryRows } from '../src/db/client.ts';
import { depsOf } from '../src/lib/deps.ts';
import { QuestionnaireCache } from '../src/modules/companies/discovery/questionnaire.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { PLAN_MOVE_LIMITS, sweepPlans } from '../src/modules/tickets/plans/service.ts';
import { bookingAwaitingPayment, createCompanyUser, createCustomer, liveCompany, signedInStaff } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

const nextAddress = clientAddresses(247);
const HOUR = 3600_000;

interface PlanView {
  id: number;
  status: string;
  intervalWeeks: number;
  rule: string;
  schedule: string;
  pricePerVisit: number;
  card: { brand: string; last4: string } | null;
  priceChange: { pricePerVisit: number; from: string } | null;
  moveRequest: { date: string; time: string; schedule: string } | null;
  visits: {
    date: string;
    ticketId: number | null;
    scheduledAt: string | null;
    state: string;
    chargeAt: string | null;
    chargeError: string | null;
    amount: number;
  }[];
}

describe.each(databaseKinds())('plans on %s', (kind) => {
  let ctx: TestContext;
  // A Monday in October 2026, before the end of daylight saving (November 1).
  const clock = { now: new Date('2026-10-19T16:00:00Z') };
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const deps = () => ({
    ...depsOf(ctx.app),
    provider: new SandboxProvider(ctx.database.db, () => clock.now),
    questionnaires: new QuestionnaireCache(ctx.database.db),
  });
  beforeAll(async () => {
    ctx = await buildTestApp(kind, { now: () => clock.now });
  });
  afterAll(() => ctx.close());

  const call = (token: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    inject({
      method,
      url: `/api${url}`,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload ? { payload } : {}),
    });

  let dates = 0;
  /** A Wednesday of its own for each plan's first visit (the weeks after are the plan's). */
  const firstDate = () =>
    ['2026-10-21', '2026-10-22', '2026-10-23', '2026-10-22', '2026-10-21', '2026-10-23'][dates++] ?? '2026-10-22';

  /**
   * A landscaping booking by the customer of `customerToken` on `date`, waiting for its payment, at a live company of
   * its own in 89102 (its calendar and prices the plan's alone).
   */
  async function awaitingPayment(options: { customerToken: string; date: string }) {
    const { companyServiceId } = await liveCompany(ctx.database.db, { zipCode: '89102' });
    return bookingAwaitingPayment(inject, { ...options, companyServiceId });
  }
  /** A member of UpKeep's staff of the test's own, signed in: the token. */
  const staffToken = async () => (await signedInStaff(inject, ctx.database.db)).token;

  /** A customer with a saved card (`cardNumber`, authenticated at setup when it asks). */
  async function customerWithCard(cardNumber: string) {
    const made = await createCustomer(inject, {
      Email: `plan-${Date.now()}-${Math.random()}@example.com`,
      PhoneNumber: `702${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`,
    });
    if (!made.token) throw new Error(made.res.body);
    const setup = (await call(made.token, 'POST', '/customer/payment-methods')).json().data;
    const confirmed = (
      await call(null, 'POST', `/sandbox/setup-intents/${setup.setupIntentId}/confirm`, {
        clientSecret: setup.clientSecret,
        cardNumber,
        expMonth: 12,
        expYear: 34,
        cvc: '123',
      })
    ).json().data;
    if (confirmed.status === 'requires_action') {
      await call(null, 'POST', `/sandbox/setup-intents/${setup.setupIntentId}/authenticate`, {
        clientSecret: setup.clientSecret,
        outcome: 'complete',
      });
    }
    const [card] = (await call(made.token, 'GET', '/customer/payment-methods')).json().data as { id: number }[];
    if (!card) throw new Error('no card saved');
    return { token: made.token, cardId: card.id };
  }

  /** A weekly plan from a new booking, and the company's owner signed in. */
  async function weeklyPlan(cardNumber: string = TEST_CARDS.succeeds) {
    const { token, cardId } = await customerWithCard(cardNumber);
    const booked = await awaitingPayment({ customerToken: token, date: firstDate() });
    const started = await call(token, 'POST', '/customer/plans', {
      ticketId: booked.ticketId,
      intervalWeeks: 1,
      savedCardId: cardId,
    });
    expect(started.statusCode, started.body).toBe(201);
    const owner = await createCompanyUser(ctx.database.db, { companyId: booked.companyId });
    const company = await signInCompanyUser(inject, owner.email, owner.password);
    return { token, cardId, booked, plan: started.json().data as PlanView, company };
  }

  const paymentsOf = (ticketId: number) =>
    queryRows<{ status: string }>(
      ctx.database.db,
      sql`select status from payments where ticket_id = ${ticketId} and purpose = 'booking'`,
    );
  const statusOf = async (ticketId: number) =>
    (
      await queryRows<{ status_id: number }>(ctx.database.db, sql`select status_id from tickets where id = ${ticketId}`)
    )[0]?.status_id;
  const at = (instant: string | null, hoursBefore: number) =>
    new Date(new Date(instant ?? 0).getTime() - hoursBefore * HOUR);

  it('makes 8 weeks of visits on the same weekday and valley time across the end of daylight saving', async () => {
    const { plan: started, booked, token, company } = await weeklyPlan();
    expect(started).toMatchObject({ status: 'pending', intervalWeeks: 1, card: { brand: 'Visa', last4: '4242' } });
    // Nothing is held in the company's calendar beyond the first visit until it confirms the plan.
    expect(started.visits).toHaveLength(1);
    // The first visit is the plan's to pay, not the page's.
    expect((await call(token, 'POST', '/customer/payment', { TicketID: booked.ticketId })).statusCode).toBe(409);
    const plan = (await call(company, 'POST', `/company/plans/${started.id}/confirm`)).json().data as PlanView;
    expect(plan.rule).toMatch(
      /^DTSTART;TZID=America\/Los_Angeles:20261021T\d{6}\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=WE$/,
    );
    const [first, ...rest] = plan.visits;
    expect(first?.ticketId).toBe(booked.ticketId);
    // Today (October 19) plus 8 weeks: every Wednesday from October 21 to December 9.
    expect(plan.visits.map((v) => v.date)).toEqual([
      '2026-10-21',
      '2026-10-28',
      '2026-11-04',
      '2026-11-11',
      '2026-11-18',
      '2026-11-25',
      '2026-12-02',
      '2026-12-09',
    ]);
    const valley = (v: PlanView['visits'][number]) => valleyDateTime(new Date(v.scheduledAt ?? 0));
    for (const visit of rest) {
      expect(visit.state).toBe('upcoming');
      expect(valley(visit)).toEqual({ date: visit.date, time: valley(first as PlanView['visits'][number]).time });
    }
    // The same valley time is another UTC hour once daylight saving ended.
    const utcHour = (v: PlanView['visits'][number] | undefined) => new Date(v?.scheduledAt ?? 0).getUTCHours();
    expect(utcHour(plan.visits[2])).toBe(utcHour(plan.visits[1]) + 1);
    clock.now = new Date('2026-10-19T16:00:00Z');
  });

  it('charges and records every visit, not only the first; a pause forgets the visits and a resume places them again', async () => {
    const { token, plan: started, company } = await weeklyPlan();
    const plan = (await call(company, 'POST', `/company/plans/${started.id}/confirm`)).json().data as PlanView;
    const second = plan.visits[1];
    if (!second?.ticketId) throw new Error('no second visit');
    // A saved card that pays a plan is not removed.
    const [card] = (await call(token, 'GET', '/customer/payment-methods')).json().data as { id: number }[];
    expect((await call(token, 'DELETE', `/customer/payment-methods/${card?.id}`)).statusCode).toBe(409);
    clock.now = at(second.scheduledAt, 23);
    await sweepPlans(deps());
    await sweepPlans(deps());
    expect(await paymentsOf(second.ticketId)).toEqual([{ status: 'succeeded' }]);
    expect(await statusOf(second.ticketId)).toBe(TicketStatusId.Scheduled);
    const [money] = await queryRows<{ paid_cents: number; total_cents: number; confirmed: boolean }>(
      ctx.database.db,
      sql`select paid_cents, total_cents, confirmed_at is not null as confirmed from tickets where id = ${second.ticketId}`,
    );
    expect(money).toMatchObject({ confirmed: true });
    expect(money?.paid_cents).toBe(money?.total_cents);
    // The company is not asked to confirm a visit of a plan it confirmed.
    const asked = await queryRows<{ subject: string }>(
      ctx.database.db,
      sql`select subject from notification_outbox where ticket_id = ${second.ticketId} and subject like ${'%Confirm%'}`,
    );
    expect(asked).toEqual([]);

    // Pausing forgets the visits not charged, resuming places them again (back to the week the plan started).
    clock.now = new Date('2026-10-20T16:00:00Z');
    const paused = (await call(token, 'POST', `/customer/plans/${plan.id}/pause`)).json().data as PlanView;
    expect(paused.status).toBe('paused');
    expect(paused.visits.filter((v) => v.state === 'upcoming')).toEqual([]);
    const resumed = (await call(token, 'POST', `/customer/plans/${plan.id}/resume`)).json().data as PlanView;
    expect(resumed.status).toBe('active');
    expect(resumed.visits.filter((v) => v.state === 'upcoming').length).toBeGreaterThanOrEqual(6);
    await call(token, 'POST', `/customer/plans/${plan.id}/cancel`);
    clock.now = new Date('2026-10-19T16:00:00Z');
  });

  it('charges each visit once 24 hours ahead after the company confirms; a skipped visit is not charged', async () => {
    const { token, plan: started, company } = await weeklyPlan();
    const confirmed = await call(company, 'POST', `/company/plans/${started.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('active');
    const plan = confirmed.json().data as PlanView;
    const [first, second, third] = plan.visits;
    if (!first?.ticketId || !second?.ticketId || !third?.ticketId) throw new Error('no visits');

    // 25 hours before: not yet. 23 hours before, the sweep run twice: one charge, the visit confirmed.
    clock.now = at(first.scheduledAt, 25);
    await sweepPlans(deps());
    expect(await paymentsOf(first.ticketId)).toEqual([{ status: 'requires_payment_method' }]);
    clock.now = at(first.scheduledAt, 23);
    await sweepPlans(deps());
    await sweepPlans(deps());
    expect(await paymentsOf(first.ticketId)).toEqual([{ status: 'succeeded' }]);
    expect(await statusOf(first.ticketId)).toBe(TicketStatusId.Scheduled);
    // Charged at the plan's price, once: the ticket's paid amount is its total.
    const [money] = await queryRows<{ paid_cents: number; total_cents: number }>(
      ctx.database.db,
      sql`select paid_cents, total_cents from tickets where id = ${first.ticketId}`,
    );
    expect(money?.paid_cents).toBe(money?.total_cents);
    const charged = (await call(token, 'GET', `/customer/plans/${plan.id}`)).json().data as PlanView;
    expect(charged.visits[0]?.state).toBe('charged');

    // Charged: too late to skip it. The next one is skipped in time and never charged.
    expect((await call(token, 'POST', `/customer/plans/${plan.id}/visits/${first.ticketId}/skip`)).statusCode).toBe(
      409,
    );
    const skipped = await call(token, 'POST', `/customer/plans/${plan.id}/visits/${second.ticketId}/skip`);
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((skipped.json().data as PlanView).visits[1]?.state).toBe('skipped');
    expect(await statusOf(second.ticketId)).toBe(TicketStatusId.Cancelled);

    // Cancelling the plan cancels the visits not charged yet; the charged one stays.
    const cancelled = await call(token, 'POST', `/customer/plans/${plan.id}/cancel`);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect(await statusOf(third.ticketId)).toBe(TicketStatusId.Cancelled);
    expect(await statusOf(first.ticketId)).toBe(TicketStatusId.Scheduled);
    // Their times come and go: nothing more is charged.
    for (const visit of [second, third]) {
      clock.now = at(visit.scheduledAt, 23);
      await sweepPlans(deps());
      expect(await paymentsOf(visit.ticketId ?? 0)).toEqual([]);
    }
    clock.now = new Date('2026-10-19T16:00:00Z');
  });

  it('a card the bank wants authenticated off session leaves the visit at risk with a link to pay, then cancelled', async () => {
    const { token, plan, company, booked } = await weeklyPlan(TEST_CARDS.authenticationRequired);
    await call(company, 'POST', `/company/plans/${plan.id}/confirm`);
    // Not at risk yet: the page does not take its payment.
    expect((await call(token, 'POST', '/customer/payment', { TicketID: plan.visits[0]?.ticketId })).statusCode).toBe(
      409,
    );
    const first = plan.visits[0];
    if (!first?.ticketId) throw new Error('no visit');
    clock.now = at(first.scheduledAt, 23);
    await sweepPlans(deps());
    const atRisk = (await call(token, 'GET', `/customer/plans/${plan.id}`)).json().data as PlanView;
    expect(atRisk.visits[0]).toMatchObject({ state: 'at_risk' });
    expect(atRisk.visits[0]?.chargeError).toMatch(/requires authentication/);
    const told = await queryRows<{ channel: string; subject: string | null; body: string }>(
      ctx.database.db,
      sql`select channel, subject, body from notification_outbox where ticket_id = ${first.ticketId} and topic = 'plan-visit-at-risk'`,
    );
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'email')?.subject).toContain(`${first.ticketId}`);
    // Paid by another card on the plan's page (the ticket's page takes no payment for a plan's visit).
    for (const message of told) {
      expect(message.body).toContain(`/my-plans/${plan.id}`);
      expect(message.body).not.toContain('detail-ticket');
      expect(message.body).toMatch(/Update your card/);
    }
    // The customer can pay the same payment on the page (it waits for a card).
    const intent = await call(token, 'POST', '/customer/payment', { TicketID: first.ticketId });
    expect(intent.statusCode, intent.body).toBe(200);
    expect(intent.json().data.status).toBe('requires_payment_method');

    // Still unpaid 2 hours before: cancelled, the company told.
    clock.now = at(first.scheduledAt, 1.5);
    await sweepPlans(deps());
    expect(await statusOf(first.ticketId)).toBe(TicketStatusId.Cancelled);
    const after = (await call(token, 'GET', `/customer/plans/${plan.id}`)).json().data as PlanView;
    expect(after.visits[0]?.state).toBe('cancelled');
    const [companyMail] = await queryRows<{ subject: string }>(
      ctx.database.db,
      sql`select subject from notification_outbox where subject = ${`UpKeep job #${first.ticketId}: plan visit cancelled (not paid)`}`,
    );
    expect(companyMail).toBeDefined();
    const [customerMail] = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox where ticket_id = ${first.ticketId} and topic = 'plan-visit-cancelled'`,
    );
    expect(customerMail?.body).toContain(`/my-plans/${plan.id}`);
    expect(booked.companyId).toBeGreaterThan(0);
    clock.now = new Date('2026-10-19T16:00:00Z');
  });

  it("takes the company's plan discount for its interval; UpKeep's console lists every plan", async () => {
    const { token, cardId } = await customerWithCard(TEST_CARDS.succeeds);
    const booked = await awaitingPayment({ customerToken: token, date: '2026-10-26' });
    const owner = await createCompanyUser(ctx.database.db, { companyId: booked.companyId });
    const company = await signInCompanyUser(inject, owner.email, owner.password);
    const set = await call(company, 'PUT', '/company/services/4/plan-discounts', {
      weekly: 10,
      every2Weeks: 5,
      every4Weeks: 0,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await call(company, 'GET', '/company/services/4/plan-discounts')).json().data).toEqual({
      weekly: 10,
      every2Weeks: 5,
      every4Weeks: 0,
    });
    expect(
      (await call(company, 'PUT', '/company/services/4/plan-discounts', { weekly: 60, every2Weeks: 0, every4Weeks: 0 }))
        .statusCode,
    ).toBe(400);
    const [ticket] = await queryRows<{ price_cents: number; fee_cents: number; company_service_id: number }>(
      ctx.database.db,
      sql`select price_cents, fee_cents, company_service_id from tickets where id = ${booked.ticketId}`,
    );
    // What checkout reads before the plan exists (no sign-in needed), and the price per visit it states from it.
    const offer = await call(null, 'GET', `/customer/company-services/${ticket?.company_service_id}/plan-offer`);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data).toEqual({
      plansAllowed: true,
      discounts: { weekly: 10, every2Weeks: 5, every4Weeks: 0 },
    });
    const atCheckout = planVisitPriceCents(
      ticket?.price_cents ?? 0,
      planDiscountPercent(offer.json().data.discounts, 1),
    );
    expect((await call(null, 'GET', '/customer/company-services/999999/plan-offer')).statusCode).toBe(404);
    expect((await call(null, 'GET', '/customer/company-services/abc/plan-offer')).statusCode).toBe(400);
    const started = (
      await call(token, 'POST', '/customer/plans', { ticketId: booked.ticketId, intervalWeeks: 1, savedCardId: cardId })
    ).json().data as PlanView & { discountPercent: number };
    expect(started.discountPercent).toBe(10);
    const price = ticket?.price_cents ?? 0;
    expect(started.pricePerVisit).toBe((price - Math.round(price / 10)) / 100);
    // A plan's checkout price is its page's (issue 46).
    expect(started.pricePerVisit).toBe(atCheckout / 100);
    const totals = await queryRows<{ total_cents: number }>(
      ctx.database.db,
      sql`select total_cents from tickets where plan_id = ${started.id} order by scheduled_at`,
    );
    expect(new Set(totals.map((t) => t.total_cents))).toEqual(
      new Set([price - Math.round(price / 10) + (ticket?.fee_cents ?? 0)]),
    );
    const staff = await staffToken();
    const all = (await call(staff, 'GET', '/staff/plans')).json().data as PlanView[];
    expect(all.map((p) => p.id)).toContain(started.id);
  });

  it('is the customer’s and the company’s alone; only a booking not paid yet of a regular service starts one', async () => {
    const { token, plan, company } = await weeklyPlan();
    const stranger = await customerWithCard(TEST_CARDS.succeeds);
    expect((await call(stranger.token, 'GET', `/customer/plans/${plan.id}`)).statusCode).toBe(404);
    expect((await call(stranger.token, 'POST', `/customer/plans/${plan.id}/cancel`)).statusCode).toBe(404);
    expect((await call(await signInAsGuest(inject), 'GET', '/customer/plans')).statusCode).toBe(401);
    const listed = (await call(company, 'GET', '/company/plans')).json().data as PlanView[];
    expect(listed.map((p) => p.id)).toContain(plan.id);
    const elsewhere = await createCompanyUser(ctx.database.db);
    const elsewhereToken = await signInCompanyUser(inject, elsewhere.email, elsewhere.password);
    expect((await call(elsewhereToken, 'POST', `/company/plans/${plan.id}/confirm`)).statusCode).toBe(404);
    expect(
      ((await call(elsewhereToken, 'GET', '/company/plans')).json().data as PlanView[]).map((p) => p.id),
    ).not.toContain(plan.id);

    // A booking already in a plan, another's card, a bad interval.
    const firstTicket = plan.visits[0]?.ticketId;
    const again = await call(token, 'POST', '/customer/plans', {
      ticketId: firstTicket,
      intervalWeeks: 2,
      savedCardId: 1,
    });
    expect([404, 409]).toContain(again.statusCode);
    const mine = await awaitingPayment({ customerToken: stranger.token, date: '2026-10-30' });
    const theirCard = await call(stranger.token, 'POST', '/customer/plans', {
      ticketId: mine.ticketId,
      intervalWeeks: 1,
      savedCardId: (await customerWithCard(TEST_CARDS.succeeds)).cardId,
    });
    expect(theirCard.statusCode).toBe(404);
    const badInterval = await call(stranger.token, 'POST', '/customer/plans', {
      ticketId: mine.ticketId,
      intervalWeeks: 3,
      savedCardId: stranger.cardId,
    });
    expect(badInterval.statusCode).toBe(400);
  });

  it('moves every visit from a date on to another weekday and time once the company accepts; a decline keeps them', async () => {
    const { token, plan: started, company } = await weeklyPlan();
    const plan = (await call(company, 'POST', `/company/plans/${started.id}/confirm`)).json().data as PlanView;
    const [first, second] = plan.visits;
    const time = valleyDateTime(new Date(first?.scheduledAt ?? 0)).time;
    const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
    const oldDay = weekdayOf(first?.date ?? '');
    // The working day after the second visit: another weekday (Friday's is Monday).
    const moveDate = addDays(second?.date ?? '', oldDay === 5 ? 3 : 1);
    const newDay = weekdayOf(moveDate);
    const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];
    const DAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

    // Too soon, the plan's own day and time: refused; no request waits for the company.
    expect(
      (await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: '2026-10-20', time })).statusCode,
    ).toBe(400);
    const sameDay = plan.visits[3]?.date ?? '';
    expect((await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: sameDay, time })).statusCode).toBe(
      400,
    );
    expect(
      (await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: moveDate, time: '25:00' })).statusCode,
    ).toBe(400);
    expect((await call(company, 'POST', `/company/plans/${plan.id}/move-request/accept`)).statusCode).toBe(409);

    const asked = await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: moveDate, time });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json().data as PlanView).moveRequest).toMatchObject({ date: moveDate, time });
    const told = await queryRows<{ subject: string }>(
      ctx.database.db,
      sql`select subject from notification_outbox where topic = 'plan' and subject like ${'%asks to move their plan'}`,
    );
    expect(told.length).toBeGreaterThan(0);
    const elsewhere = await createCompanyUser(ctx.database.db);
    const stranger = await signInCompanyUser(inject, elsewhere.email, elsewhere.password);
    expect((await call(stranger, 'POST', `/company/plans/${plan.id}/move-request/accept`)).statusCode).toBe(404);

    const accepted = await call(company, 'POST', `/company/plans/${plan.id}/move-request/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const moved = accepted.json().data as PlanView;
    expect(moved.moveRequest).toBeNull();
    expect(moved.rule).toMatch(new RegExp(`BYDAY=${BYDAY[newDay]}$`));
    expect(moved.schedule.startsWith(`${DAYS[newDay]} at `)).toBe(true);
    const live = moved.visits.filter((v) => v.state === 'upcoming');
    // The visits before the date asked keep their day; from it on, the new weekday at the same valley time.
    const keptBefore = plan.visits.filter((v) => v.state === 'upcoming' && v.date < moveDate).map((v) => v.date);
    expect(keptBefore).toContain(first?.date);
    expect(live.filter((v) => v.date < moveDate).map((v) => v.date)).toEqual(keptBefore);
    const after = live.filter((v) => v.date >= moveDate);
    expect(after[0]?.date).toBe(moveDate);
    expect(after.length).toBeGreaterThanOrEqual(6);
    for (const visit of after) {
      // At that time, or the day's next free start when another booking holds it.
      const placed = valleyDateTime(new Date(visit.scheduledAt ?? 0));
      expect(placed.date).toBe(visit.date);
      expect(placed.time >= time).toBe(true);
      expect(weekdayOf(visit.date)).toBe(newDay);
    }
    // The old day's tickets from that date on are cancelled.
    const oldDays = await queryRows<{ status_id: number }>(
      ctx.database.db,
      sql`select status_id from tickets where plan_id = ${plan.id} and scheduled_at >= ${`${moveDate}T00:00:00Z`}::timestamptz
            and extract(dow from scheduled_at at time zone 'America/Los_Angeles') = ${oldDay}`,
    );
    expect(oldDays.length).toBeGreaterThan(0);
    expect(new Set(oldDays.map((t) => t.status_id))).toEqual(new Set([TicketStatusId.Cancelled]));
    const customerTold = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox where topic = 'plan-move' order by id desc limit 1`,
    );
    expect(customerTold[0]?.body).toContain(`accepted: from ${moveDate}, your visits are ${DAYS[newDay]} at`);

    // Asked again (back to the old weekday), declined with a reason: the visits keep their day; the customer is told why.
    const back = addDays(first?.date ?? '', 21);
    await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: back, time });
    const declined = await call(company, 'POST', `/company/plans/${plan.id}/move-request/decline`, {
      reason: 'That day is full',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((declined.json().data as PlanView).moveRequest).toBeNull();
    expect((declined.json().data as PlanView).rule).toMatch(new RegExp(`BYDAY=${BYDAY[newDay]}$`));
    const why = await queryRows<{ body: string }>(
      ctx.database.db,
      sql`select body from notification_outbox where topic = 'plan-move' order by id desc limit 1`,
    );
    expect(why[0]?.body).toContain('That day is full');
    // Withdrawn by the customer: nothing waits.
    await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: back, time });
    expect((await call(token, 'DELETE', `/customer/plans/${plan.id}/move`)).statusCode).toBe(200);
    expect((await call(company, 'POST', `/company/plans/${plan.id}/move-request/decline`, {})).statusCode).toBe(409);
    await call(token, 'POST', `/customer/plans/${plan.id}/cancel`);
  });

  it('takes at most PLAN_MOVE_LIMITS move requests a day for a plan: each one tells the company', async () => {
    const { token, plan: started, company } = await weeklyPlan();
    const plan = (await call(company, 'POST', `/company/plans/${started.id}/confirm`)).json().data as PlanView;
    const [first, second] = plan.visits;
    const time = valleyDateTime(new Date(first?.scheduledAt ?? 0)).time;
    const oldDay = new Date(`${first?.date}T12:00:00Z`).getUTCDay();
    const moveDate = addDays(second?.date ?? '', oldDay === 5 ? 3 : 1);
    const told = async () =>
      (
        await queryRows<{ n: number }>(
          ctx.database.db,
          sql`select count(*)::int as n from notification_outbox
               where topic = 'plan' and subject like ${'%asks to move their plan'} and body like ${`%${moveDate}%`}`,
        )
      )[0]?.n ?? 0;
    const before = await told();
    const [limit] = PLAN_MOVE_LIMITS;
    for (let i = 0; i < (limit?.max ?? 0); i++) {
      const asked = await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: moveDate, time });
      expect(asked.statusCode, asked.body).toBe(200);
      expect((await call(token, 'DELETE', `/customer/plans/${plan.id}/move`)).statusCode).toBe(200);
    }
    const toldBefore = await told();
    expect(toldBefore).toBeGreaterThan(before);
    const refused = await call(token, 'POST', `/customer/plans/${plan.id}/move`, { date: moveDate, time });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toContain('You have asked to move this plan 5 times today');
    // Refused: nothing waits for the company, and nobody was told.
    expect((await call(token, 'GET', `/customer/plans/${plan.id}`)).json().data.moveRequest).toBeNull();
    expect(await told()).toBe(toldBefore);
    await call(token, 'POST', `/customer/plans/${plan.id}/cancel`);
  });

  it("follows the company's new prices 14 days after telling the customer, once", async () => {
    const { token, plan: started, company } = await weeklyPlan();
    const plan = (await call(company, 'POST', `/company/plans/${started.id}/confirm`)).json().data as PlanView;
    const before = plan.pricePerVisit;
    // $10 more before the plan's discount (the company may have one for weekly plans).
    const [row] = await queryRows<{ visit_price_cents: number; discount_percent: number }>(
      ctx.database.db,
      sql`select visit_price_cents, discount_percent from plans where id = ${plan.id}`,
    );
    const raised = (row?.visit_price_cents ?? 0) + 1000;
    const newPrice = (raised - Math.round((raised * (row?.discount_percent ?? 0)) / 100)) / 100;
    const url = `/company/services/${4}/price-list`;
    const list = (await call(company, 'GET', url)).json().data as {
      basePrice: number;
      baseDuration: string;
      serviceCallPrice: number;
      serviceCallDuration: string;
      items: { featureValueId: number; price: number; duration: string }[];
    };
    const save = (basePrice: number) =>
      call(company, 'PUT', url, {
        basePrice,
        baseDuration: list.baseDuration,
        serviceCallPrice: list.serviceCallPrice,
        serviceCallDuration: list.serviceCallDuration,
        items: list.items,
      });
    // Saved unchanged: nothing to tell.
    expect((await save(list.basePrice)).statusCode).toBe(200);
    await sweepPlans(deps());
    expect(((await call(token, 'GET', `/customer/plans/${plan.id}`)).json().data as PlanView).priceChange).toBeNull();

    // $10 more: the customer is told, and the price reaches the visits charged 14 days after the notice or later:
    // from November 4 (October 19 + 15 days, and the next day).
    expect((await save(list.basePrice + 10)).statusCode).toBe(200);
    await sweepPlans(deps());
    await sweepPlans(deps());
    const told = (await call(token, 'GET', `/customer/plans/${plan.id}`)).json().data as PlanView;
    expect(told.priceChange).toEqual({ pricePerVisit: newPrice, from: '2026-11-04' });
    expect(told.pricePerVisit).toBe(before);
    const amounts = told.visits.filter((v) => v.state === 'upcoming');
    const fee = (amounts[0]?.amount ?? 0) - before;
    for (const visit of amounts) {
      expect(visit.amount).toBeCloseTo((visit.date >= '2026-11-04' ? newPrice : before) + fee, 2);
    }
    // Told once (the other plans of the company's service are told too: each to its own customer).
    const [customer] = await queryRows<{ email: string }>(
      ctx.database.db,
      sql`select email from tickets where id = ${plan.visits[0]?.ticketId}`,
    );
    const mails = await queryRows<{ recipient: string; body: string }>(
      ctx.database.db,
      sql`select recipient, body from notification_outbox where topic = 'plan-price' and recipient = ${customer?.email}`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('From 2026-11-04, a visit of your plan costs');

    // November 4: the plan's price is the new one; nothing more is told.
    clock.now = new Date('2026-11-04T17:00:00Z');
    await sweepPlans(deps());
    // Read through the console (the customer's session lapsed over the two weeks).
    const staff = await staffToken();
    const followed = ((await call(staff, 'GET', '/staff/plans')).json().data as PlanView[]).find(
      (p) => p.id === plan.id,
    );
    if (!followed) throw new Error('the plan is not listed');
    expect(followed).toMatchObject({ pricePerVisit: newPrice, priceChange: null });
    const later = followed.visits.filter((v) => v.state === 'upcoming' && v.date > '2026-12-09');
    expect(later.length).toBeGreaterThan(0);
    for (const visit of later) expect(visit.amount).toBeCloseTo(newPrice + fee, 2);
    const [count] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from notification_outbox where topic = 'plan-price' and recipient = ${customer?.email}`,
    );
    expect(count?.n).toBe(1);
    // Back to the earlier price: lower, so the plan's at once, and the customer told.
    clock.now = new Date('2026-10-19T16:00:00Z');
    await save(list.basePrice);
    await sweepPlans(deps());
    const lowered = (await call(token, 'GET', `/customer/plans/${plan.id}`)).json().data as PlanView;
    expect(lowered).toMatchObject({ pricePerVisit: before, priceChange: null });
    const [cheaper] = await queryRows<{ subject: string }>(
      ctx.database.db,
      sql`select subject from notification_outbox where topic = 'plan-price' and recipient = ${customer?.email} order by id desc limit 1`,
    );
    expect(cheaper?.subject).toMatch(/plan costs less$/);
    await call(token, 'POST', `/customer/plans/${plan.id}/cancel`);
  });
});
