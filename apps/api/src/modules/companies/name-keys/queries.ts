/** The name keys companies hold (their names' and their renames' waiting for approval). */
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { companies } from '../../../db/schema.ts';

type Db = Database | Tx;

/** Another company (not `exceptId`) whose name or pending rename has this key, or null. */
export async function keyHolder(db: Db, key: string, exceptId?: number) {
  const holds = or(eq(companies.nameKey, key), eq(companies.pendingNameKey, key));
  const [row] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(exceptId === undefined ? holds : and(holds, ne(companies.id, exceptId)))
    .limit(1);
  return row ?? null;
}
