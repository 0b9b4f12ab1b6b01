/**
 * The checkout: the ticket is created, priced by the server, and its slot taken in one transaction, by the
 * crew with the fewest hours booked that day among those free for it (issue 29). The database refuses a second
 * live ticket or hold on overlapping crew time (tickets_no_double_booking_ex); the loser answers 409. A paid checkout holds its slot for CHECKOUT_HOLD_MINUTES; an estimate request
 * (total under the free threshold) is booked at once and waits, Pending, for the company's confirmation.
 * Either way a client may have only MAX_UNCONFIRMED_BOOKINGS of them live at once.
 */
import {
  type CheckoutAddressIssue,
  CheckoutConflict,
  type CheckoutTicket,
  checkoutAddressIssue,
  discountCentsFor,
  type Locale,
  MAX_UNCONFIRMED_BOOKINGS,
  MAX_VISIT_MINUTES,
  minutesToDuration,
  orderTotals,
  valleyToday,
} from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import type { BookingAnswers, BookingLine } from '../../../db/schema.ts';
import { SPEC_WORDS } from '../../../i18n/spec-words.ts';
import type { Words } from '../../../i18n/words.ts';
import { lockKeys } from '../../../lib/advisory-locks.ts';
import { isExclusionViolation } from '../../../lib/db-errors.ts';
import type { ServiceDeps } from '../../../lib/deps.ts';
import { AppError, conflict, fieldError, forbidden } from '../../../lib/errors.ts';
import { dollars } from '../../../lib/format.ts';
import type { Principal } from '../../../plugins/auth.ts';
import {
  checkAnswers,
  NO_SUCH_COMPANY_SERVICE,
  type PricedOffer,
  priceAnswers,
  VISIT_TOO_LONG_WORDS,
} from '../../companies/discovery/pricing.ts';
import type { QuestionnaireCache } from '../../companies/discovery/questionnaire.ts';
import { readSetting, ticketFeeCents } from '../../operations/settings/settings.ts';
import type { TicketRow } from '../lifecycle/ownership.ts';
import { UserTypeId } from '../lifecycle/statuses.ts';
import { book, bookingState, lapseHolds } from '../moves/service.ts';
import { bookableStart, lockCalendarDay, pickCrew } from './calendar.ts';
import * as q from './queries.ts';

export const TOO_MANY_UNCONFIRMED_MESSAGE: Words = /*i18n*/ {
  id: 'checkout.tooManyHolds',
  message:
    "You already have {max} bookings waiting for payment or for the company's confirmation. Finish or cancel one, or wait a few minutes.",
  values: { max: MAX_UNCONFIRMED_BOOKINGS },
};
export const SLOT_TAKEN_MESSAGE: Words = /*i18n*/ {
  id: 'checkout.slotTaken',
  message: 'This time slot was just taken. Please choose another one.',
};
/** A time already past, at checkout or a reschedule. */
export const SLOT_PASSED_MESSAGE: Words = /*i18n*/ {
  id: 'booking.slotPassed',
  message: 'That time has already passed. Please choose another one.',
};

/**
 * The words of `checkoutAddressProblem` (the contract's English, which the web shows beside the field) by the
 * problem's kind, for the caller's language. The checkout's test holds the English to the contract's.
 */
export function addressProblemWords(issue: CheckoutAddressIssue): Words {
  switch (issue.kind) {
    case 'otherZip':
      return /*i18n*/ {
        id: 'checkout.address.otherZip',
        message: 'This address is in {found}, not {zipCode}. Choose an address in {zipCode} from the suggestions.',
        values: { found: issue.found, zipCode: issue.zipCode },
      };
    case 'incomplete':
      return /*i18n*/ {
        id: 'checkout.address.incomplete',
        message: 'Choose an address in {zipCode} from the suggestions, with its street, city and zip code.',
        values: { zipCode: issue.zipCode },
      };
    case 'houseNumber':
      return /*i18n*/ {
        id: 'checkout.address.houseNumber',
        message: 'Start the address with the house number, as in "{example}".',
        values: { example: issue.example },
      };
  }
}

