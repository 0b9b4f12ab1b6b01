/**
 * A plan's visits charged to its saved card PLAN_CHARGE_HOURS_BEFORE them and confirmed once paid, or cancelled when
 * still unpaid PLAN_UNPAID_CANCEL_HOURS_BEFORE them.
 */
import { type Locale, PLAN_CHARGE_HOURS_BEFORE, PLAN_UNPAID_CANCEL_HOURS_BEFORE } from '@upkeep/contract';
import { serviceNameIn } from '../../../i18n/service-names.ts';
import { say, type Words } from '../../../i18n/words.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { gsm7Letters } from '../../../lib/sms-parts.ts';
import { enqueue, sendEmail } from '../../messages/notifications/outbox.ts';
import { accountLocale } from '../../messages/notifications/recipient-locale.ts';
import { textVisitIn, visitIn } from '../../messages/notifications/visit.ts';
import { chargeBookingOffSession } from '../../money/payments/ledger.ts';
import { cardErrorWords } from '../../money/payments/service.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import { move, moveNamed } from '../moves/service.ts';
import { HOURS, type PlanDeps } from './common.ts';
import { planVisitUnpaidEmail } from './mail.ts';
import * as q from './queries.ts';
import { DECLINED, NO_CARD } from './words.ts';

/**
 * Charges the visits of active plans that start within PLAN_CHARGE_HOURS_BEFORE (the queue's `plan-sweep`, and a
 * confirmation's): each once, whatever runs it twice. Answers how many were charged and how many failed.
 */
export async function chargeDueVisits(deps: PlanDeps, planId?: number) {
  const now = deps.now();
  const due = await q.visitsDueForCharge(
    deps.db,
    now,
    new Date(now.getTime() + HOURS(PLAN_CHARGE_HOURS_BEFORE)),
    planId,
  );
  let charged = 0;
  let failed = 0;
  for (const visit of due) {
    try {
      const outcome = await chargeVisit(deps, visit.visit_id, visit.plan_id, visit.ticket_id);
      if (outcome === 'charged') charged++;
      else if (outcome === 'failed') failed++;
    } catch (err) {
      // One visit's failure (the provider down) stops no other: its claim is retried after 10 minutes.
      deps.log.error({ err, planId: visit.plan_id, ticketId: visit.ticket_id }, 'a plan visit could not be charged');
    }
  }
  return { charged, failed };
}

/** The text of a plan visit not paid: a Spanish one in GSM-7 letters, its visit without the year (issue 49). */
export function unpaidVisitText(visit: string, reason: string, link: string, locale: Locale): string {
  if (locale === 'en')
    return `UpKeep: your plan visit on ${visit} is not paid: ${reason} Update your card here: ${link}`;
  return gsm7Letters(
    say(
      /*i18n*/ {
        id: 'plan.unpaid.sms',
        message: 'UpKeep: your plan visit on {visit} is not paid: {reason} Update your card here: {link}',
        values: { visit, reason, link },
      },
      locale,
    ),
  );
}

/**
 * Charges one visit: claimed first (`charging`: a skip, a pause or a cancel leaves it alone, another run does not
 * take it), then checked again under the claim (the plan still active, the ticket still unpaid), then charged
 * under the ticket's key (a retried claim charges once).
 */
