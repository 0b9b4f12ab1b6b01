/**
 * What booking reads and writes: the company behind a company service, its calendar and busy time, its zip
 * codes and prices, the fee setting, discount codes and their look-ups, the checkout's insert, the counts
 * behind the unconfirmed-bookings limit and the guest texts of a number. Plain objects, no rules.
 */
import { dayOfWeek } from '@upkeep/contract';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  companies,
  companySchedules,
  companyServices,
  companyTimeOff,
  companyZipCodes,
  customers,
  discountCodeLookups,
  discountCodes,
  priceListItems,
  ticketServices,
  tickets,
} from '../../../db/schema.ts';
import { companyIsOffered } from '../../companies/discovery/conditions.ts';
import { countsAsDiscountUse } from '../../money/discount-codes/conditions.ts';
import { TicketStatusId } from '../lifecycle/statuses.ts';

type Db = Database | Tx;

export type NewTicket = typeof tickets.$inferInsert;
export type NewTicketLine = Omit<typeof ticketServices.$inferInsert, 'ticketId'>;
export type TicketLine = typeof ticketServices.$inferSelect;

/** The company (offered: active and live) behind an active company service, or null. */
export async function companyOfService(db: Db, companyServiceId: number) {
  const [row] = await db
    .select({ companyId: companyServices.companyId, serviceId: companyServices.serviceId })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .where(and(eq(companyServices.id, companyServiceId), eq(companyServices.active, true), companyIsOffered));
  return row ?? null;
}

export async function companyServiceById(db: Db, companyServiceId: number) {
  const [row] = await db.select().from(companyServices).where(eq(companyServices.id, companyServiceId));
  return row ?? null;
}

export async function servesZipCode(db: Db, companyId: number, zipCode: string): Promise<boolean> {
  const [row] = await db
    .select({ zip: companyZipCodes.zipCode })
    .from(companyZipCodes)
    .where(and(eq(companyZipCodes.companyId, companyId), eq(companyZipCodes.zipCode, zipCode)));
  return row !== undefined;
}

/** The company service's price-list items for the chosen feature values. */
export async function priceItems(db: Db, companyServiceId: number, featureValueIds: number[]) {
  if (featureValueIds.length === 0) return [];
  return db
    .select()
    .from(priceListItems)
    .where(
      and(
        eq(priceListItems.companyServiceId, companyServiceId),
        inArray(priceListItems.featureValueId, featureValueIds),
      ),
    );
}

/** One entry of a company's weekly calendar (active or not), or null. */
export async function scheduleEntry(db: Db, scheduleId: number, companyId: number) {
  const [entry] = await db
    .select()
    .from(companySchedules)
    .where(and(eq(companySchedules.id, scheduleId), eq(companySchedules.companyId, companyId)));
  return entry ?? null;
}

/** The company's active calendar entries on the weekday of `date`, by start time. */
export async function calendarEntries(db: Db, companyId: number, date: string) {
  return db
    .select({ id: companySchedules.id, startTime: companySchedules.startTime })
    .from(companySchedules)
    .where(
      and(
        eq(companySchedules.companyId, companyId),
        eq(companySchedules.dayOfWeek, dayOfWeek(date)),
        eq(companySchedules.active, true),
      ),
    )
    .orderBy(asc(companySchedules.startTime));
}

/** The company's whole active weekly calendar, by start time. */
export async function weeklyCalendar(db: Db, companyId: number) {
  return db
    .select({ id: companySchedules.id, dayOfWeek: companySchedules.dayOfWeek, startTime: companySchedules.startTime })
    .from(companySchedules)
    .where(and(eq(companySchedules.companyId, companyId), eq(companySchedules.active, true)))
    .orderBy(asc(companySchedules.startTime));
}

/** The company's time off overlapping the valley dates `from` to `to` (YYYY-MM-DD, both included). */
export async function timeOffBetween(db: Db, companyId: number, from: string, to: string) {
  return db
    .select({ from: companyTimeOff.fromDate, to: companyTimeOff.toDate })
    .from(companyTimeOff)
    .where(
      and(eq(companyTimeOff.companyId, companyId), lte(companyTimeOff.fromDate, to), gte(companyTimeOff.toDate, from)),
    );
}

/** A discount code by its id, or by its name whatever the case; null when there is none. */
export async function discountCode(db: Db, where: { id?: number; code?: string }) {
  const condition =
    where.id !== undefined
      ? eq(discountCodes.id, where.id)
      : sql`upper(${discountCodes.code}) = upper(${where.code ?? ''})`;
  const [code] = await db.select().from(discountCodes).where(condition);
  return code ?? null;
}

/** The code's row by id, locked for the rest of the transaction: checkouts taking its uses go one at a time. */
export async function lockDiscountCode(tx: Tx, id: number) {
  const [code] = await tx.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return code ?? null;
}

