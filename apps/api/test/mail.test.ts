import { required } from '@upkeep/contract';
/**
 * Mail delivery through a real SMTP server started here (smtp-server): the temporary password arrives;
 * with the server down the message waits in the outbox and arrives, once, when it is back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { enqueue } from '../src/modules/messages/notifications/outbox.ts';
import { createCustomer } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, quickestDatabaseKind, type TestContext } from './helpers.ts';
import { logIn } from './sign-in.ts';
import { decode, TestSmtp, waitFor } from './smtp.ts';

describe.each(databaseKinds())('mail over SMTP on %s', (kind) => {
  const smtp = new TestSmtp();
  let ctx: TestContext;
  const clock = new Date(TEST_NOW);

  beforeAll(async () => {
    await smtp.start();
    ctx = await buildTestApp(kind, {
      now: () => clock,
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'UpKeep <no-reply@upkeep.test>',
        // The first retry after 1-2 seconds instead of 5-10: the test waits for it in real time.
        MESSAGE_RETRY_DELAY_SECONDS: '1',
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  async function signUpAndForget(email: string) {
    const signUp = await createCustomer(ctx.app, {
      Name: 'Mail Test',
      Email: email,
      PhoneNumber: '7025550111',
      Password: 'Joshua-Tree-Sunrise',
      Origin: '',
    });
    expect(signUp.res.statusCode).toBe(201);
    const forgot = await ctx.app.inject({
      method: 'PUT',
      url: '/api/customer/auth/forgot-password',
      payload: { Email: email },
    });
    expect(forgot.statusCode).toBe(200);
  }

  const outboxRow = async (email: string) => {
    const [row] = await queryRows<{ status: string; attempts: number; last_error: string | null }>(
      ctx.database.db,
      sql`select status, attempts, last_error from notification_outbox where recipient = ${email}`,
    );
    return required(row, 'the row');
  };

  const outboxId = async (email: string) =>
    required(
      (
        await queryRows<{ id: number }>(
          ctx.database.db,
          sql`select id from notification_outbox where recipient = ${email}`,
        )
      )[0],
      'the row',
    ).id;
  /** The message's delivery jobs in the job queue, with whether each waits for a later moment. */
  const deliveryJobs = async (email: string) =>
    queryRows<{ id: string; state: string; later: boolean }>(
      ctx.database.db,
      sql`select id, state, start_after > now() as later from pgboss.job
           where name = 'deliver-message' and data->>'outboxId' = ${String(await outboxId(email))}`,
    );

  it('delivers the temporary password, and it signs in', async () => {
    const email = `smtp-one-${kind}@example.com`;
    await signUpAndForget(email);
    expect(await ctx.app.outbox.runOnce()).toBe(1);
    const [messageRow] = smtp.to(email);
    const message = required(messageRow, 'the mail');
    expect(message).toBeDefined();
    const text = decode(message.raw);
    expect(text).toContain('Subject: Your UpKeep temporary password');
    expect(text).toContain('From: UpKeep <no-reply@upkeep.test>');
    const temp = required(/temporary password: ([A-Za-z0-9]{12})/.exec(text)?.[1], 'the temporary password');
    const login = await logIn(ctx.app, email, temp);
    expect(login.statusCode).toBe(200);
    expect(login.json().data.tempPassword).toBe(true);
    expect((await outboxRow(email)).status).toBe('sent');
  });

  it('keeps the message while the server is down and delivers it once when it is back', async () => {
    const email = `smtp-two-${kind}@example.com`;
    const port = smtp.port;
    await smtp.stop();
    await signUpAndForget(email);

    expect(await ctx.app.outbox.runOnce()).toBe(0);
    const failed = await outboxRow(email);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    expect(failed.last_error).toBeTruthy();

    // The delivery job waits out its backoff (pg-boss's retry state, due a moment later).
    const [job] = await deliveryJobs(email);
    expect(job).toMatchObject({ state: 'retry', later: true });

    await smtp.start(port);
    // Not due yet: the backoff holds it.
    expect(await ctx.app.outbox.runOnce()).toBe(0);
    expect(smtp.to(email)).toHaveLength(0);

    // Once due, it goes, once.
    await waitFor(async () => ((await ctx.app.outbox.runOnce()) === 1 ? true : undefined), 15_000);
    expect(await ctx.app.outbox.runOnce()).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
    expect(await deliveryJobs(email)).toMatchObject([{ state: 'completed' }]);
  });

  it('marks the message failed when its retries are used up, and its job lands in the dead-letter queue', async () => {
    const email = `smtp-give-up-${kind}@example.com`;
    const port = smtp.port;
    await smtp.stop();
    try {
      await enqueue(ctx.app.jobs, ctx.database.db, { channel: 'email', recipient: email, body: 'Hello.' }, clock);
      expect(await ctx.app.outbox.runOnce()).toBe(0);
      const [job] = await deliveryJobs(email);
      const { id } = required(job, 'the delivery job');
      // Ten more failures later (hours of backoff): the next attempt is the last, and it is due now.
      await ctx.database.db.execute(
        sql`update pgboss.job set retry_count = retry_limit - 1, start_after = now() where id = ${id}::uuid`,
      );
      expect(await ctx.app.outbox.runOnce()).toBe(0);
      expect(await outboxRow(email)).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await deliveryJobs(email)).toMatchObject([{ state: 'failed' }]);
      const dead = await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from pgboss.job where name = 'dead-letter' and data->>'outboxId' = ${String(await outboxId(email))}`,
      );
      expect(dead[0]?.n).toBe(1);
      // Nothing more is tried.
      expect(await ctx.app.outbox.runOnce()).toBe(0);
    } finally {
      await smtp.start(port);
    }
  });

  it('lets two workers racing for the same messages send each one once', async () => {
    const emails = [0, 1, 2].map((i) => `smtp-race-${i}-${kind}@example.com`);
    for (const email of emails) await signUpAndForget(email);
    const [a, b] = await Promise.all([ctx.app.outbox.runOnce(), ctx.app.outbox.runOnce()]);
    expect(a + b).toBe(3);
    for (const email of emails) expect(smtp.to(email)).toHaveLength(1);
  });
});

describe('the outbox worker in the running server', () => {
  it('delivers on its own, soon after the change commits', async () => {
    const smtp = new TestSmtp();
    await smtp.start();
    const ctx = await buildTestApp(quickestDatabaseKind(), {
      startWorkers: true,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, OUTBOX_POLL_MS: '60000' },
    });
    try {
      const email = 'worker@example.com';
      await ctx.app.inject({
        method: 'POST',
        url: '/api/customer',
        payload: {
          Name: 'Worker',
          Email: email,
          PhoneNumber: '7025550112',
          Password: 'Joshua-Tree-Sunrise',
          Origin: '',
        },
      });
      await ctx.app.inject({ method: 'PUT', url: '/api/customer/auth/forgot-password', payload: { Email: email } });
      // The poll interval is a minute: only the kick after the commit can deliver this quickly.
      const [messageRow] = await waitFor(() => (smtp.to(email).length ? smtp.to(email) : undefined));
      const message = required(messageRow, 'the mail');
      expect(decode(message.raw)).toContain('temporary password');
    } finally {
      await ctx.close();
      await smtp.stop();
    }
  });
});
