/**
 * The payouts module's own reads and writes: companies' payout accounts (db/schema.ts `payout_accounts`), the
 * console's list and holds, and the books' figures per ticket (reconciliation.ts).
 */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConnectedAccount } from '../../../adapters/payments/provider.ts';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { companies, payoutAccounts, payoutHolds, payouts } from '../../../db/schema.ts';
import { netOfTransferSql } from '../payments/conditions.ts';

type Db = Database | Tx;
export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function payoutAccountOf(db: Db, companyId: number): Promise<PayoutAccountRow | null> {
  const [row] = await db.select().from(payoutAccounts).where(eq(payoutAccounts.companyId, companyId));
  return row ?? null;
}

/** The payout accounts of these companies (those that have one). */
export async function payoutAccountsOf(db: Db, companyIds: number[]): Promise<PayoutAccountRow[]> {
  if (companyIds.length === 0) return [];
  return db.select().from(payoutAccounts).where(inArray(payoutAccounts.companyId, companyIds));
}

/** What the provider is told of the company when its account is created. */
export async function companyForAccount(db: Db, companyId: number) {
  const [row] = await db
    .select({ id: companies.id, name: companies.name, email: companies.email })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

const stateOf = (account: ConnectedAccount, at: Date) => ({
  payoutsEnabled: account.payoutsEnabled,
  detailsSubmitted: account.detailsSubmitted,
  currentlyDue: account.requirements.currentlyDue,
  pastDue: account.requirements.pastDue,
  disabledReason: account.requirements.disabledReason,
  bankLast4: account.bankLast4,
  payoutInterval: account.payoutSchedule.interval,
  payoutWeeklyAnchor: account.payoutSchedule.weeklyAnchor,
  payoutMonthlyAnchor: account.payoutSchedule.monthlyAnchor,
  updatedAt: at,
});

/** Records the company's account once; a second call (two owners at once, a retry) keeps the first. */
export async function insertPayoutAccount(
  db: Db,
  companyId: number,
  provider: 'sandbox' | 'stripe',
  account: ConnectedAccount,
  at: Date,
): Promise<PayoutAccountRow> {
  await db
    .insert(payoutAccounts)
    .values({ companyId, provider, accountId: account.id, createdAt: at, ...stateOf(account, at) })
    .onConflictDoNothing({ target: payoutAccounts.companyId });
  const row = await payoutAccountOf(db, companyId);
  if (!row) throw new Error(`the payout account of company ${companyId} was not recorded`);
  return row;
}

/** The provider's latest word on an account (an event, a retrieval); null when no company has that account. */
export async function updatePayoutAccount(
  db: Db,
  account: ConnectedAccount,
  at: Date,
): Promise<PayoutAccountRow | null> {
  const [row] = await db
    .update(payoutAccounts)
    .set(stateOf(account, at))
    .where(eq(payoutAccounts.accountId, account.id))
    .returning();
  return row ?? null;
}

export type PayoutRow = typeof payouts.$inferSelect;

/** A company's payouts, newest first. */
export async function companyPayoutRows(db: Db, companyId: number, limit: number): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.companyId, companyId))
    .orderBy(desc(payouts.createdAt), desc(payouts.id))
    .limit(limit);
}

// ---------------------------------------------------------------- the console

/** One company's line of the console's payouts list, in cents. */
export interface StaffPayoutRow {
  company_id: number;
  company_name: string;
  company_state: string;
  hold_reason: string | null;
  held_at: Date | string | null;
  waiting_cents: number;
  sent_cents: number;
  reversed_cents: number;
  owed_cents: number;
  last_amount_cents: number | null;
  last_status: 'in_transit' | 'paid' | 'failed' | null;
  last_arrival: Date | string | null;
  failed_payouts: number;
}

/** Every company's line (companyId null) or one company's, by name. */
export function staffPayoutRows(db: Db, companyId: number | null) {
  /** What of a transfer (alias t) goes or went to the company: less what was taken back and withheld. */
  const NET = netOfTransferSql('t');
  return queryRows<StaffPayoutRow & Record<string, unknown>>(
    db,
    sql`select c.id as company_id, c.name as company_name, c.state as company_state,
               h.reason as hold_reason, h.held_at,
               coalesce((select sum(${NET}) from transfers t
                          where t.company_id = c.id and t.status = 'pending'), 0)::int as waiting_cents,
               coalesce((select sum(${NET}) from transfers t
                          where t.company_id = c.id and t.status = 'sent'), 0)::int as sent_cents,
               coalesce((select sum(t.reversed_cents) from transfers t where t.company_id = c.id), 0)::int as reversed_cents,
               coalesce((select sum(d.amount_cents - d.settled_cents) from company_debts d
                          where d.company_id = c.id), 0)::int as owed_cents,
               lp.amount_cents as last_amount_cents, lp.status as last_status, lp.arrival_at as last_arrival,
               (select count(*) from payouts p where p.company_id = c.id and p.status = 'failed')::int as failed_payouts
          from companies c
          left join payout_holds h on h.company_id = c.id
          left join lateral (select p.amount_cents, p.status, p.arrival_at from payouts p
                              where p.company_id = c.id order by p.created_at desc, p.id desc limit 1) lp on true
         where ${companyId === null ? sql`true` : sql`c.id = ${companyId}`}
         order by c.name`,
  );
}

