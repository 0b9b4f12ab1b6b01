/** What a ticket's totals are made of: its extra charges and the money received and given back. */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { openCharges, payments } from '../../../db/schema.ts';

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
 * status: the first Cancelled row after the last row of another status, since notes written afterwards, a
 * refund's for one, carry the status too and name their own writer): who made it, when, and whether the
 * company had confirmed the booking before it (a move into `confirmedIds`: Scheduled or In Progress). Null when
 * the ticket was never cancelled.
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
           and h.id > coalesce((select max(o.id) from ticket_history o
                                 where o.ticket_id = h.ticket_id and o.status_id <> ${cancelledId}), 0)
         order by h.id limit 1`,
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

/**
 * What UpKeep's staff refunded of the ticket (the console's refunds, recorded when each is finished), in cents:
 * a goodwill refund is UpKeep's cost, which never takes a kept cancellation fee back from the company; one the
 * company bears takes its share back as an adjustment of the month it is made in (company-insights).
 */
export async function staffRefundedCents(db: Db, ticketId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`select coalesce(sum((r.response ->> 'refundedCents')::int), 0)::int as cents
          from staff_refunds r
         where r.ticket_id = ${ticketId}`,
  );
  return Number(row?.cents ?? 0);
}
