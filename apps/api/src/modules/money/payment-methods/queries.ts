/** Saved cards and the setups that save them, as plain objects. */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { cardSetups, customers, plans, savedCards } from '../../../db/schema.ts';

type Db = Database | Tx;
export type SavedCardRow = typeof savedCards.$inferSelect;

export async function customerOf(db: Db, customerId: number) {
  const [row] = await db
    .select({
      id: customers.id,
      name: customers.name,
      email: customers.email,
      paymentCustomerId: customers.paymentCustomerId,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

export async function setPaymentCustomer(db: Db, customerId: number, paymentCustomerId: string): Promise<void> {
  await db.update(customers).set({ paymentCustomerId }).where(eq(customers.id, customerId));
}

export function cardsOf(db: Db, customerId: number): Promise<SavedCardRow[]> {
  return db
    .select()
    .from(savedCards)
    .where(eq(savedCards.customerId, customerId))
    .orderBy(desc(savedCards.createdAt), desc(savedCards.id));
}

export async function cardOf(db: Db, customerId: number, id: number): Promise<SavedCardRow | null> {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, id), eq(savedCards.customerId, customerId)));
  return row ?? null;
}

/** Saves a card once (a second read of the same setup changes nothing). */
export async function insertCard(db: Db, values: typeof savedCards.$inferInsert): Promise<void> {
  await db.insert(savedCards).values(values).onConflictDoNothing({ target: savedCards.paymentMethodId });
}

/** Whether a plan not cancelled pays with the card. */
export async function cardInUse(db: Db, savedCardId: number) {
  const [row] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.savedCardId, savedCardId), inArray(plans.status, ['pending', 'active', 'paused'])))
    .limit(1);
  if (row) return row;
  // A quote's approval charges the job's balance to it at completion (decision 0039): in use until the job is over.
  const [approval] = await queryRows<{ id: number }>(
    db,
    sql`select a.id from quote_approvals a
          join quotes q on q.id = a.quote_id
          join tickets t on t.id = q.ticket_id
          join ticket_statuses s on s.id = t.status_id
         where a.balance_card_id = ${savedCardId} and a.status <> 'abandoned' and not s.is_final
         limit 1`,
  );
  return approval ?? null;
}

export async function deleteCard(db: Db, id: number): Promise<void> {
  await db.delete(savedCards).where(eq(savedCards.id, id));
}

export async function insertSetup(db: Db, values: typeof cardSetups.$inferInsert): Promise<void> {
  await db.insert(cardSetups).values(values);
}

/** The customer's setups not saved yet, begun since `since` (older ones were abandoned). */
export function pendingSetups(db: Db, customerId: number, since: Date) {
  return db
    .select()
    .from(cardSetups)
    .where(
      and(eq(cardSetups.customerId, customerId), eq(cardSetups.status, 'pending'), gt(cardSetups.createdAt, since)),
    );
}

export async function markSetup(db: Db, setupIntentId: string, status: 'saved' | 'failed'): Promise<void> {
  await db.update(cardSetups).set({ status }).where(eq(cardSetups.setupIntentId, setupIntentId));
}
