/**
 * Wires message delivery into the app: the transports from the configuration, the `deliver-message` queue's
 * work, and `app.outbox` (kick it after a commit that queued messages; tests deliver with `runOnce`). The
 * transports close with the app, after the job queue has drained.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { MailboxTransport, SmtpTransport, type Transport, TwilioTransport } from '../../../adapters/mail/transports.ts';
import { MessageDelivery, reopenFailedMessage } from './outbox.ts';

export interface Outbox {
  /** Wakes this process's delivery worker (something was just queued and committed). */
  kick(): void;
  /** Delivers the due messages now, in this call (tests); answers how many were sent. */
  runOnce(): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

export interface NotificationsOptions {
  now: () => Date;
}

export const notificationsPlugin = fp<NotificationsOptions>(
  async (app: FastifyInstance, options) => {
    const { config, jobs } = app;
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
    const delivery = new MessageDelivery(app.db, { email, sms }, app.log.child({ module: 'outbox' }), {
      now: options.now,
    });
    jobs.define('deliver-message', (job) => delivery.deliver(job), {
      beforeRetry: (db, data) => reopenFailedMessage(db, Number(data.outboxId)),
    });
    app.decorate('outbox', {
      kick: () => jobs.kick('deliver-message'),
      runOnce: async () => (await jobs.runDue('deliver-message')).filter((sent) => sent === true).length,
    } satisfies Outbox);
    app.addHook('onClose', async () => {
      // Deliveries in flight finish first (stopping is shared: the queue's own hook waits on the same drain).
      await jobs.stop();
      for (const transport of [email, sms]) transport.close?.();
    });
  },
  { name: 'notifications', dependencies: ['jobs'] },
);
