/** What a reschedule writes: the ticket's time (the calendar is booking's; the policy is a setting). */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { tickets } from '../../../db/schema.ts';

/** Moves the ticket's time if it is still at `fromScheduledAt` (null when it changed meanwhile). */
export async function moveTicketTime(
  tx: Tx,
  ticketId: number,
  fromScheduledAt: Date,
  to: { start: Date; end: Date; scheduleId: number; crewId: number | null; now: Date },
) {
  const [moved] = await tx
    .update(tickets)
    .set({
      scheduledAt: to.start,
      scheduleId: to.scheduleId,
      crewId: to.crewId,
      slot: `[${to.start.toISOString()},${to.end.toISOString()})`,
      updatedAt: to.now,
    })
    .where(and(eq(tickets.id, ticketId), eq(tickets.scheduledAt, fromScheduledAt)))
    .returning();
  return moved ?? null;
}
