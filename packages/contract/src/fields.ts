/**
 * Field schemas shared by the contract's requests. Bodies arrive as JSON or form-encoded, so numbers and
 * booleans accept their text forms too.
 */
import { z } from 'zod';
import { phoneNumberDigits } from './phone-digits.ts';

/** The largest id a table holds (PostgreSQL's integer); a bigger one is refused as unknown, never sent to the database. */
export const MAX_DB_ID = 2_147_483_647;
/** A row id from a path, query or body: a positive integer no bigger than the database's ids. */
export const positiveId = z.coerce.number().int().positive().max(MAX_DB_ID, 'is not a known id');

export const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
export const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).default('');
export const email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be a valid e-mail address'));
/** A phone number as digits (phoneNumberDigits), between `min` and `max` of them. */
export const phoneDigits = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform(phoneNumberDigits)
    .pipe(
      z
        .string()
        .regex(/^[0-9]*$/, 'must contain digits only')
        .min(min, `must have at least ${min} digits`)
        .max(max, `must have at most ${max} digits`),
    );
export const zipCode = z
  .string()
  .trim()
  .regex(/^[0-9]{5}$/, 'must be a 5-digit zip code');
export const formBoolean = z.preprocess((v) => {
  if (typeof v !== 'string') return v;
  const s = v.trim().toLowerCase();
  if (s === 'true' || s === '1' || s === 'yes' || s === 'on') return true;
  if (s === 'false' || s === '0' || s === 'no' || s === 'off' || s === '') return false;
  return v;
}, z.boolean());

/**
 * Control characters other than tab, line feed and carriage return: never part of what a person types, and
 * PostgreSQL refuses NUL in text (22021). Every text a request carries is checked against it.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
export const CONTROL_CHARACTER_PROBLEM = 'must not contain control characters';

/**
 * Fields of one line: a person's or a company's name, an address, a city. They reach calendar files, e-mail
 * headers and PDFs, where a line break (even a lone carriage return) starts a new line of the format's own (issue
 * 47: "Eve\rEND:VEVENT\rBEGIN:VEVENT" added events to a feed), so none is taken. Matched by key, whatever the case.
 */
const ONE_LINE_FIELDS = new Set([
  'name',
  'fullname',
  'firstname',
  'lastname',
  'displayname',
  'companyname',
  'businessname',
  'legalname',
  'signedname',
  'address',
  'city',
]);
const LINE_BREAK = /[\r\n\u0085\u2028\u2029]/;

/**
 * The first field (dotted path, as validation errors name fields) whose text holds a control character, or a line
 * break in a field of one line.
 */
export function fieldWithControlCharacter(value: unknown, path = '', depth = 0, key = ''): string | null {
  if (typeof value === 'string') {
    if (CONTROL_CHARACTER.test(value)) return path || 'body';
    return key && ONE_LINE_FIELDS.has(key.toLowerCase()) && LINE_BREAK.test(value) ? path : null;
  }
  // Deeper than any request of the contract: the schemas refuse such a body anyway.
  if (value === null || typeof value !== 'object' || depth > 16) return null;
  // Keys, not entries: every API request passes here (plugins/request-guards.ts), most with nothing to check.
  for (const key of Object.keys(value)) {
    if (CONTROL_CHARACTER.test(key)) return path || 'body';
    const inner = (value as Record<string, unknown>)[key];
    const found = fieldWithControlCharacter(inner, path ? `${path}.${key}` : key, depth + 1, key);
    if (found) return found;
  }
  return null;
}
