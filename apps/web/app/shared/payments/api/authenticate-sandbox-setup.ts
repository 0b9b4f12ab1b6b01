/** POST /sandbox/setup-intents/{id}/authenticate: the customer's answer to the 3-D Secure challenge of a card setup. */
import { paymentMethodEndpoints, type SandboxAuthenticateRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import type { SandboxAnswer } from './confirm-sandbox-card';

export function authenticateSandboxSetup(
  setupIntentId: string,
  body: SandboxAuthenticateRequest,
): Promise<SandboxAnswer> {
  return api(paymentMethodEndpoints.sandboxAuthenticateSetup, { params: { id: setupIntentId }, body }).then(
    (r) => r.data,
  );
}
