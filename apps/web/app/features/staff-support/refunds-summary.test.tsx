import { describe, expect, it } from 'vitest';
import { detail } from '../../../test/ticket-fixtures';
import { refundsSummary } from './ticket-page';

const cancelledLate = detail({
  status: 'Cancelled',
  statusId: 5,
  totalPaid: 25,
  totals: {
    lines: [{ kind: 'services', label: 'Services', amount: 153.99, status: null }],
    total: 153.99,
    paid: 153.99,
    refunded: 128.99,
    kept: 25,
    balance: 0,
  },
});
const goodwill = {
  id: 3,
  amount: 25,
  reason: 'Goodwill',
  borneBy: 'upkeep' as const,
  staffEmail: 'staff@upkeep.test',
  createdAt: '2026-11-20T17:00:00.000Z',
};

describe("the console ticket's Refunds (issue 46)", () => {
  it('states the refund made on the cancellation, beside the payments table, in the figures the customer sees', () => {
    expect(refundsSummary({ ticket: cancelledLate, refunds: [] })).toBe(
      "Refunded $128.99 of $153.99 paid: $128.99 on the booking's cancellation or by the company; $25.00 cancellation fee kept.",
    );
  });

  it('tells UpKeep’s refunds apart from the rest', () => {
    const ticket = { ...cancelledLate, totals: { ...cancelledLate.totals, refunded: 153.99, kept: 0 } };
    expect(refundsSummary({ ticket, refunds: [goodwill] })).toBe(
      "Refunded $153.99 of $153.99 paid: $128.99 on the booking's cancellation or by the company, $25.00 by UpKeep.",
    );
    expect(
      refundsSummary({ ticket: { ...ticket, totals: { ...ticket.totals, refunded: 25 } }, refunds: [goodwill] }),
    ).toBe('Refunded $25.00 of $153.99 paid, by UpKeep.');
  });

  it('says nothing was refunded only when nothing was', () => {
    expect(refundsSummary({ ticket: detail(), refunds: [] })).toBeNull();
  });
});
