/**
 * Old rows are purged on schedule (issue 16), each kind after its own number of days (configuration,
 * `PURGE_*_DAYS`): messages the outbox delivered (or suppressed), sandbox payment intents that were never
 * paid, guest sessions that booked nothing once their tokens have expired, sign-outs of tokens that have
 * expired anyway, spent or expired invitations, password links and sign-ins' second steps, console sessions' last
 * use once their token expired, photos uploaded for a message never sent (a day on), and the counters of limits
 * whose windows passed. Nothing that records money, a booking or a staff action
 * is ever purged.
 */
import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  actionEvents,
  companyInvites,
  guestSessions,
  loginFailures,
  messagePhotos,
  mfaChallenges,
  notificationOutbox,
  passwordResets,
  rateLimitHits,
  revokedTokens,
  sandboxIntents,
  staffInvites,
  staffSessionActivity,
  tickets,
} from '../../db/schema.ts';
import { ACTION_EVENTS_KEEP_DAYS } from '../../lib/flood-limits.ts';
import { GUEST_TOKEN_TTL_SECONDS } from '../../lib/tokens.ts';

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
  const outbox = await db
    .delete(notificationOutbox)
    .where(
      and(
        inArray(notificationOutbox.status, ['sent', 'suppressed']),
        lt(
          sql`coalesce(${notificationOutbox.sentAt}, ${notificationOutbox.createdAt})`,
          daysBefore(now, policy.outboxDays),
        ),
      ),
    )
    .returning({ id: notificationOutbox.id });
  const intents = await db
    .delete(sandboxIntents)
    .where(
      and(
        sql`${sandboxIntents.status} <> 'succeeded'`,
        lt(sandboxIntents.createdAt, daysBefore(now, policy.sandboxIntentDays)),
      ),
    )
    .returning({ id: sandboxIntents.id });
  // A guest session is only its tokens' subject: once they have all expired and it booked nothing, it is gone.
  const guests = await db
    .delete(guestSessions)
    .where(
      and(
        lt(guestSessions.createdAt, new Date(now.getTime() - GUEST_TOKEN_TTL_SECONDS * 1000)),
        notExists(db.select({ id: tickets.id }).from(tickets).where(eq(tickets.guestId, guestSessions.id))),
      ),
    )
    .returning({ id: guestSessions.id });
  // A signed-out token is refused by its expiry once it has passed: the record is no longer needed.
  const revoked = await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, now))
    .returning({ jti: revokedTokens.jti });
  const inviteCutoff = daysBefore(now, policy.inviteDays);
  const spent = (table: typeof companyInvites | typeof staffInvites) =>
    db
      .delete(table)
      .where(or(and(isNotNull(table.usedAt), lt(table.usedAt, inviteCutoff)), lt(table.expiresAt, inviteCutoff)))
      .returning({ id: table.id });
  const invites = (await spent(companyInvites)).length + (await spent(staffInvites)).length;
  // Password links used or expired a day ago: nobody can use them, and the cool-down looks only minutes back.
  const linkCutoff = daysBefore(now, 1);
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.usedAt, linkCutoff), lt(passwordResets.expiresAt, linkCutoff)));
  // A photo uploaded for a message that was never sent: someone's home, kept for nobody (a day to send it).
  const unsentPhotos = await db
    .delete(messagePhotos)
    .where(and(isNull(messagePhotos.messageId), lt(messagePhotos.createdAt, daysBefore(now, 1))))
    .returning({ id: messagePhotos.id });
  // A sign-in's second step lives 5 minutes: its challenge, used or not, is kept a day for nobody's sake, then
  // goes; a console session's last use goes with its token's expiry.
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, linkCutoff));
  await db.delete(staffSessionActivity).where(lt(staffSessionActivity.expiresAt, now));
  // Counters of limits whose windows have long passed (the sign-in window is 15 minutes).
  await db.delete(loginFailures).where(lt(loginFailures.startedAt, daysBefore(now, 1)));
  await db.delete(actionEvents).where(lt(actionEvents.createdAt, daysBefore(now, ACTION_EVENTS_KEEP_DAYS)));
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now() - interval '1 hour'`));
  return {
    outbox: outbox.length,
    sandboxIntents: intents.length,
    guestSessions: guests.length,
    revokedTokens: revoked.length,
    invites,
    unsentPhotos: unsentPhotos.length,
  };
}
