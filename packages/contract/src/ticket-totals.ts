/**
 * A ticket's totals, the one way every place shows them (the API's answers, the customer's ticket, the
 * company's job page, the console's ticket, the PDF, the e-mails): services + booking fee − discount + extra
 * charges (paid and pending, each labelled; reschedule fees paid are charges too) = total; then paid (all the
 * money received), refunded (given back) and balance (what is still to pay: the pending charges, or nothing).
 * Declined charges are in no total and shown nowhere: the customer said no and owes nothing for them.
 * A cancelled booking whose cancelation policy kept a fee (cancellation.ts) says so: `kept`, the fee kept of
 * what was paid (paid − refunded = kept once the refund is made), shown as its own line.
 */
import { toDollars } from './cents.ts';
import type { TicketTotalsAnswer } from './ticket-totals-answer.ts';

export type ChargeStatus = 'paid' | 'pending' | 'declined';

export interface TicketMoneyInput {
  /** The booked services, in cents. */
  servicesCents: number;
  /** UpKeep's booking fee, in cents. */
  feeCents: number;
  /** The discount taken off, in cents (a positive number). */
  discountCents: number;
  /** Extra charges (and paid reschedule fees), each with its label and status. */
  charges: { label: string; amountCents: number; status: ChargeStatus }[];
  /** Every payment received for the ticket, in cents, before refunds. */
  paidCents: number;
  /** What was given back of those payments, in cents. */
  refundedCents: number;
  /** The cancellation fee the policy kept of what was paid, in cents (0 when none). */
  keptCents?: number;
}

export type TicketTotalsLineKind = 'services' | 'fee' | 'discount' | 'charge';

export interface TicketTotalsLine {
  kind: TicketTotalsLineKind;
  /** What the line says: 'Services', 'Booking fee', 'Discount', 'Extra charge: Pipe (paid)'. */
  label: string;
  /** Cents, signed: the discount is negative. The lines add up to the total. */
  amountCents: number;
  /** For charges: paid or pending. */
  status: 'paid' | 'pending' | null;
}

export interface TicketTotals {
  lines: TicketTotalsLine[];
  totalCents: number;
  paidCents: number;
  refundedCents: number;
  /** The cancellation fee kept of what was paid (a customer's late cancellation), in cents. */
  keptCents: number;
  /** Still to pay: total − paid, never below zero (a refund is money given back, not a debt). */
  balanceCents: number;
}

/** The one computation of a ticket's totals (see the file's comment); every amount in integer cents. */
export function ticketTotals(input: TicketMoneyInput): TicketTotals {
  const lines: TicketTotalsLine[] = [
    { kind: 'services', label: 'Services', amountCents: input.servicesCents, status: null },
  ];
  if (input.feeCents) lines.push({ kind: 'fee', label: 'Booking fee', amountCents: input.feeCents, status: null });
  if (input.discountCents)
    lines.push({ kind: 'discount', label: 'Discount', amountCents: -Math.abs(input.discountCents), status: null });
  for (const charge of input.charges) {
    if (charge.status === 'declined') continue;
    lines.push({
      kind: 'charge',
      label: `${charge.label} (${charge.status})`,
      amountCents: charge.amountCents,
      status: charge.status,
    });
  }
  const totalCents = Math.max(
    0,
    lines.reduce((sum, line) => sum + line.amountCents, 0),
  );
  return {
    lines,
    totalCents,
    paidCents: input.paidCents,
    refundedCents: input.refundedCents,
    keptCents: Math.max(0, input.keptCents ?? 0),
    balanceCents: Math.max(0, totalCents - input.paidCents),
  };
}

/** The totals in dollars, as the API answers them (the web shows these, the PDF the cents). */
export function ticketTotalsInDollars(totals: TicketTotals): TicketTotalsAnswer {
  return {
    lines: totals.lines.map((l) => ({
      kind: l.kind,
      label: l.label,
      amount: toDollars(l.amountCents),
      status: l.status,
    })),
    total: toDollars(totals.totalCents),
    paid: toDollars(totals.paidCents),
    refunded: toDollars(totals.refundedCents),
    kept: toDollars(totals.keptCents),
    balance: toDollars(totals.balanceCents),
  };
}

/** The words of the kept fee's line (the screens, the PDF and the e-mail say the same). */
export const KEPT_FEE_LABEL = 'Cancellation fee (kept)';
