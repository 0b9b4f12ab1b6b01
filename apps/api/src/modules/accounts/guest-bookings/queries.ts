/** Guest bookings an account may add (issue 26), the e-mail proofs that let it, and a lost link's booking. */
import type { Locale } from '@upkeep/contract';
import { and, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { customers, emailProofs, tickets } from '../../../db/schema.ts';

type Db = Database | Tx;

export async function customerEmail(db: Db, customerId: number) {
  const [row] = await db
    .select({ email: customers.email, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** Booked by a guest, in no account, with this e-mail (case-insensitive), and a real booking (paid or an estimate). */
function guestBookingsWith(email: string): SQL | undefined {
  return and(
    isNull(tickets.customerId),
    isNotNull(tickets.guestId),
    sql`lower(${tickets.email}) = ${email.trim().toLowerCase()}`,
    or(isNotNull(tickets.confirmedAt), eq(tickets.isEstimate, true)),
  );
}

export async function guestBookingCount(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ n: sql<number | string>`count(*)` }).from(tickets).where(guestBookingsWith(email));
  return Number(row?.n ?? 0);
}

/** Puts the guest bookings with this e-mail in the account: their ids. */
export async function claimGuestBookings(tx: Tx, customerId: number, email: string, now: Date): Promise<number[]> {
  const rows = await tx
    .update(tickets)
    .set({ customerId, updatedAt: now })
    .where(guestBookingsWith(email))
    .returning({ id: tickets.id });
  return rows.map((r) => r.id);
}

export async function insertProof(
  tx: Tx,
  row: { customerId: number; email: string; codeHash: string; expiresAt: Date; now: Date },
) {
  // A new code replaces the ones before it.
  await tx
    .update(emailProofs)
    .set({ usedAt: row.now })
    .where(and(eq(emailProofs.customerId, row.customerId), isNull(emailProofs.usedAt)));
  await tx.insert(emailProofs).values({
    customerId: row.customerId,
    email: row.email,
    codeHash: row.codeHash,
    expiresAt: row.expiresAt,
    createdAt: row.now,
  });
}

/** The customer's latest unused proof, locked for the claim. */
export async function lockedLatestProof(tx: Tx, customerId: number) {
  const [row] = await tx
    .select()
    .from(emailProofs)
    .where(and(eq(emailProofs.customerId, customerId), isNull(emailProofs.usedAt)))
    .orderBy(desc(emailProofs.createdAt), desc(emailProofs.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function countAttempt(tx: Tx, proofId: number): Promise<void> {
  await tx
    .update(emailProofs)
    .set({ attempts: sql`${emailProofs.attempts} + 1` })
    .where(eq(emailProofs.id, proofId));
}

export async function markProofUsed(tx: Tx, proofId: number, now: Date): Promise<void> {
  await tx.update(emailProofs).set({ usedAt: now }).where(eq(emailProofs.id, proofId));
}
/**
 * The guest booking with this number and e-mail (case-insensitive) that may have a link: booked by a guest, in
 * no account, and confirmed (paid) or an estimate request (confirmed by the company later).
 */
export async function guestBookingFor(db: Db, ticketId: number, email: string) {
  const [row] = await db
    .select({
      id: tickets.id,
      name: tickets.name,
      email: tickets.email,
      scheduledAt: tickets.scheduledAt,
      durationMinutes: tickets.durationMinutes,
      /** The language the booking was made in: its messages' (issue 49). */
      locale: tickets.locale,
    })
    .from(tickets)
    .where(
      and(
        eq(tickets.id, ticketId),
        sql`lower(${tickets.email}) = ${email.trim().toLowerCase()}`,
        isNull(tickets.customerId),
        isNotNull(tickets.guestId),
        or(isNotNull(tickets.confirmedAt), eq(tickets.isEstimate, true)),
      ),
    );
  return row ?? null;
}

/**
 * A guest's language (issue 49): their bookings' (`tickets.locale`, what is sent about each follows it), or the one
 * booking their private link opened; none an account has added since (the account's language is its own).
 */
export async function setGuestBookingsLocale(
  db: Database,
  guest: { guestId: string; ticketId?: number },
  locale: Locale,
): Promise<void> {
  const which = guest.ticketId === undefined ? eq(tickets.guestId, guest.guestId) : eq(tickets.id, guest.ticketId);
  await db
    .update(tickets)
    .set({ locale })
    .where(and(which, isNull(tickets.customerId)));
}
