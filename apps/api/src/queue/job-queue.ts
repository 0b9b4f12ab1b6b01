/**
 * The job queue (issue 27): pg-boss on the product's own database, PGlite through pg-boss's PGlite backend
 * or a PostgreSQL server through the app's connection pool. No second server, nothing to install.
 *
 * - `send` queues a job in the caller's transaction: the job exists exactly when the change that causes it
 *   commits (a message with the booking it confirms).
 * - With `work`, the process runs the queues' handlers (each job once; a failed one again after its backoff,
 *   then into the dead-letter queue) and their schedules (one job per due minute across every process).
 * - `stop` drains: no new job is taken, the ones running finish (up to a deadline), then the queue closes.
 * - `runDue` runs the due jobs of a queue now, in this call: tests, and the outbox's `runOnce`.
 */
import { sql } from 'drizzle-orm';
import { fromDrizzle, type Db as IDatabase, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, DatabaseKind, Tx } from '../db/client.ts';
import { QUEUES, type QueueName } from './queues.ts';

/** The valley's time zone: cron lines read in it (daylight saving included). */
export const SCHEDULE_TIME_ZONE = 'America/Los_Angeles';
/** The schema pg-boss keeps its tables in. */
export const QUEUE_SCHEMA = 'pgboss';
/** How long `stop` waits for the jobs running before it gives up on them (they go again after their lease). */
export const DRAIN_TIMEOUT_MS = 8_000;

/** What a handler is given: the job's data and where its attempts stand. */
export interface JobRun<T> {
  id: string;
  data: T;
  /** 1 for the first attempt. */
  attempt: number;
  /** No retry follows if this attempt fails. */
  lastAttempt: boolean;
}
export type JobHandler = (run: JobRun<Record<string, unknown>>) => Promise<unknown>;

/** How a queue's work is set up beside its handler. */
export interface JobDefinitionOptions {
  /**
   * Re-arms what the handler checks before a failed job of the queue runs again (a retry from the staff
   * console): a message given up on is pending again. Runs in the retry's transaction.
   */
  beforeRetry?: (db: Database | Tx, data: Record<string, unknown>) => Promise<void>;
}

export type JobOutcome = 'ok' | 'failed';

export interface SendJobOptions {
  /** One job per key waiting (stately queues): a second send with the key answers null. */
  singletonKey?: string;
  /** Overrides the queue's first retry delay (seconds); tests make it short. */
  retryDelay?: number;
  /** Overrides the queue's retries (the browser suite's hook queues a job with none). */
  retryLimit?: number;
  /** Not before this instant (an unread message's reminder waits minutes). */
  startAfter?: Date;
}

/** What services need: to queue a job in their transaction, and to wake a queue's worker after it commits. */
export interface JobSender {
  send(db: Database | Tx, queue: QueueName, data: object, options?: SendJobOptions): Promise<string | null>;
  kick(queue: QueueName): void;
}

export interface JobQueueOptions {
  database: IDatabase;
  kind: DatabaseKind;
  log: {
    info(details: object, message: string): void;
    warn(details: object, message: string): void;
    error(details: object, message: string): void;
  };
  /** How often an idle worker looks for jobs of its queue (a kick wakes it sooner). */
  pollSeconds?: number;
  /** Told of every job run (metrics). */
  onRun?: (queue: string, outcome: JobOutcome, seconds: number) => void;
  /** Per-queue overrides of the retry delay (MESSAGE_RETRY_DELAY_SECONDS). */
  retryDelay?: Partial<Record<QueueName, number>>;
}

/** The options every pg-boss instance of the product is built with. */
export function bossOptions(database: IDatabase, kind: DatabaseKind, work: boolean) {
  return {
    db: database,
    schema: QUEUE_SCHEMA,
    backend: kind === 'pglite' ? ('pglite' as const) : ('postgres' as const),
    // Only a working process supervises (expires stuck jobs, archives) and turns schedules into jobs.
    supervise: work,
    schedule: work,
    // Small tables: no index rebuilds, no vacuum warnings, no telemetry.
    reindex: false,
    monitorVacuum: false,
    openTelemetry: { enabled: false },
    registerInstance: work,
  };
}

