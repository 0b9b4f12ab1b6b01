/**
 * The order's money, in integer cents: the server prices a ticket with these rules and the checkout screen
 * shows the same figures before it does (the server's figures are the ones charged).
 */

/** Under this total (cents) an order is free: no card, the ticket is an estimate request (booking.ts's FREE_ORDER_THRESHOLD). */
export const FREE_ORDER_THRESHOLD_CENTS = 50;

/** A discount code's terms: an amount in cents, or a fraction of the price (0.15 = 15%). */
export interface DiscountTerms {
  amountCents: number | null;
  percentage: number | null;
}

/** Percentage: a fraction of the price; amount: subtracted; never more than the price, never below zero. */
export function discountCentsFor(terms: DiscountTerms, priceCents: number): number {
  const raw = terms.percentage !== null ? Math.round(priceCents * Number(terms.percentage)) : (terms.amountCents ?? 0);
  return Math.max(0, Math.min(priceCents, raw));
}

/** The order's money: the fee applies to priced work; under the free threshold nothing is charged. */
export function orderTotals(priceCents: number, feeCents: number, discountCents: number) {
  const fee = priceCents > 0 ? feeCents : 0;
  const total = Math.max(0, priceCents + fee - discountCents);
  return { feeCents: fee, discountCents, totalCents: total, isEstimate: total < FREE_ORDER_THRESHOLD_CENTS };
}

/** The most any single money input may say, in dollars: far above any home-service job, far below overflow. */
export const MONEY_MAX_DOLLARS = 100_000;
