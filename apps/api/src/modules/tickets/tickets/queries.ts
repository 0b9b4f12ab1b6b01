/**
 * The tickets as each actor reads and changes them, one queries file for the three route files: the customer's
 * list, lines and history (the join ticket → company → service is catalog's); the company's jobs (its tickets
 * through company_services.company_id, never the checkout holds that were never paid, confirmed_at null, with what
 * needs the company's action now); the console's search, a ticket's messages, its staff refunds (one row per
 * Idempotency-Key), the customer and company a ticket names. Plain rows out; money in cents.
 */
import type { QuoteStatus } from '@upkeep/contract';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  openCharges,
  payments,
  staffRefunds,
  ticketHistory,
  ticketServices,
  ticketStatuses,
  tickets,
  userTypes,
} from '../../../db/schema.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';
import { type TicketListFilters, ticketListConditions } from './conditions.ts';

type Db = Database | Tx;
export type TicketRow = typeof tickets.$inferSelect;

// The customer's tickets.

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
export async function customerTicketPage(db: Db, owner: Principal, f: TicketListFilters, offset: number, now: Date) {
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

export async function customerTicketCount(db: Db, owner: Principal, f: TicketListFilters): Promise<number> {
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

// The company's jobs.

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

// The console's tickets.

export type StaffRefundRow = typeof staffRefunds.$inferSelect;

export interface StaffTicketListRow extends Record<string, unknown> {
  id: number;
  status: string;
  status_id: number;
  scheduled_at: string | Date;
  service_name: string;
  company_id: number;
  company_name: string;
  customer_name: string;
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
  total_count: number | string;
  /** The plan's visit the ticket holds, if it is one. */
  plan_id: number | null;
  plan_visit_state: string | null;
}

/**
 * One page of tickets matching `condition` (on `t` the ticket, `c` its company, `cu` its customer, null for
 * a guest), newest first. Every ticket, unpaid checkouts included: staff look at what the customer did.
 */
/** The longest query read as a ticket number. */
export const TICKET_NUMBER_MAX_DIGITS = 7;
/** The fewest digits searched as part of a phone number. */
export const PHONE_QUERY_MIN_DIGITS = 4;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const digitsOf = (column: SQL) => sql`regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')`;

/** The search condition of a query (service.ts's comment says how a query is read), null for none. */
function ticketSearch(query: string | undefined): SQL | null {
  const text = query?.trim();
  if (!text) return null;
  const number = new RegExp(`^#?(\\d{1,${TICKET_NUMBER_MAX_DIGITS}})$`).exec(text);
  if (number) return sql`t.id = ${Number(number[1])}`;
  if (text.includes('@')) {
    const like = `%${escapeLike(text.toLowerCase())}%`;
    return sql`(lower(t.email) like ${like} or lower(coalesce(cu.email, '')) like ${like})`;
  }
  const digits = text.replace(/\D/g, '');
  const writtenAsPhone = /^\+?[\d\s().-]+$/.test(text);
  if (writtenAsPhone && digits.length >= PHONE_QUERY_MIN_DIGITS) {
    const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
    const like = `%${national}%`;
    return sql`(${digitsOf(sql`t.phone_number`)} like ${like} or ${digitsOf(sql`cu.phone_number`)} like ${like})`;
  }
  const like = `%${escapeLike(text)}%`;
  return sql`(c.name ilike ${like} or t.name ilike ${like} or coalesce(cu.name, '') ilike ${like})`;
}

/** Which tickets a staff list shows: those a typed query finds (all for none), or one customer's. */
/** The list's filters (issue 26): a status id, a company, valley dates over the visit date. */
export interface StaffTicketListFilters {
  statusId?: number | undefined;
  companyId?: number | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export type StaffTicketFilter = ({ query: string | undefined } & StaffTicketListFilters) | { customerId: number };

function conditionOf(filter: StaffTicketFilter): SQL | null {
  if ('customerId' in filter) return sql`t.customer_id = ${filter.customerId}`;
  const conditions = [
    ticketSearch(filter.query),
    ...ticketListConditions({
      PageNumber: 1,
      _pageSize: 1,
      StatusID: filter.statusId,
      MinDate: filter.from,
      MaxDate: filter.to,
    }),
    filter.companyId ? sql`c.id = ${filter.companyId}` : null,
  ].filter((c): c is SQL => c !== null);
  return conditions.length ? sql.join(conditions, sql` and `) : null;
}

export async function statusExists(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(db, sql`select id from ticket_statuses where id = ${id}`);
  return rows.length > 0;
}

/** The id of a ticket status named (any case), or null. */
export async function statusIdByName(db: Db, name: string): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ticket_statuses where lower(status) = lower(${name})`,
  );
  return row?.id ?? null;
}

export async function staffTicketPage(db: Db, filter: StaffTicketFilter, limit: number, offset: number) {
  const condition = conditionOf(filter);
  return queryRows<StaffTicketListRow>(
    db,
    sql`select t.id, s.status, s.id as status_id, t.scheduled_at, sv.name as service_name, c.id as company_id,
               c.name as company_name, t.name as customer_name, t.email, t.phone_number, t.customer_id,
               t.total_cents, t.paid_cents, t.created_at, count(*) over () as total_count,
               coalesce((select sum(p.amount_cents) from payments p
                          where p.ticket_id = t.id and p.status in ('succeeded', 'applied', 'refunded')
                            and p.purpose <> 'tip'), 0)::int
                 as received_cents,
               coalesce((select sum(p.refunded_cents) from payments p
                          where p.ticket_id = t.id and p.status in ('succeeded', 'applied', 'refunded')
                            and p.purpose <> 'tip'), 0)::int
                 as refunded_cents,
               pv.plan_id, pv.state as plan_visit_state
          from tickets t
          join ticket_statuses s on s.id = t.status_id
          join company_services cs on cs.id = t.company_service_id
          join companies c on c.id = cs.company_id
          join services sv on sv.id = cs.service_id
          left join customers cu on cu.id = t.customer_id
          left join lateral (select v.plan_id, v.state from plan_visits v where v.ticket_id = t.id
                              order by v.id desc limit 1) pv on true
         where ${condition ?? sql`true`}
         order by t.created_at desc, t.id desc
         limit ${limit} offset ${offset}`,
  );
}

export async function staffTicketCount(db: Db, filter: StaffTicketFilter): Promise<number> {
  const condition = conditionOf(filter);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n
          from tickets t
          join company_services cs on cs.id = t.company_service_id
          join companies c on c.id = cs.company_id
          left join customers cu on cu.id = t.customer_id
         where ${condition ?? sql`true`}`,
  );
  return row?.n ?? 0;
}

export async function ticketById(db: Db, ticketId: number): Promise<TicketRow | null> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, ticketId));
  return row ?? null;
}

