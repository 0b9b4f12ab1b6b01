/**
 * THE conversion between dollars and cents (issue 48: it was written out in a dozen places). Money is stored and
 * computed in integer cents; it is typed and answered in dollars with two decimals. Alone in a module without zod,
 * so any screen can import it for a few bytes.
 */

/**
 * Dollars as whole cents, half a cent rounded away from zero: 19.99 is 1999, 0.1 + 0.2 is 30, 1.005 is 101 and
 * -1.005 is -101. `Math.round(x * 100)` alone gave 100 for 1.005 (its product is 100.49999999999999) and rounded
 * negative halves up; the product is read at the precision a dollar amount has before it is rounded.
 */
export function toCents(dollars: number): number {
  const cents = Math.round(Math.abs(Number((dollars * 100).toFixed(6))));
  return dollars < 0 && cents !== 0 ? -cents : cents;
}

/** Cents as dollars (a number with at most two decimals), as answers carry money: 1999 is 19.99. */
export const toDollars = (cents: number): number => Math.round(cents) / 100;
