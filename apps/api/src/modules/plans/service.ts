/**
 * Plans (issue 31): a customer's regular service with one company on a saved card. A plan starts from a booking
 * not paid yet (its first visit, which stops lapsing): its rule is that visit's valley weekday and time every 1,
 * 2 or 4 weeks (RFC 5545), its price the booking's less the company's plan discount for that interval. Its visits
 * are tickets generated PLAN_WEEKS_AHEAD ahead (booking's `repeatBooking`: the same time, or the day's next free
 * start, else the company is told). The company confirms the plan once; then each visit is charged to the card
 * PLAN_CHARGE_HOURS_BEFORE it (the ledger, once per ticket) and confirmed; a charge that fails puts the visit at
 * risk (the customer is mailed and texted a link to pay), and a visit unpaid PLAN_UNPAID_CANCEL_HOURS_BEFORE it
 * is cancelled (the company told). The customer skips a visit (until it is charged), pauses, resumes or cancels.
 */
import {
  addDays,
  CARD_BRAND_NAMES,
  dayOfWeek,
  daysBetween,
  formatVisit,
  type MovePlanRequest,
  occurrencesBetween,
  PLAN_CHARGE_HOURS_BEFORE,
  PLAN_FREQUENCY_LABELS,
  PLAN_MOVE_MIN_DAYS_AHEAD,
  PLAN_PRICE_NOTICE_DAYS,
  PLAN_UNPAID_CANCEL_HOURS_BEFORE,
  PLAN_WEEKS_AHEAD,
  type Plan,
  type PlanDiscounts,
  type PlanInterval,
  type PlanOffer,
  type PlanStatus,
  type PlanVisitState,
  parseWeeklyRule,
  planDiscountPercent,
  planVisitPriceCents,
  valleyDateTime,
  valleyToday,
  weeklyRuleText,
} from '@upkeep/contract';
import type { Database, Tx } from '../../db/client.ts';
import type { BookingLine } from '../../db/schema.ts';
import { email, quote, SIGN_OFF } from '../../lib/email.ts';
import { AppError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import { countAction, DAY_MS, HOUR_MS, type WindowLimit } from '../../lib/flood-limits.ts';
import { dollars } from '../../lib/format.ts';
import type { CompanyCaller, Principal } from '../../plugins/auth.ts';
import { bookingLines, priceBooking } from '../booking/checkout.ts';
import { type RepeatPrice, repeatBooking, repeatLines, repriceRepeat } from '../booking/repeat.ts';
import { tellCompanyOfPlan as tellCompany } from '../booking-alerts/service.ts';
import type { QuestionnaireCache } from '../discovery/questionnaire.ts';
import { ownedTicket } from '../lifecycle/ownership.ts';
import { noteOnTicket } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import { ticketLink } from '../notifications/customer-notice.ts';
import { enqueue } from '../notifications/outbox.ts';
import { savedCardOf } from '../payment-methods/service.ts';
import { chargeBookingOffSession, type LedgerDeps } from '../payments/ledger.ts';
import { holdPlanVisit, move, moveNamed } from '../ticket-moves/service.ts';
import * as q from './queries.ts';

export type PlanDeps = LedgerDeps;
/** The sweep's: re-pricing a plan reads its service's questionnaire. */
export type PlanSweepDeps = PlanDeps & { questionnaires: QuestionnaireCache };

export const PLAN_MESSAGES = {
  notFound: 'Plan not found',
  notPlannable: 'This service is not offered as a plan.',
  notStartable: 'A plan starts from a booking that is not paid yet (choose the plan at checkout).',
  alreadyPlanned: 'This booking already has a plan.',
  tooLateToSkip: `A visit can be skipped until ${PLAN_CHARGE_HOURS_BEFORE} hours before it; this one is charged already.`,
  visitNotFound: 'Visit not found',
  tooManyPending: 'You have 3 plans waiting for their company to confirm them: wait for an answer first.',
  notMovable: 'Visits are moved on a plan its company has confirmed, and not while it is paused.',
  noMoveWaiting: 'No request to move the visits is waiting for an answer.',
  sameSchedule: 'is already the plan’s day and time',
} as const;

const HOURS = (n: number) => n * HOUR_MS;
/** Plans a customer may have waiting for their company's confirmation at once. */
const MAX_PENDING_PLANS = 3;
const DAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

// ---------------------------------------------------------------- starting

/**
 * Starts a plan from the customer's booking not paid yet: the first visit stops lapsing and takes the plan
 * discount; the next visits are made PLAN_WEEKS_AHEAD ahead; the company is told to confirm it.
 */
export async function startPlan(
  deps: PlanDeps,
  principal: Principal & { kind: 'customer' },
  input: { ticketId: number; intervalWeeks: PlanInterval; savedCardId: number },
): Promise<Plan> {
  const now = deps.now();
  const ticket = await ownedTicket(deps.db, input.ticketId, principal);
  const card = await savedCardOf(deps, principal.customerId, input.savedCardId);
  if (ticket.planId !== null || (await q.planOfTicket(deps.db, ticket.id)))
    throw conflict(PLAN_MESSAGES.alreadyPlanned);
  const startable =
    ticket.statusId === TicketStatusId.Pending &&
    ticket.confirmedAt === null &&
    ticket.holdsSlot &&
    !ticket.isEstimate &&
    ticket.holdExpiresAt !== null &&
    ticket.holdExpiresAt > now;
  if (!startable) throw conflict(PLAN_MESSAGES.notStartable);
  // A plan the company has not confirmed holds its first visit: a customer starts a few at a time.
  if ((await q.pendingPlansOf(deps.db, principal.customerId)) >= MAX_PENDING_PLANS) {
    throw conflict(PLAN_MESSAGES.tooManyPending);
  }
  const terms = await q.serviceTerms(deps.db, ticket.companyServiceId);
  if (!terms?.plansAllowed) throw conflict(PLAN_MESSAGES.notPlannable);
  const discountPercent = planDiscountPercent(discountsOf(terms.planDiscounts), input.intervalWeeks);
  const { date, time } = valleyDateTime(ticket.scheduledAt);
  const rule = { firstDate: date, time, intervalWeeks: input.intervalWeeks };
  const discountCents = ticket.priceCents - planVisitPriceCents(ticket.priceCents, discountPercent);
  const visitLines = await repeatLines(deps.db, ticket.id);

  const plan = await deps.db.transaction(async (tx) => {
    const made = await q.insertPlan(tx, {
      customerId: principal.customerId,
      companyId: ticket.companyId,
      companyServiceId: ticket.companyServiceId,
      firstTicketId: ticket.id,
      intervalWeeks: input.intervalWeeks,
      rule: weeklyRuleText(rule),
      firstDate: date,
      startTime: time,
      visitPriceCents: ticket.priceCents,
      visitLines,
      answers: ticket.answers,
      pricesVersionSeen: terms.pricesVersion,
      discountPercent,
      savedCardId: card.id,
      status: 'pending',
      generatedThrough: date,
      createdAt: now,
    });
    await q.attachFirstTicket(tx, ticket.id, made.id, discountCents);
    await holdPlanVisit(deps, tx, ticket, now);
    await q.insertVisit(tx, { planId: made.id, date, ticketId: ticket.id, state: 'upcoming', createdAt: now });
    const frequency = PLAN_FREQUENCY_LABELS[input.intervalWeeks].toLowerCase();
    await noteOnTicket(
      tx,
      ticket,
      UserTypeId.Customer,
      `Plan started: ${frequency}, each visit charged to the saved card ${PLAN_CHARGE_HOURS_BEFORE} hours before.`,
      now,
    );
    await tellCompany(deps, tx, ticket.companyId, {
      subject: `UpKeep: a new plan from ${ticket.name} to confirm`,
      lines: [
        `${ticket.name} would like ${terms.serviceName} ${frequency}, ${scheduleWords(rule)}, from ${formatVisit(ticket.scheduledAt, ticket.durationMinutes)}.`,
        'Confirm the plan once in the portal: each visit is then charged to their card the day before and confirmed.',
      ],
      link: `${deps.publicUrl.replace(/\/+$/, '')}/pro/plans`,
      now,
    });
    return made;
  });
  deps.outbox.kick();
  return planView(deps.db, plan.id);
}

/** "Tuesdays at 9:00 AM". */
function scheduleWords(rule: { firstDate: string; time: string }): string {
  const [hh = 0, mm = 0] = rule.time.split(':').map(Number);
  const clock = `${((hh + 11) % 12) + 1}:${String(mm).padStart(2, '0')} ${hh < 12 ? 'AM' : 'PM'}`;
  return `${DAY_NAMES[dayOfWeek(rule.firstDate)]} at ${clock}`;
}

// ---------------------------------------------------------------- visits ahead

/**
 * Makes an active plan's visits up to PLAN_WEEKS_AHEAD weeks from today (the sweep's, a confirmation's, a
 * resume's): each date claimed first (a run beside it skips a date it claimed), then its ticket placed.
 */
export async function extendPlan(deps: PlanDeps, planId: number): Promise<void> {
  const plan = await q.planById(deps.db, planId);
  if (plan?.status !== 'active') return;
  const rule = parseWeeklyRule(plan.rule);
  const model = await q.planModel(deps.db, plan.firstTicketId);
  if (!rule || !model) return;
  const now = deps.now();
  const through = addDays(valleyToday(now), PLAN_WEEKS_AHEAD * 7);
  for (const date of occurrencesBetween(rule, addDays(plan.generatedThrough, 1), through)) {
    // Claimed only while the plan is active under this rule: a move or a pause meanwhile stops the claims.
    const visitId = await q.claimVisit(deps.db, { planId: plan.id, date, rule: plan.rule, createdAt: now });
    if (visitId === null) continue;
    const price = priceOn(plan, date);
    const ticket = await repeatBooking(deps, model, {
      date,
      time: rule.time,
      planId: plan.id,
      discountCents: discountOf(plan, price.priceCents),
      price: price.lines ? { priceCents: price.priceCents, lines: price.lines } : undefined,
      comments: `Plan visit: charged to the saved card ${PLAN_CHARGE_HOURS_BEFORE} hours before.`,
    });
    if (ticket && !(await q.placeVisit(deps.db, visitId, ticket.id))) {
      // The date was forgotten while its ticket was made (the plan moved or paused): the ticket goes too.
      await deps.db.transaction(async (tx) => {
        const made = await q.ticketById(tx, ticket.id);
        if (made?.statusId !== TicketStatusId.Pending) return;
        await moveNamed(deps, tx, 'drop a plan visit', { ticket: made, comments: 'The plan changed meanwhile', now });
      });
    }
    if (!ticket) {
      await deps.db.transaction((tx) =>
        tellCompany(deps, tx, plan.companyId, {
          subject: `UpKeep: a plan visit on ${date} has no free time`,
          lines: [
            `${model.name}'s plan has a visit on ${date}, and no start was free that day (a day off, or every crew taken).`,
            'Free a time that day and ask UpKeep to place it, or tell the customer.',
          ],
          link: `${deps.publicUrl.replace(/\/+$/, '')}/pro/plans`,
          now,
        }),
      );
    }
    await q.advanceGenerated(deps.db, plan.id, plan.rule, date);
  }
  await q.advanceGenerated(deps.db, plan.id, plan.rule, through);
}

// ---------------------------------------------------------------- charges

/**
 * Charges the visits of active plans that start within PLAN_CHARGE_HOURS_BEFORE (the queue's `plan-sweep`, and a
 * confirmation's): each once, whatever runs it twice. Answers how many were charged and how many failed.
 */
export async function chargeDueVisits(deps: PlanDeps, planId?: number) {
  const now = deps.now();
  const due = await q.visitsDueForCharge(
    deps.db,
    now,
    new Date(now.getTime() + HOURS(PLAN_CHARGE_HOURS_BEFORE)),
    planId,
  );
  let charged = 0;
  let failed = 0;
  for (const visit of due) {
    try {
      const outcome = await chargeVisit(deps, visit.visit_id, visit.plan_id, visit.ticket_id);
      if (outcome === 'charged') charged++;
      else if (outcome === 'failed') failed++;
    } catch (err) {
      // One visit's failure (the provider down) stops no other: its claim is retried after 10 minutes.
      deps.log.error({ err, planId: visit.plan_id, ticketId: visit.ticket_id }, 'a plan visit could not be charged');
    }
  }
  return { charged, failed };
}

const NO_CARD = 'Your plan has no card to charge: choose one for it.';

/**
 * Charges one visit: claimed first (`charging`: a skip, a pause or a cancel leaves it alone, another run does not
 * take it), then checked again under the claim (the plan still active, the ticket still unpaid), then charged
 * under the ticket's key (a retried claim charges once).
 */
async function chargeVisit(deps: PlanDeps, visitId: number, planId: number, ticketId: number) {
  const now = deps.now();
  const claimed = await q.moveVisit(deps.db, visitId, ['upcoming', 'charging'], { state: 'charging', claimedAt: now });
  if (!claimed) return 'skipped';
  const plan = await q.planById(deps.db, planId);
  const ticket = await q.ticketById(deps.db, ticketId);
  if (!plan || !ticket || plan.status !== 'active' || ticket.statusId !== TicketStatusId.Pending || !ticket.holdsSlot) {
    // Paused or cancelled meanwhile, or the ticket moved: the claim is given back for the sweep's next look.
    await q.moveVisit(deps.db, visitId, ['charging'], { state: 'upcoming', claimedAt: null });
    return 'skipped';
  }
  if (ticket.confirmedAt !== null) {
    await settlePaidVisit(deps, visitId, ticketId);
    return 'charged';
  }
  const card = plan.savedCardId === null ? null : await q.customerCard(deps.db, plan.customerId, plan.savedCardId);
  const terms = await q.serviceTerms(deps.db, plan.companyServiceId);
  const intent = card?.paymentCustomerId
    ? await chargeBookingOffSession(deps, {
        ticketId,
        amountCents: ticket.totalCents - ticket.paidCents,
        customerId: card.paymentCustomerId,
        paymentMethodId: card.paymentMethodId,
        description: `UpKeep ticket #${ticketId}: ${terms?.serviceName ?? 'plan'} visit`,
      })
    : null;
  if (intent?.status === 'succeeded') {
    await settlePaidVisit(deps, visitId, ticketId);
    return 'charged';
  }
  const reason = intent ? (intent.lastError?.message ?? 'The card was declined.') : NO_CARD;
  await q.setVisit(deps.db, visitId, { state: 'at_risk', chargeError: reason });
  const link = ticketLink(deps, ticketId);
  await deps.db.transaction(async (tx) => {
    const visit = formatVisit(ticket.scheduledAt, ticket.durationMinutes);
    const mail = email(`UpKeep ticket #${ticketId}: your plan visit is not paid`, [
      `Hi ${ticket.name},`,
      `We could not charge your saved card for your ${terms?.serviceName ?? ''} visit on ${visit}:`,
      quote(reason),
      `Pay for it here, or the visit is cancelled ${PLAN_UNPAID_CANCEL_HOURS_BEFORE} hours before it: ${link}`,
      SIGN_OFF,
    ]);
    const message = { ticketId, topic: 'plan-visit-at-risk' };
    await enqueue(
      deps.jobs,
      tx,
      {
        channel: 'email',
        recipient: ticket.email,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        ...message,
      },
      now,
    );
    await enqueue(
      deps.jobs,
      tx,
      {
        channel: 'sms',
        recipient: ticket.phoneNumber,
        body: `UpKeep: your plan visit on ${visit} is not paid: ${reason} Pay here: ${link}`,
        ...message,
      },
      now,
    );
  });
  deps.outbox.kick();
  return 'failed';
}

/**
 * A visit paid (charged, or by the customer on the page): charged, and confirmed for the company, which confirmed
 * the plan once (an active plan's; a pending plan's visit waits for the company as any booking).
 */
async function settlePaidVisit(deps: PlanDeps, visitId: number, ticketId: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await q.setVisit(tx, visitId, { state: 'charged', chargedAt: now, chargeError: null });
    const paid = await q.ticketById(tx, ticketId);
    const plan = paid?.planId ? await q.planById(tx, paid.planId) : null;
    if (plan?.status === 'active' && paid?.statusId === TicketStatusId.Pending && paid.confirmedAt !== null) {
      await move(deps, tx, {
        ticket: paid,
        to: TicketStatusId.Scheduled,
        actor: UserTypeId.Company,
        comments: 'Confirmed by the plan',
        now,
      });
    }
  });
  deps.outbox.kick();
}

