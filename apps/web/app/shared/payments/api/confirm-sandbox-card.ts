/**
 * POST /sandbox/payment-intents/{id}/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment (Stripe.js
 * does it in Stripe mode).
 */
import { type EndpointAnswer, paymentEndpoints, type SandboxConfirmRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';

/** What the sandbox answers a confirmation or an authentication: the status, the card's error, the next action. */
export type SandboxAnswer = EndpointAnswer<typeof paymentEndpoints.sandboxConfirm>['data'];

export function confirmSandboxCard(paymentIntentId: string, body: SandboxConfirmRequest): Promise<SandboxAnswer> {
  return api(paymentEndpoints.sandboxConfirm, { params: { id: paymentIntentId }, body }).then((r) => r.data);
}
