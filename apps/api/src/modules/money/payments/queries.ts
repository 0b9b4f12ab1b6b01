/** The payments table and what a recorded payment settles (the ticket's money, a paid extra charge). */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import { openCharges, payments, tickets, tips } from '../../../db/schema.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { PAID_STATUSES, type PaymentPurpose, type PaymentStatus } from './statuses.ts';

type Db = Database | Tx;
export type PaymentRow = typeof payments.$inferSelect;

/**
 * Whether a payment may still be recorded: not once it succeeded, was used by a reschedule ('applied'), or
 * was refunded. Every claim (validation, webhook) goes through this one condition, so a late or repeated
 * confirmation never records money twice or confirms a refunded booking.
 */
const claimable = sql`${payments.status} not in ('succeeded', 'applied', 'refunded')`;

/** Records a new payment; false when its twin (same ticket purpose or charge) was recorded first. */
export async function insertPayment(
  db: Db,
  values: {
    ticketId: number;
    openChargeId: number | null;
    quoteApprovalId?: number | null;
    purpose: PaymentPurpose;
    provider: 'sandbox' | 'stripe';
    providerIntentId: string;
    amountCents: number;
    status: PaymentStatus;
    createdAt: Date;
  },
): Promise<boolean> {
  try {
    await db.insert(payments).values(values);
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}

/** The state of a plan's visit on this ticket (issue 31), or null for a ticket of no plan. */
export async function planVisitStateOf(db: Db, ticketId: number): Promise<string | null> {
  const [row] = await queryRows<{ state: string }>(
    db,
    sql`select state from plan_visits where ticket_id = ${ticketId}`,
  );
  return row?.state ?? null;
}

/** A payment not paid yet takes a new amount (a checkout's intent charged as a plan's visit, discounted). */
export async function setPaymentAmount(db: Db, id: number, amountCents: number): Promise<void> {
  await db
    .update(payments)
    .set({ amountCents })
    .where(and(eq(payments.id, id), sql`${payments.status} not in ('succeeded', 'applied', 'refunded')`));
}

export async function paymentById(db: Db, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function paymentByIntent(db: Db, providerIntentId: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerIntentId, providerIntentId));
  return row ?? null;
}

export async function bookingPaymentOf(db: Db, ticketId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), eq(payments.purpose, 'booking')));
  return row ?? null;
}

export async function chargePaymentOf(db: Db, openChargeId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.openChargeId, openChargeId), eq(payments.purpose, 'open_charge')));
  return row ?? null;
}

/** The ticket's latest reschedule payment (of one intent, when given). */
export async function latestReschedulePayment(db: Db, ticketId: number, providerIntentId?: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.ticketId, ticketId),
        eq(payments.purpose, 'reschedule'),
        providerIntentId ? eq(payments.providerIntentId, providerIntentId) : sql`true`,
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** A reschedule fee not paid yet (its intent can still be paid). */
export async function openReschedulePayment(db: Db, ticketId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), eq(payments.purpose, 'reschedule'), claimable))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** A reschedule fee paid and not yet used, if any. */
export async function unusedReschedulePayment(db: Db, ticketId: number) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), eq(payments.purpose, 'reschedule'), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

export async function reschedulePaymentCount(db: Db, ticketId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), eq(payments.purpose, 'reschedule')));
  return row?.n ?? 0;
}

/** The ticket's payments whose money was received, oldest first. */
export async function paidPaymentsOf(db: Db, ticketId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), inArray(payments.status, [...PAID_STATUSES])))
    .orderBy(asc(payments.id));
}

/** Claims the payment as succeeded unless it was already recorded or refunded (null then). */
export async function claimPayment(tx: Db, paymentId: number, now: Date): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'succeeded', succeededAt: now })
    .where(and(eq(payments.id, paymentId), claimable))
    .returning();
  return row ?? null;
}

/** A provider's failure, recorded only while the payment is not recorded or refunded. */
export async function markUnpaid(db: Db, paymentId: number, status: PaymentStatus): Promise<void> {
  await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.id, paymentId), claimable));
}

