/**
 * Background work (issue 27): the job queue's failed jobs as UpKeep's console shows them, and the queues'
 * names as the server declares them.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The states of a job that the console lists: failed ones (retries used up, in the dead-letter queue too). */
export const JOB_LIST_STATES = ['failed'] as const;
export type JobListState = (typeof JOB_LIST_STATES)[number];

/** GET /staff/jobs?state=failed */
export const jobListQuery = z.object({ state: z.enum(JOB_LIST_STATES).default('failed') });

export const jobIdParam = z.object({ id: z.uuid() });

/** One job of the queue: what it is, where it stands, why it failed. No personal data (no recipient, no body). */
export const backgroundJob = z.object({
  id: z.string(),
  /** Its queue's name (`deliver-message`, `refund-retry`, `ticket-sweep`, ...). */
  queue: z.string(),
  /** What the job does, in words ("Message #12 (email)", "Refund of ticket #40"). */
  summary: z.string(),
  state: z.string(),
  /** The last attempt's error message (null when none was recorded). */
  error: z.string().nullable(),
  /** Attempts made, and at most how many it had. */
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** ISO instants. */
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof backgroundJob>;

export const jobListResponse = envelope(z.object({ jobs: z.array(backgroundJob), total: z.number().int() }));
export const jobResponse = envelope(backgroundJob);
