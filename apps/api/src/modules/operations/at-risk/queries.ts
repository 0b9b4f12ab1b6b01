/** What UpKeep's at-risk queue looks for (issue 26). */
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../../db/client.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';

export interface AtRiskRow extends Record<string, unknown> {
  ticket_id: number;
  company_id: number;
  company_name: string;
  customer_name: string;
  status: string;
  scheduled_at: string | Date;
  since: string | Date;
}

const base = sql`select t.id as ticket_id, t.company_id, c.name as company_name, t.name as customer_name, s.status,
                        t.scheduled_at`;
const joins = sql`from tickets t
          join companies c on c.id = t.company_id
          join ticket_statuses s on s.id = t.status_id`;

/** Pending bookings past their last call (`windowHours` before the expiry rule) and not expired yet. */
export function expiring(db: Database, now: Date, expiryHours: number, windowHours: number) {
  return queryRows<AtRiskRow>(
    db,
    sql`${base}, t.scheduled_at - make_interval(hours => ${expiryHours + windowHours}) as since
        ${joins}
         where t.status_id = ${TicketStatusId.Pending} and t.confirmed_at is not null
           and t.scheduled_at - make_interval(hours => ${expiryHours + windowHours}) <= ${now.toISOString()}::timestamptz
           and t.scheduled_at - make_interval(hours => ${expiryHours}) > ${now.toISOString()}::timestamptz`,
  );
}

/** Jobs In Progress since no later than `startedBy` (the history's entry into In Progress). */
export function stuck(db: Database, startedBy: Date) {
  return queryRows<AtRiskRow>(
    db,
    sql`select * from (
          ${base}, coalesce((select min(h.created_at) from ticket_history h
                             where h.ticket_id = t.id and h.status_id = ${TicketStatusId.InProgress}),
                            t.updated_at) as since
          ${joins}
           where t.status_id = ${TicketStatusId.InProgress}) x
         where x.since <= ${startedBy.toISOString()}::timestamptz`,
  );
}

export interface UnrefundedRow extends AtRiskRow {
  user_type_id: number;
  paid_cents: number;
  refunded_cents: number;
}

/**
 * Tickets Cancelled or Declined (the move into their status: the first history entry after the last one of
 * another status) no later than `movedBy`, whose paid money was not all given back.
 */
export function unrefunded(db: Database, movedBy: Date) {
  return queryRows<UnrefundedRow>(
    db,
    sql`${base}, h.created_at as since, h.user_type_id, m.paid_cents, m.refunded_cents
        ${joins}
          join lateral (
            select e.user_type_id, e.created_at from ticket_history e
             where e.ticket_id = t.id and e.status_id = t.status_id
               and e.id > coalesce((select max(o.id) from ticket_history o
                                     where o.ticket_id = t.id and o.status_id <> t.status_id), 0)
             order by e.id asc limit 1) h on true
          join lateral (
            select sum(p.amount_cents)::int as paid_cents, sum(p.refunded_cents)::int as refunded_cents
              from payments p where p.ticket_id = t.id and p.status in ('succeeded', 'applied', 'refunded')) m on true
         where t.status_id in (${TicketStatusId.Cancelled}, ${TicketStatusId.Declined})
           and m.paid_cents > m.refunded_cents
           and h.created_at <= ${movedBy.toISOString()}::timestamptz`,
  );
}
