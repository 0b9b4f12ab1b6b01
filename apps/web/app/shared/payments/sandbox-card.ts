/**
 * The sandbox card form's typing aids; its checks (a whole card before Pay, as Stripe Elements' `complete`
 * would say) are the contract's, the ones the sandbox provider judges the card with.
 */
import { cardDigits } from '@upkeep/contract';

/** Digits in groups of four, as cards are printed: '4242 4242 4242 4242'. */
export const formatCardNumber = (value: string) =>
  cardDigits(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** 'MM / YY' as the customer types it. */
export function formatExpiry(value: string): string {
  const digits = cardDigits(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}
