/**
 * The booking's pure rules on the client: the order's money as the checkout screen shows it before the
 * server prices the ticket (the server computes it again and its figures win), the checkout's data check,
 * and the session patches that start and end a checkout.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import {
  discountCentsFor,
  orderTotals as orderTotalsInCents,
  phoneNumberDigits,
  planVisitPriceCents,
  toCents,
} from '@upkeep/contract';
import { i18n } from '../../i18n/runtime';
import type { SessionState, StoredBooking } from '../../session/store';

export interface DiscountTerms {
  amount: number | null;
  percentage: number | null;
}

export interface OrderTotals {
  price: number;
  fee: number;
  discount: number;
  total: number;
  /** Under $0.50: no card, an estimate request. */
  isFree: boolean;
}

/** The contract's money rules (the server's), in the dollars the screen shows. */
const centsTerms = (terms: DiscountTerms) => ({
  amountCents: terms.amount === null ? null : toCents(terms.amount),
  percentage: terms.percentage,
});

/** A percentage is a fraction of the price, an amount is subtracted; never more than the price, never below zero. */
export function discountFor(terms: DiscountTerms | null, price: number): number {
  return terms ? discountCentsFor(centsTerms(terms), toCents(price)) / 100 : 0;
}

/**
 * Whether booking this price is asking for a free estimate rather than booking a priced visit (the booking
 * screen's button says which: issue 26). Under the free threshold nothing is charged: the contract's rule.
 */
export function isEstimatePrice(price: number): boolean {
  return orderTotalsInCents(toCents(price), 0, 0).isEstimate;
}

/** The booking screen's main button: "Book" for a priced visit, "Request a free estimate" for an estimate. */
export const bookButtonLabel = (price: number) => (isEstimatePrice(price) ? t`Request a free estimate` : t`Book`);

/** Price plus the fee (charged on priced work only), less the discount; free under the threshold. */
export function orderTotals(price: number, fee: number, terms: DiscountTerms | null): OrderTotals {
  const priceCents = toCents(price);
  const discountCents = terms ? discountCentsFor(centsTerms(terms), priceCents) : 0;
  const totals = orderTotalsInCents(priceCents, toCents(fee), discountCents);
  return {
    price: priceCents / 100,
    fee: totals.feeCents / 100,
    discount: totals.discountCents / 100,
    total: totals.totalCents / 100,
    isFree: totals.isEstimate,
  };
}

/** A plan's visit as checkout states it (issue 46): the plan's price per visit, as its page says, and what is charged. */
export interface PlanVisitTotals {
  /** The price before the plan discount, the discount in percent, the price per visit after it (the plan page's). */
  price: number;
  discountPercent: number;
  pricePerVisit: number;
  fee: number;
  /** What each visit is charged: the price per visit and the fee. */
  charged: number;
}

export function planVisitTotals(price: number, fee: number, discountPercent: number): PlanVisitTotals {
  const priceCents = toCents(price);
  const perVisitCents = planVisitPriceCents(priceCents, discountPercent);
  const totals = orderTotalsInCents(perVisitCents, toCents(fee), 0);
  return {
    price: priceCents / 100,
    discountPercent,
    pricePerVisit: perVisitCents / 100,
    fee: totals.feeCents / 100,
    charged: totals.totalCents / 100,
  };
}

export interface ContactDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A phone's digits as the contract reads them (its separators removed); at least 10 of them. */
export const normalizePhone = phoneNumberDigits;

/** Spec 000 section 5: a name, an e-mail of a simple pattern, a phone of at least 10 digits, an address. */
export function contactDetailsValid(details: ContactDetails): boolean {
  return Object.keys(fieldsInError(details)).length === 0;
}

/**
 * What is wrong with each contact detail that is, by field (spec 000 section 5's rules; its one message says the
 * three together).
 */
export function fieldsInError(details: ContactDetails): Partial<Record<keyof ContactDetails, string>> {
  const errors: Partial<Record<keyof ContactDetails, string>> = {};
  if (details.name.trim().length === 0) errors.name = t`Enter your name`;
  if (!EMAIL.test(details.email.trim())) errors.email = t`Enter an e-mail address, like name@example.com`;
  if (!/^[0-9]{10,15}$/.test(normalizePhone(details.phone))) errors.phone = t`Enter a phone number with its area code`;
  if (details.address.trim().length === 0) errors.address = t`Enter your address`;
  return errors;
}

/** The fields in error as a sentence says them, in the form's order: "email and phone number". */
export function fieldWords(fields: readonly (keyof ContactDetails)[]): string {
  return listed(REQUIRED_DETAILS.filter(({ field }) => fields.includes(field)).map(({ words }) => i18n._(words)));
}

