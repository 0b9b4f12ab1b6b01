/** Leads, reviews and completed jobs of one company: the reads and the two writes of the insights pages. */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  companies,
  companyServices,
  earningsAdjustments,
  reviews,
  serviceLeads,
  services,
  tickets,
} from '../../../db/schema.ts';
import { TicketStatusId, UserTypeId } from '../../tickets/lifecycle/statuses.ts';

/** A page of the messages customers sent the company (through any of its services), newest first. */
export async function leadPage(db: Database, companyId: number, limit: number, offset: number) {
  return db
    .select({
      id: serviceLeads.id,
      name: serviceLeads.name,
      email: serviceLeads.email,
      phoneNumber: serviceLeads.phoneNumber,
      zipCode: serviceLeads.zipCode,
      message: serviceLeads.message,
      serviceName: services.name,
      registeredDate: serviceLeads.registeredDate,
      handledAt: serviceLeads.handledAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(serviceLeads)
    .innerJoin(companyServices, eq(companyServices.id, serviceLeads.companyServiceId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(companyServices.companyId, companyId))
    .orderBy(desc(serviceLeads.registeredDate), desc(serviceLeads.id))
    .limit(limit)
    .offset(offset);
}

/** How many leads the company has (a page past the end has no row to carry the count). */
export async function leadCount(db: Database, companyId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(serviceLeads)
    .innerJoin(companyServices, eq(companyServices.id, serviceLeads.companyServiceId))
    .where(eq(companyServices.companyId, companyId));
  return row?.n ?? 0;
}

/**
 * Marks the company's lead handled (keeping the first instant it was) or not; false when the company has no
 * such lead.
 */
export async function setLeadHandled(db: Database, companyId: number, leadId: number, handledAt: Date | null) {
  const handled =
    handledAt === null ? null : sql`coalesce(${serviceLeads.handledAt}, ${handledAt.toISOString()}::timestamptz)`;
  const updated = await db
    .update(serviceLeads)
    .set({ handledAt: handled })
    .where(
      and(
        eq(serviceLeads.id, leadId),
        sql`${serviceLeads.companyServiceId} in (select ${companyServices.id} from ${companyServices} where ${companyServices.companyId} = ${companyId})`,
      ),
    )
    .returning({ id: serviceLeads.id });
  return updated.length > 0;
}

/** The company's reviews, newest first, with the service of the reviewed ticket (none without a ticket). */
export async function companyReviews(db: Database, companyId: number) {
  return db
    .select({
      id: reviews.id,
      ticketId: reviews.ticketId,
      userName: reviews.userName,
      serviceName: services.name,
      companyScore: reviews.companyScore,
      companyComment: reviews.companyComment,
      createdAt: reviews.createdAt,
      reply: reviews.reply,
    })
    .from(reviews)
    .leftJoin(tickets, eq(tickets.id, reviews.ticketId))
    .leftJoin(companyServices, eq(companyServices.id, tickets.companyServiceId))
    .leftJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(reviews.companyId, companyId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
}

/**
 * Sets the reply of the company's review if it has none yet, in one statement (two concurrent replies: one
 * wins). Answers 'replied', 'already' (it has a reply) or 'missing' (the company has no such review).
 */
export async function replyOnce(db: Database, companyId: number, reviewId: number, reply: string, now: Date) {
  const updated = await db
    .update(reviews)
    .set({ reply, repliedAt: now })
    .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId), sql`${reviews.reply} is null`))
    .returning({ id: reviews.id });
  if (updated.length > 0) return 'replied' as const;
  const [existing] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.companyId, companyId)));
  return existing ? ('already' as const) : ('missing' as const);
}

/** The company's own commission rate in percent (staff set it), or null: it follows the setting. */
export async function companyCommissionOverride(db: Database | Tx, companyId: number): Promise<number | null> {
  const [row] = await db
    .select({ percent: companies.commissionPercent })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.percent ?? null;
}

