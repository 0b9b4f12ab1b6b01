/** Every ticket-scoped call goes through here: the ticket must be the caller's (design.md section 6). It sits in the
 * lifecycle, below every module that acts on a customer's ticket (tickets, payments, open charges, reviews...). */
import type { Database, Tx } from '../../../db/client.ts';
import { SPEC_WORDS } from '../../../i18n/spec-words.ts';
import { AppError } from '../../../lib/errors.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { type TicketRow, ticketById } from './queries.ts';

export type { TicketRow } from './queries.ts';

/**
 * A guest owns the tickets their session booked while no account holds them (issue 26: a claimed booking is the
 * account's); a session opened by a private link owns that one ticket only.
 */
export function ownsTicket(principal: Principal, ticket: Pick<TicketRow, 'id' | 'customerId' | 'guestId'>): boolean {
  if (principal.kind === 'customer') return ticket.customerId === principal.customerId;
  if (principal.ticketId !== undefined && principal.ticketId !== ticket.id) return false;
  return ticket.guestId !== null && ticket.customerId === null && ticket.guestId === principal.guestId;
}

/**
 * The caller's ticket, or 401 'Access denied…': the same answer whether the ticket is someone else's or
 * does not exist, so ticket numbers cannot be probed.
 */
export async function ownedTicket(
  db: Database | Tx,
  ticketId: number,
  principal: Principal | null,
): Promise<TicketRow> {
  const ticket = principal ? await ticketById(db, ticketId) : null;
  if (!ticket || !principal || !ownsTicket(principal, ticket)) throw new AppError(401, SPEC_WORDS.accessDeniedTicket);
  return ticket;
}
