import { PLAN_FREQUENCY_LABELS, PLAN_INTERVALS } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { chargeErrorIn, FREQUENCIES, frequencyWords, scheduleWords } from './words.ts';

describe("a plan's words in the customer's language (issue 49)", () => {
  it("says how often in the contract's English, and in Spanish", () => {
    for (const interval of PLAN_INTERVALS) {
      expect(FREQUENCIES[interval].message).toBe(PLAN_FREQUENCY_LABELS[interval]);
      expect(frequencyWords(interval, 'en')).toBe(PLAN_FREQUENCY_LABELS[interval]);
    }
    expect(frequencyWords(2, 'es')).toBe('Cada 2 semanas');
    expect(frequencyWords(3, 'en')).toBe('Every 3 weeks');
    expect(frequencyWords(3, 'es')).toBe('Cada 3 semanas');
  });

  it('says the day and time', () => {
    expect(scheduleWords({ firstDate: '2026-10-21', time: '14:30' })).toBe('Wednesdays at 2:30 PM');
    expect(scheduleWords({ firstDate: '2026-10-21', time: '14:30' }, 'es')).toBe('los miércoles a las 2:30 p. m.');
  });

  it("says a failed charge's reason kept in English: ours and the known card errors, a provider's other words as written", () => {
    expect(chargeErrorIn('Your card was declined.', 'es')).toBe('Su tarjeta fue rechazada.');
    expect(chargeErrorIn('The card was declined.', 'es')).toBe('La tarjeta fue rechazada.');
    expect(chargeErrorIn('Your plan has no card to charge: choose one for it.', 'es')).toBe(
      'Su plan no tiene una tarjeta para cobrar: elija una.',
    );
    const theirs = 'Your card was declined. This transaction requires authentication.';
    expect(chargeErrorIn(theirs, 'es')).toBe(theirs);
    expect(chargeErrorIn('Your card was declined.', 'en')).toBe('Your card was declined.');
    expect(chargeErrorIn(null, 'es')).toBeNull();
  });
});