export interface CompletedJobRow {
  ticketId: number;
  completedAt: Date;
  serviceName: string;
  customerName: string;
  priceCents: number;
  /**
   * The order's payments (the booking's, a quote's deposit: decision 0039): their amount and what of it was given
   * back before completion (0 and 0 without one).
   */
  bookingCents: number;
  bookingRefundedCents: number;
  /**
   * The order's total (price + fee − discount) of a ticket with an approved quote, whose work is paid in parts (a
   * deposit, then the invoice): its work earned is the price's share of what was paid of it. Null for the others.
   */
  orderCents?: number | null;
  /**
   * Extra charges paid by the moment of completion, net of the refunds given before it. A charge the customer
   * pays later is a line of the month it is paid in (statementLines), never a change to this job's month.
   */
  extrasCents: number;
}

/**
 * Cents of payment `p` refunded by staff refunds made after the ticket `t` was completed: those are the
 * month's adjustment lines (or UpKeep's goodwill), never a change to the completed job's own figures. Each
 * staff refund stores how it was spread over the ticket's payments (`parts`, staff-tickets/refunds.ts).
 */
const refundedAfterCompletion = sql.raw(`coalesce((select sum((part ->> 'cents')::int) from staff_refunds r
        cross join lateral jsonb_array_elements(coalesce(r.response -> 'parts', '[]'::jsonb)) part
        where r.ticket_id = t.id and r.created_at >= t.completed_at and (part ->> 'paymentId')::int = p.id), 0)`);

/** A payment received by the moment its ticket was completed (`p` and `t`). */
const paidByCompletion = sql.raw('(p.succeeded_at is null or p.succeeded_at <= t.completed_at)');

/**
 * The company's tickets completed in [from, to): the moment they were first completed (`completed_at`,
 * written once by the lifecycle), the ticket's price, its booking payment and its extra-charge payments
 * (received money only, with what was refunded of it before completion), oldest completion first. What
 * happens after completion (a refund, a declined charge) never moves a job or changes its figures here.
 */
export async function completedJobs(db: Database, companyId: number, from: Date, to: Date): Promise<CompletedJobRow[]> {
  return completedJobRows(
    db,
    sql`t.company_id = ${companyId}
        and t.completed_at >= ${from.toISOString()}::timestamptz and t.completed_at < ${to.toISOString()}::timestamptz`,
  );
}

/** One completed ticket's figures as its month's statement has them (null when it is not completed). */
export async function completedJob(db: Database | Tx, ticketId: number): Promise<CompletedJobRow | null> {
  const [row] = await completedJobRows(db, sql`t.id = ${ticketId}`);
  return row ?? null;
}

async function completedJobRows(db: Database | Tx, where: SQL): Promise<CompletedJobRow[]> {
  const received = sql.raw(`('succeeded', 'applied', 'refunded')`);
  const rows = await queryRows<{
    ticket_id: number;
    completed_at: Date | string;
    service_name: string;
    customer_name: string;
    price_cents: number;
    booking_cents: number;
    booking_refunded_cents: number;
    extras_cents: number;
    order_cents: number | null;
  }>(
    db,
    sql`select t.id as ticket_id, t.completed_at, s.name as service_name, t.name as customer_name, t.price_cents,
               coalesce((select sum(p.amount_cents) from payments p
                          where p.ticket_id = t.id and p.purpose in ('booking', 'deposit')
                            and p.status in ${received}), 0)::int
                 as booking_cents,
               coalesce((select sum(p.refunded_cents - ${refundedAfterCompletion}) from payments p
                          where p.ticket_id = t.id and p.purpose in ('booking', 'deposit')
                            and p.status in ${received}), 0)::int
                 as booking_refunded_cents,
               case when exists (select 1 from quotes q where q.ticket_id = t.id and q.status = 'approved')
                    then t.price_cents + t.fee_cents - t.discount_cents end as order_cents,
               coalesce((select sum(p.amount_cents - p.refunded_cents + ${refundedAfterCompletion}) from payments p
                          where p.ticket_id = t.id and p.purpose = 'open_charge' and p.status in ${received}
                            and ${paidByCompletion}), 0)::int
                 as extras_cents
          from tickets t
          join company_services cs on cs.id = t.company_service_id
          join services s on s.id = cs.service_id
         where t.status_id = ${TicketStatusId.Completed} and ${where}
         order by t.completed_at, t.id`,
  );
  return rows.map((r) => ({
    ticketId: Number(r.ticket_id),
    completedAt: new Date(r.completed_at),
    serviceName: r.service_name,
    customerName: r.customer_name,
    priceCents: Number(r.price_cents),
    bookingCents: Number(r.booking_cents),
    bookingRefundedCents: Number(r.booking_refunded_cents),
    extrasCents: Number(r.extras_cents),
    orderCents: r.order_cents === null ? null : Number(r.order_cents),
  }));
}

