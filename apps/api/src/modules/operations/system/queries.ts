/** The system module's database calls: readiness's questions and the purge of old rows (purge.ts says how old). */
import { and, eq, inArray, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
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
} from '../../../db/schema.ts';

/** Does the database answer? (Throws when it does not.) */
export async function selectOne(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}

/** How many migrations the database records as applied. */
export async function appliedMigrations(db: Database): Promise<number> {
  const [row] = await queryRows<{ applied: number }>(
    db,
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  );
  return row?.applied ?? 0;
}

/** The instant before which each kind of row is old. */
export interface PurgeCutoffs {
  now: Date;
  outbox: Date;
  sandboxIntents: Date;
  guestSessions: Date;
  invites: Date;
  links: Date;
  unsentPhotos: Date;
  loginFailures: Date;
  actionEvents: Date;
}

export interface PurgeCounts {
  outbox: number;
  sandboxIntents: number;
  guestSessions: number;
  revokedTokens: number;
  invites: number;
  unsentPhotos: number;
}

/**
 * Deletes what purge.ts says is old: each kind's rows from before its cutoff (`now` for signed-out tokens and
 * console sessions, whose own expiry has passed), nothing that records money, a booking or a staff action.
 */
export async function purgeRows(db: Database, before: PurgeCutoffs): Promise<PurgeCounts> {
  const { now } = before;
  const outbox = await db
    .delete(notificationOutbox)
    .where(
      and(
        inArray(notificationOutbox.status, ['sent', 'suppressed']),
        lt(sql`coalesce(${notificationOutbox.sentAt}, ${notificationOutbox.createdAt})`, before.outbox),
      ),
    )
    .returning({ id: notificationOutbox.id });
  const intents = await db
    .delete(sandboxIntents)
    .where(and(sql`${sandboxIntents.status} <> 'succeeded'`, lt(sandboxIntents.createdAt, before.sandboxIntents)))
    .returning({ id: sandboxIntents.id });
  // A guest session is only its tokens' subject: once they have all expired and it booked nothing, it is gone.
  const guests = await db
    .delete(guestSessions)
    .where(
      and(
        lt(guestSessions.createdAt, before.guestSessions),
        notExists(db.select({ id: tickets.id }).from(tickets).where(eq(tickets.guestId, guestSessions.id))),
      ),
    )
    .returning({ id: guestSessions.id });
  // A signed-out token is refused by its expiry once it has passed: the record is no longer needed.
  const revoked = await db
    .delete(revokedTokens)
    .where(lt(revokedTokens.expiresAt, now))
    .returning({ jti: revokedTokens.jti });
  const inviteCutoff = before.invites;
  const spent = (table: typeof companyInvites | typeof staffInvites) =>
    db
      .delete(table)
      .where(or(and(isNotNull(table.usedAt), lt(table.usedAt, inviteCutoff)), lt(table.expiresAt, inviteCutoff)))
      .returning({ id: table.id });
  const invites = (await spent(companyInvites)).length + (await spent(staffInvites)).length;
  // Password links used or expired a day ago: nobody can use them, and the cool-down looks only minutes back.
  const linkCutoff = before.links;
  await db
    .delete(passwordResets)
    .where(or(lt(passwordResets.usedAt, linkCutoff), lt(passwordResets.expiresAt, linkCutoff)));
  // A photo uploaded for a message that was never sent: someone's home, kept for nobody (a day to send it).
  const unsentPhotos = await db
    .delete(messagePhotos)
    .where(and(isNull(messagePhotos.messageId), lt(messagePhotos.createdAt, before.unsentPhotos)))
    .returning({ id: messagePhotos.id });
  // A sign-in's second step lives 5 minutes: its challenge, used or not, is kept a day for nobody's sake, then
  // goes; a console session's last use goes with its token's expiry.
  await db.delete(mfaChallenges).where(lt(mfaChallenges.expiresAt, linkCutoff));
  await db.delete(staffSessionActivity).where(lt(staffSessionActivity.expiresAt, now));
  // Counters of limits whose windows have long passed (the sign-in window is 15 minutes).
  await db.delete(loginFailures).where(lt(loginFailures.startedAt, before.loginFailures));
  await db.delete(actionEvents).where(lt(actionEvents.createdAt, before.actionEvents));
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
