import { describe, expect, it } from 'vitest';
import { nanpPhoneNumber } from './phone.ts';

describe('the number texts go to (one E.164 rule)', () => {
  it('writes a North American number in E.164 whatever form it was typed in', () => {
    for (const typed of [
      '(702) 555-0100',
      '+1 702 555 0100',
      '17025550100',
      '702.555.0100',
      '  7025550100 ',
      '+17025550100',
      '1-702-555-0100',
    ]) {
      expect(nanpPhoneNumber(typed), typed).toBe('+17025550100');
    }
    expect(nanpPhoneNumber('725-555-0101')).toBe('+17255550101');
    expect(nanpPhoneNumber('+1 (416) 555-0199')).toBe('+14165550199'); // Toronto: the same plan
  });

  it('refuses what a text cannot reach', () => {
    expect(nanpPhoneNumber('0')).toBeNull();
    expect(nanpPhoneNumber('123')).toBeNull();
    expect(nanpPhoneNumber('')).toBeNull();
    expect(nanpPhoneNumber('1025550100')).toBeNull(); // area code starting with 1
    expect(nanpPhoneNumber('0025550100')).toBeNull(); // area code starting with 0
    expect(nanpPhoneNumber('7021550100')).toBeNull(); // exchange starting with 1
    expect(nanpPhoneNumber('9115550100')).toBeNull(); // N11 area code
    expect(nanpPhoneNumber('70255501000')).toBeNull(); // eleven digits not led by 1
    expect(nanpPhoneNumber('+447911123456')).toBeNull(); // another country
    expect(nanpPhoneNumber('702555010x')).toBeNull();
    expect(nanpPhoneNumber('7025550100 ext. 12')).toBeNull(); // an extension cannot take a text
  });
});
