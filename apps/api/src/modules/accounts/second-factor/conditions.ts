/** SQL of this module's rules that other queries use too (a queries file is its module's own). */
import type { SecondFactorRealm } from '@upkeep/contract';
import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL: whether the user (`userId`, or 'row': the staff_users or company_users row of the query) has a second factor that signs in: a confirmed
 * authenticator or a passkey. The one definition of "has a second factor" (the callers' checks and the console's lists read it).
 */
export function hasSecondFactorSql(realm: SecondFactorRealm, userId: number | 'row'): SQL<boolean> {
  // The row's id is named with its table: Drizzle writes a one-table select's columns bare, which inside the
  // sub-select would read the factor's own id.
  const user =
    userId === 'row' ? sql.raw(realm === 'staff' ? '"staff_users"."id"' : '"company_users"."id"') : sql`${userId}`;
  return sql<boolean>`(exists (select 1 from "second_factors" f where f.realm = ${realm} and f.user_id = ${user} and f.confirmed_at is not null)
    or exists (select 1 from "passkeys" p where p.realm = ${realm} and p.user_id = ${user}))`;
}
