/**
 * Stripe.js, fetched from Stripe once per publishable key and only when a Stripe-mode screen needs it (the
 * `pure` entry does not load it on import): the card form's Elements, and a saved card's 3-D Secure step.
 */
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

const loaded = new Map<string, Promise<Stripe | null>>();

export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = loadStripe(publishableKey);
    loaded.set(publishableKey, promise);
  }
  return promise;
}
