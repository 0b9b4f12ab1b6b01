/**
 * A card payment after booking (a reschedule fee, an extra charge), in the order of spec 000 section 4:
 * the server's payment intent, the card confirmed with the provider (the sandbox's form or Stripe
 * Elements), then the server's validation. A retry asks for the same intent (the server answers the same
 * one) and does not confirm a card again once the intent has succeeded.
 */
import type { PaymentIntentData } from '@upkeep/contract';
import { ApiError } from '../../lib/api';

export type ConfirmCard = (intent: PaymentIntentData) => Promise<{ error: string | null }>;

export type PaymentOutcome =
  | { kind: 'paid'; intent: PaymentIntentData }
  /** The card provider's own message: the customer fixes the card and tries again. */
  | { kind: 'card-error'; message: string }
  | { kind: 'error'; step: 'intent' | 'validate'; statusCode: number; message: string };

export interface PaymentSteps {
  createIntent: () => Promise<PaymentIntentData>;
  confirmCard: ConfirmCard;
  validate: (paymentIntentId: string) => Promise<unknown>;
}

const statusOf = (err: unknown) => (err instanceof ApiError ? err.statusCode : 0);
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

export async function payWithCard({ createIntent, confirmCard, validate }: PaymentSteps): Promise<PaymentOutcome> {
  let intent: PaymentIntentData;
  try {
    intent = await createIntent();
  } catch (err) {
    return { kind: 'error', step: 'intent', statusCode: statusOf(err), message: messageOf(err) };
  }
  if (intent.status !== 'succeeded') {
    let confirmed: { error: string | null };
    try {
      confirmed = await confirmCard(intent);
    } catch (err) {
      return { kind: 'card-error', message: messageOf(err) };
    }
    if (confirmed.error) return { kind: 'card-error', message: confirmed.error };
  }
  try {
    await validate(intent.paymentIntentId);
  } catch (err) {
    return { kind: 'error', step: 'validate', statusCode: statusOf(err), message: messageOf(err) };
  }
  return { kind: 'paid', intent };
}
