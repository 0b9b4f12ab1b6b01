/**
 * The company's jobs: its tickets (through company_services.company_id), never the checkout holds that were
 * never paid (confirmed_at is null), with what needs the company's action now.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { openCharges, payments, tickets } from '../../../db/schema.ts';
import { type TicketListFilters, ticketListConditions } from '../customer/conditions.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';

type Db = Database | Tx;
export type TicketRow = typeof tickets.$inferSelect;

/** A ticket of the company that the company may see (paid, or an estimate request), else null. */
export async function companyTicket(db: Db, companyId: number, ticketId: number): Promise<TicketRow | null> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select t.id from tickets t join company_services cs on cs.id = t.company_service_id
         where t.id = ${ticketId} and cs.company_id = ${companyId} and t.confirmed_at is not null`,
  );
  if (!rows[0]) return null;
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return ticket ?? null;
}

/** SQL: why the ticket `t` needs the company now ('confirm', 'charge-waiting') or null. */
const needsActionSql = sql`case
    when t.status_id = ${TicketStatusId.Pending} then 'confirm'
    when t.status_id in (${TicketStatusId.Scheduled}, ${TicketStatusId.InProgress})
     and exists (select 1 from open_charges o where o.ticket_id = t.id and o.status = 'pending') then 'charge-waiting'
    else null end`;

export async function needsActionOf(db: Db, ticketId: number): Promise<'confirm' | 'charge-waiting' | null> {
  const [row] = await queryRows<{ needs_action: 'confirm' | 'charge-waiting' | null }>(
    db,
    sql`select ${needsActionSql} as needs_action from tickets t where t.id = ${ticketId}`,
  );
  return row?.needs_action ?? null;
}

export interface JobListRow extends Record<string, unknown> {
  id: number;
  scheduled_at: string | Date;
  duration_minutes: number;
  status: string;
  status_id: number;
  service_name: string;
  customer_name: string;
  address: string;
  zip_code: string;
  crew_id: number | null;
  total_cents: number;
  needs_action: 'confirm' | 'charge-waiting' | null;
  total_count: number | string;
}

/**
 * One page of the company's jobs matching `conditions` (on `t` and `cs`): needing action first (soonest
 * first), then from the start of `today` on (soonest first), then the past (latest first).
 */
/** The company's confirmed tickets matching the list's filters. */
const jobConditions = (companyId: number, f: Omit<TicketListFilters, 'ServiceID'>): SQL[] => [
  sql`cs.company_id = ${companyId}`,
  sql`t.confirmed_at is not null`,
  ...ticketListConditions(f),
];

export async function jobPage(
  db: Db,
  companyId: number,
  f: Omit<TicketListFilters, 'ServiceID'>,
  startOfToday: Date,
  offset: number,
) {
  const where = jobConditions(companyId, f);
  const limit = f._pageSize;
  return queryRows<JobListRow>(
    db,
    sql`with j as (
          select t.id, t.scheduled_at, t.duration_minutes, s.status, s.id as status_id, sv.name as service_name,
                 t.name as customer_name, t.address, t.zip_code, t.crew_id, t.total_cents, ${needsActionSql} as needs_action
            from tickets t
            join ticket_statuses s on s.id = t.status_id
            join company_services cs on cs.id = t.company_service_id
            join services sv on sv.id = cs.service_id
           where ${sql.join(where, sql` and `)})
        select j.*, count(*) over () as total_count
          from j
         order by case when j.needs_action is not null then 0
                       when j.scheduled_at >= ${startOfToday.toISOString()}::timestamptz then 1
                       else 2 end,
                  case when j.needs_action is not null or j.scheduled_at >= ${startOfToday.toISOString()}::timestamptz
                       then j.scheduled_at end asc,
                  j.scheduled_at desc, j.id asc
         limit ${limit} offset ${offset}`,
  );
}

export async function jobCount(db: Db, companyId: number, f: Omit<TicketListFilters, 'ServiceID'>): Promise<number> {
  const where = jobConditions(companyId, f);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from tickets t join company_services cs on cs.id = t.company_service_id
         where ${sql.join(where, sql` and `)}`,
  );
  return row?.n ?? 0;
}

/** The ticket's payments whose money moved (paid, used or refunded), oldest first. */
export async function moneyPaymentsOf(db: Db, ticketId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), inArray(payments.status, ['succeeded', 'applied', 'refunded'])))
    .orderBy(asc(payments.id));
}

export async function insertOpenCharge(
  tx: Tx,
  values: { ticketId: number; description: string; priceCents: number; durationMinutes: number; now: Date },
) {
  const [row] = await tx
    .insert(openCharges)
    .values({
      ticketId: values.ticketId,
      description: values.description,
      priceCents: values.priceCents,
      durationMinutes: values.durationMinutes,
      createdAt: values.now,
    })
    .returning({ id: openCharges.id });
  if (!row) throw new Error('insert into open_charges returned no row');
  return row.id;
}

/** The ticket's extra charges still waiting for the customer. */
export async function pendingChargeCount(tx: Tx, ticketId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from open_charges where ticket_id = ${ticketId} and status = 'pending'`,
  );
  return row?.n ?? 0;
}

/** When the company's extra charges created since an instant were created (on any of its jobs). */
export async function companyChargesSince(tx: Tx, companyId: number, since: Date): Promise<Date[]> {
  const rows = await queryRows<{ created_at: string | Date }>(
    tx,
    sql`select o.created_at from open_charges o
          join tickets t on t.id = o.ticket_id
          join company_services cs on cs.id = t.company_service_id
         where cs.company_id = ${companyId} and o.created_at > ${since.toISOString()}::timestamptz`,
  );
  return rows.map((r) => new Date(r.created_at));
}

/** Texts queued about a ticket on a topic since an instant. */
export async function textsAboutTicketSince(tx: Tx, ticketId: number, topic: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from notification_outbox
         where ticket_id = ${ticketId} and channel = 'sms' and topic = ${topic}
           and created_at > ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

/** Messages queued about a topic since an instant (any channel). */
export async function messagesSince(tx: Tx, topic: string, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from notification_outbox
         where topic = ${topic} and created_at > ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

/** The ticket, locked for the transaction (an extra charge is added to a status that cannot change meanwhile). */
export async function lockedJob(tx: Tx, ticketId: number): Promise<TicketRow | null> {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  return row ?? null;
}
