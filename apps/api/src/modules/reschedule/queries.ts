/** What a reschedule reads and writes: the policy setting and the ticket's time (the calendar is booking's). */
import { and, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { settings, tickets } from '../../db/schema.ts';

export async function reschedulePolicySetting(db: Database): Promise<unknown> {
  const [row] = await db.select().from(settings).where(eq(settings.key, 'reschedule_policy'));
  return row?.value ?? null;
}

/** Moves the ticket's time if it is still at `fromScheduledAt` (null when it changed meanwhile). */
export async function moveTicketTime(
  tx: Tx,
  ticketId: number,
  fromScheduledAt: Date,
  to: { start: Date; end: Date; scheduleId: number; now: Date },
) {
  const [moved] = await tx
    .update(tickets)
    .set({
      scheduledAt: to.start,
      scheduleId: to.scheduleId,
      slot: `[${to.start.toISOString()},${to.end.toISOString()})`,
      updatedAt: to.now,
    })
    .where(and(eq(tickets.id, ticketId), eq(tickets.scheduledAt, fromScheduledAt)))
    .returning();
  return moved ?? null;
}
