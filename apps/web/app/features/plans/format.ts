/**
 * How the customer's plan screens say a plan and its visits in words (in the valley's time, whatever the
 * device's): its status, each visit's state, the visit a customer may still skip, the next one and the charges;
 * a move of every visit (the days and times it may go to, the request waiting) and the company's new price.
 */
import {
  addDays,
  dayOfWeek,
  formatDate,
  formatDateTime,
  formatValleyClock,
  PLAN_MOVE_MIN_DAYS_AHEAD,
  PLAN_WEEKS_AHEAD,
  type Plan,
  type PlanStatus,
  type PlanVisit,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import { formatMoney } from '../../lib/money';

export const PLAN_STATUS_LABELS: Record<PlanStatus, string> = {
  pending: 'Waiting for the company',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** The services a plan can be chosen for at checkout (the catalogue's plans flag). */
export const PLAN_SERVICE_NAMES = 'Pool Service, Landscaping, Home Cleaning or Pest Control';

/** 'Wed, Nov 4': a visit's valley day, short (a plan's visits are weeks apart, not years). */
export function shortDay(value: string): string {
  return formatDate(value).replace(/, \d{4}$/, '');
}

/** 'Wed, Nov 4, 2026, 9:00 AM', or the day alone for a visit that has no time. */
export function visitWhen(visit: PlanVisit): string {
  return visit.scheduledAt ? formatDateTime(visit.scheduledAt) : formatDate(visit.date);
}

/** Its day, short, as the skip button names it. */
export function visitDay(visit: PlanVisit): string {
  return shortDay(visit.scheduledAt ?? visit.date);
}

/** A visit's state in words (the at-risk one's link to pay is the screen's). */
export function visitStateWords(visit: PlanVisit, now: Date = new Date()): string {
  switch (visit.state) {
    case 'charging':
      return 'Being charged';
    case 'charged':
      return 'Charged';
    case 'at_risk':
      return 'Payment failed — pay now';
    case 'skipped':
      return 'Skipped';
    case 'cancelled':
      return 'Cancelled';
    case 'unplaced':
      return 'No time was free — the company will contact you';
    case 'upcoming':
      if (visit.chargeAt && Date.parse(visit.chargeAt) > now.getTime()) {
        return `Will be charged on ${shortDay(visit.chargeAt)}`;
      }
      return 'Being charged';
  }
}

/** Whether the customer may still skip it: upcoming, of a plan still running, and not charged yet. */
export function canSkip(plan: Pick<Plan, 'status'>, visit: PlanVisit, now: Date = new Date()): boolean {
  return (
    (plan.status === 'active' || plan.status === 'pending') &&
    visit.state === 'upcoming' &&
    visit.ticketId !== null &&
    visit.chargeAt !== null &&
    Date.parse(visit.chargeAt) > now.getTime()
  );
}

/** The visits from today on (valley), in order. */
export function visitsAhead(plan: Pick<Plan, 'visits'>, now: Date = new Date()): PlanVisit[] {
  const today = valleyToday(now);
  return plan.visits.filter((v) => v.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}

/** The next visit that takes place (not skipped or cancelled), or null. */
export function nextVisit(plan: Pick<Plan, 'visits'>, now: Date = new Date()): PlanVisit | null {
  return visitsAhead(plan, now).find((v) => v.state !== 'skipped' && v.state !== 'cancelled') ?? null;
}

/** The visits charged so far, in order. */
export function chargedVisits(plan: Pick<Plan, 'visits'>): PlanVisit[] {
  return plan.visits.filter((v) => v.state === 'charged').sort((a, b) => a.date.localeCompare(b.date));
}

/** 'Visa ending in 4242', or what a plan without a card says. */
export function cardWords(card: Plan['card']): string {
  return card ? `${card.brand} ending in ${card.last4}` : 'No saved card';
}

/** The times a plan's visits may move to (the contract's, which the server checks). */
export { PLAN_MOVE_TIMES as MOVE_TIMES } from '@upkeep/contract';

/** '14:30' as '2:30 PM' (a valley wall-clock time, the same on any day). */
export function clockWords(time: string): string {
  return formatValleyClock(valleyInstant('2026-01-15', time));
}

/** The first days a move may start on: PLAN_MOVE_MIN_DAYS_AHEAD days to PLAN_WEEKS_AHEAD weeks from today (valley). */
export function moveDays(now: Date = new Date()): { minDate: string; maxDate: string } {
  const today = valleyToday(now);
  return { minDate: addDays(today, PLAN_MOVE_MIN_DAYS_AHEAD), maxDate: addDays(today, PLAN_WEEKS_AHEAD * 7) };
}

const WEEKDAYS = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'] as const;

/** 'Fridays at 10:00 AM': where a move from `date` at `time` puts the visits, as a plan's schedule says it. */
export function moveSchedule(date: string, time: string): string {
  return `${WEEKDAYS[dayOfWeek(date)]} at ${clockWords(time)}`;
}

/** The customer's request waiting for the company, in words, or null. */
export function moveRequestWords(plan: Pick<Plan, 'moveRequest' | 'companyName'>): string | null {
  const move = plan.moveRequest;
  if (!move) return null;
  return `You asked to move your visits to ${move.schedule} from ${formatDate(move.date)}: waiting for ${plan.companyName}.`;
}

/** The company's new price, told ahead, in words, or null. */
export function priceChangeWords(plan: Pick<Plan, 'priceChange' | 'companyName'>): string | null {
  const change = plan.priceChange;
  if (!change) return null;
  return `From ${formatDate(change.from)}, a visit costs ${formatMoney(change.pricePerVisit)} (${plan.companyName} changed its prices).`;
}