/**
 * Visits still unpaid PLAN_UNPAID_CANCEL_HOURS_BEFORE their start are cancelled by the System; the company and
 * the customer are told. Answers how many.
 */
export async function cancelUnpaidVisits(deps: PlanDeps): Promise<number> {
  const now = deps.now();
  const rows = await q.visitsUnpaidBy(deps.db, now, new Date(now.getTime() + HOURS(PLAN_UNPAID_CANCEL_HOURS_BEFORE)));
  for (const row of rows) {
    await deps.db.transaction(async (tx) => {
      const ticket = await q.ticketById(tx, row.ticket_id);
      if (!ticket || ticket.statusId !== TicketStatusId.Pending || ticket.confirmedAt !== null) return;
      const plan = await q.planById(tx, row.plan_id);
      // The company and the customer are told by the move's row.
      await moveNamed(deps, tx, 'cancel an unpaid plan visit', {
        ticket,
        comments:
          plan?.status === 'pending'
            ? 'The company did not confirm the plan in time: visit cancelled'
            : 'Plan visit not paid: cancelled',
        now,
      });
      await q.setVisit(tx, row.visit_id, { state: 'cancelled' });
    });
  }
  if (rows.length) deps.outbox.kick();
  return rows.length;
}

/** The queue's `plan-sweep`: prices followed, visits made ahead, due visits charged, unpaid ones cancelled. */
export async function sweepPlans(deps: PlanSweepDeps) {
  await followPrices(deps);
  for (const plan of await q.plansToExtend(deps.db, addDays(valleyToday(deps.now()), PLAN_WEEKS_AHEAD * 7))) {
    await extendPlan(deps, plan.id);
  }
  for (const paid of await q.visitsPaidMeanwhile(deps.db)) await settlePaidVisit(deps, paid.visit_id, paid.ticket_id);
  const charges = await chargeDueVisits(deps);
  const cancelled = await cancelUnpaidVisits(deps);
  return { ...charges, cancelled };
}

