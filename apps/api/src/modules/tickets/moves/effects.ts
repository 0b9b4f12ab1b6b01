/**
 * What each ticket move causes, as a table: one row per move (the actor, the target status, and where it
 * matters the status it leaves), naming the effects it has in the order they run, the way Sharetribe's
 * transaction process names each transition's actions. `move` (service.ts) makes the transition through the
 * lifecycle and then runs the effects of its row, in the same transaction.
 *
 * A new move, or a new consequence of a move (a payout on completion, a plan's next visit, a move request),
 * is a row or an effect added here, not a branch in a caller. Every move of the flow (lifecycle/statuses.ts)
 * has its row, even one that causes nothing (`[]`): a move without a row is refused loudly, so a flow row
 * added without deciding its effects cannot slip through (effects.test.ts checks the table against the flow).
 *
 * A person's move is found by the flow (the actor, the status left and the one reached). The moves the product
 * makes on its own are named rows (decision 0032), which their callers name: a booking made (a checkout, an
 * estimate request, a plan's visit), a payment's confirmation (and a lapsed checkout's revival by a late payment),
 * a checkout's hold lapsing, a plan's visit skipped, cancelled or dropped, a plan holding its first visit. So the
 * confirmation a customer is sent, the guest's private link and the company's alert are coded once, here, for a
 * paid booking and an estimate request alike.
 *
 * This module sits above the lifecycle, payments, notifications and the staff audit and imports them;
 * none of them imports it, so the effects can use them all without an import cycle.
 */
import { cancellationFeeCents, type Locale } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { NoticeDeps } from '../../../lib/deps.ts';
import { linkIn } from '../../../lib/locale-link.ts';
import type { CompanyServiceInfo } from '../../companies/catalog/service.ts';
import { actorFirstName } from '../../companies/crews/service.ts';
import { announceBooking, jobLinkFor, tellCompanyOfPlan } from '../../messages/booking-alerts/service.ts';
import { enqueueConfirmation } from '../../messages/notifications/booking-confirmation.ts';
import { notifyCompany } from '../../messages/notifications/company-notice.ts';
import { tellCustomer, visitIn } from '../../messages/notifications/customer-notice.ts';
import { sendEmail } from '../../messages/notifications/outbox.ts';
import { customerLocale } from '../../messages/notifications/recipient-locale.ts';
import { refundableOf } from '../../money/payments/refunds.ts';
import { queueCancellationFeeTransfer, queueCompletionTransfer } from '../../money/payments/transfers.ts';
import { recordStaffAction, type StaffActor } from '../../operations/audit/audit.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import type { TicketRow, TicketStatus } from '../lifecycle/service.ts';
import { TicketStatusId, UserTypeId, type UserTypeIdValue } from '../lifecycle/statuses.ts';
import { issueTicketLink } from '../links/service.ts';
import { companyConfirmed, totalsOfTicket } from '../money/service.ts';
import { feeLeftOf, withdrawPendingMoveRequest } from '../move-requests/service.ts';
import { planVisitCancelledEmail } from './mail.ts';
import {
  type ApprovedQuoteFacts,
  cancellationNotice,
  customerMoveCompanyNotice,
  moveNotice,
  quoteApprovedCompanyNotice,
  quoteApprovedNotice,
  reviewInvitation,
  unpaidVisitCompanyNotice,
  upKeepMoveCompanyNotice,
  upKeepNotice,
} from './notices.ts';
import * as q from './queries.ts';

/** A move made, as its effects see it (in the move's transaction). */
export interface MoveContext {
  readonly deps: NoticeDeps;
  readonly tx: Tx;
  /** The ticket as it was before the move, and as the move left it. */
  readonly before: TicketRow;
  readonly ticket: TicketRow;
  readonly from: TicketStatus;
  readonly to: TicketStatus;
  /** The flow row's action label ('Confirm', 'Cancel Service'...). */
  readonly action: string;
  readonly actor: UserTypeIdValue;
  /** The actor's words (empty when they gave none). */
  readonly comments: string;
  readonly now: Date;
  /** The staff member, for UpKeep's moves (written in the audit log). */
  readonly staff: StaffActor | undefined;
  /** The company user making the company's move (the one the customer's updates name). */
  readonly companyUserId?: number | undefined;
  readonly info: CompanyServiceInfo;
  /**
   * The money the move gives back, set by a refund effect and read by the notices after it: `cents` is
   * announced to the customer; `after` says how `refundAfterMove` gives it once the transaction committed
   * (null: the job sweeper gives it, or nothing is owed).
   */
  refund: { paidCents: number; keptCents: number; cents: number; after: { reason: string; limitCents: number } | null };
  /** A guest's private link to the booking, once `give a guest their private link` issued it (read by the notices). */
  privateLink: string | undefined;
  /** The quote approved, for an approval's moves (decision 0039). */
  readonly quote?: ApprovedQuoteFacts | undefined;
}

