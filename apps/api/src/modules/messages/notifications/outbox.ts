/**
 * The notification outbox. `enqueue` writes a message and its delivery job (the job queue's
 * `deliver-message`) in the caller's transaction, so both exist exactly when the change that causes them
 * commits. The job's work (`deliverMessage`) hands the message to its transport and marks the row sent; a
 * failure fails the job, which pg-boss retries with exponential backoff (queue/queues.ts) until it gives up:
 * the row is then marked failed and the job lands in the dead-letter queue, listed in the staff console.
 *
 * The guarantee is at least once. A process killed after the transport handed a message over and before the
 * row was marked sent leaves its job active; when the job's lease runs out (MESSAGE_LEASE_SECONDS) pg-boss
 * puts it back and a worker sends it again. E-mails carry a Message-ID derived from the row (`messageIdOf` in
 * transports.ts), the same on every attempt, so mail clients fold such a repeat; the local mailbox keeps one
 * file per message. A job that comes again after its row was sent sends nothing. docs/notifications.md.
 */

import type { FastifyBaseLogger } from 'fastify';
import type { OutgoingMessage, Transport } from '../../../adapters/mail/transports.ts';
import type { Database, Tx } from '../../../db/client.ts';
import type { MailAttachment } from '../../../db/schema.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { Email } from '../../../lib/email.ts';
import { DAY_MS } from '../../../lib/flood-limits.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import type { JobRun, JobSender } from '../../../queue/job-queue.ts';
import * as q from './queries.ts';

export interface NewMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  html?: string | null;
  /** E-mail attachments (a visit's calendar event). */
  attachments?: MailAttachment[];
  /** What caused it, where a limit counts such messages (e.g. 'guest-booking'). */
  topic?: string;
  /** The ticket the message is about (the staff console lists a ticket's messages by it). */
  ticketId?: number | null;
}

/**
 * The one way an e-mail is sent: `mail` as `lib/email.ts` writes it (its subject, and its text and HTML parts from one
 * list of blocks), queued to `recipient` like any message (`enqueue`), with what the caller says of it (`extra`).
 */
export function sendEmail(
  jobs: JobSender,
  db: Database | Tx,
  recipient: string,
  mail: Email,
  at: Date,
  extra: Pick<NewMessage, 'attachments' | 'topic' | 'ticketId'> = {},
): Promise<number> {
  return enqueue(
    jobs,
    db,
    { channel: 'email', recipient, subject: mail.subject, body: mail.text, html: mail.html, ...extra },
    at,
  );
}

/** Why a text to a number that is not a North American one in E.164 is not sent (the console shows it). */
export const NOT_A_TEXTABLE_NUMBER = 'not sent: not a North American phone number';

/**
 * Queues a message, written at `at` (the app's clock: `app.now()`), with its delivery job. Call it inside the
 * causing transaction; wake the worker (`deps.outbox.kick()`) after it commits.
 *
 * A text's recipient is written in E.164 (`+17255550101`) whatever form the caller had (`725-555-0101`,
 * `7255550101`): the one place every text passes, so the transport, the opt-outs and the per-number limits all
 * see one form. A number that has none (not North American) is recorded as failed and never handed to a transport.
 */
export async function enqueue(jobs: JobSender, db: Database | Tx, message: NewMessage, at: Date): Promise<number> {
  const phone = message.channel === 'sms' ? nanpPhoneNumber(message.recipient) : null;
  const unsendable = message.channel === 'sms' && phone === null;
  const row = await q.insertMessage(db, {
    channel: message.channel,
    recipient: phone ?? message.recipient,
    subject: message.subject ?? '',
    body: message.body,
    html: message.html ?? null,
    attachments: message.attachments?.length ? message.attachments : null,
    topic: message.topic ?? null,
    ticketId: message.ticketId ?? null,
    nextAttemptAt: at,
    createdAt: at,
    ...(unsendable ? { status: 'failed' as const, lastError: NOT_A_TEXTABLE_NUMBER } : {}),
  });
  if (unsendable) return row.id;
  await jobs.send(db, 'deliver-message', { outboxId: row.id });
  return row.id;
}