// ---------------------------------------------------------------- the customer's changes

async function customersPlan(deps: PlanDeps, customerId: number, planId: number) {
  const plan = await q.planById(deps.db, planId);
  if (!plan || plan.customerId !== customerId) throw notFound(PLAN_MESSAGES.notFound);
  return plan;
}

/** Skips a visit (free until it is charged, PLAN_CHARGE_HOURS_BEFORE it): its ticket is cancelled, nothing charged. */
export async function skipVisit(deps: PlanDeps, customerId: number, planId: number, ticketId: number): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  const visit = await q.visitOfTicket(deps.db, plan.id, ticketId);
  if (!visit) throw notFound(PLAN_MESSAGES.visitNotFound);
  const now = deps.now();
  if (visit.state === 'skipped') return planView(deps.db, plan.id);
  await deps.db.transaction(async (tx) => {
    const ticket = await q.ticketById(tx, ticketId);
    if (!ticket) throw notFound(PLAN_MESSAGES.visitNotFound);
    const chargeable = ticket.scheduledAt.getTime() - HOURS(PLAN_CHARGE_HOURS_BEFORE) <= now.getTime();
    if (ticket.confirmedAt !== null || chargeable) throw conflict(PLAN_MESSAGES.tooLateToSkip);
    // Claimed from a state the charge does not hold: a charge under way (or done) wins, and the skip is refused.
    if (!(await q.moveVisit(tx, visit.id, ['upcoming', 'at_risk'], { state: 'skipped' }))) {
      throw conflict(PLAN_MESSAGES.tooLateToSkip);
    }
    await moveNamed(deps, tx, 'skip a plan visit', { ticket, comments: 'Visit skipped (plan)', now });
  });
  return planView(deps.db, plan.id);
}

