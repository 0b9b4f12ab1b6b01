/**
 * The sandbox's PaymentIntents as rows (`sandbox_intents`): what an intent row answers, and the one way one is
 * made, once per idempotency key, as Stripe does (a key reused with another amount is Stripe's idempotency error).
 * The provider's checkout intents and the saved cards' charges both make theirs here.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { sandboxIntents } from '../../db/schema.ts';
import { type Intent, PaymentProviderError } from './provider.ts';

export type IntentRow = typeof sandboxIntents.$inferSelect;

export const toIntent = (row: IntentRow): Intent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  metadata: row.metadata as Record<string, string>,
  lastError: row.lastErrorCode ? { code: row.lastErrorCode, message: row.lastErrorMessage ?? '' } : null,
});

/** A new intent (`pi_sbx_…`), or the one its idempotency key already made. */
export async function insertIntentOnce(
  db: Database,
  values: Omit<typeof sandboxIntents.$inferInsert, 'id' | 'clientSecret'> & { idempotencyKey: string },
): Promise<Intent> {
  const id = `pi_sbx_${randomBytes(12).toString('hex')}`;
  await db
    .insert(sandboxIntents)
    .values({ ...values, id, clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}` })
    .onConflictDoNothing({ target: sandboxIntents.idempotencyKey });
  const [row] = await db.select().from(sandboxIntents).where(eq(sandboxIntents.idempotencyKey, values.idempotencyKey));
  if (!row) throw new PaymentProviderError('sandbox: the intent could not be created');
  if (row.amountCents !== values.amountCents) {
    // Stripe answers an idempotency error when a key is reused with other parameters.
    throw new PaymentProviderError('sandbox: idempotency key reused with another amount');
  }
  return toIntent(row);
}
