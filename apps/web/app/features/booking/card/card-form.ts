import type { PaymentIntentData } from '@upkeep/contract';

/** What the checkout asks of a card form when it is time to pay. */
export interface CardFormHandle {
  /** Confirms the intent with the card typed in; answers the provider's message when the card fails. */
  confirm(intent: PaymentIntentData): Promise<{ error: string | null }>;
}

export interface CardFormProps {
  /** Whether a whole card has been typed (the Pay button waits for it). */
  onCompleteChange: (complete: boolean) => void;
  handleRef: React.Ref<CardFormHandle>;
  disabled?: boolean;
}
