/**
 * A guest's lost private link asked for again on /find-my-booking (issue 26) with the booking's e-mail and number:
 * the booking's one link (ticket-links' `issueTicketLink`) mailed to the booking's own e-mail.
 */
import { formatDate, formatDateEs } from '@upkeep/contract';
import type { ServiceDeps } from '../../../lib/deps.ts';
import {
  actionsSince,
  addressSubject,
  countAction,
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  recordAction,
  type WindowLimit,
} from '../../../lib/flood-limits.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { visitIn } from '../../messages/notifications/visit.ts';
import { issueTicketLink } from '../../tickets/links/service.ts';
import { bookingLinkEmail } from './mail.ts';
import * as q from './queries.ts';

/** The limits on asking for a link again, per typed e-mail (every request counts, match or not: the answer is the same). */
export const RESEND_LIMITS: readonly WindowLimit[] = [
  { max: 5, windowMs: HOUR_MS, refusal: 'Too many requests for this e-mail.' },
  { max: 10, windowMs: DAY_MS, refusal: 'Too many requests for this e-mail today.' },
];
/** A booking's e-mail gets at most one link mail in this window (silently: the answer never tells). */
export const RESEND_MAIL_GAP_MS = 5 * MINUTE_MS;

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
    // In the language the booking was made in (issue 49).
    const es = ticket.locale === 'es';
    const mail = bookingLinkEmail({
      ticketId: ticket.id,
      name: ticket.name,
      visit: visitIn(ticket, ticket.locale),
      url: linkIn(url, ticket.locale),
      validUntil: es ? formatDateEs(expiresAt) : formatDate(expiresAt),
      locale: ticket.locale,
    });
    await sendEmail(deps.jobs, tx, ticket.email, mail, now, { ticketId: ticket.id, topic: 'ticket-link' });
    return true;
  });
  if (sent) deps.outbox.kick();
}
