/**
 * A quote's figures (decision 0039), one pure function for the server and both screens (no zod, as money.ts): the
 * services are the option's lines and the add-ons ticked; the fee and total follow the checkout's `orderTotals`; the
 * deposit is a percent of that total rounded to the cent, or an amount capped at it, and none under 50 cents.
 */
import { FREE_ORDER_THRESHOLD_CENTS, orderTotals } from './money.ts';

/** A line of an option: a whole quantity at a unit price; an add-on counts only when ticked. */
export interface QuoteLineFigures {
  id: number;
  quantity: number;
  unitPriceCents: number;
  addOn: boolean;
}

export type QuoteDepositTerms =
  | { kind: 'none' }
  | { kind: 'percent'; percent: number }
  | { kind: 'amount'; amountCents: number };

export interface QuoteTotals {
  servicesCents: number;
  feeCents: number;
  totalCents: number;
  depositCents: number;
}

/** The least deposit asked: under it (what a card can be charged) there is none. */
export const MIN_DEPOSIT_CENTS = FREE_ORDER_THRESHOLD_CENTS;

/** The line's total: its quantity times its unit price. */
export const quoteLineCents = (line: Pick<QuoteLineFigures, 'quantity' | 'unitPriceCents'>) =>
  line.quantity * line.unitPriceCents;

/**
 * The figures of an option with the add-ons `addOnIds` ticked (an id that is no add-on of these lines counts for
 * nothing), UpKeep's fee as the revision froze it (`fee_cents`), and the deposit asked.
 */
export function quoteTotals(
  lines: readonly QuoteLineFigures[],
  addOnIds: readonly number[],
  feeCents: number,
  deposit: QuoteDepositTerms,
): QuoteTotals {
  const servicesCents = lines
    .filter((line) => !line.addOn || addOnIds.includes(line.id))
    .reduce((sum, line) => sum + quoteLineCents(line), 0);
  const order = orderTotals(servicesCents, feeCents, 0);
  return {
    servicesCents,
    feeCents: order.feeCents,
    totalCents: order.totalCents,
    depositCents: depositCentsOf(deposit, order.totalCents),
  };
}

/** The deposit of a total: the percent rounded to the cent, or the amount capped at the total; under 50 cents none. */
export function depositCentsOf(deposit: QuoteDepositTerms, totalCents: number): number {
  const asked =
    deposit.kind === 'percent'
      ? // The percent has at most two decimals: in hundredths of a percent the product is exact.
        Math.round((totalCents * Math.round(deposit.percent * 100)) / 10_000)
      : deposit.kind === 'amount'
        ? Math.min(deposit.amountCents, totalCents)
        : 0;
  return asked < MIN_DEPOSIT_CENTS ? 0 : asked;
}
