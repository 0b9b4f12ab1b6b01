/** SQL conditions of this module's rules that other modules' queries use too (a queries file is its module's own). */
import { sql } from 'drizzle-orm';

/**
 * What of a transfer goes (or went) to the payout account, of the transfers row named `alias`: its amount less
 * what was taken back and withheld (`netOfTransfer` of queries/transfers.ts, in SQL).
 */
export const netOfTransferSql = (alias: string) =>
  sql.raw(`${alias}.amount_cents - ${alias}.reversed_cents - coalesce(${alias}.withheld_cents, 0)`);
