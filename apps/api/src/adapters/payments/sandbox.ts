/**
 * The sandbox provider: Stripe's PaymentIntent model, offline, in the product's own database. Intents are
 * confirmed from the browser with Stripe's test cards through POST /api/sandbox/payment-intents/{id}/confirm
 * (the stand-in for Stripe.js), so the server never sees a real card.
 *
 * 3-D Secure as Stripe's test card 4000 0027 6000 3184 has it: confirming with that card leaves the intent
 * `requires_action` with a `redirect_to_url` next action to the challenge page (/process-payment), where
 * the customer completes the authentication (the intent succeeds) or fails it (back to
 * `requires_payment_method` with Stripe's `payment_intent_authentication_failure`, ready for another card).
 */
import { timingSafeEqual } from 'node:crypto';
import {
  luhnValid,
  PAYMENT_RETURN_PARAMS,
  PaymentMessages,
  type PaymentNextAction,
  type PayoutSchedule,
  PROCESS_PAYMENT_PATH,
  TEST_CARDS,
} from '@upkeep/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxIntents } from '../../db/schema.ts';
import {
  type AccountLink,
  type CardMethod,
  type ConnectedAccount,
  type CreateAccountInput,
  type CreateIntentInput,
  type CreateTransferInput,
  type Intent,
  type OffSessionChargeInput,
  type PaymentProvider,
  PaymentProviderError,
  type SavedCardConfirmation,
  type SetupIntent,
  type Transfer,
} from './provider.ts';
import { SandboxCards } from './sandbox-cards.ts';
import { SandboxConnect } from './sandbox-connect.ts';
import { type IntentRow, insertIntentOnce, toIntent } from './sandbox-intents.ts';

type Row = IntentRow;

export interface SandboxCard {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

/** What Stripe's test mode answers for a card (its codes and messages). */
export function judgeCard(card: SandboxCard, now: Date): { code: string; message: string } | null {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { code: 'incorrect_number', message: 'Your card number is incorrect.' };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const endOfMonth = Date.UTC(year, card.expMonth, 1);
  if (endOfMonth <= now.getTime()) return { code: 'expired_card', message: 'Your card has expired.' };
  // A good card; the 3-D Secure one asks for authentication first (requiresAuthentication).
  if (digits === TEST_CARDS.succeeds || digits === TEST_CARDS.authenticationRequired) return null;
  if (digits === TEST_CARDS.declined || digits === TEST_CARDS.declinesAfterSaving) {
    return { code: 'card_declined', message: 'Your card was declined.' };
  }
  if (digits === TEST_CARDS.insufficientFunds) {
    return { code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  }
  return {
    code: 'card_declined',
    message: 'Your card was declined. Your request was in test mode, but used a non test card.',
  };
}

/** Whether Stripe's test mode asks the cardholder to authenticate a payment with this (valid) card. */
export function requiresAuthentication(card: Pick<SandboxCard, 'cardNumber'>): boolean {
  return card.cardNumber.replace(/[\s-]/g, '') === TEST_CARDS.authenticationRequired;
}

/** Stripe's error on an intent whose 3-D Secure authentication the customer failed. */
export const AUTHENTICATION_FAILURE = {
  code: 'payment_intent_authentication_failure',
  message: PaymentMessages.authenticationFailed,
} as const;

/** The challenge page's address for an intent, with what it needs to authenticate and to send the customer back. */
export function challengeUrl(intent: Pick<Intent, 'id' | 'clientSecret'>, returnUrl: string | null): string {
  const query = new URLSearchParams({
    [PAYMENT_RETURN_PARAMS.intent]: intent.id,
    [PAYMENT_RETURN_PARAMS.clientSecret]: intent.clientSecret,
  });
  if (returnUrl) query.set(PAYMENT_RETURN_PARAMS.returnUrl, returnUrl);
  return `${PROCESS_PAYMENT_PATH}?${query}`;
}

/** An intent as the browser's calls answer it: with the next action while it waits for authentication. */
export interface SandboxAnswer {
  intent: Intent;
  nextAction: PaymentNextAction | null;
}

export type AuthenticationResult =
  | { kind: 'authenticated'; answer: SandboxAnswer }
  /** No such intent, or not its client secret: answered alike, so ids cannot be probed. */
  | { kind: 'not_found' }
  /** Only an intent that waits for authentication can be authenticated, and only once. */
  | { kind: 'unexpected_state'; intent: Intent };

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly publishableKey = null;
  /** Connect's connected accounts and their onboarding (sandbox-connect.ts). */
  readonly connect: SandboxConnect;
  /** Saved cards: customers, setup intents, payment methods and their charges (sandbox-cards.ts). */
  readonly cards: SandboxCards;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    publicUrl = 'http://127.0.0.1:3000',
  ) {
    this.connect = new SandboxConnect(db, now, publicUrl);
    this.cards = new SandboxCards(db, now);
  }

