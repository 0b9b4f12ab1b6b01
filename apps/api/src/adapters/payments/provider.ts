/**
 * The payment provider, modelled on Stripe's PaymentIntents: the server creates an intent for an amount it
 * computed, the browser confirms it with a card (Stripe Elements, or the sandbox's test-mode form), the
 * server retrieves it to validate. Two implementations: Stripe, and the offline sandbox.
 */
import type { PaymentNextAction, PayoutSchedule } from '@upkeep/contract';

export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface Intent {
  id: string;
  clientSecret: string;
  amountCents: number;
  currency: string;
  status: IntentStatus | string;
  metadata: Record<string, string>;
  /** The provider's message for the last failed confirmation (shown to the customer as is). */
  lastError: { code: string; message: string } | null;
}

export interface CreateIntentInput {
  amountCents: number;
  /** The same key answers the same intent: a retried creation never makes a second one. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description: string;
}

/** A SetupIntent (Stripe's): a card confirmed by the customer for later payments, attached to their customer. */
export interface SetupIntent {
  id: string;
  clientSecret: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled' | string;
  /** The provider's customer (`cus_…`) the card is saved for. */
  customerId: string;
  /** The saved card (`pm_…`), once the setup succeeded. */
  paymentMethodId: string | null;
  lastError: { code: string; message: string } | null;
}

/** A saved card as the provider keeps it (Stripe's PaymentMethod of type card). */
export interface CardMethod {
  id: string;
  /** The customer it is attached to, or null once detached. */
  customerId: string | null;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** An intent paid with a saved card while the customer is present: with the 3-D Secure step when the bank asks. */
export interface SavedCardConfirmation {
  intent: Intent;
  /** Where the customer authenticates (the sandbox's challenge page; Stripe.js handles its own: null). */
  nextAction: PaymentNextAction | null;
}

/** A charge to a saved card without the customer (`off_session`), made and confirmed at once. */
export interface OffSessionChargeInput {
  /** An intent of the payment that is not paid yet (a checkout's): confirmed off session instead of a new one. */
  intentId?: string;
  amountCents: number;
  customerId: string;
  paymentMethodId: string;
  /** The same key answers the same intent: a retried charge never charges twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
  description: string;
}

/** Stripe's decline code when the bank asks a customer who is not there to authenticate an off-session payment. */
export const AUTHENTICATION_REQUIRED = 'authentication_required';

/**
 * A company's connected account (Stripe Connect, Express), as the provider answers it: whether the company can
 * be paid out, and what it must still give (Stripe's requirement names: `external_account`, `business_type`...).
 */
export interface ConnectedAccount {
  id: string;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: { currentlyDue: string[]; pastDue: string[]; disabledReason: string | null };
  /** The bank account's last four digits, once one is given. */
  bankLast4: string | null;
  /** When it pays out to the bank (Stripe's `settings.payouts.schedule`). */
  payoutSchedule: PayoutSchedule;
}

export interface CreateAccountInput {
  email: string;
  businessName: string;
  metadata: Record<string, string>;
  /** The same key answers the same account: a retried creation never makes a second one. */
  idempotencyKey: string;
}

/** A single-use, expiring link to the provider's onboarding; an expired or used one sends to `refreshUrl`. */
export interface AccountLink {
  url: string;
  expiresAt: Date;
}

/** A transfer to a connected account (Stripe's Transfer), funded by a customer's charge when one is named. */
export interface Transfer {
  id: string;
  amountCents: number;
  destination: string;
  transferGroup: string | null;
  /** The charge that funds it (Stripe's `source_transaction`), or null. */
  sourceTransaction: string | null;
  /** What the platform wrote on it (`transferId`: the ledger's transfer). */
  metadata: Record<string, string>;
}

export interface CreateTransferInput {
  amountCents: number;
  /** The connected account. */
  destination: string;
  /** The ticket's group (`ticket-42`): every transfer of a ticket, and its charges, in one group. */
  transferGroup: string;
  /** The payment intent whose charge funds the transfer (its charge is the `source_transaction`), or null. */
  sourcePaymentIntentId: string | null;
  /** The same key answers the same transfer: a retried step never transfers twice. */
  idempotencyKey: string;
  metadata: Record<string, string>;
}

/** A payout from a connected account to its bank, as the provider's events carry it. */
export interface Payout {
  id: string;
  amountCents: number;
  status: 'in_transit' | 'paid' | 'failed';
  arrivalAt: Date;
  /** Stripe's failure code (`no_account`, `insufficient_funds`...) of a failed payout. */
  failureCode: string | null;
}

/** An event about a connected account (Stripe Connect's webhook; the sandbox's own as its model moves). */
export interface ConnectEvent {
  id: string;
  type: string;
  /** The connected account the event is about (Stripe's `account` on Connect events). */
  accountId: string | null;
  /** The account as the event carries it (`account.updated`). */
  account: ConnectedAccount | null;
  /** The payout as the event carries it (`payout.created`, `payout.paid`, `payout.failed`). */
  payout: Payout | null;
  /** The transfer as the event carries it (`transfer.created`). */
  transfer?: Transfer | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'stripe';
  /** For the browser: Stripe's publishable key, or null for the sandbox. */
  readonly publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<Intent>;
  retrieveIntent(id: string): Promise<Intent>;
  /**
   * Gives the money back (all of it when `amountCents` is omitted). The same `idempotencyKey` gives it back
   * once, however often the call is retried (the ledger names each refund by the payment and what it brings
   * the refunded total to).
   */
  refund(intentId: string, amountCents?: number, idempotencyKey?: string): Promise<void>;
  /** Cards: the customer at the provider (`cus_…`), created once per idempotency key. */
  createCustomer(input: { email: string; name: string; idempotencyKey: string }): Promise<{ id: string }>;
  /** Cards: a SetupIntent for the customer's next card, confirmed by the browser (`usage: off_session`). */
  createSetupIntent(input: {
    customerId: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<SetupIntent>;
  retrieveSetupIntent(id: string): Promise<SetupIntent>;
  retrievePaymentMethod(id: string): Promise<CardMethod>;
  /** Cards: the card is no longer the customer's (Stripe's detach). */
  detachPaymentMethod(id: string): Promise<void>;
  /** Cards: pays an intent with a saved card, the customer present (on session). */
  confirmWithSavedCard(input: {
    intentId: string;
    customerId: string;
    paymentMethodId: string;
    returnUrl: string | null;
  }): Promise<SavedCardConfirmation>;
  /**
   * Cards: charges a saved card without the customer. A decline, or a bank that asks to authenticate
   * (AUTHENTICATION_REQUIRED), comes back as an intent that did not succeed, with its `lastError`.
   */
  chargeOffSession(input: OffSessionChargeInput): Promise<Intent>;
  /** Connect: a company's connected account (Express), created once per idempotency key. */
  createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccount>;
  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount>;
  /** Connect: a link to the provider's onboarding of the account (`account_onboarding`). */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<AccountLink>;
  /** Connect: money from the platform's balance to a connected account, once per idempotency key. */
  createTransfer(input: CreateTransferInput): Promise<Transfer>;
  /**
   * Connect: takes `amountCents` of a transfer back from the connected account, once per idempotency key; a
   * PaymentProviderError coded BALANCE_INSUFFICIENT when the account's balance cannot cover it.
   */
  reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }): Promise<{ id: string }>;
  /** Connect: when the account pays out to the bank (`settings.payouts.schedule`). */
  updatePayoutSchedule(accountId: string, schedule: PayoutSchedule): Promise<ConnectedAccount>;
  /** Connect: a connected account's balance in USD, pending and available for payouts. */
  retrieveBalance(accountId: string): Promise<{ pendingCents: number; availableCents: number }>;
}

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  /** Stripe's error code when it gave one (`balance_insufficient`: the connected account cannot cover a reversal). */
  constructor(
    message: string,
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Stripe's code for a reversal the connected account's balance cannot cover. */
export const BALANCE_INSUFFICIENT = 'balance_insufficient';