/**
 * The company's price for a booking's answers, from its price list today (the checkout's, and a plan's when the
 * company changes its prices): 400 naming the field when a service or an option is not offered.
 */
export async function priceBooking(
  db: Database | Tx,
  cache: QuestionnaireCache,
  service: { companyServiceId: number; serviceId: number },
  answers: BookingAnswers,
): Promise<PricedOffer> {
  const questionnaire = await cache.get(service.serviceId);
  if (!questionnaire) throw fieldError('CompanyServiceID', NO_SUCH_COMPANY_SERVICE);
  const checked = checkAnswers(questionnaire, answers.idFeatures, answers.quantity);
  const cs = await q.companyServiceById(db, service.companyServiceId);
  if (!cs) throw fieldError('CompanyServiceID', NO_SUCH_COMPANY_SERVICE);
  const items = await q.priceItems(db, service.companyServiceId, checked.valueIds);
  const priced = priceAnswers(
    questionnaire,
    checked,
    {
      basePriceCents: cs.basePriceCents,
      baseDurationMinutes: cs.baseDurationMinutes,
      serviceCallPriceCents: cs.serviceCallPriceCents,
      serviceCallDurationMinutes: cs.serviceCallDurationMinutes,
      prices: new Map(
        items.map((i) => [i.featureValueId, { priceCents: i.priceCents, durationMinutes: i.durationMinutes }]),
      ),
    },
    answers.description,
  );
  if (!priced) {
    throw fieldError(
      'idFeatures',
      /*i18n*/ { id: 'checkout.optionNotOffered', message: 'the company does not offer one of the options chosen' },
    );
  }
  return priced;
}

/** A priced booking's lines as its ticket keeps them. */
export function bookingLines(priced: PricedOffer): BookingLine[] {
  return priced.lines.map((l) => ({
    subServiceId: l.subServiceId,
    displayName: l.subServiceName,
    description: l.description,
    priceCents: l.priceCents,
    quantity: l.quantity,
  }));
}

/**
 * A discount code a customer may use on a service today, or a 400 'Unavailable code.': active (not paused by
 * staff), not expired, for this service (or any), with uses left in all (maxUses) and for this customer
 * (perCustomerLimit). `lock` (inside the checkout's transaction) locks the code's row first, so that two
 * concurrent checkouts count each other's use and cannot both take the last one.
 */
