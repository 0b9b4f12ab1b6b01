import { describe, expect, it } from 'vitest';
import { email, formBoolean, phoneDigits, zipCode } from './fields.ts';

describe('shared fields', () => {
  it('normalises e-mail addresses and refuses bad ones', () => {
    expect(email.parse('  Dana@Example.COM ')).toBe('dana@example.com');
    expect(email.safeParse('dana@').success).toBe(false);
  });

  it('keeps phone digits only, within bounds', () => {
    expect(phoneDigits(10, 15).parse('(702) 555-0100')).toBe('7025550100');
    expect(phoneDigits(10, 15).safeParse('702555').success).toBe(false);
    expect(phoneDigits(1, 12).safeParse('70255501ab').success).toBe(false);
  });

  it('accepts 5-digit zip codes only', () => {
    expect(zipCode.parse('89101')).toBe('89101');
    expect(zipCode.safeParse('8910').success).toBe(false);
    expect(zipCode.safeParse('89101-1234').success).toBe(false);
  });

  it('reads booleans from form text', () => {
    expect(formBoolean.parse('true')).toBe(true);
    expect(formBoolean.parse('false')).toBe(false);
    expect(formBoolean.parse(true)).toBe(true);
    expect(formBoolean.safeParse('maybe').success).toBe(false);
  });
});
