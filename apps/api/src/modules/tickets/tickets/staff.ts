/**
 * Tickets in the staff console (issue 15): find any ticket, see it as the customer and the company do (with
 * the money and the messages sent), move it through the flow table's UpKeep rows, refund it (refunds.ts).
 *
 * The search (`Query`) reads what was typed:
 * - `#123` or 1 to 7 digits: that ticket number (ids stay far below ten million here);
 * - anything with an `@`: part of the ticket's e-mail or its customer account's, whatever the case;
 * - 4 or more digits written like a phone number (digits, spaces, dashes, dots, brackets, a leading +), or
 *   8 or more digits: the ticket's or its customer's phone number contains those digits, formatting ignored
 *   (a leading country code 1 of an 11-digit number is dropped);
 * - anything else: part of the company's name, the name on the ticket or the customer's name.
 * An empty query lists the newest tickets. Every list is newest first (by creation), STAFF_PAGE_SIZE a page.
 */
import {
  type PlanVisitState,
  STAFF_PAGE_SIZE,
  type StaffTicketDetail,
  type StaffTicketListItem,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import { nanpPhoneNumber } from '../../../lib/phone.ts';
import { refundableCents } from '../../money/payments/refunds.ts';
import type { StaffActor } from '../../operations/audit/audit.ts';
import { nextSteps } from '../lifecycle/service.ts';
import { UserTypeId } from '../lifecycle/statuses.ts';
import { move } from '../moves/service.ts';
import { jobDetail, moneyPaymentsOf } from './company.ts';
import { historyOfTicket, linesOfTicket, ticketView } from './customer.ts';
import * as q from './queries.ts';

export const TICKET_NOT_FOUND = 'Ticket not found.';
export { PHONE_QUERY_MIN_DIGITS, TICKET_NUMBER_MAX_DIGITS } from './queries.ts';

export const toListItem = (r: q.StaffTicketListRow): StaffTicketListItem => ({
  id: r.id,
  status: r.status,
  statusId: r.status_id,
  scheduledDate: new Date(r.scheduled_at).toISOString(),
  serviceName: r.service_name,
  companyId: r.company_id,
  companyName: r.company_name,
  customerName: r.customer_name,
  email: r.email,
  phoneNumber: r.phone_number,
  customerId: r.customer_id,
  totalPrice: dollars(r.total_cents),
  totalPaid: dollars(r.paid_cents),
  paid: dollars(r.received_cents),
  refunded: dollars(r.refunded_cents),
  createdDate: new Date(r.created_at).toISOString(),
  planVisit:
    r.plan_id !== null && r.plan_visit_state !== null
      ? { planId: r.plan_id, state: r.plan_visit_state as PlanVisitState }
      : null,
});

/** A page of the tickets a query finds, or a customer's, newest first, with the envelope's `pages`. */
export async function ticketList(db: Database, filter: q.StaffTicketFilter, page: number) {
  const offset = (page - 1) * STAFF_PAGE_SIZE;
  const rows = await q.staffTicketPage(db, filter, STAFF_PAGE_SIZE, offset);
  let totalCount = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && offset > 0) totalCount = await q.staffTicketCount(db, filter);
  return {
    data: rows.map(toListItem),
    pages: {
      pageNumber: page,
      pageSize: STAFF_PAGE_SIZE,
      totalCount,
      totalPages: Math.ceil(totalCount / STAFF_PAGE_SIZE),
    },
  };
}

