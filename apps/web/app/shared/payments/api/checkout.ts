/**
 * The checkout's calls, in the order of spec 000 section 4: the ticket, its service lines, the payment
 * intent, the sandbox's card confirmation (Stripe.js does it in Stripe mode), the validation.
 */
import {
  type CheckoutTicket,
  type CreateTicketRequest,
  checkoutTicketResponse,
  type PaymentIntentData,
  type PaymentNextAction,
  paymentIntentResponse,
  type SandboxAuthenticateRequest,
  type SandboxConfirmRequest,
  sandboxAuthenticateResponse,
  sandboxConfirmResponse,
  type TicketLine,
  ticketServicesResponse,
  validatePaymentResponse,
} from '@upkeep/contract';
import { apiRequest } from '../../../lib/api';

/** POST /customer/ticket: 201 with the ticket the server priced; 409 when the slot was just taken. */
export function createTicket(body: CreateTicketRequest, token: string): Promise<CheckoutTicket> {
  return apiRequest('/customer/ticket', { method: 'POST', body, token, schema: checkoutTicketResponse }).then(
    (r) => r.data,
  );
}

export interface TicketServiceInput {
  subServiceName: string;
  price: number;
  subserviceDesc?: string;
}

/** POST /customer/ticket-services/{ticketId}: the client's lines go in; the server's (priced) lines come back. */
export function postTicketServices(
  ticketId: number,
  lines: TicketServiceInput[],
  token: string,
): Promise<TicketLine[]> {
  return apiRequest(`/customer/ticket-services/${ticketId}`, {
    method: 'POST',
    body: lines,
    token,
    schema: ticketServicesResponse,
  }).then((r) => r.data);
}

/** POST /customer/payment: the ticket's payment intent (the same one again on a retry). */
export function createPaymentIntent(ticketId: number, token: string): Promise<PaymentIntentData> {
  return apiRequest('/customer/payment', {
    method: 'POST',
    body: { TicketID: ticketId },
    token,
    schema: paymentIntentResponse,
  }).then((r) => r.data);
}

export interface SandboxAnswer {
  status: string;
  error: { code: string; message: string } | null;
  nextAction: PaymentNextAction | null;
}

/** POST /sandbox/payment-intents/{id}/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment. */
export function confirmSandboxCard(paymentIntentId: string, body: SandboxConfirmRequest): Promise<SandboxAnswer> {
  return apiRequest(`/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/confirm`, {
    method: 'POST',
    body,
    schema: sandboxConfirmResponse,
  }).then((r) => r.data);
}

/** POST /sandbox/payment-intents/{id}/authenticate: the customer's answer to the sandbox's 3-D Secure challenge. */
export function authenticateSandboxPayment(
  paymentIntentId: string,
  body: SandboxAuthenticateRequest,
): Promise<SandboxAnswer> {
  return apiRequest(`/sandbox/payment-intents/${encodeURIComponent(paymentIntentId)}/authenticate`, {
    method: 'POST',
    body,
    schema: sandboxAuthenticateResponse,
  }).then((r) => r.data);
}

/** POST /customer/payment/validate: 200 once the provider says the intent succeeded; 402 with its message if not. */
export function validatePayment(ticketId: number, paymentIntentId: string, token: string) {
  return apiRequest('/customer/payment/validate', {
    method: 'POST',
    body: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
    token,
    schema: validatePaymentResponse,
  }).then((r) => r.data);
}
