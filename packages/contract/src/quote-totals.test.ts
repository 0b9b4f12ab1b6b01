import { describe, expect, it } from 'vitest';
import { depositCentsOf, type QuoteLineFigures, quoteTotals } from './quote-totals.ts';
import { quoteBody, quoteDeclineBody } from './quotes.ts';
import { tipBody } from './tips.ts';

const lines: QuoteLineFigures[] = [
  { id: 1, quantity: 3, unitPriceCents: 4000, addOn: false },
  { id: 2, quantity: 1, unitPriceCents: 8500, addOn: false },
  { id: 3, quantity: 2, unitPriceCents: 1750, addOn: true },
  { id: 4, quantity: 1, unitPriceCents: 4500, addOn: true },
];
const none = { kind: 'none' } as const;

describe('a quote’s figures', () => {
  it('adds the lines and the add-ons ticked, then the fee as at checkout', () => {
    expect(quoteTotals(lines, [], 499, none)).toEqual({
      servicesCents: 20_500,
      feeCents: 499,
      totalCents: 20_999,
      depositCents: 0,
    });
    expect(quoteTotals(lines, [3], 499, none)).toMatchObject({ servicesCents: 24_000, totalCents: 24_499 });
    expect(quoteTotals(lines, [3, 4], 0, none)).toMatchObject({
      servicesCents: 28_500,
      feeCents: 0,
      totalCents: 28_500,
    });
  });

  it('counts an id that is no add-on of the lines for nothing', () => {
    expect(quoteTotals(lines, [1, 2, 99], 0, none).servicesCents).toBe(20_500);
  });

  it('charges no fee on unpriced work, as the checkout', () => {
    expect(quoteTotals([{ id: 1, quantity: 1, unitPriceCents: 0, addOn: false }], [], 499, none)).toEqual({
      servicesCents: 0,
      feeCents: 0,
      totalCents: 0,
      depositCents: 0,
    });
  });

  it('asks a percent of the total rounded to the cent, or an amount capped at the total', () => {
    expect(quoteTotals(lines, [], 499, { kind: 'percent', percent: 25 }).depositCents).toBe(5250); // 5249.75
    expect(depositCentsOf({ kind: 'percent', percent: 12.5 }, 10_499)).toBe(1312); // 1312.375
    expect(depositCentsOf({ kind: 'percent', percent: 33.33 }, 10_000)).toBe(3333);
    expect(depositCentsOf({ kind: 'percent', percent: 100 }, 10_499)).toBe(10_499);
    expect(depositCentsOf({ kind: 'amount', amountCents: 5000 }, 10_499)).toBe(5000);
    expect(depositCentsOf({ kind: 'amount', amountCents: 50_000 }, 10_499)).toBe(10_499);
  });

  it('asks no deposit under 50 cents', () => {
    expect(depositCentsOf({ kind: 'percent', percent: 1 }, 4900)).toBe(0); // 49 cents
    expect(depositCentsOf({ kind: 'percent', percent: 1 }, 5000)).toBe(50);
    expect(depositCentsOf({ kind: 'amount', amountCents: 100 }, 40)).toBe(0);
    expect(depositCentsOf(none, 10_000)).toBe(0);
  });
});

describe('the quote’s bodies', () => {
  const option = {
    title: 'Lawn repair',
    durationMinutes: 120,
    lines: [{ description: 'Mulch', quantity: 3, unitPrice: 40 }],
  };
  const body = { options: [option], expiresOn: '2026-06-29' };

  it('takes 1 to 3 options of 1 to 30 lines, whole quantities and dollars', () => {
    const parsed = quoteBody.parse(body);
    expect(parsed).toMatchObject({ terms: '', deposit: { kind: 'none' }, photoIds: [] });
    expect(parsed.options[0]?.lines[0]).toEqual({ description: 'Mulch', quantity: 3, unitPrice: 40, addOn: false });
    expect(quoteBody.safeParse({ ...body, options: [] }).success).toBe(false);
    expect(quoteBody.safeParse({ ...body, options: [option, option, option, option] }).success).toBe(false);
    const line = option.lines[0];
    expect(quoteBody.safeParse({ ...body, options: [{ ...option, lines: Array(31).fill(line) }] }).success).toBe(false);
    expect(
      quoteBody.safeParse({ ...body, options: [{ ...option, lines: [{ ...line, quantity: 1.5 }] }] }).success,
    ).toBe(false);
    expect(quoteBody.safeParse({ ...body, options: [{ ...option, lines: [{ ...line, quantity: 0 }] }] }).success).toBe(
      false,
    );
    expect(
      quoteBody.safeParse({ ...body, options: [{ ...option, lines: [{ ...line, unitPrice: 1.999 }] }] }).success,
    ).toBe(false);
    expect(quoteBody.safeParse({ ...body, expiresOn: '2026-02-30' }).success).toBe(false);
    expect(quoteBody.safeParse({ ...body, terms: 'x'.repeat(4001) }).success).toBe(false);
  });

  it('ties a deposit’s percent or amount to its kind', () => {
    expect(quoteBody.parse({ ...body, deposit: { kind: 'percent', percent: 25 } }).deposit).toEqual({
      kind: 'percent',
      percent: 25,
    });
    expect(quoteBody.safeParse({ ...body, deposit: { kind: 'percent' } }).success).toBe(false);
    expect(quoteBody.safeParse({ ...body, deposit: { kind: 'amount', percent: 25 } }).success).toBe(false);
    expect(quoteBody.safeParse({ ...body, deposit: { kind: 'none', amount: 10 } }).success).toBe(false);
    expect(quoteBody.safeParse({ ...body, deposit: { kind: 'percent', percent: 101 } }).success).toBe(false);
  });

  it('wants a decline’s reason, at most 1000 characters', () => {
    expect(quoteDeclineBody.safeParse({ reason: '  ' }).success).toBe(false);
    expect(quoteDeclineBody.safeParse({ reason: 'x'.repeat(1001) }).success).toBe(false);
    expect(quoteDeclineBody.parse({ reason: ' Too dear ' })).toEqual({ reason: 'Too dear' });
  });

  it('takes a tip as an amount or one of the percents, exactly one', () => {
    expect(tipBody.parse({ amount: 12.5 })).toEqual({ amount: 12.5 });
    expect(tipBody.parse({ percent: 15 })).toEqual({ percent: 15 });
    expect(tipBody.safeParse({ percent: 12 }).success).toBe(false);
    expect(tipBody.safeParse({ amount: 10, percent: 15 }).success).toBe(false);
    expect(tipBody.safeParse({}).success).toBe(false);
  });
});