  async createCustomer(input: { idempotencyKey: string }): Promise<{ id: string }> {
    return this.cards.createCustomer(input.idempotencyKey);
  }

  createSetupIntent(input: { customerId: string; idempotencyKey: string; metadata: Record<string, string> }) {
    return this.cards.createSetupIntent(input);
  }

  retrieveSetupIntent(id: string): Promise<SetupIntent> {
    return this.cards.retrieveSetupIntent(id);
  }

  retrievePaymentMethod(id: string): Promise<CardMethod> {
    return this.cards.retrievePaymentMethod(id);
  }

  detachPaymentMethod(id: string): Promise<void> {
    return this.cards.detachPaymentMethod(id);
  }

  confirmWithSavedCard(input: {
    intentId: string;
    customerId: string;
    paymentMethodId: string;
    returnUrl: string | null;
  }): Promise<SavedCardConfirmation> {
    return this.cards.confirmOnSession(input, (intent) => nextAction(intent, input.returnUrl));
  }

  chargeOffSession(input: OffSessionChargeInput): Promise<Intent> {
    return this.cards.chargeOffSession(input);
  }

  /**
   * The browser's confirmation of a card setup (the stand-in for Stripe.js's confirmCardSetup): the card judged
   * as a payment's; 4000 0027 6000 3184 waits for 3-D Secure on the challenge page. Null for another's secret.
   */
  async confirmSetup(id: string, clientSecret: string, card: SandboxCard, returnUrl: string | null = null) {
    // The card that declines its charges is saved without trouble (Stripe's 4000 0000 0000 0341).
    const digits = card.cardNumber.replace(/[\s-]/g, '');
    const error = digits === TEST_CARDS.declinesAfterSaving ? null : judgeCard(card, this.now());
    const setup = await this.cards.confirmSetup(id, clientSecret, card, error);
    if (!setup) return null;
    return { setup, nextAction: setup.status === 'requires_action' ? nextAction(setup, returnUrl) : null };
  }

  createConnectedAccount(input: CreateAccountInput): Promise<ConnectedAccount> {
    return this.connect.createAccount(input);
  }

  retrieveConnectedAccount(accountId: string): Promise<ConnectedAccount> {
    return this.connect.retrieveAccount(accountId);
  }

  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<AccountLink> {
    return this.connect.createAccountLink(input);
  }

  async createTransfer(input: CreateTransferInput): Promise<Transfer> {
    let sourceTransaction: string | null = null;
    if (input.sourcePaymentIntentId) {
      const [intent] = await this.db
        .select()
        .from(sandboxIntents)
        .where(eq(sandboxIntents.id, input.sourcePaymentIntentId));
      // The demo data's payments (pi_demo_…) stand for charges the sandbox never saw.
      if (!intent && !input.sourcePaymentIntentId.startsWith('pi_demo_')) {
        throw new PaymentProviderError(`sandbox: no such payment intent: ${input.sourcePaymentIntentId}`);
      }
      if (intent && intent.status !== 'succeeded') {
        throw new PaymentProviderError('sandbox: a transfer can only be funded by a succeeded charge');
      }
      if (intent && input.amountCents > intent.amountCents) {
        throw new PaymentProviderError('sandbox: a transfer cannot exceed the charge that funds it');
      }
      sourceTransaction = chargeOf(input.sourcePaymentIntentId);
    }
    return this.connect.createTransfer({ ...input, sourceTransaction });
  }

  reverseTransfer(input: { transferId: string; amountCents: number; idempotencyKey: string }) {
    return this.connect.reverseTransfer(input);
  }

  updatePayoutSchedule(accountId: string, schedule: PayoutSchedule): Promise<ConnectedAccount> {
    return this.connect.updatePayoutSchedule(accountId, schedule);
  }

  retrieveBalance(accountId: string) {
    return this.connect.balance(accountId);
  }

  createIntent(input: CreateIntentInput): Promise<Intent> {
    return insertIntentOnce(this.db, {
      amountCents: input.amountCents,
      status: 'requires_payment_method',
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.now(),
    });
  }