/**
 * Cancels the plan's visits not charged yet that are still ahead (pausing, cancelling), each claimed from a state
 * a charge does not hold (a charge under way keeps its visit). Answers the ids of the visits cancelled.
 */
async function cancelUncharged(
  deps: PlanDeps,
  planId: number,
  state: PlanVisitState,
  comments: string,
  fromDate?: string,
) {
  const now = deps.now();
  const cancelled: number[] = [];
  for (const row of await q.uncharged(deps.db, planId, now, fromDate)) {
    await deps.db.transaction(async (tx) => {
      if (await cancelUnchargedVisit(deps, tx, row, state, comments, now)) cancelled.push(row.visit_id);
    });
  }
  return cancelled;
}

/** One visit not charged, claimed from a state a charge does not hold, and its ticket cancelled. */
async function cancelUnchargedVisit(
  deps: PlanDeps,
  tx: Tx,
  row: { visit_id: number; ticket_id: number | null },
  state: PlanVisitState,
  comments: string,
  now: Date,
): Promise<boolean> {
  if (!(await q.moveVisit(tx, row.visit_id, ['upcoming', 'at_risk', 'unplaced'], { state }))) return false;
  if (row.ticket_id === null) return true;
  const ticket = await q.ticketById(tx, row.ticket_id);
  if (ticket && ticket.statusId === TicketStatusId.Pending && ticket.confirmedAt === null) {
    await moveNamed(deps, tx, 'cancel a plan visit', { ticket, comments, now });
  }
  return true;
}

/** Another saved card pays the plan; its visits at risk are charged again by the next sweep. */
export async function changePlanCard(deps: PlanDeps, customerId: number, planId: number, savedCardId: number) {
  const plan = await customersPlan(deps, customerId, planId);
  const card = await savedCardOf(deps, customerId, savedCardId);
  if (plan.status === 'cancelled') throw conflict('The plan is cancelled.');
  await q.updatePlan(deps.db, plan.id, { savedCardId: card.id });
  await q.retryAtRisk(deps.db, plan.id);
  return planView(deps.db, plan.id);
}

