import { describe, expect, it } from 'vitest';
import { discountCentsFor, orderTotals, toCents } from './money.ts';

describe('the order’s money', () => {
  it('adds the fee to priced work and takes the discount off', () => {
    expect(orderTotals(10_000, 499, 0)).toEqual({
      feeCents: 499,
      discountCents: 0,
      totalCents: 10_499,
      isEstimate: false,
    });
    expect(orderTotals(10_000, 499, 1500)).toMatchObject({ totalCents: 8999 });
  });

  it('charges no fee on unpriced work, and nothing under the free threshold', () => {
    expect(orderTotals(0, 499, 0)).toEqual({ feeCents: 0, discountCents: 0, totalCents: 0, isEstimate: true });
    expect(orderTotals(100, 0, 60).isEstimate).toBe(true); // $0.40
    expect(orderTotals(100, 0, 50).isEstimate).toBe(false); // $0.50
  });

  it('rounds a percentage to the cent and never discounts more than the price or below zero', () => {
    expect(discountCentsFor({ percentage: 0.15, amountCents: null }, 12_345)).toBe(1852);
    expect(discountCentsFor({ percentage: null, amountCents: 2000 }, 12_345)).toBe(2000);
    expect(discountCentsFor({ percentage: null, amountCents: 2000 }, 1500)).toBe(1500);
    expect(discountCentsFor({ percentage: null, amountCents: -500 }, 1500)).toBe(0);
  });

  it('turns dollars into whole cents', () => {
    expect(toCents(129.99)).toBe(12_999);
    expect(toCents(4.99)).toBe(499);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});
