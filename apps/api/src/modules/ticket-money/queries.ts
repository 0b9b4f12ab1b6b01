/** What a ticket's totals are made of: its extra charges and the money received and given back. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
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

/**
 * The ticket's cancellation as its history has it (the last move into Cancelled, `cancelledId` being that
 * status): who made it, when, and whether the company had confirmed the booking before it (a move into
 * `confirmedIds`: Scheduled or In Progress). Null when the ticket was never cancelled.
 */
export async function cancellationOf(db: Db, ticketId: number, cancelledId: number, confirmedIds: number[]) {
  const [row] = await queryRows<{ user_type_id: number; created_at: Date | string; confirmed: boolean }>(
    db,
    sql`select h.user_type_id, h.created_at,
               exists (select 1 from ticket_history c
                        where c.ticket_id = h.ticket_id and c.id < h.id
                          and c.status_id in (${sql.join(
                            confirmedIds.map((id) => sql`${id}`),
                            sql`, `,
                          )})) as confirmed
          from ticket_history h
         where h.ticket_id = ${ticketId} and h.status_id = ${cancelledId}
         order by h.id desc limit 1`,
  );
  return row
    ? { userTypeId: Number(row.user_type_id), at: new Date(row.created_at), confirmed: Boolean(row.confirmed) }
    : null;
}

/** Whether the ticket ever moved into one of `confirmedIds` (the company confirmed it). */
export async function wasConfirmed(db: Db, ticketId: number, confirmedIds: number[]) {
  const [row] = await queryRows<{ confirmed: boolean }>(
    db,
    sql`select exists (select 1 from ticket_history c where c.ticket_id = ${ticketId}
                          and c.status_id in (${sql.join(
                            confirmedIds.map((id) => sql`${id}`),
                            sql`, `,
                          )})) as confirmed`,
  );
  return Boolean(row?.confirmed);
}
