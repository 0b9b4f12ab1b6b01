/** Every ticket-scoped call goes through here: the ticket must be the caller's (design.md section 6). */
import { Messages } from '@upkeep/contract';
import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { tickets } from '../../db/schema.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import type { Principal } from '../../plugins/auth.ts';

export type TicketRow = typeof tickets.$inferSelect;

export function ownsTicket(principal: Principal, ticket: Pick<TicketRow, 'customerId' | 'guestId'>): boolean {
  return principal.kind === 'customer'
    ? ticket.customerId === principal.customerId
    : ticket.guestId !== null && ticket.guestId === principal.guestId;
}

/** The caller's ticket: 404 when there is none, 401 'Access denied…' when it is someone else's. */
export async function ownedTicket(db: Database | Tx, ticketId: number, principal: Principal): Promise<TicketRow> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  if (!ticket) throw notFound('Ticket not found');
  if (!ownsTicket(principal, ticket)) throw new AppError(401, Messages.accessDeniedTicket);
  return ticket;
}
