/**
 * The checkout: the ticket is created, priced by the server, and its slot taken in one transaction. The
 * database refuses a second live ticket or hold on overlapping company time (tickets_no_double_booking_ex);
 * the loser answers 409. A paid checkout holds its slot for CHECKOUT_HOLD_MINUTES; an estimate request
 * (total under the free threshold) is booked at once and waits, Pending, for the company's confirmation.
 * Either way a client may have only MAX_UNCONFIRMED_BOOKINGS of them live at once.
 */
import {
  CHECKOUT_HOLD_MINUTES,
  CheckoutConflict,
  type CheckoutTicket,
  dateProblem,
  dayOfWeek,
  discountCentsFor,
  MAX_UNCONFIRMED_BOOKINGS,
  MAX_VISIT_MINUTES,
  Messages,
  minutesToDuration,
  orderTotals,
  VISIT_TOO_LONG,
  valleyInstant,
  valleyToday,
} from '@upkeep/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Database, queryRows, type Tx } from '../../db/client.ts';
import {
  companySchedules,
  companyServices,
  companyZipCodes,
  customers,
  discountCodeLookups,
  discountCodes,
  priceListItems,
  settings,
  ticketHistory,
  ticketServices,
  tickets,
} from '../../db/schema.ts';
import { TicketStatusId, UserTypeId } from '../../db/seed/statuses.ts';
import { isExclusionViolation } from '../../lib/db-errors.ts';
import { AppError, conflict, fieldError, forbidden } from '../../lib/errors.ts';
import { dollars } from '../../lib/format.ts';
import type { Principal } from '../../plugins/auth.ts';
import { checkAnswers, type PricedOffer, priceAnswers } from '../discovery/pricing.ts';
import type { QuestionnaireCache } from '../discovery/questionnaire.ts';
import type { TicketRow } from '../tickets/ownership.ts';
import { companyOfService } from './calendar.ts';
import { enqueueConfirmation } from './confirmation.ts';

/**
 * Advisory-lock namespaces (first key) for counting a client's live unconfirmed bookings: one lock per thing
 * the limit counts, always taken in this order so that two checkouts never wait on each other in a cycle.
 */
const LIMIT_LOCKS = { customer: 1001, guest: 1002, address: 1003, email: 1004, phone: 1005 } as const;
export const TOO_MANY_UNCONFIRMED_MESSAGE = `You already have ${MAX_UNCONFIRMED_BOOKINGS} bookings waiting for payment or for the company's confirmation. Finish or cancel one, or wait a few minutes.`;
export const SLOT_TAKEN_MESSAGE = 'This time slot was just taken. Please choose another one.';

export async function ticketFeeCents(db: Database | Tx): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'ticket_fee_cents'));
  const fee = Number(row?.value ?? 0);
  return Number.isInteger(fee) && fee >= 0 ? fee : 0;
}

/** A discount code a customer may use on a service today, or a 400 'Unavailable code.' */
export async function usableDiscount(
  db: Database | Tx,
  where: { id?: number; code?: string },
  serviceId: number,
  now: Date,
) {
  const condition =
    where.id !== undefined
      ? eq(discountCodes.id, where.id)
      : sql`upper(${discountCodes.code}) = upper(${where.code ?? ''})`;
  const [code] = await db.select().from(discountCodes).where(condition);
  const today = valleyToday(now);
  if (!code?.active || code.expirationDate < today || (code.serviceId !== null && code.serviceId !== serviceId)) {
    throw new AppError(400, Messages.discountUnavailable);
  }
  return code;
}

export interface CheckoutInput {
  scheduledDate: string;
  scheduleId: number;
  companyServiceId: number;
  name: string;
  email: string;
  phoneNumber: string;
  address: string;
  zipCode: string;
  instructions: string;
  description: string;
  discountCodeId?: number | undefined;
  origin: string;
  /** The client's address (behind a proxy, the one it forwarded). */
  clientAddress: string;
  idFeatures: number[][];
  quantity: number | number[];
}

