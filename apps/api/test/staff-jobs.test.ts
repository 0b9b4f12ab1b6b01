/**
 * Failed background jobs in the staff console (issue 27). Messages fail for real: the SMTP server refuses them
 * (nothing listens on its port) until each job's retries are used up; the retries are made due at once by
 * moving pg-boss's start_after. Then: listed with queue, error and attempts (never the data); support lists
 * but may not act; an admin retries one (it runs again, and with the server back the message arrives) or
 * discards one, each with its dead-letter copy gone and an audit entry; 404, 409, 400 and 401.
 */
import { type BackgroundJob, Messages, required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { enqueue } from '../src/modules/messages/notifications/outbox.ts';
import { MESSAGE_RETRY } from '../src/queue/queues.ts';
import { signedInCustomer, signedInStaff } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses } from './sign-in.ts';
import { TestSmtp } from './smtp.ts';

const nextAddress = clientAddresses(181);
const MESSAGE_ATTEMPTS = MESSAGE_RETRY.retryLimit + 1;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(databaseKinds())('failed jobs in the staff console on %s', (kind) => {
  const smtp = new TestSmtp();
  let port: number;
  let ctx: TestContext;
  let support: string;
  let admin: string;
  const db = () => ctx.database.db;
  const inject = (options: InjectOptions) => ctx.app.inject({ remoteAddress: nextAddress(), ...options });
  const call = (method: 'GET' | 'POST', url: string, token?: string) =>
    inject({ method, url, headers: token ? bearer(token) : {} });

  beforeAll(async () => {
    // A port that refuses connections (its server stopped) until a test starts the server on it again.
    await smtp.start();
    port = smtp.port;
    await smtp.stop();
    ctx = await buildTestApp(kind, {
      now: () => TEST_NOW,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'UpKeep <no-reply@upkeep.test>' },
    });
    support = (await signedInStaff(inject, db())).token;
    admin = (await signedInStaff(inject, db(), 'admin')).token;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  interface JobState extends Record<string, unknown> {
    id: string;
    state: string;
    retry_count: number;
    retry_limit: number;
    output: Record<string, unknown> | null;
  }
  const jobOf = async (outboxId: number) => {
    const [row] = await queryRows<JobState>(
      db(),
      sql`select id, state::text as state, retry_count, retry_limit, output from pgboss.job
           where name = 'deliver-message' and (data->>'outboxId')::int = ${outboxId}`,
    );
    return required(row, `the job of message ${outboxId}`);
  };
  const deadLetterCopies = (jobId: string) =>
    queryRows<{ id: string; state: string; source_name: string; source_output: unknown }>(
      db(),
      sql`select id, state::text as state, source_name, source_output from pgboss.job
           where name = 'dead-letter' and source_id = ${jobId}::uuid`,
    );
  const outboxRow = async (outboxId: number) => {
    const [row] = await queryRows<{ status: string; attempts: number }>(
      db(),
      sql`select status, attempts from notification_outbox where id = ${outboxId}`,
    );
    return required(row, 'the outbox row');
  };
  const auditEntries = (target: string) =>
    queryRows<{ action: string; staff_email: string; before: unknown; after: unknown }>(
      db(),
      sql`select action, staff_email, before, after from staff_audit_log where target = ${target} order by id`,
    );

  /** Runs the queue's due jobs, then makes its retries due now (pg-boss's backoff counts on the database's clock). */
  async function runAndHurry() {
    await ctx.app.jobs.runDue('deliver-message');
    await db().execute(
      sql`update pgboss.job set start_after = now() where name = 'deliver-message' and state = 'retry'`,
    );
  }

  /** A message the refusing server never takes: its job is tried until its retries are used up. */
  async function failedMessage(recipient: string) {
    const outboxId = await enqueue(
      ctx.app.jobs,
      db(),
      { channel: 'email', recipient, subject: 'Your visit', body: 'See you soon.' },
      TEST_NOW,
    );
    for (let round = 0; round < MESSAGE_ATTEMPTS + 2; round++) {
      if ((await jobOf(outboxId)).state === 'failed') break;
      await runAndHurry();
    }
    const job = await jobOf(outboxId);
    expect(job.state).toBe('failed');
    return { outboxId, jobId: job.id };
  }

  const list = async (token = support) => {
    const res = await call('GET', '/api/staff/jobs?state=failed', token);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { jobs: BackgroundJob[]; total: number };
  };

  it('lists a job whose retries are used up, with queue, error and the attempts made; never its data', async () => {
    const { outboxId, jobId } = await failedMessage(`refused-list-${kind}@example.com`);
    // What pg-boss keeps: the attempts counted as retries, the failure's output, a copy in the dead-letter queue.
    const job = await jobOf(outboxId);
    expect(job).toMatchObject({ retry_count: MESSAGE_RETRY.retryLimit, retry_limit: MESSAGE_RETRY.retryLimit });
    expect(typeof job.output?.message).toBe('string');
    expect((await outboxRow(outboxId)).attempts).toBe(MESSAGE_ATTEMPTS);
    const copies = await deadLetterCopies(jobId);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ state: 'created', source_name: 'deliver-message' });

    for (const token of [support, admin]) {
      const { jobs, total } = await list(token);
      const listed = required(
        jobs.find((j) => j.id === jobId),
        'the failed job',
      );
      expect(listed).toEqual({
        id: jobId,
        queue: 'deliver-message',
        summary: `Message #${outboxId}`,
        state: 'failed',
        error: job.output?.message,
        attempts: MESSAGE_ATTEMPTS,
        maxAttempts: MESSAGE_ATTEMPTS,
        createdAt: expect.any(String),
        failedAt: expect.any(String),
      });
      expect(listed.error).toMatch(/ECONNREFUSED|connect/i);
      // The dead-letter copy is not a second entry.
      expect(jobs.map((j) => j.queue)).not.toContain('dead-letter');
      expect(total).toBeGreaterThanOrEqual(jobs.length);
      expect(JSON.stringify(jobs)).not.toContain('@example.com');
      expect(Object.keys(listed)).not.toContain('data');
    }
  });

  it('lists newest failure first', async () => {
    const older = await failedMessage(`refused-older-${kind}@example.com`);
    const newer = await failedMessage(`refused-newer-${kind}@example.com`);
    const ids = (await list()).jobs.map((j) => j.id);
    expect(ids.indexOf(newer.jobId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.jobId)).toBeLessThan(ids.indexOf(older.jobId));
  });

  it('refuses support staff the changes', async () => {
    const { outboxId, jobId } = await failedMessage(`refused-support-${kind}@example.com`);
    for (const action of ['retry', 'discard']) {
      expect((await call('POST', `/api/staff/jobs/${jobId}/${action}`, support)).statusCode).toBe(403);
    }
    expect((await jobOf(outboxId)).state).toBe('failed');
    expect(await deadLetterCopies(jobId)).toHaveLength(1);
    expect(await auditEntries(`job:${jobId}`)).toEqual([]);
  });

  it('an admin discards a failed job: gone with its dead-letter copy, audited, answered as it was', async () => {
    const { outboxId, jobId } = await failedMessage(`refused-discard-${kind}@example.com`);
    const res = await call('POST', `/api/staff/jobs/${jobId}/discard`, admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(Messages.jobDiscarded);
    expect(res.json().data).toMatchObject({ id: jobId, state: 'failed', attempts: MESSAGE_ATTEMPTS });
    const [row] = await queryRows(db(), sql`select 1 from pgboss.job where id = ${jobId}::uuid`);
    expect(row).toBeUndefined();
    expect(await deadLetterCopies(jobId)).toEqual([]);
    expect((await list()).jobs.map((j) => j.id)).not.toContain(jobId);
    expect((await outboxRow(outboxId)).status).toBe('failed');
    const [entry, ...more] = await auditEntries(`job:${jobId}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: 'job.discard',
      before: {
        queue: 'deliver-message',
        summary: `Message #${outboxId}`,
        state: 'failed',
        attempts: MESSAGE_ATTEMPTS,
        maxAttempts: MESSAGE_ATTEMPTS,
      },
      after: null,
    });
    // Gone: nothing to discard or retry any more.
    expect((await call('POST', `/api/staff/jobs/${jobId}/discard`, admin)).statusCode).toBe(404);
    expect((await call('POST', `/api/staff/jobs/${jobId}/retry`, admin)).statusCode).toBe(404);
  });

  it('an admin retries a failed job: it runs again and, the fault fixed, completes; audited', async () => {
    const recipient = `refused-retry-${kind}@example.com`;
    const { outboxId, jobId } = await failedMessage(recipient);
    await smtp.start(port);
    try {
      const res = await call('POST', `/api/staff/jobs/${jobId}/retry`, admin);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().message).toBe(Messages.jobRetried);
      // Waiting to run, with one more attempt allowed.
      expect(res.json().data).toMatchObject({
        id: jobId,
        state: 'retry',
        failedAt: null,
        attempts: MESSAGE_ATTEMPTS,
        maxAttempts: MESSAGE_ATTEMPTS + 1,
      });
      expect(await deadLetterCopies(jobId)).toEqual([]);
      expect((await list()).jobs.map((j) => j.id)).not.toContain(jobId);
      expect((await outboxRow(outboxId)).status).toBe('pending');
      const [entry] = await auditEntries(`job:${jobId}`);
      expect(entry).toMatchObject({
        action: 'job.retry',
        before: { state: 'failed', maxAttempts: MESSAGE_ATTEMPTS },
        after: { state: 'retry', maxAttempts: MESSAGE_ATTEMPTS + 1 },
      });

      expect(await ctx.app.jobs.runDue('deliver-message')).toContain(true);
      expect(smtp.to(recipient)).toHaveLength(1);
      expect((await jobOf(outboxId)).state).toBe('completed');
      expect(await outboxRow(outboxId)).toMatchObject({ status: 'sent', attempts: MESSAGE_ATTEMPTS + 1 });

      // Done: no longer failed.
      const again = await call('POST', `/api/staff/jobs/${jobId}/retry`, admin);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(Messages.jobNotFailed);
    } finally {
      await smtp.stop();
    }
  });

  it('answers 409 for a job that is not failed, 404 for an unknown one, 400 for a malformed id', async () => {
    const outboxId = await enqueue(
      ctx.app.jobs,
      db(),
      { channel: 'email', recipient: `waiting-${kind}@example.com`, subject: 'Waiting', body: 'Not run yet.' },
      TEST_NOW,
    );
    const waiting = await jobOf(outboxId);
    expect(waiting.state).toBe('created');
    for (const action of ['retry', 'discard']) {
      const res = await call('POST', `/api/staff/jobs/${waiting.id}/${action}`, admin);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(Messages.jobNotFailed);
      const unknown = await call('POST', `/api/staff/jobs/${UNKNOWN_ID}/${action}`, admin);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().message).toBe(Messages.jobNotFound);
      expect((await call('POST', `/api/staff/jobs/not-a-job/${action}`, admin)).statusCode).toBe(400);
    }
    expect((await jobOf(outboxId)).state).toBe('created');
    expect(await auditEntries(`job:${waiting.id}`)).toEqual([]);
    // A dead-letter copy is not a job of the console's.
    const { jobId } = await failedMessage(`refused-copy-${kind}@example.com`);
    const copy = required((await deadLetterCopies(jobId))[0], 'the copy');
    expect((await call('POST', `/api/staff/jobs/${copy.id}/discard`, admin)).statusCode).toBe(404);
  });

  it('opens to UpKeep staff only', async () => {
    const customer = (await signedInCustomer(inject, db())).token;
    for (const token of [undefined, customer]) {
      expect((await call('GET', '/api/staff/jobs?state=failed', token)).statusCode).toBe(401);
      expect((await call('POST', `/api/staff/jobs/${UNKNOWN_ID}/retry`, token)).statusCode).toBe(401);
      expect((await call('POST', `/api/staff/jobs/${UNKNOWN_ID}/discard`, token)).statusCode).toBe(401);
    }
    expect((await call('GET', '/api/staff/jobs?state=created', support)).statusCode).toBe(400);
  });
});
