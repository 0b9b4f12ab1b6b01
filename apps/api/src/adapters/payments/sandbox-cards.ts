/**
 * The sandbox's saved cards, in Stripe's model: a customer (`cus_sbx_…`), a SetupIntent (`seti_sbx_…`) the browser
 * confirms with a test card (4000 0027 6000 3184 asks for 3-D Secure at setup, on the challenge page as a
 * payment does), the PaymentMethod it leaves attached to the customer (`pm_sbx_…`), and charges to it:
 * - on session: the customer present; 3184 asks for 3-D Secure again (`requires_action`, the challenge page);
 * - off session: made and confirmed at once; 3184 fails with Stripe's `authentication_required` (the bank asks a
 *   customer who is not there), 4000 0000 0000 0341 with `card_declined` (saved without trouble, declined
 *   after); a card that declines (0002, 9995) is never saved: its setup fails.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { cardBrand, type PaymentNextAction, TEST_CARDS } from '@upkeep/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxIntents, sandboxPaymentMethods, sandboxSetupIntents } from '../../db/schema.ts';
import {
  AUTHENTICATION_REQUIRED,
  type CardMethod,
  type Intent,
  type OffSessionChargeInput,
  PaymentProviderError,
  type SavedCardConfirmation,
  type SetupIntent,
} from './provider.ts';
import { insertIntentOnce, toIntent } from './sandbox-intents.ts';

type SetupRow = typeof sandboxSetupIntents.$inferSelect;
type MethodRow = typeof sandboxPaymentMethods.$inferSelect;

const toSetup = (row: SetupRow): SetupIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  customerId: row.customerId,
  paymentMethodId: row.paymentMethodId,
  lastError: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage ?? '' } : null,
});

const toMethod = (row: MethodRow): CardMethod => ({
  id: row.id,
  customerId: row.customerId,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/** Stripe's answer to an off-session payment the bank wants the customer to authenticate. */
export const AUTHENTICATION_REQUIRED_ERROR = {
  code: AUTHENTICATION_REQUIRED,
  message: 'Your card was declined. This transaction requires authentication.',
} as const;
const DECLINED_ERROR = { code: 'card_declined', message: 'Your card was declined.' };

const id = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;

export interface SandboxCardInput {
  cardNumber: string;
  expMonth: number;
  expYear: number;
}

export class SandboxCards {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /** A customer's id: made from the idempotency key, so a retried creation answers the same one. */
  createCustomer(idempotencyKey: string): { id: string } {
    const digest = Buffer.from(idempotencyKey).toString('hex').slice(0, 24).padEnd(24, '0');
    return { id: `cus_sbx_${digest}` };
  }

  async createSetupIntent(input: { customerId: string; idempotencyKey: string; metadata: Record<string, string> }) {
    const setupId = id('seti');
    await this.db
      .insert(sandboxSetupIntents)
      .values({
        id: setupId,
        clientSecret: `${setupId}_secret_${randomBytes(16).toString('hex')}`,
        customerId: input.customerId,
        status: 'requires_payment_method',
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: sandboxSetupIntents.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(sandboxSetupIntents)
      .where(eq(sandboxSetupIntents.idempotencyKey, input.idempotencyKey));
    if (!row) throw new PaymentProviderError('sandbox: the setup intent could not be created');
    return toSetup(row);
  }

  async retrieveSetupIntent(setupId: string): Promise<SetupIntent> {
    const [row] = await this.db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, setupId));
    if (!row) throw new PaymentProviderError(`sandbox: no such setup intent: ${setupId}`);
    return toSetup(row);
  }

