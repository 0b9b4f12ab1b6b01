/** SQL conditions of this module's rules that other modules' queries use too (a queries file is its module's own). */
import { type SQL, sql } from 'drizzle-orm';

/**
 * A review shown to the public and counted in its company's average score and review count: public, and
 * not hidden by staff. `alias` names the reviews table in a raw statement (offer search, the staff console).
 */
export const countsPublicly = (alias: string): SQL =>
  sql`${sql.raw(alias)}.is_public and ${sql.raw(alias)}.hidden_at is null`;
