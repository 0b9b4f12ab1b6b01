/** Extra charges a company added to a ticket: listed, declined, or paid by card through the payment ledger. */
import { minutesToDuration, type OpenCharge } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import { say } from '../../../i18n/words.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { badRequest, conflict } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { notifyCompany } from '../../messages/notifications/company-notice.ts';
import { ownedTicket } from '../../tickets/lifecycle/ownership.ts';
import { actorOf, noteOnTicket } from '../../tickets/lifecycle/service.ts';
import { totalsAnswerOf } from '../../tickets/money/service.ts';
import { intentData, type LedgerDeps, openPayment, recordPayment } from '../payments/ledger.ts';
import { chargePaymentOf, requireSucceeded } from '../payments/service.ts';
import * as q from './queries.ts';

const toOpenCharge = (c: q.OpenChargeRow): OpenCharge => ({
  id: c.id,
  description: c.description,
  price: dollars(c.priceCents),
  duration: minutesToDuration(c.durationMinutes),
  createdDate: c.createdAt.toISOString(),
  status: c.status,
});

export async function openChargesOf(db: Database, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  return (await q.chargesOf(db, ticket.id)).map(toOpenCharge);
}

export async function scheduledService(db: Database, principal: Principal | null, serviceId: number, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  const info = await companyServiceOf(db, ticket);
  // A path naming another service is no more revealing than a stranger's ticket.
  if (info.serviceId !== serviceId) await ownedTicket(db, ticketId, null);
  return {
    id: ticket.id,
    name: ticket.name,
    email: ticket.email,
    phoneNumber: ticket.phoneNumber,
    address: ticket.address,
    instructions: ticket.instructions,
    duration: minutesToDuration(ticket.durationMinutes),
    scheduledDate: ticket.scheduledAt.toISOString(),
    servicesId: info.serviceId,
    serviceName: info.serviceName,
    totalPrice: dollars(ticket.totalCents),
    upKeepFee: dollars(ticket.feeCents),
    discountAmount: dollars(ticket.discountCents),
    discountCodeID: ticket.discountCodeId,
    company: { companyName: info.companyName },
    openCharges: await openChargesOf(db, principal, ticket.id),
    totals: await totalsAnswerOf(db, ticket),
  };
}

/** The charge and its ticket, when the ticket is the caller's; a missing charge answers like a stranger's. */
async function ownedCharge(db: Database, principal: Principal | null, chargeId: number, ticketId?: number) {
  const charge = await q.chargeById(db, chargeId);
  const ticket = await ownedTicket(db, charge?.ticketId ?? 0, charge ? principal : null);
  if (!charge || !principal || (ticketId !== undefined && ticket.id !== ticketId)) {
    await ownedTicket(db, 0, null);
    throw new Error('unreachable: ownedTicket refuses a missing ticket');
  }
  return { charge, ticket, principal };
}

export async function declineOpenCharge(deps: ServiceDeps, principal: Principal | null, chargeId: number) {
  const { charge, ticket, principal: caller } = await ownedCharge(deps.db, principal, chargeId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const declined = await q.declineCharge(tx, charge.id, now);
    if (!declined) throw conflict('This charge is no longer waiting for an answer.');
    await noteOnTicket(
      tx,
      ticket,
      actorOf(caller),
      `Extra charge declined: ${charge.description} ($${dollars(charge.priceCents).toFixed(2)})`,
      now,
    );
    await notifyCompany(
      deps,
      tx,
      ticket,
      (locale) => ({
        subject: say(/*i18n*/ { id: 'job.chargeDeclined.subject', message: 'extra charge declined' }, locale),
        lines: [
          say(
            /*i18n*/ {
              id: 'job.chargeDeclined',
              message: 'The customer declined the extra charge "{charge}".',
              values: { charge: charge.description },
            },
            locale,
          ),
        ],
      }),
      now,
    );
  });
  deps.outbox.kick();
  return toOpenCharge({ ...charge, status: 'declined', resolvedAt: now });
}

export async function openChargeIntent(
  deps: LedgerDeps,
  principal: Principal | null,
  ticketId: number,
  chargeId: number,
) {
  const { charge, ticket } = await ownedCharge(deps.db, principal, chargeId, ticketId);
  const existing = await chargePaymentOf(deps.db, charge.id);
  if (existing) return intentData(deps.provider, await deps.provider.retrieveIntent(existing.providerIntentId));
  if (charge.status !== 'pending') throw conflict('This charge is no longer waiting for payment.');
  return openPayment(deps, {
    ticketId: ticket.id,
    purpose: 'open_charge',
    openChargeId: charge.id,
    amountCents: charge.priceCents,
    idempotencyKey: `open-charge-${charge.id}`,
    description: `UpKeep ticket #${ticket.id}: ${charge.description}`,
  });
}

/** Records a paid extra charge once (through the ledger): the charge is paid, the ticket's amounts grow. */
export async function validateOpenChargePayment(
  deps: LedgerDeps,
  principal: Principal | null,
  ticketId: number,
  chargeId: number,
) {
  const { charge, ticket, principal: caller } = await ownedCharge(deps.db, principal, chargeId, ticketId);
  const payment = await chargePaymentOf(deps.db, charge.id);
  if (!payment) throw badRequest('No payment was started for this charge.');
  if (payment.status === 'refunded') throw conflict('This payment was refunded.');
  if (payment.status !== 'succeeded') {
    const intent = await deps.provider.retrieveIntent(payment.providerIntentId);
    requireSucceeded(intent);
    if (intent.amountCents !== payment.amountCents || intent.metadata.openChargeId !== String(charge.id)) {
      throw conflict('The payment does not match this charge. Please contact UpKeep.');
    }
    await recordPayment(deps, payment, actorOf(caller));
  }
  return { ticketId: ticket.id, openChargeId: charge.id, paid: dollars(charge.priceCents) };
}

/** A ticket's extra charges (the company's job shows them). */
export { chargesOf } from './queries.ts';
