/**
 * The browser suite's hooks (registered only with UPKEEP_TEST_HOOKS=1, never in production: routes.ts). A
 * journey books its visit days ahead, yet its company may start a job only within `start_window_hours` of
 * the visit (issue 26): the hook moves a test's own Pending or Scheduled ticket to a free time just past, so
 * the company's normal flow starts it. The rule itself is untouched. And the console's failed jobs (issue 27)
 * need a job that failed: `failedDelivery` makes one. No other module imports this one.
 */
import { randomBytes } from 'node:crypto';
import type { FailedJobAnswer, VisitNowAnswer } from '@upkeep/contract';
import { SandboxProvider } from '../../../adapters/payments/sandbox.ts';
import { isExclusionViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import type { JobQueue } from '../../../queue/job-queue.ts';
import { runSandboxPayouts } from '../../money/payouts/service.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';
import { chargeDueVisits } from '../../tickets/plans/service.ts';
import * as q from './queries.ts';

export const TICKET_NOT_FOUND = 'Ticket not found.';
export const NOT_MOVABLE = "Only a Pending or Scheduled ticket's visit can be brought to now.";
export const NO_FREE_TIME = "No free time of the ticket's company was found just before now.";
/** Earlier and earlier, one visit's length each time: several tests may share a company's recent past. */
export const VISIT_NOW_TRIES = 50;

const MOVABLE = new Set<number>([TicketStatusId.Pending, TicketStatusId.Scheduled]);
const MINUTE_MS = 60_000;

/**
 * Moves the ticket's visit (scheduled_at and its slot; the calendar's schedule row is kept) to the latest free
 * time that ends by now: now − its duration, else one duration earlier, up to VISIT_NOW_TRIES times, each try
 * in a savepoint, a try the company's exclusion constraint refuses skipped. Answers the new start.
 */
export async function bringVisitNow(deps: Pick<ServiceDeps, 'db' | 'now' | 'log'>, ticketId: number) {
  const scheduledAt = await deps.db.transaction(async (tx) => {
    const ticket = await q.lockedTicket(tx, ticketId);
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (!MOVABLE.has(ticket.status_id)) throw conflict(NOT_MOVABLE);
    const length = ticket.duration_minutes * MINUTE_MS;
    // Whole minutes, as booked times are.
    const now = Math.floor(deps.now().getTime() / MINUTE_MS) * MINUTE_MS;
    for (let attempt = 1; attempt <= VISIT_NOW_TRIES; attempt++) {
      const start = new Date(now - attempt * length);
      const end = new Date(start.getTime() + length);
      try {
        await tx.transaction((savepoint) => q.setVisit(savepoint, ticketId, start, end, new Date(now)));
        return start;
      } catch (err) {
        if (!isExclusionViolation(err)) throw err;
      }
    }
    throw conflict(NO_FREE_TIME);
  });
  deps.log.info({ ticketId, scheduledAt }, 'test hook: the visit brought to now');
  return { id: ticketId, scheduledAt: scheduledAt.toISOString() } satisfies VisitNowAnswer;
}

/** What the failed delivery's job records as its error. */
export const FAILED_DELIVERY_ERROR = 'Test hook: the mail server refused the message';

/**
 * A message whose delivery failed for good, as the outbox leaves one when its job's retries are used up: the
 * row failed after one attempt, its `deliver-message` job (queued with no retry) failed through pg-boss, which
 * copies it to the dead-letter queue. One transaction, so no worker takes the job before it has failed.
 * Retried from the console, the message is delivered (to the dev mailbox).
 */
export async function failedDelivery(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'log'> & { jobs: Pick<JobQueue, 'send' | 'failJob'> },
): Promise<FailedJobAnswer> {
  const now = deps.now();
  const recipient = `failed-job-${randomBytes(4).toString('hex')}@upkeep.test`;
  const answer = await deps.db.transaction(async (tx) => {
    const row = await q.insertFailedMessage(tx, {
      channel: 'email',
      recipient,
      subject: 'A message that could not be delivered',
      body: 'Made by the browser suite: its delivery failed until the staff console retried it.',
      status: 'failed',
      attempts: 1,
      lastError: FAILED_DELIVERY_ERROR,
      nextAttemptAt: now,
      createdAt: now,
    });
    const id = await deps.jobs.send(tx, 'deliver-message', { outboxId: row.id }, { retryLimit: 0 });
    if (!id) throw new Error('the job was not queued');
    await deps.jobs.failJob(tx, 'deliver-message', id, new Error(FAILED_DELIVERY_ERROR));
    return { id, outboxId: row.id, recipient };
  });
  deps.log.info({ jobId: answer.id, outboxId: answer.outboxId }, 'test hook: a failed delivery made');
  return answer;
}

/**
 * The company's sandbox payouts moved on: its transfers' money available (three days), a payout in transit
 * arrived; then the sandbox's payout schedule, paying the company out whatever its schedule's day, its events
 * processed as the Connect webhook's. 404 without an account.
 */
export async function settlePayouts(deps: ServiceDeps, companyId: number): Promise<{ events: number }> {
  const account = await q.sandboxAccountOf(deps.db, companyId);
  if (!account) throw notFound('This company has no sandbox payout account');
  await q.sandboxPayoutsDaysEarlier(deps.db, account, 3);
  const provider = new SandboxProvider(deps.db, deps.now, deps.publicUrl);
  return { events: await runSandboxPayouts({ ...deps, provider }, { payNow: [account.account_id] }) };
}

export const AT_OUT_OF_RANGE = 'must be from now to 60 days ahead';

/**
 * Charges one plan's visits due as at `at` (within 24 hours of it), as the plan sweep would then: a browser test
 * sees a visit charged without waiting for its day. Only that plan's visits; nothing else runs at that time.
 */
export async function chargePlanAsAt(deps: ServiceDeps, planId: number, at: Date) {
  const now = deps.now().getTime();
  if (at.getTime() < now - 60_000 || at.getTime() > now + 60 * 24 * 3600_000) throw fieldError('at', AT_OUT_OF_RANGE);
  if (!(await q.planExists(deps.db, planId))) throw notFound('Plan not found.');
  const provider = new SandboxProvider(deps.db, deps.now, deps.publicUrl);
  return chargeDueVisits({ ...deps, provider, now: () => at }, planId);
}
