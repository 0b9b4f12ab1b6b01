import { describe, expect, it } from 'vitest';
import { email, fieldWithControlCharacter, formBoolean, phoneDigits, zipCode } from './fields.ts';
import { phoneNumberDigits } from './phone-digits.ts';

describe('shared fields', () => {
  it('normalises e-mail addresses and refuses bad ones', () => {
    expect(email.parse('  Dana@Example.COM ')).toBe('dana@example.com');
    expect(email.safeParse('dana@').success).toBe(false);
  });

  it('keeps phone digits only, within bounds', () => {
    expect(phoneDigits(10, 15).parse('(702) 555-0100')).toBe('7025550100');
    expect(phoneDigits(10, 15).safeParse('702555').success).toBe(false);
    expect(phoneDigits(1, 12).safeParse('70255501ab').success).toBe(false);
    expect(phoneNumberDigits(' +1 (702) 555-01.00 ')).toBe('17025550100');
    expect(phoneNumberDigits('702 555 01ab')).toBe('70255501ab');
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

  it('names the field whose text holds a control character, and lets tabs and new lines through', () => {
    expect(fieldWithControlCharacter({ Email: 'a@b.c', Password: 'x\u0000y' })).toBe('Password');
    expect(fieldWithControlCharacter({ items: [{ note: 'ok' }, { note: 'bell\u0007' }] })).toBe('items.1.note');
    expect(fieldWithControlCharacter('\u001b[31m')).toBe('body');
    expect(fieldWithControlCharacter({ Message: 'line one\r\nline two\tend' })).toBeNull();
    expect(fieldWithControlCharacter({ n: 3, b: true, v: null })).toBeNull();
    // A name, company name, address or city is one line: no break of any kind (issue 47).
    expect(fieldWithControlCharacter({ Name: 'Eve\rEND:VEVENT' })).toBe('Name');
    expect(fieldWithControlCharacter({ guest: { address: '1 Main St\n2' } })).toBe('guest.address');
    expect(fieldWithControlCharacter({ companyName: 'Acme\u2028X' })).toBe('companyName');
    expect(fieldWithControlCharacter({ Instructions: 'Gate 1\r\nDog in yard', name: 'Eve Adams' })).toBeNull();
  });
});
