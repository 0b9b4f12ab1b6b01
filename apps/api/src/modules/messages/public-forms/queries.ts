import type { Database, Tx } from '../../../db/client.ts';
import { contactMessages, leads, optOutRequests, partnerRequests } from '../../../db/schema.ts';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

async function insertReturningId(
  db: Database | Tx,
  table: typeof leads | typeof contactMessages | typeof partnerRequests | typeof optOutRequests,
  values: Record<string, unknown>,
): Promise<number> {
  const rows = await db
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export const insertLead = (db: Database | Tx, v: Insert<typeof leads>) => insertReturningId(db, leads, v);
export const insertContactMessage = (db: Database | Tx, v: Insert<typeof contactMessages>) =>
  insertReturningId(db, contactMessages, v);
export const insertPartnerRequest = (db: Database | Tx, v: Insert<typeof partnerRequests>) =>
  insertReturningId(db, partnerRequests, v);
export const insertOptOutRequest = (db: Database | Tx, v: Insert<typeof optOutRequests>) =>
  insertReturningId(db, optOutRequests, v);
