/**
 * The job queue's life with the app's: `app.jobs` is there from the start (modules define their queues' work
 * on it while they register), starts when the app is ready (with `startWorkers`, running the workers and the
 * schedules; without, only able to queue jobs), and drains when the app closes, before anything it needs
 * (the transports, the database) goes.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/client.ts';
import { JobQueue } from './job-queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  database: DatabaseHandle;
  startWorkers: boolean;
}

export const jobsPlugin = fp<JobsPluginOptions>(
  async (app: FastifyInstance, { database, startWorkers }) => {
    const jobs = new JobQueue({
      database: database.jobDatabase,
      kind: database.kind,
      log: app.log.child({ module: 'jobs' }),
      pollSeconds: Math.max(0.5, app.config.outboxPollMs / 1000),
      onRun: app.metrics.jobRun,
      retryDelay: { 'deliver-message': app.config.messageRetryDelaySeconds },
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => {
      await jobs.start({ work: startWorkers });
      if (startWorkers) app.runState.workersRunning = true;
    });
    app.addHook('onClose', async () => {
      app.runState.workersRunning = false;
      await jobs.stop();
    });
  },
  { name: 'jobs', dependencies: ['metrics'] },
);
