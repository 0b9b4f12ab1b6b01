/**
 * My tickets: the list, the detail, lines, history, the status flow as data, status changes, reviews.
 * Every ticket-scoped function starts from ownedTicket (401 'Access denied…' otherwise).
 */
import { minutesToDuration, type TicketDetail, type TicketListItem, valleyInstant } from '@upkeep/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '../../db/client.ts';
import {
  companies,
  companyServices,
  payments,
  reviews,
  services,
  statusFlow,
  ticketHistory,
  ticketServices,
  ticketStatuses,
  tickets,
  userTypes,
} from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { dollars } from '../../lib/format.ts';
import type { Principal } from '../../plugins/auth.ts';
import { UserTypeId } from '../lifecycle/statuses.ts';
import { enqueue } from '../notifications/outbox.ts';
import { ownedTicket, type TicketRow } from './ownership.ts';

const userTypeOf = (p: Principal) => (p.kind === 'customer' ? UserTypeId.Customer : UserTypeId.Guest);
const ownerCondition = (p: Principal) =>
  p.kind === 'customer' ? sql`t.customer_id = ${p.customerId}` : sql`t.guest_id = ${p.guestId}`;

const nextDay = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
};

export interface ListFilters {
  PageNumber: number;
  _pageSize: number;
  MinDate?: string | undefined;
  MaxDate?: string | undefined;
  TicketID?: number | undefined;
  StatusID?: number | undefined;
  ServiceID?: number | undefined;
}

interface ListRow extends Record<string, unknown> {
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

/** The caller's confirmed tickets, newest visit first, filtered and paged (dates are valley dates). */
export async function listTickets(app: FastifyInstance, principal: Principal, f: ListFilters) {
  const conditions = [ownerCondition(principal), sql`t.confirmed_at is not null`];
  if (f.MinDate)
    conditions.push(sql`t.scheduled_at >= ${valleyInstant(f.MinDate, '00:00').toISOString()}::timestamptz`);
  if (f.MaxDate)
    conditions.push(sql`t.scheduled_at < ${valleyInstant(nextDay(f.MaxDate), '00:00').toISOString()}::timestamptz`);
  if (f.TicketID) conditions.push(sql`t.id = ${f.TicketID}`);
  if (f.StatusID) conditions.push(sql`t.status_id = ${f.StatusID}`);
  if (f.ServiceID) conditions.push(sql`cs.service_id = ${f.ServiceID}`);
  const offset = (f.PageNumber - 1) * f._pageSize;
  const rows = await queryRows<ListRow>(
    app.db,
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
         order by t.scheduled_at desc, t.id desc
         limit ${f._pageSize} offset ${offset}`,
  );
  let totalCount = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && offset > 0) {
    const [count] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from tickets t join company_services cs on cs.id = t.company_service_id
           where ${sql.join(conditions, sql` and `)}`,
    );
    totalCount = count?.n ?? 0;
  }
  const data: TicketListItem[] = rows.map((r) => ({
    id: r.id,
    scheduledDate: new Date(r.scheduled_at).toISOString(),
    status: r.status,
    statusId: r.status_id,
    totalPrice: dollars(r.total_cents),
    companyName: r.company_name,
    serviceName: r.service_name,
    servicesID: r.service_id,
    canReview: r.reviewable && !r.reviewed,
    isReviewedByCustomer: r.reviewed,
    isOpenCharge: r.has_charges,
    openChargePendingPayment: r.pending_charges,
  }));
  return {
    data,
    pages: {
      pageNumber: f.PageNumber,
      pageSize: f._pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / f._pageSize),
    },
  };
}

export async function ticketStatusList(app: FastifyInstance) {
  return app.db
    .select({ id: ticketStatuses.id, status: ticketStatuses.status })
    .from(ticketStatuses)
    .orderBy(asc(ticketStatuses.sortOrder));
}

/** The customer's next steps from the ticket's status, as the flow table allows them. */
async function flowFor(app: FastifyInstance, ticket: TicketRow, principal: Principal) {
  if (ticket.confirmedAt === null) return [];
  return app.db
    .select({ action: statusFlow.action, nextStatusID: statusFlow.toStatusId })
    .from(statusFlow)
    .where(and(eq(statusFlow.fromStatusId, ticket.statusId), eq(statusFlow.userTypeId, userTypeOf(principal))))
    .orderBy(asc(statusFlow.id));
}

