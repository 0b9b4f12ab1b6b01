/**
 * Plans (issue 31): regular service with one company (weekly pool care, the lawn every two weeks, monthly pest
 * control) on a saved card. A plan starts from a booking (its first visit) of a service that allows plans; its
 * visits are generated PLAN_WEEKS_AHEAD ahead at the same valley weekday and time (daylight saving safe), each
 * charged to the card PLAN_CHARGE_HOURS_BEFORE it.
 */
import { z } from 'zod';
import { ServiceId } from './catalog-ids.ts';
import { boundedDate } from './date-input.ts';
import { envelope } from './envelope.ts';
import { optionalText, positiveId } from './fields.ts';

/** The services a customer may book as a plan (the catalogue's `plans_allowed`, set by migration 0024 and the seed). */
export const PLAN_SERVICE_IDS: readonly number[] = [
  ServiceId.PoolService,
  ServiceId.Landscaping,
  ServiceId.HomeCleaning,
  ServiceId.PestControl,
];

/** How often: every week, every 2 weeks, every 4 weeks. */
export const PLAN_INTERVALS = [1, 2, 4] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export const PLAN_FREQUENCY_LABELS: Record<PlanInterval, string> = {
  1: 'Every week',
  2: 'Every 2 weeks',
  4: 'Every 4 weeks',
};
/** Visits exist this many weeks ahead. */
export const PLAN_WEEKS_AHEAD = 8;
/** A visit is charged this long before it; skipping it is free until then. */
export const PLAN_CHARGE_HOURS_BEFORE = 24;
/** A visit still unpaid this long before it is cancelled, and the company told. */
export const PLAN_UNPAID_CANCEL_HOURS_BEFORE = 2;
/** A plan follows the company's new prices this many days after the customer is told (by e-mail). */
export const PLAN_PRICE_NOTICE_DAYS = 14;
/** Moving all visits: the first visit at the new day is at least this many days ahead, at most PLAN_WEEKS_AHEAD weeks. */
export const PLAN_MOVE_MIN_DAYS_AHEAD = 2;
/** The times a plan's visits may move to: every half hour from 7:00 AM to 6:00 PM (valley), as HH:MM. */
export const PLAN_MOVE_TIMES: readonly string[] = Array.from({ length: 23 }, (_, i) => {
  const minutes = 7 * 60 + i * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
});
/** The largest plan discount a company may give, in percent. */
export const MAX_PLAN_DISCOUNT_PERCENT = 50;

export const PLAN_STATUSES = ['pending', 'active', 'paused', 'cancelled'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];
export const PLAN_VISIT_STATES = [
  'upcoming',
  'charging',
  'charged',
  'at_risk',
  'skipped',
  'cancelled',
  'unplaced',
] as const;
export type PlanVisitState = (typeof PLAN_VISIT_STATES)[number];

/** POST /customer/plans: the booking to repeat (its first visit, not paid yet), how often, and the saved card. */
export const createPlanRequest = z
  .object({
    ticketId: positiveId,
    intervalWeeks: z.union([z.literal(1), z.literal(2), z.literal(4)], { error: 'must be 1, 2 or 4' }),
    savedCardId: positiveId,
  })
  .strict();
export type CreatePlanRequest = z.infer<typeof createPlanRequest>;

export const planVisit = z.object({
  date: z.string(),
  /** Its ticket; null when no start was free that day (the company was told). */
  ticketId: z.number().int().nullable(),
  /** ISO instant of the visit, or null. */
  scheduledAt: z.string().nullable(),
  state: z.enum(PLAN_VISIT_STATES),
  /** When its charge is due (ISO instant), or null. */
  chargeAt: z.string().nullable(),
  /** What it costs, in dollars. */
  amount: z.number(),
  /** Why the charge failed, while it is at risk. */
  chargeError: z.string().nullable(),
});
export type PlanVisit = z.infer<typeof planVisit>;

