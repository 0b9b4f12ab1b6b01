/** Reads of tickets: the list, lines, history (the join ticket → company → service is catalog's). */
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { ticketHistory, ticketServices, ticketStatuses, userTypes } from '../../../db/schema.ts';

import type { Principal } from '../../../plugins/auth.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import { type TicketListFilters, ticketListConditions } from './conditions.ts';

type Db = Database | Tx;

/** The statuses of a visit still to come: Pending, Scheduled, In Progress. */
const OPEN_STATUSES = [TicketStatusId.Pending, TicketStatusId.Scheduled, TicketStatusId.InProgress];

export interface ListRow extends Record<string, unknown> {
  id: number;
  scheduled_at: string | Date;
  status: string;
  status_id: number;
  total_cents: number;
  company_name: string;
  service_name: string;
  service_id: number;
  reviewable: boolean;
  reviewed: boolean;
  has_charges: boolean;
  pending_charges: boolean;
  total_count: number | string;
}

/** One page of tickets matching `conditions` (on `t`, the ticket, and `cs`, its company service). */
/** The owner's (a customer's or a guest's) confirmed tickets matching the list's filters. */
function listConditions(owner: Principal, f: TicketListFilters): SQL[] {
  const ownedBy =
    owner.kind === 'customer'
      ? sql`t.customer_id = ${owner.customerId}`
      : owner.ticketId !== undefined
        ? sql`t.guest_id = ${owner.guestId} and t.customer_id is null and t.id = ${owner.ticketId}`
        : sql`t.guest_id = ${owner.guestId} and t.customer_id is null`;
  return [ownedBy, sql`t.confirmed_at is not null`, ...ticketListConditions(f)];
}

/**
 * My tickets' order: those waiting for the customer's payment first (an extra charge to pay or decline, issue 46:
 * it was listed last), then upcoming visits, soonest first (a visit still ahead and still open: Pending,
 * Scheduled or In Progress), then every other ticket, the newest visit first. Stable across pages (the id
 * breaks ties).
 */
export async function ticketPage(db: Db, owner: Principal, f: TicketListFilters, offset: number, now: Date) {
  const conditions = listConditions(owner, f);
  const limit = f._pageSize;
  const upcoming = sql`(t.scheduled_at >= ${now.toISOString()}::timestamptz and t.status_id in (${sql.join(
    OPEN_STATUSES.map((id) => sql`${id}`),
    sql`, `,
  )}))`;
  return queryRows<ListRow>(
    db,
    sql`select t.id, t.scheduled_at, s.status, s.id as status_id, t.total_cents, c.name as company_name,
               sv.name as service_name, sv.id as service_id, s.reviewable,
               exists (select 1 from reviews r where r.ticket_id = t.id) as reviewed,
               exists (select 1 from open_charges o where o.ticket_id = t.id) as has_charges,
               exists (select 1 from open_charges o where o.ticket_id = t.id and o.status = 'pending') as pending_charges,
               count(*) over () as total_count
          from tickets t
          join ticket_statuses s on s.id = t.status_id
          join company_services cs on cs.id = t.company_service_id
          join companies c on c.id = cs.company_id
          join services sv on sv.id = cs.service_id
         where ${sql.join(conditions, sql` and `)}
         order by exists (select 1 from open_charges o where o.ticket_id = t.id and o.status = 'pending') desc,
                  ${upcoming} desc,
                  case when ${upcoming} then t.scheduled_at end asc,
                  t.scheduled_at desc, t.id desc
         limit ${limit} offset ${offset}`,
  );
}

export async function ticketCount(db: Db, owner: Principal, f: TicketListFilters): Promise<number> {
  const conditions = listConditions(owner, f);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets t join company_services cs on cs.id = t.company_service_id
         where ${sql.join(conditions, sql` and `)}`,
  );
  return count?.n ?? 0;
}

export async function linesOf(db: Db, ticketId: number) {
  return db.select().from(ticketServices).where(eq(ticketServices.ticketId, ticketId)).orderBy(asc(ticketServices.id));
}

export async function historyOf(db: Db, ticketId: number) {
  return db
    .select({
      id: ticketHistory.id,
      createdAt: ticketHistory.createdAt,
      status: ticketStatuses.status,
      comments: ticketHistory.comments,
      type: userTypes.type,
    })
    .from(ticketHistory)
    .innerJoin(ticketStatuses, eq(ticketStatuses.id, ticketHistory.statusId))
    .innerJoin(userTypes, eq(userTypes.id, ticketHistory.userTypeId))
    .where(eq(ticketHistory.ticketId, ticketId))
    .orderBy(asc(ticketHistory.createdAt), asc(ticketHistory.id));
}

export async function hasReview(db: Db, ticketId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from reviews where ticket_id = ${ticketId} limit 1`);
  return rows.length > 0;
}
