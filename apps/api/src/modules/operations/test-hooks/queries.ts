/** The browser suite's hooks' database calls (service.ts says what each hook does and why). */
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { notificationOutbox, tickets } from '../../../db/schema.ts';

type Db = Database | Tx;

/** A ticket's status and length, locked until the transaction ends (null: no such ticket). */
export async function lockedTicket(tx: Tx, ticketId: number) {
  const [ticket] = await queryRows<{ status_id: number; duration_minutes: number }>(
    tx,
    sql`select status_id, duration_minutes from tickets where id = ${ticketId} for update`,
  );
  return ticket ?? null;
}

/** Moves a ticket's visit (its start and slot); the company's exclusion constraint refuses an overlap. */
export async function setVisit(db: Db, ticketId: number, start: Date, end: Date, at: Date) {
  await db
    .update(tickets)
    .set({ scheduledAt: start, slot: `[${start.toISOString()},${end.toISOString()})`, updatedAt: at })
    .where(eq(tickets.id, ticketId));
}

/** Writes an outbox row as given (a failed one); answers its id. */
export async function insertFailedMessage(db: Db, values: typeof notificationOutbox.$inferInsert) {
  const [row] = await db.insert(notificationOutbox).values(values).returning({ id: notificationOutbox.id });
  if (!row) throw new Error('insert into notification_outbox returned no row');
  return row;
}

/** The company's sandbox payout account's id (null: none). */
export async function sandboxAccountOf(db: Db, companyId: number) {
  const [account] = await queryRows<{ account_id: string }>(
    db,
    sql`select account_id from payout_accounts where company_id = ${companyId} and provider = 'sandbox'`,
  );
  return account ?? null;
}

/**
 * The sandbox's transfers to the account, and its payouts in transit, made `days` earlier (their money
 * available, the payouts arrived).
 */
export async function sandboxPayoutsDaysEarlier(db: Db, account: { account_id: string }, days: number) {
  const interval = sql.raw(`interval '${Math.trunc(days)} days'`);
  await db.execute(
    sql`update sandbox_transfers set created_at = created_at - ${interval} where destination = ${account.account_id}`,
  );
  // A payout in transit arrives, and what is available goes now (not again the same day).
  await db.execute(
    sql`update sandbox_payouts set arrival_at = arrival_at - ${interval}, created_at = created_at - ${interval}
         where account_id = ${account.account_id} and status = 'in_transit'`,
  );
}

export async function planExists(db: Db, planId: number): Promise<boolean> {
  const [plan] = await queryRows<{ id: number }>(db, sql`select id from plans where id = ${planId}`);
  return plan !== undefined;
}
