/**
 * Private ticket links (issue 26): a guest who booked without an account reaches the booking from a link in the
 * confirmation (page, e-mail, text) and in every later e-mail about it (issue 46). A booking has one live link: its
 * token is the HMAC of the link's row under a key derived from the server's secret (lib/ticket-link-tokens.ts, 256
 * bits, base64url), only its SHA-256 is stored, so the server writes the same link again in each e-mail while a copy
 * of the database opens nothing. It opens that one ticket, lasts until TICKET_LINK_DAYS_AFTER_VISIT days after the
 * visit, and staff can revoke it (the next e-mail then makes a new one). Opening it exchanges it for a guest session
 * scoped to the ticket (the JWT names the ticket and the link, and every request re-checks the link:
 * plugins/auth.ts), so a revoked or expired link's sessions stop. A lost link is asked for again through
 * guest-bookings' `resendTicketLink`.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { MY_BOOKING_PATH, TICKET_LINK_DAYS_AFTER_VISIT, TICKET_LINK_INVALID_MESSAGE } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { notFound } from '../../../lib/errors.ts';
import type { TokenService } from '../../../lib/tokens.ts';
import { recordStaffAction } from '../../operations/audit/audit.ts';
import * as q from './queries.ts';

const DAY = 24 * 3600_000;
/** A session opened by a link: a working day at most (and never past the link), re-checked on every request. */
const LINK_SESSION_SECONDS = 12 * 3600;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function linkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${MY_BOOKING_PATH}/${token}`;
}

/** When a ticket's link stops: TICKET_LINK_DAYS_AFTER_VISIT days after its visit. */
export const linkExpiry = (scheduledAt: Date) => new Date(scheduledAt.getTime() + TICKET_LINK_DAYS_AFTER_VISIT * DAY);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The private link of a guest's ticket, in the caller's transaction: its URL and expiry. The ticket's live link
 * when the server can write its token again (made from its secret), lasting at least until
 * TICKET_LINK_DAYS_AFTER_VISIT days after the visit as it now stands; else a new one. Call it only for a ticket a
 * guest booked. The ticket's links are locked for the transaction first: two notices at once (a move's e-mail and a
 * message's) would each read no live link and each insert one.
 */
export async function issueTicketLink(
  deps: Pick<ServiceDeps, 'publicUrl' | 'ticketLinks'>,
  tx: Tx,
  ticket: { id: number; scheduledAt: Date },
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  await lockKey(tx, 'ticketLinks', ticket.id);
  const expiresAt = linkExpiry(ticket.scheduledAt);
  for (const link of await q.liveLinksOf(tx, ticket.id, now)) {
    const token = deps.ticketLinks.tokenOf({ id: link.id, ticketId: ticket.id });
    if (!sameHash(hashToken(token), link.tokenHash)) continue;
    if (link.expiresAt < expiresAt) await q.extendLink(tx, link.id, expiresAt);
    return {
      url: linkUrl(deps.publicUrl, token),
      expiresAt: link.expiresAt < expiresAt ? expiresAt : link.expiresAt,
    };
  }
  // The row's id makes the token: the row is written with a hash nobody holds a token for, then given its own.
  const link = await q.insertLink(tx, {
    ticketId: ticket.id,
    tokenHash: hashToken(randomBytes(32).toString('base64url')),
    expiresAt,
    now,
  });
  const token = deps.ticketLinks.tokenOf({ id: link.id, ticketId: ticket.id });
  await q.setTokenHash(tx, link.id, hashToken(token));
  return { url: linkUrl(deps.publicUrl, token), expiresAt };
}

/**
 * The URL of a ticket's live private link, or null when it has none the server can write again (none issued yet,
 * revoked, expired). Reads only: a booking's link is issued by its move (ticket-moves' `give a guest their private
 * link`), and this answers the same link, so a guest never holds two.
 */
export async function liveTicketLink(
  deps: Pick<ServiceDeps, 'publicUrl' | 'ticketLinks'>,
  db: Database | Tx,
  ticketId: number,
  now: Date,
): Promise<string | null> {
  for (const link of await q.liveLinksOf(db, ticketId, now)) {
    const token = deps.ticketLinks.tokenOf({ id: link.id, ticketId });
    if (sameHash(hashToken(token), link.tokenHash)) return linkUrl(deps.publicUrl, token);
  }
  return null;
}

/** A link's token for a guest session that opens its one ticket; 404 (one message) for any link that does not. */
export async function openTicketLink(deps: ServiceDeps & { tokens: TokenService }, token: string) {
  const now = deps.now();
  const link = await q.liveLinkByHash(deps.db, hashToken(token), now);
  if (!link?.guestId) throw notFound(TICKET_LINK_INVALID_MESSAGE);
  await q.markUsed(deps.db, link.id, now);
  const untilLink = Math.floor((link.expiresAt.getTime() - now.getTime()) / 1000);
  const ttl = Math.max(60, Math.min(LINK_SESSION_SECONDS, untilLink));
  const session = await deps.tokens.sign(
    { kind: 'guest', guestId: link.guestId, ticketId: link.ticketId, linkId: link.id },
    ttl,
  );
  return { token: session, ticketId: link.ticketId, expiresAt: new Date(now.getTime() + ttl * 1000).toISOString() };
}

/** The console's view of a ticket's links: 404 for an unknown ticket. */
export async function ticketLinksOf(db: Database, ticketId: number, now: Date) {
  const ticket = await q.ticketOwnership(db, ticketId);
  if (!ticket) throw notFound('Ticket not found');
  const live = await q.liveLinksOf(db, ticketId, now);
  const lastUsedAt = await q.lastUseOf(db, ticketId);
  return {
    guestBooking: ticket.customerId === null && ticket.guestId !== null,
    liveCount: live.length,
    liveUntil: live[0]?.expiresAt.toISOString() ?? null,
    lastUsedAt: lastUsedAt?.toISOString() ?? null,
  };
}

/** UpKeep's staff revoke every live link of a ticket (the sessions opened with them stop too), audited. */
export async function revokeTicketLinks(deps: ServiceDeps, staffUserId: number, ticketId: number) {
  const now = deps.now();
  const ticket = await q.ticketOwnership(deps.db, ticketId);
  if (!ticket) throw notFound('Ticket not found');
  const revoked = await deps.db.transaction(async (tx) => {
    const count = await q.revokeLinks(tx, [ticketId], now);
    await recordStaffAction(
      tx,
      { staffUserId },
      { action: 'ticket.links.revoke', target: `ticket:${ticketId}`, after: { revoked: count }, at: now },
    );
    return count;
  });
  return { revoked };
}

/** Revokes the live links of tickets an account now holds (issue 26: adding guest bookings to an account). */
export async function revokeLinksOf(tx: Tx, ticketIds: readonly number[], now: Date): Promise<number> {
  return q.revokeLinks(tx, ticketIds, now);
}
