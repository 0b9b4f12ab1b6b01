/**
 * Old rows are purged on schedule (issue 16), each kind after its own number of days (configuration,
 * `PURGE_*_DAYS`): messages the outbox delivered (or suppressed), sandbox payment intents that were never
 * paid, guest sessions that booked nothing once their tokens have expired, sign-outs of tokens that have
 * expired anyway, spent or expired invitations, password links and sign-ins' second steps, console sessions' last
 * use once their token expired, photos uploaded for a message never sent (a day on), and the counters of limits
 * whose windows passed. Nothing that records money, a booking or a staff action
 * is ever purged.
 */
import type { Database } from '../../../db/client.ts';
import { ACTION_EVENTS_KEEP_DAYS } from '../../../lib/flood-limits.ts';
import { GUEST_TOKEN_TTL_SECONDS } from '../../../lib/tokens.ts';
import * as q from './queries.ts';

export interface PurgePolicy {
  /** Delivered or suppressed outbox messages, after this many days. */
  outboxDays: number;
  /** Sandbox intents never paid, after this many days. */
  sandboxIntentDays: number;
  /** Spent or expired invitations, after this many days. */
  inviteDays: number;
}

export const DEFAULT_PURGE_POLICY: PurgePolicy = { outboxDays: 30, sandboxIntentDays: 7, inviteDays: 30 };

export interface PurgeResult {
  outbox: number;
  sandboxIntents: number;
  guestSessions: number;
  revokedTokens: number;
  invites: number;
  unsentPhotos: number;
}

const DAY_MS = 24 * 3600 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

export async function purgeOldRows(db: Database, now: Date, policy: PurgePolicy): Promise<PurgeResult> {
  return q.purgeRows(db, {
    now,
    outbox: daysBefore(now, policy.outboxDays),
    sandboxIntents: daysBefore(now, policy.sandboxIntentDays),
    // A guest session is only its tokens' subject: once they have all expired and it booked nothing, it is gone.
    guestSessions: new Date(now.getTime() - GUEST_TOKEN_TTL_SECONDS * 1000),
    invites: daysBefore(now, policy.inviteDays),
    // Password links used or expired a day ago: nobody can use them, and the cool-down looks only minutes back.
    // A sign-in's second step lives 5 minutes: its challenge, used or not, is kept a day for nobody's sake.
    links: daysBefore(now, 1),
    // A photo uploaded for a message that was never sent: someone's home, kept for nobody (a day to send it).
    unsentPhotos: daysBefore(now, 1),
    // Counters of limits whose windows have long passed (the sign-in window is 15 minutes).
    loginFailures: daysBefore(now, 1),
    actionEvents: daysBefore(now, ACTION_EVENTS_KEEP_DAYS),
  });
}
