/**
 * Issue 26, "A guest can reach their booking": private ticket links for guests (`/my-booking/{token}`), asking
 * for a lost link again (`/find-my-booking`), UpKeep's staff revoking a ticket's links, and a signed-in customer
 * adding the guest bookings made with their e-mail once they prove it with a code.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { email, positiveId } from './fields.ts';

/** A link lasts until this many days after the visit. */
export const TICKET_LINK_DAYS_AFTER_VISIT = 30;
/** The web path of a private link (the token follows). */
export const MY_BOOKING_PATH = '/my-booking';
/**
 * Where a link about a booking lands (issue 46): the ticket, its review, an extra charge to pay, or a quote to read
 * (issue 50). A signed-in
 * customer's e-mails link to the page itself; a guest's go through the booking's private link, which carries the
 * landing in its query (`/my-booking/{token}?to=charge&charge=12`) and opens that page once the link is exchanged.
 */
export type BookingLanding =
  | { to: 'ticket' }
  | { to: 'review' }
  | { to: 'charge'; serviceId: number; chargeId?: number }
  | { to: 'quote'; quoteId: number };

/** The query a private link carries for `landing` ('' for the ticket itself). */
export function landingQuery(landing: BookingLanding): string {
  if (landing.to === 'review') return '?to=review';
  if (landing.to === 'charge') return `?to=charge${landing.chargeId ? `&charge=${landing.chargeId}` : ''}`;
  if (landing.to === 'quote') return `?to=quote&quote=${landing.quoteId}`;
  return '';
}

/** A signed-in customer's page for `landing` (path and query). */
export function customerLandingPath(ticketId: number, landing: BookingLanding): string {
  if (landing.to === 'review') return `/create-review?TicketId=${ticketId}`;
  if (landing.to === 'charge') return `/payment-charge?TicketId=${ticketId}&ServiceID=${landing.serviceId}`;
  if (landing.to === 'quote') return `/quote/${landing.quoteId}`;
  return `/detail-ticket?TicketId=${ticketId}`;
}

/**
 * Where a private link's page goes once its session is open: the page its query names for `ticketId` (the extra
 * charge chosen through the router's state), else the ticket. Anything else in the query is ignored.
 */
export function guestLandingOf(
  ticketId: number,
  search: URLSearchParams,
): { path: string; state?: { OpenChargeID: number } } {
  const to = search.get('to');
  if (to === 'review') return { path: `/create-review?TicketId=${ticketId}` };
  if (to === 'charge') {
    const charge = Number(search.get('charge'));
    return {
      path: `/payment-charge?TicketId=${ticketId}`,
      ...(Number.isSafeInteger(charge) && charge > 0 ? { state: { OpenChargeID: charge } } : {}),
    };
  }
  if (to === 'quote') {
    // The quote's page checks the caller owns it: a quote of another ticket answers 'Access denied' there.
    const quote = Number(search.get('quote'));
    if (Number.isSafeInteger(quote) && quote > 0) return { path: `/quote/${quote}` };
  }
  return { path: `/detail-ticket?TicketId=${ticketId}` };
}

/** The one answer to an expired, revoked or unknown link. */
export const TICKET_LINK_INVALID_MESSAGE = 'This link has expired or is not valid';
/** The one answer of /find-my-booking, whether or not the e-mail and ticket number match. */
export const TICKET_LINK_RESEND_MESSAGE = "If this matches a booking, we sent its link to the booking's e-mail.";
/** E-mail proofs: a 6-digit code valid this long, this many tries. */
export const EMAIL_PROOF_MINUTES = 15;
export const EMAIL_PROOF_MAX_ATTEMPTS = 5;

/** A token as the link carries it: 32 random bytes, base64url (43 characters). */
const linkToken = z
  .string()
  .trim()
  .min(20, 'is not a valid link')
  .max(200, 'is not a valid link')
  .regex(/^[A-Za-z0-9_-]+$/, 'is not a valid link');

/** POST /customer/ticket-links/session: a link's token for a guest session scoped to its one ticket. */
export const ticketLinkSessionRequest = z.object({ token: linkToken });
export const ticketLinkSessionResponse = envelope(
  z.object({ token: z.string(), ticketId: z.number().int(), expiresAt: z.string() }),
);
export type TicketLinkSession = z.infer<typeof ticketLinkSessionResponse>['data'];

/** POST /customer/ticket-links/resend: `{ email, ticketId }`; always the same 202. */
export const ticketLinkResendRequest = z.object({ email, ticketId: positiveId });
export const acceptedResponse = envelope(z.null());

/** A ticket's private links as the console shows them. */
export const staffTicketLinksResponse = envelope(
  z.object({
    /** True when the ticket was booked by a guest and is not in an account (links apply). */
    guestBooking: z.boolean(),
    /** The live links: not revoked, not expired. */
    liveCount: z.number().int(),
    /** The latest expiry of the live links (ISO), or null. */
    liveUntil: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
  }),
);
export type StaffTicketLinks = z.infer<typeof staffTicketLinksResponse>['data'];
export const staffTicketLinksRevokedResponse = envelope(z.object({ revoked: z.number().int() }));

/** GET /customer/guest-bookings: the guest bookings made with the signed-in customer's e-mail. */
export const guestBookingsResponse = envelope(z.object({ count: z.number().int() }));
/** POST /customer/guest-bookings/proof: a code sent to the account's e-mail. */
export const guestBookingsProofResponse = envelope(z.object({ email: z.string(), expiresAt: z.string() }));
/** POST /customer/guest-bookings/claim: `{ code }`. */
export const guestBookingsClaimRequest = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit code we sent'),
});
export const guestBookingsClaimResponse = envelope(z.object({ added: z.number().int() }));

/** "2 bookings added", "1 booking added". */
export function bookingsAdded(n: number): string {
  return `${n} ${n === 1 ? 'booking' : 'bookings'} added`;
}