export async function pausePlan(deps: PlanDeps, customerId: number, planId: number): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  const paused = { status: 'paused', pausedAt: deps.now(), ...NO_MOVE_REQUEST };
  if (!(await q.movePlan(deps.db, plan.id, ['pending', 'active'], paused))) {
    throw conflict(`The plan is ${plan.status}: it cannot be paused.`);
  }
  // The dates are forgotten (their tickets cancelled): resuming places them again from that day on.
  await q.forgetVisits(deps.db, await cancelUncharged(deps, plan.id, 'skipped', 'Plan paused: visit cancelled'));
  return planView(deps.db, plan.id);
}

export async function resumePlan(deps: PlanDeps, customerId: number, planId: number): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  const status: PlanStatus = plan.confirmedAt ? 'active' : 'pending';
  // Visits are made again from today on (the paused ones were forgotten; a date still charged keeps its visit).
  const resumed = await q.movePlan(deps.db, plan.id, ['paused'], {
    status,
    pausedAt: null,
    generatedThrough: addDays(valleyToday(deps.now()), -1),
  });
  if (!resumed) throw conflict(`The plan is ${plan.status}: only a paused plan is resumed.`);
  await extendPlan(deps, plan.id);
  return planView(deps.db, plan.id);
}

export async function cancelPlan(deps: PlanDeps, customerId: number, planId: number): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  if (plan.status === 'cancelled') return planView(deps.db, plan.id);
  await q.movePlan(deps.db, plan.id, ['pending', 'active', 'paused'], {
    status: 'cancelled',
    cancelledAt: deps.now(),
    ...NO_MOVE_REQUEST,
  });
  await cancelUncharged(deps, plan.id, 'cancelled', 'Plan cancelled: visit cancelled');
  await deps.db.transaction((tx) =>
    tellCompany(deps, tx, plan.companyId, {
      subject: 'UpKeep: a plan was cancelled',
      lines: ['A customer cancelled their plan: its visits not charged yet are cancelled and their times free.'],
      link: `${deps.publicUrl.replace(/\/+$/, '')}/pro/plans`,
      now: deps.now(),
    }),
  );
  deps.outbox.kick();
  return planView(deps.db, plan.id);
}

// ---------------------------------------------------------------- prices

const NO_MOVE_REQUEST = { moveToDate: null, moveToTime: null, moveRequestedAt: null } as const;

/** The plan discount off a price, in cents. */
const afterDiscount = (plan: q.PlanRow, priceCents: number) => planVisitPriceCents(priceCents, plan.discountPercent);
const discountOf = (plan: q.PlanRow, priceCents: number) => priceCents - afterDiscount(plan, priceCents);

/**
 * A visit's price on a date, before the plan discount, with its lines: the new price from the day a change told
 * the customer takes effect, else the plan's (lines null: the first visit's, for a plan that never changed).
 */
function priceOn(plan: q.PlanRow, date: string): { priceCents: number; lines: BookingLine[] | null } {
  if (plan.nextPriceCents !== null && plan.nextPriceFrom !== null && date >= plan.nextPriceFrom) {
    return { priceCents: plan.nextPriceCents, lines: plan.nextPriceLines };
  }
  return { priceCents: plan.visitPriceCents, lines: plan.visitLines };
}

/**
 * Plans follow their company's prices (the sweep's): a plan whose price list was saved since it last looked is
 * priced again from its answers; a new price is told to the customer by e-mail and takes effect
 * PLAN_PRICE_NOTICE_DAYS later (visits already made from that day on take it too, until they are charged); a
 * price back to the plan's own withdraws the change told. A change whose day came becomes the plan's price.
 */
export async function followPrices(deps: PlanSweepDeps): Promise<number> {
  const today = valleyToday(deps.now());
  let told = 0;
  for (const row of await q.plansToReprice(deps.db, today)) {
    try {
      if (await followPrice(deps, row.id, row.prices_version, today)) told++;
    } catch (err) {
      deps.log.error({ err, planId: row.id }, 'a plan could not follow its company’s prices');
    }
  }
  if (told) deps.outbox.kick();
  return told;
}

/**
 * The first day a higher price may reach: its visits are charged (PLAN_CHARGE_HOURS_BEFORE ahead) at least
 * PLAN_PRICE_NOTICE_DAYS after the notice sent `now`.
 */
function priceNoticeEnds(now: Date): string {
  return addDays(
    valleyToday(new Date(now.getTime() + HOURS(24 * PLAN_PRICE_NOTICE_DAYS + PLAN_CHARGE_HOURS_BEFORE))),
    1,
  );
}

/**
 * One plan against its company's price list (version `version`): a lower price (or its own again) is the plan's at
 * once, and withdraws a higher one told; a higher price is told and reaches the visits from `priceNoticeEnds` on.
 * So a visit is never charged more than a price told PLAN_PRICE_NOTICE_DAYS before its charge. Answers whether the
 * customer was told something.
 */
