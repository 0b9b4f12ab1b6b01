/** The queue's `plan-sweep`, every plan's periodic work in its order. */
import { addDays, PLAN_WEEKS_AHEAD, valleyToday } from '@upkeep/contract';
import { cancelUnpaidVisits, chargeDueVisits, settlePaidVisit } from './charges.ts';
import type { PlanSweepDeps } from './common.ts';
import { followPrices } from './prices.ts';
import * as q from './queries.ts';
import { extendPlan } from './visits-ahead.ts';

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
