/**
 * My tickets: the list, the detail, lines, history, the status flow as data, and status changes (through
 * the lifecycle). Every ticket-scoped function starts from ownedTicket (401 'Access denied…' otherwise).
 */
import { confirmWithinHours, minutesToDuration, type TicketDetail, type TicketListItem } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { dollars } from '../../../lib/format.ts';
import { visitCalendar } from '../../../lib/icalendar.ts';
import type { Principal } from '../../../plugins/auth.ts';
import { companyServiceOf } from '../../companies/catalog/service.ts';
import { photoConsentOf } from '../../companies/photo-consent/service.ts';
import { customerLocale } from '../../messages/notifications/recipient-locale.ts';
import { visitOf } from '../../messages/notifications/visit.ts';
import type { LedgerDeps } from '../../money/payments/ledger.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { ownedTicket, type TicketRow } from '../lifecycle/ownership.ts';
import { actorOf, nextSteps, statusList, statusOf } from '../lifecycle/service.ts';
import { TicketStatusId, type UserTypeIdValue } from '../lifecycle/statuses.ts';
import { cancellationFeeNow, cancellationPolicyAnswer, totalsAnswerOf } from '../money/service.ts';
import { pendingMoveRequest } from '../move-requests/service.ts';
import { move, refundAfterMove } from '../moves/service.ts';
import { ticketTipOf } from '../tips/service.ts';
import type { TicketListFilters } from './conditions.ts';
import * as q from './queries.ts';

export type ListFilters = TicketListFilters;

/**
 * The caller's confirmed tickets, filtered and paged (dates are valley dates): upcoming visits soonest first,
 * then past ones newest first (queries.ts ticketPage).
 */
export async function listTickets(db: Database, principal: Principal, f: ListFilters, now: Date) {
  const offset = (f.PageNumber - 1) * f._pageSize;
  const rows = await q.customerTicketPage(db, principal, f, offset, now);
  let totalCount = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && offset > 0) totalCount = await q.customerTicketCount(db, principal, f);
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

export const ticketStatusList = (db: Database) => statusList(db);

/** The caller's next steps from the ticket's status, as the flow table allows them (none before confirmation). */
async function flowFor(db: Database, ticket: TicketRow, principal: Principal) {
  return flowAs(db, ticket, actorOf(principal));
}

async function flowAs(db: Database, ticket: TicketRow, actor: UserTypeIdValue) {
  if (ticket.confirmedAt === null) return [];
  return nextSteps(db, ticket.statusId, actor);
}

export async function ticketDetail(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  principal: Principal | null,
  ticketId: number,
): Promise<TicketDetail> {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  return ticketView(deps, ticket, actorOf(principalOf(principal)));
}

/**
 * A ticket as its owner sees it (`actor`: Customer or Guest, whose flow rows decide what they may change):
 * the customer's detail, and the staff console's copy of it.
 */
export async function ticketView(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  ticket: TicketRow,
  actor: UserTypeIdValue,
): Promise<TicketDetail> {
  const { db } = deps;
  const info = await companyServiceOf(db, ticket);
  const status = await statusOf(db, ticket.statusId);
  if (!status) throw new Error(`ticket ${ticket.id} has an unknown status`);
  const reviewed = await q.hasReview(db, ticket.id);
  const flow = await flowAs(db, ticket, actor);
  const moveRequest = await pendingMoveRequest(db, ticket.id);
  const totals = await totalsAnswerOf(db, ticket);
  const photoConsent = await photoConsentOf(db, ticket.id);
  const waiting = ticket.statusId === TicketStatusId.Pending && ticket.confirmedAt !== null;
  const within = waiting
    ? confirmWithinHours(ticket.scheduledAt, await readSetting(db, 'request_expiry_hours'), deps.now())
    : null;
  const confirmed = ticket.confirmedAt !== null;
  return {
    id: ticket.id,
    name: ticket.name,
    email: ticket.email,
    phoneNumber: ticket.phoneNumber,
    address: ticket.address,
    zipCode: ticket.zipCode,
    companyName: info.companyName,
    companySlug: info.companySlug,
    companyId: info.companyId,
    companyServiceId: ticket.companyServiceId,
    serviceName: info.serviceName,
    servicesID: info.serviceId,
    price: dollars(ticket.priceCents),
    fee: dollars(ticket.feeCents),
    discountAmount: dollars(ticket.discountCents),
    totalPrice: dollars(ticket.totalCents),
    totalPaid: dollars(ticket.paidCents),
    totals,
    cancellationFee: dollars(await cancellationFeeNow(db, ticket, ticket.paidCents, deps.now())),
    cancellationPolicy: await cancellationPolicyAnswer(db),
    confirmWithinHours: within,
    createdDate: ticket.createdAt.toISOString(),
    scheduledDate: ticket.scheduledAt.toISOString(),
    duration: minutesToDuration(ticket.durationMinutes),
    serviceDuration: minutesToDuration(ticket.serviceDurationMinutes),
    status: status.status,
    statusId: ticket.statusId,
    instructions: ticket.instructions,
    description: ticket.description,
    isEstimate: ticket.isEstimate,
    canCustomerUpdate: confirmed && flow.length > 0,
    // A move waiting for the company is answered before another is asked.
    canCustomerReschedule:
      confirmed && status.customerCanReschedule && ticket.scheduledAt > deps.now() && moveRequest === null,
    canReview: status.reviewable && !reviewed,
    isReviewedByCustomer: reviewed,
    moveRequest,
    photoConsent,
    tip: await ticketTipOf(db, ticket.id),
    quotes: (await q.sentQuotesOf(db, ticket.id)).map((quote) => ({
      id: quote.id,
      status: quote.status,
      sentAt: quote.sent_at === null ? null : new Date(quote.sent_at).toISOString(),
    })),
  };
}