  async retrieveIntent(id: string): Promise<Intent> {
    const [row] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    if (!row) throw new PaymentProviderError(`sandbox: no such payment intent: ${id}`);
    return toIntent(row);
  }

  async refund(intentId: string, amountCents?: number): Promise<void> {
    const intent = await this.retrieveIntent(intentId);
    if (intent.status !== 'succeeded')
      throw new PaymentProviderError('sandbox: only a succeeded intent can be refunded');
    const amount = amountCents ?? intent.amountCents;
    await this.db
      .update(sandboxIntents)
      .set({ refundedCents: sql`least(${sandboxIntents.amountCents}, ${sandboxIntents.refundedCents} + ${amount})` })
      .where(eq(sandboxIntents.id, intentId));
  }

  /** The intent if the client secret is its own (compared in constant time), else null. */
  private async ownedRow(id: string, clientSecret: string): Promise<Row | null> {
    const [row] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    if (!row) return null;
    const expected = Buffer.from(row.clientSecret);
    const given = Buffer.from(clientSecret);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return row;
  }

  /**
   * The browser's confirmation with a card. Answers the intent as it stands afterwards; a declined card
   * leaves it `requires_payment_method` with the card's error, ready for another try; a card that needs
   * 3-D Secure leaves it `requires_action`, with the challenge page as its next action (Stripe lets an
   * intent that waits for authentication be confirmed again, with another card).
   */
  async confirm(
    id: string,
    clientSecret: string,
    card: SandboxCard,
    returnUrl: string | null = null,
  ): Promise<SandboxAnswer | null> {
    const row = await this.ownedRow(id, clientSecret);
    if (!row) return null;
    if (row.status === 'succeeded' || row.status === 'canceled') return { intent: toIntent(row), nextAction: null };
    const error = judgeCard(card, this.now());
    const digits = card.cardNumber.replace(/\D/g, '');
    const status = error ? 'requires_payment_method' : requiresAuthentication(card) ? 'requires_action' : 'succeeded';
    // Only an intent that has not succeeded moves: two confirmations at once succeed once.
    const [updated] = await this.db
      .update(sandboxIntents)
      .set(
        error
          ? { status, lastErrorCode: error.code, lastErrorMessage: error.message }
          : { status, lastErrorCode: null, lastErrorMessage: null, cardLast4: digits.slice(-4) },
      )
      .where(sql`${sandboxIntents.id} = ${id} and ${sandboxIntents.status} not in ('succeeded', 'canceled')`)
      .returning();
    const intent = updated ? toIntent(updated) : await this.retrieveIntent(id);
    return { intent, nextAction: intent.status === 'requires_action' ? nextAction(intent, returnUrl) : null };
  }

  /**
   * The customer's answer on the challenge page: `complete` makes the intent succeed, `fail` sends it back
   * to `requires_payment_method` with Stripe's authentication failure. Only from `requires_action`, once:
   * the status is the condition of the update, so two answers at once move it once.
   */
  async authenticate(id: string, clientSecret: string, outcome: 'complete' | 'fail'): Promise<AuthenticationResult> {
    const row = await this.ownedRow(id, clientSecret);
    if (!row) return { kind: 'not_found' };
    const [updated] = await this.db
      .update(sandboxIntents)
      .set(
        outcome === 'complete'
          ? { status: 'succeeded', lastErrorCode: null, lastErrorMessage: null }
          : {
              status: 'requires_payment_method',
              lastErrorCode: AUTHENTICATION_FAILURE.code,
              lastErrorMessage: AUTHENTICATION_FAILURE.message,
            },
      )
      .where(and(eq(sandboxIntents.id, id), eq(sandboxIntents.status, 'requires_action')))
      .returning();
    if (!updated) return { kind: 'unexpected_state', intent: await this.retrieveIntent(id) };
    return { kind: 'authenticated', answer: { intent: toIntent(updated), nextAction: null } };
  }
}

/** The sandbox's charge of an intent (Stripe's `latest_charge`): `ch_sbx_…` named after it. */
export const chargeOf = (intentId: string) => `ch_${intentId.replace(/^pi_/, '')}`;

function nextAction(intent: Pick<Intent, 'id' | 'clientSecret'>, returnUrl: string | null): PaymentNextAction {
  return { type: 'redirect_to_url', redirectToUrl: { url: challengeUrl(intent, returnUrl), returnUrl } };
}