async function followPrice(deps: PlanSweepDeps, planId: number, version: number, today: string): Promise<boolean> {
  let plan = await q.planById(deps.db, planId);
  if (!plan?.answers) return false;
  if (plan.nextPriceCents !== null && plan.nextPriceFrom !== null && plan.nextPriceFrom <= today) {
    await q.updatePlan(deps.db, plan.id, {
      visitPriceCents: plan.nextPriceCents,
      visitLines: plan.nextPriceLines,
      nextPriceCents: null,
      nextPriceFrom: null,
      nextPriceLines: null,
    });
    plan = await q.planById(deps.db, planId);
    if (!plan?.answers) return false;
  }
  const terms = await q.serviceTerms(deps.db, plan.companyServiceId);
  if (!terms) return false;
  // The version is marked seen before the prices are read: a list saved meanwhile is a newer one, read next time.
  await q.updatePlan(deps.db, plan.id, { pricesVersionSeen: version });
  let priced: Awaited<ReturnType<typeof priceBooking>>;
  try {
    priced = await priceBooking(
      deps.db,
      deps.questionnaires,
      { companyServiceId: plan.companyServiceId, serviceId: terms.serviceId },
      plan.answers,
    );
  } catch (err) {
    // An option the company no longer prices: the plan keeps its price (the company sees its plans).
    if (err instanceof AppError) return false;
    throw err;
  }
  const newCents = priced.totalCents;
  const current = plan.visitPriceCents;
  if (newCents === (plan.nextPriceCents ?? current)) return false;
  const lines = bookingLines(priced);
  const lower = newCents <= current;
  const from = priceNoticeEnds(deps.now());
  await q.updatePlan(
    deps.db,
    plan.id,
    lower
      ? {
          visitPriceCents: newCents,
          visitLines: lines,
          nextPriceCents: null,
          nextPriceFrom: null,
          nextPriceLines: null,
        }
      : { nextPriceCents: newCents, nextPriceFrom: from, nextPriceLines: lines },
  );
  const updated = await q.planById(deps.db, plan.id);
  if (updated) await repriceVisits(deps, updated);
  const was = `$${dollars(afterDiscount(plan, current)).toFixed(2)}`;
  const now = `$${dollars(afterDiscount(plan, newCents)).toFixed(2)}`;
  const discount = plan.discountPercent ? `, after your ${plan.discountPercent}% plan discount` : '';
  const subject = lower
    ? `UpKeep: your ${terms.serviceName} plan costs less`
    : `UpKeep: your ${terms.serviceName} plan's price changes on ${from}`;
  const words =
    newCents === current
      ? `${terms.companyName} went back to its earlier prices: the change we told you of is withdrawn, and a visit of your plan still costs ${was}.`
      : lower
        ? `${terms.companyName} lowered its prices: from now on, a visit of your plan costs ${now} (was ${was}${discount}).`
        : `${terms.companyName} changed its prices. From ${from}, a visit of your plan costs ${now} (now ${was}${discount}). Visits before then keep today’s price.`;
  await mailCustomer(deps, plan, subject, 'plan-price', [
    words,
    'You can skip a visit, pause or cancel the plan at any time before a visit is charged.',
  ]);
  return true;
}

/**
 * The plan's visits not charged yet take the price of their date (after a price change was told or withdrawn),
 * those whose charge is more than a day away: a visit about to be charged keeps the price it was shown with.
 */
async function repriceVisits(deps: PlanDeps, plan: q.PlanRow) {
  const now = deps.now();
  const after = new Date(now.getTime() + HOURS(PLAN_CHARGE_HOURS_BEFORE));
  const firstLines = plan.visitLines ?? (await repeatLines(deps.db, plan.firstTicketId));
  for (const visit of await q.repriceableVisits(deps.db, plan.id, after)) {
    const price = priceOn(plan, visit.date);
    if (visit.price_cents === price.priceCents) continue;
    const repeat: RepeatPrice = { priceCents: price.priceCents, lines: price.lines ?? firstLines };
    // Under the visit's lock while it is upcoming: a charge claiming it waits, then reads the new total.
    await deps.db.transaction(async (tx) => {
      if (!(await q.lockUpcomingVisit(tx, visit.visit_id))) return;
      await repriceRepeat(tx, now, visit.ticket_id, repeat, discountOf(plan, price.priceCents));
    });
  }
}

// ---------------------------------------------------------------- moving every visit

/**
 * A plan's move requests a day: each one e-mails (and may text) the company's people, and a new one replaces the
 * last, so asking, withdrawing and asking again would otherwise reach them at the route's rate.
 */
export const PLAN_MOVE_LIMITS: readonly WindowLimit[] = [
  { max: 5, windowMs: DAY_MS, refusal: 'You have asked to move this plan 5 times today, the most allowed.' },
];

/**
 * The customer asks to move every visit from `date` on to that date's weekday at `time` (valley): the company
 * accepts or declines, as with a late move. A new request replaces one waiting; PLAN_MOVE_LIMITS a day per plan.
 */
export async function requestMove(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  input: MovePlanRequest,
): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  if (plan.status !== 'active') throw conflict(PLAN_MESSAGES.notMovable);
  const ahead = daysBetween(valleyToday(deps.now()), input.date);
  if (ahead < PLAN_MOVE_MIN_DAYS_AHEAD || ahead > PLAN_WEEKS_AHEAD * 7) {
    throw fieldError('date', `must be ${PLAN_MOVE_MIN_DAYS_AHEAD} days to ${PLAN_WEEKS_AHEAD} weeks ahead`);
  }
  const rule = parseWeeklyRule(plan.rule);
  if (rule && rule.time === input.time && dayOfWeek(rule.firstDate) === dayOfWeek(input.date)) {
    throw fieldError('time', PLAN_MESSAGES.sameSchedule);
  }
  const now = deps.now();
  const terms = await q.serviceTerms(deps.db, plan.companyServiceId);
  const first = await q.ticketById(deps.db, plan.firstTicketId);
  await deps.db.transaction(async (tx) => {
    await countAction(tx, 'plan-move', String(plan.id), PLAN_MOVE_LIMITS, now);
    await q.updatePlan(tx, plan.id, { moveToDate: input.date, moveToTime: input.time, moveRequestedAt: now });
    await tellCompany(deps, tx, plan.companyId, {
      subject: `UpKeep: ${first?.name ?? 'a customer'} asks to move their plan`,
      lines: [
        `${first?.name ?? 'A customer'} asks to move every visit of their ${terms?.serviceName ?? ''} plan to ${scheduleWords({ firstDate: input.date, time: input.time })}, from ${input.date} on${rule ? ` (now ${scheduleWords(rule)})` : ''}.`,
        'Accept or decline it in the portal.',
      ],
      link: `${deps.publicUrl.replace(/\/+$/, '')}/pro/plans`,
      now,
    });
  });
  deps.outbox.kick();
  return planView(deps.db, plan.id);
}