/**
 * A message given up on (its job's retries used up) is pending again: its job was retried from the staff
 * console, and a delivery sends only a pending message. Called in the retry's transaction.
 */
export async function reopenFailedMessage(db: Database | Tx, outboxId: number): Promise<void> {
  await q.reopenFailed(db, outboxId);
}

/**
 * The longest a delivery may take: the transports' own timeouts end a stuck one sooner (SMTP: 10 s to
 * connect, 10 s for the greeting, 15 s of silence; Twilio: 15 s per request), and the job gives up on one
 * still pending at this point (a failure, retried with backoff). Shorter than the job's lease.
 */
export const DELIVERY_TIMEOUT_MS = 20_000;

export interface MessageDeliveryOptions {
  deliveryTimeoutMs?: number;
  now?: () => Date;
}

/** The work of a `deliver-message` job: one outbox row to its transport. */
export class MessageDelivery {
  readonly #deliveryTimeoutMs: number;
  readonly #now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly transports: Record<'email' | 'sms', Transport>,
    private readonly log: FastifyBaseLogger,
    options: MessageDeliveryOptions = {},
  ) {
    this.#deliveryTimeoutMs = options.deliveryTimeoutMs ?? DELIVERY_TIMEOUT_MS;
    this.#now = options.now ?? (() => new Date());
  }

  /**
   * Delivers the job's message: true when it was sent, false when there was nothing to send (already sent,
   * or failed for good, or the recipient opted out); throws when the transport failed (the job is retried).
   */
  async deliver(job: JobRun<Record<string, unknown>>): Promise<boolean> {
    const outboxId = Number(job.data.outboxId);
    const message = await this.#take(outboxId);
    if (!message) return false;
    const transport = this.transports[message.channel];
    try {
      await withDeadline(transport.send(message), this.#deliveryTimeoutMs);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      await q.attemptFailed(this.db, outboxId, job.lastAttempt ? 'failed' : 'pending', reason.slice(0, 500));
      // The recipient is personal data: the log names the message, not the person.
      this.log.warn(
        { outboxId, channel: message.channel, attempts: message.attempts, giveUp: job.lastAttempt, reason },
        'outbox: delivery failed',
      );
      throw err;
    }
    await q.markSent(this.db, outboxId, this.#now());
    this.log.info({ outboxId, channel: message.channel, transport: transport.name }, 'outbox: delivered');
    return true;
  }

  /**
   * Counts the attempt on a message still pending and answers it; null when it is not (sent already: a job
   * repeated after a crash sends nothing). A message to a suppressed address (contact_suppressions: a confirmed
   * opt-out's e-mail, whatever its case, or E.164 phone) is marked 'suppressed' by the same statement and never
   * sent, even one queued before the opt-out was confirmed.
   */
  async #take(outboxId: number): Promise<(OutgoingMessage & { attempts: number }) | null> {
    const row = await q.takePending(this.db, outboxId, this.#now());
    if (!row) return null;
    if (row.status === 'suppressed') {
      this.log.info({ outboxId, channel: row.channel }, 'outbox: suppressed (the recipient opted out)');
      return null;
    }
    return {
      id: Number(row.id),
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      html: row.html,
      attachments: row.attachments,
      createdAt: new Date(Number(row.created_ms)),
      attempts: Number(row.attempts),
    };
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

/**
 * Texts of one topic (e.g. 'unread-message') queued for this number in the last 24 hours, the number locked for the
 * transaction so that concurrent senders count one at a time: what a per-number daily cap reads.
 */
export async function topicTextsToday(tx: Tx, topic: string, phone: string, now: Date): Promise<number> {
  await lockKey(tx, 'topicTexts', `${topic}:${phone}`);
  return q.topicTextsSince(tx, phone, topic, new Date(now.getTime() - DAY_MS));
}
