/**
 * The browser suite's hooks (registered only with UPKEEP_TEST_HOOKS=1, never in production: routes.ts). A
 * journey books its visit days ahead, yet its company may start a job only within `start_window_hours` of
 * the visit (issue 26): the hook moves a test's own Pending or Scheduled ticket to a free time just past, so
 * the company's normal flow starts it. The rule itself is untouched. And the console's failed jobs (issue 27)
 * need a job that failed: `failedDelivery` makes one. No other module imports this one.
 */
import { randomBytes } from 'node:crypto';
import type { FailedJobAnswer, VisitNowAnswer } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import { fromDrizzle } from 'pg-boss';
import { SandboxProvider } from '../../adapters/payments/sandbox.ts';
import { queryRows } from '../../db/client.ts';
import { notificationOutbox, tickets } from '../../db/schema.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { errorOutput, type JobQueue } from '../../queue/job-queue.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import { runSandboxPayouts } from '../payouts/service.ts';
import { chargeDueVisits } from '../plans/service.ts';

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
    const [ticket] = await queryRows<{ status_id: number; duration_minutes: number }>(
      tx,
      sql`select status_id, duration_minutes from tickets where id = ${ticketId} for update`,
    );
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (!MOVABLE.has(ticket.status_id)) throw conflict(NOT_MOVABLE);
    const length = ticket.duration_minutes * MINUTE_MS;
    // Whole minutes, as booked times are.
    const now = Math.floor(deps.now().getTime() / MINUTE_MS) * MINUTE_MS;
    for (let attempt = 1; attempt <= VISIT_NOW_TRIES; attempt++) {
      const start = new Date(now - attempt * length);
      const end = new Date(start.getTime() + length);
      try {
        await tx.transaction(async (savepoint) => {
          await savepoint
            .update(tickets)
            .set({
              scheduledAt: start,
              slot: `[${start.toISOString()},${end.toISOString()})`,
              updatedAt: new Date(now),
            })
            .where(eq(tickets.id, ticketId));
        });
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
  deps: Pick<ServiceDeps, 'db' | 'now' | 'log'> & { jobs: Pick<JobQueue, 'send' | 'boss'> },
): Promise<FailedJobAnswer> {
  const now = deps.now();
  const recipient = `failed-job-${randomBytes(4).toString('hex')}@upkeep.test`;
  const answer = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(notificationOutbox)
      .values({
        channel: 'email',
        recipient,
        subject: 'A message that could not be delivered',
        body: 'Made by the browser suite: its delivery failed until the staff console retried it.',
        status: 'failed',
        attempts: 1,
        lastError: FAILED_DELIVERY_ERROR,
        nextAttemptAt: now,
        createdAt: now,
      })
      .returning({ id: notificationOutbox.id });
    if (!row) throw new Error('insert into notification_outbox returned no row');
    const id = await deps.jobs.send(tx, 'deliver-message', { outboxId: row.id }, { retryLimit: 0 });
    if (!id) throw new Error('the job was not queued');
    await deps.jobs.boss.fail('deliver-message', id, errorOutput(new Error(FAILED_DELIVERY_ERROR)), {
      db: fromDrizzle(tx as never, sql as never),
    });
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
  const [account] = await queryRows<{ account_id: string }>(
    deps.db,
    sql`select account_id from payout_accounts where company_id = ${companyId} and provider = 'sandbox'`,
  );
  if (!account) throw notFound('This company has no sandbox payout account');
  const days = sql.raw(`interval '3 days'`);
  await deps.db.execute(
    sql`update sandbox_transfers set created_at = created_at - ${days} where destination = ${account.account_id}`,
  );
  // A payout in transit arrives, and what is available goes now (not again the same day).
  await deps.db.execute(
    sql`update sandbox_payouts set arrival_at = arrival_at - ${days}, created_at = created_at - ${days}
         where account_id = ${account.account_id} and status = 'in_transit'`,
  );
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
  const [plan] = await queryRows<{ id: number }>(deps.db, sql`select id from plans where id = ${planId}`);
  if (!plan) throw notFound('Plan not found.');
  const provider = new SandboxProvider(deps.db, deps.now, deps.publicUrl);
  return chargeDueVisits({ ...deps, provider, now: () => at }, planId);
}
