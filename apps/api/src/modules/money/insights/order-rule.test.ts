/**
 * The work a company earns of a job paid by order payments (decision 0039): a ticket with an approved quote earns the
 * price's share of its order that its payments (a deposit, the booking's) kept paid; the others keep the booking
 * payment's rule. A refund of a deposit after completion takes back the price's share of the order it refunds.
 */
import { describe, expect, it } from 'vitest';
import { refundAdjustmentCents, workPaidCents } from './service.ts';

describe('the order rule of a job approved by a quote', () => {
  it("earns the price's share of the order kept paid, and the booking's rule without an approved quote", () => {
    // $420 of work and a $5 fee: a 25% deposit of $106.25 kept.
    expect(
      workPaidCents({ priceCents: 42_000, bookingCents: 10_625, bookingRefundedCents: 0, orderCents: 42_500 }),
    ).toBe(10_500);
    // The whole order paid: the whole price.
    expect(
      workPaidCents({ priceCents: 42_000, bookingCents: 42_500, bookingRefundedCents: 0, orderCents: 42_500 }),
    ).toBe(42_000);
    // No approved quote: the booking payment's rule, as before.
    expect(workPaidCents({ priceCents: 8_000, bookingCents: 8_500, bookingRefundedCents: 0 })).toBe(8_000);
    expect(workPaidCents({ priceCents: 8_000, bookingCents: 8_500, bookingRefundedCents: 0, orderCents: null })).toBe(
      8_000,
    );
  });

  it("a deposit's refund after completion takes back the price's share of the order, less the commission", () => {
    const ticket = { priceCents: 42_000, feeCents: 500, discountCents: 0 };
    const part = { purpose: 'deposit', amountCents: 10_625, refundedBeforeCents: 0, cents: 4_250 };
    // $42.50 of a $425 order: $42 of work, 10% of it UpKeep's.
    expect(refundAdjustmentCents(ticket, [part], 10)).toBe(-(4_200 - 420));
  });
});
