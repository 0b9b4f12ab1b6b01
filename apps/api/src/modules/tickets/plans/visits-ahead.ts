/** A plan's visits made ahead: each date of its rule up to PLAN_WEEKS_AHEAD weeks from today gets its ticket. */
import {
  addDays,
  occurrencesBetween,
  PLAN_CHARGE_HOURS_BEFORE,
  PLAN_WEEKS_AHEAD,
  parseWeeklyRule,
  valleyToday,
} from '@upkeep/contract';
import { tellCompanyOfPlan as tellCompany } from '../../messages/booking-alerts/service.ts';
import { repeatBooking } from '../booking/repeat.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import { moveNamed } from '../moves/service.ts';
import { type PlanDeps, portalPlansUrl } from './common.ts';
import { discountOf, priceOn } from './prices.ts';
import * as q from './queries.ts';

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
          link: portalPlansUrl(deps),
          now,
        }),
      );
    }
    await q.advanceGenerated(deps.db, plan.id, plan.rule, date);
  }
  await q.advanceGenerated(deps.db, plan.id, plan.rule, through);
}
