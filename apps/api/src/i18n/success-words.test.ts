/**
 * The success messages a customer or crew member reads are spec 000's English word for word where the contract has
 * them, and said in Spanish to a Spanish caller (issue 49); zxcvbn's advice, likewise, is its own English.
 */
import { bookingsAdded, Messages, TICKET_LINK_RESEND_MESSAGE } from '@upkeep/contract';
import * as zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { describe, expect, it } from 'vitest';
import { ADVICE } from '../lib/password.ts';
import { SUCCESS_WORDS, saySuccess } from './success-words.ts';

describe('success messages in the caller’s language', () => {
  it('holds the contract’s messages word for word, and says them in Spanish only to a Spanish caller', () => {
    const english = SUCCESS_WORDS.map((words) => words.message);
    for (const message of [
      Messages.forgotPassword,
      Messages.profileUpdated,
      Messages.openChargeDeclined,
      Messages.reviewCreated,
      TICKET_LINK_RESEND_MESSAGE,
      bookingsAdded(1),
    ]) {
      expect(english).toContain(message);
      expect(saySuccess(message, 'en')).toBe(message);
      expect(saySuccess(message, 'es')).not.toBe(message);
    }
    expect(saySuccess(Messages.profileUpdated, 'es')).toBe('Información actualizada.');
    expect(saySuccess(bookingsAdded(3), 'es')).toBe('3 reservas agregadas');
    expect(saySuccess('Crew added', 'es')).toBe('Crew added');
  });

  it('writes zxcvbn’s advice in the catalogue with zxcvbn’s own English', () => {
    const { warnings, suggestions } = zxcvbnEnglish.translations;
    const theirs = {
      ...Object.fromEntries(Object.entries(warnings).map(([key, text]) => [`warnings.${key}`, text])),
      ...Object.fromEntries(Object.entries(suggestions).map(([key, text]) => [`suggestions.${key}`, text])),
    };
    expect(Object.fromEntries(Object.entries(ADVICE).map(([key, words]) => [key, words.message]))).toEqual(theirs);
  });
});
