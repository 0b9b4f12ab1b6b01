/**
 * What the plans' files share: their dependencies, their messages, the plan a customer or a company asks for, and
 * an e-mail to a plan's customer.
 */
import { type Locale, PLAN_CHARGE_HOURS_BEFORE } from '@upkeep/contract';
import { notFound } from '../../../lib/errors.ts';
import { HOUR_MS } from '../../../lib/flood-limits.ts';
import type { CompanyCaller } from '../../../plugins/auth.ts';
import type { QuestionnaireCache } from '../../companies/discovery/questionnaire.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { accountLocale } from '../../messages/notifications/recipient-locale.ts';
import type { LedgerDeps } from '../../money/payments/ledger.ts';
import { planCustomerEmail } from './mail.ts';
import * as q from './queries.ts';

export type PlanDeps = LedgerDeps;
/** The sweep's: re-pricing a plan reads its service's questionnaire. */
export type PlanSweepDeps = PlanDeps & { questionnaires: QuestionnaireCache };

export const PLAN_MESSAGES = {
  notFound: 'Plan not found',
  notPlannable: 'This service is not offered as a plan.',
  notStartable: 'A plan starts from a booking that is not paid yet (choose the plan at checkout).',
  alreadyPlanned: 'This booking already has a plan.',
  tooLateToSkip: `A visit can be skipped until ${PLAN_CHARGE_HOURS_BEFORE} hours before it; this one is charged already.`,
  visitNotFound: 'Visit not found',
  tooManyPending: 'You have 3 plans waiting for their company to confirm them: wait for an answer first.',
  notMovable: 'Visits are moved on a plan its company has confirmed, and not while it is paused.',
  noMoveWaiting: 'No request to move the visits is waiting for an answer.',
  sameSchedule: 'is already the plan’s day and time',
} as const;

/** `n` hours in milliseconds. */
export const HOURS = (n: number) => n * HOUR_MS;

/** The portal's plans screen, where the company's e-mails about a plan send it. */
export const portalPlansUrl = (deps: Pick<PlanDeps, 'publicUrl'>) => `${deps.publicUrl.replace(/\/+$/, '')}/pro/plans`;

/** The customer's plan (404 for another's). */
export async function customersPlan(deps: PlanDeps, customerId: number, planId: number) {
  const plan = await q.planById(deps.db, planId);
  if (!plan || plan.customerId !== customerId) throw notFound(PLAN_MESSAGES.notFound);
  return plan;
}

/** The company's plan (404 for another's). */
export async function companysPlan(deps: PlanDeps, caller: CompanyCaller, planId: number) {
  const plan = await q.planById(deps.db, planId);
  if (!plan || plan.companyId !== caller.companyId) throw notFound(PLAN_MESSAGES.notFound);
  return plan;
}

/**
 * An e-mail to the plan's customer (the address of its first booking), with the plan's link, in the account's
 * language (issue 49: a plan is a customer's with an account).
 */
export async function mailCustomer(
  deps: PlanDeps,
  plan: q.PlanRow,
  topic: string,
  written: (locale: Locale) => { subject: string; lines: string[] },
) {
  const first = await q.ticketById(deps.db, plan.firstTicketId);
  if (!first) return;
  const locale = await accountLocale(deps.db, plan.customerId);
  const { subject, lines } = written(locale);
  const link = `${deps.publicUrl.replace(/\/+$/, '')}/my-plans/${plan.id}`;
  const mail = planCustomerEmail({ name: first.name, subject, lines, planUrl: link, locale });
  await deps.db.transaction((tx) => sendEmail(deps.jobs, tx, first.email, mail, deps.now(), { topic }));
}
