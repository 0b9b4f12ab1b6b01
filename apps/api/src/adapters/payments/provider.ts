/**
 * The payment provider, modelled on Stripe's PaymentIntents: the server creates an intent for an amount it
 * computed, the browser confirms it with a card (Stripe Elements, or the sandbox's test-mode form), the
 * server retrieves it to validate. Two implementations: Stripe, and the offline sandbox.
 */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface Intent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus | string;
  metadata: Record<string, string>;
  /** The provider's message for the last failed confirmation (shown to the customer as is). */
  lastError: { code: string; message: string } | null;
}

export interface CreateIntentInput {
  amountCents: number;
  /** The same key answers the same intent: a retried creation never makes a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description: string;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** For the browser: Stripe's publishable key, or null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent>;
  /**
   * Gives the money back (all of it when `amountCents` is omitted). The same `idempotencyKey` gives it back
   * once, however often the call is retried (the ledger names each refund by the payment and what it brings
   * the refunded total to).
   */
  refund(intentId: string, amountCents?: number, idempotencyKey?: string): Promise<void>;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
