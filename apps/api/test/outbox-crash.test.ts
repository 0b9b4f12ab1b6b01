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
import { CLAIM_LEASE_MS, enqueue } from '../src/modules/notifications/outbox.ts';
import { TEST_NOW } from './fixed-time.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
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

describe.each(databaseKinds())('an e-mail whose sender was killed before marking it sent, on %s', (kind) => {
  const smtp = new TestSmtp();
  let ctx: TestContext;
  let clock = new Date(TEST_NOW);
  const smtpUrl = () => `smtp://127.0.0.1:${smtp.port}`;

  beforeAll(async () => {
    await smtp.start();
    ctx = await buildTestApp(kind, {
      now: () => clock,
      env: { SMTP_URL: smtpUrl(), PUBLIC_URL: 'https://upkeep.example.com' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.stop();
  });

  const queue = (recipient: string) =>
    enqueue(ctx.database.db, { channel: 'email', recipient, subject: 'Your booking', body: 'Confirmed.' }, clock);
  const row = async (id: number) =>
    (
      await queryRows<{ status: string; attempts: number }>(
        ctx.database.db,
        sql`select status, attempts from notification_outbox where id = ${id}`,
      )
    )[0];

  it('goes again once the claim lease runs out, with the same Message-ID, and is then marked sent', async () => {
    const email = `crash-${kind}@example.com`;
    const id = await queue(email);

    // The worker claims it and the transport hands it to the mail server; then the process dies.
    const claimed = await ctx.app.outbox.claim();
    expect(claimed).toMatchObject({ id, attempts: 1 });
    await new SmtpTransport(smtpUrl(), 'UpKeep <no-reply@upkeep.test>', 'upkeep.example.com').send(
      required(claimed, 'the claimed message'),
    );
    expect(smtp.to(email)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 });

    // While the lease holds, no worker takes it.
    clock = new Date(clock.getTime() + CLAIM_LEASE_MS - 1);
    expect(await ctx.app.outbox.runOnce()).toBe(0);
    // At its end, the next worker sends it again and marks it sent.
    clock = new Date(clock.getTime() + 1);
    expect(await ctx.app.outbox.runOnce()).toBe(1);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2 });
    expect(await ctx.app.outbox.runOnce()).toBe(0);

    const received = smtp.to(email);
    expect(received).toHaveLength(2);
    const [first, second] = received.map((m) => messageIdHeader(m.raw));
    expect(first).toMatch(new RegExp(`^<outbox-${id}\\.${TEST_NOW.getTime()}@upkeep\\.example\\.com>$`));
    expect(second).toBe(first);
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
