/**
 * A quote's figures on the customer's screen (decision 0039): the contract's `quoteTotals`, the one pure function the
 * server answers with, recomputed for the option chosen and the add-ons ticked. Money comes in dollars and is counted
 * in cents (`toCents`), as everywhere.
 */
import {
  type CustomerQuote,
  type QuoteDepositTerms,
  type QuoteLineFigures,
  type QuoteOptionAnswer,
  type QuoteTotals,
  quoteTotals,
  toCents,
  valleyToday,
} from '@upkeep/contract';

/**
 * UpKeep's fee the revision froze: the customer's answer carries it in each option's figures (0 for an option whose
 * services add up to nothing, as at checkout), so the largest is the revision's.
 */
export function frozenFeeCents(quote: Pick<CustomerQuote, 'options'>): number {
  return Math.max(0, ...quote.options.map((option) => toCents(option.totals.fee)));
}

/** The deposit's terms as `quoteTotals` takes them. */
export function depositTermsOf(deposit: CustomerQuote['deposit']): QuoteDepositTerms {
  if (deposit.kind === 'percent' && deposit.percent !== null) return { kind: 'percent', percent: deposit.percent };
  if (deposit.kind === 'amount' && deposit.amount !== null)
    return { kind: 'amount', amountCents: toCents(deposit.amount) };
  return { kind: 'none' };
}

/** An option's lines and add-ons as `quoteTotals` counts them. */
export function figuresOf(option: QuoteOptionAnswer): QuoteLineFigures[] {
  const figure = (addOn: boolean) => (line: QuoteOptionAnswer['lines'][number]) => ({
    id: line.id,
    quantity: line.quantity,
    unitPriceCents: toCents(line.unitPrice),
    addOn,
  });
  return [...option.lines.map(figure(false)), ...option.addOns.map(figure(true))];
}

/** The figures of `option` with `addOnIds` ticked, in cents. */
export function chosenTotals(
  quote: CustomerQuote,
  option: QuoteOptionAnswer,
  addOnIds: readonly number[],
): QuoteTotals {
  return quoteTotals(figuresOf(option), addOnIds, frozenFeeCents(quote), depositTermsOf(quote.deposit));
}

/**
 * The quote may still be answered: sent or viewed, and not past its last day (a valley date; the sweep that marks it
 * expired runs every few minutes, and the server refuses an answer after that day whatever the sweep did).
 */
export function isOpen(quote: Pick<CustomerQuote, 'status' | 'expiresOn'>, now: Date = new Date()): boolean {
  return (quote.status === 'sent' || quote.status === 'viewed') && valleyToday(now) <= quote.expiresOn;
}

/** The status the customer reads: an open quote past its last day is expired already. */
export function shownStatus(quote: Pick<CustomerQuote, 'status' | 'expiresOn'>, now: Date = new Date()) {
  if ((quote.status === 'sent' || quote.status === 'viewed') && !isOpen(quote, now)) return 'expired' as const;
  return quote.status;
}
