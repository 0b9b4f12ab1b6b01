/**
 * The notification outbox. `enqueue` writes a message in the caller's transaction, so the message exists
 * exactly when the change that causes it commits. The worker claims due rows with FOR UPDATE SKIP LOCKED
 * (safe with several server processes), leases them while it delivers, marks them sent, and on failure
 * retries with exponential backoff until it gives up.
 */

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema.ts';
import type { OutgoingMessage, Transport } from './transports.ts';

export interface NewMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  html?: string | null;
  /** What caused it, where a limit counts such messages (e.g. 'guest-booking'). */
  topic?: string;
}

/** Queues a message, due at `dueAt` (the app's clock: `app.now()`). Call it inside the causing transaction. */
export async function enqueue(db: Database | Tx, message: NewMessage, dueAt: Date): Promise<number> {
  const [row] = await db
    .insert(notificationOutbox)
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject ?? '',
      body: message.body,
      html: message.html ?? null,
      topic: message.topic ?? null,
      nextAttemptAt: dueAt,
      createdAt: dueAt,
    })
    .returning({ id: notificationOutbox.id });
  return row!.id;
}

export interface OutboxWorkerOptions {
  /** How often the worker looks for due messages when nobody kicks it. */
  pollMs: number;
  batchSize?: number;
  /** After this many failed attempts a message is marked failed. */
  maxAttempts?: number;
  /** The first retry waits this long; each later one twice as long, up to maxBackoffMs. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** How long a claimed message is reserved for the worker delivering it. */
  leaseMs?: number;
  now?: () => Date;
}

interface ClaimedRow extends Record<string, unknown> {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
}

export class OutboxWorker {
  readonly #options: Required<OutboxWorkerOptions>;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;

  constructor(
    private readonly db: Database,
    private readonly transports: Record<'email' | 'sms', Transport>,
    private readonly log: FastifyBaseLogger,
    options: OutboxWorkerOptions,
  ) {
    this.#options = {
      batchSize: 20,
      maxAttempts: 12,
      backoffBaseMs: 5_000,
      maxBackoffMs: 30 * 60_000,
      leaseMs: 2 * 60_000,
      now: () => new Date(),
      ...options,
    };
  }

  start() {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#schedule(0);
  }

  /** Stops polling and waits for the delivery in flight. */
  async stop() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running;
    for (const transport of Object.values(this.transports)) transport.close?.();
  }

  /** Something was just enqueued: look now rather than at the next poll. */
  kick() {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    this.#schedule(0);
  }

  #schedule(delay: number) {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#running = this.runOnce()
        .then(() => undefined)
        .catch((err: unknown) => this.log.error({ err }, 'outbox: delivery round failed'))
        .finally(() => {
          this.#running = undefined;
          if (this.#stopped) return;
          const again = this.#again;
          this.#again = false;
          this.#schedule(again ? 0 : this.#options.pollMs);
        });
    }, delay);
    this.#timer.unref();
  }

  /** Claims the due messages, delivers them, records each outcome. Returns how many were sent. */
  async runOnce(): Promise<number> {
    const { batchSize, leaseMs } = this.#options;
    const now = this.#options.now();
    const leaseUntil = new Date(now.getTime() + leaseMs);
    const claimed = await queryRows<ClaimedRow>(
      this.db,
      sql`update notification_outbox
             set attempts = attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz
           where id in (select id from notification_outbox
                         where status = 'pending' and next_attempt_at <= ${now.toISOString()}::timestamptz
                         order by id limit ${batchSize}
                         for update skip locked)
       returning id, channel, recipient, subject, body, html, attempts`,
    );
    let sent = 0;
    for (const row of claimed.sort((a, b) => a.id - b.id)) {
      if (await this.#deliver(row)) sent += 1;
    }
    return sent;
  }

  async #deliver(row: ClaimedRow): Promise<boolean> {
    const message: OutgoingMessage = {
      id: row.id,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
    };
    const transport = this.transports[row.channel];
    try {
      await transport.send(message);
    } catch (err) {
      const { maxAttempts, backoffBaseMs, maxBackoffMs } = this.#options;
      const attempts = Number(row.attempts);
      const giveUp = attempts >= maxAttempts;
      const wait = Math.min(maxBackoffMs, backoffBaseMs * 2 ** (attempts - 1));
      const next = new Date(this.#options.now().getTime() + wait);
      const reason = err instanceof Error ? err.message : String(err);
      await this.db.execute(
        sql`update notification_outbox
               set status = ${giveUp ? 'failed' : 'pending'}, last_error = ${reason.slice(0, 500)},
                   next_attempt_at = ${next.toISOString()}::timestamptz
             where id = ${row.id}`,
      );
      // The recipient is personal data: the log names the message, not the person.
      this.log.warn({ outboxId: row.id, channel: row.channel, attempts, giveUp, reason }, 'outbox: delivery failed');
      return false;
    }
    await this.db.execute(
      sql`update notification_outbox set status = 'sent', sent_at = ${this.#options.now().toISOString()}::timestamptz,
             last_error = null
           where id = ${row.id}`,
    );
    this.log.info({ outboxId: row.id, channel: row.channel, transport: transport.name }, 'outbox: delivered');
    return true;
  }
}
