/** What a ticket's totals are made of: its extra charges and the money received and given back. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { openCharges, payments } from '../../db/schema.ts';

type Db = Database | Tx;

export function chargesOfTicket(db: Db, ticketId: number) {
  return db
    .select({ description: openCharges.description, priceCents: openCharges.priceCents, status: openCharges.status })
    .from(openCharges)
    .where(eq(openCharges.ticketId, ticketId))
    .orderBy(asc(openCharges.id));
}

/** Payments whose money was received (succeeded, applied, or received and later given back). */
export function receivedPaymentsOf(db: Db, ticketId: number) {
  return db
    .select({ purpose: payments.purpose, amountCents: payments.amountCents, refundedCents: payments.refundedCents })
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), inArray(payments.status, ['succeeded', 'applied', 'refunded'])))
    .orderBy(asc(payments.id));
}
