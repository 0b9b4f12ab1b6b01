/**
 * What the plans' files share: their dependencies, their messages, the plan a customer or a company asks for, and
 * an e-mail to a plan's customer.
 */
import { type Locale, PLAN_CHARGE_HOURS_BEFORE } from '@upkeep/contract';
import { say, type Words } from '../../../i18n/words.ts';
import { notFound } from '../../../lib/errors.ts';
import { HOUR_MS } from '../../../lib/flood-limits.ts';
import { linkIn } from '../../../lib/locale-link.ts';
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

/** What a plan's refusals say, in the caller's language where a customer reads them (issue 49). */
export const PLAN_MESSAGES = {
  notFound: /*i18n*/ { id: 'plan.notFound', message: 'Plan not found' },
  notPlannable: /*i18n*/ { id: 'plan.notPlannable', message: 'This service is not offered as a plan.' },
  notStartable: /*i18n*/ {
    id: 'plan.notStartable',
    message: 'A plan starts from a booking that is not paid yet (choose the plan at checkout).',
  },
  alreadyPlanned: /*i18n*/ { id: 'plan.alreadyPlanned', message: 'This booking already has a plan.' },
  tooLateToSkip: /*i18n*/ {
    id: 'plan.tooLateToSkip',
    message: 'A visit can be skipped until {hours} hours before it; this one is charged already.',
    values: { hours: PLAN_CHARGE_HOURS_BEFORE },
  },
  visitNotFound: /*i18n*/ { id: 'plan.visitNotFound', message: 'Visit not found' },
  tooManyPending: /*i18n*/ {
    id: 'plan.tooManyPending',
    message: 'You have 3 plans waiting for their company to confirm them: wait for an answer first.',
  },
  notMovable: /*i18n*/ {
    id: 'plan.notMovable',
    message: 'Visits are moved on a plan its company has confirmed, and not while it is paused.',
  },
  noMoveWaiting: /*i18n*/ {
    id: 'plan.noMoveWaiting',
    message: 'No request to move the visits is waiting for an answer.',
  },
  sameSchedule: /*i18n*/ { id: 'plan.sameSchedule', message: 'is already the plan’s day and time' },
  cancelled: /*i18n*/ { id: 'plan.cancelled', message: 'The plan is cancelled.' },
  notPausable,
  notResumable,
} satisfies Record<string, Words | ((status: string) => Words)>;

function notPausable(status: string): Words {
  return /*i18n*/ {
    id: 'plan.notPausable',
    message: 'The plan is {status}: it cannot be paused.',
    values: { status: statusIn(status) },
  };
}

function notResumable(status: string): Words {
  return /*i18n*/ {
    id: 'plan.notResumable',
    message: 'The plan is {status}: only a paused plan is resumed.',
    values: { status: statusIn(status) },
  };
}

/** A plan's status (English in the database) in a sentence of the reader's language. */
const STATUS_WORDS: Readonly<Record<string, Words>> = {
  pending: /*i18n*/ { id: 'plan.status.pending', message: 'pending' },
  active: /*i18n*/ { id: 'plan.status.active', message: 'active' },
  paused: /*i18n*/ { id: 'plan.status.paused', message: 'paused' },
  cancelled: /*i18n*/ { id: 'plan.status.cancelled', message: 'cancelled' },
};
function statusIn(status: string): (locale: Locale) => string {
  return (locale) => {
    const words = STATUS_WORDS[status];
    return locale === 'en' || !words ? status : say(words, locale);
  };
}

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
  const link = linkIn(`${deps.publicUrl.replace(/\/+$/, '')}/my-plans/${plan.id}`, locale);
  const mail = planCustomerEmail({ name: first.name, subject, lines, planUrl: link, locale });
  await deps.db.transaction((tx) => sendEmail(deps.jobs, tx, first.email, mail, deps.now(), { topic }));
}
