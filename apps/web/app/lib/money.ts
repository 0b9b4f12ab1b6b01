const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars with 2 decimals and thousands separators: $1,234.50 (spec 000 section 9). */
export function formatMoney(dollars: number): string {
  return usd.format(dollars);
}
