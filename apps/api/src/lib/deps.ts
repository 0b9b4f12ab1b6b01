/**
 * What services need from the outside, handed to them rather than the whole Fastify instance: the
 * database, the clock, the job queue and the outbox to wake after queueing messages, the public address for links, a logger.
 * Routes build it once from the app (`depsOf`); a job, a script or a test can build it by hand.
 */
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { JobSender } from '../queue/job-queue.ts';

export interface ServiceDeps {
  db: Database;
  now: () => Date;
  outbox: { kick(): void };
  /** The job queue: `send` in the causing transaction (queue/job-queue.ts). */
  jobs: JobSender;
  publicUrl: string;
  log: { info(details: object, message: string): void; error(details: object, message: string): void };
}

export function depsOf(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    now: () => app.now(),
    outbox: { kick: () => app.outbox.kick() },
    jobs: app.jobs,
    publicUrl: app.config.publicUrl,
    log: app.log,
  };
}
