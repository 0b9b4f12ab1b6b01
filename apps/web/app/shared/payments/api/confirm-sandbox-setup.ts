/**
 * POST /sandbox/setup-intents/{id}/confirm: the sandbox's stand-in for Stripe.js's confirmCardSetup (a card saved;
 * 4000 0027 6000 3184 asks for 3-D Secure first). Test mode only.
 */
import { paymentMethodEndpoints, type SandboxConfirmRequest } from '@upkeep/contract';
import { api } from '../../../lib/api';
import type { SandboxAnswer } from './confirm-sandbox-card';

export function confirmSandboxSetup(setupIntentId: string, body: SandboxConfirmRequest): Promise<SandboxAnswer> {
  return api(paymentMethodEndpoints.sandboxConfirmSetup, { params: { id: setupIntentId }, body }).then((r) => r.data);
}
