/** The staff audit log's rows: one written per change (the rule is audit.ts), and read. */
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { staffAuditLog, staffUsers } from '../../../db/schema.ts';

/** Writes one entry, with the staff member's e-mail as it is now (kept should the member leave). */
export async function insertAuditEntry(
  db: Database | Tx,
  entry: Omit<typeof staffAuditLog.$inferInsert, 'staffEmail' | 'id'> & { staffUserId: number },
): Promise<void> {
  await db.insert(staffAuditLog).values({
    ...entry,
    staffEmail: sql`(${db.select({ email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.id, entry.staffUserId))})`,
  });
}

export interface AuditFilter {
  staffEmail?: string | undefined;
  /** An action or its prefix. */
  actionPrefix?: string | undefined;
  /** A target; ending with ':' (`ticket:`), every target of that kind. */
  target?: string | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  until?: Date | undefined;
}

/** LIKE's wildcards taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(f: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.staffEmail) where.push(sql`lower(${staffAuditLog.staffEmail}) = ${f.staffEmail.toLowerCase()}`);
  if (f.actionPrefix) where.push(sql`${staffAuditLog.action} like ${`${likeLiteral(f.actionPrefix)}%`}`);
  if (f.target) {
    where.push(
      f.target.endsWith(':')
        ? sql`${staffAuditLog.target} like ${`${likeLiteral(f.target)}%`}`
        : eq(staffAuditLog.target, f.target),
    );
  }
  if (f.from) where.push(gte(staffAuditLog.at, f.from));
  if (f.until) where.push(lt(staffAuditLog.at, f.until));
  return where.length ? and(...where) : undefined;
}

/** A page of entries, newest first, each with the count of all that match. */
export async function auditPage(db: Database, filter: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      id: staffAuditLog.id,
      at: staffAuditLog.at,
      staffEmail: staffAuditLog.staffEmail,
      action: staffAuditLog.action,
      target: staffAuditLog.target,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(staffAuditLog)
    .where(conditions(filter))
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function auditCount(db: Database, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(staffAuditLog).where(conditions(filter));
  return row?.n ?? 0;
}
