import { describe, expect, it } from 'vitest';
import { smsEncoding, smsParts } from './sms-parts.ts';

describe('the parts of a text message', () => {
  it('keeps GSM-7 text, Spanish without acute vowels included, at 160 a part and 153 beyond', () => {
    expect(smsEncoding('¿Está listo? Mañana a las 9:00 a. m.').encoding).toBe('UCS-2'); // á
    expect(smsEncoding('¿Listo? Mañana a las 9:00 a. m., pingüino, ¡gracias! é').encoding).toBe('GSM-7');
    expect(smsParts('a'.repeat(160))).toBe(1);
    expect(smsParts('a'.repeat(161))).toBe(2);
    expect(smsParts('a'.repeat(306))).toBe(2);
    expect(smsParts('a'.repeat(307))).toBe(3);
    expect(smsParts('')).toBe(1);
  });

  it('counts the extension characters twice', () => {
    expect(smsEncoding('€5 [ok]')).toEqual({ encoding: 'GSM-7', units: 10 });
    expect(smsParts(`${'a'.repeat(158)}€`)).toBe(1);
    expect(smsParts(`${'a'.repeat(159)}€`)).toBe(2);
  });

  it('sends anything else as UCS-2: 70 a part, 67 beyond, in UTF-16 units', () => {
    expect(smsParts(`á${'a'.repeat(69)}`)).toBe(1);
    expect(smsParts(`á${'a'.repeat(70)}`)).toBe(2);
    expect(smsParts(`ó${'a'.repeat(133)}`)).toBe(2);
    expect(smsParts(`ó${'a'.repeat(134)}`)).toBe(3);
    expect(smsEncoding('Listo 👍')).toEqual({ encoding: 'UCS-2', units: 8 });
  });
});
