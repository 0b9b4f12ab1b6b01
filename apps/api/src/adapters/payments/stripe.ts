/** Stripe, when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set: the real thing, through its SDK. */
import Stripe from 'stripe';
import type { CreateIntentInput, Intent, PaymentProvider } from './provider.ts';

const toIntent = (pi: Stripe.PaymentIntent): Intent => ({
  id: pi.id,
  clientSecret: pi.client_secret ?? '',
  amountCents: pi.amount,
  currency: pi.currency,
  status: pi.status,
  metadata: pi.metadata,
  lastError: pi.last_payment_error
    ? {
        code: pi.last_payment_error.code ?? 'card_error',
        message: pi.last_payment_error.message ?? 'The payment failed.',
      }
    : null,
});

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly #stripe: Stripe;

  constructor(
    secretKey: string,
    readonly publishableKey: string,
  ) {
    this.#stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  }

  async createIntent(input: CreateIntentInput): Promise<Intent> {
    const pi = await this.#stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    return toIntent(pi);
  }

  async retrieveIntent(id: string): Promise<Intent> {
    return toIntent(await this.#stripe.paymentIntents.retrieve(id));
  }

  async refund(intentId: string, amountCents?: number, idempotencyKey?: string): Promise<void> {
    await this.#stripe.refunds.create(
      { payment_intent: intentId, ...(amountCents ? { amount: amountCents } : {}) },
      { idempotencyKey: idempotencyKey ?? `refund-${intentId}-${amountCents ?? 'all'}` },
    );
  }

  /** A webhook delivery, checked against the endpoint's signing secret on the raw body. */
  static verifyWebhook(rawBody: Buffer, signature: string, secret: string): Stripe.Event {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret);
  }

  static intentFromEvent(event: Stripe.Event): Intent | null {
    if (!event.type.startsWith('payment_intent.')) return null;
    return toIntent(event.data.object as Stripe.PaymentIntent);
  }
}