/** Holds a company's payouts; null when they are held already. */
export async function insertPayoutHold(db: Db, values: typeof payoutHolds.$inferInsert) {
  const [held] = await db.insert(payoutHolds).values(values).onConflictDoNothing().returning();
  return held ?? null;
}

/** Releases a company's hold, answering its reason; null when there was none. */
export async function deletePayoutHold(db: Db, companyId: number) {
  const [released] = await queryRows<{ reason: string }>(
    db,
    sql`delete from payout_holds where company_id = ${companyId} returning reason`,
  );
  return released ?? null;
}

// ---------------------------------------------------------------- the books (reconciliation.ts)

/** One ticket's money as the books read it, in cents. */
export interface TicketMoney extends Record<string, unknown> {
  id: number;
  company_id: number;
  status_id: number;
  completed_at: Date | string | null;
  paid_cents: number;
  refunded_cents: number;
  sent_cents: number;
  waiting_cents: number;
  reversed_cents: number;
  debt_cents: number;
  withheld_cents: number;
  adjustment_cents: number;
  goodwill_cents: number;
  late_charges: number[] | null;
  /** The tip the customer paid (decision 0039): the company's whole. */
  tips_cents: number;
  /** Whether the ticket has a transfer row at all. */
  has_transfer: boolean;
}

const RECEIVED = sql.raw(`('succeeded', 'applied', 'refunded')`);

/** Every ticket with a payment received in [start, end), with all its money, by id. */
export function ticketMoneyPaidBetween(db: Db, start: string, end: string) {
  /** What of a transfer (alias x) went or goes to the company: less what was taken back and withheld. */
  const NET = netOfTransferSql('x');
  return queryRows<TicketMoney>(
    db,
    sql`select t.id, t.company_id, t.status_id, t.completed_at,
               coalesce((select sum(p.amount_cents) from payments p
                          where p.ticket_id = t.id and p.status in ${RECEIVED}), 0)::int as paid_cents,
               coalesce((select sum(p.refunded_cents) from payments p
                          where p.ticket_id = t.id and p.status in ${RECEIVED}), 0)::int as refunded_cents,
               coalesce((select sum(${NET}) from transfers x
                          where x.ticket_id = t.id and x.status = 'sent'), 0)::int as sent_cents,
               coalesce((select sum(${NET}) from transfers x
                          where x.ticket_id = t.id and x.status = 'pending'), 0)::int as waiting_cents,
               coalesce((select sum(x.reversed_cents) from transfers x where x.ticket_id = t.id), 0)::int as reversed_cents,
               coalesce((select sum(x.withheld_cents) from transfers x where x.ticket_id = t.id), 0)::int as withheld_cents,
               coalesce((select sum(d.amount_cents) from company_debts d where d.ticket_id = t.id), 0)::int as debt_cents,
               coalesce((select sum(a.amount_cents) from earnings_adjustments a where a.ticket_id = t.id), 0)::int
                 as adjustment_cents,
               coalesce((select sum((r.response ->> 'refundedCents')::int) from staff_refunds r
                          where r.ticket_id = t.id and r.borne_by = 'upkeep'
                            and (t.completed_at is null or r.created_at >= t.completed_at)), 0)::int as goodwill_cents,
               (select array_agg(p.amount_cents) from payments p
                 where p.ticket_id = t.id and p.purpose = 'open_charge' and p.status in ${RECEIVED}
                   and t.completed_at is not null and p.succeeded_at > t.completed_at) as late_charges,
               coalesce((select sum(p.amount_cents) from payments p
                          where p.ticket_id = t.id and p.purpose = 'tip' and p.status in ${RECEIVED}), 0)::int as tips_cents,
               exists (select 1 from transfers x where x.ticket_id = t.id) as has_transfer
          from tickets t
         where exists (select 1 from payments p where p.ticket_id = t.id and p.status in ${RECEIVED}
                         and p.succeeded_at >= ${start}::timestamptz and p.succeeded_at < ${end}::timestamptz)
         order by t.id`,
  );
}

/** When the first transfer ever was recorded (null: none yet). */
export async function firstTransferAt(db: Db): Promise<Date | null> {
  const [first] = await queryRows<{ at: Date | string | null }>(db, sql`select min(created_at) as at from transfers`);
  return first?.at ? new Date(first.at) : null;
}
