/**
 * Plans as the contract shows them (`Plan`), with their visits: read by their customer, their company and the console.
 * Their customer reads them in the caller's language (issue 49): how often, the day and time, the service's name and
 * why a visit's charge failed; the company's and the console's are English, as before.
 */
import {
  CARD_BRAND_NAMES,
  type Locale,
  PLAN_CHARGE_HOURS_BEFORE,
  type Plan,
  type PlanStatus,
  type PlanVisitState,
  parseWeeklyRule,
} from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import { HOURS, PLAN_MESSAGES } from './common.ts';
import { afterDiscount, priceOn } from './prices.ts';
import * as q from './queries.ts';
import { chargeErrorIn, frequencyWords, scheduleWords } from './words.ts';

export async function customerPlans(db: Database, customerId: number, locale: Locale = 'en'): Promise<Plan[]> {
  return views(db, await q.plansWith(db, { customerId }), locale);
}

export async function customerPlan(
  db: Database,
  customerId: number,
  planId: number,
  locale: Locale = 'en',
): Promise<Plan> {
  const [row] = await q.plansWith(db, { id: planId, customerId });
  if (!row) throw notFound(PLAN_MESSAGES.notFound);
  const [view] = await views(db, [row], locale);
  if (!view) throw notFound(PLAN_MESSAGES.notFound);
  return view;
}

export async function companyPlans(db: Database, companyId: number): Promise<Plan[]> {
  return views(db, await q.plansWith(db, { companyId }));
}

export async function allPlans(db: Database): Promise<Plan[]> {
  return views(db, await q.plansWith(db));
}

/** One plan as the contract shows it; in `locale` for its customer (the answer to their change). */
export async function planView(db: Database, planId: number, locale: Locale = 'en'): Promise<Plan> {
  const [row] = await q.plansWith(db, { id: planId });
  const [view] = row ? await views(db, [row], locale) : [];
  if (!view) throw notFound(PLAN_MESSAGES.notFound);
  return view;
}

async function views(
  db: Database,
  rows: Awaited<ReturnType<typeof q.plansWith>>,
  locale: Locale = 'en',
): Promise<Plan[]> {
  const visits = await q.visitsOf(
    db,
    rows.map((r) => r.plan.id),
  );
  return rows.map(({ plan, companyName, serviceId, serviceName, customerName, cardBrand, cardLast4 }) => {
    const rule = parseWeeklyRule(plan.rule);
    const price = afterDiscount(plan, plan.visitPriceCents);
    return {
      id: plan.id,
      status: plan.status as PlanStatus,
      companyName,
      serviceName: serviceNameIn({ serviceId, serviceName }, locale),
      customerName,
      intervalWeeks: plan.intervalWeeks,
      frequency: frequencyWords(plan.intervalWeeks, locale),
      rule: plan.rule,
      schedule: rule ? scheduleWords(rule, locale) : '',
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
              schedule: scheduleWords({ firstDate: plan.moveToDate, time: plan.moveToTime }, locale),
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
          chargeError: v.visit.state === 'at_risk' ? chargeErrorIn(v.visit.chargeError, locale) : null,
        })),
      createdAt: plan.createdAt.toISOString(),
    };
  });
}
