/** Leads, reviews and completed jobs of one company: the reads and the two writes of the insights pages. */
import { and, desc, eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import { companies, companyServices, reviews, serviceLeads, services, tickets } from '../../db/schema.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';

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
  /** The booking payment: its amount and what of it was given back (0 and 0 without one). */
  bookingCents: number;
  bookingRefundedCents: number;
  /** Extra charges paid, net of refunds. */
  extrasCents: number;
}

/**
 * The company's tickets moved to Completed in [from, to): the instant of the history row that completed
 * them, the ticket's price, its booking payment and its extra-charge payments (received money only, with
 * what was refunded of it), oldest completion first.
 */
export async function completedJobs(db: Database, companyId: number, from: Date, to: Date): Promise<CompletedJobRow[]> {
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
  }>(
    db,
    sql`select t.id as ticket_id, h.completed_at, s.name as service_name, t.name as customer_name, t.price_cents,
               coalesce((select sum(p.amount_cents) from payments p
                          where p.ticket_id = t.id and p.purpose = 'booking' and p.status in ${received}), 0)::int
                 as booking_cents,
               coalesce((select sum(p.refunded_cents) from payments p
                          where p.ticket_id = t.id and p.purpose = 'booking' and p.status in ${received}), 0)::int
                 as booking_refunded_cents,
               coalesce((select sum(p.amount_cents - p.refunded_cents) from payments p
                          where p.ticket_id = t.id and p.purpose = 'open_charge' and p.status in ${received}), 0)::int
                 as extras_cents
          from tickets t
          join (select ticket_id, max(created_at) as completed_at from ticket_history
                 where status_id = ${TicketStatusId.Completed} group by ticket_id) h on h.ticket_id = t.id
          join company_services cs on cs.id = t.company_service_id
          join services s on s.id = cs.service_id
         where t.company_id = ${companyId} and t.status_id = ${TicketStatusId.Completed}
           and h.completed_at >= ${from.toISOString()}::timestamptz and h.completed_at < ${to.toISOString()}::timestamptz
         order by h.completed_at, t.id`,
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
  }));
}
