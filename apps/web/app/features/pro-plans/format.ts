/**
 * How the portal's plans screen says a plan in words and figures: its status, its next visits (valley time) and
 * what it brings in a month ahead; the customer's request to move its visits and the new price told ahead.
 */
import {
  addDays,
  formatDate,
  formatDateTime,
  occurrencesBetween,
  type Plan,
  type PlanStatus,
  type PlanVisit,
  parseWeeklyRule,
  valleyToday,
} from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  pending: 'To confirm',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

const takesPlace = (v: PlanVisit) => v.state !== 'skipped' && v.state !== 'cancelled';

/** The visits from today on (valley) that take place, in order; `count` of them. */
export function nextVisits(plan: Pick<Plan, 'visits'>, count: number, now: Date = new Date()): PlanVisit[] {
  const today = valleyToday(now);
  return plan.visits
    .filter((v) => v.date >= today && takesPlace(v))
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(0, count);
}

/** The day before the same day of next month (valley dates): the last day of "the coming month" from `today`. */
export function comingMonthEnd(today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const nextY = m === 12 ? y + 1 : y;
  const nextM = m === 12 ? 1 : m + 1;
  const lastDay = new Date(Date.UTC(nextY, nextM, 0)).getUTCDate();
  const same = `${nextY}-${String(nextM).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
  return addDays(same, -1);
}

/**
 * What the plans bring in the coming month, in dollars (issue 46: one computation, the same before the company
 * confirms a plan and after): each plan's price per visit (the new price from its date, when one was told) times
 * its rule's visits from today (valley) to the day before the same day next month, leaving out the visits
 * skipped or cancelled. A paused or cancelled plan brings nothing.
 */
export function monthlyRevenue(
  plans: readonly Pick<Plan, 'status' | 'rule' | 'pricePerVisit' | 'priceChange' | 'visits'>[],
  now: Date = new Date(),
): number {
  const today = valleyToday(now);
  const last = comingMonthEnd(today);
  let sum = 0;
  for (const plan of plans) {
    if (plan.status === 'paused' || plan.status === 'cancelled') continue;
    const rule = parseWeeklyRule(plan.rule);
    if (!rule) continue;
    const dropped = new Set(plan.visits.filter((v) => !takesPlace(v)).map((v) => v.date));
    for (const date of occurrencesBetween(rule, today, last)) {
      if (dropped.has(date)) continue;
      const change = plan.priceChange;
      sum += change && date >= change.from ? change.pricePerVisit : plan.pricePerVisit;
    }
  }
  return Math.round(sum * 100) / 100;
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
