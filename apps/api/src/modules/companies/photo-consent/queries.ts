/** The consent of a ticket's customer to show its job's photos publicly (ticket_photo_consents). */
import type { PhotoConsentState } from '@upkeep/contract';
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { ticketPhotoConsents, tickets } from '../../../db/schema.ts';

export async function consentOf(db: Database | Tx, ticketId: number): Promise<PhotoConsentState | null> {
  const [row] = await db
    .select({ state: ticketPhotoConsents.state })
    .from(ticketPhotoConsents)
    .where(eq(ticketPhotoConsents.ticketId, ticketId));
  return row?.state ?? null;
}

/** The ticket a job photo was taken for. */
export async function ticketOfJobPhoto(db: Database | Tx, jobPhotoId: number) {
  const [row] = await queryRows<{ ticket_id: number }>(
    db,
    sql`select ticket_id from job_photos where id = ${jobPhotoId}`,
  );
  if (!row) return null;
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, row.ticket_id));
  return ticket ?? null;
}

/** Records that the customer is asked, once per ticket: true only for the call that recorded it. */
export async function markAsked(tx: Tx, ticketId: number, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(ticketPhotoConsents)
    .values({ ticketId, state: 'asked', askedAt: now, createdAt: now })
    .onConflictDoNothing()
    .returning({ ticketId: ticketPhotoConsents.ticketId });
  return rows.length > 0;
}

/** The customer's answer (asked or not, answered before or not). */
export async function recordAnswer(db: Database | Tx, ticketId: number, state: 'allowed' | 'declined', now: Date) {
  await db
    .insert(ticketPhotoConsents)
    .values({ ticketId, state, answeredAt: now, createdAt: now })
    .onConflictDoUpdate({ target: ticketPhotoConsents.ticketId, set: { state, answeredAt: now } });
}
