/** The transfers table (db/schema.ts `transfers`): the ledger's record of what went to each company. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Payout } from '../../../../adapters/payments/provider.ts';
import type { Database, Tx } from '../../../../db/client.ts';
import {
  companies,
  companyDebts,
  debtSettlements,
  payments,
  payoutAccounts,
  payoutHolds,
  payouts,
  transferReversals,
  transfers,
} from '../../../../db/schema.ts';

import { netOfTransferSql } from '../conditions.ts';

type Db = Database | Tx;
export type TransferRow = typeof transfers.$inferSelect;

/** Records a transfer once per cause (a ticket's completion, a late charge's payment): null for its twin. */
export async function insertTransfer(db: Db, values: typeof transfers.$inferInsert): Promise<TransferRow | null> {
  const [row] = await db.insert(transfers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function transferById(db: Db, id: number): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id));
  return row ?? null;
}

/**
 * The received payment of a ticket whose charge can fund `amountCents` (a transfer never exceeds its source
 * charge): the booking payment when it does, else the largest that does; null when none does.
 */
export async function fundingPayment(db: Db, ticketId: number, amountCents: number) {
  const [row] = await db
    .select({ id: payments.id, providerIntentId: payments.providerIntentId })
    .from(payments)
    .where(
      and(
        eq(payments.ticketId, ticketId),
        inArray(payments.status, ['succeeded', 'applied']),
        sql`${payments.amountCents} >= ${amountCents}`,
      ),
    )
    .orderBy(sql`${payments.purpose} = 'booking' desc`, desc(payments.amountCents))
    .limit(1);
  return row ?? null;
}

export async function paymentIntentOf(db: Db, paymentId: number): Promise<string | null> {
  const [row] = await db
    .select({ providerIntentId: payments.providerIntentId })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.providerIntentId ?? null;
}

/**
 * The connected account a company's transfers go to, when payouts to it are enabled and UpKeep holds nothing:
 * no hold of the console's, and the company not suspended.
 */
export async function payableAccount(db: Db, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ accountId: payoutAccounts.accountId })
    .from(payoutAccounts)
    .innerJoin(companies, eq(companies.id, payoutAccounts.companyId))
    .where(
      and(
        eq(payoutAccounts.companyId, companyId),
        eq(payoutAccounts.payoutsEnabled, true),
        sql`${companies.state} <> 'suspended'`,
        sql`not exists (select 1 from ${payoutHolds} h where h.company_id = ${companyId})`,
      ),
    );
  return row?.accountId ?? null;
}

/** The company whose connected account this is, or null. */
export async function companyOfAccount(db: Db, accountId: string): Promise<number | null> {
  const [row] = await db
    .select({ companyId: payoutAccounts.companyId })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.accountId, accountId));
  return row?.companyId ?? null;
}

/** Marks a pending transfer sent (once: a second sender's update finds it sent). */
export async function markSent(
  db: Db,
  id: number,
  sent: { provider: 'sandbox' | 'stripe'; providerTransferId: string; destination: string; at: Date },
) {
  await db
    .update(transfers)
    .set({
      status: 'sent',
      provider: sent.provider,
      providerTransferId: sent.providerTransferId,
      destination: sent.destination,
      sentAt: sent.at,
    })
    .where(and(eq(transfers.id, id), eq(transfers.status, 'pending')));
}

export async function pendingTransferIds(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.companyId, companyId), eq(transfers.status, 'pending')))
    .orderBy(asc(transfers.id));
  return rows.map((r) => r.id);
}

/** A company's transfers, newest first. */
export async function companyTransfers(db: Db, companyId: number, limit: number) {
  return db
    .select()
    .from(transfers)
    .where(eq(transfers.companyId, companyId))
    .orderBy(desc(transfers.createdAt), desc(transfers.id))
    .limit(limit);
}

/** What of a transfer goes (or went) to the payout account: its amount less what was taken back and withheld. */
export const netOfTransfer = (t: Pick<TransferRow, 'amountCents' | 'reversedCents' | 'withheldCents'>) =>
  t.amountCents - t.reversedCents - (t.withheldCents ?? 0);

const NET = netOfTransferSql('transfers');