/** The checkout's fields a payment cannot go without, in the form's order, as the reason says them. */
const REQUIRED_DETAILS: { field: keyof ContactDetails; words: MessageDescriptor }[] = [
  { field: 'name', words: msg`name` },
  { field: 'email', words: msg`email` },
  { field: 'phone', words: msg`phone number` },
  { field: 'address', words: msg`address` },
];

/** "name, email and address" ("nombre, correo electrónico y dirección"). */
function listed(words: string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  const first = words.slice(0, -1).join(', ');
  const last = words.at(-1) ?? '';
  return t`${first} and ${last}`;
}

/**
 * Why the checkout's Pay (or Get Estimate) button is disabled, in words beside it (issue 26): the empty
 * details (not asked once the ticket exists), the card while incomplete, the terms; null when nothing is
 * missing. "Fill in your phone number and address to pay".
 */
export function missingToPay(input: {
  details: ContactDetails;
  detailsLocked: boolean;
  cardMissing: boolean;
  termsAccepted: boolean;
  isFree: boolean;
}): string | null {
  const fields = input.detailsLocked
    ? []
    : REQUIRED_DETAILS.filter(({ field }) => input.details[field].trim() === '').map(({ words }) => i18n._(words));
  if (input.cardMissing) fields.push(t`card details`);
  const goal = input.isFree ? t`to get your estimate` : t`to pay`;
  const missing = fields.length > 0 ? listed(fields) : null;
  if (missing && !input.termsAccepted) return t`Fill in your ${missing} and accept the terms and conditions ${goal}`;
  if (missing) return t`Fill in your ${missing} ${goal}`;
  if (!input.termsAccepted) return t`Accept the terms and conditions ${goal}`;
  return null;
}

/** A booking read from router state: the companies screen hands it over (the session keeps a copy). */
export function readBookingState(state: unknown): StoredBooking | null {
  if (typeof state !== 'object' || state === null) return null;
  const s = state as Partial<StoredBooking>;
  const ok =
    typeof s.companyServiceId === 'number' &&
    typeof s.companyId === 'number' &&
    typeof s.serviceId === 'number' &&
    typeof s.companyName === 'string' &&
    typeof s.zipCode === 'string' &&
    typeof s.price === 'number' &&
    Array.isArray(s.subservices);
  if (!ok) return null;
  return {
    ...(s as StoredBooking),
    service: typeof s.service === 'string' ? s.service : '',
    date: typeof s.date === 'string' ? s.date : '',
  };
}

/** The booking's chosen slot, if any. */
export const hasChosenSlot = (booking: StoredBooking | null) =>
  booking?.scheduleId !== undefined && booking.scheduleId !== null && Boolean(booking.slotLabel);

/** The ticket a checkout created, while the session still points at it. */
export function currentTicket(state: Pick<SessionState, 'booking' | 'ticketId'>) {
  const ticket = state.booking?.ticket;
  return ticket && state.ticketId === ticket.id ? ticket : null;
}

/** Why the checkout sent the customer back here (a slot taken meanwhile, a hold that lapsed). */
export interface BookingReturnState {
  notice?: string;
}

/** What the checkout hands the confirmation (spec 000 section 2: the fee; the rest to say what was booked). */
export interface ConfirmationState {
  fee: number;
  ticketId: number;
  isEstimate: boolean;
  total: number;
  companyName: string;
  service: string;
  /** The service's id, to say its name in the page's language (absent from a checkout stored before it). */
  serviceId?: number;
  date: string;
  slotLabel: string;
  email: string;
  phone: string;
  isCustomer: boolean;
  /** A guest's booking: its private link (issue 26), shown once on the confirmation page. */
  privateLink?: string;
  /** The visit's start (ISO) and the request_expiry_hours setting: "They confirm within {n} hours". */
  scheduledAt?: string;
  requestExpiryHours?: number;
}

/**
 * The contract's words for an address refused (checkoutAddressProblem, which the server answers too) in the page's
 * language: English as the contract writes them; a sentence it does not write (the server's, already translated) as
 * it is.
 */
export function addressProblemWords(problem: string): string {
  if (i18n.locale === 'en') return problem;
  const elsewhere = problem.match(/^This address is in (\d{5}), not (\d{5})\./);
  if (elsewhere) {
    const [, found = '', zipCode = ''] = elsewhere;
    return t`This address is in ${found}, not ${zipCode}. Choose an address in ${zipCode} from the suggestions.`;
  }
  const whole = problem.match(
    /^Choose an address in (\d{5}) from the suggestions, with its street, city and zip code\.$/,
  );
  if (whole) {
    const [, zipCode = ''] = whole;
    return t`Choose an address in ${zipCode} from the suggestions, with its street, city and zip code.`;
  }
  const house = problem.match(/^Start the address with the house number, as in "(.+)"\.$/);
  if (house) {
    const [, example = ''] = house;
    return t`Start the address with the house number, as in "${example}".`;
  }
  return problem;
}
