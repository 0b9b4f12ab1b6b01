import { describe, expect, it } from 'vitest';
import { FAQS } from '../help-faqs';
import { FAQS_ES } from './help-faqs';

const numbers = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe("the help page's answers in Spanish (issue 49)", () => {
  it('answers every English question, in the same order, in Spanish', () => {
    expect(FAQS_ES).toHaveLength(FAQS.length);
    FAQS_ES.forEach((spanish, i) => {
      const english = FAQS[i];
      expect(spanish.question).toMatch(/^¿.+\?$|\. ¿.+\?$/);
      expect(spanish.question).not.toBe(english?.question);
      expect(spanish.answer).not.toBe(english?.answer);
      // The rules it states (48 hours, $25, 7 days) are the English answer's.
      expect(numbers(spanish.answer), spanish.question).toEqual(numbers(english?.answer ?? ''));
    });
  });

  it('speaks to the homeowner as usted, never tú', () => {
    for (const { question, answer } of FAQS_ES) {
      expect(`${question} ${answer}`).not.toMatch(/\b(tú|tu|tienes|puedes|quieres|necesitas|te)\b/i);
    }
  });
});
