/**
 * Messages after a crash (issue 11): a process killed between handing a message to the transport and
 * marking it sent. The message goes again once the claim lease runs out, with the same Message-ID so mail
 * clients fold it; the local mailbox never holds a partial file. Real parts: the app's outbox on its
 * database, a real SMTP server, a real process killed mid-write. Time is the injected clock.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { required } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailboxTransport, readMailbox, SmtpTransport } from '../src/adapters/mail/transports.ts';
import { queryRows } from '../src/db/client.ts';
import { enqueue } from '../src/modules/messages/notifications/outbox.ts';
import { MESSAGE_LEASE_SECONDS } from '../src/queue/queues.ts';
import { TEST_NOW } from './fixed-time.ts';
import { bothDatabaseKinds, buildTestApp, type TestContext } from './helpers.ts';
import { TestSmtp, waitFor } from './smtp.ts';

const dirs: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const messageIdHeader = (raw: string) => /^Message-ID: *(.+)$/im.exec(raw)?.[1]?.trim();

describe.each(bothDatabaseKinds())('an e-mail whose sender was killed before marking it sent, on %s', (kind) => {
  const smtp = new TestSmtp();
  let ctx: TestContext;
  const clock = new Date(TEST_NOW);
  const smtpUrl = () => `smtp://127.0.0.1:${smtp.port}`;

  beforeAll(async () => {
    await smtp.start();
    ctx = await buildTestApp(kind, {
      now: () => clock,
      env: { SMTP_URL: smtpUrl(), PUBLIC_URL: 'https://upkeep.example.com', MESSAGE_RETRY_DELAY_SECONDS: '1' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const queue = (recipient: string) =>
    enqueue(
      ctx.app.jobs,
      ctx.database.db,
      { channel: 'email', recipient, subject: 'Your booking', body: 'Confirmed.' },
      clock,
    );
  const row = async (id: number) =>
    (
      await queryRows<{ status: string; attempts: number }>(
        ctx.database.db,
        sql`select status, attempts from notification_outbox where id = ${id}`,
      )
    )[0];

  it('goes again once its lease runs out, with the same Message-ID, and is then marked sent', async () => {
    const email = `crash-${kind}@example.com`;
    const id = await queue(email);

    // A worker takes the delivery job and its transport hands the message to the mail server; then the
    // process dies: the job is never completed and the row never marked sent.
    const [job] = await ctx.app.jobs.boss.fetch('deliver-message', { batchSize: 1 });
    expect(job?.data).toEqual({ outboxId: id });
    const [message] = await queryRows<{ subject: string; body: string }>(
      ctx.database.db,
      sql`select subject, body from notification_outbox where id = ${id}`,
    );
    await new SmtpTransport(smtpUrl(), 'UpKeep <no-reply@upkeep.test>', 'upkeep.example.com').send({
      id,
      channel: 'email',
      recipient: email,
      subject: required(message, 'the row').subject,
      body: required(message, 'the row').body,
      html: null,
      createdAt: clock,
    });
    expect(smtp.to(email)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'pending' });

    // While the job's lease holds, no worker takes it.
    expect(await ctx.app.outbox.runOnce()).toBe(0);

    // The lease runs out (its start moved back past MESSAGE_LEASE_SECONDS); pg-boss's supervisor puts the job
    // back, and after its backoff the next worker sends it again and marks it sent.
    await ctx.database.db.execute(
      sql`update pgboss.job set started_on = started_on - make_interval(secs => ${MESSAGE_LEASE_SECONDS + 1})
           where id = ${required(job, 'the job').id}::uuid`,
    );
    await ctx.app.jobs.boss.supervise('deliver-message');
    await waitFor(async () => ((await ctx.app.outbox.runOnce()) === 1 ? true : undefined), 15_000);
    expect(await row(id)).toMatchObject({ status: 'sent' });
    expect(await ctx.app.outbox.runOnce()).toBe(0);

    const received = smtp.to(email);
    expect(received).toHaveLength(2);
    const [first, second] = received.map((m) => messageIdHeader(m.raw));
    expect(first).toMatch(new RegExp(`^<outbox-${id}\\.${TEST_NOW.getTime()}@upkeep\\.example\\.com>$`));
    expect(second).toBe(first);
  });

  it('is not sent again by a job that comes back after the message was sent', async () => {
    const email = `crash-after-${kind}@example.com`;
    const id = await queue(email);
    expect(await ctx.app.outbox.runOnce()).toBe(1);
    // A second delivery job for the same message (a retry after a crash that came after the row was marked sent).
    await ctx.app.jobs.send(ctx.database.db, 'deliver-message', { outboxId: id });
    expect(await ctx.app.outbox.runOnce()).toBe(0);
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('gives different messages different Message-IDs', async () => {
    const a = `distinct-a-${kind}@example.com`;
    const b = `distinct-b-${kind}@example.com`;
    await queue(a);
    await queue(b);
    expect(await ctx.app.outbox.runOnce()).toBe(2);
    const idA = messageIdHeader(required(smtp.to(a)[0], 'the first mail').raw);
    const idB = messageIdHeader(required(smtp.to(b)[0], 'the second mail').raw);
    expect(idA).toMatch(/^<outbox-\d+\.\d+@upkeep\.example\.com>$/);
    expect(idB).not.toBe(idA);
  });
});

describe('the local mailbox', () => {
  const message = (id: number) => ({
    id,
    channel: 'email' as const,
    recipient: 'box@example.com',
    subject: 'Hello',
    body: 'Text',
    html: null,
    createdAt: new Date(TEST_NOW),
  });

  it('keeps one complete file per message, and a repeat replaces it', async () => {
    const directory = tempDir('upkeep-mailbox-');
    const transport = new MailboxTransport(directory, () => new Date(TEST_NOW), 'upkeep.example.com');
    await transport.send(message(7));
    await transport.send(message(7));
    expect(readdirSync(directory)).toEqual([`${TEST_NOW.getTime()}-7.json`]);
    const [entry] = readMailbox(directory);
    expect(entry).toMatchObject({ outboxId: 7, messageId: `<outbox-7.${TEST_NOW.getTime()}@upkeep.example.com>` });
  });

  it('does not list what a killed write left behind', () => {
    const directory = tempDir('upkeep-mailbox-');
    writeFileSync(path.join(directory, `.${TEST_NOW.getTime()}-8.json.0a1b2c.tmp`), '{"id": "17');
    expect(readMailbox(directory)).toEqual([]);
  });

  it('never holds a partial message file when the writing process is killed mid-write', async () => {
    const directory = tempDir('upkeep-mailbox-');
    const file = path.join(directory, 'big.json');
    const transports = fileURLToPath(new URL('../src/adapters/mail/transports.ts', import.meta.url));
    // A message large enough that the kill lands while it is being written.
    const script = `import { writeFileAtomically } from ${JSON.stringify(transports)};
writeFileAtomically(${JSON.stringify(file)}, JSON.stringify({ text: 'x'.repeat(64 * 1024 * 1024) }));`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => child.on('exit', resolve));
    // Wait for the write to begin (its temporary file appears) or end, then kill the process.
    await waitFor(() => (readdirSync(directory).length > 0 ? true : undefined), 60_000);
    child.kill('SIGKILL');
    await exited;

    for (const name of readdirSync(directory)) {
      if (name.endsWith('.tmp')) continue; // what the kill interrupted: never read as a message
      expect(name).toBe('big.json');
      expect(JSON.parse(readFileSync(path.join(directory, name), 'utf8')).text).toHaveLength(64 * 1024 * 1024);
    }
    expect(existsSync(file) || readdirSync(directory).some((n) => n.endsWith('.tmp'))).toBe(true);
  });
});