/** The customer withdraws the request while the company has not answered. */
export async function withdrawMove(deps: PlanDeps, customerId: number, planId: number): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  if (!(await q.takeMoveRequest(deps.db, plan.id))) throw conflict(PLAN_MESSAGES.noMoveWaiting);
  return planView(deps.db, plan.id);
}

/**
 * The company accepts: the visits from the date asked on that are not charged yet are cancelled and forgotten, the
 * rule becomes the new weekday and time, and the visits are made again from that date (the same time, else the
 * day's next free start). The customer is told.
 */
export async function acceptMove(deps: PlanDeps, caller: CompanyCaller, planId: number): Promise<Plan> {
  const plan = await companysPlan(deps, caller, planId);
  const now = deps.now();
  const today = valleyToday(now);
  // One transaction under the plan's lock: the request taken, the visits from its date forgotten, the rule rewritten
  // (a sweep placing visits meanwhile claims none under the old rule once this commits).
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await q.lockPlan(tx, plan.id);
    const move = await q.takeMoveRequest(tx, plan.id);
    if (!locked || !move) return { kind: 'none' } as const;
    if (locked.status !== 'active') return { kind: 'not-movable' } as const;
    if (move.date <= today) return { kind: 'passed' } as const;
    const moved: number[] = [];
    for (const row of await q.uncharged(tx, plan.id, now, move.date)) {
      if (await cancelUnchargedVisit(deps, tx, row, 'skipped', 'Plan moved: visit moved to the new day', now)) {
        moved.push(row.visit_id);
      }
    }
    await q.forgetVisits(tx, moved);
    await q.updatePlan(tx, plan.id, {
      rule: weeklyRuleText({
        firstDate: move.date,
        time: move.time,
        intervalWeeks: locked.intervalWeeks as PlanInterval,
      }),
      startTime: move.time,
      generatedThrough: addDays(move.date, -1),
    });
    return { kind: 'moved', move } as const;
  });
  if (outcome.kind === 'none') throw conflict(PLAN_MESSAGES.noMoveWaiting);
  if (outcome.kind === 'not-movable') throw conflict(PLAN_MESSAGES.notMovable);
  if (outcome.kind === 'passed') {
    await tellCustomerOfMove(deps, plan, 'The first day you asked for has passed: ask again with a later day.');
    throw conflict('The first day asked for has passed: the request is dropped and the customer told.');
  }
  await extendPlan(deps, plan.id);
  const words = scheduleWords({ firstDate: outcome.move.date, time: outcome.move.time });
  const terms = await q.serviceTerms(deps.db, plan.companyServiceId);
  await tellCustomerOfMove(
    deps,
    plan,
    `${terms?.companyName ?? 'The company'} accepted: from ${outcome.move.date}, your visits are ${words}.`,
  );
  return planView(deps.db, plan.id);
}

/** The company declines: the visits keep their day and time; the customer is told why. */
export async function declineMove(deps: PlanDeps, caller: CompanyCaller, planId: number, reason: string) {
  const plan = await companysPlan(deps, caller, planId);
  if (!(await q.takeMoveRequest(deps.db, plan.id))) throw conflict(PLAN_MESSAGES.noMoveWaiting);
  await tellCustomerOfMove(
    deps,
    plan,
    `The company cannot move your visits: they keep their day and time.${reason ? ` Its reason: “${reason}”` : ''}`,
  );
  return planView(deps.db, plan.id);
}

async function companysPlan(deps: PlanDeps, caller: CompanyCaller, planId: number) {
  const plan = await q.planById(deps.db, planId);
  if (!plan || plan.companyId !== caller.companyId) throw notFound(PLAN_MESSAGES.notFound);
  return plan;
}

async function tellCustomerOfMove(deps: PlanDeps, plan: q.PlanRow, line: string) {
  await mailCustomer(deps, plan, 'UpKeep: your request to move your plan', 'plan-move', [line]);
  deps.outbox.kick();
}

