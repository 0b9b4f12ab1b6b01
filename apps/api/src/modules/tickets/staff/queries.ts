/**
 * The staff console's reads and writes of tickets: the search, a ticket's messages, its staff refunds (one
 * row per Idempotency-Key), the customer and company a ticket names. Plain rows out; money in cents.
 */
import { eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { staffRefunds, tickets } from '../../../db/schema.ts';
import { lockKey } from '../../../lib/advisory-locks.ts';
import { ticketListConditions } from '../customer/conditions.ts';

type Db = Database | Tx;
export type TicketRow = typeof tickets.$inferSelect;
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
  /** Every payment received (before refunds) and what was given back of them: the ticket totals' paid, refunded. */
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

export async function ticketPage(db: Db, filter: StaffTicketFilter, limit: number, offset: number) {
  const condition = conditionOf(filter);
  return queryRows<StaffTicketListRow>(
    db,
    sql`select t.id, s.status, s.id as status_id, t.scheduled_at, sv.name as service_name, c.id as company_id,
               c.name as company_name, t.name as customer_name, t.email, t.phone_number, t.customer_id,
               t.total_cents, t.paid_cents, t.created_at, count(*) over () as total_count,
               coalesce((select sum(p.amount_cents) from payments p
                          where p.ticket_id = t.id and p.status in ('succeeded', 'applied', 'refunded')), 0)::int
                 as received_cents,
               coalesce((select sum(p.refunded_cents) from payments p
                          where p.ticket_id = t.id and p.status in ('succeeded', 'applied', 'refunded')), 0)::int
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

export async function ticketCount(db: Db, filter: StaffTicketFilter): Promise<number> {
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
