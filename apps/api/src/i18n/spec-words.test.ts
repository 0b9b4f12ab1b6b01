import { Messages, PASSKEY_MESSAGES, PaymentMessages, replyTimeWords, SECOND_FACTOR_MESSAGES } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { PASSKEY_WORDS, PAYMENT_WORDS, SECOND_FACTOR_WORDS, SPEC_WORDS, sayReplyTime } from './spec-words.ts';
import { say } from './words.ts';

describe("the contract's messages in the API's catalogue (issue 49)", () => {
  it('keeps the contract’s English word for word, and has Spanish for each', () => {
    for (const [key, words] of Object.entries(SPEC_WORDS)) {
      expect(words.message, key).toBe(Messages[key as keyof typeof SPEC_WORDS]);
      expect(say(words, 'es'), key).not.toBe(words.message);
    }
    for (const [key, words] of Object.entries(PAYMENT_WORDS)) {
      expect(words.message, key).toBe(PaymentMessages[key as keyof typeof PAYMENT_WORDS]);
      expect(say(words, 'es'), key).not.toBe(words.message);
    }
    for (const [key, words] of Object.entries(SECOND_FACTOR_WORDS)) {
      expect(words.message, key).toBe(SECOND_FACTOR_MESSAGES[key as keyof typeof SECOND_FACTOR_WORDS]);
      expect(say(words, 'es'), key).not.toBe(words.message);
    }
    for (const [key, words] of Object.entries(PASSKEY_WORDS)) {
      expect(words.message, key).toBe(PASSKEY_MESSAGES[key as keyof typeof PASSKEY_WORDS]);
      expect(say(words, 'es'), key).not.toBe(words.message);
    }
  });
});

describe("a company's reply time in the caller's language (issue 49)", () => {
  it('says each of the contract’s phrases in Spanish, English as it is', () => {
    for (const minutes of [30, 120, 480, 2000]) {
      const english = replyTimeWords(minutes);
      expect(sayReplyTime(english, 'en')).toBe(english);
      expect(sayReplyTime(english, 'es'), english).toMatch(/^Suele responder/);
    }
  });
});
