/** A quote as GET /customer/quotes/{id} answers it, for the quote screen's tests (English and Spanish). */
import type { CustomerQuote, QuoteLineAnswer } from '@upkeep/contract';

export const TOKEN = 'customer-token';
/** A day before the quote's last day (valley): Mon, Nov 30, 2026, 9:00 AM. */
export const NOW = new Date('2026-11-30T17:00:00.000Z');

const line = (id: number, description: string, quantity: number, unitPrice: number): QuoteLineAnswer => ({
  id,
  position: id,
  description,
  quantity,
  unitPrice,
  lineTotal: quantity * unitPrice,
  featureValueId: null,
});

/**
 * Two options, 25% deposit, a $5.00 booking fee: the valve's repair ($270.00 of work, an add-on of $35.00) and a new
 * heater ($1,500.00, two add-ons of $60.00 and $85.00).
 */
export function quote(extra: Partial<CustomerQuote> = {}): CustomerQuote {
  return {
    id: 7,
    ticketId: 41,
    status: 'sent',
    revision: 1,
    sentAt: '2026-11-29T18:00:00.000Z',
    viewedAt: null,
    answeredAt: null,
    expiresOn: '2026-12-14',
    terms: 'Parts carry a one-year warranty.',
    deposit: { kind: 'percent', percent: 25, amount: null },
    proposedAt: null,
    options: [
      {
        id: 11,
        position: 1,
        title: 'Repair the valve',
        durationMinutes: 120,
        lines: [line(101, 'Valve replacement', 1, 180), line(102, 'Labor (hours)', 2, 45)],
        addOns: [line(103, 'Pressure test', 1, 35)],
        totals: { services: 270, fee: 5, total: 275, deposit: 68.75 },
      },
      {
        id: 12,
        position: 2,
        title: 'Replace the heater',
        durationMinutes: 300,
        lines: [line(201, 'Heater, 50 gallons', 1, 1200), line(202, 'Installation', 1, 300)],
        addOns: [line(203, 'Haul away the old heater', 1, 60), line(204, 'Expansion tank', 1, 85)],
        totals: { services: 1500, fee: 5, total: 1505, deposit: 376.25 },
      },
    ],
    photoIds: [3],
    company: { name: 'Desert Plumbing' },
    serviceName: 'Water Heater',
    cancellationPolicy: { fee: 25, freeHoursBefore: 24 },
    approval: null,
    declineReason: null,
    ...extra,
  };
}
