/** What the System's minute sweep looks for among every company's tickets. */
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { tickets } from '../../../db/schema.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';

type Db = Database | Tx;
export type TicketRow = typeof tickets.$inferSelect;

/** Booked requests (paid or estimate) still Pending whose visit starts before `deadline`. */
export async function unconfirmedBefore(db: Db, deadline: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from tickets
         where status_id = ${TicketStatusId.Pending} and confirmed_at is not null
           and scheduled_at <= ${deadline.toISOString()}::timestamptz
         order by id`,
  );
  return rows.map((r) => r.id);
}

/** In Progress tickets that entered In Progress no later than `startedBy`. */
export async function inProgressSince(db: Db, startedBy: Date): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select t.id from tickets t
         where t.status_id = ${TicketStatusId.InProgress}
           and coalesce((select min(h.created_at) from ticket_history h
                          where h.ticket_id = t.id and h.status_id = ${TicketStatusId.InProgress}),
                        t.updated_at) <= ${startedBy.toISOString()}::timestamptz
         order by t.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Tickets a company declined or cancelled, or the System expired (the move into their status was theirs: the
 * first history entry after the last one of another status), that still hold money not given back
 * (a refund whose provider call failed), moved since `movedSince`: the recurring job tries again for a while
 * (a payment the provider keeps refusing is left to UpKeep staff, not retried forever).
 */
export async function refundsOwed(
  db: Db,
  movedSince: Date,
): Promise<{ id: number; userTypeId: number; movedAt: Date; scheduledAt: Date }[]> {
  const rows = await queryRows<{ id: number; user_type_id: number; created_at: string; scheduled_at: string }>(
    db,
    sql`with ended as (
          select t.id, h.user_type_id, h.created_at, t.scheduled_at
            from tickets t
            join lateral (
              select e.user_type_id, e.created_at from ticket_history e
               where e.ticket_id = t.id and e.status_id = t.status_id
                 and e.id > coalesce((select max(o.id) from ticket_history o
                                       where o.ticket_id = t.id and o.status_id <> t.status_id), 0)
               order by e.id asc limit 1) h on true
           where t.status_id in (${TicketStatusId.Declined}, ${TicketStatusId.Cancelled}))
        select distinct ended.id, ended.user_type_id, ended.created_at, ended.scheduled_at from ended
          join payments p on p.ticket_id = ended.id
         where p.status in ('succeeded', 'applied') and p.refunded_cents < p.amount_cents
           and ended.created_at >= ${movedSince.toISOString()}::timestamptz
           and ended.user_type_id in (${UserTypeId.Company}, ${UserTypeId.System}, ${UserTypeId.Customer}, ${UserTypeId.Guest})
         order by ended.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    userTypeId: r.user_type_id,
    movedAt: new Date(r.created_at),
    scheduledAt: new Date(r.scheduled_at),
  }));
}

/** A ticket by its id, or null. */
export async function ticketById(db: Db, ticketId: number): Promise<TicketRow | null> {
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return ticket ?? null;
}
