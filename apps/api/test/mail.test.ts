import { required } from '@upkeep/contract';
/**
 * Mail delivery through a real SMTP server started here (smtp-server): the temporary password arrives;
 * with the server down the message waits in the outbox and arrives, once, when it is back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { createCustomer } from './factories.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { logIn } from './sign-in.ts';
import { decode, TestSmtp, waitFor } from './smtp.ts';

describe.each(databaseKinds())('mail over SMTP on %s', (kind) => {
  const smtp = new TestSmtp();
  let ctx: TestContext;
  let clock = new Date(TEST_NOW);

  beforeAll(async () => {
    await smtp.start();
    ctx = await buildTestApp(kind, {
      now: () => clock,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'UpKeep <no-reply@upkeep.test>' },
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

    await smtp.start(port);
    // Not due yet: the backoff holds it.
    expect(await ctx.app.outbox.runOnce()).toBe(0);
    expect(smtp.to(email)).toHaveLength(0);

    clock = new Date(clock.getTime() + 60_000);
    expect(await ctx.app.outbox.runOnce()).toBe(1);
    expect(await ctx.app.outbox.runOnce()).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);
    expect(await outboxRow(email)).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
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
    const ctx = await buildTestApp('pglite', {
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