export async function createCheckout(
  app: FastifyInstance,
  cache: QuestionnaireCache,
  principal: Principal,
  input: CheckoutInput,
): Promise<CheckoutTicket> {
  const now = app.now();
  const db = app.db;

  const company = await companyOfService(db, input.companyServiceId);
  if (!company) throw fieldError('CompanyServiceID', 'no such company service');
  const [serves] = await db
    .select({ zip: companyZipCodes.zipCode })
    .from(companyZipCodes)
    .where(and(eq(companyZipCodes.companyId, company.companyId), eq(companyZipCodes.zipCode, input.zipCode)));
  if (!serves) throw fieldError('ZipCode', 'the company does not serve this zip code');

  // The price, from the company's own price list.
  const q = await cache.get(company.serviceId);
  if (!q) throw fieldError('CompanyServiceID', 'no such service');
  const answers = checkAnswers(q, input.idFeatures, input.quantity);
  const [cs] = await db.select().from(companyServices).where(eq(companyServices.id, input.companyServiceId));
  const items = answers.valueIds.length
    ? await db
        .select()
        .from(priceListItems)
        .where(
          and(
            eq(priceListItems.companyServiceId, input.companyServiceId),
            inArray(priceListItems.featureValueId, answers.valueIds),
          ),
        )
    : [];
  const priced: PricedOffer | null = priceAnswers(
    q,
    answers,
    {
      basePriceCents: cs!.basePriceCents,
      baseDurationMinutes: cs!.baseDurationMinutes,
      serviceCallPriceCents: cs!.serviceCallPriceCents,
      serviceCallDurationMinutes: cs!.serviceCallDurationMinutes,
      prices: new Map(
        items.map((i) => [i.featureValueId, { priceCents: i.priceCents, durationMinutes: i.durationMinutes }]),
      ),
    },
    input.description,
  );
  if (!priced) throw fieldError('idFeatures', 'the company does not offer one of the options chosen');

  // The time: an entry of the company's calendar on that day, still ahead.
  const dateIssue = dateProblem(input.scheduledDate, now);
  if (dateIssue) throw fieldError('ScheduledDate', dateIssue);
  const [entry] = await db
    .select()
    .from(companySchedules)
    .where(and(eq(companySchedules.id, input.scheduleId), eq(companySchedules.companyId, company.companyId)));
  if (!entry?.active || entry.dayOfWeek !== dayOfWeek(input.scheduledDate)) {
    throw fieldError('ScheduleID', 'is not a time of this company on that day');
  }
  const start = valleyInstant(input.scheduledDate, entry.startTime);
  if (start <= now)
    throw conflict('That time has already passed. Please choose another one.', CheckoutConflict.slotPassed);
  if (priced.durationMinutes > MAX_VISIT_MINUTES) {
    throw new AppError(400, VISIT_TOO_LONG, [{ field: 'quantity', message: 'makes one visit longer than a day' }]);
  }
  const end = new Date(start.getTime() + priced.durationMinutes * 60_000);

  // Who: a customer's own details; a guest's as typed. Discounts are for customers.
  let owner = { name: input.name, email: input.email, phoneNumber: input.phoneNumber };
  let discountCodeId: number | null = null;
  let discount = 0;
  if (principal.kind === 'customer') {
    const [me] = await db.select().from(customers).where(eq(customers.id, principal.customerId));
    if (me) owner = { name: me.name, email: me.email, phoneNumber: me.phoneNumber };
    if (input.discountCodeId !== undefined) {
      // Only a code this customer looked up by its name: ids are not to be tried one after another.
      const [looked] = await db
        .select()
        .from(discountCodeLookups)
        .where(
          and(
            eq(discountCodeLookups.customerId, principal.customerId),
            eq(discountCodeLookups.discountCodeId, input.discountCodeId),
          ),
        );
      if (!looked) throw new AppError(400, Messages.discountUnavailable);
      const code = await usableDiscount(db, { id: input.discountCodeId }, company.serviceId, now);
      discountCodeId = code.id;
      discount = discountCentsFor(code, priced.totalCents);
    }
  } else if (input.discountCodeId !== undefined) {
    throw forbidden(Messages.discountForCustomers);
  }
  const totals = orderTotals(priced.totalCents, await ticketFeeCents(db), discount);
  const holdExpiresAt = totals.isEstimate ? null : new Date(now.getTime() + CHECKOUT_HOLD_MINUTES * 60_000);
  const userTypeId = principal.kind === 'customer' ? UserTypeId.Customer : UserTypeId.Guest;

  let ticket: TicketRow;
  let lines: (typeof ticketServices.$inferSelect)[];
  try {
    ({ ticket, lines } = await db.transaction(async (tx) => {
      await releaseLapsedHolds(tx, company.companyId, now, { from: start, to: end });
      await refuseBeyondUnconfirmedLimit(tx, principal, { ...owner, clientAddress: input.clientAddress }, now);
      const [created] = await tx
        .insert(tickets)
        .values({
          customerId: principal.kind === 'customer' ? principal.customerId : null,
          guestId: principal.kind === 'guest' ? principal.guestId : null,
          companyServiceId: input.companyServiceId,
          companyId: company.companyId,
          statusId: TicketStatusId.Pending,
          scheduleId: entry.id,
          ...owner,
          address: input.address,
          zipCode: input.zipCode,
          instructions: input.instructions,
          description: input.description,
          scheduledAt: start,
          durationMinutes: priced.durationMinutes,
          serviceDurationMinutes: priced.serviceMinutes,
          slot: `[${start.toISOString()},${end.toISOString()})`,
          holdsSlot: true,
          priceCents: priced.totalCents,
          feeCents: totals.feeCents,
          discountCents: totals.discountCents,
          totalCents: totals.totalCents,
          discountCodeId,
          isEstimate: totals.isEstimate,
          holdExpiresAt,
          confirmedAt: totals.isEstimate ? now : null,
          origin: input.origin || 'web',
          clientAddress: input.clientAddress,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      const inserted = await tx
        .insert(ticketServices)
        .values(
          priced.lines.map((l) => ({
            ticketId: created!.id,
            subServiceId: l.subServiceId,
            displayName: l.subServiceName,
            description: l.description,
            priceCents: l.priceCents,
            quantity: l.quantity,
          })),
        )
        .returning();
      await tx.insert(ticketHistory).values({
        ticketId: created!.id,
        statusId: TicketStatusId.Pending,
        comments: totals.isEstimate
          ? 'Estimate requested; waiting for the company to confirm'
          : 'Booked; waiting for payment',
        userTypeId,
        createdAt: now,
      });
      if (totals.isEstimate) await enqueueConfirmation(tx, created!, app.config.publicUrl, now);
      return { ticket: created!, lines: inserted };
    }));
  } catch (err) {
    if (isExclusionViolation(err)) throw conflict(SLOT_TAKEN_MESSAGE, CheckoutConflict.slotTaken);
    throw err;
  }
  if (totals.isEstimate) app.outbox.kick();
  return toCheckoutTicket(ticket, lines);
}

/** The digits a phone number is compared by: its last ten (a leading country code 1 or none alike). */
export function phoneKey(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '').slice(-10);
}

/**
 * A ticket that is booked but not confirmed yet and still holds company time: an unpaid checkout within its
 * hold, or an estimate request the company has not confirmed (Pending) whose visit is still ahead.
 */
const liveUnconfirmed = (now: Date) => sql`holds_slot and (confirmed_at is null or is_estimate)
   and ((confirmed_at is null and hold_expires_at > ${now.toISOString()}::timestamptz)
     or (is_estimate and status_id = ${TicketStatusId.Pending} and scheduled_at > ${now.toISOString()}::timestamptz))`;

/**
 * 409 too_many_holds when this checkout would give its account or session, its client address, its e-mail
 * or its phone number more than MAX_UNCONFIRMED_BOOKINGS live unconfirmed bookings. Each is locked for the
 * rest of the transaction first, so concurrent checkouts are counted one after another.
 */
async function refuseBeyondUnconfirmedLimit(
  tx: Tx,
  principal: Principal,
  owner: { email: string; phoneNumber: string; clientAddress: string },
  now: Date,
) {
  const email = owner.email.trim().toLowerCase();
  const phone = phoneKey(owner.phoneNumber);
  const locks: [number, string][] = [
    principal.kind === 'customer'
      ? [LIMIT_LOCKS.customer, String(principal.customerId)]
      : [LIMIT_LOCKS.guest, principal.guestId],
    [LIMIT_LOCKS.address, owner.clientAddress],
    [LIMIT_LOCKS.email, email],
    [LIMIT_LOCKS.phone, phone],
  ];
  for (const [space, key] of locks) {
    await tx.execute(sql`select pg_advisory_xact_lock(${space}::int, hashtext(${key}))`);
  }
  const caller =
    principal.kind === 'customer' ? sql`customer_id = ${principal.customerId}` : sql`guest_id = ${principal.guestId}`;
  const [counts] = await queryRows<{ caller: number; address: number; email: number; phone: number }>(
    tx,
    sql`select count(*) filter (where ${caller})::int as caller,
               count(*) filter (where client_address = ${owner.clientAddress})::int as address,
               count(*) filter (where lower(email) = ${email})::int as email,
               count(*) filter (where right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10) = ${phone})::int as phone
          from tickets
         where ${liveUnconfirmed(now)}`,
  );
  if (counts && Math.max(counts.caller, counts.address, counts.email, counts.phone) >= MAX_UNCONFIRMED_BOOKINGS) {
    throw conflict(TOO_MANY_UNCONFIRMED_MESSAGE, CheckoutConflict.tooManyHolds);
  }
}

/** Lapsed checkout holds overlapping a range (or all of the company's) stop holding, in the caller's transaction. */
export async function releaseLapsedHolds(
  tx: Tx,
  companyId: number | null,
  now: Date,
  range?: { from: Date; to: Date },
) {
  const lapsed = await queryRows<{ id: number }>(
    tx,
    sql`update tickets set holds_slot = false, hold_expires_at = null, status_id = ${TicketStatusId.Cancelled},
               updated_at = ${now.toISOString()}::timestamptz
         where holds_slot and confirmed_at is null and hold_expires_at <= ${now.toISOString()}::timestamptz
           ${companyId === null ? sql`` : sql`and company_id = ${companyId}`}
           ${range ? sql`and slot && tstzrange(${range.from.toISOString()}::timestamptz, ${range.to.toISOString()}::timestamptz)` : sql``}
     returning id`,
  );
  if (lapsed.length) {
    await tx.insert(ticketHistory).values(
      lapsed.map((t) => ({
        ticketId: t.id,
        statusId: TicketStatusId.Cancelled,
        comments: `The checkout was not paid within ${CHECKOUT_HOLD_MINUTES} minutes; the time slot was released.`,
        userTypeId: UserTypeId.System,
        createdAt: now,
      })),
    );
  }
  return lapsed.length;
}

export function toCheckoutTicket(ticket: TicketRow, lines: (typeof ticketServices.$inferSelect)[]): CheckoutTicket {
  return {
    id: ticket.id,
    price: dollars(ticket.priceCents),
    fee: dollars(ticket.feeCents),
    discount: dollars(ticket.discountCents),
    total: dollars(ticket.totalCents),
    isEstimate: ticket.isEstimate,
    // An estimate request waits for the company's confirmation; a paid booking is confirmed by its payment.
    confirmed: ticket.confirmedAt !== null && !ticket.isEstimate,
    holdExpiresAt: ticket.holdExpiresAt?.toISOString() ?? null,
    scheduledAt: ticket.scheduledAt.toISOString(),
    duration: minutesToDuration(ticket.durationMinutes),
    lines: lines
      .sort((a, b) => a.id - b.id)
      .map((l) => ({
        id: l.id,
        displayName: l.displayName,
        price: dollars(l.priceCents),
        description: l.description,
        quantity: l.quantity,
      })),
  };
}

export async function ticketLines(db: Database, ticketId: number) {
  return db.select().from(ticketServices).where(eq(ticketServices.ticketId, ticketId)).orderBy(asc(ticketServices.id));
}