export interface Effect {
  /** What the effect does, in words (the table's test reads the rows by these names). */
  readonly name: string;
  run(move: MoveContext): Promise<void>;
}

const effect = (name: string, run: Effect['run']): Effect => ({ name, run });

// --- The effects ---------------------------------------------------------------------------------------------

/** A job that will not take place asks nothing more of the customer (a charge paid anyway is refunded by the job sweeper). */
export const withdrawPendingCharges = effect('withdraw pending extra charges', async (m) => {
  await q.withdrawPendingCharges(m.tx, m.ticket.id, m.now);
});

/**
 * What a customer's own cancellation keeps of `paidCents`: the cancelation policy's fee within its hours, and
 * only of a booking the company had confirmed (the contract's cancellation.ts). `confirmed` is read from the
 * ticket's history when the caller does not know it.
 */
export async function keptByPolicy(
  db: Database | Tx,
  ticket: Pick<TicketRow, 'id' | 'scheduledAt'>,
  paidCents: number,
  cancelledAt: Date,
  confirmed?: boolean,
) {
  const policy = await readSetting(db, 'reschedule_policy');
  const wasConfirmed = confirmed ?? (await companyConfirmed(db, ticket.id));
  const fee = cancellationFeeCents(policy, { visitAt: ticket.scheduledAt, cancelledAt, confirmed: wasConfirmed });
  return { keptCents: Math.min(paidCents, fee), policy };
}

/**
 * The customer's cancellation gives back what was paid, less the policy's fee within its hours; a request the
 * company never confirmed (Pending) is refunded whole.
 */
export const refundByPolicy = effect('refund by the cancelation policy', async (m) => {
  const paidCents = await refundableOf(m.tx, m.ticket.id);
  if (paidCents === 0) return;
  const { keptCents } = await keptByPolicy(m.tx, m.ticket, paidCents, m.now, m.from.id !== TicketStatusId.Pending);
  const cents = paidCents - keptCents;
  m.refund = {
    paidCents,
    keptCents,
    cents,
    after: cents > 0 ? { reason: 'cancelled by the customer', limitCents: cents } : null,
  };
});

/** The company's decline or cancellation gives back everything paid, right after the move. */
export const refundInFull = effect('refund in full', async (m) => {
  const paidCents = await refundableOf(m.tx, m.ticket.id);
  m.refund = {
    paidCents,
    keptCents: 0,
    cents: paidCents,
    after: paidCents > 0 ? { reason: `${m.action} by the company`, limitCents: Number.POSITIVE_INFINITY } : null,
  };
});

/** An expired request gives back everything paid: announced now, given by the job sweeper's refund pass. */
export const refundInFullBySweeper = effect('refund in full by the job sweeper', async (m) => {
  const paidCents = await refundableOf(m.tx, m.ticket.id);
  m.refund = { paidCents, keptCents: 0, cents: paidCents, after: null };
});

/**
 * A move waiting for the company dies with the booking: withdrawn, and its fee given back in full with the
 * cancellation's refund (the policy keeps nothing of it). UpKeep's cancellation refunds nothing by itself: the
 * console's refund gives the fee back with the rest.
 */
export const withdrawMoveRequest = effect('withdraw the move request', async (m) => {
  const request = await withdrawPendingMoveRequest(
    m.tx,
    m.ticket.id,
    `The booking was ${m.to.status.toLowerCase()}.`,
    m.now,
  );
  if (!request) return;
  const feeCents = await feeLeftOf(m.tx, request);
  // What the refund effect kept stays kept, but never out of the move's fee.
  const keptCents = Math.max(0, Math.min(m.refund.keptCents, m.refund.paidCents - feeCents));
  const cents = m.refund.paidCents - keptCents;
  if (cents <= m.refund.cents) return;
  m.refund = {
    paidCents: m.refund.paidCents,
    keptCents,
    cents,
    after:
      m.refund.after === null && m.actor === UserTypeId.System
        ? null
        : { reason: m.refund.after?.reason ?? 'move request withdrawn', limitCents: cents },
  };
});