/** A ticket its customer cancelled, with the figures its kept cancellation fee is read from (ticket-money). */
export interface CancelledTicketRow {
  id: number;
  statusId: number;
  scheduledAt: Date;
  serviceName: string;
  customerName: string;
}

/**
 * The company's tickets its customer (or guest) cancelled with the cancellation (the move into Cancelled, not
 * the notes written after it: ticket-money's `cancellationOf`) in [from, to) (or the one ticket named), oldest
 * cancellation first: those whose fee the policy may have kept for the company.
 */
export async function customerCancellations(
  db: Database | Tx,
  companyId: number,
  range: { from: Date; to: Date } | { ticketId: number },
): Promise<CancelledTicketRow[]> {
  const where =
    'ticketId' in range
      ? sql`t.id = ${range.ticketId}`
      : sql`h.created_at >= ${range.from.toISOString()}::timestamptz and h.created_at < ${range.to.toISOString()}::timestamptz`;
  const rows = await queryRows<{
    id: number;
    status_id: number;
    scheduled_at: Date | string;
    service_name: string;
    customer_name: string;
  }>(
    db,
    sql`select t.id, t.status_id, t.scheduled_at, s.name as service_name, t.name as customer_name
          from tickets t
          join company_services cs on cs.id = t.company_service_id
          join services s on s.id = cs.service_id
          join lateral (select h.created_at, h.user_type_id from ticket_history h
                         where h.ticket_id = t.id and h.status_id = ${TicketStatusId.Cancelled}
                           and h.id > coalesce((select max(o.id) from ticket_history o
                                                 where o.ticket_id = t.id
                                                   and o.status_id <> ${TicketStatusId.Cancelled}), 0)
                         order by h.id limit 1) h on true
         where t.company_id = ${companyId} and t.status_id = ${TicketStatusId.Cancelled}
           and h.user_type_id in (${UserTypeId.Customer}, ${UserTypeId.Guest}) and ${where}
         order by h.created_at, t.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    statusId: Number(r.status_id),
    scheduledAt: new Date(r.scheduled_at),
    serviceName: r.service_name,
    customerName: r.customer_name,
  }));
}

export interface StatementLineRow {
  ticketId: number;
  kind: 'refund' | 'declined_charge' | 'late_charge';
  borneBy: 'company' | 'upkeep';
  /**
   * Negative: what the company's earnings lose; 0 for a refund UpKeep bore; for a late charge, the amount the
   * customer paid (gross: the service takes UpKeep's commission from it).
   */
  amountCents: number;
  reason: string;
  createdAt: Date;
}

/**
 * What happened in [from, to) to the company's jobs completed before it: its earnings adjustments (negative,
 * a refund or a declined charge the company bears) and the refunds UpKeep bore as goodwill (nothing taken
 * from the company, listed so the statement shows them), oldest first.
 */
export async function statementLines(db: Database, companyId: number, from: Date, to: Date) {
  const rows = await queryRows<{
    ticket_id: number;
    kind: string;
    borne_by: string;
    amount_cents: number;
    reason: string;
    created_at: Date | string;
  }>(
    db,
    sql`select * from (
          select a.ticket_id, a.kind, 'company' as borne_by, a.amount_cents, a.reason, a.created_at
            from earnings_adjustments a
           where a.company_id = ${companyId}
             and a.created_at >= ${from.toISOString()}::timestamptz and a.created_at < ${to.toISOString()}::timestamptz
          union all
          select r.ticket_id, 'refund' as kind, 'upkeep' as borne_by, 0 as amount_cents, r.reason, r.created_at
            from staff_refunds r join tickets t on t.id = r.ticket_id
           where t.company_id = ${companyId} and r.borne_by = 'upkeep' and r.created_at >= t.completed_at
             and coalesce((r.response ->> 'refundedCents')::int, 0) > 0
             and r.created_at >= ${from.toISOString()}::timestamptz and r.created_at < ${to.toISOString()}::timestamptz
          union all
          select p.ticket_id, 'late_charge' as kind, 'company' as borne_by, p.amount_cents,
                 coalesce(c.description, '') as reason, p.succeeded_at as created_at
            from payments p join tickets t on t.id = p.ticket_id
            left join open_charges c on c.id = p.open_charge_id
           where t.company_id = ${companyId} and p.purpose = 'open_charge'
             and p.status in ('succeeded', 'applied', 'refunded') and p.succeeded_at > t.completed_at
             and p.succeeded_at >= ${from.toISOString()}::timestamptz and p.succeeded_at < ${to.toISOString()}::timestamptz
        ) lines order by created_at, ticket_id`,
  );
  return rows.map(
    (r): StatementLineRow => ({
      ticketId: Number(r.ticket_id),
      kind: r.kind === 'declined_charge' || r.kind === 'late_charge' ? r.kind : 'refund',
      borneBy: r.borne_by === 'upkeep' ? 'upkeep' : 'company',
      amountCents: Number(r.amount_cents),
      reason: r.reason,
      createdAt: new Date(r.created_at),
    }),
  );
}

export interface TipLineRow {
  ticketId: number;
  paidAt: Date;
  /** The crew that did the job (its name when the tip was given), null when none held it. */
  crewName: string | null;
  customerName: string;
  amountCents: number;
}

/**
 * The company's tips paid in [from, to) (decision 0039), oldest first: each the whole amount the customer gave, with
 * the crew that did the job. A refund of a tip is an adjustment of the month it happens, as for any refund.
 */
export async function tipLines(db: Database, companyId: number, from: Date, to: Date): Promise<TipLineRow[]> {
  const rows = await queryRows<{
    ticket_id: number;
    paid_at: Date | string;
    crew_name: string | null;
    customer_name: string;
    amount_cents: number;
  }>(
    db,
    sql`select tp.ticket_id, tp.paid_at, c.name as crew_name, t.name as customer_name, tp.amount_cents
          from tips tp
          join tickets t on t.id = tp.ticket_id
          left join crews c on c.id = tp.crew_id
         where tp.company_id = ${companyId} and tp.status = 'paid'
           and tp.paid_at >= ${from.toISOString()}::timestamptz and tp.paid_at < ${to.toISOString()}::timestamptz
         order by tp.paid_at, tp.ticket_id`,
  );
  return rows.map((r) => ({
    ticketId: Number(r.ticket_id),
    paidAt: new Date(r.paid_at),
    crewName: r.crew_name,
    customerName: r.customer_name,
    amountCents: Number(r.amount_cents),
  }));
}

/** The sum of a ticket's earnings adjustments, in cents (0 or negative). */
export async function adjustmentsOfTicket(db: Database | Tx, ticketId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`select coalesce(sum(a.amount_cents), 0)::int as cents from earnings_adjustments a where a.ticket_id = ${ticketId}`,
  );
  return Number(row?.cents ?? 0);
}

/** Writes an earnings adjustment (negative cents) in the caller's transaction. */
export async function insertAdjustment(
  tx: Tx,
  row: {
    companyId: number;
    ticketId: number;
    kind: 'refund' | 'declined_charge';
    amountCents: number;
    reason: string;
    createdAt: Date;
  },
) {
  await tx.insert(earningsAdjustments).values(row);
}

/**
 * The company's payouts to its bank in [from, to): what arrived in it (paid), and what left in it and is still on
 * its way (in transit), in cents.
 */
export async function monthPayouts(db: Database, companyId: number, from: Date, to: Date) {
  const [row] = await queryRows<{ paid_out: number; on_its_way: number }>(
    db,
    sql`select coalesce(sum(amount_cents) filter (where status = 'paid' and arrival_at >= ${from.toISOString()}::timestamptz
                                                   and arrival_at < ${to.toISOString()}::timestamptz), 0)::int as paid_out,
               coalesce(sum(amount_cents) filter (where status = 'in_transit' and created_at >= ${from.toISOString()}::timestamptz
                                                   and created_at < ${to.toISOString()}::timestamptz), 0)::int as on_its_way
          from payouts where company_id = ${companyId}`,
  );
  return { paidOutCents: Number(row?.paid_out ?? 0), onItsWayCents: Number(row?.on_its_way ?? 0) };
}