/** The uses of a code in all, and by one customer. */
export async function discountUses(db: Db, discountCodeId: number, customerId: number | null, now: Date) {
  const [row] = await queryRows<{ total: number; customer: number }>(
    db,
    sql`select count(*)::int as total,
               count(*) filter (where t.customer_id = ${customerId ?? 0})::int as customer
          from tickets t
         where t.discount_code_id = ${discountCodeId} and ${countsAsDiscountUse(now)}`,
  );
  return { total: Number(row?.total ?? 0), customer: Number(row?.customer ?? 0) };
}

/** Remembers that a customer looked a code up by its name (once). */
export async function recordDiscountLookup(db: Db, customerId: number, discountCodeId: number) {
  await db.insert(discountCodeLookups).values({ customerId, discountCodeId }).onConflictDoNothing();
}

export async function hasLookedUpDiscount(db: Db, customerId: number, discountCodeId: number): Promise<boolean> {
  const [looked] = await db
    .select()
    .from(discountCodeLookups)
    .where(and(eq(discountCodeLookups.customerId, customerId), eq(discountCodeLookups.discountCodeId, discountCodeId)));
  return looked !== undefined;
}

/** A customer's contact details, or null. */
export async function customerContact(db: Db, customerId: number) {
  const [me] = await db
    .select({ name: customers.name, email: customers.email, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(eq(customers.id, customerId));
  return me ?? null;
}

/** A ticket's service lines, in their order. */
export function linesOf(db: Db, ticketId: number): Promise<TicketLine[]> {
  return db.select().from(ticketServices).where(eq(ticketServices.ticketId, ticketId)).orderBy(ticketServices.id);
}

/** Inserts a ticket and its service lines. */
export async function insertTicket(tx: Tx, ticket: NewTicket, lines: NewTicketLine[]) {
  const [created] = await tx.insert(tickets).values(ticket).returning();
  if (!created) throw new Error('the new ticket was not returned');
  const inserted = await tx
    .insert(ticketServices)
    .values(lines.map((line) => ({ ...line, ticketId: created.id })))
    .returning();
  return { ticket: created, lines: inserted };
}

/**
 * A booking not paid yet takes another price and its lines (a plan's visit following its company's prices): only
 * while nothing of it is paid or confirmed. Answers whether it did.
 */
export async function repriceUnpaidTicket(
  tx: Tx,
  ticketId: number,
  price: { priceCents: number; discountCents: number },
  lines: NewTicketLine[],
  now: Date,
): Promise<boolean> {
  const [updated] = await tx
    .update(tickets)
    .set({
      priceCents: price.priceCents,
      discountCents: price.discountCents,
      totalCents: sql`${price.priceCents} + ${tickets.feeCents} - ${price.discountCents}`,
      updatedAt: now,
    })
    .where(
      and(
        eq(tickets.id, ticketId),
        sql`${tickets.confirmedAt} is null and ${tickets.paidCents} = 0 and ${tickets.statusId} = ${TicketStatusId.Pending}`,
      ),
    )
    .returning({ id: tickets.id });
  if (!updated) return false;
  await tx.delete(ticketServices).where(eq(ticketServices.ticketId, ticketId));
  await tx.insert(ticketServices).values(lines.map((line) => ({ ...line, ticketId })));
  return true;
}

/**
 * A ticket that is booked but not confirmed yet and still holds company time: an unpaid checkout within its
 * hold, or an estimate request the company has not confirmed (Pending) whose visit is still ahead.
 */
const liveUnconfirmed = (now: Date) => sql`holds_slot and (confirmed_at is null or is_estimate)
   and ((confirmed_at is null and hold_expires_at > ${now.toISOString()}::timestamptz)
     or (is_estimate and status_id = ${TicketStatusId.Pending} and scheduled_at > ${now.toISOString()}::timestamptz))`;

/**
 * Live unconfirmed bookings of the caller (a customer or a guest session), of a client address, of an
 * e-mail (lower-cased) and of a phone number (its last ten digits).
 */
export async function liveUnconfirmedCounts(
  tx: Tx,
  who: { customerId: number } | { guestId: string },
  owner: { clientAddress: string; email: string; phone: string },
  now: Date,
) {
  const caller = 'customerId' in who ? sql`customer_id = ${who.customerId}` : sql`guest_id = ${who.guestId}`;
  const [counts] = await queryRows<{ caller: number; address: number; email: number; phone: number }>(
    tx,
    sql`select count(*) filter (where ${caller})::int as caller,
               count(*) filter (where client_address = ${owner.clientAddress})::int as address,
               count(*) filter (where lower(email) = ${owner.email})::int as email,
               count(*) filter (where right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10) = ${owner.phone})::int as phone
          from tickets
         where ${liveUnconfirmed(now)}`,
  );
  return counts ?? null;
}
