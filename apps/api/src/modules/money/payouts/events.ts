/**
 * The connected accounts' events (Stripe Connect's webhook, or the sandbox as its onboarding completes), each
 * processed once by its id: `account.updated` records the provider's word on the account.
 */
import type { ConnectEvent, Payout } from '../../../adapters/payments/provider.ts';
import { dollars } from '../../../lib/format.ts';
import { notifyCompanyOwners } from '../../messages/notifications/company-notice.ts';
import { oncePerEvent } from '../payments/events.ts';
import { companyOfAccount, confirmTransfer, recordPayout, sendPendingTransfers } from '../payments/transfers.ts';
import * as q from './queries.ts';
import type { PayoutDeps } from './service.ts';

export type { ConnectEvent } from '../../../adapters/payments/provider.ts';

export async function handleConnectEvent(
  deps: Pick<PayoutDeps, 'db' | 'now' | 'provider' | 'log' | 'jobs' | 'outbox'>,
  event: ConnectEvent,
): Promise<'duplicate' | 'processed' | 'ignored'> {
  return oncePerEvent(deps, { id: event.id, type: event.type, objectId: event.accountId }, async () => {
    if (event.payout && event.accountId) return recordPayoutEvent(deps, event.accountId, event.payout);
    if (event.type === 'transfer.created' && event.transfer) {
      return (await confirmTransfer(deps.db, deps.provider.name, event.transfer, deps.now())) ? 'processed' : 'ignored';
    }
    if (event.type !== 'account.updated' || !event.account) return 'ignored';
    const row = await q.updatePayoutAccount(deps.db, event.account, deps.now());
    if (!row) {
      deps.log.info({ accountId: event.account.id }, 'connect webhook: an account no company has');
      return 'ignored';
    }
    // What waited for the company's payouts goes out now.
    if (row.payoutsEnabled) await sendPendingTransfers(deps, deps.db, row.companyId);
    return 'processed';
  });
}

/** Stripe's payout failure codes, in the owner's words. */
const FAILURE_WORDS: Record<string, string> = {
  no_account: 'the bank account does not exist or cannot take deposits',
  insufficient_funds: 'the bank account could not take the transfer (insufficient funds)',
  account_closed: 'the bank account is closed',
};

/**
 * A payout created, paid or failed: recorded (the ledger's record of money that left for the bank); a payout
 * that failed tells the company's owners by e-mail and text, and asks them for another bank account.
 */
async function recordPayoutEvent(
  deps: Pick<PayoutDeps, 'db' | 'now' | 'provider' | 'log' | 'jobs' | 'outbox'>,
  accountId: string,
  payout: Payout,
): Promise<'processed' | 'ignored'> {
  const companyId = await companyOfAccount(deps.db, accountId);
  if (companyId === null) return 'ignored';
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const { before } = await recordPayout(tx, companyId, deps.provider.name, payout, now);
    if (payout.status !== 'failed' || before === 'failed') return;
    const amount = `$${dollars(payout.amountCents).toFixed(2)}`;
    const why =
      FAILURE_WORDS[payout.failureCode ?? ''] ?? `the bank refused it (${payout.failureCode ?? 'no reason given'})`;
    await notifyCompanyOwners(
      deps.jobs,
      tx,
      companyId,
      {
        subject: `a payout of ${amount} failed`,
        lines: [
          `Your payout of ${amount} could not be made: ${why}.`,
          'The money is back in your UpKeep balance. Please give a new bank account on the Payouts screen of the portal; payouts start again once you have.',
        ],
        text: `UpKeep: your payout of ${amount} failed (${why}). Please give a new bank account on the Payouts screen of the portal.`,
      },
      now,
    );
  });
  deps.outbox.kick();
  return 'processed';
}
