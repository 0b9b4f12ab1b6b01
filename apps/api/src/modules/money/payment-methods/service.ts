/**
 * Saved cards (issue 31): a signed-in customer saves a card through a SetupIntent the browser confirms (3-D Secure
 * at setup included), sees it, removes it, and pays one of their payment intents with it in one tap. The card is
 * the provider's (a PaymentMethod attached to the customer's `cus_…`): UpKeep keeps its brand, last four digits
 * and expiry. A setup's card is saved when the provider says it succeeded, read back on the next list.
 */
import { randomUUID } from 'node:crypto';
import { MAX_SAVED_CARDS, type SavedCard } from '@upkeep/contract';
import type { PaymentProvider } from '../../../adapters/payments/provider.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { countAction, DAY_MS, HOUR_MS, type WindowLimit } from '../../../lib/flood-limits.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { ownedTicket } from '../../tickets/lifecycle/ownership.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';
import { paymentByIntent, refusePlanVisitPayment } from '../payments/service.ts';
import * as q from './queries.ts';

export interface CardDeps extends ServiceDeps {
  provider: PaymentProvider;
}

export const CARD_MESSAGES = {
  notFound: 'Card not found',
  tooMany: `You can keep at most ${MAX_SAVED_CARDS} cards: remove one first.`,
  paymentNotFound: 'Payment not found',
  inUse: 'A plan is charged to this card: choose another card for the plan, or cancel it, first.',
} as const;

/** Each setup is a call to the provider: a person adds a card or two, a script many. */
const SETUP_LIMITS = [
  { max: 10, windowMs: HOUR_MS, refusal: 'You have started saving 10 cards in the last hour, the most allowed.' },
  { max: 30, windowMs: DAY_MS, refusal: 'You have started saving 30 cards today, the most allowed.' },
] as const satisfies readonly WindowLimit[];

/** A setup left unconfirmed this long was abandoned: it is no longer read back. */
const SETUP_PENDING_MS = DAY_MS;

const toSavedCard = (row: q.SavedCardRow): SavedCard => ({
  id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
  createdAt: row.createdAt.toISOString(),
});

async function customerOf(deps: CardDeps, customerId: number) {
  const customer = await q.customerOf(deps.db, customerId);
  if (!customer) throw notFound('Customer not found');
  return customer;
}

/** The customer's saved cards, newest first, after saving the cards of their setups that succeeded. */
export async function savedCardsOf(deps: CardDeps, customerId: number): Promise<SavedCard[]> {
  await collectSetups(deps, customerId);
  return (await q.cardsOf(deps.db, customerId)).map(toSavedCard);
}

async function collectSetups(deps: CardDeps, customerId: number): Promise<void> {
  const since = new Date(deps.now().getTime() - SETUP_PENDING_MS);
  const pending = await q.pendingSetups(deps.db, customerId, since);
  if (pending.length === 0) return;
  const customer = await customerOf(deps, customerId);
  for (const setup of pending) {
    const intent = await deps.provider.retrieveSetupIntent(setup.setupIntentId);
    if (intent.status !== 'succeeded' || !intent.paymentMethodId) continue;
    const method = await deps.provider.retrievePaymentMethod(intent.paymentMethodId);
    const full = (await q.cardsOf(deps.db, customerId)).length >= MAX_SAVED_CARDS;
    if (method.customerId !== customer.paymentCustomerId || full) {
      // Not this customer's card (never expected), or one too many (two setups at once): not kept.
      if (full && method.customerId) await deps.provider.detachPaymentMethod(method.id);
      await q.markSetup(deps.db, setup.setupIntentId, 'failed');
      continue;
    }
    await q.insertCard(deps.db, {
      customerId,
      paymentMethodId: method.id,
      brand: method.brand,
      last4: method.last4,
      expMonth: method.expMonth,
      expYear: method.expYear,
      createdAt: deps.now(),
    });
    await q.markSetup(deps.db, setup.setupIntentId, 'saved');
  }
}

