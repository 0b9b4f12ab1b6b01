/**
 * How the customer's plan screens say a plan and its visits in words (in the valley's time, whatever the
 * device's): its status, each visit's state, the visit a customer may still skip, the next one and the charges;
 * a move of every visit (the days and times it may go to, the request waiting) and the company's new price. In the
 * screen's language (issue 49): the words through the catalogue, the dates in its forms (i18n/format-date.ts); what
 * the API says of a plan (how often, its day and time, the service) comes in the language the screen asks in.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import {
  addDays,
  dayOfWeek,
  PLAN_MOVE_MIN_DAYS_AHEAD,
  PLAN_WEEKS_AHEAD,
  type Plan,
  type PlanStatus,
  type PlanVisit,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import { type DateWords, useFormatDate } from '../../i18n/format-date';
import { formatMoney } from '../../lib/money';

export const PLAN_STATUS_LABELS: Record<PlanStatus, MessageDescriptor> = {
  pending: msg`Waiting for the company`,
  active: msg`Active`,
  paused: msg`Paused`,
  cancelled: msg`Cancelled`,
};

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

/** The times a plan's visits may move to (the contract's, which the server checks). */
export { PLAN_MOVE_TIMES as MOVE_TIMES } from '@upkeep/contract';

/** The first days a move may start on: PLAN_MOVE_MIN_DAYS_AHEAD days to PLAN_WEEKS_AHEAD weeks from today (valley). */
export function moveDays(now: Date = new Date()): { minDate: string; maxDate: string } {
  const today = valleyToday(now);
  return { minDate: addDays(today, PLAN_MOVE_MIN_DAYS_AHEAD), maxDate: addDays(today, PLAN_WEEKS_AHEAD * 7) };
}

/** A move's weekdays, as a plan's schedule says them ('Fridays' / 'los viernes'). */
const WEEKDAYS: readonly MessageDescriptor[] = [
  msg`Sundays`,
  msg`Mondays`,
  msg`Tuesdays`,
  msg`Wednesdays`,
  msg`Thursdays`,
  msg`Fridays`,
  msg`Saturdays`,
];

/** A plan's words in a language: its catalogue (`i18n`) and its date forms. */
export function planWords(i18n: I18n, dates: DateWords) {
  /** 'Wed, Nov 4' / 'mié, 4 nov': a visit's valley day, short (a plan's visits are weeks apart, not years). */
  const shortDay = (value: string) => dates.date(value).replace(/,? \d{4}$/, '');
  /** 'Wed, Nov 4, 2026, 9:00 AM', or the day alone for a visit that has no time. */
  const visitWhen = (visit: PlanVisit) =>
    visit.scheduledAt ? dates.dateTime(visit.scheduledAt) : dates.date(visit.date);
  /** '14:30' as '2:30 PM' / '2:30 p. m.' (a valley wall-clock time, the same on any day). */
  const clock = (time: string) => dates.clock(valleyInstant('2026-01-15', time));
  return {
    shortDay,
    visitWhen,
    clock,
    /** Its day, short, as the skip button names it. */
    visitDay: (visit: PlanVisit) => shortDay(visit.scheduledAt ?? visit.date),
    status: (status: PlanStatus) => i18n._(PLAN_STATUS_LABELS[status]),
    /** A visit's state in words (the at-risk one's link to pay is the screen's). */
    visitState(visit: PlanVisit, now: Date = new Date()): string {
      switch (visit.state) {
        case 'charging':
          return i18n._(msg`Being charged`);
        case 'charged':
          return i18n._(msg`Charged`);
        case 'at_risk':
          return i18n._(msg`Payment failed — pay now`);
        case 'skipped':
          return i18n._(msg`Skipped`);
        case 'cancelled':
          // A visit's (una visita: cancelada), not the plan's status (un plan: cancelado).
          return i18n._(msg({ message: 'Cancelled', context: 'plan visit' }));
        case 'unplaced':
          return i18n._(msg`No time was free — the company will contact you`);
        case 'upcoming':
          if (visit.chargeAt && Date.parse(visit.chargeAt) > now.getTime()) {
            const day = shortDay(visit.chargeAt);
            return i18n._(msg`Will be charged on ${day}`);
          }
          return i18n._(msg`Being charged`);
      }
    },
    /** 'Visa ending in 4242', or what a plan without a card says. */
    card(card: Plan['card']): string {
      if (!card) return i18n._(msg`No saved card`);
      const { brand, last4 } = card;
      return i18n._(msg`${brand} ending in ${last4}`);
    },
    /** 'Fridays at 10:00 AM': where a move from `date` at `time` puts the visits, as a plan's schedule says it. */
    moveSchedule(date: string, time: string): string {
      const days = i18n._(WEEKDAYS[dayOfWeek(date)] as MessageDescriptor);
      const at = clock(time);
      return i18n._(msg`${days} at ${at}`);
    },
    /** The customer's request waiting for the company, in words, or null. */
    moveRequest(plan: Pick<Plan, 'moveRequest' | 'companyName'>): string | null {
      const move = plan.moveRequest;
      if (!move) return null;
      const { schedule } = move;
      const from = dates.date(move.date);
      const company = plan.companyName;
      return i18n._(msg`You asked to move your visits to ${schedule} from ${from}: waiting for ${company}.`);
    },
    /** The company's new price, told ahead, in words, or null. */
    priceChange(plan: Pick<Plan, 'priceChange' | 'companyName'>): string | null {
      const change = plan.priceChange;
      if (!change) return null;
      const from = dates.date(change.from);
      const price = formatMoney(change.pricePerVisit);
      const company = plan.companyName;
      return i18n._(msg`From ${from}, a visit costs ${price} (${company} changed its prices).`);
    },
  };
}

export type PlanWords = ReturnType<typeof planWords>;

/** The plan's words in the screen's language. */
export function usePlanWords(): PlanWords {
  const { i18n } = useLingui();
  return planWords(i18n, useFormatDate());
}
