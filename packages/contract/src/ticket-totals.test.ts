import { describe, expect, it } from 'vitest';
import { ticketTotals, ticketTotalsInDollars } from './ticket-totals.ts';

describe('a ticket’s totals', () => {
  const base = { servicesCents: 19_500, feeCents: 499, discountCents: 2_000, paidCents: 0, refundedCents: 0 };

  it('lists a paid $65 extra charge, labelled, and its lines add up to the total', () => {
    const totals = ticketTotals({
      ...base,
      charges: [{ label: 'Extra charge: Valve', amountCents: 6_500, status: 'paid' }],
      paidCents: 17_999 + 6_500,
    });
    expect(totals.lines.map((l) => [l.label, l.amountCents])).toEqual([
      ['Services', 19_500],
      ['Booking fee', 499],
      ['Discount', -2_000],
      ['Extra charge: Valve (paid)', 6_500],
    ]);
    expect(totals.totalCents).toBe(24_499);
    expect(totals.lines.reduce((s, l) => s + l.amountCents, 0)).toBe(totals.totalCents);
    expect(totals.balanceCents).toBe(0);
  });

  it('counts a pending charge in the total and the balance, and leaves a declined one out', () => {
    const totals = ticketTotals({
      ...base,
      charges: [
        { label: 'Extra charge: Filter', amountCents: 1_000, status: 'pending' },
        { label: 'Extra charge: Duct', amountCents: 9_900, status: 'declined' },
      ],
      paidCents: 17_999,
    });
    expect(totals.lines.filter((l) => l.kind === 'charge')).toEqual([
      { kind: 'charge', label: 'Extra charge: Filter (pending)', amountCents: 1_000, status: 'pending' },
    ]);
    expect(totals.totalCents).toBe(18_999);
    expect(totals.balanceCents).toBe(1_000);
  });

  it('shows refunds apart: money given back is no balance', () => {
    const totals = ticketTotals({ ...base, charges: [], paidCents: 17_999, refundedCents: 17_999 });
    expect(totals).toMatchObject({ totalCents: 17_999, paidCents: 17_999, refundedCents: 17_999, balanceCents: 0 });
  });

  it('leaves out a zero fee and no discount, and answers in dollars', () => {
    const answer = ticketTotalsInDollars(
      ticketTotals({
        servicesCents: 10_000,
        feeCents: 0,
        discountCents: 0,
        charges: [],
        paidCents: 0,
        refundedCents: 0,
      }),
    );
    expect(answer).toEqual({
      lines: [{ kind: 'services', label: 'Services', amount: 100, status: null }],
      total: 100,
      paid: 0,
      refunded: 0,
      kept: 0,
      balance: 100,
    });
  });

  it('carries the cancellation fee kept, never below zero (issue 46)', () => {
    const base = { servicesCents: 14_900, feeCents: 499, discountCents: 0, charges: [] };
    expect(ticketTotals({ ...base, paidCents: 15_399, refundedCents: 12_899, keptCents: 2500 }).keptCents).toBe(2500);
    expect(ticketTotalsInDollars(ticketTotals({ ...base, paidCents: 0, refundedCents: 0 })).kept).toBe(0);
  });
});
