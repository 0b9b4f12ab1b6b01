/**
 * Field schemas shared by the contract's requests. Bodies arrive as JSON or form-encoded, so numbers and
 * booleans accept their text forms too.
 */
import { z } from 'zod';

/** The largest id a table holds (PostgreSQL's integer); a bigger one is refused as unknown, never sent to the database. */
export const MAX_DB_ID = 2_147_483_647;
/** A row id from a path, query or body: a positive integer no bigger than the database's ids. */
export const positiveId = z.coerce.number().int().positive().max(MAX_DB_ID, 'is not a known id');

export const requiredText = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
export const optionalText = (max: number) =>
  z.string().trim().max(max, `must be at most ${max} characters`).default('');
export const email = z.string().trim().toLowerCase().max(254).pipe(z.email('must be a valid e-mail address'));
/** A phone number as digits; spaces, dashes, dots, parentheses and a leading + are tolerated and removed. */
export const phoneDigits = (min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s().+-]/g, ''))
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
