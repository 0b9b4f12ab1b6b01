/** POST /sandbox/payment-intents/{id}/authenticate: the customer's answer to the sandbox's 3-D Secure challenge. */
import { paymentEndpoints, type SandboxAuthenticateRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import type { SandboxAnswer } from './confirm-sandbox-card';

export function authenticateSandboxPayment(
  paymentIntentId: string,
  body: SandboxAuthenticateRequest,
): Promise<SandboxAnswer> {
  return api(paymentEndpoints.sandboxAuthenticate, { params: { id: paymentIntentId }, body }).then((r) => r.data);
}
