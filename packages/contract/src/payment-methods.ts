/**
 * Saved cards (issue 31): a signed-in customer saves a card through a SetupIntent (Stripe's model: the browser
 * confirms it with the card, 3-D Secure at setup included), sees its brand and last four digits, removes it,
 * and pays with it in one tap; a plan's visits are charged to it later, without the customer (`off_session`).
 */
import { z } from 'zod';
import { isAppPath, paymentNextAction } from './booking.ts';
import { envelope } from './envelope.ts';
import { positiveId } from './fields.ts';

/** Cards a customer keeps at most. */
export const MAX_SAVED_CARDS = 5;

export const savedCard = z.object({
  id: z.number().int(),
  /** Stripe's `card.brand`: visa, mastercard, amex, discover, unknown. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
});
export type SavedCard = z.infer<typeof savedCard>;
export const savedCardsResponse = envelope(z.array(savedCard));

/**
 * POST /customer/payment-methods: a SetupIntent for a new card. The browser confirms it with the card (Stripe.js's
 * `confirmCardSetup`, or the sandbox's form), then reads GET /customer/payment-methods, which saves it.
 */
export const cardSetup = z.object({ setupIntentId: z.string(), clientSecret: z.string() });
export type CardSetup = z.infer<typeof cardSetup>;
export const cardSetupResponse = envelope(cardSetup);
export const savedCardParams = z.object({ id: positiveId });

/** POST /customer/payment-methods/{id}/pay: one of the caller's payment intents paid with a saved card. */
export const payWithSavedCardRequest = z
  .object({
    paymentIntentId: z.string().min(1).max(100),
    /** Where the customer comes back to after a 3-D Secure challenge: a path of this site. */
    returnUrl: z.string().max(1000).refine(isAppPath, 'must be a path of this site').optional(),
  })
  .strict();
export type PayWithSavedCardRequest = z.infer<typeof payWithSavedCardRequest>;
export const payWithSavedCardResponse = envelope(
  z.object({
    id: z.string(),
    status: z.string(),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
    /** Set while the bank asks the customer to authenticate: where they go to do it. */
    nextAction: paymentNextAction.nullable(),
  }),
);
