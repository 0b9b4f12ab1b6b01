/**
 * Booking payments: the intent (created once per ticket, found again on a retry) and validation (the
 * provider's word, for the right amount). Recording the money is the ledger's (ledger.ts), shared with the
 * Stripe webhook (events.ts): a payment is recorded, and its confirmation sent (with a guest's one private link),
 * exactly once.
 */
import { CheckoutConflict } from '@upkeep/contract';
import type { Intent } from '../../../adapters/payments/provider.ts';
import { PAYMENT_WORDS } from '../../../i18n/spec-words.ts';
import type { Words } from '../../../i18n/words.ts';
import { AppError, badRequest, conflict } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { ownedTicket } from '../../tickets/lifecycle/ownership.ts';
import { TicketStatusId, UserTypeId } from '../../tickets/lifecycle/statuses.ts';
import { liveTicketLink } from '../../tickets/links/service.ts';
import { intentData, type LedgerDeps, openPayment, recordPayment, refundedConflict } from './ledger.ts';
import * as q from './queries.ts';

/** The envelope's `code` of a 402 for an intent that waits for the customer's 3-D Secure authentication. */
export const REQUIRES_ACTION_CODE = 'payment_requires_action';

/** A payment whose amount or ticket is not the one recorded (a booking's, a reschedule fee's). */
export const PAYMENT_MISMATCH: Words = /*i18n*/ {
  id: 'payment.mismatch',
  message: 'The payment does not match this ticket. Please contact UpKeep.',
};

/**
 * The card errors of Stripe (and the sandbox, which answers its codes and messages) in the catalogue by their code:
 * the message answered in English is the provider's own, word for word; another language says the code's words.
 */
const CARD_ERRORS: Readonly<Record<string, Words>> = {
  card_declined: /*i18n*/ { id: 'card.declined', message: 'Your card was declined.' },
  incorrect_number: /*i18n*/ { id: 'card.incorrectNumber', message: 'Your card number is incorrect.' },
  expired_card: /*i18n*/ { id: 'card.expired', message: 'Your card has expired.' },
  insufficient_funds: /*i18n*/ { id: 'card.insufficientFunds', message: 'Your card has insufficient funds.' },
  incorrect_cvc: /*i18n*/ { id: 'card.incorrectCvc', message: "Your card's security code is incorrect." },
  payment_intent_authentication_failure: /*i18n*/ {
    id: 'card.authenticationFailed',
    message:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  },
};

/** A card error kept in English (a plan visit's `chargeError`) as the catalogue's words, when it is one of them. */
export function storedCardErrorWords(english: string): Words | undefined {
  return Object.values(CARD_ERRORS).find((words) => words.message === english);
}

/** A provider's card error as words: the code's in the catalogue (with the provider's English), else its message. */
export function cardErrorWords(error: { code: string; message: string }): Words | string {
  const known = CARD_ERRORS[error.code];
  return known ? { id: known.id, message: error.message } : error.message;
}

/**
 * The one rule of every validation (booking, reschedule fee, extra charge): only an intent that succeeded
 * is paid. One that waits for authentication (`requires_action`, as Stripe answers while its 3-D Secure
 * modal is open) or is `processing` has neither failed nor succeeded: it is answered as such, never with
 * an earlier attempt's card error that may still be on it; a failed one answers the provider's message.
 */
export function requireSucceeded(intent: Intent): void {
  switch (intent.status) {
    case 'succeeded':
      return;
    case 'requires_action':
      throw new AppError(402, PAYMENT_WORDS.requiresAction, undefined, REQUIRES_ACTION_CODE);
    case 'processing':
      throw new AppError(402, PAYMENT_WORDS.processing, undefined, 'payment_processing');
    default:
      throw new AppError(
        402,
        intent.lastError
          ? cardErrorWords(intent.lastError)
          : /*i18n*/ { id: 'payment.notCompleted', message: 'The payment has not been completed.' },
      );
  }
}

export const PLAN_VISIT_NOT_PAYABLE = 'This visit is paid by your plan: it is charged to your card 24 hours before.';

/**
 * A plan's visit (issue 31) is paid by the plan's charge; the customer pays it on the page only once that charge
 * failed (at risk). 409 otherwise.
 */
