/** The sandbox card form's checks: a whole card before Pay, as Stripe Elements' `complete` would say. */

export const cardDigits = (value: string) => value.replace(/\D/g, '');

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
  return sum % 10 === 0;
}

export const cardNumberComplete = (value: string) => {
  const digits = cardDigits(value);
  return digits.length >= 12 && digits.length <= 19 && luhnValid(digits);
};

/** Month and two-digit year, or null while incomplete. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const digits = cardDigits(value);
  if (digits.length !== 4) return null;
  const month = Number(digits.slice(0, 2));
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(digits.slice(2)) };
}

/** A card that expires at the end of its month is good until then. */
export function expiryComplete(value: string, now: Date = new Date()): boolean {
  const expiry = parseExpiry(value);
  if (!expiry) return false;
  return Date.UTC(expiry.year, expiry.month, 1) > now.getTime();
}

export const cvcComplete = (value: string) => /^[0-9]{3,4}$/.test(value.trim());
