/**
 * The plugins' database calls, as plain objects: what a token's subject is now (auth.ts: one round trip each, the
 * account or guest session and whether this token was signed out) and the figures of the metrics (metrics.ts).
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client.ts';
import {
  companies,
  companyUsers,
  customers,
  guestSessions,
  revokedTokens,
  staffSessionActivity,
  staffUsers,
  ticketLinks,
  tickets,
} from '../db/schema.ts';
import { hasSecondFactorSql } from '../modules/accounts/second-factor/conditions.ts';
import { settingValueSql } from '../modules/operations/settings/conditions.ts';

// ---------------------------------------------------------------- who a token names (auth.ts)

/** Whether the token `tokenId` was signed out. */
const signedOutSql = (tokenId: string) =>
  sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.jti} = ${tokenId})`;

export async function customerOfToken(db: Database, customerId: number, tokenId: string) {
  const [row] = await db
    .select({
      validAfter: customers.tokensValidAfter,
      blockedAt: customers.blockedAt,
      signedOut: signedOutSql(tokenId),
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export async function guestOfToken(db: Database, guestId: string, tokenId: string) {
  const [guest] = await db
    .select({ id: guestSessions.id, signedOut: signedOutSql(tokenId) })
    .from(guestSessions)
    .where(eq(guestSessions.id, guestId));
  return guest ?? null;
}

/** Whether a private link is live (not revoked, not expired at `now`) and its ticket still the guest's alone. */
export async function guestLinkIsLive(
  db: Database,
  link: { linkId: number; ticketId: number; guestId: string; now: Date },
): Promise<boolean> {
  const [live] = await db
    .select({ id: ticketLinks.id })
    .from(ticketLinks)
    .innerJoin(tickets, eq(tickets.id, ticketLinks.ticketId))
    .where(
      and(
        eq(ticketLinks.id, link.linkId),
        eq(ticketLinks.ticketId, link.ticketId),
        isNull(ticketLinks.revokedAt),
        gt(ticketLinks.expiresAt, link.now),
        eq(tickets.guestId, link.guestId),
        isNull(tickets.customerId),
      ),
    );
  return live !== undefined;
}

/** A company user with their company's state and second-factor requirement, and whether they have a factor. */
export async function companyUserOfToken(db: Database, companyUserId: number, tokenId: string) {
  const [row] = await db
    .select({
      companyId: companyUsers.companyId,
      role: companyUsers.role,
      crewId: companyUsers.crewId,
      active: companyUsers.active,
      companyState: companies.state,
      validAfter: companyUsers.tokensValidAfter,
      signedOut: signedOutSql(tokenId),
      factorRequired: companies.secondFactorRequired,
      hasFactor: hasSecondFactorSql('company', 'row'),
    })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(eq(companyUsers.id, companyUserId));
  return row ?? null;
}

/**
 * A staff member, with the console's second-factor setting as stored (read it with settings.ts `settingValueOf`),
 * whether they have a factor, and the session's last use (null: none marked yet).
 */
export async function staffUserOfToken(db: Database, staffUserId: number, tokenId: string) {
  const [row] = await db
    .select({
      role: staffUsers.role,
      active: staffUsers.active,
      validAfter: staffUsers.tokensValidAfter,
      signedOut: signedOutSql(tokenId),
      factorRequired: settingValueSql('staff_second_factor_required'),
      hasFactor: hasSecondFactorSql('staff', 'row'),
      lastSeenAt:
        sql<Date | null>`(select ${staffSessionActivity.lastSeenAt} from ${staffSessionActivity} where ${staffSessionActivity.jti} = ${tokenId})`.mapWith(
          staffSessionActivity.lastSeenAt,
        ),
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId));
  return row ?? null;
}

/** Marks a console session's use at `at` (its row made on first use, kept until the token expires). */
export async function staffSessionSeen(
  db: Database,
  session: { jti: string; staffUserId: number; at: Date; expiresAt: Date },
) {
  await db
    .insert(staffSessionActivity)
    .values({
      jti: session.jti,
      staffUserId: session.staffUserId,
      lastSeenAt: session.at,
      expiresAt: session.expiresAt,
    })
    .onConflictDoUpdate({ target: staffSessionActivity.jti, set: { lastSeenAt: session.at } });
}

// ---------------------------------------------------------------- the metrics' figures (metrics.ts)

/**
 * Tickets per status, payments per purpose and status (with what was refunded of them), the outbox's waiting,
 * retrying and failed messages, and the job queue's own tables (schema pgboss) per queue, on the database's clock
 * as pg-boss runs on it.
 */
export async function metricFigures(db: Database) {
  const tickets = await queryRows<{ status: string; count: number }>(
    db,
    sql`select s.status, count(t.id)::int as count
          from ticket_statuses s left join tickets t on t.status_id = s.id
         group by s.status, s.sort_order order by s.sort_order`,
  );
  const payments = await queryRows<{ purpose: string; status: string; count: number; refunded: number }>(
    db,
    sql`select purpose, status, count(*)::int as count, coalesce(sum(refunded_cents), 0)::int as refunded
          from payments group by purpose, status`,
  );
  const [outbox] = await queryRows<{ pending: number; retrying: number; failed: number; oldest: string | null }>(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending,
               count(*) filter (where status = 'pending' and attempts > 0)::int as retrying,
               count(*) filter (where status = 'failed')::int as failed,
               min(created_at) filter (where status = 'pending') as oldest
          from notification_outbox`,
  );
  const queueRows = await queryRows<{
    name: string;
    waiting: number;
    retrying: number;
    failed: number;
    oldest: number | null;
  }>(
    db,
    sql`select name, count(*) filter (where state in ('created', 'retry'))::int as waiting,
               count(*) filter (where state = 'retry')::int as retrying,
               count(*) filter (where state = 'failed')::int as failed,
               extract(epoch from now() - min(created_on) filter (where state in ('created', 'retry')
                                                                   and start_after <= now()))::float8 as oldest
          from pgboss.job group by name`,
  );
  return { tickets, payments, outbox, queueRows };
}
