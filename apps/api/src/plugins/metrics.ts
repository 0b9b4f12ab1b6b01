/**
 * GET /metrics in Prometheus' text format (prom-client), for the operators and never public (issue 16):
 * answered only with `Authorization: Bearer $METRICS_TOKEN`; without METRICS_TOKEN the route does not exist.
 *
 * - requests by route and status, with a latency histogram (the route's pattern, never the raw URL), tallied by
 *   plugins/request-tally.ts;
 * - bookings (tickets by status), payments by purpose and status, money refunded, read from the database at
 *   each scrape so every process reports the same truth;
 * - the outbox: depth, age of the oldest pending message, messages retrying and failed;
 * - the job queue: each queue's depth, age of its oldest due job, jobs retrying and failed; job runs by
 *   outcome, with their duration (queue/job-queue.ts reports them);
 * - the database pool (PostgreSQL) and Node's process metrics.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { JobOutcome } from '../queue/job-queue.ts';
import { DEAD_LETTER_QUEUE, QUEUES } from '../queue/queues.ts';
import { metricFigures } from './queries.ts';
import { RequestTally } from './request-tally.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { jobRun(job: string, outcome: JobOutcome, seconds: number): void };
  }
}

export interface MetricsOptions {
  token: string | null;
  poolStats: () => { total: number; idle: number; waiting: number } | null;
}

const LATENCY_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.2, 0.5, 1, 2, 5];

export const metricsPlugin = fp<MetricsOptions>(
  async (app: FastifyInstance, options) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const registers = [registry];

    // Requests are tallied only where they can be read: without a token there is no /metrics.
    const tally = new RequestTally(LATENCY_BUCKETS);
    if (options.token) {
      // A callback hook: an async one costs a promise on every answer.
      app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
        const route = request.routeOptions.url ?? 'unmatched';
        if (route !== '/metrics') tally.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
        done();
      });
    }

    const jobRuns = new Counter({
      name: 'upkeep_job_runs_total',
      help: 'Jobs run by this process, by queue and outcome (failed: retried with backoff, or failed for good)',
      labelNames: ['job', 'outcome'],
      registers,
    });
    const jobSeconds = new Histogram({
      name: 'upkeep_job_duration_seconds',
      help: 'Time a job took',
      labelNames: ['job'],
      buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 30],
      registers,
    });
    app.decorate('metrics', {
      jobRun(job: string, outcome: JobOutcome, seconds: number) {
        jobRuns.inc({ job, outcome });
        jobSeconds.observe({ job }, seconds);
      },
    });

    // What the database says, read once per scrape by the first gauge and shared by the others.
    let snapshot: Promise<DatabaseFigures> | undefined;
    const figures = () => {
      snapshot ??= readFigures(app).finally(() => setTimeout(() => (snapshot = undefined), 0));
      return snapshot;
    };
    new Gauge({
      name: 'upkeep_tickets',
      help: 'Tickets (bookings) by status',
      labelNames: ['status'],
      registers,
      async collect() {
        this.reset();
        for (const row of (await figures()).tickets) this.set({ status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'upkeep_payments',
      help: 'Payments by purpose and status',
      labelNames: ['purpose', 'status'],
      registers,
      async collect() {
        this.reset();
        for (const row of (await figures()).payments) this.set({ purpose: row.purpose, status: row.status }, row.count);
      },
    });
    new Gauge({
      name: 'upkeep_refunded_dollars',
      help: 'Money given back to customers in all, in dollars',
      registers,
      async collect() {
        this.set((await figures()).refundedCents / 100);
      },
    });
    new Gauge({
      name: 'upkeep_outbox_messages',
      help: 'Outbox messages by state: pending (depth), retrying (pending after a failed attempt), failed',
      labelNames: ['state'],
      registers,
      async collect() {
        const { outbox } = await figures();
        this.set({ state: 'pending' }, outbox.pending);
        this.set({ state: 'retrying' }, outbox.retrying);
        this.set({ state: 'failed' }, outbox.failed);
      },
    });
    new Gauge({
      name: 'upkeep_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest message waiting in the outbox (0 when none waits)',
      registers,
      async collect() {
        this.set((await figures()).outbox.oldestAgeSeconds);
      },
    });
    new Gauge({
      name: 'upkeep_queue_jobs',
      help: 'Jobs of each queue by state: waiting (depth: created or retrying), retrying (waiting after a failed attempt), failed',
      labelNames: ['queue', 'state'],
      registers,
      async collect() {
        for (const q of (await figures()).queues) {
          this.set({ queue: q.name, state: 'waiting' }, q.waiting);
          this.set({ queue: q.name, state: 'retrying' }, q.retrying);
          this.set({ queue: q.name, state: 'failed' }, q.failed);
        }
      },
    });
    new Gauge({
      name: 'upkeep_queue_oldest_waiting_age_seconds',
      help: 'Age of the oldest job of each queue that is due and not yet taken (0 when none waits)',
      labelNames: ['queue'],
      registers,
      async collect() {
        for (const q of (await figures()).queues) this.set({ queue: q.name }, q.oldestAgeSeconds);
      },
    });
    new Gauge({
      name: 'upkeep_db_pool_connections',
      help: "The PostgreSQL pool's connections by state (absent on the embedded database)",
      labelNames: ['state'],
      registers,
      collect() {
        const stats = options.poolStats();
        if (!stats) return;
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });

    const token = options.token;
    if (!token) return;
    const expected = Buffer.from(`Bearer ${token}`);
    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      const given = Buffer.from(request.headers.authorization ?? '');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ statusCode: 401, message: 'Metrics need their bearer token', data: null });
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return `${tally.text()}\n${await registry.metrics()}`;
    });
  },
  { name: 'metrics' },
);

interface DatabaseFigures {
  tickets: { status: string; count: number }[];
  payments: { purpose: string; status: string; count: number }[];
  refundedCents: number;
  outbox: { pending: number; retrying: number; failed: number; oldestAgeSeconds: number };
  queues: { name: string; waiting: number; retrying: number; failed: number; oldestAgeSeconds: number }[];
}

async function readFigures(app: FastifyInstance): Promise<DatabaseFigures> {
  const { tickets, payments, outbox, queueRows } = await metricFigures(app.db);
  const byName = new Map(queueRows.map((row) => [row.name, row]));
  const queues = [...QUEUES.map((q) => q.name), DEAD_LETTER_QUEUE].map((name) => {
    const row = byName.get(name);
    return {
      name,
      waiting: row?.waiting ?? 0,
      retrying: row?.retrying ?? 0,
      failed: row?.failed ?? 0,
      oldestAgeSeconds: row?.oldest ? Math.max(0, Number(row.oldest)) : 0,
    };
  });
  const now = app.now().getTime();
  const oldest = outbox?.oldest ? new Date(outbox.oldest).getTime() : null;
  return {
    tickets,
    payments: payments.map(({ purpose, status, count }) => ({ purpose, status, count })),
    refundedCents: payments.reduce((sum, row) => sum + Number(row.refunded), 0),
    outbox: {
      pending: outbox?.pending ?? 0,
      retrying: outbox?.retrying ?? 0,
      failed: outbox?.failed ?? 0,
      oldestAgeSeconds: oldest === null ? 0 : Math.max(0, (now - oldest) / 1000),
    },
    queues,
  };
}
