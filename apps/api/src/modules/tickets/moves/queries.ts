/** What a move writes besides the ticket itself (the lifecycle writes the status and its history). */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { openCharges, tickets } from '../../../db/schema.ts';

/** A job that will not take place asks nothing more of the customer: its waiting extra charges are withdrawn. */
export async function withdrawPendingCharges(tx: Tx, ticketId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(openCharges)
    .set({ status: 'declined', resolvedAt: now })
    .where(and(eq(openCharges.ticketId, ticketId), eq(openCharges.status, 'pending')))
    .returning({ id: openCharges.id });
  return rows.length;
}

/** Tickets by their ids (those a bulk move moved), as the lifecycle left them. */
export async function ticketsByIds(tx: Tx, ids: readonly number[]): Promise<(typeof tickets.$inferSelect)[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(tickets)
    .where(inArray(tickets.id, [...ids]));
}