/** The customer is told of a company's or the System's move (e-mail and text), with the refund announced. */
export const tellCustomerOfMove = effect('tell the customer', async (m) => {
  // The System completes a job after the `auto_complete_days` setting: the customer is told after how long.
  const autoCompleteDays =
    m.to.id === TicketStatusId.Completed && m.actor === UserTypeId.System
      ? await readSetting(m.tx, 'auto_complete_days')
      : 0;
  // The visit's own updates name who did it ("Luis from Red Rock Yard Works has started the work"): the company
  // user who made the move, not the crew's other members (issue 46: one had never accepted his invitation).
  const atTheDoor =
    m.actor === UserTypeId.Company && (m.to.id === TicketStatusId.InProgress || m.to.id === TicketStatusId.Completed);
  const move = {
    who: atTheDoor ? await actorFirstName(m.tx, m.companyUserId ?? null) : undefined,
    to: m.to.id,
    actor: m.actor,
    comments: m.comments,
    refundCents: m.refund.cents,
    autoCompleteDays,
  };
  await tellCustomer(
    m.deps,
    m.tx,
    m.ticket,
    m.info,
    (locale) => moveNotice(m.deps, m.ticket, m.info.companyName, move, locale),
    m.now,
  );
});

/** The customer is told of UpKeep's move, with the staff member's words. */
export const tellCustomerOfUpKeepMove = effect('tell the customer (UpKeep wrote)', async (m) => {
  const notice = (locale: Locale) => upKeepNotice(m.ticket, m.info.companyName, m.to.id, m.comments, locale);
  await tellCustomer(m.deps, m.tx, m.ticket, m.info, notice, m.now);
});

/**
 * The customer who cancelled gets the receipt: what comes back and when, what the policy keeps, or that nothing
 * was paid (issue 26: every cancellation has its receipt).
 */
export const tellCustomerOfCancellation = effect('tell the customer what is refunded', async (m) => {
  const { policy } = await keptByPolicy(m.tx, m.ticket, m.refund.paidCents, m.now, true);
  // What the customer paid is all that was charged (before any refund), as the ticket's totals state it.
  const { paidCents } = await totalsOfTicket(m.tx, m.ticket);
  const amounts = {
    paidCents,
    refundCents: m.refund.cents,
    keptCents: m.refund.keptCents,
    freeHoursBefore: policy.freeHoursBefore,
  };
  const notice = (locale: Locale) => cancellationNotice(m.ticket, amounts, locale);
  await tellCustomer(m.deps, m.tx, m.ticket, m.info, notice, m.now);
});

/** A completed job invites its customer to review the company. */
export const inviteReview = effect('invite a review', async (m) => {
  await tellCustomer(m.deps, m.tx, m.ticket, m.info, (locale) => reviewInvitation(m.info.companyName, locale), m.now);
});

/**
 * The company's share of a completed job goes to its connected account (issue 28): a pending transfer and its
 * job, in the move's transaction; sent once the company can be paid out (payments/transfers.ts).
 */
export const transferCompanyShare = effect('transfer the company its share', async (m) => {
  await queueCompletionTransfer(m.deps, m.tx, m.ticket, m.now);
});

/**
 * A cancellation fee the policy kept is kept for the company (issue 46): its share, less UpKeep's commission, is a
 * pending transfer of its own and its job, in the cancellation's transaction (payments/transfers.ts).
 */
export const transferKeptFee = effect('transfer the company the fee kept', async (m) => {
  await queueCancellationFeeTransfer(m.deps, m.tx, m.ticket, m.refund.keptCents, m.now);
});

/**
 * The company's people (those a new booking alerts) are told of what its customer did: an e-mail with the job's
 * link, and a text (a cancelled visit frees the crew's time).
 */
export const tellCompanyOfCustomerMove = effect('tell the company', async (m) => {
  const move = { ticketId: m.ticket.id, status: m.to.status, action: m.action, comments: m.comments };
  await notifyCompany(m.deps, m.tx, m.before, (locale) => customerMoveCompanyNotice(move, locale), m.now);
});

