/** SQL conditions of this module's rules that other modules' queries use too (a queries file is its module's own). */
import { sql } from 'drizzle-orm';

/**
 * A booking that used a discount code, over `t` (tickets): booked (paid, or an estimate request), or a
 * checkout still within its hold. A checkout that lapsed, or was given up, unpaid is not a use.
 */
export const countsAsDiscountUse = (now: Date) =>
  sql`(t.confirmed_at is not null or (t.holds_slot and t.hold_expires_at > ${now.toISOString()}::timestamptz))`;
