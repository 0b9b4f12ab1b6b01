/**
 * Tips (issue 50, decision 0039): after a completed job the customer may tip the company, once, within TIP_DAYS of
 * the completion: an amount, or one of TIP_PERCENTS of the work (the ticket's price and the extra charges paid, not
 * UpKeep's fee). The first call writes the tip and opens its payment (purpose `tip`, key `tip-{ticketId}`); the same
 * call again answers the same tip and intent; another amount, or a tip already paid, answers 409. Recording the
 * payment is the ledger's (`recordPayment`'s `tip` case, the validation below or the webhook): the tip paid, its
 * whole amount transferred to the company in the ticket's group, the company told. A tip is apart from the ticket's
 * money: its totals and paid amount stay the job's.
 */
import {
  TIP_DAYS,
  TIP_MIN_DOLLARS,
  TIP_PERCENTS,
  type TicketTip,
  type TipBody,
  type TipOffer,
  toCents,
} from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { intentData, type LedgerDeps, openPayment, recordPayment } from '../../money/payments/ledger.ts';
import { PAYMENT_MISMATCH, requireSucceeded, tipPaymentOf } from '../../money/payments/service.ts';
import { ownedTicket, type TicketRow } from '../lifecycle/ownership.ts';
import { actorOf } from '../lifecycle/service.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import * as q from './queries.ts';

const DAY_MS = 24 * 3600_000;

/** The least a card payment can be: a percent of a small job below it is refused, as a typed amount is. */
const TIP_MIN_CENTS = toCents(TIP_MIN_DOLLARS);

const TIP_CLOSED = /*i18n*/ {
  id: 'tip.closed',
  message: 'A tip can be given within {days} days of the completed job.',
  values: { days: TIP_DAYS },
};
const TIP_OTHER = /*i18n*/ {
  id: 'tip.other',
  message: 'This job already has a tip of another amount.',
};
const TIP_PAID = /*i18n*/ { id: 'tip.paid', message: 'This job has already been tipped. Thank you!' };

export function tipAnswer(tip: q.TipRow): TicketTip {
  return {
    amount: dollars(tip.amountCents),
    percent: tip.percent === null ? null : Number(tip.percent),
    status: tip.status,
    createdAt: tip.createdAt.toISOString(),
    paidAt: tip.paidAt ? tip.paidAt.toISOString() : null,
  };
}

/** The ticket's tip as its answers carry it (apart from its totals), or null. */
export async function ticketTipOf(db: Database, ticketId: number): Promise<TicketTip | null> {
  const tip = await q.tipOf(db, ticketId);
  return tip ? tipAnswer(tip) : null;
}

/** The instant the tip's offer ends: TIP_DAYS after the completion (null: the ticket is not completed). */
function tipUntil(ticket: Pick<TicketRow, 'statusId' | 'completedAt'>): Date | null {
  if (ticket.statusId !== TicketStatusId.Completed || !ticket.completedAt) return null;
  return new Date(ticket.completedAt.getTime() + TIP_DAYS * DAY_MS);
}

/** The work a percent is of: the ticket's price and the extra charges the customer paid (never UpKeep's fee). */
async function workCents(db: Database, ticket: Pick<TicketRow, 'id' | 'priceCents'>) {
  return ticket.priceCents + (await q.extrasPaidCents(db, ticket.id));
}

const percentOf = (work: number, percent: number) => Math.round((work * percent) / 100);

/** GET /customer/tickets/{id}/tip: whether the caller may tip now, the percents in dollars, the tip given. */
export async function tipOffer(
  deps: Pick<LedgerDeps, 'db' | 'now'>,
  principal: Principal | null,
  ticketId: number,
): Promise<TipOffer> {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const tip = await q.tipOf(deps.db, ticket.id);
  const until = tipUntil(ticket);
  const open = until !== null && deps.now() <= until;
  const work = open ? await workCents(deps.db, ticket) : 0;
  return {
    canTip: open && tip?.status !== 'paid',
    until: until ? until.toISOString() : null,
    options: open
      ? TIP_PERCENTS.map((percent) => ({ percent, amount: dollars(percentOf(work, percent)) })).filter(
          (o) => toCents(o.amount) >= TIP_MIN_CENTS,
        )
      : [],
    tip: tip ? tipAnswer(tip) : null,
  };
}

