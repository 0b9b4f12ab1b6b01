/**
 * Issue 46: texts go to E.164 numbers (`+17255550101`; one went to `7255550101`). The outbox's `enqueue`, which
 * every text passes, writes the recipient in E.164 whatever form the caller had, and records a number that has
 * none as failed, never handed to a transport.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client.ts';
import { enqueue, NOT_A_TEXTABLE_NUMBER } from '../src/modules/messages/notifications/outbox.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';

describe('text recipients', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(quickestDatabaseKind(), { now: () => TEST_NOW });
  });
  afterAll(async () => {
    await ctx.close();
  });

  const text = (recipient: string, body: string) =>
    ctx.app.db.transaction((tx) => enqueue(ctx.app.jobs, tx, { channel: 'sms', recipient, body }, TEST_NOW));
  const row = async (id: number) =>
    (
      await queryRows<{ recipient: string; status: string; last_error: string | null; jobs: number }>(
        ctx.database.db,
        sql`select recipient, status, last_error,
                   (select count(*)::int from pgboss.job j where j.name = 'deliver-message'
                     and j.data->>'outboxId' = o.id::text) as jobs
              from notification_outbox o where id = ${id}`,
      )
    )[0];

  it('writes every North American number in E.164, whatever form it came in', async () => {
    for (const raw of ['7255550101', '725-555-0101', '(725) 555-0101', '1 725 555 0101', '+17255550101']) {
      const id = await text(raw, `Hello from ${raw}`);
      expect(await row(id)).toEqual({ recipient: '+17255550101', status: 'pending', last_error: null, jobs: 1 });
    }
  });

  it('never hands a number without an E.164 form to a transport: the row says why', async () => {
    const id = await text('12345', 'Hello');
    expect(await row(id)).toEqual({ recipient: '12345', status: 'failed', last_error: NOT_A_TEXTABLE_NUMBER, jobs: 0 });
  });

  it('leaves e-mail recipients as they are', async () => {
    const id = await ctx.app.db.transaction((tx) =>
      enqueue(ctx.app.jobs, tx, { channel: 'email', recipient: 'Someone@Example.com', body: 'Hi' }, TEST_NOW),
    );
    expect((await row(id))?.recipient).toBe('Someone@Example.com');
  });
});
