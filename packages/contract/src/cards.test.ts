import { describe, expect, it } from 'vitest';
import { cardExpired, cardNumberComplete, cvcComplete, expiryComplete, luhnValid, parseExpiry } from './cards.ts';

describe('card checks', () => {
  it('checks Luhn’s digit on 12 digits or more', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });

  it('takes a number as typed, with spaces, of 12 to 19 digits', () => {
    expect(cardNumberComplete('4242 4242 4242 4242')).toBe(true);
    expect(cardNumberComplete('4242 4242 4242 4241')).toBe(false);
    expect(cardNumberComplete(`${'0'.repeat(19)}0`)).toBe(false);
  });

  it('reads MM / YY and keeps a card good to the end of its month', () => {
    expect(parseExpiry('12 / 30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13 / 30')).toBeNull();
    expect(parseExpiry('1 / 3')).toBeNull();
    const now = new Date('2026-06-30T23:00:00Z');
    expect(expiryComplete('06 / 26', now)).toBe(true);
    expect(expiryComplete('05 / 26', now)).toBe(false);
    expect(cardExpired({ month: 6, year: 2026 }, new Date('2026-07-01T00:00:00Z'))).toBe(true);
  });

  it('wants a 3 or 4 digit CVC', () => {
    expect(cvcComplete('123')).toBe(true);
    expect(cvcComplete('12345')).toBe(false);
  });
});
