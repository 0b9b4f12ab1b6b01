/** A real SMTP server for tests (smtp-server), collecting what it receives. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

export class TestSmtp {
  received: Received[] = [];
  #server: SMTPServer | undefined;
  port = 0;

  async start(port = 0) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          this.received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    this.#server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop() {
    await new Promise<void>((resolve) => this.#server?.close(() => resolve()) ?? resolve());
    this.#server = undefined;
  }

  to(address: string) {
    return this.received.filter((m) => m.to.includes(address));
  }
}

/** Quoted-printable soft breaks and =3D undone, so the text can be searched. */
export const decode = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

export async function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A header's encoded words (RFC 2047, Q or B) decoded; adjacent ones joined as the RFC says. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([\w-]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : quotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** Quoted-printable (RFC 2045) to text: soft breaks undone, each =XX a byte of UTF-8. */
function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const source = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < source.length; i++) {
    const hex = source[i] === '=' ? source.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(source[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const headersOf = (head: string) => {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new Map(
    unfolded.split(/\r?\n/).flatMap((line) => {
      const at = line.indexOf(':');
      return at > 0 ? [[line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()] as const] : [];
    }),
  );
};

const splitEntity = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  return { head: raw.slice(0, at), body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
};

/** A message as received, read: its subject, and its text and HTML parts decoded (nodemailer's MIME, as sent). */
export function readMail(raw: string): { subject: string; text: string; html: string } {
  const found = { text: '', html: '' };
  const walk = (entity: string) => {
    const { head, body } = splitEntity(entity);
    const headers = headersOf(head);
    const type = headers.get('content-type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.startsWith('multipart/') && boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) {
        if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, ''));
      }
      return;
    }
    const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
    const decoded =
      encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : encoding === 'quoted-printable'
          ? quotedPrintable(body)
          : body;
    if (type.startsWith('text/plain') && !found.text) found.text = decoded.replace(/\r\n/g, '\n').trimEnd();
    if (type.startsWith('text/html') && !found.html) found.html = decoded;
  };
  walk(raw);
  const subject = decodeWords(headersOf(splitEntity(raw).head).get('subject') ?? '');
  return { subject, ...found };
}