/** After ownedTicket succeeded the principal is known; this says so to the type checker. */
function principalOf(principal: Principal | null): Principal {
  if (!principal) throw new Error('ownedTicket let an anonymous caller through');
  return principal;
}

export async function ticketLinesOf(db: Database, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  const rows = await q.linesOf(db, ticket.id);
  return rows.map((l) => ({
    id: l.id,
    displayName: l.displayName,
    price: dollars(l.priceCents),
    description: l.description,
    quantity: l.quantity,
  }));
}

/** A ticket's lines, for a caller that already knows it may read them (the company's job, the staff console). */
export const linesOfTicket = (db: Database | Tx, ticketId: number) => q.linesOf(db, ticketId);

/** A ticket's history, for a caller that already knows it may read it (the company's job, the staff console). */
export const historyOfTicket = (db: Database | Tx, ticketId: number) => q.historyOf(db, ticketId);

export async function historyOf(db: Database, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  const rows = await q.historyOf(db, ticket.id);
  return rows.map((r) => ({
    id: r.id,
    updatedAt: r.createdAt.toISOString(),
    status: r.status,
    comments: r.comments,
    userType: { type: r.type },
  }));
}

export async function statusFlowOf(db: Database, principal: Principal | null, ticketId: number) {
  const ticket = await ownedTicket(db, ticketId, principal);
  return flowFor(db, ticket, principalOf(principal));
}

/**
 * Moves the ticket to `nextStatusId` if the flow allows it for the caller from its current status (else 409),
 * by ticket-moves' `move`: what the customer's move causes (the company told, a cancellation's refund by the
 * policy) is its table's row. A refund is made after the transaction (a provider failure is left to the job
 * sweeper's retries).
 */
export async function changeStatus(
  deps: LedgerDeps,
  principal: Principal | null,
  ticketId: number,
  nextStatusId: number,
  comments: string,
) {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const actor = actorOf(principalOf(principal));
  const moved = await deps.db.transaction((tx) =>
    move(deps, tx, { ticket, to: nextStatusId, actor, comments, now: deps.now() }),
  );
  deps.outbox.kick();
  await refundAfterMove(deps, moved);
  return {
    ticketId: ticket.id,
    statusId: moved.status.id,
    status: moved.status.status,
    refunded: dollars(moved.refund.cents),
  };
}

/** The visit as an iCalendar event for its owner's calendar (lib/icalendar.ts visitCalendar). */
export async function ticketCalendar(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'publicUrl'>,
  principal: Principal | null,
  ticketId: number,
): Promise<string> {
  const ticket = await ownedTicket(deps.db, ticketId, principal);
  const info = await companyServiceOf(deps.db, ticket);
  // In the customer's language, as the e-mails' file (issue 49).
  const locale = await customerLocale(deps.db, ticket);
  return visitCalendar(visitOf(ticket, info, locale), deps.publicUrl, deps.now(), locale);
}
