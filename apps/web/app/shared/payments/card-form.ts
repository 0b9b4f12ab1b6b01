import type { CardSetup, PaymentIntentData } from '@upkeep/contract';

/**
 * The provider's answer to a card confirmation: its message when the card failed, or (3-D Secure in the
 * sandbox) the challenge page the customer must pass before the payment can complete. Stripe's own
 * confirmCardPayment runs its challenge in a modal and answers only when it is over.
 */
export interface CardConfirmation {
  error: string | null;
  /** Where the customer authenticates the payment; the challenge brings them back to the page that paid. */
  redirectTo?: string;
}

/** What a page asks of a card form when it is time to pay, or to save the card (issue 31). */
export interface CardFormHandle {
  /** Confirms the intent with the card typed in; answers the provider's message when the card fails. */
  confirm(intent: PaymentIntentData): Promise<CardConfirmation>;
  /**
   * Confirms a card setup (a SetupIntent: the card saved for later, Stripe.js's confirmCardSetup) with the card
   * typed in, as `confirm` does a payment: the provider's message, or the challenge page of a 3-D Secure card.
   */
  confirmSetup(setup: CardSetup): Promise<CardConfirmation>;
  /** The saved card chosen (a plan is charged to one), or null: a card typed in, or no saved cards. */
  savedCardId?(): number | null;
}

/** What the card is typed for: a payment (the default), or a card saved for later (the words differ). */
export type CardPurpose = 'payment' | 'setup';

export interface CardFormProps {
  /** Whether a whole card has been typed (the Pay button waits for it). */
  onCompleteChange: (complete: boolean) => void;
  handleRef: React.Ref<CardFormHandle>;
  disabled?: boolean;
  purpose?: CardPurpose;
}