  async retrievePaymentMethod(methodId: string): Promise<CardMethod> {
    const [row] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, methodId));
    if (!row) throw new PaymentProviderError(`sandbox: no such payment method: ${methodId}`);
    return toMethod(row);
  }

  async detachPaymentMethod(methodId: string): Promise<void> {
    await this.db.update(sandboxPaymentMethods).set({ customerId: null }).where(eq(sandboxPaymentMethods.id, methodId));
  }

  /** The setup intent if the client secret is its own (compared in constant time), else null. */
  private async ownedSetup(setupId: string, clientSecret: string): Promise<SetupRow | null> {
    const [row] = await this.db.select().from(sandboxSetupIntents).where(eq(sandboxSetupIntents.id, setupId));
    if (!row) return null;
    const expected = Buffer.from(row.clientSecret);
    const given = Buffer.from(clientSecret);
    return expected.length === given.length && timingSafeEqual(expected, given) ? row : null;
  }

  /**
   * The browser's confirmation of a setup with a card the sandbox judged good (`cardError` null) or not: a good
   * card is saved as a payment method of the setup's customer (3184 waits for its 3-D Secure first).
   */
  async confirmSetup(
    setupId: string,
    clientSecret: string,
    card: SandboxCardInput,
    cardError: { code: string; message: string } | null,
  ): Promise<SetupIntent | null> {
    const row = await this.ownedSetup(setupId, clientSecret);
    if (!row) return null;
    if (row.status === 'succeeded' || row.status === 'canceled') return toSetup(row);
    if (cardError) {
      const [updated] = await this.db
        .update(sandboxSetupIntents)
        .set({ status: 'requires_payment_method', lastErrorCode: cardError.code, lastErrorMessage: cardError.message })
        .where(and(eq(sandboxSetupIntents.id, setupId), sql`${sandboxSetupIntents.status} <> 'succeeded'`))
        .returning();
      return toSetup(updated ?? row);
    }
    const digits = card.cardNumber.replace(/\D/g, '');
    const alwaysAuthenticate = digits === TEST_CARDS.authenticationRequired;
    const methodId = id('pm');
    await this.db.insert(sandboxPaymentMethods).values({
      id: methodId,
      customerId: alwaysAuthenticate ? null : row.customerId,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      alwaysAuthenticate,
      declineCode: digits === TEST_CARDS.declinesAfterSaving ? 'card_declined' : null,
      createdAt: this.now(),
    });
    const [updated] = await this.db
      .update(sandboxSetupIntents)
      .set({
        status: alwaysAuthenticate ? 'requires_action' : 'succeeded',
        paymentMethodId: methodId,
        lastErrorCode: null,
        lastErrorMessage: null,
      })
      .where(and(eq(sandboxSetupIntents.id, setupId), sql`${sandboxSetupIntents.status} <> 'succeeded'`))
      .returning();
    return toSetup(updated ?? row);
  }

  /** The customer's answer on the challenge page: `complete` attaches the card; `fail` leaves it unsaved. */
  async authenticateSetup(setupId: string, clientSecret: string, outcome: 'complete' | 'fail') {
    const row = await this.ownedSetup(setupId, clientSecret);
    if (!row) return { kind: 'not_found' as const };
    const [updated] = await this.db
      .update(sandboxSetupIntents)
      .set(
        outcome === 'complete'
          ? { status: 'succeeded' }
          : {
              status: 'requires_payment_method',
              paymentMethodId: null,
              lastErrorCode: 'setup_intent_authentication_failure',
              lastErrorMessage:
                'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
            },
      )
      .where(and(eq(sandboxSetupIntents.id, setupId), eq(sandboxSetupIntents.status, 'requires_action')))
      .returning();
    if (!updated) return { kind: 'unexpected_state' as const, setup: toSetup(row) };
    if (outcome === 'complete' && updated.paymentMethodId) {
      await this.db
        .update(sandboxPaymentMethods)
        .set({ customerId: updated.customerId })
        .where(eq(sandboxPaymentMethods.id, updated.paymentMethodId));
    }
    return { kind: 'authenticated' as const, setup: toSetup(updated) };
  }

  /** The customer's card, attached to them: else the provider's error (as Stripe answers a card of another). */
  private async attachedCard(customerId: string, methodId: string): Promise<MethodRow> {
    const [method] = await this.db.select().from(sandboxPaymentMethods).where(eq(sandboxPaymentMethods.id, methodId));
    if (!method || method.customerId !== customerId) {
      throw new PaymentProviderError(`sandbox: the payment method ${methodId} is not attached to ${customerId}`);
    }
    return method;
  }

  /**
   * An intent paid with a saved card, the customer present: a card that always asks for 3-D Secure leaves it
   * `requires_action` (`challenge` makes the next action); a declining card, `requires_payment_method`.
   */
  async confirmOnSession(
    input: { intentId: string; customerId: string; paymentMethodId: string },
    challenge: (intent: Intent) => PaymentNextAction,
  ): Promise<SavedCardConfirmation> {
    const method = await this.attachedCard(input.customerId, input.paymentMethodId);
    const error = method.declineCode ? DECLINED_ERROR : null;
    const status = error ? 'requires_payment_method' : method.alwaysAuthenticate ? 'requires_action' : 'succeeded';
    const [updated] = await this.db
      .update(sandboxIntents)
      .set(
        error
          ? { status, lastErrorCode: error.code, lastErrorMessage: error.message }
          : { status, lastErrorCode: null, lastErrorMessage: null, cardLast4: method.last4 },
      )
      .where(
        sql`${sandboxIntents.id} = ${input.intentId} and ${sandboxIntents.status} not in ('succeeded', 'canceled')`,
      )
      .returning();
    const [row] = updated
      ? [updated]
      : await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, input.intentId));
    if (!row) throw new PaymentProviderError(`sandbox: no such payment intent: ${input.intentId}`);
    const intent = toIntent(row);
    return { intent, nextAction: intent.status === 'requires_action' ? challenge(intent) : null };
  }

  /** A charge without the customer, made once per idempotency key; failures come back on the intent. */
  async chargeOffSession(input: OffSessionChargeInput): Promise<Intent> {
    const method = await this.attachedCard(input.customerId, input.paymentMethodId);
    const error = method.alwaysAuthenticate
      ? AUTHENTICATION_REQUIRED_ERROR
      : method.declineCode
        ? DECLINED_ERROR
        : null;
    if (input.intentId) {
      // The payment's own intent, not paid yet: its amount set, then confirmed with the card.
      const [updated] = await this.db
        .update(sandboxIntents)
        .set({
          amountCents: input.amountCents,
          status: error ? 'requires_payment_method' : 'succeeded',
          lastErrorCode: error?.code ?? null,
          lastErrorMessage: error?.message ?? null,
          cardLast4: method.last4,
        })
        .where(
          sql`${sandboxIntents.id} = ${input.intentId} and ${sandboxIntents.status} not in ('succeeded', 'canceled')`,
        )
        .returning();
      const [row] = updated
        ? [updated]
        : await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, input.intentId));
      if (!row) throw new PaymentProviderError(`sandbox: no such payment intent: ${input.intentId}`);
      return toIntent(row);
    }
    return insertIntentOnce(this.db, {
      amountCents: input.amountCents,
      status: error ? 'requires_payment_method' : 'succeeded',
      lastErrorCode: error?.code ?? null,
      lastErrorMessage: error?.message ?? null,
      cardLast4: method.last4,
      metadata: input.metadata,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.now(),
    });
  }
}
