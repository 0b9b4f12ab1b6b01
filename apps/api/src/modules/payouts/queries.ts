/** The payouts module's own reads and writes: companies' payout accounts (db/schema.ts `payout_accounts`). */
import { desc, eq, inArray } from 'drizzle-orm';
import type { ConnectedAccount } from '../../adapters/payments/provider.ts';
import type { Database, Tx } from '../../db/client.ts';
import { companies, payoutAccounts, payouts } from '../../db/schema.ts';

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
