/**
 * The one pay-by-card flow (a checkout, a reschedule fee, an extra charge), in the order of spec 000 section 4:
 * the server's payment intent, the card confirmed with the provider (the sandbox's form or Stripe
 * Elements), then the server's validation. A retry asks for the same intent (the server answers the same
 * one) and does not confirm a card again once the intent has succeeded.
 *
 * A card that needs 3-D Secure in the sandbox stops at the card: the customer goes to the challenge page
 * ('authenticate'), and the paying page, once they are back, finishes with `validateReturnedPayment`.
 */
import type { PaymentIntentData } from '@upkeep/contract';
import { ApiError } from '../../lib/api';
import { thrownMessage } from '../../lib/errors';
import type { CardConfirmation } from './card-form';

export type ConfirmCard = (intent: PaymentIntentData) => Promise<CardConfirmation>;

export type PaymentOutcome<Validated = unknown> =
  | { kind: 'paid'; paymentIntentId: string; validated: Validated }
  /** The card needs the customer's authentication first: go to this challenge page. */
  | { kind: 'authenticate'; url: string }
  /**
   * The card provider's own message: the customer fixes the card and tries again. `unexpected`: the card
   * form itself failed (it threw) rather than the provider refusing the card.
   */
  | { kind: 'card-error'; message: string; unexpected?: true }
  | { kind: 'error'; step: 'intent' | 'validate'; statusCode: number; message: string };

export interface PaymentSteps<Validated = unknown> {
  createIntent: () => Promise<PaymentIntentData>;
  confirmCard: ConfirmCard;
  validate: (paymentIntentId: string) => Promise<Validated>;
}

const statusOf = (err: unknown) => (err instanceof ApiError ? err.statusCode : 0);

export async function payWithCard<Validated>({
  createIntent,
  confirmCard,
  validate,
}: PaymentSteps<Validated>): Promise<PaymentOutcome<Validated>> {
  let intent: PaymentIntentData;
  try {
    intent = await createIntent();
  } catch (err) {
    return { kind: 'error', step: 'intent', statusCode: statusOf(err), message: thrownMessage(err) };
  }
  if (intent.status !== 'succeeded') {
    let confirmed: CardConfirmation;
    try {
      confirmed = await confirmCard(intent);
    } catch (err) {
      return { kind: 'card-error', message: thrownMessage(err), unexpected: true };
    }
    if (confirmed.error) return { kind: 'card-error', message: confirmed.error };
    if (confirmed.redirectTo) return { kind: 'authenticate', url: confirmed.redirectTo };
  }
  return validateReturnedPayment(validate, intent.paymentIntentId);
}

/**
 * The validation step, also where the customer comes back from a challenge: the server asks the provider.
 * A 402 is the provider's word on the card (a failed authentication, a decline): the customer tries again.
 */
export async function validateReturnedPayment<Validated>(
  validate: PaymentSteps<Validated>['validate'],
  paymentIntentId: string,
): Promise<PaymentOutcome<Validated>> {
  let validated: Validated;
  try {
    validated = await validate(paymentIntentId);
  } catch (err) {
    if (statusOf(err) === 402) return { kind: 'card-error', message: thrownMessage(err) };
    return { kind: 'error', step: 'validate', statusCode: statusOf(err), message: thrownMessage(err) };
  }
  return { kind: 'paid', paymentIntentId, validated };
}