export async function ticketDetail(
  app: FastifyInstance,
  principal: Principal | null,
  ticketId: number,
): Promise<TicketDetail> {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const [info] = await app.db
    .select({
      companyName: companies.name,
      companyId: companies.id,
      serviceName: services.name,
      serviceId: services.id,
      status: ticketStatuses.status,
      reviewable: ticketStatuses.reviewable,
      customerCanReschedule: ticketStatuses.customerCanReschedule,
    })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .innerJoin(ticketStatuses, eq(ticketStatuses.id, ticket.statusId))
    .where(eq(companyServices.id, ticket.companyServiceId));
  const [review] = await app.db.select({ id: reviews.id }).from(reviews).where(eq(reviews.ticketId, ticket.id));
  const flow = await flowFor(app, ticket, principal!);
  const confirmed = ticket.confirmedAt !== null;
  return {
    id: ticket.id,
    name: ticket.name,
    email: ticket.email,
    phoneNumber: ticket.phoneNumber,
    address: ticket.address,
    zipCode: ticket.zipCode,
    companyName: info!.companyName,
    companyId: info!.companyId,
    companyServiceId: ticket.companyServiceId,
    serviceName: info!.serviceName,
    servicesID: info!.serviceId,
    price: dollars(ticket.priceCents),
    fee: dollars(ticket.feeCents),
    discountAmount: dollars(ticket.discountCents),
    totalPrice: dollars(ticket.totalCents),
    totalPaid: dollars(ticket.paidCents),
    createdDate: ticket.createdAt.toISOString(),
    scheduledDate: ticket.scheduledAt.toISOString(),
    duration: minutesToDuration(ticket.durationMinutes),
    serviceDuration: minutesToDuration(ticket.serviceDurationMinutes),
    status: info!.status,
    statusId: ticket.statusId,
    instructions: ticket.instructions,
    description: ticket.description,
    isEstimate: ticket.isEstimate,
    canCustomerUpdate: confirmed && flow.length > 0,
    canCustomerReschedule: confirmed && info!.customerCanReschedule && ticket.scheduledAt > app.now(),
    canReview: info!.reviewable && !review,
    isReviewedByCustomer: Boolean(review),
  };
}

export async function ticketLinesOf(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const rows = await app.db
    .select()
    .from(ticketServices)
    .where(eq(ticketServices.ticketId, ticket.id))
    .orderBy(asc(ticketServices.id));
  return rows.map((l) => ({
    id: l.id,
    displayName: l.displayName,
    price: dollars(l.priceCents),
    description: l.description,
    quantity: l.quantity,
  }));
}

export async function historyOf(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const rows = await app.db
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
    .where(eq(ticketHistory.ticketId, ticket.id))
    .orderBy(asc(ticketHistory.createdAt), asc(ticketHistory.id));
  return rows.map((r) => ({
    id: r.id,
    updatedAt: r.createdAt.toISOString(),
    status: r.status,
    comments: r.comments,
    userType: { type: r.type },
  }));
}

export async function statusFlowOf(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  return flowFor(app, ticket, principal!);
}

/**
 * Moves the ticket to `nextStatusId` if the flow allows it for the caller from its current status (else 409):
 * the status, its slot-holding flag and the history change together, and the company is told by e-mail.
 */
export async function changeStatus(
  app: FastifyInstance,
  principal: Principal | null,
  ticketId: number,
  nextStatusId: number,
  comments: string,
) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const flow = await flowFor(app, ticket, principal!);
  const step = flow.find((f) => f.nextStatusID === nextStatusId);
  if (!step) throw conflict('This status change is not allowed for this ticket now.');
  const [next] = await app.db.select().from(ticketStatuses).where(eq(ticketStatuses.id, nextStatusId));
  const now = app.now();
  await app.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(tickets)
      .set({ statusId: next!.id, holdsSlot: next!.holdsSlot, updatedAt: now })
      .where(and(eq(tickets.id, ticket.id), eq(tickets.statusId, ticket.statusId)))
      .returning({ id: tickets.id });
    // Someone else moved it first.
    if (!moved) throw conflict('The ticket changed meanwhile; reload it and try again.');
    await tx.insert(ticketHistory).values({
      ticketId: ticket.id,
      statusId: next!.id,
      comments: comments || step.action,
      userTypeId: userTypeOf(principal!),
      createdAt: now,
    });
    const [company] = await tx
      .select({ email: companies.email, name: companies.name })
      .from(companies)
      .where(eq(companies.id, ticket.companyId));
    await enqueue(
      tx,
      {
        channel: 'email',
        recipient: company!.email,
        subject: `UpKeep ticket #${ticket.id}: ${next!.status}`,
        body: [
          `Hello ${company!.name},`,
          '',
          `The customer moved ticket #${ticket.id} to "${next!.status}" (${step.action}).`,
          comments ? `Their comments: ${comments}` : 'No comments.',
          '',
          'The UpKeep team',
        ].join('\n'),
      },
      now,
    );
  });
  app.outbox.kick();
  return { ticketId: ticket.id, statusId: next!.id, status: next!.status };
}

