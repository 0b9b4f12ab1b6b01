/**
 * Private ticket links (issue 26): a guest who booked without an account reaches the booking from a link in the
 * confirmation (page, e-mail, text). The token is 32 random bytes (256 bits, base64url); only its SHA-256 is
 * stored; it opens that one ticket, lasts until TICKET_LINK_DAYS_AFTER_VISIT days after the visit, and staff can
 * revoke it. Opening it exchanges it for a guest session scoped to the ticket (the JWT names the ticket and the
 * link, and every request re-checks the link: plugins/auth.ts), so a revoked or expired link's sessions stop.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  formatVisit,
  MY_BOOKING_PATH,
  TICKET_LINK_DAYS_AFTER_VISIT,
  TICKET_LINK_INVALID_MESSAGE,
} from '@upkeep/contract';
import type { Database, Tx } from '../../db/client.ts';
import type { ServiceDeps } from '../../lib/deps.ts';
import { button, email, rich, SIGN_OFF, strong } from '../../lib/email.ts';
import { notFound } from '../../lib/errors.ts';
import {
  actionsSince,
  addressSubject,
  countAction,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  recordAction,
  type WindowLimit,
} from '../../lib/flood-limits.ts';
import type { TokenService } from '../../lib/tokens.ts';
import { enqueue } from '../notifications/outbox.ts';
import { recordStaffAction } from '../staff-audit/audit.ts';
import * as q from './queries.ts';

const DAY = 24 * 3600_000;
/** A session opened by a link: a working day at most (and never past the link), re-checked on every request. */
const LINK_SESSION_SECONDS = 12 * 3600;

/** The limits on asking for a link again, per typed e-mail (every request counts, match or not: the answer is the same). */
export const RESEND_LIMITS: readonly WindowLimit[] = [
  { max: 5, windowMs: HOUR_MS, refusal: 'Too many requests for this e-mail.' },
  { max: 10, windowMs: DAY_MS, refusal: 'Too many requests for this e-mail today.' },
];
/** A booking's e-mail gets at most one link mail in this window (silently: the answer never tells). */
export const RESEND_MAIL_GAP_MS = 5 * MINUTE_MS;

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export function linkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}${MY_BOOKING_PATH}/${token}`;
}

/** When a ticket's link stops: TICKET_LINK_DAYS_AFTER_VISIT days after its visit. */
export const linkExpiry = (scheduledAt: Date) => new Date(scheduledAt.getTime() + TICKET_LINK_DAYS_AFTER_VISIT * DAY);

/**
 * Issues a new link for a guest's ticket, in the caller's transaction: the URL (with the token, which is not
 * kept anywhere) and its expiry. Call it only for a ticket a guest booked.
 */
export async function issueTicketLink(
  deps: Pick<ServiceDeps, 'publicUrl' | 'jobs'>,
  tx: Database | Tx,
  ticket: { id: number; scheduledAt: Date },
  now: Date,
): Promise<{ url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = linkExpiry(ticket.scheduledAt);
  await q.insertLink(tx, { ticketId: ticket.id, tokenHash: hashToken(token), expiresAt, now });
  return { url: linkUrl(deps.publicUrl, token), expiresAt };
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

/**
 * A lost link asked for again with the booking's e-mail and number. The caller answers the same whatever happens
 * here; a link is issued and mailed only when they match a guest booking, and to the booking's own e-mail. The
 * same queries run either way (the count, the look-up); only a match adds the link and its message.
 */
export async function resendTicketLink(deps: ServiceDeps, input: { email: string; ticketId: number }) {
  const now = deps.now();
  const sent = await deps.db.transaction(async (tx) => {
    await countAction(tx, 'ticket-link-resend', addressSubject(input.email), RESEND_LIMITS, now);
    const ticket = await q.guestBookingFor(tx, input.ticketId, input.email);
    const subject = `ticket:${input.ticketId}`;
    const recent = await actionsSince(tx, 'ticket-link-mail', subject, new Date(now.getTime() - RESEND_MAIL_GAP_MS));
    if (!ticket || recent.length > 0) return false;
    await recordAction(tx, 'ticket-link-mail', subject, now);
    const { url, expiresAt } = await issueTicketLink(deps, tx, ticket, now);
    const mail = email(`Your UpKeep booking: ticket #${ticket.id}`, [
      `Hi ${ticket.name},`,
      rich`Here is the private link to your booking, ${strong(`ticket #${ticket.id}`)} (${formatVisit(ticket.scheduledAt, ticket.durationMinutes)}). It opens the booking without an account: see it, download it, reschedule or cancel it, pay extra charges and leave a review.`,
      button(url, 'Open your booking'),
      `The link works until ${expiresAt.toISOString().slice(0, 10)}. Keep it private: anyone with it can manage the booking. If you did not ask for it, you can ignore this e-mail.`,
      SIGN_OFF,
    ]);
    await enqueue(
      deps.jobs,
      tx,
      {
        channel: 'email',
        recipient: ticket.email,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
        ticketId: ticket.id,
        topic: 'ticket-link',
      },
      now,
    );
    return true;
  });
  if (sent) deps.outbox.kick();
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
