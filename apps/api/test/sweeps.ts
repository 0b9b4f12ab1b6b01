/** The minute's ticket sweep as the job queue runs it, for tests: the sweep, then the refunds it queued. */

import type { LedgerDeps } from '../src/modules/money/payments/ledger.ts';
import { sweepJobs } from '../src/modules/tickets/sweeps/service.ts';
import type { JobQueue } from '../src/queue/job-queue.ts';

/** Runs the queued `refund-retry` jobs now; answers the tickets that got money back. */
export async function runOwedRefunds(deps: Pick<LedgerDeps, 'jobs'>): Promise<number[]> {
  const results = await (deps.jobs as JobQueue).runDue('refund-retry');
  return results.flatMap((r) =>
    r && typeof r === 'object' && 'refundedCents' in r && Number(r.refundedCents) > 0 && 'ticketId' in r
      ? [Number(r.ticketId)]
      : [],
  );
}

/** The ticket sweep at `now`, then its refunds: the tickets refunded. */
export async function sweepAndRefund(deps: LedgerDeps, now: Date): Promise<number[]> {
  await sweepJobs(deps, now);
  return runOwedRefunds(deps);
}
