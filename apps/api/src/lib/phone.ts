/**
 * THE rule for a number texts go to (issue 48: it was written three ways): a North American number (the US and
 * its neighbours of country code 1), valid by the numbering plan's metadata (libphonenumber-js, its `min` set:
 * the patterns of each country, without the types), in E.164 (`+17255550101`) whatever form it was typed in.
 * Forms only check digits (the contract's `phoneDigits`); this is where a number becomes one a text can reach.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** Numbers typed without a country code are the valley's. */
const DEFAULT_COUNTRY = 'US';

/**
 * The number in E.164 (`+17025550100`) if texts can go to it, else null: not a valid number of the North American
 * Numbering Plan (a 1 or 0 leading the area code or exchange, an N11 code, too few or too many digits, another
 * country) or one with an extension.
 */
export function nanpPhoneNumber(raw: string): string | null {
  const number = parsePhoneNumberFromString(raw, DEFAULT_COUNTRY);
  if (number?.countryCallingCode !== '1' || number.ext || !number.isValid()) return null;
  return number.number;
}