/**
 * POST /customer/tickets/{id}/tip: the first call writes the tip and opens its payment; the same call again answers
 * the same tip and intent. Another amount, a paid tip, a ticket not completed or completed more than TIP_DAYS ago: 409.
 */
export async function tipTicket(deps: LedgerDeps, principal: Principal | null, ticketId: number, body: TipBody) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const until = tipUntil(ticket);
  const existing = await q.tipOf(deps.db, ticket.id);
  if (existing?.status === 'paid') throw conflict(TIP_PAID);
  if (!until || deps.now() > until) throw conflict(TIP_CLOSED);
  const percent = 'percent' in body ? body.percent : null;
  const amountCents =
    'amount' in body ? toCents(body.amount) : percentOf(await workCents(deps.db, ticket), body.percent);
  if (amountCents < TIP_MIN_CENTS) {
    throw badRequest(/*i18n*/ { id: 'tip.tooSmall', message: 'A tip is at least $0.50.' });
  }
  const tip =
    existing ??
    (await q.insertTip(deps.db, {
      ticketId: ticket.id,
      companyId: ticket.companyId,
      crewId: ticket.crewId,
      amountCents,
      percent,
      createdAt: deps.now(),
    })) ??
    (await q.tipOf(deps.db, ticket.id));
  if (!tip) throw new Error(`ticket ${ticket.id}'s tip was neither written nor found`);
  if (tip.amountCents !== amountCents || (tip.percent === null ? null : Number(tip.percent)) !== percent) {
    throw conflict(TIP_OTHER);
  }
  if (tip.status === 'paid') throw conflict(TIP_PAID);
  const payment = await tipPaymentOf(deps.db, ticket.id);
  const intent = payment
    ? intentData(deps.provider, await deps.provider.retrieveIntent(payment.providerIntentId))
    : await openPayment(deps, {
        ticketId: ticket.id,
        purpose: 'tip',
        amountCents: tip.amountCents,
        idempotencyKey: `tip-${ticket.id}`,
        description: `UpKeep ticket #${ticket.id}: tip`,
      });
  const opened = payment ?? (await tipPaymentOf(deps.db, ticket.id));
  if (opened) await q.setTipPayment(deps.db, tip.id, opened.id);
  return { tip: tipAnswer(tip), payment: intent };
}

/** POST /customer/tickets/{id}/tip/validate: the tip's payment checked with the provider and recorded once. */
export async function validateTipPayment(
  deps: LedgerDeps,
  principal: Principal | null,
  ticketId: number,
  paymentIntentId?: string,
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const payment = await tipPaymentOf(deps.db, ticket.id);
  if (!payment) {
    throw badRequest(/*i18n*/ { id: 'tip.notStarted', message: 'No tip was started for this job.' });
  }
  if (paymentIntentId && paymentIntentId !== payment.providerIntentId) {
    throw badRequest(/*i18n*/ { id: 'payment.otherTicket', message: 'This payment does not belong to this ticket.' });
  }
  if (payment.status === 'refunded') throw conflict(/*i18n*/ { id: 'tip.refunded', message: 'This tip was refunded.' });
  if (payment.status !== 'succeeded') {
    const intent = await deps.provider.retrieveIntent(payment.providerIntentId);
    requireSucceeded(intent);
    if (
      intent.amountCents !== payment.amountCents ||
      intent.metadata.ticketId !== String(ticket.id) ||
      intent.metadata.purpose !== 'tip'
    ) {
      deps.log.error({ ticketId: ticket.id, intentId: intent.id }, 'tip payment does not match its ticket');
      throw conflict(PAYMENT_MISMATCH);
    }
    await recordPayment(deps, payment, actorOf(principalOf(principal)));
  }
  const tip = await q.tipOf(deps.db, ticket.id);
  if (!tip) throw new Error(`ticket ${ticket.id} has a tip payment without its tip`);
  return { ticketId: ticket.id, tip: tipAnswer(tip) };
}

/** After ownedTicket succeeded the principal is known; this says so to the type checker. */
function principalOf(principal: Principal | null): Principal {
  if (!principal) throw new Error('ownedTicket let an anonymous caller through');
  return principal;
}