/** The customer at the provider, made once (its idempotency key is the customer's). */
export async function paymentCustomerOf(deps: CardDeps, customerId: number): Promise<string> {
  const customer = await customerOf(deps, customerId);
  if (customer.paymentCustomerId) return customer.paymentCustomerId;
  const made = await deps.provider.createCustomer({
    email: customer.email,
    name: customer.name,
    idempotencyKey: `customer-${customer.id}`,
  });
  await q.setPaymentCustomer(deps.db, customer.id, made.id);
  return made.id;
}

/** Starts saving a card: a SetupIntent for the browser to confirm with the card (409 past MAX_SAVED_CARDS). */
export async function startCardSetup(deps: CardDeps, customerId: number) {
  if ((await q.cardsOf(deps.db, customerId)).length >= MAX_SAVED_CARDS) throw conflict(CARD_MESSAGES.tooMany);
  const now = deps.now();
  await deps.db.transaction((tx) => countAction(tx, 'card-setup', `customer:${customerId}`, SETUP_LIMITS, now));
  const paymentCustomerId = await paymentCustomerOf(deps, customerId);
  const setup = await deps.provider.createSetupIntent({
    customerId: paymentCustomerId,
    idempotencyKey: `card-setup-${customerId}-${randomUUID()}`,
    metadata: { customerId: String(customerId) },
  });
  await q.insertSetup(deps.db, { setupIntentId: setup.id, customerId, createdAt: now });
  return { setupIntentId: setup.id, clientSecret: setup.clientSecret };
}

/** Removes a saved card: detached from the customer at the provider, gone from the list. 404 for another's. */
export async function removeCard(deps: CardDeps, customerId: number, cardId: number): Promise<void> {
  const card = await q.cardOf(deps.db, customerId, cardId);
  if (!card) throw notFound(CARD_MESSAGES.notFound);
  // A plan's visits are charged to it: another card for the plan first (or the plan cancelled).
  if (await q.cardInUse(deps.db, card.id)) throw conflict(CARD_MESSAGES.inUse);
  await deps.provider.detachPaymentMethod(card.paymentMethodId);
  await q.deleteCard(deps.db, card.id);
}

/** The customer's saved card, for a charge (404 for another's). */
export async function savedCardOf(deps: Pick<CardDeps, 'db'>, customerId: number, cardId: number) {
  const card = await q.cardOf(deps.db, customerId, cardId);
  if (!card) throw notFound(CARD_MESSAGES.notFound);
  return card;
}

/**
 * Pays one of the customer's payment intents (a booking, a reschedule fee, an extra charge, a quote's deposit: the payment's ticket
 * must be theirs) with a saved card, the customer present. The page then validates it as after a card.
 */
export async function payWithSavedCard(
  deps: CardDeps,
  principal: Principal & { kind: 'customer' },
  cardId: number,
  input: { paymentIntentId: string; returnUrl?: string | undefined },
) {
  const card = await savedCardOf(deps, principal.customerId, cardId);
  const payment = await paymentByIntent(deps.db, input.paymentIntentId);
  if (!payment) throw notFound(CARD_MESSAGES.paymentNotFound);
  const ticket = await ownedTicket(deps.db, payment.ticketId, principal);
  if (payment.purpose === 'booking') {
    // As the page's own intent: not a cancelled booking, not one paid, not a plan's visit its plan pays.
    if (ticket.statusId === TicketStatusId.Cancelled || ticket.paidCents >= ticket.totalCents) {
      throw conflict('This booking has nothing to pay.');
    }
    await refusePlanVisitPayment(deps.db, ticket);
  }
  // A quote's deposit (decision 0039): paid once, never after it was refunded (its approval replaced or refused).
  if (payment.purpose === 'deposit' && ['succeeded', 'applied', 'refunded'].includes(payment.status)) {
    throw conflict('This deposit has nothing to pay.');
  }
  const paymentCustomerId = await paymentCustomerOf(deps, principal.customerId);
  const { intent, nextAction } = await deps.provider.confirmWithSavedCard({
    intentId: payment.providerIntentId,
    customerId: paymentCustomerId,
    paymentMethodId: card.paymentMethodId,
    returnUrl: input.returnUrl ?? null,
  });
  return {
    id: intent.id,
    status: intent.status,
    error: intent.status === 'succeeded' ? null : intent.lastError,
    nextAction,
  };
}
