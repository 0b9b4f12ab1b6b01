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