/** The company is told by e-mail of what UpKeep did. */
export const tellCompanyOfUpKeepMove = effect('tell the company (UpKeep wrote)', async (m) => {
  const move = { ticketId: m.ticket.id, status: m.to.status, action: m.action, comments: m.comments };
  await notifyCompany(
    m.deps,
    m.tx,
    { id: m.ticket.id, companyId: m.info.companyId },
    (locale) => upKeepMoveCompanyNotice(move, locale),
    m.now,
  );
});

/** A staff member's move is written in the staff audit log, in the move's transaction. */
export const recordInAuditLog = effect('record in the staff audit log', async (m) => {
  if (!m.staff) throw new Error(`UpKeep's move of ticket ${m.ticket.id} has no staff member to record`);
  await recordStaffAction(m.tx, m.staff, {
    action: 'ticket.status',
    target: `ticket:${m.ticket.id}`,
    before: { statusId: m.from.id, status: m.from.status },
    after: { statusId: m.to.id, status: m.to.status, action: m.action, comments: m.comments },
    at: m.now,
  });
});

/**
 * A guest's booking gets its private link (issue 26): the one link the confirmation's e-mail and text carry, the
 * confirmation page shows, and every later e-mail reuses (ticket-links). A customer's booking has none.
 */
export const giveGuestLink = effect('give a guest their private link', async (m) => {
  if (m.ticket.customerId === null) m.privateLink = (await issueTicketLink(m.deps, m.tx, m.ticket, m.now)).url;
});

/** The customer is sent the booking's confirmation (e-mail with its event, and text), a guest's with their link. */
export const sendConfirmation = effect('send the booking confirmation', async (m) => {
  await enqueueConfirmation(m.deps, m.tx, m.ticket, m.now, m.privateLink);
});

/** A booking the company must now act on is announced to its people (booking-alerts: once per ticket). */
export const announceToCompany = effect('announce the booking to the company', async (m) => {
  await announceBooking(m.deps, m.tx, m.ticket.id, m.now);
});

/** The company's people are told that a plan's visit was not paid and is cancelled: its time is free again. */
export const tellCompanyOfUnpaidVisit = effect('tell the company the unpaid visit is cancelled', async (m) => {
  await tellCompanyOfPlan(m.deps, m.tx, m.ticket.companyId, {
    written: (locale) => unpaidVisitCompanyNotice(m.ticket, locale),
    link: jobLinkFor(m.deps.publicUrl, m.ticket.id),
    now: m.now,
  });
});

/** The plan's customer is told by e-mail that the visit was not paid and is cancelled, the next ones kept. */
export const tellCustomerOfUnpaidVisit = effect('tell the customer the unpaid visit is cancelled', async (m) => {
  const locale = await customerLocale(m.tx, m.ticket);
  const visit = visitIn(m.ticket, locale);
  const planUrl = linkIn(`${m.deps.publicUrl.replace(/\/+$/, '')}/my-plans/${m.ticket.planId}`, locale);
  const mail = planVisitCancelledEmail({ ticketId: m.ticket.id, name: m.ticket.name, visit, planUrl, locale });
  await sendEmail(m.deps.jobs, m.tx, m.ticket.email, mail, m.now, {
    ticketId: m.ticket.id,
    topic: 'plan-visit-cancelled',
  });
});

/** The quote an approval's effect needs: the approval's moves are given it (moves/service.ts' `approveByQuote`). */
function approvedQuoteOf(m: MoveContext): ApprovedQuoteFacts {
  if (!m.quote) throw new Error(`the approval's move of ticket ${m.ticket.id} was given no quote`);
  return m.quote;
}

/** The company's people are told that its quote was approved: the signer, the option, the revision, the time. */
export const tellCompanyOfApproval = effect('tell the company the quote is approved', async (m) => {
  const quote = approvedQuoteOf(m);
  await notifyCompany(m.deps, m.tx, m.ticket, (locale) => quoteApprovedCompanyNotice(m.ticket, quote, locale), m.now);
});

/** The customer is sent their approval's receipt by e-mail (the job's time as its calendar event). */
export const sendCustomerApproval = effect('send the customer the approval', async (m) => {
  const quote = approvedQuoteOf(m);
  const notice = (locale: Locale) => quoteApprovedNotice(m.ticket, m.info.companyName, quote, locale);
  await tellCustomer(m.deps, m.tx, m.ticket, m.info, notice, m.now);
});

