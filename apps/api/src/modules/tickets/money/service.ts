/**
 * A ticket's totals for every answer, the PDF and the e-mails: read here once, computed by the contract's
 * ticketTotals (the one computation every screen shows).
 */
import {
  type CancellationPolicy,
  cancellationFeeCents,
  type TicketTotals,
  ticketTotals,
  ticketTotalsInDollars,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { readSetting } from '../../operations/settings/settings.ts';
import { TicketStatusId, UserTypeId } from '../lifecycle/statuses.ts';
import * as q from './queries.ts';

export interface TicketMoneyFields {
  id: number;
  priceCents: number;
  feeCents: number;
  discountCents: number;
  statusId: number;
  scheduledAt: Date;
}

/**
 * Whether the company had confirmed the booking (before its cancellation, when it was cancelled): a move into
 * Scheduled or In Progress in its history. A Pending request cancelled by its customer is refunded whole (the
 * contract's cancellation.ts).
 */
export async function companyConfirmed(db: Database | Tx, ticketId: number): Promise<boolean> {
  const cancellation = await q.cancellationOf(db, ticketId, TicketStatusId.Cancelled, CONFIRMED);
  if (cancellation) return cancellation.confirmed;
  return q.wasConfirmed(db, ticketId, CONFIRMED);
}

/** The cancelation policy as answers carry it (checkout and the ticket state it): the fee in dollars, its hours. */
export async function cancellationPolicyAnswer(db: Database | Tx): Promise<CancellationPolicy> {
  const policy = await readSetting(db, 'reschedule_policy');
  return { fee: policy.feeCents / 100, freeHoursBefore: policy.freeHoursBefore };
}

/**
 * What the customer's cancellation would keep now, in cents: the policy's fee of a confirmed booking within its
 * hours (none of a Pending request, nor of a ticket that can no longer be cancelled), never more than is paid
 * and not refunded.
 */
export async function cancellationFeeNow(
  db: Database | Tx,
  ticket: Pick<TicketMoneyFields, 'id' | 'statusId' | 'scheduledAt'>,
  refundableCents: number,
  now: Date,
): Promise<number> {
  if (ticket.statusId !== TicketStatusId.Scheduled || refundableCents <= 0) return 0;
  const policy = await readSetting(db, 'reschedule_policy');
  return Math.min(
    refundableCents,
    cancellationFeeCents(policy, { visitAt: ticket.scheduledAt, cancelledAt: now, confirmed: true }),
  );
}

const CONFIRMED = [TicketStatusId.Scheduled, TicketStatusId.InProgress];

/**
 * The cancellation fee the policy kept of the ticket's money, in cents, and the cancellation's instant: on a
 * booking its customer (or guest) cancelled once confirmed, within the policy's hours, never more than
 * `keptOfPaidCents`. Null for every other ticket.
 */
async function policyFeeKept(
  db: Database | Tx,
  ticket: Pick<TicketMoneyFields, 'id' | 'statusId' | 'scheduledAt'>,
  keptOfPaidCents: number,
): Promise<{ feeCents: number; cancelledAt: Date } | null> {
  if (ticket.statusId !== TicketStatusId.Cancelled || keptOfPaidCents <= 0) return null;
  const cancellation = await q.cancellationOf(db, ticket.id, TicketStatusId.Cancelled, CONFIRMED);
  if (!cancellation) return null;
  if (cancellation.userTypeId !== UserTypeId.Customer && cancellation.userTypeId !== UserTypeId.Guest) return null;
  const policy = await readSetting(db, 'reschedule_policy');
  const fee = cancellationFeeCents(policy, {
    visitAt: ticket.scheduledAt,
    cancelledAt: cancellation.at,
    confirmed: cancellation.confirmed,
  });
  const feeCents = Math.min(fee, keptOfPaidCents);
  return feeCents > 0 ? { feeCents, cancelledAt: cancellation.at } : null;
}

/**
 * The cancellation fee the policy kept of the ticket's money, in cents: on a booking its customer (or guest)
 * cancelled once confirmed, within the policy's hours, never more than is still kept (paid − refunded: a
 * goodwill refund of the fee gives it back to the customer). 0 for every other ticket.
 */
export async function keptFeeCents(
  db: Database | Tx,
  ticket: Pick<TicketMoneyFields, 'id' | 'statusId' | 'scheduledAt'>,
  keptOfPaidCents: number,
): Promise<number> {
  return (await policyFeeKept(db, ticket, keptOfPaidCents))?.feeCents ?? 0;
}

/**
 * The cancellation fee kept FOR THE COMPANY (issue 46: the policy keeps it for the company, which held the
 * time), in cents, with the cancellation's instant: the policy's fee of the customer's late cancellation, never
 * more than the customer kept paid, UpKeep's staff refunds aside: a goodwill refund of the fee is UpKeep's own
 * cost, and one the company bears is an adjustment of the month it is made in, so the fee's line stays put. Its
 * share, less UpKeep's commission, is a line of the company's statement and a transfer (company-insights,
 * payments/transfers.ts); the books count the fee. `unrecordedStaffCents`: a staff refund made and not recorded
 * yet (the one whose transaction asks). Null when none was kept.
 */
export async function feeKeptForCompany(
  db: Database | Tx,
  ticket: Pick<TicketMoneyFields, 'id' | 'statusId' | 'scheduledAt'>,
  unrecordedStaffCents = 0,
): Promise<{ feeCents: number; cancelledAt: Date } | null> {
  if (ticket.statusId !== TicketStatusId.Cancelled) return null;
  const [received, byStaff] = await Promise.all([
    q.receivedPaymentsOf(db, ticket.id),
    q.staffRefundedCents(db, ticket.id),
  ]);
  const kept = received.reduce((sum, p) => sum + p.amountCents - p.refundedCents, 0) + byStaff + unrecordedStaffCents;
  return policyFeeKept(db, ticket, kept);
}

/** The ticket's totals in cents: services, fee, discount, extra charges and paid reschedule fees, then the money. */
export async function totalsOfTicket(db: Database | Tx, ticket: TicketMoneyFields): Promise<TicketTotals> {
  const [charges, allReceived] = await Promise.all([
    q.chargesOfTicket(db, ticket.id),
    q.receivedPaymentsOf(db, ticket.id),
  ]);
  // A tip is apart from the ticket's money (decision 0039): answers carry it on its own.
  const received = allReceived.filter((p) => p.purpose !== 'tip');
  const paidCents = received.reduce((sum, p) => sum + p.amountCents, 0);
  const refundedCents = received.reduce((sum, p) => sum + p.refundedCents, 0);
  return ticketTotals({
    servicesCents: ticket.priceCents,
    feeCents: ticket.feeCents,
    discountCents: ticket.discountCents,
    charges: [
      ...charges.map((c) => ({ label: `Extra charge: ${c.description}`, amountCents: c.priceCents, status: c.status })),
      ...received
        .filter((p) => p.purpose === 'reschedule')
        .map((p) => ({ label: 'Reschedule fee', amountCents: p.amountCents, status: 'paid' as const })),
    ],
    paidCents,
    refundedCents,
    keptCents: await keptFeeCents(db, ticket, paidCents - refundedCents),
  });
}

/** The same, in dollars, as answers carry them. */
export async function totalsAnswerOf(db: Database | Tx, ticket: TicketMoneyFields) {
  return ticketTotalsInDollars(await totalsOfTicket(db, ticket));
}
