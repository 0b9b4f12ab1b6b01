/**
 * Wires the outbox worker into the app: `app.outbox` (kick it after enqueueing; tests call runOnce), the
 * transports from the configuration, and the worker's life with the app's (started on ready when
 * `startWorkers`, stopped on close).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailboxTransport, SmtpTransport, type Transport, TwilioTransport } from '../../adapters/mail/transports.ts';
import { OutboxWorker } from './outbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

export interface NotificationsOptions {
  startWorkers: boolean;
  now: () => Date;
}

export const notificationsPlugin = fp<NotificationsOptions>(
  async (app: FastifyInstance, options) => {
    const { config } = app;
    // Message-IDs end with the product's own host name.
    const messageDomain = new URL(config.publicUrl).hostname;
    const mailbox = new MailboxTransport(config.mailboxDir, options.now, messageDomain);
    const email: Transport =
      config.mail.mode === 'smtp' ? new SmtpTransport(config.mail.url, config.mail.from, messageDomain) : mailbox;
    // Until an SMS provider is configured, texts land in the mailbox too, so they can be read.
    const sms: Transport =
      config.sms.mode === 'twilio'
        ? new TwilioTransport(config.sms.accountSid, config.sms.authToken, config.sms.from)
        : mailbox;
    const worker = new OutboxWorker(app.db, { email, sms }, app.log.child({ module: 'outbox' }), {
      pollMs: config.outboxPollMs,
      now: options.now,
    });
    app.decorate('outbox', worker);
    if (options.startWorkers) app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'notifications' },
);
