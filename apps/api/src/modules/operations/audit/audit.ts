/**
 * The staff audit log (issue 15): every change a staff member makes is written here, in the same transaction
 * as the change, with who, when, what, on what, and the values before and after. The table is append-only
 * (a trigger refuses UPDATE, DELETE and TRUNCATE). Admins read it through GET /staff/audit-log.
 *
 * Actions are dotted verbs (`ticket.refund`, `company.suspend`, `setting.update`, `inbox.reply`...); targets
 * name the row (`ticket:12`, `company:3`, `setting:ticket_fee_cents`, `inbox:contact:5`).
 */
import type { Database, Tx } from '../../../db/client.ts';
import { insertAuditEntry } from './queries.ts';

export interface StaffActor {
  staffUserId: number;
}

export interface StaffAction {
  action: string;
  target: string;
  /** The values the change replaced (null: nothing before, a creation). */
  before?: unknown;
  /** The values after (null: a removal, or an action without state such as a reply). */
  after?: unknown;
  /** The instant of the change (the server's clock). */
  at: Date;
}

/** Records one staff change. Call it inside the transaction of the change itself. */
export async function recordStaffAction(db: Database | Tx, actor: StaffActor, entry: StaffAction): Promise<void> {
  await insertAuditEntry(db, {
    at: entry.at,
    staffUserId: actor.staffUserId,
    action: entry.action,
    target: entry.target,
    before: entry.before === undefined ? null : toJson(entry.before),
    after: entry.after === undefined ? null : toJson(entry.after),
  });
}

/** Dates become ISO strings, undefined fields drop: what is stored is what JSON shows. */
function toJson(value: unknown): unknown {
  return value === null ? null : JSON.parse(JSON.stringify(value));
}

/**
 * A change a user made to their own sign-in (second factor, passkeys): a security event of the console when the user
 * is a staff member (target `staff:{id}`); a company user's own changes are not the console's to record.
 */
export async function recordOwnSecurityChange(
  db: Database | Tx,
  realm: 'company' | 'staff',
  userId: number,
  entry: { action: string; at: Date; after?: Record<string, unknown> },
): Promise<void> {
  if (realm !== 'staff') return;
  await recordStaffAction(db, { staffUserId: userId }, { ...entry, target: `staff:${userId}` });
}
