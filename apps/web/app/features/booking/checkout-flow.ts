/**
 * The checkout sequence of spec 000 section 4: create the ticket, send its service lines, then (unless it
 * is a free estimate request) get the payment intent, confirm the card, and validate the payment.
 *
 * The ticket and the intent are kept in the session as soon as they exist, so a retry (a declined card, a
 * failed step, a reload) goes on with them: a retry never creates a second ticket, and the server answers
 * the same intent for the same ticket. That is also what brings a customer back from a 3-D Secure
 * challenge (the sandbox's /process-payment) to the same ticket: `resumeCheckout` validates its payment.
 */
import { t } from '@lingui/core/macro';
import {
  CheckoutConflict,
  type CheckoutTicket,
  type CreateTicketRequest,
  type PlanInterval,
  planEndpoints,
} from '@upkeep/contract';
import { i18n } from '../../i18n/runtime';
import { CHECKOUT_ERROR_TITLES } from '../../i18n/spec-messages-booking';
import { ApiError, api } from '../../lib/api';
import { fieldIssues, thrownMessage } from '../../lib/errors';
import { activeToken, type StoredBooking, useSession } from '../../session/store';
import { createPaymentIntent } from '../../shared/payments/api/create-payment-intent';
import { createTicket } from '../../shared/payments/api/create-ticket';
import { postTicketServices } from '../../shared/payments/api/post-ticket-services';
import { validatePayment } from '../../shared/payments/api/validate-payment';
import {
  type ConfirmCard,
  type PaymentOutcome,
  payWithCard,
  validateReturnedPayment,
} from '../../shared/payments/pay-by-card';
import { type ContactDetails, currentTicket, normalizePhone } from './booking-model';

export interface CheckoutInput {
  booking: StoredBooking;
  details: ContactDetails & { instructions: string };
  /** The card form's confirmation, or null when no card was asked for (a free order, as the client sees it). */
  confirmCard: ConfirmCard | null;
  /** A plan (issue 31): the booking is its first visit, charged with the others to the saved card before it. */
  plan?: { intervalWeeks: PlanInterval; savedCardId: number } | undefined;
}

export type CheckoutOutcome =
  /** `privateLink`: a guest's booking's private link (issue 26), for the confirmation page only. */
  | { kind: 'confirmed'; ticket: CheckoutTicket; fee: number; privateLink?: string }
  /** The time was taken (or the hold lapsed): back to the slots with the server's message. */
  | { kind: 'choose-another-slot'; message: string }
  | { kind: 'error'; title: string; message: string }
  /** The server refused the address (not in the booking's zip code, or not whole): said beside the field. */
  | { kind: 'address'; message: string }
  /** The card provider's own message: the customer fixes the card and tries again. */
  | { kind: 'card-error'; message: string }
  /** The card needs the customer's authentication (3-D Secure): go to this challenge page, then come back. */
  | { kind: 'authenticate'; url: string }
  /** The server priced the order above the free threshold after all: a card is needed. */
  | { kind: 'needs-card'; ticket: CheckoutTicket }
  /** A plan was started from the booking (nothing is paid now): its page. */
  | { kind: 'plan-started'; planId: number };

/** The spec's error titles (Messages.checkoutErrorTitles), in the page's language. */
const title = (key: keyof typeof CHECKOUT_ERROR_TITLES) => i18n._(CHECKOUT_ERROR_TITLES[key]);

/** Forget a ticket that can no longer be paid (its slot is gone): the next checkout starts over. */
const dropTicket = () => useSession.getState().dropCheckoutTicket();

function ticketRequest(input: CheckoutInput): CreateTicketRequest {
  const { booking, details } = input;
  const session = useSession.getState();
  const discount = session.isLoggedIn ? session.discountCode : null;
  return {
    ScheduledDate: booking.date,
    ScheduleID: booking.scheduleId ?? 0,
    CompanyServiceID: booking.companyServiceId,
    Name: details.name.trim(),
    Email: details.email.trim(),
    PhoneNumber: normalizePhone(details.phone),
    Address: details.address.trim(),
    ZipCode: booking.zipCode,
    Instructions: details.instructions.trim(),
    description: booking.isServiceCall ? session.serviceCallDescription.trim() : '',
    ...(discount ? { DiscountCodeID: discount.id } : {}),
    Origin: session.source ?? 'web',
    idFeatures: booking.idFeatures ?? [],
    quantity: booking.quantity ?? 1,
  };
}

