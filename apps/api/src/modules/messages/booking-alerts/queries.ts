/**
 * What the company is told about its new bookings (issue 26): who is told, which alerts are due, and the
 * `ticket_alerts` rows that make each alert once.
 */
import { sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';

type Db = Database | Tx;
export type AlertKind = 'announced' | 'reminder' | 'last_call';

/** Records that an alert was made; false when it already was (another process, an earlier sweep). */
export async function recordAlert(tx: Tx, ticketId: number, kind: AlertKind, now: Date): Promise<boolean> {
  const rows = await queryRows<{ ticket_id: number }>(
    tx,
    sql`insert into ticket_alerts (ticket_id, kind, created_at) values (${ticketId}, ${kind}, ${now.toISOString()}::timestamptz)
        on conflict do nothing returning ticket_id`,
  );
  return rows.length > 0;
}

/** Pending bookings announced at or before `announcedBy`, not expired yet at `now` (`scheduled_at − expiryHours`), whose reminder was not made. */
export async function remindersDue(db: Db, announcedBy: Date, now: Date, expiryHours: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select t.id from tickets t
          join ticket_alerts a on a.ticket_id = t.id and a.kind = 'announced'
         where t.status_id = ${TicketStatusId.Pending} and t.confirmed_at is not null
           and a.created_at <= ${announcedBy.toISOString()}::timestamptz
           and t.scheduled_at - make_interval(hours => ${expiryHours}) > ${now.toISOString()}::timestamptz
           and not exists (select 1 from ticket_alerts r where r.ticket_id = t.id and r.kind = 'reminder')
         order by t.id`,
  );
  return rows.map((r) => r.id);
}

/**
 * Pending bookings within `windowHours` of their expiry (`scheduled_at − expiryHours`), not expired yet, whose
 * last call was not made.
 */
export async function lastCallsDue(db: Db, now: Date, expiryHours: number, windowHours: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select t.id from tickets t
         where t.status_id = ${TicketStatusId.Pending} and t.confirmed_at is not null
           and t.scheduled_at - make_interval(hours => ${expiryHours + windowHours}) <= ${now.toISOString()}::timestamptz
           and t.scheduled_at - make_interval(hours => ${expiryHours}) > ${now.toISOString()}::timestamptz
           and not exists (select 1 from ticket_alerts r where r.ticket_id = t.id and r.kind = 'last_call')
         order by t.id`,
  );
  return rows.map((r) => r.id);
}

export interface AlertTicket {
  id: number;
  companyId: number;
  statusId: number;
  isEstimate: boolean;
  scheduledAt: Date;
  durationMinutes: number;
  totalCents: number;
  serviceId: number;
  serviceName: string;
  zipCode: string;
  community: string | null;
  city: string | null;
}

/** What an alert says about a ticket (locked for the transaction when `lock`). */
export async function alertTicket(db: Db, ticketId: number, lock = false): Promise<AlertTicket | null> {
  const [row] = await queryRows<{
    id: number;
    company_id: number;
    status_id: number;
    is_estimate: boolean;
    scheduled_at: string | Date;
    duration_minutes: number;
    total_cents: number;
    service_id: number;
    service_name: string;
    zip_code: string;
    community: string | null;
    city: string | null;
  }>(
    db,
    sql`select t.id, t.company_id, t.status_id, t.is_estimate, t.scheduled_at, t.duration_minutes, t.total_cents,
               sv.id as service_id, sv.name as service_name, t.zip_code, z.community, z.city
          from tickets t
          join company_services cs on cs.id = t.company_service_id
          join services sv on sv.id = cs.service_id
          left join zip_codes z on z.code = t.zip_code
         where t.id = ${ticketId}
         ${lock ? sql`for update of t` : sql``}`,
  );
  if (!row) return null;
  return {
    id: row.id,
    companyId: row.company_id,
    statusId: row.status_id,
    isEstimate: row.is_estimate,
    scheduledAt: new Date(row.scheduled_at),
    durationMinutes: row.duration_minutes,
    totalCents: row.total_cents,
    serviceId: row.service_id,
    serviceName: row.service_name,
    zipCode: row.zip_code,
    community: row.community,
    city: row.city,
  };
}

/**
 * What needs the company's action: jobs (Pending bookings to confirm, moves waiting for its answer) and plans
 * (plans to confirm, plan moves waiting for its answer).
 */
export async function needsActionCount(db: Db, companyId: number): Promise<{ jobs: number; plans: number }> {
  const [row] = await queryRows<{ jobs: number; plans: number }>(
    db,
    sql`select
          (select count(*)::int from tickets t
            where t.company_id = ${companyId} and t.confirmed_at is not null
              and (t.status_id = ${TicketStatusId.Pending}
                   or exists (select 1 from move_requests m where m.ticket_id = t.id and m.status = 'pending'))) as jobs,
          (select count(*)::int from plans p
            where p.company_id = ${companyId}
              and (p.status = 'pending' or (p.status = 'active' and p.move_to_date is not null))) as plans`,
  );
  return { jobs: row?.jobs ?? 0, plans: row?.plans ?? 0 };
}
