/**
 * The checkout's calls, in the order of spec 000 section 4: the ticket, its service lines, the payment
 * intent, the sandbox's card confirmation (Stripe.js does it in Stripe mode), the validation.
 */
import {
  bookingEndpoints,
  type CheckoutTicket,
  type CreateTicketRequest,
  type EndpointAnswer,
  type EndpointBody,
  type PaymentIntentData,
  paymentEndpoints,
  type SandboxAuthenticateRequest,
  type SandboxConfirmRequest,
  type TicketLine,
} from '@upkeep/contract';
import { api } from '../../../lib/api';

/** POST /customer/ticket: 201 with the ticket the server priced; 409 when the slot was just taken. */
export function createTicket(body: CreateTicketRequest, token: string): Promise<CheckoutTicket> {
  return api(bookingEndpoints.createTicket, { body, token }).then((r) => r.data);
}

/** A service line as the client describes it (the server prices it). */
export type TicketServiceInput = NonNullable<EndpointBody<typeof bookingEndpoints.ticketServices>>[number];

/** POST /customer/ticket-services/{ticketId}: the client's lines go in; the server's (priced) lines come back. */
export function postTicketServices(
  ticketId: number,
  lines: TicketServiceInput[],
  token: string,
): Promise<TicketLine[]> {
  return api(bookingEndpoints.ticketServices, { params: { ticketId }, body: lines, token }).then((r) => r.data);
}

/** POST /customer/payment: the ticket's payment intent (the same one again on a retry). */
export function createPaymentIntent(ticketId: number, token: string): Promise<PaymentIntentData> {
  return api(paymentEndpoints.paymentIntent, { body: { TicketID: ticketId }, token }).then((r) => r.data);
}

/** What the sandbox answers a confirmation or an authentication: the status, the card's error, the next action. */
export type SandboxAnswer = EndpointAnswer<typeof paymentEndpoints.sandboxConfirm>['data'];

/** POST /sandbox/payment-intents/{id}/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment. */
export function confirmSandboxCard(paymentIntentId: string, body: SandboxConfirmRequest): Promise<SandboxAnswer> {
  return api(paymentEndpoints.sandboxConfirm, { params: { id: paymentIntentId }, body }).then((r) => r.data);
}

/** POST /sandbox/payment-intents/{id}/authenticate: the customer's answer to the sandbox's 3-D Secure challenge. */
export function authenticateSandboxPayment(
  paymentIntentId: string,
  body: SandboxAuthenticateRequest,
): Promise<SandboxAnswer> {
  return api(paymentEndpoints.sandboxAuthenticate, { params: { id: paymentIntentId }, body }).then((r) => r.data);
}

/** POST /customer/payment/validate: 200 once the provider says the intent succeeded; 402 with its message if not. */
export function validatePayment(ticketId: number, paymentIntentId: string, token: string) {
  return api(paymentEndpoints.validatePayment, {
    body: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
    token,
  }).then((r) => r.data);
}
