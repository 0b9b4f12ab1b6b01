/**
 * The sandbox provider: Stripe's PaymentIntent model, offline, in the product's own database. Intents are
 * confirmed from the browser with Stripe's test cards through POST /api/sandbox/payment-intents/{id}/confirm
 * (the stand-in for Stripe.js), so the server never sees a real card.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { TEST_CARDS } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxIntents } from '../../db/schema.ts';
import { type CreateIntentInput, type Intent, type PaymentProvider, PaymentProviderError } from './provider.ts';

type Row = typeof sandboxIntents.$inferSelect;

const toIntent = (row: Row): Intent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  metadata: row.metadata as Record<string, string>,
  lastError: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage ?? '' } : null,
});

/** Luhn's checksum, as card numbers carry it. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

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
  if (digits === TEST_CARDS.succeeds) return null;
  if (digits === TEST_CARDS.declined) return { code: 'card_declined', message: 'Your card was declined.' };
  if (digits === TEST_CARDS.insufficientFunds) {
    return { code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  }
  return {
    code: 'card_declined',
    message: 'Your card was declined. Your request was in test mode, but used a non test card.',
  };
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly publishableKey = null;

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  async createIntent(input: CreateIntentInput): Promise<Intent> {
    const id = `pi_sbx_${randomBytes(12).toString('hex')}`;
    await this.db
      .insert(sandboxIntents)
      .values({
        id,
        clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
        amountCents: input.amountCents,
        status: 'requires_payment_method',
        metadata: input.metadata,
        idempotencyKey: input.idempotencyKey,
        createdAt: this.now(),
      })
      .onConflictDoNothing({ target: sandboxIntents.idempotencyKey });
    const [row] = await this.db
      .select()
      .from(sandboxIntents)
      .where(eq(sandboxIntents.idempotencyKey, input.idempotencyKey));
    if (!row) throw new PaymentProviderError('sandbox: the intent could not be created');
    if (row.amountCents !== input.amountCents) {
      // Stripe answers an idempotency error when a key is reused with other parameters.
      throw new PaymentProviderError('sandbox: idempotency key reused with another amount');
    }
    return toIntent(row);
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

  /**
   * The browser's confirmation with a card. Answers the intent as it stands afterwards; a declined card
   * leaves it `requires_payment_method` with the card's error, ready for another try.
   */
  async confirm(id: string, clientSecret: string, card: SandboxCard): Promise<Intent | null> {
    const [row] = await this.db.select().from(sandboxIntents).where(eq(sandboxIntents.id, id));
    if (!row) return null;
    const expected = Buffer.from(row.clientSecret);
    const given = Buffer.from(clientSecret);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    if (row.status === 'succeeded' || row.status === 'canceled') return toIntent(row);
    const error = judgeCard(card, this.now());
    const digits = card.cardNumber.replace(/\D/g, '');
    // Only the intent still awaiting a card moves: two confirmations at once succeed once.
    const [updated] = await this.db
      .update(sandboxIntents)
      .set(
        error
          ? { status: 'requires_payment_method', lastErrorCode: error.code, lastErrorMessage: error.message }
          : { status: 'succeeded', lastErrorCode: null, lastErrorMessage: null, cardLast4: digits.slice(-4) },
      )
      .where(sql`${sandboxIntents.id} = ${id} and ${sandboxIntents.status} <> 'succeeded'`)
      .returning();
    if (updated) return toIntent(updated);
    return this.retrieveIntent(id);
  }
}
