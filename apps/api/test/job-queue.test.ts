/**
 * The job queue (issue 27) across processes: pg-boss on the product's database. Two "processes" are two job
 * queues on two connection pools to one PostgreSQL database, as two `npm start` processes would have: a job
 * queued once runs once, a recurring job's run is never doubled, a process dying mid-job loses nothing, and
 * stopping drains the jobs running. On the embedded database, the drain too.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase, queryRows } from '../src/db/client.ts';
import { ticketHistory, tickets } from '../src/db/schema.ts';
import { enqueue } from '../src/modules/messages/notifications/outbox.ts';
import { releaseLapsedHolds } from '../src/modules/tickets/lifecycle/service.ts';
import { TicketStatusId } from '../src/modules/tickets/lifecycle/statuses.ts';
import { type JobHandler, JobQueue } from '../src/queue/job-queue.ts';
import { QUEUES } from '../src/queue/queues.ts';
import { createTicket } from './factories.ts';
import { bothDatabaseKinds, buildTestApp, type TestContext } from './helpers.ts';
import { waitFor } from './smtp.ts';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/** A job queue of its own on `database`, every queue's work `handler` (or nothing). */
function queueOn(database: DatabaseHandle, handlers: Partial<Record<string, JobHandler>> = {}, pollSeconds = 0.5) {
  const jobs = new JobQueue({ database: database.jobDatabase, kind: database.kind, log: quiet, pollSeconds });
  for (const queue of QUEUES) jobs.define(queue.name, handlers[queue.name] ?? (async () => null));
  return jobs;
}

