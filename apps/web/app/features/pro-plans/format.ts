/**
 * How the portal's plans screen says a plan in words and figures: its status, its next visits (valley time) and
 * what it brings in a month ahead; the customer's request to move its visits and the new price told ahead; which
 * services take plan discounts.
 */
import {
  addDays,
  formatDate,
  formatDateTime,
  type Plan,
  type PlanStatus,
  type PlanVisit,
  ServiceId,
  valleyToday,
} from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  pending: 'To confirm',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** The services the catalogue offers as plans (its plans flag): only these take plan discounts. */
export const PLAN_SERVICE_IDS: readonly number[] = [
  ServiceId.PoolService,
  ServiceId.Landscaping,
  ServiceId.HomeCleaning,
  ServiceId.PestControl,
];

/** The weeks of visits a month's revenue is read from, and a month in those weeks (365.25 / 12 days in 28). */
const REVENUE_DAYS = 28;
const MONTH_PER_WINDOW = 365.25 / 12 / REVENUE_DAYS;

const takesPlace = (v: PlanVisit) => v.state !== 'skipped' && v.state !== 'cancelled';

/** The visits from today on (valley) that take place, in order; `count` of them. */
export function nextVisits(plan: Pick<Plan, 'visits'>, count: number, now: Date = new Date()): PlanVisit[] {
  const today = valleyToday(now);
  return plan.visits
    .filter((v) => v.date >= today && takesPlace(v))
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, count);
}

/**
 * What the plans bring in a month ahead, in dollars: their visits of the next 4 weeks (today included) that are
 * not skipped or cancelled, scaled from 28 days to an average month.
 */
export function monthlyRevenue(plans: readonly Pick<Plan, 'visits'>[], now: Date = new Date()): number {
  const today = valleyToday(now);
  const last = addDays(today, REVENUE_DAYS - 1);
  const sum = plans
    .flatMap((p) => p.visits)
    .filter((v) => v.date >= today && v.date <= last && takesPlace(v))
    .reduce((total, v) => total + v.amount, 0);
  return sum * MONTH_PER_WINDOW;
}

const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 'About $435 a month'. */
export function aboutAMonth(dollars: number): string {
  return `About ${wholeDollars.format(Math.round(dollars))} a month`;
}

/** 'Wed, Nov 4, 2026, 9:00 AM', or the day and 'no time free' for a visit that could not be placed. */
export function visitWhen(visit: PlanVisit): string {
  return visit.scheduledAt ? formatDateTime(visit.scheduledAt) : `${formatDate(visit.date)}, no time free`;
}

/** 'Asks to move every visit to Fridays at 10:00 AM from Fri, Nov 6, 2026', or null. */
export function moveRequestWords(plan: Pick<Plan, 'moveRequest'>): string | null {
  const move = plan.moveRequest;
  return move ? `Asks to move every visit to ${move.schedule} from ${formatDate(move.date)}` : null;
}

/** 'New price from Mon, Nov 16, 2026: $80.00 a visit', or null. */
export function priceChangeWords(plan: Pick<Plan, 'priceChange'>): string | null {
  const change = plan.priceChange;
  return change ? `New price from ${formatDate(change.from)}: ${formatMoney(change.pricePerVisit)} a visit` : null;
}
