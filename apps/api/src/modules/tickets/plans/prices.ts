/**
 * A plan's prices: the plan discount, a visit's price on its date, and the plan following its company's price list
 * (the sweep's).
 */
import {
  addDays,
  formatDateEs,
  type Locale,
  PLAN_CHARGE_HOURS_BEFORE,
  PLAN_PRICE_NOTICE_DAYS,
  type PlanDiscounts,
  planVisitPriceCents,
  valleyToday,
} from '@upkeep/contract';
import type { BookingLine } from '../../../db/schema.ts';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { say, type Words } from '../../../i18n/words.ts';
import { AppError } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import { bookingLines, priceBooking } from '../booking/checkout.ts';
import { type RepeatPrice, repeatLines, repriceRepeat } from '../booking/repeat.ts';
import { HOURS, mailCustomer, type PlanDeps, type PlanSweepDeps } from './common.ts';
import * as q from './queries.ts';

/** The plan discount off a price, in cents. */
export const afterDiscount = (plan: q.PlanRow, priceCents: number) =>
  planVisitPriceCents(priceCents, plan.discountPercent);
export const discountOf = (plan: q.PlanRow, priceCents: number) => priceCents - afterDiscount(plan, priceCents);

/**
 * A visit's price on a date, before the plan discount, with its lines: the new price from the day a change told
 * the customer takes effect, else the plan's (lines null: the first visit's, for a plan that never changed).
 */
export function priceOn(plan: q.PlanRow, date: string): { priceCents: number; lines: BookingLine[] | null } {
  if (plan.nextPriceCents !== null && plan.nextPriceFrom !== null && date >= plan.nextPriceFrom) {
    return { priceCents: plan.nextPriceCents, lines: plan.nextPriceLines };
  }
  return { priceCents: plan.visitPriceCents, lines: plan.visitLines };
}

/** The discounts as stored (percent by interval in weeks) in the contract's shape. */
export function discountsOf(stored: Record<string, number>): PlanDiscounts {
  const of = (weeks: number) => Math.trunc(stored[String(weeks)] ?? 0);
  return { weekly: of(1), every2Weeks: of(2), every4Weeks: of(4) };
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
  await mailCustomer(deps, plan, 'plan-price', (locale) =>
    locale === 'en'
      ? priceChangeEnglish(plan, terms, { was, now, from, lower, same: newCents === current })
      : priceChangeIn(plan, terms, { was, now, from, lower, same: newCents === current }, locale),
  );
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

interface PriceChange {
  was: string;
  now: string;
  /** The day a higher price takes effect (YYYY-MM-DD). */
  from: string;
  lower: boolean;
  /** Back to the price the plan has: the change told is withdrawn. */
  same: boolean;
}

/** The e-mail of a plan's new price, in English as it always read. */
function priceChangeEnglish(plan: q.PlanRow, terms: { serviceName: string; companyName: string }, change: PriceChange) {
  const { was, now, from } = change;
  const discount = plan.discountPercent ? `, after your ${plan.discountPercent}% plan discount` : '';
  const subject = change.lower
    ? `UpKeep: your ${terms.serviceName} plan costs less`
    : `UpKeep: your ${terms.serviceName} plan's price changes on ${from}`;
  const words = change.same
    ? `${terms.companyName} went back to its earlier prices: the change we told you of is withdrawn, and a visit of your plan still costs ${was}.`
    : change.lower
      ? `${terms.companyName} lowered its prices: from now on, a visit of your plan costs ${now} (was ${was}${discount}).`
      : `${terms.companyName} changed its prices. From ${from}, a visit of your plan costs ${now} (now ${was}${discount}). Visits before then keep today’s price.`;
  return {
    subject,
    lines: [words, 'You can skip a visit, pause or cancel the plan at any time before a visit is charged.'],
  };
}

/** The e-mail of a plan's new price in another language (issue 49): the service's name and the day in it. */
function priceChangeIn(
  plan: q.PlanRow,
  terms: { serviceId: number; serviceName: string; companyName: string },
  change: PriceChange,
  locale: Locale,
) {
  const s = (words: Words) => say(words, locale);
  const service = serviceNameIn(terms, locale);
  const company = terms.companyName;
  const { was, now } = change;
  const from = formatDateEs(change.from);
  const discount = plan.discountPercent
    ? s(
        /*i18n*/ {
          id: 'plan.price.discount',
          message: ', after your {percent}% plan discount',
          values: { percent: plan.discountPercent },
        },
      )
    : '';
  const subject = change.lower
    ? s(
        /*i18n*/ {
          id: 'plan.price.lessSubject',
          message: 'UpKeep: your {service} plan costs less',
          values: { service },
        },
      )
    : s(
        /*i18n*/ {
          id: 'plan.price.changeSubject',
          message: "UpKeep: your {service} plan's price changes on {from}",
          values: { service, from },
        },
      );
  const words = change.same
    ? s(
        /*i18n*/ {
          id: 'plan.price.withdrawn',
          message:
            '{company} went back to its earlier prices: the change we told you of is withdrawn, and a visit of your plan still costs {was}.',
          values: { company, was },
        },
      )
    : change.lower
      ? s(
          /*i18n*/ {
            id: 'plan.price.lower',
            message:
              '{company} lowered its prices: from now on, a visit of your plan costs {now} (was {was}{discount}).',
            values: { company, now, was, discount },
          },
        )
      : s(
          /*i18n*/ {
            id: 'plan.price.higher',
            message:
              '{company} changed its prices. From {from}, a visit of your plan costs {now} (now {was}{discount}). Visits before then keep today’s price.',
            values: { company, from, now, was, discount },
          },
        );
  return {
    subject,
    lines: [
      words,
      s(
        /*i18n*/ {
          id: 'plan.price.skip',
          message: 'You can skip a visit, pause or cancel the plan at any time before a visit is charged.',
        },
      ),
    ],
  };
}
