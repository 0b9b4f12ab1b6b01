/**
 * How the console's plans screen says a plan: its status, its next visit (valley time), its visits at risk, the
 * customer's request to move them waiting for the company and the new price told ahead.
 */
import { formatDate, formatDateTime, type Plan, type PlanStatus, valleyToday } from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  pending: 'Waiting for the company',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** The next visit that takes place (from today, valley), in words, or null. */
export function nextVisitWords(plan: Pick<Plan, 'visits'>, now: Date = new Date()): string | null {
  const today = valleyToday(now);
  const next = plan.visits
    .filter((v) => v.date >= today && v.state !== 'skipped' && v.state !== 'cancelled')
    .sort((a, b) => a.date.localeCompare(b.date))[0];
  if (!next) return null;
  return next.scheduledAt ? formatDateTime(next.scheduledAt) : `${formatDate(next.date)}, no time free`;
}

/** How many of its visits are at risk (a charge failed, not paid yet). */
export function atRiskCount(plan: Pick<Plan, 'visits'>): number {
  return plan.visits.filter((v) => v.state === 'at_risk').length;
}

/** What waits or is coming for the plan, in words: the move asked for, the new price; none, an empty list. */
export function planChangeWords(plan: Pick<Plan, 'moveRequest' | 'priceChange'>): string[] {
  const words: string[] = [];
  if (plan.moveRequest) {
    words.push(`Move asked: ${plan.moveRequest.schedule} from ${formatDate(plan.moveRequest.date)}`);
  }
  if (plan.priceChange) {
    words.push(`New price ${formatMoney(plan.priceChange.pricePerVisit)} from ${formatDate(plan.priceChange.from)}`);
  }
  return words;
}
