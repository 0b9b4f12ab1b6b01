/**
 * A ticket's totals for every answer, the PDF and the e-mails: read here once, computed by the contract's
 * ticketTotals (the one computation every screen shows).
 */
import { type TicketTotals, ticketTotals, ticketTotalsInDollars } from '@upkeep/contract';
import type { Database, Tx } from '../../db/client.ts';
import * as q from './queries.ts';

export interface TicketMoneyFields {
  id: number;
  priceCents: number;
  feeCents: number;
  discountCents: number;
}

/** The ticket's totals in cents: services, fee, discount, extra charges and paid reschedule fees, then the money. */
export async function totalsOfTicket(db: Database | Tx, ticket: TicketMoneyFields): Promise<TicketTotals> {
  const [charges, received] = await Promise.all([
    q.chargesOfTicket(db, ticket.id),
    q.receivedPaymentsOf(db, ticket.id),
  ]);
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
    paidCents: received.reduce((sum, p) => sum + p.amountCents, 0),
    refundedCents: received.reduce((sum, p) => sum + p.refundedCents, 0),
  });
}

/** The same, in dollars, as answers carry them. */
export async function totalsAnswerOf(db: Database | Tx, ticket: TicketMoneyFields) {
  return ticketTotalsInDollars(await totalsOfTicket(db, ticket));
}
