/**
 * Saving a card (issue 31), as Stripe's SetupIntents do it: the server's setup intent (POST
 * /customer/payment-methods), then the card confirmed with the provider by the card form (the sandbox's form, or
 * Stripe.js's confirmCardSetup). A card that needs 3-D Secure in the sandbox stops at the card: the customer goes to
 * the challenge page ('authenticate') and comes back to the page that saved it. The page then reads the saved cards
 * again (GET /customer/payment-methods), which is what keeps the card.
 */
import type { CardSetup } from '@upkeep/contract';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/errors';
import { startCardSetup } from './api/add-card';
import type { CardConfirmation } from './card-form';

export type SaveCardOutcome =
  | { kind: 'saved' }
  /** The card needs the customer's authentication first: go to this challenge page. */
  | { kind: 'authenticate'; url: string }
  /** The card provider's own message: the customer fixes the card and tries again. */
  | { kind: 'card-error'; message: string }
  /** The server refused (five cards already, a lapsed session) or could not be reached. */
  | { kind: 'error'; message: string };

export async function saveCard({
  token,
  confirmSetup,
}: {
  token: string;
  confirmSetup: (setup: CardSetup) => Promise<CardConfirmation>;
}): Promise<SaveCardOutcome> {
  let setup: CardSetup;
  try {
    setup = await startCardSetup(token);
  } catch (err) {
    return { kind: 'error', message: errorMessage(err, 'The card could not be saved. Please try again.') };
  }
  let confirmed: CardConfirmation;
  try {
    confirmed = await confirmSetup(setup);
  } catch (err) {
    if (err instanceof ApiError && err.statusCode === 402) return { kind: 'card-error', message: err.message };
    return { kind: 'error', message: errorMessage(err, 'The card could not be saved. Please try again.') };
  }
  if (confirmed.error) return { kind: 'card-error', message: confirmed.error };
  if (confirmed.redirectTo) return { kind: 'authenticate', url: confirmed.redirectTo };
  return { kind: 'saved' };
}

/** Whether a challenge brought the customer back from a card setup (`seti_…`) rather than a payment (`pi_…`). */
export const isCardSetup = (intentId: string) => intentId.startsWith('seti_');
