/**
 * The product's queues (issue 27): each one's name, its retry policy, and for the recurring ones their
 * schedule. pg-boss keeps them in the database (schema `pgboss`); `installQueues` creates or updates them
 * with the migrations, so every process finds them in place when it starts.
 *
 * - Work that must happen once per cause (a message, a refund owed) is a job with retries and exponential
 *   backoff; when its retries are used up it fails and a copy goes to the dead-letter queue, where the staff
 *   console lists it (GET /api/staff/jobs?state=failed) to retry or discard.
 * - Recurring work is a cron schedule: pg-boss creates one job per due minute across every process (a
 *   singleton per slot), and the queue's `singleton` policy lets only one run of it be active at a time.
 */
import type { Queue } from 'pg-boss';

export const DEAD_LETTER_QUEUE = 'dead-letter';

export type QueueName =
  | 'deliver-message'
  | 'message-unread'
  | 'refund-retry'
  | 'payout-transfer'
  | 'payout-reversal'
  | 'sandbox-payouts'
  | 'lapsed-holds'
  | 'ticket-sweep'
  | 'plan-sweep'
  | 'quote-sweep'
  | 'purge';

export interface QueueDefinition {
  name: QueueName;
  /** What the console says a job of this queue does, from its data. */
  describe(data: Record<string, unknown>): string;
  options: Omit<Queue, 'name'>;
  /** A cron line in the valley's time: the queue is recurring work. */
  cron?: string;
}

const id = (data: Record<string, unknown>, key: string) => (typeof data[key] === 'number' ? `#${data[key]}` : '');

/**
 * The messages: a first retry after about 5 seconds, each later one about twice as late, at most half an
 * hour apart; after 12 attempts (some 2 hours) the message is failed. A delivery is leased for 30 seconds (the
 * transports give up on a stuck one after 20): a process killed mid-delivery leaves the job active until then,
 * and pg-boss's supervisor puts it back to be sent again (the same Message-ID, so mail clients fold a repeat).
 */
export const MESSAGE_RETRY = { retryLimit: 11, retryDelay: 5, retryBackoff: true, retryDelayMax: 1800 } as const;
export const MESSAGE_LEASE_SECONDS = 30;

/**
 * Money owed to someone (a refund, a transfer, a reversal): a first retry after a minute, each later one about
 * twice as late, at most six hours apart, 9 attempts in all; a run is leased for 2 minutes; kept a week.
 */
const MONEY_RETRY = {
  retryLimit: 8,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 6 * 3600,
  expireInSeconds: 120,
  deadLetter: DEAD_LETTER_QUEUE,
  deleteAfterSeconds: 7 * 24 * 3600,
} as const;

export const QUEUES: readonly QueueDefinition[] = [
  {
    name: 'deliver-message',
    describe: (data) => `Message ${id(data, 'outboxId')}`.trim(),
    options: {
      policy: 'standard',
      ...MESSAGE_RETRY,
      expireInSeconds: MESSAGE_LEASE_SECONDS,
      deadLetter: DEAD_LETTER_QUEUE,
      // Delivered messages are recorded on their outbox row; the job itself is kept a day.
      deleteAfterSeconds: 24 * 3600,
    },
  },
  {
    name: 'message-unread',
    describe: (data) => `Reminder of unread message ${id(data, 'messageId')}`.trim(),
    options: {
      policy: 'standard',
      ...MESSAGE_RETRY,
      expireInSeconds: 60,
      deadLetter: DEAD_LETTER_QUEUE,
      deleteAfterSeconds: 24 * 3600,
    },
  },
  {
    name: 'refund-retry',
    describe: (data) => `Refund owed on ticket ${id(data, 'ticketId')}`.trim(),
    options: {
      // One waiting and one running per ticket (the sweep asks every minute; the key is the ticket).
      policy: 'stately',
      ...MONEY_RETRY,
    },
  },
  {
    // A company's share of a job (issue 28): sent once its payouts are enabled, retried with backoff when the
    // provider fails (the idempotency key makes a retry the same transfer).
    name: 'payout-transfer',
    describe: (data) => `Transfer ${id(data, 'transferId')} to a company`.trim(),
    options: {
      policy: 'standard',
      ...MONEY_RETRY,
    },
  },
  {
    // What a refund the company bears takes back of a sent transfer (issue 28), retried like a transfer.
    name: 'payout-reversal',
    describe: (data) => `Reversal ${id(data, 'reversalId')} of a transfer`.trim(),
    options: {
      policy: 'standard',
      ...MONEY_RETRY,
    },
  },
  {
    // The sandbox's payout schedule (issue 28): Stripe runs it itself; with the sandbox, this does.
    name: 'sandbox-payouts',
    describe: () => "The sandbox's payouts to the companies' banks",
    cron: '*/10 * * * *',
    options: {
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 300,
      deadLetter: DEAD_LETTER_QUEUE,
      deleteAfterSeconds: 3600,
    },
  },
  {
    name: 'lapsed-holds',
    describe: () => 'Release lapsed checkout holds',
    cron: '* * * * *',
    options: {
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 300,
      deadLetter: DEAD_LETTER_QUEUE,
      deleteAfterSeconds: 3600,
    },
  },
  {
    name: 'ticket-sweep',
    describe: () => 'Expire unconfirmed bookings, complete old jobs, send reminders, retry refunds',
    cron: '* * * * *',
    options: {
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 600,
      deadLetter: DEAD_LETTER_QUEUE,
      deleteAfterSeconds: 3600,
    },
  },
  {
    // Plans (issue 31): visits made 8 weeks ahead, each charged 24 hours before it, unpaid ones cancelled.
    name: 'plan-sweep',
    describe: () => 'Make plan visits ahead, charge the due ones, cancel the unpaid ones',
    cron: '*/5 * * * *',
    options: {
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 600,
      deadLetter: DEAD_LETTER_QUEUE,
      deleteAfterSeconds: 3600,
    },
  },
  {
    // Quotes (issue 50, decision 0039): those past their last day expire; the company reminded of unanswered ones.
    name: 'quote-sweep',
    describe: () => 'Expire quotes past their last day, remind companies of unanswered and expiring ones',
    cron: '*/5 * * * *',
    options: {
      policy: 'singleton',
      retryLimit: 0,
      expireInSeconds: 600,
      deadLetter: DEAD_LETTER_QUEUE,
      deleteAfterSeconds: 3600,
    },
  },
  {
    name: 'purge',
    describe: () => 'Purge old rows',
    cron: '17 * * * *',
    options: {
      policy: 'singleton',
      retryLimit: 2,
      retryDelay: 300,
      expireInSeconds: 900,
      deadLetter: DEAD_LETTER_QUEUE,
    },
  },
];

export const queueNamed = (name: string): QueueDefinition | undefined => QUEUES.find((q) => q.name === name);
