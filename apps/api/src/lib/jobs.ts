/**
 * Recurring jobs that run once per due moment across every process of the product (issue 16).
 *
 * Each tick, a process tries to take the job's PostgreSQL advisory lock inside a transaction
 * (`pg_try_advisory_xact_lock`): only the process that takes it runs the job, the others skip that tick;
 * the lock goes with the transaction, so a process dying mid-job frees it at once (its connection closes)
 * and the next tick of any process takes over. The jobs themselves claim their rows idempotently (a ticket
 * moves only by the flow table from the status it had, a refund only of what is left), so a job cut short is
 * finished by the next run. PGlite has one process and one connection: there the lock is skipped (holding a
 * transaction open would block the job's own queries).
 *
 * `stop()` stops the timer and waits for a run in flight: graceful shutdown drains jobs too.
 */
import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../db/client.ts';
import { LOCK_SPACES } from './advisory-locks.ts';

/** The first key of every job's advisory lock (the second is the hash of the job's name). */

export type JobOutcome = 'ok' | 'failed' | 'skipped';

export interface JobRunnerDeps {
  db: Database;
  databaseKind: DatabaseKind;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
  /** Told of every tick's outcome (metrics count them). */
  onRun?: (job: string, outcome: JobOutcome, seconds: number) => void;
}

export interface RecurringJob {
  name: string;
  everyMs: number;
  /** The job's work; what it answers is logged when truthy (a count, a summary). */
  run: () => Promise<unknown>;
}

export interface RunningJob {
  /** Runs the job now (tests; the timer calls it too). Answers the tick's outcome. */
  tick(): Promise<JobOutcome>;
  stop(): Promise<void>;
}

export function startRecurringJob(
  deps: JobRunnerDeps,
  job: RecurringJob,
  options: { timer?: boolean } = {},
): RunningJob {
  let inFlight: Promise<JobOutcome> | undefined;
  let stopped = false;

  const runLocked = async (): Promise<JobOutcome> => {
    if (deps.databaseKind === 'pglite') {
      await report(await job.run());
      return 'ok';
    }
    return deps.db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select pg_try_advisory_xact_lock(${LOCK_SPACES.recurringJob}, hashtext(${job.name})) as locked`,
      );
      const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
      if (!row?.locked) return 'skipped';
      await report(await job.run());
      return 'ok';
    });
  };

  const report = async (result: unknown) => {
    if (
      result &&
      (typeof result !== 'object' || Object.values(result).some((v) => (Array.isArray(v) ? v.length : v)))
    ) {
      deps.log.info({ job: job.name, result }, 'job ran');
    }
  };

  const tick = (): Promise<JobOutcome> => {
    // Runs of one job never overlap within a process.
    if (inFlight || stopped) return Promise.resolve('skipped');
    const started = performance.now();
    inFlight = runLocked()
      .catch((err: unknown) => {
        deps.log.error({ err, job: job.name }, 'job failed; it runs again on the next tick');
        return 'failed' as const;
      })
      .then((outcome) => {
        deps.onRun?.(job.name, outcome, (performance.now() - started) / 1000);
        return outcome;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };

  const timer = options.timer === false ? undefined : setInterval(() => void tick(), job.everyMs);
  timer?.unref();

  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await inFlight;
    },
  };
}
