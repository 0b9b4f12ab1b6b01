/** The audit log as admins read it (GET /staff/audit-log): newest first, filtered, a page at a time. */
import {
  type AuditLogEntry,
  type AuditLogQuery,
  addDays,
  type Pages,
  STAFF_PAGE_SIZE,
  valleyInstant,
} from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import * as q from './queries.ts';

type Query = Pick<AuditLogQuery, 'StaffEmail' | 'Action' | 'Target' | 'MinDate' | 'MaxDate'> & { Page: number };

export async function auditLog(db: Database, query: Query): Promise<{ data: AuditLogEntry[]; pages: Pages }> {
  const filter: q.AuditFilter = {
    staffEmail: query.StaffEmail,
    actionPrefix: query.Action,
    target: query.Target,
    // Days are the valley's: from the start of MinDate to the start of the day after MaxDate.
    from: query.MinDate ? valleyInstant(query.MinDate, '00:00') : undefined,
    until: query.MaxDate ? valleyInstant(addDays(query.MaxDate, 1), '00:00') : undefined,
  };
  const offset = (query.Page - 1) * STAFF_PAGE_SIZE;
  const rows = await q.auditPage(db, filter, STAFF_PAGE_SIZE, offset);
  const totalCount = rows[0]?.total ?? (offset > 0 ? await q.auditCount(db, filter) : 0);
  return {
    data: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      staffEmail: r.staffEmail,
      action: r.action,
      target: r.target,
      before: r.before,
      after: r.after,
    })),
    pages: {
      pageNumber: query.Page,
      pageSize: STAFF_PAGE_SIZE,
      totalCount,
      totalPages: Math.ceil(totalCount / STAFF_PAGE_SIZE),
    },
  };
}
