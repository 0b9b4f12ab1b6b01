/**
 * The tokens of guests' private ticket links (issue 26, issue 46), made from the server's secret: a link's token is
 * the HMAC of its row (id and ticket) under a key of its own derived from the secret. The database keeps only the
 * token's SHA-256, as before, so a copy of the database opens no booking; the server can still write a live
 * link's token again, so every e-mail about a guest's booking carries the one link the booking has instead of a new
 * one each time. A link made before this (a random token) or under another secret is not derivable: the next
 * e-mail makes a new one (ticket-links' `issueTicketLink`).
 */
import { createHmac } from 'node:crypto';

export interface TicketLinkTokens {
  /** The token of the link row `id` of `ticketId` (43 characters, base64url). */
  tokenOf(link: { id: number; ticketId: number }): string;
}

const bySecret = new Map<string, TicketLinkTokens>();

export function ticketLinkTokens(secret: string): TicketLinkTokens {
  const known = bySecret.get(secret);
  if (known) return known;
  // A key of its own: the tokens sign nothing else, and the secret itself never leaves this closure.
  const key = createHmac('sha256', secret).update('upkeep ticket links').digest();
  const tokens: TicketLinkTokens = {
    tokenOf: (link) => createHmac('sha256', key).update(`ticket-link:${link.id}:${link.ticketId}`).digest('base64url'),
  };
  bySecret.set(secret, tokens);
  return tokens;
}
