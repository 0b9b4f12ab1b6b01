import { describe, expect, it } from 'vitest';
import { discountCentsFor, MONEY_MAX_DOLLARS, orderTotals } from './money.ts';
import { fraction, money, moneyCents, percent } from './money-inputs.ts';

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
});

describe('money inputs', () => {
  const price = money();
  const issues = (
    schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
    v: unknown,
  ) => schema.safeParse(v).error?.issues.map((i) => i.message) ?? [];

  it('takes a JSON number or its text (form-encoded), with at most two decimals', () => {
    expect(price.parse(12.5)).toBe(12.5);
    expect(price.parse('12.50')).toBe(12.5);
    expect(price.parse('12')).toBe(12);
    expect(price.parse('0.01')).toBe(0.01);
    expect(price.parse(100_000)).toBe(100_000);
    expect(price.parse(129.99)).toBe(129.99);
  });

  it.each([
    true,
    false,
    null,
    [7],
    { amount: 7 },
    '0x10',
    '0b11',
    '1e2',
    ' 12',
    '12 ',
    '12.',
    '.5',
    '-0',
    '-5',
    '+5',
    '',
    'NaN',
    'Infinity',
    '12,50',
    '１２',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    -1,
  ])('refuses %j', (value) => {
    expect(price.safeParse(value).success).toBe(false);
  });

  it('refuses finer fractions than a cent, and says so', () => {
    expect(issues(price, 19.999)).toEqual(['must have at most 2 decimals']);
    expect(issues(price, '19.999')).toEqual(['must be an amount in dollars, like 12.50']);
    expect(issues(price, 1e-9)).toEqual(['must have at most 2 decimals']);
    expect(issues(money({ min: 0 }), 0.001)).toEqual(['must have at most 2 decimals']);
    expect(issues(money({ min: 0 }), 5e-324)).toEqual(['must have at most 2 decimals']);
    expect(issues(price, 100_000 - 0.001)).toEqual(['must have at most 2 decimals']);
  });

  it('reads a float’s noise as the amount it means', () => {
    expect(price.parse(94.99 + 0.01)).toBe(95);
    expect(price.parse(0.1 + 0.2)).toBe(0.3);
    expect(fraction({ min: 0.0001, max: 1 }).parse(Math.round(12.5 * 10_000) / 1_000_000)).toBe(0.125);
  });

  it('is bounded: at least a cent unless zero is allowed, at most $100,000', () => {
    expect(issues(price, 0)).toEqual(['must be at least 0.01']);
    expect(money({ min: 0 }).parse(0)).toBe(0);
    expect(money({ min: 0 }).parse('0')).toBe(0);
    expect(issues(price, 100_000.01)).toEqual([`must be at most ${MONEY_MAX_DOLLARS}`]);
    expect(issues(price, 1e308)).toEqual([`must be at most ${MONEY_MAX_DOLLARS}`]);
    expect(issues(price, 2 ** 53)).toEqual([`must be at most ${MONEY_MAX_DOLLARS}`]);
    expect(issues(price, '9999999999999999')).toEqual(['must be an amount in dollars, like 12.50']);
  });

  it('has a whole-cents form, and percentages and fractions as strict', () => {
    const fee = moneyCents({ min: 0, max: 100_000 });
    expect(fee.parse(499)).toBe(499);
    expect(fee.parse('499')).toBe(499);
    expect(fee.safeParse(4.99).success).toBe(false);
    expect(fee.safeParse('4.99').success).toBe(false);
    expect(fee.safeParse(true).success).toBe(false);
    const commission = percent();
    expect(commission.parse('12.5')).toBe(12.5);
    expect(commission.safeParse(100.5).success).toBe(false);
    expect(commission.safeParse([15]).success).toBe(false);
    expect(commission.safeParse('0x10').success).toBe(false);
    const share = fraction({ min: 0.0001, max: 1 });
    expect(share.parse('0.15')).toBe(0.15);
    expect(share.parse(0.125)).toBe(0.125);
    expect(share.safeParse(1.5).success).toBe(false);
    expect(share.safeParse(0).success).toBe(false);
    expect(share.safeParse(false).success).toBe(false);
  });
});