// --- The table -----------------------------------------------------------------------------------------------

/**
 * The moves the product makes on its own, named by their callers: booking's checkout and plan visits, the ledger's
 * payment (through the move it was given, payments/ledger.ts), the holds' lapse, the plans' visits.
 */
export type MoveName =
  | 'book a checkout'
  | 'request an estimate'
  | 'book a plan visit'
  | 'confirm by payment'
  | 'revive by a late payment'
  | 'pay a plan visit'
  | 'lapse an unpaid hold'
  | "hold a plan's first visit"
  | 'skip a plan visit'
  | 'cancel a plan visit'
  | 'cancel an unpaid plan visit'
  | 'drop a plan visit'
  | 'approve a quote'
  | 'approve a quote of a request'
  | 'approve a quote during the visit';

export interface EffectRow {
  /**
   * A named move: its caller names it, the flow never finds it. Its `from` and `to` are the flow row it makes, or
   * the same status for a move that changes none (a booking made in Pending, a payment's confirmation, a hold kept).
   */
  name?: MoveName;
  actors: readonly UserTypeIdValue[];
  /** The status left; any when omitted. */
  from?: number;
  to: number;
  effects: readonly Effect[];
}

const T = TicketStatusId;
const U = UserTypeId;
const OWNER = [U.Customer, U.Guest] as const;