export const plan = z.object({
  id: z.number().int(),
  status: z.enum(PLAN_STATUSES),
  companyName: z.string(),
  serviceName: z.string(),
  customerName: z.string(),
  intervalWeeks: z.number().int(),
  frequency: z.string(),
  /** The RFC 5545 rule in valley time (DTSTART;TZID=America/Los_Angeles and RRULE). */
  rule: z.string(),
  /** "Tuesdays at 9:00 AM". */
  schedule: z.string(),
  /** A visit's price after the plan discount, in dollars; the discount in percent. */
  pricePerVisit: z.number(),
  discountPercent: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The company's new prices, told PLAN_PRICE_NOTICE_DAYS ahead: a visit's price after the discount from `from` on. */
  priceChange: z.object({ pricePerVisit: z.number(), from: z.string() }).nullable(),
  /** The customer's request to move every visit, waiting for the company: from `date` on, "Thursdays at 10:00 AM". */
  moveRequest: z
    .object({ date: z.string(), time: z.string(), schedule: z.string(), requestedAt: z.string() })
    .nullable(),
  visits: z.array(planVisit),
  createdAt: z.string(),
});
export type Plan = z.infer<typeof plan>;
export const planResponse = envelope(plan);
export const plansResponse = envelope(z.array(plan));
export const planParams = z.object({ id: positiveId });
/** PUT /customer/plans/{id}/card: another of the customer's saved cards pays the plan from now on. */
export const planCardRequest = z.object({ savedCardId: positiveId }).strict();

/** A company's plan discounts for one of its services, in percent by interval (PUT replaces them). */
export const planDiscounts = z
  .object({
    weekly: z.number().int().min(0).max(50),
    every2Weeks: z.number().int().min(0).max(50),
    every4Weeks: z.number().int().min(0).max(50),
  })
  .strict();
export type PlanDiscounts = z.infer<typeof planDiscounts>;
export const planDiscountsResponse = envelope(planDiscounts);

/** The plan discount of an interval, in percent, from a company's discounts. */
export function planDiscountPercent(discounts: PlanDiscounts, intervalWeeks: number): number {
  const percent =
    intervalWeeks === 1 ? discounts.weekly : intervalWeeks === 2 ? discounts.every2Weeks : discounts.every4Weeks;
  return Math.max(0, Math.min(MAX_PLAN_DISCOUNT_PERCENT, Math.trunc(percent)));
}

/**
 * A plan visit's price after its discount, in cents: the one computation behind checkout's "Price per visit",
 * the plan's page and what each visit is charged (issue 46). The discount rounds to the cent.
 */
export function planVisitPriceCents(priceCents: number, discountPercent: number): number {
  return priceCents - Math.round((priceCents * discountPercent) / 100);
}

/** GET /customer/company-services/{id}/plan-offer: whether a company's service takes plans, and its discounts. */
export const planOffer = z.object({ plansAllowed: z.boolean(), discounts: planDiscounts });
export type PlanOffer = z.infer<typeof planOffer>;
export const planOfferResponse = envelope(planOffer);
export const planServiceParams = z.object({ serviceId: positiveId });
export const planVisitParams = z.object({ id: positiveId, ticketId: positiveId });

/**
 * POST /customer/plans/{id}/move: every visit from `date` on moves to that date's weekday at `time` (valley, HH:MM),
 * once the company accepts.
 */
export const movePlanRequest = z
  .object({
    date: boundedDate(),
    time: z
      .string()
      .refine((t) => PLAN_MOVE_TIMES.includes(t), 'must be a time on the half hour from 07:00 to 18:00, written HH:MM'),
  })
  .strict();
export type MovePlanRequest = z.infer<typeof movePlanRequest>;
/** POST /company/plans/{id}/move-request/decline: why, told to the customer. */
export const declinePlanMoveRequest = z.object({ reason: optionalText(500) }).strict();