export async function usableDiscount(
  db: Database | Tx,
  where: { id?: number; code?: string },
  serviceId: number,
  now: Date,
  customerId: number,
  options: { lock?: Tx } = {},
) {
  const code =
    options.lock && where.id !== undefined
      ? await q.lockDiscountCode(options.lock, where.id)
      : await q.discountCode(db, where);
  const today = valleyToday(now);
  if (!code?.active || code.expirationDate < today || (code.serviceId !== null && code.serviceId !== serviceId)) {
    throw new AppError(400, SPEC_WORDS.discountUnavailable);
  }
  if (code.maxUses !== null || code.perCustomerLimit !== null) {
    const uses = await q.discountUses(options.lock ?? db, code.id, customerId, now);
    const usedUp = code.maxUses !== null && uses.total >= code.maxUses;
    const usedByCustomer = code.perCustomerLimit !== null && uses.customer >= code.perCustomerLimit;
    if (usedUp || usedByCustomer) throw new AppError(400, SPEC_WORDS.discountUnavailable);
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
  /** The language the booking is made in (what is sent about it to a guest follows it). */
  locale: Locale;
  idFeatures: number[][];
  quantity: number | number[];
}

export async function createCheckout(
  deps: Pick<ServiceDeps, 'db' | 'now' | 'outbox' | 'jobs' | 'publicUrl' | 'ticketLinks'>,
  cache: QuestionnaireCache,
  principal: Principal,
  input: CheckoutInput,
): Promise<CheckoutTicket> {
  const now = deps.now();
  const db = deps.db;

  const company = await q.companyOfService(db, input.companyServiceId);
  if (!company) throw fieldError('CompanyServiceID', NO_SUCH_COMPANY_SERVICE);
  const serves = await q.servesZipCode(db, company.companyId, input.zipCode);
  if (!serves) {
    throw fieldError(
      'ZipCode',
      /*i18n*/ { id: 'checkout.zipNotServed', message: 'the company does not serve this zip code' },
    );
  }
  // The address must lie in the zip code searched, written whole (street, city, zip), as the suggestions are.
  const addressIssue = checkoutAddressIssue(input.address, input.zipCode);
  if (addressIssue) throw fieldError('Address', addressProblemWords(addressIssue));

  // The price, from the company's own price list.
  const answers: BookingAnswers = {
    idFeatures: input.idFeatures,
    quantity: input.quantity,
    description: input.description,
  };
  const priced = await priceBooking(
    db,
    cache,
    { companyServiceId: input.companyServiceId, serviceId: company.serviceId },
    answers,
  );

  // The time: an entry of the company's calendar on that day, still ahead.
  const { entryId, start } = await bookableStart(db, {
    companyId: company.companyId,
    scheduleId: input.scheduleId,
    date: input.scheduledDate,
    dateField: 'ScheduledDate',
    now,
  });
  if (start <= now) throw conflict(SLOT_PASSED_MESSAGE, CheckoutConflict.slotPassed);
  if (priced.durationMinutes > MAX_VISIT_MINUTES) {
    throw new AppError(400, VISIT_TOO_LONG_WORDS, [
      { field: 'quantity', message: 'makes one visit longer than a day' },
    ]);
  }
  const end = new Date(start.getTime() + priced.durationMinutes * 60_000);

  // Who: a customer's own details; a guest's as typed. Discounts are for customers.
  let owner = { name: input.name, email: input.email, phoneNumber: input.phoneNumber };
  let discountCodeId: number | null = null;
  let discount = 0;
  if (principal.kind === 'customer') {
    owner = (await q.customerContact(db, principal.customerId)) ?? owner;
    if (input.discountCodeId !== undefined) {
      // Only a code this customer looked up by its name: ids are not to be tried one after another.
      const looked = await q.hasLookedUpDiscount(db, principal.customerId, input.discountCodeId);
      if (!looked) throw new AppError(400, SPEC_WORDS.discountUnavailable);
      const code = await usableDiscount(db, { id: input.discountCodeId }, company.serviceId, now, principal.customerId);
      discountCodeId = code.id;
      discount = discountCentsFor(code, priced.totalCents);
    }
  } else if (input.discountCodeId !== undefined) {
    throw forbidden(SPEC_WORDS.discountForCustomers);
  }
  const totals = orderTotals(priced.totalCents, await ticketFeeCents(db), discount);
  // A paid checkout waits for its payment; an estimate request is made at once (ticket-moves' named moves).
  const booking = totals.isEstimate ? 'request an estimate' : 'book a checkout';
  const lifecycle = await bookingState(db, booking, now);
  const userTypeId = principal.kind === 'customer' ? UserTypeId.Customer : UserTypeId.Guest;

  let ticket: TicketRow;
  let lines: q.TicketLine[];
  let privateLink: string | undefined;
  try {
    ({ ticket, lines, privateLink } = await db.transaction(async (tx) => {
      await lapseHolds(deps, tx, company.companyId, now, { from: start, to: end });
      await refuseBeyondUnconfirmedLimit(tx, principal, { ...owner, clientAddress: input.clientAddress }, now);
      await lockCalendarDay(tx, company.companyId, input.scheduledDate, 'ScheduledDate');
      // The crew with time for it (issue 29); none left: the slot is taken.
      const crewId = await pickCrew(
        tx,
        company.companyId,
        { date: input.scheduledDate, start, end, entryId, serviceId: company.serviceId },
        now,
      );
      if (crewId === undefined) throw conflict(SLOT_TAKEN_MESSAGE, CheckoutConflict.slotTaken);
      if (discountCodeId !== null && principal.kind === 'customer') {
        // Checked again under the code's lock: the last use goes to one checkout only.
        await usableDiscount(tx, { id: discountCodeId }, company.serviceId, now, principal.customerId, { lock: tx });
      }
      const created = await q.insertTicket(
        tx,
        {
          customerId: principal.kind === 'customer' ? principal.customerId : null,
          guestId: principal.kind === 'guest' ? principal.guestId : null,
          companyServiceId: input.companyServiceId,
          companyId: company.companyId,
          crewId,
          ...lifecycle,
          scheduleId: entryId,
          ...owner,
          address: input.address,
          zipCode: input.zipCode,
          instructions: input.instructions,
          description: input.description,
          scheduledAt: start,
          durationMinutes: priced.durationMinutes,
          serviceDurationMinutes: priced.serviceMinutes,
          slot: `[${start.toISOString()},${end.toISOString()})`,
          priceCents: priced.totalCents,
          feeCents: totals.feeCents,
          discountCents: totals.discountCents,
          totalCents: totals.totalCents,
          answers,
          discountCodeId,
          isEstimate: totals.isEstimate,
          origin: input.origin || 'web',
          clientAddress: input.clientAddress,
          locale: input.locale,
          createdAt: now,
          updatedAt: now,
        },
        bookingLines(priced),
      );
      // An estimate request's customer is sent the confirmation (a guest's with the private link, answered to the
      // guest too) and its company alerted, by the move's row.
      const { privateLink: link } = await book(deps, tx, booking, {
        ticket: created.ticket,
        actor: userTypeId,
        comments: totals.isEstimate
          ? 'Estimate requested; waiting for the company to confirm'
          : 'Booked; waiting for payment',
        now,
      });
      return { ...created, privateLink: link };
    }));
  } catch (err) {
    if (isExclusionViolation(err)) throw conflict(SLOT_TAKEN_MESSAGE, CheckoutConflict.slotTaken);
    throw err;
  }
  if (totals.isEstimate) deps.outbox.kick();
  return {
    ...toCheckoutTicket(ticket, lines, await readSetting(db, 'request_expiry_hours')),
    ...(privateLink ? { privateLink } : {}),
  };
}

/** The digits a phone number is compared by: its last ten (a leading country code 1 or none alike). */
export function phoneKey(phoneNumber: string): string {
  return phoneNumber.replace(/\D/g, '').slice(-10);
}

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
  // One lock per thing the limit counts, always in this order, so two checkouts never wait in a cycle.
  await lockKeys(tx, [
    principal.kind === 'customer'
      ? ['checkoutCustomer', String(principal.customerId)]
      : ['checkoutGuest', principal.guestId],
    ['checkoutAddress', owner.clientAddress],
    ['checkoutEmail', email],
    ['checkoutPhone', phone],
  ]);
  const counts = await q.liveUnconfirmedCounts(
    tx,
    principal.kind === 'customer' ? { customerId: principal.customerId } : { guestId: principal.guestId },
    { clientAddress: owner.clientAddress, email, phone },
    now,
  );
  if (counts && Math.max(counts.caller, counts.address, counts.email, counts.phone) >= MAX_UNCONFIRMED_BOOKINGS) {
    throw conflict(TOO_MANY_UNCONFIRMED_MESSAGE, CheckoutConflict.tooManyHolds);
  }
}

export function toCheckoutTicket(ticket: TicketRow, lines: q.TicketLine[], requestExpiryHours: number): CheckoutTicket {
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
    requestExpiryHours,
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