/** The console's ticket list: the search and the filters (a status by id or name: 400 naming `status` when unknown). */
export async function searchTickets(
  db: Database,
  query: {
    Query?: string | undefined;
    Page: number;
    status?: string | undefined;
    companyId?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
) {
  let statusId: number | undefined;
  if (query.status) {
    const byId = /^[0-9]{1,3}$/.test(query.status) ? Number(query.status) : null;
    const found = byId ?? (await q.statusIdByName(db, query.status));
    if (!found || !(await q.statusExists(db, found))) throw fieldError('status', 'is not a ticket status');
    statusId = found;
  }
  return ticketList(
    db,
    { query: query.Query, statusId, companyId: query.companyId, from: query.from, to: query.to },
    query.Page,
  );
}

async function ticketOf(db: Database | Tx, ticketId: number) {
  const ticket = await q.ticketById(db, ticketId);
  if (!ticket) throw notFound(TICKET_NOT_FOUND);
  return ticket;
}

/** What UpKeep may do with the ticket now: the flow's UpKeep rows from its status (none for an unpaid checkout). */
async function upKeepSteps(db: Database | Tx, ticket: q.TicketRow) {
  if (ticket.confirmedAt === null) return [];
  return nextSteps(db, ticket.statusId, UserTypeId.UpKeep);
}

/**
 * The ticket as the customer sees it (the customer's own detail, built by the tickets module as its owner
 * would read it), with what the company sees of the money (the company's job detail), the history, the
 * staff refunds, the messages sent, the customer's account and the company, and what UpKeep may do next.
 */
export async function staffTicketDetail(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  ticketId: number,
): Promise<StaffTicketDetail> {
  const { db } = deps;
  const ticket = await ticketOf(db, ticketId);
  const owner = ticket.customerId !== null ? UserTypeId.Customer : UserTypeId.Guest;
  const view = await ticketView(deps, ticket, owner);
  // The company's view exists once the booking is paid (or an estimate request); before that there is no
  // money and the company never saw it.
  const job = ticket.confirmedAt !== null ? await jobDetail(db, view.companyId, ticket.id) : null;
  const [lines, history, payments, refunds, messages, customer, company, actions, approvals] = await Promise.all([
    job ? job.lines : linesOfTicket(db, ticket.id).then((rows) => rows.map(toLine)),
    job ? job.history : historyOfTicket(db, ticket.id).then((rows) => rows.map(toHistory)),
    moneyPaymentsOf(db, ticket.id),
    q.refundsOf(db, ticket.id),
    q.messagesOf(db, {
      id: ticket.id,
      email: ticket.email,
      phone: nanpPhoneNumber(ticket.phoneNumber),
      createdAt: ticket.createdAt,
    }),
    ticket.customerId !== null ? q.customerOf(db, ticket.customerId) : null,
    q.companyOf(db, view.companyId),
    upKeepSteps(db, ticket),
    q.quoteApprovalsOf(db, ticket.id),
  ]);
  if (!company) throw new Error(`ticket ${ticket.id} has no company`);
  return {
    ticket: view,
    lines,
    history,
    openCharges: job?.openCharges ?? [],
    payments: job?.payments ?? [],
    refunds: refunds.map((r) => ({
      id: r.id,
      amount: dollars(r.amount_cents),
      reason: r.reason,
      borneBy: r.borne_by,
      staffEmail: r.staff_email,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    messages: messages.map((m) => ({
      id: m.id,
      channel: m.channel,
      recipient: m.recipient,
      subject: m.subject,
      body: m.body,
      status: m.status,
      createdAt: new Date(m.created_at).toISOString(),
      sentAt: m.sent_at === null ? null : new Date(m.sent_at).toISOString(),
    })),
    customer,
    company: { id: company.id, name: company.name, email: company.email, phoneNumber: company.phone_number },
    refundable: dollars(refundableCents(payments)),
    actions: actions.map((a) => ({ action: a.action, nextStatusID: a.nextStatusID })),
    quoteApprovals: approvals.map(toApproval),
  };
}

const iso = (at: Date | string) => new Date(at).toISOString();
/** A quote's approval as the console reads it (decision 0039): the same fields as the quote's own answers. */
const toApproval = (a: Awaited<ReturnType<typeof q.quoteApprovalsOf>>[number]) => ({
  id: Number(a.id),
  status: a.status,
  signedName: a.signed_name,
  signedAs: Number(a.signed_as) === UserTypeId.Guest ? ('guest' as const) : ('customer' as const),
  revision: Number(a.revision),
  optionId: Number(a.option_id),
  optionTitle: a.option_title,
  addOns: (a.add_ons ?? []).map((l) => ({ id: Number(l.id), description: l.description })),
  clientAddress: a.client_address,
  userAgent: a.user_agent,
  scheduledAt: iso(a.scheduled_at),
  durationMinutes: Number(a.duration_minutes),
  price: dollars(Number(a.price_cents)),
  fee: dollars(Number(a.fee_cents)),
  total: dollars(Number(a.total_cents)),
  deposit: dollars(Number(a.deposit_cents)),
  createdAt: iso(a.created_at),
  approvedAt: a.approved_at === null ? null : iso(a.approved_at),
});

const toLine = (l: Awaited<ReturnType<typeof linesOfTicket>>[number]) => ({
  id: l.id,
  displayName: l.displayName,
  price: dollars(l.priceCents),
  description: l.description,
  quantity: l.quantity,
});
const toHistory = (h: Awaited<ReturnType<typeof historyOfTicket>>[number]) => ({
  id: h.id,
  updatedAt: h.createdAt.toISOString(),
  status: h.status,
  comments: h.comments,
  userType: { type: h.type },
});

/**
 * UpKeep moves a ticket by one of the flow's UpKeep rows from its status (409 otherwise, and for a checkout
 * never paid), with the staff member's comment in its history, through ticket-moves' `move`: its table's
 * UpKeep rows tell the customer (e-mail and text) and the company (e-mail) and write the audit log, in the
 * move's transaction. A cancel withdraws the extra charges still waiting but refunds nothing: the console
 * offers the refund next.
 */
export async function moveTicket(
  deps: ServiceDeps,
  staff: StaffActor,
  ticketId: number,
  nextStatusId: number,
  comments: string,
) {
  const ticket = await ticketOf(deps.db, ticketId);
  const now = deps.now();
  await deps.db.transaction((tx) =>
    move(deps, tx, { ticket, to: nextStatusId, actor: UserTypeId.UpKeep, comments, now, staff }),
  );
  deps.outbox.kick();
  return staffTicketDetail(deps, ticket.id);
}