export async function runCheckout(input: CheckoutInput): Promise<CheckoutOutcome> {
  const token = activeToken(useSession.getState());
  if (!token) return { kind: 'error', title: title('generic'), message: t`Please sign in or continue as a guest.` };

  // 1. The ticket: the one this checkout already created, else a new one (which takes the slot).
  let ticket = currentTicket(useSession.getState());
  let privateLink: string | undefined;
  if (!ticket) {
    try {
      const created = await createTicket(ticketRequest(input), token);
      // A guest estimate request's private link goes to its confirmation page, never into the stored session.
      const { privateLink: link, ...rest } = created;
      ticket = rest;
      privateLink = link;
    } catch (err) {
      // Too many unpaid checkouts: the slot is not at fault, so the customer stays here with the message.
      if (err instanceof ApiError && err.statusCode === 409 && err.code !== CheckoutConflict.tooManyHolds) {
        dropTicket();
        return { kind: 'choose-another-slot', message: err.message };
      }
      const address = fieldIssues(err).find((issue) => issue.field === 'Address');
      if (address) return { kind: 'address', message: address.message };
      return { kind: 'error', title: title('generic'), message: thrownMessage(err) };
    }
    useSession.getState().checkoutTicketCreated(ticket);
  }

  // 2. Its service lines (the server answers its own, priced lines).
  try {
    const lines = await postTicketServices(ticket.id, input.booking.subservices, token);
    ticket = { ...ticket, lines };
    useSession.getState().updateBooking({ ticket });
  } catch (err) {
    return { kind: 'error', title: title('ticketServices'), message: thrownMessage(err) };
  }

  // A free estimate request is confirmed as it is created.
  if (ticket.isEstimate) return { kind: 'confirmed', ticket, fee: ticket.fee, ...(privateLink ? { privateLink } : {}) };
  if (input.plan) {
    // A plan: nothing is paid now; the first visit is charged to the saved card before it, as every other.
    try {
      const plan = await api(planEndpoints.createPlan, {
        body: { ticketId: ticket.id, intervalWeeks: input.plan.intervalWeeks, savedCardId: input.plan.savedCardId },
        token,
      });
      return { kind: 'plan-started', planId: plan.data.id };
    } catch (err) {
      return { kind: 'error', title: title('generic'), message: thrownMessage(err) };
    }
  }
  if (!input.confirmCard) return { kind: 'needs-card', ticket };

  // 3 to 5. The payment intent (the same one on every retry), the card unless an earlier try already paid,
  // and the server's validation, which confirms the booking: the app's one pay-by-card flow.
  const paying = ticket;
  const outcome = await payWithCard({
    createIntent: async () => {
      const intent = await createPaymentIntent(paying.id, token);
      useSession.getState().paymentIntentCreated({ id: intent.paymentIntentId, clientSecret: intent.clientSecret });
      return intent;
    },
    confirmCard: input.confirmCard,
    validate: (paymentIntentId) => validatePayment(paying.id, paymentIntentId, token),
  });
  return checkoutOutcome(paying, outcome, token);
}

/**
 * Back from the 3-D Secure challenge: the payment of this checkout's ticket is validated as in step 5. An
 * intent that is not this checkout's (an old link) is not validated here.
 */
export async function resumeCheckout(paymentIntentId: string): Promise<CheckoutOutcome> {
  const session = useSession.getState();
  const token = activeToken(session);
  const ticket = currentTicket(session);
  if (!token || !ticket || session.paymentIntent?.id !== paymentIntentId) {
    return {
      kind: 'error',
      title: title('paymentValidation'),
      message: t`This payment is not the one of your checkout.`,
    };
  }
  const outcome = await validateReturnedPayment((id) => validatePayment(ticket.id, id, token), paymentIntentId);
  return checkoutOutcome(ticket, outcome, token);
}

/** What the payment's outcome means for the checkout. */
async function checkoutOutcome(
  ticket: CheckoutTicket,
  outcome: PaymentOutcome<{ fee: number; privateLink?: string }>,
  token: string,
): Promise<CheckoutOutcome> {
  switch (outcome.kind) {
    case 'paid':
      return confirmed(ticket, outcome.validated.fee, outcome.validated.privateLink);
    case 'authenticate':
      return outcome;
    case 'card-error':
      if (outcome.unexpected) return { kind: 'error', title: title('generic'), message: outcome.message };
      useSession.getState().setPaymentError(outcome.message);
      return { kind: 'card-error', message: outcome.message };
    case 'error':
      if (outcome.step === 'validate')
        return { kind: 'error', title: title('paymentValidation'), message: outcome.message };
      if (outcome.statusCode !== 409) return { kind: 'error', title: title('paymentIntent'), message: outcome.message };
      return intentRefused(ticket, outcome.message, token);
  }
}

/** 409 on the intent: already paid (an earlier try got as far as the card), or the hold lapsed and the slot is gone. */
async function intentRefused(ticket: CheckoutTicket, message: string, token: string): Promise<CheckoutOutcome> {
  const stored = useSession.getState().paymentIntent;
  if (stored) {
    const validated = await validatePayment(ticket.id, stored.id, token).catch(() => null);
    if (validated) return confirmed(ticket, validated.fee, validated.privateLink);
  }
  dropTicket();
  return { kind: 'choose-another-slot', message };
}

function confirmed(ticket: CheckoutTicket, fee: number, privateLink?: string): CheckoutOutcome {
  useSession.getState().setPaymentError(null);
  return { kind: 'confirmed', ticket, fee, ...(privateLink ? { privateLink } : {}) };
}
