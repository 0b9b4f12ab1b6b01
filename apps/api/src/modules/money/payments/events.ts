/**
 * The payment provider's events (the Stripe webhook): each recorded once by its id, and a succeeded intent
 * recorded through the same idempotent step as the browser's validation of that kind of payment (booking,
 * reschedule fee, extra charge). An event whose processing fails is forgotten, so the provider's retry is
 * processed rather than taken for a duplicate.
 */
import type { Intent, Transfer } from '../../../adapters/payments/provider.ts';
import { AppError } from '../../../lib/errors.ts';
import { UserTypeId } from '../../tickets/lifecycle/statuses.ts';
import { type LedgerDeps, recordFailure, recordPayment } from './ledger.ts';
import * as q from './queries.ts';
import { confirmTransfer } from './transfers.ts';

export async function handleProviderEvent(
  deps: LedgerDeps,
  event: { id: string; type: string; intent: Intent | null; transfer?: Transfer | null },
): Promise<'duplicate' | 'processed' | 'ignored'> {
  const objectId = event.intent?.id ?? event.transfer?.id ?? null;
  return oncePerEvent(deps, { id: event.id, type: event.type, objectId }, () => processEvent(deps, event));
}

/**
 * Runs `process` for a provider event the first time its id is seen (the payments webhook's, the Connect
 * webhook's, the sandbox's), and answers 'duplicate' after: the event is recorded first, and forgotten if
 * `process` throws, so the provider's retry is processed rather than taken for a duplicate.
 */
export async function oncePerEvent(
  deps: Pick<LedgerDeps, 'db' | 'now' | 'provider'>,
  event: { id: string; type: string; objectId: string | null },
  process: () => Promise<'processed' | 'ignored'>,
): Promise<'duplicate' | 'processed' | 'ignored'> {
  const fresh = await q.recordEvent(deps.db, {
    id: event.id,
    provider: deps.provider.name,
    type: event.type,
    intentId: event.objectId,
    at: deps.now(),
  });
  if (!fresh) return 'duplicate';
  try {
    return await process();
  } catch (err) {
    await q.forgetEvent(deps.db, event.id);
    throw err;
  }
}

async function processEvent(
  deps: LedgerDeps,
  event: { type: string; intent: Intent | null; transfer?: Transfer | null },
): Promise<'processed' | 'ignored'> {
  // The platform's own transfer events (Stripe sends them to this endpoint, not the Connect one).
  if (event.type === 'transfer.created' && event.transfer) {
    return (await confirmTransfer(deps.db, deps.provider.name, event.transfer, deps.now())) ? 'processed' : 'ignored';
  }
  if (!event.intent) return 'ignored';
  const payment = await q.paymentByIntent(deps.db, event.intent.id);
  if (!payment) return 'ignored';
  if (event.type === 'payment_intent.succeeded') {
    if (event.intent.amountCents !== payment.amountCents) {
      deps.log.error({ intentId: event.intent.id }, 'webhook: amount does not match the recorded payment');
      return 'ignored';
    }
    try {
      await recordPayment(deps, payment, UserTypeId.System);
    } catch (err) {
      // A booking whose slot went to someone else: the ledger refunded it; nothing more to do for the event.
      if (!(err instanceof AppError)) throw err;
    }
    return 'processed';
  }
  if (event.type === 'payment_intent.payment_failed') {
    await recordFailure(deps, payment, event.intent.status);
    return 'processed';
  }
  return 'ignored';
}
