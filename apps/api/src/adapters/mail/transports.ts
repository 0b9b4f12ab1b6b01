/**
 * Where messages go. E-mail: SMTP through nodemailer when SMTP_URL is set, else the local mailbox in
 * DATA_DIR (shown at /dev/mailbox outside production). Text messages: Twilio when configured, else the same
 * mailbox. Every transport ends a stuck delivery well within the outbox's delivery timeout.
 */
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import type { MailboxEntry } from '@upkeep/contract';
import nodemailer, { type Transporter } from 'nodemailer';
import { nanpPhoneNumber } from '../../lib/phone.ts';

export interface OutgoingMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
  /** E-mail attachments (text content). */
  attachments?: { filename: string; contentType: string; content: string }[] | null;
  /** When the row was queued: with the id, what makes the message itself (the same on every attempt). */
  createdAt: Date;
}

/**
 * The Message-ID of an e-mail: derived from its outbox row only, so a repeat after a crash carries the same
 * one and mail clients fold it. The queueing time keeps two databases' rows of the same id apart (a demo
 * database made again, a restored backup); the domain is the product's (PUBLIC_URL's host name).
 */
export function messageIdOf(message: Pick<OutgoingMessage, 'id' | 'createdAt'>, domain: string): string {
  return `<outbox-${message.id}.${message.createdAt.getTime()}@${domain}>`;
}

export interface Transport {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
  close?(): void;
}

export class SmtpTransport implements Transport {
  readonly name = 'smtp';
  readonly #transporter: Transporter;
  constructor(
    url: string,
    private readonly from: string,
    /** The right-hand side of every Message-ID: the product's host name. */
    private readonly messageDomain: string,
  ) {
    this.#transporter = nodemailer.createTransport(url, {});
    // Never hang a worker on a server that accepts the connection and then says nothing; the outbox's
    // delivery timeout (20 s) and the delivery job's lease (30 s) are sized to these.
    Object.assign(this.#transporter.options, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
    });
  }
  async send(message: OutgoingMessage) {
    await this.#transporter.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      html: message.html ?? undefined,
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((a) => ({
              filename: a.filename,
              content: a.content,
              contentType: a.contentType,
            })),
          }
        : {}),
      messageId: messageIdOf(message, this.messageDomain),
    });
  }
  close() {
    this.#transporter.close();
  }
}

/** A message as the local mailbox keeps it: what the contract's dev mailbox endpoint answers. */
export type { MailboxEntry };

/** The mailbox's file names: the message's own, so a repeat replaces the file instead of adding one. */
const MAILBOX_FILE = /^[0-9]+-[0-9]+\.json$/;

/**
 * Writes each message as a JSON file in a directory: the embedded default's mailbox. A file appears whole
 * or not at all: it is written under a temporary name in the same directory, flushed to disk, then renamed
 * (atomic within a file system); a process killed mid-write leaves only a temporary file, which readers
 * skip. The name comes from the outbox row, so a repeat after a crash replaces the first copy.
 */
export class MailboxTransport implements Transport {
  readonly name = 'mailbox';
  constructor(
    readonly directory: string,
    private readonly now: () => Date = () => new Date(),
    /** The right-hand side of e-mails' Message-IDs: the product's host name. */
    private readonly messageDomain = 'upkeep.local',
  ) {}
  async send(message: OutgoingMessage) {
    mkdirSync(this.directory, { recursive: true });
    const entry: MailboxEntry = {
      id: `${message.createdAt.getTime()}-${message.id}`,
      outboxId: message.id,
      channel: message.channel,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      html: message.html,
      ...(message.attachments?.length
        ? { attachments: message.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })) }
        : {}),
      ...(message.channel === 'email' ? { messageId: messageIdOf(message, this.messageDomain) } : {}),
      createdAt: this.now().toISOString(),
    };
    writeFileAtomically(path.join(this.directory, `${entry.id}.json`), JSON.stringify(entry, null, 2));
  }
}

/** Temporary name, flush, rename, then flush the directory so the rename itself survives a power cut. */
export function writeFileAtomically(file: string, content: string) {
  const directory = path.dirname(file);
  const temporary = path.join(directory, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const fd = openSync(temporary, 'w', 0o600);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } catch (err) {
    closeSync(fd);
    rmSync(temporary, { force: true });
    throw err;
  }
  closeSync(fd);
  renameSync(temporary, file);
  try {
    const dir = openSync(directory, 'r');
    try {
      fsyncSync(dir);
    } finally {
      closeSync(dir);
    }
  } catch {
    // Some file systems cannot flush a directory; the file is complete either way.
  }
}

/** The mailbox's messages, newest first (at most `limit`). Temporary files of writes in progress are not messages. */
export function readMailbox(directory: string, limit = 100): MailboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(directory).filter((f) => MAILBOX_FILE.test(f));
  } catch {
    return [];
  }
  const entries: MailboxEntry[] = [];
  for (const file of files) {
    try {
      entries.push(JSON.parse(readFileSync(path.join(directory, file), 'utf8')) as MailboxEntry);
    } catch {
      // A half-written or foreign file is skipped.
    }
  }
  entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.outboxId - a.outboxId);
  return entries.slice(0, limit);
}

/** Text messages through Twilio's SDK, when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set. */
export class TwilioTransport implements Transport {
  readonly name = 'twilio';
  readonly #client: Promise<{
    messages: { create(input: { to: string; from: string; body: string }): Promise<unknown> };
  }>;
  constructor(
    accountSid: string,
    authToken: string,
    private readonly from: string,
  ) {
    // Loaded on first use: the SDK is large and most installations never need it. Its timeout (30 s by
    // default) is brought within the outbox's delivery timeout.
    this.#client = import('twilio').then((m) => m.default(accountSid, authToken, { timeout: 15_000 }));
  }
  async send(message: OutgoingMessage) {
    // The outbox wrote the number in E.164 already (lib/phone.ts); one that is not is never sent.
    const to = nanpPhoneNumber(message.recipient);
    if (!to) throw new Error('not a North American phone number');
    await (await this.#client).messages.create({ to, from: this.from, body: message.body });
  }
}
