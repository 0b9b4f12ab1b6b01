/** The tips table: one tip per completed ticket (decision 0039), and the work a percent is of. */
import { eq, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { tips } from '../../../db/schema.ts';

type Db = Database | Tx;
export type TipRow = typeof tips.$inferSelect;

export async function tipOf(db: Db, ticketId: number): Promise<TipRow | null> {
  const [row] = await db.select().from(tips).where(eq(tips.ticketId, ticketId));
  return row ?? null;
}

/** Writes the ticket's tip; null when its twin was written first (tips_ticket_id_unique). */
export async function insertTip(
  db: Db,
  values: {
    ticketId: number;
    companyId: number;
    crewId: number | null;
    amountCents: number;
    percent: number | null;
    createdAt: Date;
  },
): Promise<TipRow | null> {
  const [row] = await db.insert(tips).values(values).onConflictDoNothing({ target: tips.ticketId }).returning();
  return row ?? null;
}

/** The tip's payment, once its intent is opened (kept when set: the one payment of the tip). */
export async function setTipPayment(db: Db, tipId: number, paymentId: number): Promise<void> {
  await db
    .update(tips)
    .set({ paymentId: sql`coalesce(${tips.paymentId}, ${paymentId})` })
    .where(eq(tips.id, tipId));
}

/** The extra charges the customer paid on the ticket and kept paid (received, net of refunds), in cents. */
export async function extrasPaidCents(db: Db, ticketId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    db,
    sql`select coalesce(sum(p.amount_cents - p.refunded_cents), 0)::int as cents from payments p
         where p.ticket_id = ${ticketId} and p.purpose = 'open_charge'
           and p.status in ('succeeded', 'applied', 'refunded')`,
  );
  return Number(row?.cents ?? 0);
}