export async function customerOf(db: Db, customerId: number) {
  const [row] = await queryRows<{ id: number; name: string; email: string; blocked: boolean }>(
    db,
    sql`select id, name, email, blocked_at is not null as blocked from customers where id = ${customerId}`,
  );
  return row ?? null;
}

export async function companyOf(db: Db, companyId: number) {
  const [row] = await queryRows<{ id: number; name: string; email: string; phone_number: string }>(
    db,
    sql`select id, name, email, phone_number from companies where id = ${companyId}`,
  );
  return row ?? null;
}

export interface MessageRow extends Record<string, unknown> {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: string;
  created_at: string | Date;
  sent_at: string | Date | null;
}

/**
 * The messages about a ticket, oldest first: those queued with its id, and (messages queued before the
 * outbox carried ticket ids) those sent to the ticket's e-mail or phone since the ticket was created whose
 * text names it (`#<id>` not followed by another digit).
 */
export async function messagesOf(db: Db, ticket: { id: number; email: string; phone: string | null; createdAt: Date }) {
  const recipients = [ticket.email.toLowerCase(), ...(ticket.phone ? [ticket.phone] : [])];
  return queryRows<MessageRow>(
    db,
    sql`select id, channel, recipient, subject, body, status, created_at, sent_at
          from notification_outbox
         where ticket_id = ${ticket.id}
            or (ticket_id is null
                and lower(recipient) in (${sql.join(
                  recipients.map((r) => sql`${r}`),
                  sql`, `,
                )})
                and created_at >= ${ticket.createdAt.toISOString()}::timestamptz
                and body ~ ${`#${ticket.id}([^0-9]|$)`})
         order by created_at asc, id asc`,
  );
}

export interface RefundListRow extends Record<string, unknown> {
  id: number;
  amount_cents: number;
  reason: string;
  borne_by: 'company' | 'upkeep';
  staff_email: string;
  created_at: string | Date;
}

/** The staff refunds that moved money on the ticket (the answered ones), oldest first. */
export async function refundsOf(db: Db, ticketId: number) {
  return queryRows<RefundListRow>(
    db,
    sql`select r.id, r.amount_cents, r.reason, r.borne_by, u.email as staff_email, r.created_at
          from staff_refunds r join staff_users u on u.id = r.staff_user_id
         where r.ticket_id = ${ticketId} and r.response is not null
           and (r.response ->> 'refundedCents')::int > 0
         order by r.created_at asc, r.id asc`,
  );
}

/** Holds the ticket's refund lock for the transaction: refunds of one ticket are decided one at a time. */
export async function lockTicketRefunds(tx: Tx, ticketId: number) {
  await lockKey(tx, 'staffRefunds', ticketId);
}

export async function refundByKey(db: Db, key: string): Promise<StaffRefundRow | null> {
  const [row] = await db.select().from(staffRefunds).where(eq(staffRefunds.idempotencyKey, key));
  return row ?? null;
}

/**
 * Cents of the ticket's staff refunds decided but not finished (no answer yet), created since `since`: they
 * are reserved against what may still be refunded. Older unfinished ones (a process that died mid-way) are
 * no longer counted: the ledger holds whatever they moved.
 */
export async function refundsUnderWay(tx: Tx, ticketId: number, since: Date): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select coalesce(sum(amount_cents), 0)::int as n from staff_refunds
         where ticket_id = ${ticketId} and response is null and created_at >= ${since.toISOString()}::timestamptz`,
  );
  return row?.n ?? 0;
}

