import { z } from 'zod';
import { idParams } from '../catalog.ts';
import { envelope, errorEnvelope } from '../envelope.ts';
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
  /** E-mails' attachments (a visit's calendar event): their names and types. */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string() })).optional(),
  /** E-mails: the Message-ID an SMTP server would have been given. */
  messageId: z.string().optional(),
  createdAt: z.string(),
});
export type MailboxEntry = z.infer<typeof mailboxEntry>;

/** Where the test hook put a ticket's visit. */
export const visitNowAnswer = z.object({ id: z.number().int(), scheduledAt: z.string() });
export type VisitNowAnswer = z.infer<typeof visitNowAnswer>;

/** The failed job the test hook made: its id, and the message whose delivery it is. */
export const failedJobAnswer = z.object({ id: z.string(), outboxId: z.number().int(), recipient: z.string() });
export type FailedJobAnswer = z.infer<typeof failedJobAnswer>;

/** The plan hook's body: the instant to charge the plan's due visits as at (now to 60 days ahead). */
export const planChargeRequest = z.object({ at: z.iso.datetime({ offset: true }) }).strict();
/** What it did: visits charged, and charges that failed (the visit at risk). */
export const planChargeAnswer = z.object({ charged: z.number().int(), failed: z.number().int() });

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
  /**
   * Only with UPKEEP_TEST_HOOKS=1 and never in production (the browser suite's server): moves a Pending or
   * Scheduled ticket's visit to a free time just past, so that its company may start it (the start window).
   */
  devVisitNow: defineEndpoint({
    method: 'POST',
    path: '/dev/tickets/:id/visit-now',
    auth: 'public',
    tags: ['dev'],
    summary: "Brings a ticket's visit within its start window (browser tests only)",
    params: idParams,
    responses: { 200: envelope(visitNowAnswer), 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope },
    hidden: true,
  }),
  /**
   * Only with UPKEEP_TEST_HOOKS=1 and never in production: a message whose delivery failed for good (its job
   * failed on its only attempt, with a copy in the dead-letter queue), for the console's failed jobs to show.
   */
  devFailJob: defineEndpoint({
    method: 'POST',
    path: '/dev/jobs/fail',
    auth: 'public',
    tags: ['dev'],
    summary: 'Makes a failed background job: a message never delivered (browser tests only)',
    responses: { 201: envelope(failedJobAnswer) },
    hidden: true,
  }),
  /**
   * Only with UPKEEP_TEST_HOOKS=1 and never in production, with the sandbox: the company's sandbox balance and
   * payouts moved three days back (its transfers' money available, a payout in transit arrived), then the
   * sandbox's payout schedule run, so a browser test sees a payout made and then arrive.
   */
  devSettlePayouts: defineEndpoint({
    method: 'POST',
    path: '/dev/companies/:id/payouts/settle',
    auth: 'public',
    tags: ['dev'],
    summary: "Moves a company's sandbox payouts three days on and runs the payout schedule (browser tests only)",
    params: idParams,
    responses: { 200: envelope(z.object({ events: z.number().int() })), 404: errorEnvelope },
    hidden: true,
  }),
  /**
   * Only with UPKEEP_TEST_HOOKS=1 and never in production: charges one plan's visits due as at `at` (those within
   * 24 hours of it), as the plan sweep would then, so a browser test sees a visit charged without waiting days.
   */
  devChargePlanVisits: defineEndpoint({
    method: 'POST',
    path: '/dev/plans/:id/charge-due',
    auth: 'public',
    tags: ['dev'],
    summary: "Charges a plan's visits due as at an instant (browser tests only)",
    params: idParams,
    body: planChargeRequest,
    responses: { 200: envelope(planChargeAnswer), 400: errorEnvelope, 404: errorEnvelope },
    hidden: true,
  }),
};