/** What of a company's share waits (pending) and what went (sent), net of reversals and withholdings, in cents. */
export async function companyTransferTotals(db: Db, companyId: number) {
  const rows = await db
    .select({
      status: transfers.status,
      cents: sql<number>`coalesce(sum(${NET}), 0)::int`,
    })
    .from(transfers)
    .where(eq(transfers.companyId, companyId))
    .groupBy(transfers.status);
  const of = (status: 'pending' | 'sent') => Number(rows.find((r) => r.status === status)?.cents ?? 0);
  return { pendingCents: of('pending'), sentCents: of('sent') };
}

/** A ticket's transfers with something left to take back, the one a refund reverses first (newest) first. */
export async function reversibleTransfers(db: Db, ticketId: number): Promise<TransferRow[]> {
  return db
    .select()
    .from(transfers)
    .where(and(eq(transfers.ticketId, ticketId), sql`${NET} > 0`))
    .orderBy(desc(transfers.id))
    .for('update');
}

export async function hasTransfers(db: Db, ticketId: number): Promise<boolean> {
  const [row] = await db.select({ id: transfers.id }).from(transfers).where(eq(transfers.ticketId, ticketId)).limit(1);
  return row !== undefined;
}

export async function lockTransfer(db: Tx, id: number): Promise<TransferRow | null> {
  const [row] = await db.select().from(transfers).where(eq(transfers.id, id)).for('update');
  return row ?? null;
}

export type DebtRow = typeof companyDebts.$inferSelect;

