/**
 * Moving every visit of a plan to another weekday or time: the customer asks (or withdraws the request), the
 * company accepts or declines, and the customer is told.
 */
import {
  addDays,
  dayOfWeek,
  daysBetween,
  formatDateEs,
  type Locale,
  type MovePlanRequest,
  PLAN_MOVE_MIN_DAYS_AHEAD,
  PLAN_WEEKS_AHEAD,
  type Plan,
  type PlanInterval,
  parseWeeklyRule,
  valleyToday,
  weeklyRuleText,
} from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { conflict, fieldError } from '../../../lib/errors.ts';
import { countAction, DAY_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import { tellCompanyOfPlan as tellCompany } from '../../messages/booking-alerts/service.ts';
import { cancelUnchargedVisit } from './changes.ts';
import { companysPlan, customersPlan, mailCustomer, PLAN_MESSAGES, type PlanDeps, portalPlansUrl } from './common.ts';
import * as q from './queries.ts';
import { planView } from './views.ts';
import { extendPlan } from './visits-ahead.ts';
import { scheduleWords } from './words.ts';

/**
 * A plan's move requests a day: each one e-mails (and may text) the company's people, and a new one replaces the
 * last, so asking, withdrawing and asking again would otherwise reach them at the route's rate.
 */
export const PLAN_MOVE_LIMITS: readonly WindowLimit[] = [
  { max: 5, windowMs: DAY_MS, refusal: 'You have asked to move this plan 5 times today, the most allowed.' },
];

/**
 * The customer asks to move every visit from `date` on to that date's weekday at `time` (valley): the company
 * accepts or declines, as with a late move. A new request replaces one waiting; PLAN_MOVE_LIMITS a day per plan.
 */
export async function requestMove(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  input: MovePlanRequest,
  locale: Locale = 'en',
): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  if (plan.status !== 'active') throw conflict(PLAN_MESSAGES.notMovable);
  const ahead = daysBetween(valleyToday(deps.now()), input.date);
  if (ahead < PLAN_MOVE_MIN_DAYS_AHEAD || ahead > PLAN_WEEKS_AHEAD * 7) {
    throw fieldError(
      'date',
      /*i18n*/ {
        id: 'plan.moveDateRange',
        message: 'must be {days} days to {weeks} weeks ahead',
        values: { days: PLAN_MOVE_MIN_DAYS_AHEAD, weeks: PLAN_WEEKS_AHEAD },
      },
    );
  }
  const rule = parseWeeklyRule(plan.rule);
  if (rule && rule.time === input.time && dayOfWeek(rule.firstDate) === dayOfWeek(input.date)) {
    throw fieldError('time', PLAN_MESSAGES.sameSchedule);
  }
  const now = deps.now();
  const terms = await q.serviceTerms(deps.db, plan.companyServiceId);
  const first = await q.ticketById(deps.db, plan.firstTicketId);
  await deps.db.transaction(async (tx) => {
    await countAction(tx, 'plan-move', String(plan.id), PLAN_MOVE_LIMITS, now);
    await q.updatePlan(tx, plan.id, { moveToDate: input.date, moveToTime: input.time, moveRequestedAt: now });
    await tellCompany(deps, tx, plan.companyId, {
      subject: `UpKeep: ${first?.name ?? 'a customer'} asks to move their plan`,
      lines: [
        `${first?.name ?? 'A customer'} asks to move every visit of their ${terms?.serviceName ?? ''} plan to ${scheduleWords({ firstDate: input.date, time: input.time })}, from ${input.date} on${rule ? ` (now ${scheduleWords(rule)})` : ''}.`,
        'Accept or decline it in the portal.',
      ],
      link: portalPlansUrl(deps),
      now,
    });
  });
  deps.outbox.kick();
  return planView(deps.db, plan.id, locale);
}

/** The customer withdraws the request while the company has not answered. */
export async function withdrawMove(
  deps: PlanDeps,
  customerId: number,
  planId: number,
  locale: Locale = 'en',
): Promise<Plan> {
  const plan = await customersPlan(deps, customerId, planId);
  if (!(await q.takeMoveRequest(deps.db, plan.id))) throw conflict(PLAN_MESSAGES.noMoveWaiting);
  return planView(deps.db, plan.id, locale);
}

