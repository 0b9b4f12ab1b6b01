/** The open_charges table: a company's extra charges on a ticket. */
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { openCharges } from '../../../db/schema.ts';

export type OpenChargeRow = typeof openCharges.$inferSelect;

export async function chargesOf(db: Database, ticketId: number) {
  return db.select().from(openCharges).where(eq(openCharges.ticketId, ticketId)).orderBy(asc(openCharges.id));
}

export async function chargeById(db: Database, chargeId: number): Promise<OpenChargeRow | null> {
  const [charge] = await db.select().from(openCharges).where(eq(openCharges.id, chargeId));
  return charge ?? null;
}

/** Declines a charge still waiting for an answer (null when it no longer waits). */
export async function declineCharge(tx: Tx, chargeId: number, now: Date) {
  const [declined] = await tx
    .update(openCharges)
    .set({ status: 'declined', resolvedAt: now })
    .where(and(eq(openCharges.id, chargeId), eq(openCharges.status, 'pending')))
    .returning();
  return declined ?? null;
}
