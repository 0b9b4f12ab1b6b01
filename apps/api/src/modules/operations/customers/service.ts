/**
 * Customers in the staff console (issue 15): find them (part of the name or e-mail, whatever the case, or
 * 4 or more digits of the phone number, formatting ignored), see one with their tickets, block an abusive
 * account or unblock it, send a temporary password as the forgot-password form does. Every change is
 * audited in its transaction.
 *
 * Blocking stamps blocked_at and the reason and moves tokens_valid_after past every token issued: all of the
 * customer's sessions end at once (the auth plugin also refuses a blocked account's tokens), sign-in answers
 * 403 once the password checks out, and forgot-password sends nothing. Unblocking clears the stamp; the old
 * tokens stay revoked.
 */
import { STAFF_PAGE_SIZE, type StaffCustomer } from '@upkeep/contract';
import type { Database } from '../../../db/client.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { issueTemporaryPassword, prepareTemporaryPassword, setBlocked } from '../../accounts/accounts/service.ts';
import { accountLocale } from '../../messages/notifications/recipient-locale.ts';
import { ticketList } from '../../tickets/tickets/staff.ts';
import { recordStaffAction, type StaffActor } from '../audit/audit.ts';
import * as q from './queries.ts';

export const CUSTOMER_NOT_FOUND = 'Customer not found.';
export const CUSTOMER_BLOCKED = 'This account is blocked: unblock it before sending a password reset.';
const iso = (v: string | Date) => new Date(v).toISOString();

export const toStaffCustomer = (r: q.StaffCustomerRow): StaffCustomer => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phoneNumber: r.phone_number,
  createdDate: iso(r.created_at),
  blocked: r.blocked_at !== null,
  blockedReason: r.blocked_reason,
  ticketCount: Number(r.ticket_count),
});

export async function searchCustomers(db: Database, query: { Query?: string | undefined; Page: number }) {
  const offset = (query.Page - 1) * STAFF_PAGE_SIZE;
  const rows = await q.customerPage(db, query.Query, STAFF_PAGE_SIZE, offset);
  let totalCount = rows[0] ? Number(rows[0].total_count) : 0;
  if (!rows[0] && offset > 0) totalCount = await q.customerCount(db, query.Query);
  return {
    data: rows.map(toStaffCustomer),
    pages: {
      pageNumber: query.Page,
      pageSize: STAFF_PAGE_SIZE,
      totalCount,
      totalPages: Math.ceil(totalCount / STAFF_PAGE_SIZE),
    },
  };
}

async function customerOf(db: Database, id: number) {
  const row = await q.customerById(db, id);
  if (!row) throw notFound(CUSTOMER_NOT_FOUND);
  return row;
}

/** The customer and their tickets (newest first; the first STAFF_PAGE_SIZE of them). */
export async function customerDetail(db: Database, id: number) {
  const customer = toStaffCustomer(await customerOf(db, id));
  const { data: tickets } = await ticketList(db, { customerId: id }, 1);
  return { customer, tickets };
}

/** Blocks (every token revoked) or unblocks the customer, with the reason; audited. */
export async function setCustomerBlocked(
  deps: Pick<ServiceDeps, 'db' | 'now'>,
  staff: StaffActor,
  id: number,
  input: { blocked: boolean; reason: string },
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await q.lockCustomer(tx, id);
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    const before = { blocked: row.blocked_at !== null, blockedReason: row.blocked_reason };
    if (input.blocked) {
      // Strictly later than before, even within one millisecond: every token issued so far stops matching.
      const validAfter = new Date(Math.max(now.getTime(), new Date(row.tokens_valid_after).getTime() + 1));
      await setBlocked(tx, id, { blockedAt: now, blockedReason: input.reason, tokensValidAfter: validAfter });
    } else {
      await setBlocked(tx, id, { blockedAt: null, blockedReason: null });
    }
    await recordStaffAction(tx, staff, {
      action: input.blocked ? 'customer.block' : 'customer.unblock',
      target: `customer:${id}`,
      before,
      after: { blocked: input.blocked, blockedReason: input.blocked ? input.reason : null, reason: input.reason },
      at: now,
    });
  });
  return toStaffCustomer(await customerOf(deps.db, id));
}

/**
 * Sends the customer a temporary password, the forgot-password e-mail (no cool-down: staff ask on purpose);
 * 409 for a blocked account. Audited.
 */
export async function sendPasswordReset(deps: ServiceDeps, staff: StaffActor, id: number) {
  const found = await customerOf(deps.db, id);
  // In the customer's language (issue 49), though the console is English.
  const prepared = await prepareTemporaryPassword(deps, {
    name: found.name,
    locale: await accountLocale(deps.db, found.id),
  });
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const row = await q.lockCustomer(tx, id);
    if (!row) throw notFound(CUSTOMER_NOT_FOUND);
    if (row.blocked_at !== null) throw conflict(CUSTOMER_BLOCKED);
    await issueTemporaryPassword(deps.jobs, tx, { id: row.id, email: row.email }, prepared, now);
    await recordStaffAction(tx, staff, {
      action: 'customer.password_reset',
      target: `customer:${id}`,
      after: { email: row.email },
      at: now,
    });
  });
  deps.outbox.kick();
}