/** Records what a company owes (once per uncovered reversal). */
export async function insertDebt(db: Db, values: typeof companyDebts.$inferInsert): Promise<DebtRow | null> {
  const [row] = await db.insert(companyDebts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** A company's debts not yet settled, oldest first (locked: one transfer settles them at a time). */
export async function openDebts(db: Tx, companyId: number): Promise<DebtRow[]> {
  return db
    .select()
    .from(companyDebts)
    .where(and(eq(companyDebts.companyId, companyId), sql`${companyDebts.settledCents} < ${companyDebts.amountCents}`))
    .orderBy(asc(companyDebts.id))
    .for('update');
}

/** A company's debts not yet settled, oldest first, to show. */
export async function unsettledDebts(db: Db, companyId: number): Promise<DebtRow[]> {
  return db
    .select()
    .from(companyDebts)
    .where(and(eq(companyDebts.companyId, companyId), sql`${companyDebts.settledCents} < ${companyDebts.amountCents}`))
    .orderBy(asc(companyDebts.id));
}

/** What each of these companies still owes, in cents (companies owing nothing are absent). */
export async function owedByCompany(db: Db, companyIds: number[]): Promise<Map<number, number>> {
  if (companyIds.length === 0) return new Map();
  const rows = await db
    .select({
      companyId: companyDebts.companyId,
      cents: sql<number>`sum(${companyDebts.amountCents} - ${companyDebts.settledCents})::int`,
    })
    .from(companyDebts)
    .where(inArray(companyDebts.companyId, companyIds))
    .groupBy(companyDebts.companyId);
  return new Map(rows.map((r) => [r.companyId, Number(r.cents)]));
}

/** `cents` of a debt kept from a transfer. */
export async function settleDebt(db: Tx, debt: DebtRow, transferId: number, cents: number, at: Date) {
  const settled = debt.settledCents + cents;
  await db
    .update(companyDebts)
    .set({ settledCents: settled, settledAt: settled === debt.amountCents ? at : null })
    .where(eq(companyDebts.id, debt.id));
  await db.insert(debtSettlements).values({ debtId: debt.id, transferId, amountCents: cents, createdAt: at });
}

export async function setWithheld(db: Tx, transferId: number, cents: number): Promise<TransferRow> {
  const [row] = await db
    .update(transfers)
    .set({ withheldCents: cents })
    .where(eq(transfers.id, transferId))
    .returning();
  if (!row) throw new Error(`transfer ${transferId} vanished`);
  return row;
}

/** A transfer all of whose share was kept for what the company owed: done, nothing moved. */
export async function markSettledInFull(db: Db, id: number, at: Date) {
  await db
    .update(transfers)
    .set({ status: 'sent', sentAt: at })
    .where(and(eq(transfers.id, id), eq(transfers.status, 'pending')));
}

/**
 * A pending reversal the account's balance could not cover: given back to the transfer (the company kept the
 * money). False when it was no longer pending (another run recorded it).
 */
export async function markReversalUncovered(db: Tx, reversalId: number, transferId: number, cents: number) {
  const [row] = await db
    .update(transferReversals)
    .set({ status: 'uncovered' })
    .where(and(eq(transferReversals.id, reversalId), eq(transferReversals.status, 'pending')))
    .returning({ id: transferReversals.id });
  if (!row) return false;
  await db
    .update(transfers)
    .set({ reversedCents: sql`${transfers.reversedCents} - ${cents}` })
    .where(eq(transfers.id, transferId));
  return true;
}

export async function addReversed(db: Db, transferId: number, cents: number) {
  await db
    .update(transfers)
    .set({ reversedCents: sql`${transfers.reversedCents} + ${cents}` })
    .where(eq(transfers.id, transferId));
}

export async function insertReversal(db: Db, values: typeof transferReversals.$inferInsert) {
  const [row] = await db.insert(transferReversals).values(values).returning();
  if (!row) throw new Error('the transfer reversal was not recorded');
  return row;
}

export async function reversalById(db: Db, id: number) {
  const [row] = await db
    .select({
      reversal: transferReversals,
      providerTransferId: transfers.providerTransferId,
      companyId: transfers.companyId,
      ticketId: transfers.ticketId,
    })
    .from(transferReversals)
    .innerJoin(transfers, eq(transfers.id, transferReversals.transferId))
    .where(eq(transferReversals.id, id));
  return row ?? null;
}

export async function markReversalSent(db: Db, id: number, providerReversalId: string, at: Date) {
  await db
    .update(transferReversals)
    .set({ status: 'sent', providerReversalId, sentAt: at })
    .where(and(eq(transferReversals.id, id), eq(transferReversals.status, 'pending')));
}

export type PayoutRecord = typeof payouts.$inferSelect;

/**
 * Records the provider's word on a payout of a company (created, then paid or failed), once per payout. A new
 * payout takes the company's sent transfers not yet in one, oldest first, up to its amount (the provider pays
 * out the available balance, and the oldest money is available first); a failed one gives them back for the next.
 */
export async function recordPayout(
  db: Db,
  companyId: number,
  provider: 'sandbox' | 'stripe',
  payout: Payout,
  at: Date,
): Promise<{ row: PayoutRecord; before: PayoutRecord['status'] | null }> {
  const [existing] = await db.select().from(payouts).where(eq(payouts.providerPayoutId, payout.id));
  const values = {
    amountCents: payout.amountCents,
    status: payout.status,
    arrivalAt: payout.arrivalAt,
    failureCode: payout.failureCode,
    updatedAt: at,
  };
  let row: PayoutRecord | undefined;
  if (existing) {
    [row] = await db.update(payouts).set(values).where(eq(payouts.id, existing.id)).returning();
  } else {
    [row] = await db
      .insert(payouts)
      .values({ companyId, provider, providerPayoutId: payout.id, createdAt: at, ...values })
      .onConflictDoUpdate({ target: payouts.providerPayoutId, set: values })
      .returning();
  }
  if (!row) throw new Error(`the payout ${payout.id} was not recorded`);
  if (!existing && row.status !== 'failed') await takeTransfers(db, row);
  if (row.status === 'failed' && existing?.status !== 'failed') {
    await db.update(transfers).set({ payoutId: null }).where(eq(transfers.payoutId, row.id));
  }
  return { row, before: existing?.status ?? null };
}

async function takeTransfers(db: Db, payout: PayoutRecord) {
  await db.execute(sql`
    with oldest as (
      select id, sum(${netOfTransferSql('t')}) over (order by sent_at, id) as running
        from transfers t
       where t.company_id = ${payout.companyId} and t.status = 'sent' and t.payout_id is null
         and t.provider_transfer_id is not null)
    update transfers set payout_id = ${payout.id}
     where id in (select id from oldest where running <= ${payout.amountCents})`);
}

/** The transfers each of these payouts took, oldest first. */
export async function transfersOfPayouts(db: Db, payoutIds: number[]) {
  if (payoutIds.length === 0) return [];
  return db
    .select()
    .from(transfers)
    .where(inArray(transfers.payoutId, payoutIds))
    .orderBy(asc(transfers.sentAt), asc(transfers.id));
}
