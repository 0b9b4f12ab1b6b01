/**
 * How the customer's plan screens say a plan and its visits in words (in the valley's time, whatever the
 * device's): its status, each visit's state, the visit a customer may still skip, the next one and the charges.
 */
import { formatDate, formatDateTime, type Plan, type PlanStatus, type PlanVisit, valleyToday } from '@upkeep/contract';

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