export async function refusePlanVisitPayment(db: LedgerDeps['db'], ticket: { id: number; planId: number | null }) {
  if (ticket.planId === null) return;
  if ((await q.planVisitStateOf(db, ticket.id)) !== 'at_risk') throw conflict(PLAN_VISIT_NOT_PAYABLE);
}

/** The booking payment's intent: the amount is the ticket's total, as the server computed it. */
export async function bookingIntent(deps: LedgerDeps, principal: Principal, ticketId: number) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  await refusePlanVisitPayment(deps.db, ticket);
  if (ticket.isEstimate) {
    throw badRequest(
      /*i18n*/ {
        id: 'payment.estimate',
        message: 'This ticket is a free estimate request: there is nothing to pay.',
      },
    );
  }
  if (ticket.confirmedAt !== null && ticket.paidCents >= ticket.totalCents)
    throw conflict(/*i18n*/ { id: 'payment.alreadyPaid', message: 'This ticket is already paid.' });
  if (ticket.confirmedAt === null && (!ticket.holdsSlot || ticket.statusId === TicketStatusId.Cancelled)) {
    const holdMinutes = await readSetting(deps.db, 'checkout_hold_minutes');
    throw conflict(
      /*i18n*/ {
        id: 'payment.holdExpired',
        message: 'The checkout expired after {minutes} minutes. Please choose a time slot again.',
        values: { minutes: holdMinutes },
      },
      CheckoutConflict.holdExpired,
    );
  }
  const existing = await q.bookingPaymentOf(deps.db, ticket.id);
  if (existing) return intentData(deps.provider, await deps.provider.retrieveIntent(existing.providerIntentId));

  return openPayment(deps, {
    ticketId: ticket.id,
    purpose: 'booking',
    amountCents: ticket.totalCents - ticket.paidCents,
    idempotencyKey: `ticket-${ticket.id}-booking`,
    description: `UpKeep ticket #${ticket.id}`,
  });
}

/**
 * Validation after the browser confirmed the card: the provider is asked, and only an intent that
 * succeeded for the recorded amount and this ticket confirms the booking.
 */
export async function validateBookingPayment(
  deps: LedgerDeps,
  principal: Principal,
  ticketId: number,
  paymentIntentId?: string,
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const payment = await q.bookingPaymentOf(deps.db, ticket.id);
  if (!payment) {
    throw badRequest(/*i18n*/ { id: 'payment.notStarted', message: 'No payment was started for this ticket.' });
  }
  if (paymentIntentId && paymentIntentId !== payment.providerIntentId) {
    throw badRequest(/*i18n*/ { id: 'payment.otherTicket', message: 'This payment does not belong to this ticket.' });
  }
  if (payment.status === 'refunded') throw refundedConflict();
  const intent = await deps.provider.retrieveIntent(payment.providerIntentId);
  requireSucceeded(intent);
  if (intent.amountCents !== payment.amountCents || intent.metadata.ticketId !== String(ticket.id)) {
    deps.log.error({ ticketId: ticket.id, intentId: intent.id }, 'payment intent does not match its ticket');
    throw conflict(PAYMENT_MISMATCH);
  }
  // The booking's payment is the System's word, whoever asked to validate it.
  await recordPayment(deps, payment, UserTypeId.System);
  const after = await ownedTicket(deps.db, ticket.id, principal);
  // The guest who booked is shown the booking's private link on the confirmation page (issue 26): the one the
  // payment's move issued for the e-mail and the text, whoever recorded it. A session opened by a link has it already.
  const privateLink =
    principal.kind === 'guest' && principal.ticketId === undefined && after.customerId === null
      ? await liveTicketLink(deps, deps.db, after.id, deps.now())
      : null;
  return {
    ticketId: ticket.id,
    paid: dollars(after.paidCents),
    status: 'succeeded' as const,
    fee: dollars(after.feeCents),
    ...(privateLink ? { privateLink } : {}),
  };
}

/** Reads of payments other modules ask for (a queries file is its module's own). */
export {
  chargePaymentOf,
  latestReschedulePayment,
  openReschedulePayment,
  paidPaymentsOf,
  paymentByIntent,
  reschedulePaymentCount,
  tipPaymentOf,
  unusedReschedulePayment,
} from './queries.ts';
