/** A plan started from the customer's booking not paid yet, for the company to confirm. */
import {
  formatVisit,
  type Locale,
  PLAN_CHARGE_HOURS_BEFORE,
  PLAN_FREQUENCY_LABELS,
  type Plan,
  type PlanInterval,
  planDiscountPercent,
  planVisitPriceCents,
  valleyDateTime,
  weeklyRuleText,
} from '@upkeep/contract';
import { conflict } from '../../../lib/errors.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { tellCompanyOfPlan as tellCompany } from '../../messages/booking-alerts/service.ts';
import { savedCardOf } from '../../money/payment-methods/service.ts';
import { repeatLines } from '../booking/repeat.ts';
import { ownedTicket } from '../lifecycle/ownership.ts';
import { noteOnTicket } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import { holdPlanVisit } from '../moves/service.ts';
import { PLAN_MESSAGES, type PlanDeps, portalPlansUrl } from './common.ts';
import { discountsOf } from './prices.ts';
import * as q from './queries.ts';
import { planView } from './views.ts';
import { scheduleWords } from './words.ts';

/** Plans a customer may have waiting for their company's confirmation at once. */
const MAX_PENDING_PLANS = 3;

/**
 * Starts a plan from the customer's booking not paid yet: the first visit stops lapsing and takes the plan
 * discount; the next visits are made PLAN_WEEKS_AHEAD ahead; the company is told to confirm it.
 */
export async function startPlan(
  deps: PlanDeps,
  principal: Principal & { kind: 'customer' },
  input: { ticketId: number; intervalWeeks: PlanInterval; savedCardId: number },
  locale: Locale = 'en',
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
      link: portalPlansUrl(deps),
      now,
    });
    return made;
  });
  deps.outbox.kick();
  return planView(deps.db, plan.id, locale);
}
