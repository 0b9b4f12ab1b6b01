/**
 * Where messages go. E-mail: SMTP through nodemailer when SMTP_URL is set, else the local mailbox in
 * DATA_DIR (shown at /dev/mailbox outside production). Text messages: logged into the same mailbox until a
 * provider is configured (the booking issue adds one).
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMessage {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  html: string | null;
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
  ) {
    this.#transporter = nodemailer.createTransport(url, {});
    // Never hang a worker on a server that accepts the connection and then says nothing.
    Object.assign(this.#transporter.options, {
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  async send(message: OutgoingMessage) {
    await this.#transporter.sendMail({
      from: this.from,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      html: message.html ?? undefined,
      messageId: `<outbox-${message.id}-${randomUUID()}@upkeep>`,
    });
  }
  close() {
    this.#transporter.close();
  }
}

/** A message as the local mailbox keeps it. */
export interface MailboxEntry {
  id: string;
  outboxId: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** Writes each message as a JSON file in a directory: the embedded default's mailbox. */
export class MailboxTransport implements Transport {
  readonly name = 'mailbox';
  constructor(
    readonly directory: string,
    private readonly now: () => Date = () => new Date(),
  ) {}
  async send(message: OutgoingMessage) {
    mkdirSync(this.directory, { recursive: true });
    const createdAt = this.now();
    const entry: MailboxEntry = {
      id: `${createdAt.getTime()}-${message.id}`,
      outboxId: message.id,
      channel: message.channel,
      to: message.recipient,
      subject: message.subject,
      text: message.body,
      html: message.html,
      createdAt: createdAt.toISOString(),
    };
    writeFileSync(path.join(this.directory, `${entry.id}.json`), JSON.stringify(entry, null, 2), { mode: 0o600 });
  }
}

/** The mailbox's messages, newest first (at most `limit`). */
export function readMailbox(directory: string, limit = 100): MailboxEntry[] {
  let files: string[];
  try {
    files = readdirSync(directory).filter((f) => f.endsWith('.json'));
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
    // Loaded on first use: the SDK is large and most installations never need it.
    this.#client = import('twilio').then((m) => m.default(accountSid, authToken));
  }
  async send(message: OutgoingMessage) {
    const to = message.recipient.startsWith('+')
      ? message.recipient
      : `+1${message.recipient.replace(/\D/g, '').slice(-10)}`;
    await (await this.#client).messages.create({ to, from: this.from, body: message.body });
  }
}