describe.runIf(bothDatabaseKinds().includes('postgres'))('the job queue across two processes on PostgreSQL', () => {
  let ctx: TestContext;
  let second: DatabaseHandle;
  beforeAll(async () => {
    ctx = await buildTestApp('postgres');
    second = await openDatabase({ kind: 'postgres', url: ctx.database.url ?? '', poolSize: 3 });
  });
  afterAll(async () => {
    await second.close();
    await ctx.close();
  });

  it('runs each job queued once exactly once, whichever process takes it', async () => {
    const runs: number[] = [];
    const count: JobHandler = async (job) => {
      runs.push(Number(job.data.ticketId));
      return null;
    };
    const a = queueOn(ctx.database, { 'refund-retry': count });
    const b = queueOn(second, { 'refund-retry': count });
    await Promise.all([a.start({ work: true }), b.start({ work: true })]);
    try {
      const ids = Array.from({ length: 30 }, (_, i) => 9000 + i);
      for (const ticketId of ids) {
        await a.send(ctx.app.db, 'refund-retry', { ticketId }, { singletonKey: `ticket:${ticketId}` });
      }
      a.kick('refund-retry');
      b.kick('refund-retry');
      await waitFor(() => (runs.length >= ids.length ? true : undefined), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect([...runs].sort()).toEqual(ids);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('queues one waiting job per key (a refund owed is queued once however often the sweep asks)', async () => {
    const a = queueOn(ctx.database);
    const b = queueOn(second);
    await Promise.all([a.start({ work: false }), b.start({ work: false })]);
    try {
      const sent = await Promise.all(
        [a, b, a, b].map((jobs) =>
          jobs.send(ctx.app.db, 'refund-retry', { ticketId: 8001 }, { singletonKey: 'ticket:8001' }),
        ),
      );
      expect(sent.filter(Boolean)).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("never runs a recurring job's two runs at once: the other process waits while one holds it", async () => {
    const a = queueOn(ctx.database);
    const b = queueOn(second);
    await Promise.all([a.start({ work: false }), b.start({ work: false })]);
    try {
      await a.send(ctx.app.db, 'purge', {});
      await b.send(second.db, 'purge', {});
      const [held] = await a.boss.fetch('purge');
      expect(held).toBeDefined();
      // The queue's singleton policy: while one run is active, nobody takes the next.
      expect(await b.boss.fetch('purge')).toHaveLength(0);
      await a.boss.complete('purge', held?.id ?? '');
      expect(await b.boss.fetch('purge')).toHaveLength(1);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it('a lapsed hold swept by both processes at once is released once', async () => {
    const ticket = await createTicket(ctx.app.db, {
      scheduledAt: new Date('2031-07-08T17:00:00Z'),
      holdExpiresAt: new Date(Date.now() - 60_000),
    });
    const sweep =
      (db: DatabaseHandle['db']): JobHandler =>
      () =>
        db.transaction((tx) => releaseLapsedHolds(tx, null, new Date()));
    const a = queueOn(ctx.database, { 'lapsed-holds': sweep(ctx.app.db) });
    const b = queueOn(second, { 'lapsed-holds': sweep(second.db) });
    await Promise.all([a.start({ work: false }), b.start({ work: false })]);
    try {
      await a.send(ctx.app.db, 'lapsed-holds', {});
      await b.send(second.db, 'lapsed-holds', {});
      await Promise.all([a.runDue('lapsed-holds'), b.runDue('lapsed-holds'), a.runDue('lapsed-holds')]);
      await Promise.all([a.runDue('lapsed-holds'), b.runDue('lapsed-holds')]);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
    const [row] = await ctx.app.db
      .select({ statusId: tickets.statusId })
      .from(tickets)
      .where(eq(tickets.id, ticket.id));
    expect(row?.statusId).toBe(TicketStatusId.Cancelled);
    const cancellations = await ctx.app.db
      .select({ id: ticketHistory.id })
      .from(ticketHistory)
      .where(and(eq(ticketHistory.ticketId, ticket.id), eq(ticketHistory.statusId, TicketStatusId.Cancelled)));
    expect(cancellations).toHaveLength(1);
  });

  it('a process dying mid-job loses nothing: once its lease runs out, another process runs the job', async () => {
    await ctx.app.db.execute(sql`delete from pgboss.job where name = 'refund-retry'`);
    const dying = await openDatabase({ kind: 'postgres', url: ctx.database.url ?? '', poolSize: 2 });
    const doomed = queueOn(dying);
    await doomed.start({ work: false });
    const id = await doomed.send(
      dying.db,
      'refund-retry',
      { ticketId: 7001 },
      { singletonKey: 'ticket:7001', retryDelay: 1 },
    );
    const [taken] = await doomed.boss.fetch('refund-retry');
    expect(taken?.id).toBe(id);
    // The process is gone mid-job: its connections close, the job stays active, never completed.
    await dying.close();

    const ran: number[] = [];
    const survivor = queueOn(second, {
      'refund-retry': async (job) => {
        ran.push(Number(job.data.ticketId));
        return null;
      },
    });
    await survivor.start({ work: false });
    try {
      expect(await survivor.runDue('refund-retry')).toEqual([]);
      // Its lease runs out (the start moved back past the queue's expiry); the supervisor puts it back.
      await second.db.execute(
        sql`update pgboss.job set started_on = started_on - interval '1 hour' where id = ${id ?? ''}::uuid`,
      );
      await survivor.boss.supervise('refund-retry');
      await waitFor(async () => ((await survivor.runDue('refund-retry')).length ? true : undefined), 15_000);
      expect(ran).toEqual([7001]);
    } finally {
      await survivor.stop();
    }
  });
});

describe.each(bothDatabaseKinds())('a message and its delivery job on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  const countFor = async (recipient: string) => {
    const [row] = await queryRows<{ messages: number; jobs: number }>(
      ctx.app.db,
      sql`select (select count(*)::int from notification_outbox where recipient = ${recipient}) as messages,
                 (select count(*)::int from pgboss.job j join notification_outbox o on j.data->>'outboxId' = o.id::text
                   where j.name = 'deliver-message' and o.recipient = ${recipient}) as jobs`,
    );
    return row;
  };

  it('are queued together when the change commits, and neither when it rolls back', async () => {
    const message = (recipient: string) => ({ channel: 'email' as const, recipient, body: 'Hello.' });
    await ctx.app.db.transaction((tx) => enqueue(ctx.app.jobs, tx, message(`kept-${kind}@example.com`), new Date()));
    expect(await countFor(`kept-${kind}@example.com`)).toEqual({ messages: 1, jobs: 1 });

    await expect(
      ctx.app.db.transaction(async (tx) => {
        await enqueue(ctx.app.jobs, tx, message(`dropped-${kind}@example.com`), new Date());
        throw new Error('the change fails after queueing its message');
      }),
    ).rejects.toThrow('the change fails');
    expect(await countFor(`dropped-${kind}@example.com`)).toEqual({ messages: 0, jobs: 0 });
  });
});

describe.each(bothDatabaseKinds())('stopping the job queue on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('drains: the job running finishes before stop() answers, and no new one is taken', async () => {
    let started = false;
    let finished = false;
    const slow: JobHandler = async () => {
      started = true;
      await new Promise((resolve) => setTimeout(resolve, 500));
      finished = true;
      return null;
    };
    const jobs = queueOn(ctx.database, { purge: slow });
    await jobs.start({ work: true });
    await jobs.send(ctx.app.db, 'purge', {});
    jobs.kick('purge');
    await waitFor(() => (started ? true : undefined), 20_000);
    await jobs.stop();
    expect(finished).toBe(true);
    const [row] = await ctx.app.jobs.boss.findJobs('purge', {});
    expect(row?.state).toBe('completed');
  });

  it('works through a backlog back to back: one wake-up runs every job due, not one job per polling interval', async () => {
    const runs: number[] = [];
    const count: JobHandler = async (job) => {
      runs.push(Number(job.data.ticketId));
      return null;
    };
    // A minute between polls: only working the backlog through runs all five before the next one.
    const jobs = queueOn(ctx.database, { 'refund-retry': count }, 60);
    await jobs.start({ work: true });
    try {
      const ids = [7001, 7002, 7003, 7004, 7005];
      for (const ticketId of ids) {
        await jobs.send(ctx.app.db, 'refund-retry', { ticketId }, { singletonKey: `ticket:${ticketId}` });
      }
      jobs.kick('refund-retry');
      await waitFor(() => (runs.length >= ids.length ? true : undefined), 20_000);
      expect([...runs].sort()).toEqual(ids);
    } finally {
      await jobs.stop();
    }
  });
});