export class JobQueue implements JobSender {
  readonly #options: JobQueueOptions;
  readonly #handlers = new Map<QueueName, JobHandler>();
  readonly #beforeRetry = new Map<QueueName, NonNullable<JobDefinitionOptions['beforeRetry']>>();
  readonly #workers = new Map<QueueName, string>();
  #boss: PgBoss | undefined;
  #working = false;
  #stopping: Promise<void> | undefined;

  constructor(options: JobQueueOptions) {
    this.#options = options;
  }

  /** The work of a queue. Define every queue's before `start({ work: true })`. */
  define(queue: QueueName, handler: JobHandler, options: JobDefinitionOptions = {}) {
    this.#handlers.set(queue, handler);
    if (options.beforeRetry) this.#beforeRetry.set(queue, options.beforeRetry);
  }

  get boss(): PgBoss {
    if (!this.#boss) throw new Error('the job queue has not started');
    return this.#boss;
  }

  get working(): boolean {
    return this.#working;
  }

  /** Starts pg-boss; with `work`, the queues' workers and schedules too. The queues exist (installQueues). */
  async start({ work }: { work: boolean }) {
    const { database, kind, log } = this.#options;
    const boss = new PgBoss(bossOptions(database, kind, work));
    boss.on('error', (err: unknown) => log.error({ err }, 'job queue: error'));
    boss.on('warning', (warning: unknown) => log.warn({ warning }, 'job queue: warning'));
    await boss.start();
    this.#boss = boss;
    const missing = QUEUES.filter((q) => !this.#handlers.has(q.name));
    if (!work) return;
    if (missing.length) throw new Error(`job queue: no handler for ${missing.map((q) => q.name).join(', ')}`);
    for (const queue of QUEUES) {
      const id = await boss.work(
        queue.name,
        {
          includeMetadata: true,
          batchSize: 1,
          pollingIntervalSeconds: queue.cron ? 15 : (this.#options.pollSeconds ?? 2),
        },
        async ([job]) => {
          if (!job) return;
          try {
            await this.#run(queue.name, job);
          } finally {
            // A worker that found a job looks for the next one at once: a backlog (a burst of messages) is
            // worked through back to back, not one job per polling interval. An empty fetch waits the interval.
            this.kick(queue.name);
          }
        },
      );
      this.#workers.set(queue.name, id);
      if (queue.cron) await boss.schedule(queue.name, queue.cron, null, { tz: SCHEDULE_TIME_ZONE });
    }
    this.#working = true;
  }

  async send(db: Database | Tx, queue: QueueName, data: object, options: SendJobOptions = {}) {
    const retryDelay = options.retryDelay ?? this.#options.retryDelay?.[queue];
    return this.boss.send(queue, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(retryDelay !== undefined ? { retryDelay } : {}),
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.startAfter ? { startAfter: options.startAfter } : {}),
      db: fromDrizzle(db as never, sql as never),
    });
  }

  /**
   * Puts a failed job back to run (pg-boss's `retry`: one more attempt allowed, due now) in the caller's
   * transaction, re-arming its work (the queue's `beforeRetry`). False when it was not failed (any more).
   */
  async retryFailed(db: Database | Tx, queue: QueueName, job: { id: string; data: Record<string, unknown> }) {
    const response = await this.boss.retry(queue, job.id, { db: fromDrizzle(db as never, sql as never) });
    if (affectedBy(response) === 0) return false;
    await this.#beforeRetry.get(queue)?.(db, job.data);
    return true;
  }

  /** Fails an active or created job (pg-boss's `fail`) in the caller's transaction, with the error as its output. */
  async failJob(db: Database | Tx, queue: QueueName, id: string, err: unknown) {
    await this.boss.fail(queue, id, errorOutput(err), { db: fromDrizzle(db as never, sql as never) });
  }

  /** Deletes jobs of a queue for good (pg-boss's `deleteJob`) in the caller's transaction; answers how many. */
  async deleteJobs(db: Database | Tx, queue: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return affectedBy(await this.boss.deleteJob(queue, [...ids], { db: fromDrizzle(db as never, sql as never) }));
  }

  /** Wakes this process's worker of the queue (after a commit that queued a job for it). */
  kick(queue: QueueName) {
    const id = this.#workers.get(queue);
    if (id) this.#boss?.notifyWorker(id);
  }

  /**
   * Runs the queue's due jobs in this call, one at a time, up to `limit`; answers what each handler answered
   * (a failed one: its error). The same claims as the workers' (another process never gets the same job).
   */
  async runDue(queue: QueueName, limit = 20): Promise<unknown[]> {
    const results: unknown[] = [];
    for (let i = 0; i < limit; i++) {
      const [job] = await this.boss.fetch(queue, { batchSize: 1, includeMetadata: true });
      if (!job) break;
      try {
        results.push(await this.#handle(queue, job));
        await this.boss.complete(queue, { id: job.id, retryCount: job.retryCount });
      } catch (err) {
        results.push(err);
        await this.boss.fail(queue, { id: job.id, retryCount: job.retryCount }, errorOutput(err));
      }
    }
    return results;
  }

  /** The worker's run: the handler, its outcome told and logged; a throw fails the job (pg-boss retries it). */
  async #run(queue: QueueName, job: JobWithMetadata<unknown>) {
    try {
      await this.#handle(queue, job);
    } catch (err) {
      const lastAttempt = job.retryCount >= job.retryLimit;
      this.#options.log.warn(
        { err, queue, jobId: job.id, attempt: job.retryCount + 1, lastAttempt },
        lastAttempt ? 'job failed; no retry is left' : 'job failed; it is retried',
      );
      throw err;
    }
  }

