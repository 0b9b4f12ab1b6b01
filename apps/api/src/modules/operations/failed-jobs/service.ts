/**
 * Failed background jobs in the staff console (issue 27). A job whose retries are used up is failed, and
 * pg-boss puts a copy of it in the dead-letter queue. Every staff member lists them (newest first, with queue,
 * error and attempts; never the job's data, which names customers' rows); an administrator retries one (it
 * runs again now, with one more attempt allowed) or discards it, and either removes its dead-letter copies,
 * in one transaction with the audit log's entry (`job.retry`, `job.discard`, target `job:<id>`).
 */
import { type BackgroundJob, Messages } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { JobQueue } from '../../../queue/job-queue.ts';
import { DEAD_LETTER_QUEUE, queueNamed } from '../../../queue/queues.ts';
import { recordStaffAction } from '../audit/audit.ts';
import * as q from './queries.ts';

/** The list shows this many (the newest); `total` says how many there are. */
export const FAILED_JOBS_LIMIT = 100;

export interface StaffJobDeps extends Pick<ServiceDeps, 'db' | 'now'> {
  jobs: Pick<JobQueue, 'retryFailed' | 'deleteJobs' | 'kick'>;
}

const iso = (v: string | Date) => new Date(v).toISOString();

function toJob(row: q.JobRow): BackgroundJob {
  const queue = queueNamed(row.name);
  return {
    id: row.id,
    queue: row.name,
    summary: queue ? queue.describe(row.data ?? {}) : row.name,
    state: row.state,
    error: row.error,
    // pg-boss counts the retries made (retry_count); the first attempt is not one.
    attempts: Number(row.retry_count) + 1,
    maxAttempts: Number(row.retry_limit) + 1,
    createdAt: iso(row.created_on),
    failedAt: row.state === 'failed' && row.completed_on ? iso(row.completed_on) : null,
  };
}

/** What the audit log keeps of a job: where it stood, not its data or error (they may name a customer). */
const auditView = (job: BackgroundJob) => ({
  queue: job.queue,
  summary: job.summary,
  state: job.state,
  attempts: job.attempts,
  maxAttempts: job.maxAttempts,
});

export async function failedJobs(deps: { db: Database }): Promise<{ jobs: BackgroundJob[]; total: number }> {
  const [rows, total] = await Promise.all([q.failedJobs(deps.db, FAILED_JOBS_LIMIT), q.countFailedJobs(deps.db)]);
  return { jobs: rows.map(toJob), total };
}

/** The job, locked and failed; 404 for an unknown id (or a dead-letter copy's), 409 when it is not failed. */
async function failedJob(tx: Tx, id: string): Promise<q.JobRow> {
  const row = await q.jobForUpdate(tx, id);
  if (!row) throw notFound(Messages.jobNotFound);
  if (row.state !== 'failed') throw conflict(Messages.jobNotFailed, 'job-not-failed');
  return row;
}

async function dropDeadLetterCopies(deps: StaffJobDeps, tx: Tx, row: q.JobRow) {
  await deps.jobs.deleteJobs(tx, DEAD_LETTER_QUEUE, await q.deadLetterCopies(tx, row));
}

/** Runs a failed job again now (admins). Answers the job as it stands after: waiting to run. */
export async function retryJob(deps: StaffJobDeps, staffUserId: number, id: string): Promise<BackgroundJob> {
  const now = deps.now();
  const { after, queue } = await deps.db.transaction(async (tx) => {
    const row = await failedJob(tx, id);
    const queue = queueNamed(row.name);
    // A queue the product no longer has: nothing would run it.
    if (!queue) throw conflict(Messages.jobQueueGone, 'job-queue-gone');
    if (!(await deps.jobs.retryFailed(tx, queue.name, { id: row.id, data: row.data ?? {} }))) {
      throw conflict(Messages.jobNotFailed, 'job-not-failed');
    }
    await dropDeadLetterCopies(deps, tx, row);
    const retried = await q.job(tx, id);
    if (!retried) throw notFound(Messages.jobNotFound);
    const before = toJob(row);
    const after = toJob(retried);
    await recordStaffAction(
      tx,
      { staffUserId },
      { action: 'job.retry', target: `job:${id}`, before: auditView(before), after: auditView(after), at: now },
    );
    return { after, queue };
  });
  deps.jobs.kick(queue.name);
  return after;
}

/** Gives a failed job up for good (admins), with its dead-letter copies. Answers the job as it was. */
export async function discardJob(deps: StaffJobDeps, staffUserId: number, id: string): Promise<BackgroundJob> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await failedJob(tx, id);
    if ((await deps.jobs.deleteJobs(tx, row.name, [row.id])) === 0) {
      throw conflict(Messages.jobNotFailed, 'job-not-failed');
    }
    await dropDeadLetterCopies(deps, tx, row);
    const job = toJob(row);
    await recordStaffAction(
      tx,
      { staffUserId },
      { action: 'job.discard', target: `job:${id}`, before: auditView(job), after: null, at: now },
    );
    return job;
  });
}
