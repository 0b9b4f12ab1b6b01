import { checkoutAddressIssue, checkoutAddressProblem } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import { say } from '../../../i18n/words.ts';
import { addressProblemWords } from './checkout.ts';

describe("the checkout address's problem in the catalogue (issue 49)", () => {
  const addresses = [
    ['10847 Sundown Ridge Dr, Las Vegas, NV 89135', '89117'],
    ['1200 Fremont', '89117'],
    ['11024 Summer Glen Dr', '89135'],
    ['Sahara Ave, Las Vegas, NV 89102', '89102'],
  ] as const;

  it('says each kind in the contract’s English word for word, and in Spanish', () => {
    for (const [address, zipCode] of addresses) {
      const issue = checkoutAddressIssue(address, zipCode);
      if (!issue) throw new Error(`${address}: no problem found`);
      const words = addressProblemWords(issue);
      expect(say(words, 'en'), address).toBe(checkoutAddressProblem(address, zipCode));
      expect(say(words, 'es'), address).not.toBe(say(words, 'en'));
    }
    expect(checkoutAddressIssue('4820 Sahara Ave, Las Vegas, NV 89102', '89102')).toBeNull();
  });
});