/** A paid reschedule fee is used by its reschedule (false when it was used already). */
export async function markApplied(tx: Db, paymentId: number): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'applied' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * Adds `amountCents` to what was refunded, if it still equals `refundedBefore` and stays within the amount;
 * all of it refunded makes the payment 'refunded'. Null when another refund came first.
 */
export async function addRefund(
  tx: Db,
  paymentId: number,
  refundedBefore: number,
  amountCents: number,
  /** Undoing a refund the provider refused puts the payment's status back to this. */
  restoreStatus?: PaymentStatus,
) {
  const [row] = await tx
    .update(payments)
    .set({
      refundedCents: sql`${payments.refundedCents} + ${amountCents}`,
      status: restoreStatus
        ? restoreStatus
        : sql`case when ${payments.refundedCents} + ${amountCents} = ${payments.amountCents} then 'refunded' else ${payments.status} end`,
    })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.refundedCents, refundedBefore),
        sql`${payments.refundedCents} + ${amountCents} <= ${payments.amountCents}`,
      ),
    )
    .returning();
  return row ?? null;
}

/** A payment the provider took but the ledger never counted (its booking lost its slot), given back whole. */
export async function markRefundedWhole(db: Db, paymentId: number): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'refunded', refundedCents: sql`${payments.amountCents}` })
    .where(eq(payments.id, paymentId));
}

/** The ticket's money grows (or shrinks: negative) by a recorded payment or refund. */
export async function addToTicketMoney(
  tx: Db,
  ticketId: number,
  change: { totalCents: number; paidCents: number },
  now: Date,
) {
  const [row] = await tx
    .update(tickets)
    .set({
      totalCents: sql`${tickets.totalCents} + ${change.totalCents}`,
      paidCents: sql`${tickets.paidCents} + ${change.paidCents}`,
      updatedAt: now,
    })
    .where(eq(tickets.id, ticketId))
    .returning();
  return row ?? null;
}

export async function lockedTicket(tx: Tx, ticketId: number) {
  const [row] = await tx.select().from(tickets).where(eq(tickets.id, ticketId)).for('update');
  return row ?? null;
}

export async function markChargePaid(tx: Db, chargeId: number, now: Date) {
  const [row] = await tx
    .update(openCharges)
    .set({ status: 'paid', resolvedAt: now })
    .where(eq(openCharges.id, chargeId))
    .returning();
  return row ?? null;
}

/** The ticket's tip payment (one per ticket: payments_tip_uq), or null. */
export async function tipPaymentOf(db: Db, ticketId: number): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.ticketId, ticketId), eq(payments.purpose, 'tip')));
  return row ?? null;
}

/**
 * A recorded tip payment marks its ticket's tip paid (the ledger writes the tips row, as `markChargePaid` writes an
 * extra charge: `money` never imports `tickets/tips`); null when the ticket has no tip.
 */
export async function markTipPaid(tx: Db, ticketId: number, paymentId: number, now: Date) {
  const [row] = await tx
    .update(tips)
    .set({ status: 'paid', paidAt: now, paymentId: sql`coalesce(${tips.paymentId}, ${paymentId})` })
    .where(eq(tips.ticketId, ticketId))
    .returning();
  return row ?? null;
}

/** Records a provider event by its id; false when it was recorded before (a duplicate delivery). */
export async function recordEvent(
  db: Db,
  event: { id: string; provider: string; type: string; intentId: string | null; at: Date },
): Promise<boolean> {
  const inserted = await queryRows<{ event_id: string }>(
    db,
    sql`insert into payment_events (event_id, provider, type, provider_intent_id, created_at)
        values (${event.id}, ${event.provider}, ${event.type}, ${event.intentId}, ${event.at.toISOString()}::timestamptz)
        on conflict (event_id) do nothing returning event_id`,
  );
  return inserted.length > 0;
}

export async function forgetEvent(db: Db, eventId: string): Promise<void> {
  await queryRows(db, sql`delete from payment_events where event_id = ${eventId}`);
}
