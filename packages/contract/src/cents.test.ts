import { describe, expect, it } from 'vitest';
import { toCents, toDollars } from './cents.ts';

describe('dollars and cents (the one conversion)', () => {
  it('turns dollars into whole cents, float noise and all', () => {
    expect(toCents(129.99)).toBe(12_999);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(4.99)).toBe(499);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(0)).toBe(0);
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
  });

  it('rounds half a cent away from zero, where Math.round(x * 100) did not', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.285)).toBe(29);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-19.99)).toBe(-1999);
    expect(toCents(-0.1 - 0.2)).toBe(-30);
  });

  it('keeps large amounts exact', () => {
    expect(toCents(100_000)).toBe(10_000_000);
    expect(toCents(90_071_992_547.99)).toBe(9_007_199_254_799);
    expect(toDollars(9_007_199_254_799)).toBe(90_071_992_547.99);
  });

  it('turns cents into dollars with two decimals, and back', () => {
    expect(toDollars(1999)).toBe(19.99);
    expect(toDollars(-1999)).toBe(-19.99);
    expect(toDollars(30)).toBe(0.3);
    expect(toDollars(0)).toBe(0);
    for (const cents of [1, 99, 1999, 12_345, 10_000_000, -250]) expect(toCents(toDollars(cents))).toBe(cents);
  });
});
