import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { defineEndpoint } from './define.ts';

/** What the demo mailbox kept of a message the embedded default "sent". */
export const mailboxEntry = z.object({
  id: z.string(),
  outboxId: z.number().int(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** E-mails: the Message-ID an SMTP server would have been given. */
  messageId: z.string().optional(),
  createdAt: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntry>;

export const devEndpoints = {
  /** Outside production, and only while mail goes to the mailbox; newest first. */
  devMailbox: defineEndpoint({
    method: 'GET',
    path: '/dev/mailbox',
    auth: 'public',
    tags: ['dev'],
    summary: 'The demo mailbox (development only)',
    responses: { 200: envelope(z.array(mailboxEntry)) },
    hidden: true,
  }),
};
