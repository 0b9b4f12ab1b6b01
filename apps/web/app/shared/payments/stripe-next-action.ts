/**
 * A saved card's 3-D Secure step in Stripe mode: the server confirmed the intent with the saved card and Stripe
 * asks the customer to authenticate (`requires_action`, no redirect of UpKeep's own); Stripe.js's
 * handleNextAction runs the bank's challenge in its modal and answers once it is over. Loaded lazily.
 */
import { PaymentMessages } from '@upkeep/contract';
import type { CardConfirmation } from './card-form';
import { stripeFor } from './stripe-loader';

export async function handleStripeNextAction(publishableKey: string, clientSecret: string): Promise<CardConfirmation> {
  const stripe = await stripeFor(publishableKey);
  if (!stripe) return { error: 'The card provider could not be reached. Please try again.' };
  const result = await stripe.handleNextAction({ clientSecret });
  if (result.error) return { error: result.error.message ?? PaymentMessages.authenticationFailed };
  const status = 'paymentIntent' in result ? result.paymentIntent?.status : undefined;
  return { error: status === 'succeeded' ? null : 'The payment was not completed.' };
}
