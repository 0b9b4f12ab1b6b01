/**
 * The contract's money inputs (schemas: amounts, cents, percentages), apart from the order's money rules in
 * money.ts, which the web's screens use without zod (issue 48, decision 0035).
 */
import { z } from 'zod';
import { MONEY_MAX_DOLLARS } from './money.ts';

/** Relative error of a float beyond which a number is not the decimal it rounds to (float noise is ~1e-16). */
const FLOAT_NOISE = 1e-12;

export interface DecimalOptions {
  min: number;
  max: number;
  /** Decimals allowed after the point (0: whole numbers). */
  decimals: number;
  /** What a value that is not such a number is told ('must be an amount in dollars, like 12.50'). */
  problem: string;
}

/**
 * A bounded decimal from a JSON number or its plain text (form-encoded bodies send every value as text):
 * digits, at most `decimals` after a point. Booleans, arrays, hex or binary text, exponents, signs, spaces,
 * a bare point, NaN, the infinities and finer fractions than allowed are refused, never coerced. The
 * output is a number checked by a plain `z.number()` bounded schema (its `minValue`/`maxValue` readable
 * through `.out`).
 */
export function boundedDecimal({ min, max, decimals, problem }: DecimalOptions) {
  const text = decimals > 0 ? new RegExp(`^(0|[1-9][0-9]{0,14})(\\.[0-9]{1,${decimals}})?$`) : /^(0|[1-9][0-9]{0,14})$/;
  const finer = decimals > 0 ? `must have at most ${decimals} decimals` : 'must be a whole number';
  return z
    .union([z.number(), z.string()], { error: problem })
    .transform((value, ctx) => {
      if (typeof value === 'string') {
        if (text.test(value)) return Number(value);
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      if (!Number.isFinite(value) || Object.is(value, -0)) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      // A binary float's noise (0.30000000000000004, what 0.1 + 0.2 gives) is the amount it means; a real
      // finer fraction (19.999, 1e-9) is refused. Beyond 2^53 every number is whole (the bounds refuse it).
      if (Math.abs(value) >= 2 ** 53) return value;
      const scaled = value * 10 ** decimals;
      const whole = Math.round(scaled);
      if (Math.abs(scaled - whole) > FLOAT_NOISE * Math.max(1, Math.abs(scaled)) || (whole === 0 && value !== 0)) {
        ctx.addIssue({ code: 'custom', message: finer });
        return z.NEVER;
      }
      return whole / 10 ** decimals;
    })
    .pipe(z.number().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

export interface MoneyOptions {
  /** Dollars; 0.01 by default (zero makes no sense for a charge, a refund or a discount). */
  min?: number;
  /** Dollars; MONEY_MAX_DOLLARS by default. */
  max?: number;
}

/**
 * The one money input of the contract: dollars and cents on the wire (12.50, or "12.50" from a form), at most
 * two decimals, bounded. The output is dollars, as the API's handlers take them (they store cents: cents.ts's toCents).
 */
export const money = ({ min = 0.01, max = MONEY_MAX_DOLLARS }: MoneyOptions = {}) =>
  boundedDecimal({ min, max, decimals: 2, problem: 'must be an amount in dollars, like 12.50' });

/**
 * A money input whose unit is the cent (the settings that store cents: `ticket_fee_cents`): the same rules,
 * whole cents only. Bounds in cents.
 */
export const moneyCents = ({ min, max }: { min: number; max: number }) =>
  boundedDecimal({ min, max, decimals: 0, problem: 'must be a whole number of cents, like 499' });

/** A percentage (commissions: 15 or 12.5), with the same strictness as money. */
export const percent = ({ min = 0, max = 100 }: { min?: number; max?: number } = {}) =>
  boundedDecimal({ min, max, decimals: 2, problem: 'must be a percentage, like 12.5' });

/** A fraction of a price (a discount code's 0.15 is 15%), with the same strictness as money. */
export const fraction = ({ min, max }: { min: number; max: number }) =>
  boundedDecimal({ min, max, decimals: 4, problem: 'must be a fraction, like 0.15 for 15%' });

/** A bounded whole number (hours, minutes, days of a setting), with the same strictness as money. */
export const wholeNumber = ({ min, max }: { min: number; max: number }) =>
  boundedDecimal({ min, max, decimals: 0, problem: 'must be a whole number' });
