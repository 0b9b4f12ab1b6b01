/**
 * The staff console's reads and writes of companies: the list with each company's state as staff see it
 * (invited, setting up, live, suspended), its public score, its jobs and its commission; one company's recent
 * jobs; its suspension and commission rate; its owner's address.
 */
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { companies, companyUsers } from '../../../db/schema.ts';
import { TicketStatusId } from '../../tickets/lifecycle/statuses.ts';
import { countsPublicly } from '../reviews/conditions.ts';

type Db = Database | Tx;

/**
 * The state staff see, in SQL over `c` (companies): `invited` is a company setting up whose owner has not
 * accepted the invitation yet (no password).
 */
const staffState = sql`case when c.state = 'setting_up' and exists (
    select 1 from company_users u where u.company_id = c.id and u.role = 'owner' and u.password_hash is null)
  then 'invited' else c.state end`;

/** A job of the company: a ticket that was booked (paid, or an estimate request), not a lapsed checkout. */
const isJob = sql.raw('t.confirmed_at is not null');
const OPEN_STATUSES = [TicketStatusId.Pending, TicketStatusId.Scheduled, TicketStatusId.InProgress];

export interface CompanyRow extends Record<string, unknown> {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  state: string;
  live_at: string | Date | null;
  commission_percent: string | number | null;
  suspended_reason: string | null;
  suspended_at: string | Date | null;
  average_score: number | string | null;
  review_count: number | string;
  job_count: number | string;
  open_job_count: number | string;
  total_count: number | string;
}

export interface CompanyFilter {
  /** A name, an e-mail or a company id. */
  query?: string | undefined;
  state?: string | undefined;
  id?: number;
}

function conditionsOf(filter: CompanyFilter): SQL {
  const conditions: SQL[] = [sql`true`];
  if (filter.id !== undefined) conditions.push(sql`c.id = ${filter.id}`);
  if (filter.state !== undefined) conditions.push(sql`${staffState} = ${filter.state}`);
  if (filter.query !== undefined) {
    const like = `%${filter.query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
    const byId = /^\d{1,9}$/.test(filter.query) ? sql` or c.id = ${Number(filter.query)}` : sql``;
    conditions.push(sql`(c.name ilike ${like} or c.email ilike ${like} or c.phone_number ilike ${like}${byId})`);
  }
  return sql.join(conditions, sql` and `);
}

/** One page of companies (by name), each with its state, public score, jobs and commission. */
export function companyPage(db: Db, filter: CompanyFilter, limit: number, offset: number): Promise<CompanyRow[]> {
  const open = sql.join(
    OPEN_STATUSES.map((id) => sql`${id}::int`),
    sql`, `,
  );
  return queryRows<CompanyRow>(
    db,
    sql`select c.id, c.name, c.email, c.phone_number, ${staffState} as state, c.live_at, c.commission_percent,
               c.suspended_reason, c.suspended_at, r.average_score, coalesce(r.review_count, 0)::int as review_count,
               coalesce(j.job_count, 0)::int as job_count, coalesce(j.open_job_count, 0)::int as open_job_count,
               count(*) over () as total_count
          from companies c
          left join lateral (select avg(rv.company_score)::float8 as average_score, count(*)::int as review_count
                               from reviews rv where rv.company_id = c.id and ${countsPublicly('rv')}) r on true
          left join lateral (select count(*)::int as job_count,
                                    count(*) filter (where t.status_id in (${open}))::int as open_job_count
                               from tickets t where t.company_id = c.id and ${isJob}) j on true
         where ${conditionsOf(filter)}
         order by lower(c.name), c.id
         limit ${limit} offset ${offset}`,
  );
}

/** How many companies match (a page past the end has no row to carry the count). */
export async function companyCount(db: Db, filter: CompanyFilter): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from companies c where ${conditionsOf(filter)}`,
  );
  return Number(row?.n ?? 0);
}

export interface CompanyJobRow extends Record<string, unknown> {
  id: number;
  status: string;
  status_id: number;
  scheduled_at: string | Date;
  service_name: string;
  company_id: number;
  company_name: string;
  name: string;
  email: string;
  phone_number: string;
  customer_id: number | null;
  total_cents: number;
  paid_cents: number;
  /**
   * Every payment received (before refunds) and what was given back of them: the ticket totals' paid, refunded (a
   * tip apart, as the totals leave it: decision 0039).
   */
  received_cents: number;
  refunded_cents: number;
  created_at: string | Date;
}

/** The company's most recent jobs (booked tickets), newest booking first. */
export function recentJobs(db: Db, companyId: number, limit: number): Promise<CompanyJobRow[]> {
  return queryRows<CompanyJobRow>(
    db,
    sql`select t.id, s.status, t.status_id, t.scheduled_at, sv.name as service_name, c.id as company_id,
               c.name as company_name, t.name, t.email, t.phone_number, t.customer_id, t.total_cents, t.paid_cents,
               t.created_at,
               coalesce((select sum(p.amount_cents) from payments p
                          where p.ticket_id = t.id and p.status in ('succeeded', 'applied', 'refunded')
                            and p.purpose <> 'tip'), 0)::int
                 as received_cents,
               coalesce((select sum(p.refunded_cents) from payments p
                          where p.ticket_id = t.id and p.status in ('succeeded', 'applied', 'refunded')
                            and p.purpose <> 'tip'), 0)::int
                 as refunded_cents
          from tickets t
          join ticket_statuses s on s.id = t.status_id
          join company_services cs on cs.id = t.company_service_id
          join services sv on sv.id = cs.service_id
          join companies c on c.id = t.company_id
         where t.company_id = ${companyId} and ${isJob}
         order by t.created_at desc, t.id desc
         limit ${limit}`,
  );
}

/** The company's row, locked for the rest of the transaction (staff changes to it are taken one at a time). */
export async function lockCompany(tx: Tx, companyId: number) {
  const [row] = await tx
    .select({
      id: companies.id,
      name: companies.name,
      email: companies.email,
      state: companies.state,
      liveAt: companies.liveAt,
      commissionPercent: companies.commissionPercent,
      suspendedReason: companies.suspendedReason,
      suspendedAt: companies.suspendedAt,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row ?? null;
}
export type LockedCompany = NonNullable<Awaited<ReturnType<typeof lockCompany>>>;

export async function updateCompany(
  tx: Tx,
  companyId: number,
  values: Partial<
    Pick<typeof companies.$inferInsert, 'state' | 'liveAt' | 'suspendedReason' | 'suspendedAt' | 'commissionPercent'>
  >,
) {
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}

/** The company's owner (the first active one), to write to; null without one. */
export async function ownerOf(db: Db, companyId: number) {
  const [owner] = await db
    .select({ name: companyUsers.name, email: companyUsers.email })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.role, 'owner'), eq(companyUsers.active, true)))
    .orderBy(asc(companyUsers.id))
    .limit(1);
  return owner ?? null;
}