async function chargeVisit(deps: PlanDeps, visitId: number, planId: number, ticketId: number) {
  const now = deps.now();
  const claimed = await q.moveVisit(deps.db, visitId, ['upcoming', 'charging'], { state: 'charging', claimedAt: now });
  if (!claimed) return 'skipped';
  const plan = await q.planById(deps.db, planId);
  const ticket = await q.ticketById(deps.db, ticketId);
  if (!plan || !ticket || plan.status !== 'active' || ticket.statusId !== TicketStatusId.Pending || !ticket.holdsSlot) {
    // Paused or cancelled meanwhile, or the ticket moved: the claim is given back for the sweep's next look.
    await q.moveVisit(deps.db, visitId, ['charging'], { state: 'upcoming', claimedAt: null });
    return 'skipped';
  }
  if (ticket.confirmedAt !== null) {
    await settlePaidVisit(deps, visitId, ticketId);
    return 'charged';
  }
  const card = plan.savedCardId === null ? null : await q.customerCard(deps.db, plan.customerId, plan.savedCardId);
  const terms = await q.serviceTerms(deps.db, plan.companyServiceId);
  const intent = card?.paymentCustomerId
    ? await chargeBookingOffSession(deps, {
        ticketId,
        amountCents: ticket.totalCents - ticket.paidCents,
        customerId: card.paymentCustomerId,
        paymentMethodId: card.paymentMethodId,
        description: `UpKeep ticket #${ticketId}: ${terms?.serviceName ?? 'plan'} visit`,
      })
    : null;
  if (intent?.status === 'succeeded') {
    await settlePaidVisit(deps, visitId, ticketId);
    return 'charged';
  }
  // Why, as words of the catalogue where they are ours or a known card error (the provider's own English kept).
  const why: Words | string = intent ? (intent.lastError ? cardErrorWords(intent.lastError) : DECLINED) : NO_CARD;
  const reasonIn = (locale: Locale) => (typeof why === 'string' ? why : say(why, locale));
  await q.setVisit(deps.db, visitId, { state: 'at_risk', chargeError: reasonIn('en') });
  // The way to pay it is another card on the plan's page (a changed card's visits at risk are charged again).
  const planUrl = `${deps.publicUrl.replace(/\/+$/, '')}/my-plans/${planId}`;
  await deps.db.transaction(async (tx) => {
    // In the account's language (issue 49: a plan is a customer's with an account), linking its plan's screen in it.
    const locale = await accountLocale(tx, plan.customerId);
    const link = linkIn(planUrl, locale);
    const reason = reasonIn(locale);
    const mail = planVisitUnpaidEmail({
      ticketId,
      name: ticket.name,
      serviceName: terms ? serviceNameIn(terms, locale) : '',
      visit: visitIn(ticket, locale),
      reason,
      planUrl: link,
      cancelHoursBefore: PLAN_UNPAID_CANCEL_HOURS_BEFORE,
      locale,
    });
    const message = { ticketId, topic: 'plan-visit-at-risk' };
    await sendEmail(deps.jobs, tx, ticket.email, mail, now, { ...message });
    await enqueue(
      deps.jobs,
      tx,
      {
        channel: 'sms',
        recipient: ticket.phoneNumber,
        body: unpaidVisitText(textVisitIn(ticket, locale), reason, link, locale),
        ...message,
      },
      now,
    );
  });
  deps.outbox.kick();
  return 'failed';
}

/**
 * A visit paid (charged, or by the customer on the page): charged, and confirmed for the company, which confirmed
 * the plan once (an active plan's; a pending plan's visit waits for the company as any booking).
 */
export async function settlePaidVisit(deps: PlanDeps, visitId: number, ticketId: number) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await q.setVisit(tx, visitId, { state: 'charged', chargedAt: now, chargeError: null });
    const paid = await q.ticketById(tx, ticketId);
    const plan = paid?.planId ? await q.planById(tx, paid.planId) : null;
    if (plan?.status === 'active' && paid?.statusId === TicketStatusId.Pending && paid.confirmedAt !== null) {
      await move(deps, tx, {
        ticket: paid,
        to: TicketStatusId.Scheduled,
        actor: UserTypeId.Company,
        comments: 'Confirmed by the plan',
        now,
      });
    }
  });
  deps.outbox.kick();
}

/**
 * Visits still unpaid PLAN_UNPAID_CANCEL_HOURS_BEFORE their start are cancelled by the System; the company and
 * the customer are told. Answers how many.
 */
export async function cancelUnpaidVisits(deps: PlanDeps): Promise<number> {
  const now = deps.now();
  const rows = await q.visitsUnpaidBy(deps.db, now, new Date(now.getTime() + HOURS(PLAN_UNPAID_CANCEL_HOURS_BEFORE)));
  for (const row of rows) {
    await deps.db.transaction(async (tx) => {
      const ticket = await q.ticketById(tx, row.ticket_id);
      if (!ticket || ticket.statusId !== TicketStatusId.Pending || ticket.confirmedAt !== null) return;
      const plan = await q.planById(tx, row.plan_id);
      // The company and the customer are told by the move's row.
      await moveNamed(deps, tx, 'cancel an unpaid plan visit', {
        ticket,
        comments:
          plan?.status === 'pending'
            ? 'The company did not confirm the plan in time: visit cancelled'
            : 'Plan visit not paid: cancelled',
        now,
      });
      await q.setVisit(tx, row.visit_id, { state: 'cancelled' });
    });
  }
  if (rows.length) deps.outbox.kick();
  return rows.length;
}
