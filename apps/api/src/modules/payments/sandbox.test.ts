import { TEST_CARDS } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { judgeCard, luhnValid } from './sandbox.ts';

const now = new Date('2026-06-15T17:00:00Z');
const card = (cardNumber: string, expMonth = 12, expYear = 2030) => ({ cardNumber, expMonth, expYear, cvc: '123' });

describe('the sandbox’s test cards', () => {
  it('answers like Stripe’s test mode', () => {
    expect(judgeCard(card(TEST_CARDS.succeeds), now)).toBeNull();
    expect(judgeCard(card('4242 4242 4242 4242'), now)).toBeNull();
    expect(judgeCard(card(TEST_CARDS.declined), now)).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(judgeCard(card(TEST_CARDS.insufficientFunds), now)).toEqual({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    expect(judgeCard(card('4242424242424241'), now)?.code).toBe('incorrect_number');
    expect(judgeCard(card(TEST_CARDS.succeeds, 5, 2026), now)?.code).toBe('expired_card');
    expect(judgeCard(card(TEST_CARDS.succeeds, 6, 26), now)).toBeNull();
    expect(judgeCard(card('5555555555554444'), now)?.message).toContain('non test card');
  });

  it('checks Luhn’s digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424243')).toBe(false);
    expect(luhnValid('42')).toBe(false);
  });
});
