/**
 * The payment provider's events (the Stripe webhook): each recorded once by its id, and a succeeded intent
 * recorded through the same idempotent step as the browser's validation of that kind of payment (booking,
 * reschedule fee, extra charge). An event whose processing fails is forgotten, so the provider's retry is
 * processed rather than taken for a duplicate.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Intent, PaymentProvider } from '../../adapters/payments/provider.ts';
import { queryRows } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { UserTypeId } from '../lifecycle/statuses.ts';
import { recordOpenChargePayment, recordReschedulePayment } from '../tickets/changes.ts';
import { claimablePayment, finalizePayment, type PaymentRow } from './service.ts';

export async function handleProviderEvent(
  app: FastifyInstance,
  provider: PaymentProvider,
  event: { id: string; type: string; intent: Intent | null },
): Promise<'duplicate' | 'processed' | 'ignored'> {
  const inserted = await queryRows<{ event_id: string }>(
    app.db,
    sql`insert into payment_events (event_id, provider, type, provider_intent_id, created_at)
        values (${event.id}, ${provider.name}, ${event.type}, ${event.intent?.id ?? null}, ${app.now().toISOString()}::timestamptz)
        on conflict (event_id) do nothing returning event_id`,
  );
  if (inserted.length === 0) return 'duplicate';
  try {
    return await processEvent(app, provider, event);
  } catch (err) {
    await queryRows(app.db, sql`delete from payment_events where event_id = ${event.id}`);
    throw err;
  }
}

async function processEvent(
  app: FastifyInstance,
  provider: PaymentProvider,
  event: { type: string; intent: Intent | null },
): Promise<'processed' | 'ignored'> {
  if (!event.intent) return 'ignored';
  const [payment] = await app.db.select().from(payments).where(eq(payments.providerIntentId, event.intent.id));
  if (!payment) return 'ignored';
  if (event.type === 'payment_intent.succeeded') {
    if (event.intent.amountCents !== payment.amountCents) {
      app.log.error({ intentId: event.intent.id }, 'webhook: amount does not match the recorded payment');
      return 'ignored';
    }
    await recordSucceeded(app, provider, payment);
    return 'processed';
  }
  if (event.type === 'payment_intent.payment_failed') {
    await app.db
      .update(payments)
      .set({ status: event.intent.status })
      .where(and(eq(payments.id, payment.id), claimablePayment));
    return 'processed';
  }
  return 'ignored';
}

async function recordSucceeded(app: FastifyInstance, provider: PaymentProvider, payment: PaymentRow) {
  switch (payment.purpose) {
    case 'booking':
      try {
        await finalizePayment(app, provider, payment);
      } catch (err) {
        // The slot went to someone else: finalize refunded the payment; nothing more to do for the event.
        if (!(err instanceof AppError)) throw err;
      }
      return;
    case 'reschedule':
      return recordReschedulePayment(app, payment, UserTypeId.System);
    case 'open_charge':
      return recordOpenChargePayment(app, payment, UserTypeId.System);
  }
}
