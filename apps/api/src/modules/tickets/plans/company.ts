/** The company's side of plans: a plan confirmed once, and the plan discounts of its services. */
import type { Plan, PlanDiscounts, PlanOffer } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import { chargeDueVisits } from './charges.ts';
import { companysPlan, PLAN_MESSAGES, type PlanDeps } from './common.ts';
import { discountsOf } from './prices.ts';
import * as q from './queries.ts';
import { planView } from './views.ts';
import { extendPlan } from './visits-ahead.ts';

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

/** Sets them: plans started from now take them (a plan keeps the discount it started with). 409 for a service without plans. */
export async function setPlanDiscounts(db: Database, companyId: number, serviceId: number, discounts: PlanDiscounts) {
  const service = await q.companyServiceOf(db, companyId, serviceId);
  if (!service) throw notFound('Service not found');
  if (!service.plansAllowed) throw conflict(PLAN_MESSAGES.notPlannable);
  await q.setPlanDiscounts(db, service.id, { 1: discounts.weekly, 2: discounts.every2Weeks, 4: discounts.every4Weeks });
  return planDiscountsOf(db, companyId, serviceId);
}