export const MOVE_EFFECTS: readonly EffectRow[] = [
  // The customer, and a guest on the tickets their token created. A cancellation refunds by the policy, after
  // the move's transaction commits (refundAfterMove); UpKeep's console offers a refund of its own.
  {
    actors: OWNER,
    to: T.Cancelled,
    effects: [
      tellCompanyOfCustomerMove,
      withdrawPendingCharges,
      refundByPolicy,
      withdrawMoveRequest,
      transferKeptFee,
      tellCustomerOfCancellation,
    ],
  },
  { actors: OWNER, to: T.Completed, effects: [transferCompanyShare, tellCompanyOfCustomerMove] },
  // The company: every move tells the customer; a decline or a cancellation gives everything back.
  { actors: [U.Company], to: T.Scheduled, effects: [tellCustomerOfMove] },
  { actors: [U.Company], to: T.Declined, effects: [refundInFull, withdrawPendingCharges, tellCustomerOfMove] },
  {
    actors: [U.Company],
    to: T.Cancelled,
    effects: [refundInFull, withdrawMoveRequest, withdrawPendingCharges, tellCustomerOfMove],
  },
  { actors: [U.Company], to: T.InProgress, effects: [tellCustomerOfMove] },
  { actors: [U.Company], to: T.Completed, effects: [transferCompanyShare, tellCustomerOfMove, inviteReview] },
  // UpKeep's staff: the customer and the company are told, the audit log records it. A cancellation refunds
  // nothing by itself: the console offers the refund next (staff-tickets/refunds.ts).
  {
    actors: [U.UpKeep],
    to: T.Scheduled,
    effects: [tellCustomerOfUpKeepMove, tellCompanyOfUpKeepMove, recordInAuditLog],
  },
  {
    actors: [U.UpKeep],
    to: T.Cancelled,
    effects: [
      withdrawMoveRequest,
      withdrawPendingCharges,
      tellCustomerOfUpKeepMove,
      tellCompanyOfUpKeepMove,
      recordInAuditLog,
    ],
  },
  {
    actors: [U.UpKeep],
    to: T.Completed,
    effects: [transferCompanyShare, tellCustomerOfUpKeepMove, inviteReview, tellCompanyOfUpKeepMove, recordInAuditLog],
  },
  // The System (ticket-sweeps/service.ts): an expired request is refunded by the sweeper's refund pass.
  {
    actors: [U.System],
    from: T.Pending,
    to: T.Cancelled,
    effects: [refundInFullBySweeper, withdrawPendingCharges, tellCustomerOfMove],
  },
  {
    actors: [U.System],
    from: T.InProgress,
    to: T.Completed,
    effects: [transferCompanyShare, tellCustomerOfMove, inviteReview],
  },
  // --- The named moves: the product's own, each named by its caller.
  // A booking made (booking/checkout.ts, booking/repeat.ts): a paid checkout waits for its payment; an estimate
  // request is confirmed as made, so its customer is sent the confirmation and its company alerted at once; a
  // plan's visit waits for the plan's charge, and the plan told the company once.
  { name: 'book a checkout', actors: OWNER, from: T.Pending, to: T.Pending, effects: [] },
  {
    name: 'request an estimate',
    actors: OWNER,
    from: T.Pending,
    to: T.Pending,
    effects: [giveGuestLink, sendConfirmation, announceToCompany],
  },
  { name: 'book a plan visit', actors: [U.System], from: T.Pending, to: T.Pending, effects: [] },
  // A booking's payment recorded (the ledger, by the move it was given): the hold ends, the booking is confirmed,
  // and the customer and the company hear of it. A checkout whose hold lapsed is revived first by the flow's System
  // row, when its time is still free (decision 0009). A plan's visit is confirmed for the company by its plan.
  {
    name: 'confirm by payment',
    actors: [U.System],
    from: T.Pending,
    to: T.Pending,
    effects: [giveGuestLink, sendConfirmation, announceToCompany],
  },
  {
    name: 'revive by a late payment',
    actors: [U.System],
    from: T.Cancelled,
    to: T.Pending,
    effects: [giveGuestLink, sendConfirmation, announceToCompany],
  },
  { name: 'pay a plan visit', actors: [U.System], from: T.Pending, to: T.Pending, effects: [] },
  // An unpaid checkout's hold lapsed (before a booking or a reschedule takes its time, and the queue's
  // `lapsed-holds`): nothing was paid, nobody was told it was booked.
  { name: 'lapse an unpaid hold', actors: [U.System], from: T.Pending, to: T.Cancelled, effects: [] },
  // Plans (plans/): the booking a plan starts from stops lapsing; a visit not charged yet is skipped or
  // cancelled by its customer (a pause, a cancellation, a move of the plan) and dropped by the System when the plan
  // changed while it was made: nothing was paid, the plan tells whom it must. One still unpaid near its time is
  // cancelled, and both sides are told.
  { name: "hold a plan's first visit", actors: [U.Customer], from: T.Pending, to: T.Pending, effects: [] },
  { name: 'skip a plan visit', actors: [U.Customer], from: T.Pending, to: T.Cancelled, effects: [] },
  { name: 'cancel a plan visit', actors: [U.Customer], from: T.Pending, to: T.Cancelled, effects: [] },
  {
    name: 'cancel an unpaid plan visit',
    actors: [U.System],
    from: T.Pending,
    to: T.Cancelled,
    effects: [tellCompanyOfUnpaidVisit, tellCustomerOfUnpaidVisit],
  },
  { name: 'drop a plan visit', actors: [U.System], from: T.Pending, to: T.Cancelled, effects: [] },
  // A quote's approval (tickets/quotes, decision 0039) makes the job: a Scheduled job stays so, a request (Pending) or
  // a visit under way (In Progress) is scheduled by the System's 'Quote approved' rows. Both sides hear of it.
  {
    name: 'approve a quote',
    actors: [U.System],
    from: T.Scheduled,
    to: T.Scheduled,
    effects: [tellCompanyOfApproval, sendCustomerApproval],
  },
  {
    name: 'approve a quote of a request',
    actors: [U.System],
    from: T.Pending,
    to: T.Scheduled,
    effects: [tellCompanyOfApproval, sendCustomerApproval],
  },
  {
    name: 'approve a quote during the visit',
    actors: [U.System],
    from: T.InProgress,
    to: T.Scheduled,
    effects: [tellCompanyOfApproval, sendCustomerApproval],
  },
];

/** The effects of a person's (or the System's) move found by the flow, in order; a move without a row is an error. */
export function effectsOf(from: number, to: number, actor: UserTypeIdValue): readonly Effect[] {
  const row = MOVE_EFFECTS.find(
    (r) => r.name === undefined && r.to === to && r.actors.includes(actor) && (r.from === undefined || r.from === from),
  );
  if (!row) throw new Error(`no effects row for the move ${from} → ${to} by user type ${actor}`);
  return row.effects;
}

/** A named move's row. */
export function namedMove(name: MoveName): EffectRow & { name: MoveName; from: number } {
  const row = MOVE_EFFECTS.find((r) => r.name === name);
  if (!row?.name || row.from === undefined) throw new Error(`no row for the move '${name}'`);
  return { ...row, name: row.name, from: row.from };
}
