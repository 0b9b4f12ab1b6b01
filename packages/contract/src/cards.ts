/**
 * A card number's and expiry's checks, as Stripe's test mode makes them: the sandbox card form checks a card
 * before Pay and the sandbox provider judges it again on the server.
 */

/** The digits of what was typed ('4242 4242-4242' → '42424242424'). */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** Luhn's checksum, as card numbers carry it; shorter than 12 digits is no card number. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** 12 to 19 digits with a right check digit. */
export const cardNumberComplete = (value: string) => {
  const digits = cardDigits(value);
  return digits.length <= 19 && luhnValid(digits);
};

/** Month and two-digit year ('MM / YY' as typed), or null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = cardDigits(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
}

/** A card that expires at the end of its month is good until then. */
export const cardExpired = (expiry: { month: number; year: number }, now: Date) =>
  Date.UTC(expiry.year, expiry.month, 1) <= now.getTime();

export function expiryComplete(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  return expiry !== null && !cardExpired(expiry, now);
}

export const cvcComplete = (value: string) => /^[0-9]{3,4}$/.test(value.trim());

/** A card's network from its number, as Stripe names it on a payment method (`card.brand`). */
export function cardBrand(value: string): 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown' {
  const digits = cardDigits(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** 'Visa', 'Mastercard'... as a card's brand is shown. */
export const CARD_BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};
