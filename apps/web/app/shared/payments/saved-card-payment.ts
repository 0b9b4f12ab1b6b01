/**
 * Paying with a saved card (issue 31): the `confirmCard` step of the one pay-by-card flow, done by the server with
 * the customer's saved card instead of a card typed in. Its answer reads as a card form's: the provider's message
 * for a refused card, the challenge page when the bank asks for 3-D Secure (the sandbox's `redirect_to_url`), and
 * in Stripe mode Stripe.js's own challenge (handleNextAction) when Stripe asks for it without a redirect.
 */
import { msg } from '@lingui/core/macro';
import { PaymentMessages } from '@upkeep/contract';
import { i18n } from '../../i18n/runtime';
import { ApiError } from '../../lib/api';
import { payWithSavedCard } from './api/pay-with-saved-card';
import type { ConfirmCard } from './pay-by-card';

export function confirmWithSavedCard(
  cardId: number,
  { token, returnUrl }: { token: string; returnUrl: string },
): ConfirmCard {
  return async (intent) => {
    let answer: Awaited<ReturnType<typeof payWithSavedCard>>;
    try {
      answer = await payWithSavedCard(cardId, { paymentIntentId: intent.paymentIntentId, returnUrl }, token);
    } catch (err) {
      // A 402 is the provider's word on the card, as from a card form.
      if (err instanceof ApiError && err.statusCode === 402) return { error: err.message };
      throw err;
    }
    if (answer.status === 'succeeded') return { error: null };
    if (answer.status === 'requires_action') {
      if (answer.nextAction) return { error: null, redirectTo: answer.nextAction.redirectToUrl.url };
      if (intent.provider === 'stripe' && intent.publishableKey) {
        const { handleStripeNextAction } = await import('./stripe-next-action');
        return handleStripeNextAction(intent.publishableKey, intent.clientSecret);
      }
      return { error: PaymentMessages.requiresAction };
    }
    return { error: answer.error?.message ?? i18n._(msg`The payment failed.`) };
  };
}
