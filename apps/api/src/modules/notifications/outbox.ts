/**
 * The notification outbox. `enqueue` writes a message in the caller's transaction, so the message exists
 * exactly when the change that causes it commits. The worker claims due rows one at a time with FOR UPDATE
 * SKIP LOCKED (safe with several server processes), leases each while it delivers, marks it sent as soon as
 * the transport returns, and on failure retries with exponential backoff until it gives up.
 *
 * The guarantee is at least once. A process killed after the transport handed a message over and before
 * the row was marked sent leaves it claimed; when the lease runs out (CLAIM_LEASE_MS) another worker sends
 * it again. E-mails carry a Message-ID derived from the row (`messageIdOf` in transports.ts), the same on every attempt, so
 * mail clients fold such a repeat; the local mailbox keeps one file per message. docs/notifications.md.
 */

import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMessage, Transport } from '../../adapters/mail/transports.ts';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { notificationOutbox } from '../../db/schema.ts';

export interface NewMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  html?: string | null;
  /** What caused it, where a limit counts such messages (e.g. 'guest-booking'). */
  topic?: string;
  /** The ticket the message is about (the staff console lists a ticket's messages by it). */
  ticketId?: number | null;
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
      ticketId: message.ticketId ?? null,
      nextAttemptAt: dueAt,
      createdAt: dueAt,
    })
    .returning({ id: notificationOutbox.id });
  if (!row) throw new Error('insert into notification_outbox returned no row');
  return row.id;
}

/**
 * The longest a delivery may take: the transports' own timeouts end a stuck one sooner (SMTP: 10 s to
 * connect, 10 s for the greeting, 15 s of silence; Twilio: 15 s per request), and the worker gives up on
 * one still pending at this point and records a failure (to retry with backoff).
 */
export const DELIVERY_TIMEOUT_MS = 20_000;
/**
 * How long a claimed message is reserved for the worker delivering it: the delivery deadline and time to
 * record the outcome, so a live delivery is never claimed twice, and no longer, so that a message whose
 * worker was killed mid-delivery goes again within half a minute.
 */
export const CLAIM_LEASE_MS = 30_000;

/** A message claimed for delivery, with the attempt number that makes the claim its worker's own. */
export interface ClaimedMessage extends OutgoingMessage {
  attempts: number;
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
  /** How long a claimed message is reserved for the worker delivering it (longer than deliveryTimeoutMs). */
  leaseMs?: number;
  /** A delivery still pending after this long is recorded as failed. */
  deliveryTimeoutMs?: number;
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
  status: string;
  created_ms: number;
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
      leaseMs: CLAIM_LEASE_MS,
      deliveryTimeoutMs: DELIVERY_TIMEOUT_MS,
      now: () => new Date(),
      ...options,
    };
    if (this.#options.leaseMs <= this.#options.deliveryTimeoutMs) {
      throw new Error('outbox: the claim lease must outlast the delivery timeout');
    }
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

  /** Delivers the due messages, oldest first, up to a batch. Returns how many were sent. */
  async runOnce(): Promise<number> {
    let sent = 0;
    for (let i = 0; i < this.#options.batchSize; i++) {
      const message = await this.claim();
      if (!message) break;
      if (await this.deliver(message)) sent += 1;
    }
    return sent;
  }

  /**
   * Claims the oldest due message: counts the attempt and leases it (its next attempt moves to the lease's
   * end), so no other worker takes it while this one delivers. One at a time, so every lease starts when
   * its own delivery does. Null when nothing is due.
   *
   * A message to a suppressed address (contact_suppressions: a confirmed opt-out's e-mail, whatever its case,
   * or E.164 phone) is marked 'suppressed' by the same statement and never sent, even one queued before the
   * opt-out was confirmed; the claim goes on to the next due message.
   */
  async claim(): Promise<ClaimedMessage | null> {
    for (;;) {
      const now = this.#options.now();
      const leaseUntil = new Date(now.getTime() + this.#options.leaseMs);
      const [row] = await queryRows<ClaimedRow>(
        this.db,
        sql`update notification_outbox o
               set attempts = o.attempts + 1, next_attempt_at = ${leaseUntil.toISOString()}::timestamptz,
                   status = case when due.suppressed then 'suppressed' else o.status end,
                   last_error = case when due.suppressed then 'not sent: the recipient opted out' else o.last_error end
              from (select n.id,
                           exists (select 1 from contact_suppressions s
                                    where s.channel = n.channel
                                      and s.recipient = case when n.channel = 'email' then lower(n.recipient)
                                                             else n.recipient end) as suppressed
                      from notification_outbox n
                     where n.status = 'pending' and n.next_attempt_at <= ${now.toISOString()}::timestamptz
                     order by n.id limit 1
                     for update of n skip locked) due
             where o.id = due.id
         returning o.id, o.channel, o.recipient, o.subject, o.body, o.html, o.attempts, o.status,
                   floor(extract(epoch from o.created_at) * 1000)::float8 as created_ms`,
      );
      if (!row) return null;
      if (row.status === 'suppressed') {
        this.log.info(
          { outboxId: Number(row.id), channel: row.channel },
          'outbox: suppressed (the recipient opted out)',
        );
        continue;
      }
      return this.#claimed(row);
    }
  }

  #claimed(row: ClaimedRow): ClaimedMessage {
    return {
      id: Number(row.id),
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
      createdAt: new Date(Number(row.created_ms)),
      attempts: Number(row.attempts),
    };
  }

  /** Hands a claimed message to its transport and records the outcome at once. True when it was sent. */
  async deliver(message: ClaimedMessage): Promise<boolean> {
    const transport = this.transports[message.channel];
    try {
      await withDeadline(transport.send(message), this.#options.deliveryTimeoutMs);
    } catch (err) {
      const { maxAttempts, backoffBaseMs, maxBackoffMs } = this.#options;
      const attempts = message.attempts;
      const giveUp = attempts >= maxAttempts;
      const wait = Math.min(maxBackoffMs, backoffBaseMs * 2 ** (attempts - 1));
      const next = new Date(this.#options.now().getTime() + wait);
      const reason = err instanceof Error ? err.message : String(err);
      // Only while the claim is still this worker's: after its lease another worker may have sent it.
      await this.db.execute(
        sql`update notification_outbox
               set status = ${giveUp ? 'failed' : 'pending'}, last_error = ${reason.slice(0, 500)},
                   next_attempt_at = ${next.toISOString()}::timestamptz
             where id = ${message.id} and status = 'pending' and attempts = ${attempts}`,
      );
      // The recipient is personal data: the log names the message, not the person.
      this.log.warn(
        { outboxId: message.id, channel: message.channel, attempts, giveUp, reason },
        'outbox: delivery failed',
      );
      return false;
    }
    await this.db.execute(
      sql`update notification_outbox set status = 'sent', sent_at = ${this.#options.now().toISOString()}::timestamptz,
             last_error = null
           where id = ${message.id}`,
    );
    this.log.info({ outboxId: message.id, channel: message.channel, transport: transport.name }, 'outbox: delivered');
    return true;
  }
}

/** The transport's promise, or a rejection once `ms` have passed (the send itself cannot be called back). */
async function withDeadline(delivery: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`delivery timed out after ${ms / 1000} s`)), ms);
    timer.unref();
  });
  try {
    await Promise.race([delivery, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
