/**
 * POST /customer/payment-methods: a SetupIntent for a new card, which the card form confirms (the sandbox's form
 * or Stripe.js's confirmCardSetup); 409 once the customer keeps MAX_SAVED_CARDS.
 */
import { type CardSetup, paymentMethodEndpoints } from '@upkeep/contract';
import { api } from '../../../lib/api';

export function startCardSetup(token: string): Promise<CardSetup> {
  return api(paymentMethodEndpoints.addCard, { token }).then((r) => r.data);
}
