import { Messages, PaymentMessages } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { PAYMENT_WORDS, SPEC_WORDS } from './spec-words.ts';
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
  });
});
