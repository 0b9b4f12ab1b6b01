/**
 * The connected accounts' events (Stripe Connect's webhook, or the sandbox as its onboarding completes), each
 * processed once by its id: `account.updated` records the provider's word on the account.
 */
import type { ConnectedAccount } from '../../adapters/payments/provider.ts';
import { oncePerEvent } from '../payments/events.ts';
import { sendPendingTransfers } from '../payments/transfers.ts';
import * as q from './queries.ts';
import type { PayoutDeps } from './service.ts';

export interface ConnectEvent {
  id: string;
  type: string;
  /** The connected account the event is about (Stripe's `account` on Connect events). */
  accountId: string | null;
  /** The account as the event carries it (`account.updated`). */
  account: ConnectedAccount | null;
}

export async function handleConnectEvent(
  deps: Pick<PayoutDeps, 'db' | 'now' | 'provider' | 'log' | 'jobs'>,
  event: ConnectEvent,
): Promise<'duplicate' | 'processed' | 'ignored'> {
  return oncePerEvent(deps, { id: event.id, type: event.type, objectId: event.accountId }, async () => {
    if (event.type !== 'account.updated' || !event.account) return 'ignored';
    const row = await q.updatePayoutAccount(deps.db, event.account, deps.now());
    if (!row) {
      deps.log.info({ accountId: event.account.id }, 'connect webhook: an account no company has');
      return 'ignored';
    }
    // What waited for the company's payouts goes out now.
    if (row.payoutsEnabled) await sendPendingTransfers(deps, row.companyId);
    return 'processed';
  });
}
