/** The customer's changes to a plan: a visit skipped, another card, a pause, a resume and a cancellation. */
import {
  addDays,
  type Locale,
  PLAN_CHARGE_HOURS_BEFORE,
  type Plan,
  type PlanStatus,
  type PlanVisitState,
  valleyToday,
} from '@upkeep/contract';
import type { Tx } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { tellCompanyOfPlan as tellCompany } from '../../messages/booking-alerts/service.ts';
import { savedCardOf } from '../../money/payment-methods/service.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import { moveNamed } from '../moves/service.ts';
import { customersPlan, HOURS, PLAN_MESSAGES, type PlanDeps, portalPlansUrl } from './common.ts';
import * as q from './queries.ts';
import { planView } from './views.ts';
import { extendPlan } from './visits-ahead.ts';

const NO_MOVE_REQUEST = { moveToDate: null, moveToTime: null, moveRequestedAt: null } as const;

/** Skips a visit (free until it is charged, PLAN_CHARGE_HOURS_BEFORE it): its ticket is cancelled, nothing charged. */
export async function skipVisit(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  ticketId: number,
  locale: Locale = 'en',
): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  const visit = await q.visitOfTicket(deps.db, plan.id, ticketId);
  if (!visit) throw notFound(PLAN_MESSAGES.visitNotFound);
  const now = deps.now();
  if (visit.state === 'skipped') return planView(deps.db, plan.id, locale);
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
  return planView(deps.db, plan.id, locale);
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
export async function cancelUnchargedVisit(
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
export async function changePlanCard(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  savedCardId: number,
  locale: Locale = 'en',
) {
  const plan = await customersPlan(deps, customerId, planId);
  const card = await savedCardOf(deps, customerId, savedCardId);
  if (plan.status === 'cancelled') throw conflict(PLAN_MESSAGES.cancelled);
  await q.updatePlan(deps.db, plan.id, { savedCardId: card.id });
  await q.retryAtRisk(deps.db, plan.id);
  return planView(deps.db, plan.id, locale);
}

export async function pausePlan(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  locale: Locale = 'en',
): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  const paused = { status: 'paused', pausedAt: deps.now(), ...NO_MOVE_REQUEST };
  if (!(await q.movePlan(deps.db, plan.id, ['pending', 'active'], paused))) {
    throw conflict(PLAN_MESSAGES.notPausable(plan.status));
  }
  // The dates are forgotten (their tickets cancelled): resuming places them again from that day on.
  await q.forgetVisits(deps.db, await cancelUncharged(deps, plan.id, 'skipped', 'Plan paused: visit cancelled'));
  return planView(deps.db, plan.id, locale);
}

export async function resumePlan(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  locale: Locale = 'en',
): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  const status: PlanStatus = plan.confirmedAt ? 'active' : 'pending';
  // Visits are made again from today on (the paused ones were forgotten; a date still charged keeps its visit).
  const resumed = await q.movePlan(deps.db, plan.id, ['paused'], {
    status,
    pausedAt: null,
    generatedThrough: addDays(valleyToday(deps.now()), -1),
  });
  if (!resumed) throw conflict(PLAN_MESSAGES.notResumable(plan.status));
  await extendPlan(deps, plan.id);
  return planView(deps.db, plan.id, locale);
}

export async function cancelPlan(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  locale: Locale = 'en',
): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  if (plan.status === 'cancelled') return planView(deps.db, plan.id, locale);
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
      link: portalPlansUrl(deps),
      now: deps.now(),
    }),
  );
  deps.outbox.kick();
  return planView(deps.db, plan.id, locale);
}