/** "Dana W.": the name a public review shows. */
export const reviewerName = (name: string) => {
  const [first, ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last[0]!.toUpperCase()}.` : (first ?? 'Customer');
};

export async function createReview(
  app: FastifyInstance,
  principal: Principal | null,
  input: { ticketId: number; companyScore: number; companyComment: string; upKeepScore: number; upKeepComment: string },
) {
  const ticket = await ownedTicket(app.db, input.ticketId, principal);
  const [status] = await app.db.select().from(ticketStatuses).where(eq(ticketStatuses.id, ticket.statusId));
  if (!status?.reviewable) throw conflict('This ticket cannot be reviewed yet.');
  const inserted = await queryRows<{ id: number }>(
    app.db,
    sql`insert into reviews (ticket_id, company_id, customer_id, user_name, company_score, company_comment,
                             upkeep_score, upkeep_comment, created_at)
        values (${ticket.id}, ${ticket.companyId}, ${ticket.customerId}, ${reviewerName(ticket.name)}, ${input.companyScore},
                ${input.companyComment}, ${input.upKeepScore}, ${input.upKeepComment}, ${app.now().toISOString()}::timestamptz)
        on conflict (ticket_id) do nothing returning id`,
  );
  if (inserted.length === 0) throw conflict('This ticket was already reviewed.');
  return { id: inserted[0]!.id };
}

export async function reviewOf(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const [review] = await app.db.select().from(reviews).where(eq(reviews.ticketId, ticket.id));
  if (!review) throw notFound('This ticket has no review yet.');
  return {
    companyScore: review.companyScore,
    companyComment: review.companyComment,
    upKeepScore: review.upKeepScore,
    upKeepComment: review.upKeepComment,
    reviewDate: review.createdAt.toISOString(),
  };
}

export async function publicReviews(
  app: FastifyInstance,
  q: { PageNumber: number; _pageSize: number; MinScore: number },
) {
  const where = and(eq(reviews.isPublic, true), sql`${reviews.upKeepScore} >= ${q.MinScore}`);
  const rows = await app.db
    .select({
      id: reviews.id,
      userName: reviews.userName,
      upKeepScore: reviews.upKeepScore,
      upKeepComment: reviews.upKeepComment,
      createdAt: reviews.createdAt,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(reviews)
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(q._pageSize)
    .offset((q.PageNumber - 1) * q._pageSize);
  const totalCount = rows[0]?.total ?? 0;
  return {
    data: rows.map((r) => ({
      id: r.id,
      userName: r.userName,
      upKeepScore: r.upKeepScore,
      upKeepComment: r.upKeepComment,
      reviewDate: r.createdAt.toISOString(),
    })),
    pages: {
      pageNumber: q.PageNumber,
      pageSize: q._pageSize,
      totalCount,
      totalPages: Math.ceil(totalCount / q._pageSize),
    },
  };
}

/** Everything the PDF shows, for the ticket's owner. */
export async function ticketReport(app: FastifyInstance, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(app.db, ticketId, principal);
  const [info] = await app.db
    .select({
      companyName: companies.name,
      companyPhone: companies.phoneNumber,
      companyAddress: companies.address,
      companyCity: companies.city,
      serviceName: services.name,
      status: ticketStatuses.status,
    })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .innerJoin(ticketStatuses, eq(ticketStatuses.id, ticket.statusId))
    .where(eq(companyServices.id, ticket.companyServiceId));
  const lines = await app.db
    .select()
    .from(ticketServices)
    .where(eq(ticketServices.ticketId, ticket.id))
    .orderBy(asc(ticketServices.id));
  const paymentRows = await app.db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticket.id), inArray(payments.status, ['succeeded', 'applied'])))
    .orderBy(asc(payments.id));
  const history = await historyOf(app, principal, ticket.id);
  return {
    id: ticket.id,
    customer: { name: ticket.name, email: ticket.email, phoneNumber: ticket.phoneNumber, address: ticket.address },
    company: {
      name: info!.companyName,
      phoneNumber: info!.companyPhone,
      address: `${info!.companyAddress}, ${info!.companyCity}`,
    },
    serviceName: info!.serviceName,
    status: info!.status,
    createdAt: ticket.createdAt,
    scheduledAt: ticket.scheduledAt,
    durationMinutes: ticket.durationMinutes,
    instructions: ticket.instructions,
    description: ticket.description,
    lines: lines.map((l) => ({ displayName: l.displayName, description: l.description, priceCents: l.priceCents })),
    totals: {
      priceCents: ticket.priceCents,
      feeCents: ticket.feeCents,
      discountCents: ticket.discountCents,
      totalCents: ticket.totalCents,
      paidCents: ticket.paidCents,
    },
    payments: paymentRows.map((p) => ({
      purpose: p.purpose,
      amountCents: p.amountCents,
      status: p.status,
      at: p.succeededAt ?? p.createdAt,
    })),
    history: history.map((h) => ({
      at: new Date(h.updatedAt),
      status: h.status,
      comments: h.comments,
      who: h.userType.type,
    })),
    generatedAt: app.now(),
  };
}
