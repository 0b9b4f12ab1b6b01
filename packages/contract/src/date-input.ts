/**
 * The contract's date input (a schema), apart from the dates' rules and words in dates.ts, which the web's screens
 * use without zod (issue 48, decision 0035).
 */
import { z } from 'zod';
import { DATE_INPUT_MAX, DATE_INPUT_MIN, DATE_PROBLEM, isIsoDate } from './dates.ts';

/** The one date input of the contract: a real calendar date written YYYY-MM-DD, within bounds. */
export const boundedDate = ({ min = DATE_INPUT_MIN, max = DATE_INPUT_MAX }: { min?: string; max?: string } = {}) =>
  z
    .string({ error: DATE_PROBLEM })
    .refine(isIsoDate, { message: DATE_PROBLEM, abort: true })
    .refine((d) => d >= min && d <= max, `must be between ${min} and ${max}`);
