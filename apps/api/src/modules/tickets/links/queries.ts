/** The private ticket links' reads and writes (issue 26): only a token's SHA-256 is ever stored. */
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { ticketLinks, tickets } from '../../../db/schema.ts';

type Db = Database | Tx;

export async function insertLink(db: Db, row: { ticketId: number; tokenHash: string; expiresAt: Date; now: Date }) {
  const [link] = await db
    .insert(ticketLinks)
    .values({ ticketId: row.ticketId, tokenHash: row.tokenHash, expiresAt: row.expiresAt, createdAt: row.now })
    .returning({ id: ticketLinks.id, expiresAt: ticketLinks.expiresAt });
  if (!link) throw new Error('ticket link not inserted');
  return link;
}

/** The token's hash of a link made with a placeholder (its token derives from its id: lib/ticket-link-tokens.ts). */
export async function setTokenHash(db: Db, linkId: number, tokenHash: string): Promise<void> {
  await db.update(ticketLinks).set({ tokenHash }).where(eq(ticketLinks.id, linkId));
}

/** A live link lasts at least until `expiresAt` (a visit moved later). */
export async function extendLink(db: Db, linkId: number, expiresAt: Date): Promise<void> {
  await db
    .update(ticketLinks)
    .set({ expiresAt })
    .where(and(eq(ticketLinks.id, linkId), sql`${ticketLinks.expiresAt} < ${expiresAt.toISOString()}::timestamptz`));
}

/** A guest booking (no account holds it) whose link is live: by the token's hash. */
export async function liveLinkByHash(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({
      id: ticketLinks.id,
      ticketId: ticketLinks.ticketId,
      expiresAt: ticketLinks.expiresAt,
      guestId: tickets.guestId,
    })
    .from(ticketLinks)
    .innerJoin(tickets, eq(tickets.id, ticketLinks.ticketId))
    .where(
      and(
        eq(ticketLinks.tokenHash, tokenHash),
        isNull(ticketLinks.revokedAt),
        gt(ticketLinks.expiresAt, now),
        isNull(tickets.customerId),
        isNotNull(tickets.guestId),
      ),
    );
  return row ?? null;
}

export async function markUsed(db: Db, linkId: number, now: Date): Promise<void> {
  await db.update(ticketLinks).set({ lastUsedAt: now }).where(eq(ticketLinks.id, linkId));
}

export async function ticketOwnership(db: Db, ticketId: number) {
  const [row] = await db
    .select({ id: tickets.id, customerId: tickets.customerId, guestId: tickets.guestId })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  return row ?? null;
}

/** The ticket's live links (not revoked, not expired), latest expiry first. */
export async function liveLinksOf(db: Db, ticketId: number, now: Date) {
  return db
    .select({
      id: ticketLinks.id,
      tokenHash: ticketLinks.tokenHash,
      expiresAt: ticketLinks.expiresAt,
      lastUsedAt: ticketLinks.lastUsedAt,
    })
    .from(ticketLinks)
    .where(and(eq(ticketLinks.ticketId, ticketId), isNull(ticketLinks.revokedAt), gt(ticketLinks.expiresAt, now)))
    .orderBy(desc(ticketLinks.expiresAt));
}

export async function lastUseOf(db: Db, ticketId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<Date | string | null>`max(${ticketLinks.lastUsedAt})` })
    .from(ticketLinks)
    .where(eq(ticketLinks.ticketId, ticketId));
  return row?.at ? new Date(row.at) : null;
}

/** Revokes the live links of these tickets: the number revoked. */
export async function revokeLinks(db: Db, ticketIds: readonly number[], now: Date): Promise<number> {
  if (ticketIds.length === 0) return 0;
  const rows = await db
    .update(ticketLinks)
    .set({ revokedAt: now })
    .where(
      and(
        sql`${ticketLinks.ticketId} in (${sql.join(
          ticketIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        isNull(ticketLinks.revokedAt),
        gt(ticketLinks.expiresAt, now),
      ),
    )
    .returning({ id: ticketLinks.id });
  return rows.length;
}