/** An e-mail to the plan's customer (the address of its first booking), with the plan's link. */
async function mailCustomer(deps: PlanDeps, plan: q.PlanRow, subject: string, topic: string, lines: string[]) {
  const first = await q.ticketById(deps.db, plan.firstTicketId);
  if (!first) return;
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/my-plans/${plan.id}`;
  const mail = email(subject, [`Hi ${first.name},`, ...lines, `Your plan: ${link}`, SIGN_OFF]);
  await deps.db.transaction((tx) =>
    enqueue(
      deps.jobs,
      tx,
      { channel: 'email', recipient: first.email, subject: mail.subject, body: mail.text, html: mail.html, topic },
      deps.now(),
    ),
  );
}

// ---------------------------------------------------------------- the company

/** The company confirms a plan once: it is active, and its due visits are charged now. */
export async function confirmPlan(deps: PlanDeps, caller: CompanyCaller, planId: number): Promise<Plan> {
  const plan = await companysPlan(deps, caller, planId);
  if (plan.status !== 'active') {
    const moved = await q.movePlan(deps.db, plan.id, ['pending'], { status: 'active', confirmedAt: deps.now() });
    if (!moved) throw conflict(`The plan is ${plan.status}: it cannot be confirmed.`);
  }
  // Its visits are held in the calendar from now on (not while the company had not agreed to them).
  await extendPlan(deps, plan.id);
  await chargeDueVisits(deps, plan.id);
  return planView(deps.db, plan.id);
}

/** A company's plan discounts of a service, by interval (404 for a service it does not offer). */
export async function planDiscountsOf(db: Database, companyId: number, serviceId: number): Promise<PlanDiscounts> {
  const service = await q.companyServiceOf(db, companyId, serviceId);
  if (!service) throw notFound('Service not found');
  return discountsOf(service.planDiscounts);
}

/** What checkout states before a plan starts: whether a company's service takes plans, and its discounts (404 for none). */
export async function planOfferOf(db: Database, companyServiceId: number): Promise<PlanOffer> {
  const terms = await q.serviceTerms(db, companyServiceId);
  if (!terms) throw notFound('Service not found');
  return { plansAllowed: terms.plansAllowed, discounts: discountsOf(terms.planDiscounts) };
}

/** The discounts as stored (percent by interval in weeks) in the contract's shape. */
function discountsOf(stored: Record<string, number>): PlanDiscounts {
  const of = (weeks: number) => Math.trunc(stored[String(weeks)] ?? 0);
  return { weekly: of(1), every2Weeks: of(2), every4Weeks: of(4) };
}

/** Sets them: plans started from now take them (a plan keeps the discount it started with). 409 for a service without plans. */
export async function setPlanDiscounts(db: Database, companyId: number, serviceId: number, discounts: PlanDiscounts) {
  const service = await q.companyServiceOf(db, companyId, serviceId);
  if (!service) throw notFound('Service not found');
  if (!service.plansAllowed) throw conflict(PLAN_MESSAGES.notPlannable);
  await q.setPlanDiscounts(db, service.id, { 1: discounts.weekly, 2: discounts.every2Weeks, 4: discounts.every4Weeks });
  return planDiscountsOf(db, companyId, serviceId);
}

// ---------------------------------------------------------------- reading

export async function customerPlans(db: Database, customerId: number): Promise<Plan[]> {
  return views(db, await q.plansWith(db, { customerId }));
}

export async function customerPlan(db: Database, customerId: number, planId: number): Promise<Plan> {
  const [row] = await q.plansWith(db, { id: planId, customerId });
  if (!row) throw notFound(PLAN_MESSAGES.notFound);
  const [view] = await views(db, [row]);
  if (!view) throw notFound(PLAN_MESSAGES.notFound);
  return view;
}

export async function companyPlans(db: Database, companyId: number): Promise<Plan[]> {
  return views(db, await q.plansWith(db, { companyId }));
}

export async function allPlans(db: Database): Promise<Plan[]> {
  return views(db, await q.plansWith(db));
}

async function planView(db: Database, planId: number): Promise<Plan> {
  const [row] = await q.plansWith(db, { id: planId });
  const [view] = row ? await views(db, [row]) : [];
  if (!view) throw notFound(PLAN_MESSAGES.notFound);
  return view;
}

async function views(db: Database, rows: Awaited<ReturnType<typeof q.plansWith>>): Promise<Plan[]> {
  const visits = await q.visitsOf(
    db,
    rows.map((r) => r.plan.id),
  );
  return rows.map(({ plan, companyName, serviceName, customerName, cardBrand, cardLast4 }) => {
    const rule = parseWeeklyRule(plan.rule);
    const price = afterDiscount(plan, plan.visitPriceCents);
    return {
      id: plan.id,
      status: plan.status as PlanStatus,
      companyName,
      serviceName,
      customerName,
      intervalWeeks: plan.intervalWeeks,
      frequency: PLAN_FREQUENCY_LABELS[plan.intervalWeeks as PlanInterval] ?? `Every ${plan.intervalWeeks} weeks`,
      rule: plan.rule,
      schedule: rule ? scheduleWords(rule) : '',
      pricePerVisit: dollars(price),
      discountPercent: plan.discountPercent,
      card: cardBrand && cardLast4 ? { brand: CARD_BRAND_NAMES[cardBrand] ?? cardBrand, last4: cardLast4 } : null,
      priceChange:
        plan.nextPriceCents !== null && plan.nextPriceFrom !== null
          ? { pricePerVisit: dollars(afterDiscount(plan, plan.nextPriceCents)), from: plan.nextPriceFrom }
          : null,
      moveRequest:
        plan.moveToDate && plan.moveToTime
          ? {
              date: plan.moveToDate,
              time: plan.moveToTime,
              schedule: scheduleWords({ firstDate: plan.moveToDate, time: plan.moveToTime }),
              requestedAt: (plan.moveRequestedAt ?? plan.createdAt).toISOString(),
            }
          : null,
      visits: visits
        .filter((v) => v.visit.planId === plan.id)
        .map((v) => ({
          date: v.visit.date,
          ticketId: v.visit.ticketId,
          scheduledAt: v.scheduledAt?.toISOString() ?? null,
          state: v.visit.state as PlanVisitState,
          chargeAt: v.scheduledAt
            ? new Date(v.scheduledAt.getTime() - HOURS(PLAN_CHARGE_HOURS_BEFORE)).toISOString()
            : null,
          amount: dollars(v.totalCents ?? afterDiscount(plan, priceOn(plan, v.visit.date).priceCents)),
          chargeError: v.visit.state === 'at_risk' ? v.visit.chargeError : null,
        })),
      createdAt: plan.createdAt.toISOString(),
    };
  });
}