/**
 * The company accepts: the visits from the date asked on that are not charged yet are cancelled and forgotten, the
 * rule becomes the new weekday and time, and the visits are made again from that date (the same time, else the
 * day's next free start). The customer is told.
 */
export async function acceptMove(deps: PlanDeps, caller: CompanyCaller, planId: number): Promise<Plan> {
  const plan = await companysPlan(deps, caller, planId);
  const now = deps.now();
  const today = valleyToday(now);
  // One transaction under the plan's lock: the request taken, the visits from its date forgotten, the rule rewritten
  // (a sweep placing visits meanwhile claims none under the old rule once this commits).
  const outcome = await deps.db.transaction(async (tx) => {
    const locked = await q.lockPlan(tx, plan.id);
    const move = await q.takeMoveRequest(tx, plan.id);
    if (!locked || !move) return { kind: 'none' } as const;
    if (locked.status !== 'active') return { kind: 'not-movable' } as const;
    if (move.date <= today) return { kind: 'passed' } as const;
    const moved: number[] = [];
    for (const row of await q.uncharged(tx, plan.id, now, move.date)) {
      if (await cancelUnchargedVisit(deps, tx, row, 'skipped', 'Plan moved: visit moved to the new day', now)) {
        moved.push(row.visit_id);
      }
    }
    await q.forgetVisits(tx, moved);
    await q.updatePlan(tx, plan.id, {
      rule: weeklyRuleText({
        firstDate: move.date,
        time: move.time,
        intervalWeeks: locked.intervalWeeks as PlanInterval,
      }),
      startTime: move.time,
      generatedThrough: addDays(move.date, -1),
    });
    return { kind: 'moved', move } as const;
  });
  if (outcome.kind === 'none') throw conflict(PLAN_MESSAGES.noMoveWaiting);
  if (outcome.kind === 'not-movable') throw conflict(PLAN_MESSAGES.notMovable);
  if (outcome.kind === 'passed') {
    await tellCustomerOfMove(deps, plan, (locale) =>
      say(
        /*i18n*/ {
          id: 'plan.move.passed',
          message: 'The first day you asked for has passed: ask again with a later day.',
        },
        locale,
      ),
    );
    throw conflict('The first day asked for has passed: the request is dropped and the customer told.');
  }
  await extendPlan(deps, plan.id);
  const terms = await q.serviceTerms(deps.db, plan.companyServiceId);
  const { date, time } = outcome.move;
  await tellCustomerOfMove(deps, plan, (locale) =>
    locale === 'en'
      ? `${terms?.companyName ?? 'The company'} accepted: from ${date}, your visits are ${scheduleWords({ firstDate: date, time })}.`
      : say(
          /*i18n*/ {
            id: 'plan.move.accepted',
            message: '{company} accepted: from {date}, your visits are {schedule}.',
            values: {
              company: terms?.companyName ?? 'La compañía',
              date: formatDateEs(date),
              schedule: scheduleWords({ firstDate: date, time }, locale),
            },
          },
          locale,
        ),
  );
  return planView(deps.db, plan.id);
}

/** The company declines: the visits keep their day and time; the customer is told why. */
export async function declineMove(deps: PlanDeps, caller: CompanyCaller, planId: number, reason: string) {
  const plan = await companysPlan(deps, caller, planId);
  if (!(await q.takeMoveRequest(deps.db, plan.id))) throw conflict(PLAN_MESSAGES.noMoveWaiting);
  await tellCustomerOfMove(deps, plan, (locale) => {
    const s = (words: Words) => say(words, locale);
    const declined = s(
      /*i18n*/ {
        id: 'plan.move.declined',
        message: 'The company cannot move your visits: they keep their day and time.',
      },
    );
    return reason
      ? `${declined} ${s(/*i18n*/ { id: 'plan.move.reason', message: 'Its reason: “{reason}”', values: { reason } })}`
      : declined;
  });
  return planView(deps.db, plan.id);
}

/** The answer to the customer's request to move their plan, in the account's language (issue 49). */
async function tellCustomerOfMove(deps: PlanDeps, plan: q.PlanRow, line: (locale: Locale) => string) {
  await mailCustomer(deps, plan, 'plan-move', (locale) => ({
    subject: say(/*i18n*/ { id: 'plan.move.subject', message: 'UpKeep: your request to move your plan' }, locale),
    lines: [line(locale)],
  }));
  deps.outbox.kick();
}