export async function insertRefund(
  tx: Tx,
  values: {
    ticketId: number;
    staffUserId: number;
    key: string;
    amountCents: number;
    reason: string;
    borneBy: 'company' | 'upkeep';
    requestHash: string;
    now: Date;
  },
): Promise<StaffRefundRow> {
  const [row] = await tx
    .insert(staffRefunds)
    .values({
      ticketId: values.ticketId,
      staffUserId: values.staffUserId,
      idempotencyKey: values.key,
      amountCents: values.amountCents,
      reason: values.reason,
      borneBy: values.borneBy,
      requestHash: values.requestHash,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('insert into staff_refunds returned no row');
  return row;
}

/** The refund's answer, kept for retries; `amountCents` is what actually moved. */
export async function finishRefund(tx: Tx, id: number, amountCents: number, response: unknown) {
  await tx.update(staffRefunds).set({ amountCents, response }).where(eq(staffRefunds.id, id));
}

/** A refund that moved nothing (the provider refused it) is forgotten: its key may be tried again. */
export async function forgetRefund(db: Db, id: number) {
  await db.delete(staffRefunds).where(eq(staffRefunds.id, id));
}

export async function staffEmailOf(db: Db, staffUserId: number): Promise<string> {
  const [row] = await queryRows<{ email: string }>(db, sql`select email from staff_users where id = ${staffUserId}`);
  return row?.email ?? '';
}

/**
 * The approvals of the ticket's quotes not abandoned (decision 0039), oldest first, with the revision's number, the
 * option's title and the add-ons' descriptions: the console shows who signed what, when and from where.
 */
export function quoteApprovalsOf(db: Database | Tx, ticketId: number) {
  return queryRows<{
    id: number;
    status: 'awaiting_deposit' | 'approved' | 'abandoned';
    signed_name: string;
    signed_as: number;
    revision: number;
    option_id: number;
    option_title: string;
    add_ons: { id: number; description: string }[] | null;
    client_address: string | null;
    user_agent: string | null;
    scheduled_at: Date | string;
    duration_minutes: number;
    price_cents: number;
    fee_cents: number;
    total_cents: number;
    deposit_cents: number;
    created_at: Date | string;
    approved_at: Date | string | null;
  }>(
    db,
    sql`select a.id, a.status, a.signed_name, a.signed_as, r.revision, a.option_id, o.title as option_title,
               (select json_agg(json_build_object('id', l.id, 'description', l.description) order by l.position)
                  from quote_lines l
                 where l.id in (select (jsonb_array_elements_text(a.add_on_line_ids))::int)) as add_ons,
               a.client_address, a.user_agent, a.scheduled_at, a.duration_minutes, a.price_cents, a.fee_cents,
               a.total_cents, a.deposit_cents, a.created_at, a.approved_at
          from quote_approvals a
          join quotes q on q.id = a.quote_id
          join quote_revisions r on r.id = a.revision_id
          join quote_options o on o.id = a.option_id
         where q.ticket_id = ${ticketId} and a.status <> 'abandoned'
         order by a.id`,
  );
}

/** The quotes on the ticket its customer was sent (every status but a first draft never sent), latest first. */
export function sentQuotesOf(db: Db, ticketId: number) {
  return queryRows<{ id: number; status: QuoteStatus; sent_at: Date | string | null }>(
    db,
    sql`select id, status, sent_at from quotes
         where ticket_id = ${ticketId} and sent_at is not null
         order by sent_at desc, id desc`,
  );
}