  async #handle(queue: QueueName, job: JobWithMetadata<unknown>): Promise<unknown> {
    const handler = this.#handlers.get(queue);
    if (!handler) throw new Error(`job queue: no handler for ${queue}`);
    const started = performance.now();
    let outcome: JobOutcome = 'failed';
    try {
      const result = await handler({
        id: job.id,
        data: (job.data ?? {}) as Record<string, unknown>,
        attempt: job.retryCount + 1,
        lastAttempt: job.retryCount >= job.retryLimit,
      });
      outcome = 'ok';
      if (worthLogging(result)) this.#options.log.info({ queue, jobId: job.id, result }, 'job ran');
      return result;
    } finally {
      this.#options.onRun?.(queue, outcome, (performance.now() - started) / 1000);
    }
  }

  /** Stops taking jobs, waits for the ones running (up to DRAIN_TIMEOUT_MS), and closes. */
  stop(): Promise<void> {
    const boss = this.#boss;
    if (!this.#stopping && boss) {
      this.#working = false;
      this.#workers.clear();
      // The database is the app's: pg-boss must not close it.
      this.#stopping = boss.stop({ graceful: true, timeout: DRAIN_TIMEOUT_MS, close: false }).finally(() => {
        this.#boss = undefined;
      });
    }
    return this.#stopping ?? Promise.resolve();
  }
}

/** What a failed job records as its output: the error's message (never its data). */
export function errorOutput(err: unknown): { message: string } {
  return { message: (err instanceof Error ? err.message : String(err)).slice(0, 500) };
}

/** How many jobs a pg-boss command changed: its answer's `affected`, which pg-boss's declared type leaves out. */
function affectedBy(response: unknown): number {
  return Number((response as { affected?: number }).affected ?? 0);
}

function worthLogging(result: unknown): boolean {
  if (!result) return false;
  if (typeof result !== 'object') return true;
  return Object.values(result).some((v) => (Array.isArray(v) ? v.length : v));
}
