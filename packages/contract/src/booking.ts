/**
 * Booking and payment (spec 000 sections 3, 4, 7, 9): time slots, the fee, discount codes, the ticket
 * created at checkout, card payments through a provider modelled on Stripe's PaymentIntents.
 */

import { z } from 'zod';
import { zipCodeOfAddress } from './accounts.ts';
import { cancellationPolicy } from './cancellation.ts';
import { boundedDate } from './date-input.ts';
import { daysBetween, durationToMinutes } from './dates.ts';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { email, optionalText, positiveId, requiredText, zipCode } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';
import { phoneNumberDigits } from './phone-digits.ts';

/** Under this total (dollars) an order is free: no card, the ticket is an estimate request. */
export const FREE_ORDER_THRESHOLD = 0.5;
/** An unpaid checkout holds its slot this long. */
export const CHECKOUT_HOLD_MINUTES = 15;
/**
 * Live unconfirmed bookings (unpaid checkouts and estimate requests the company has not confirmed yet) one
 * client may have at once: per account or guest session, per client address, per e-mail and per phone
 * number, whatever the number of sessions. Nobody can block a company's calendar or message strangers.
 */
export const MAX_UNCONFIRMED_BOOKINGS = 3;
/** Text messages that guest bookings may send to one phone number in 24 hours. */
export const MAX_GUEST_TEXTS_PER_DAY = 5;
/** Why a checkout answered 409 (the envelope's `code`). */
export const CheckoutConflict = {
  /** Someone took the time first: choose another slot. */
  slotTaken: 'slot_taken',
  /** The time passed while the customer hesitated: choose another slot. */
  slotPassed: 'slot_passed',
  /** The caller (account, session, address, e-mail or phone) already has the maximum of unconfirmed bookings. */
  tooManyHolds: 'too_many_holds',
  /** The checkout's hold lapsed before payment: choose the slot again. */
  holdExpired: 'hold_expired',
} as const;

/** Fewer slots than this give the narrower layout (spec 000 section 9). */
export const NARROW_SLOT_LAYOUT_BELOW = 16;

const isoDate = boundedDate();

/**
 * A path of this site ('/payment-information?x=1'), never an address elsewhere: not '//host' (a
 * protocol-relative URL), no backslash (which browsers read as a slash), no spaces or control characters.
 */
const APP_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
export const isAppPath = (value: string) => value.length <= 1000 && APP_PATH.test(value);

/** 'hh:mm:ss', 'hh:mm' or a number of minutes, read as minutes. */
export const durationField = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const minutes = typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : durationToMinutes(value);
  if (minutes === null || !Number.isInteger(minutes) || minutes <= 0 || minutes > 24 * 60) {
    ctx.addIssue({ code: 'custom', message: 'must be a duration like 01:30:00 (at most a day)' });
    return z.NEVER;
  }
  return minutes;
});

/** POST /customer/company-calendar/schedules (JSON) */
export const slotsRequest = z.object({ CompanyServiceID: positiveId, Date: isoDate, Duration: durationField });
export const timeSlot = z.object({
  /** The calendar entry (ScheduleID when booking). */
  id: z.number().int(),
  startTime: z.string(),
  duration: z.string(),
  isAvailable: z.boolean(),
  /** '8:00 AM - 10:30 AM' in the valley. */
  label: z.string(),
  /** The slot's start instant (ISO). */
  startsAt: z.string(),
});
export type TimeSlot = z.infer<typeof timeSlot>;
export const slotsResponse = envelope(z.array(timeSlot));

/** The most days one open-days request may cover: two months of a date picker. */
export const OPEN_DAYS_MAX_SPAN = 62;
/**
 * POST /customer/company-calendar/days (JSON): which dates from `From` to `To` (both included, at most
 * OPEN_DAYS_MAX_SPAN days) have at least one free slot of the company service for the duration; the date
 * picker marks the others and opens on the first free one.
 */
export const openDaysRequest = z
  .object({ CompanyServiceID: positiveId, From: isoDate, To: isoDate, Duration: durationField })
  .superRefine((body, ctx) => {
    const span = daysBetween(body.From, body.To) + 1;
    if (span < 1) ctx.addIssue({ code: 'custom', path: ['To'], message: 'must be on or after From' });
    else if (span > OPEN_DAYS_MAX_SPAN) {
      ctx.addIssue({ code: 'custom', path: ['To'], message: `must be at most ${OPEN_DAYS_MAX_SPAN} days from From` });
    }
  });
export type OpenDaysRequest = RequestOf<typeof openDaysRequest>;
/** The dates (YYYY-MM-DD, ascending) with at least one free slot. */
export const openDaysResponse = envelope(z.array(z.string()));

/** GET /customer/ticket/fee */
/** The booking fee, and the cancelation policy checkout states before the customer pays (cancellation.ts). */
export const feeResponse = envelope(
  z.object({ fee: z.number(), feeCents: z.number().int(), cancellationPolicy: cancellationPolicy }),
);

/** POST /customer/discount-code/{code} (ServiceID): for signed-in customers, not guests. */
export const discountCodeParams = z.object({ code: z.string().trim().min(1).max(40) });
export const discountCodeRequest = z.object({ ServiceID: positiveId });
export const discountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Dollars off, or null. */
  amount: z.number().nullable(),
  /** A fraction of the price (0.15 = 15 %), or null. */
  percentage: z.number().nullable(),
  expirationDate: z.string(),
});
export type DiscountCode = z.infer<typeof discountCode>;
export const discountCodeResponse = envelope(discountCode);

/** Answers that arrive as JSON arrays, or as a JSON string in a form-encoded body. */
const jsonArray = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, schema);

/**
 * POST /customer/ticket: the checkout. Beside the spec's fields it carries the questionnaire's answers
 * (`idFeatures`, `quantity`), so the server prices the ticket itself; Duration and ServiceDuration are
 * computed by the server too. A signed-in customer's name, e-mail and phone come from the account.
 */
export const createTicketRequest = z.object({
  ScheduledDate: isoDate,
  ScheduleID: positiveId,
  CompanyServiceID: positiveId,
  Name: requiredText(FIELD_LIMITS.name),
  Email: email,
  PhoneNumber: z
    .string()
    .trim()
    .transform(phoneNumberDigits)
    .pipe(z.string().regex(/^[0-9]{10,15}$/, 'must start with at least 10 digits')),
  Address: requiredText(FIELD_LIMITS.address),
  ZipCode: zipCode,
  Instructions: optionalText(FIELD_LIMITS.message),
  /** The service-call description (spec: `description`). */
  description: optionalText(FIELD_LIMITS.message),
  Description: optionalText(FIELD_LIMITS.message),
  Duration: durationField.optional(),
  ServiceDuration: durationField.optional(),
  DiscountCodeID: z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId.optional()),
  Origin: optionalText(FIELD_LIMITS.origin),
  idFeatures: jsonArray(z.array(z.array(positiveId).max(40)).min(1).max(10)),
  quantity: jsonArray(
    z.union([z.coerce.number().int().min(1).max(50), z.array(z.coerce.number().int().min(1).max(50))]),
  ).default(1),
});
export type CreateTicketRequest = RequestOf<typeof createTicketRequest>;

/**
 * Why a checkout address is refused for a booking in `zipCode` (the zip searched), or null: it must name a
 * house number, a street, a city and a zip code, as the suggestions do ("11024 Summer Glen Dr, Las Vegas, NV
 * 89135"), and that zip code must be the booking's ("1200 Fremont" names neither; an address in 89135 is not one
 * in 89117; "Sahara Ave, Las Vegas, NV 89102" is no door a crew can knock on). The zip code is read where an
 * address says it, never from a five-digit house number (`zipCodeOfAddress`). The server answers 400 naming
 * `Address` with these words; the checkout form shows them beside the field.
 */
export function checkoutAddressProblem(address: string, zipCode: string): string | null {
  const issue = checkoutAddressIssue(address, zipCode);
  if (!issue) return null;
  const choose = `Choose an address in ${zipCode} from the suggestions`;
  switch (issue.kind) {
    case 'otherZip':
      return `This address is in ${issue.found}, not ${zipCode}. ${choose}.`;
    case 'incomplete':
      return `${choose}, with its street, city and zip code.`;
    case 'houseNumber':
      return `Start the address with the house number, as in "${issue.example}".`;
  }
}

/**
 * The kind of `checkoutAddressProblem`'s problem, with what its words name: what says it in another language (the
 * API's catalogue, issue 49) starts from it. `otherZip`: the address is in `found`; `incomplete`: it lacks its
 * street, city or zip code; `houseNumber`: it does not start with one (`example` shows how).
 */
export type CheckoutAddressIssue =
  | { kind: 'otherZip'; found: string; zipCode: string }
  | { kind: 'incomplete'; zipCode: string }
  | { kind: 'houseNumber'; example: string };

export function checkoutAddressIssue(address: string, zipCode: string): CheckoutAddressIssue | null {
  const found = zipCodeOfAddress(address);
  const [street = '', ...rest] = address.split(',').map((part) => part.trim());
  const city = rest
    .join(' ')
    .replace(/\b\d{5}(?:-\d{4})?\b/g, ' ')
    .replace(/\b(NV|Nevada)\b/gi, ' ')
    .trim();
  if (found && found !== zipCode) return { kind: 'otherZip', found, zipCode };
  if (!found || !/[a-z]/i.test(street) || !/[a-z]{2}/i.test(city)) return { kind: 'incomplete', zipCode };
  if (!HOUSE_NUMBER.test(street)) return { kind: 'houseNumber', example: EXAMPLE_STREET };
  return null;
}

/** A street part that begins with a house number ("11024 Summer Glen Dr", "4820-B Sahara Ave", "4820 1/2 …"). */
const HOUSE_NUMBER = /^\d{1,6}(?:[-\s]?[A-Za-z](?![a-z]))?(?:\s+\d\/\d)?\s+\S*[A-Za-z]/;
const EXAMPLE_STREET = '11024 Summer Glen Dr';

export const ticketLine = z.object({
  id: z.number().int(),
  displayName: z.string(),
  /** Dollars. */
  price: z.number(),
  description: z.string(),
  quantity: z.number().int(),
});
export type TicketLine = z.infer<typeof ticketLine>;

export const checkoutTicket = z.object({
  id: z.number().int(),
  /** Dollars: the services, the fee, the discount, what is due. */
  price: z.number(),
  fee: z.number(),
  discount: z.number(),
  total: z.number(),
  /** True when the total is under the free threshold: no payment, an estimate request. */
  isEstimate: z.boolean(),
  confirmed: z.boolean(),
  /** Until when the slot is held for payment (ISO), or null. */
  holdExpiresAt: z.string().nullable(),
  /** A guest's estimate request: its private link (issue 26), answered once, to the guest who made it. */
  privateLink: z.string().optional(),
  scheduledAt: z.string(),
  duration: z.string(),
  /** The request_expiry_hours setting: the confirmation page's "They confirm within {n} hours" (confirmWithinHours). */
  requestExpiryHours: z.number().int(),
  lines: z.array(ticketLine),
});
export type CheckoutTicket = z.infer<typeof checkoutTicket>;
export const checkoutTicketResponse = envelope(checkoutTicket);

/** POST /customer/ticket-services/{ticketId}: the client's lines (prices ignored); the server's are answered. */
export const ticketServicesRequest = jsonArray(
  z
    .array(
      z.object({
        subServiceName: z.string().max(300),
        price: z.coerce.number().optional(),
        subserviceDesc: z.string().max(2000).optional(),
      }),
    )
    .max(20),
);
export const ticketServicesResponse = envelope(z.array(ticketLine));

export const ticketIdParams = z.object({ ticketId: positiveId });

/** POST /customer/payment: the intent for a ticket's booking payment (created once, found again on retry). */
export const paymentRequest = z.object({ TicketID: positiveId });
export const paymentIntentData = z.object({
  provider: z.enum(['sandbox', 'stripe']),
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** Dollars, computed by the server. */
  amount: z.number(),
  status: z.string(),
  publishableKey: z.string().nullable(),
});
export type PaymentIntentData = z.infer<typeof paymentIntentData>;
export const paymentIntentResponse = envelope(paymentIntentData);

/** POST /customer/payment/validate */
export const validatePaymentRequest = z.object({
  TicketID: positiveId,
  PaymentIntentID: z.string().max(200).optional(),
});
export const validatePaymentResponse = envelope(
  z.object({
    ticketId: z.number().int(),
    paid: z.number(),
    status: z.literal('succeeded'),
    fee: z.number(),
    /** A guest's booking: its private link (issue 26), answered to the guest's own session only. */
    privateLink: z.string().optional(),
  }),
);

/** POST /sandbox/payment-intents/{id}/confirm: the sandbox's stand-in for Stripe.js's confirmCardPayment. */
export const sandboxConfirmParams = z.object({ id: z.string().max(100) });
export const sandboxConfirmRequest = z.object({
  clientSecret: z.string().max(200),
  cardNumber: z.string().trim().max(30),
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(0).max(2100),
  cvc: z
    .string()
    .trim()
    .regex(/^[0-9]{3,4}$/, 'must be 3 or 4 digits'),
  postalCode: z.string().trim().max(10).optional(),
  /**
   * Where the customer comes back to after a 3-D Secure challenge (Stripe's `return_url`): a path of this
   * app only, so the challenge page can never send anyone to another site.
   */
  returnUrl: z.string().max(1000).regex(APP_PATH, 'must be a path of this site').optional(),
});
export type SandboxConfirmRequest = RequestOf<typeof sandboxConfirmRequest>;

/** Stripe's `next_action` of type `redirect_to_url`: the page where the customer authenticates the payment. */
export const paymentNextAction = z.object({
  type: z.literal('redirect_to_url'),
  redirectToUrl: z.object({ url: z.string(), returnUrl: z.string().nullable() }),
});
export type PaymentNextAction = z.infer<typeof paymentNextAction>;

const sandboxIntentAnswer = z.object({
  id: z.string(),
  status: z.string(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Set while the intent is `requires_action`: where the customer goes to authenticate. */
  nextAction: paymentNextAction.nullable().default(null),
});
export const sandboxConfirmResponse = envelope(sandboxIntentAnswer);

/**
 * POST /sandbox/payment-intents/{id}/authenticate: the sandbox's 3-D Secure challenge, answered by the
 * customer on /process-payment (completed or failed), with the intent's client secret as for confirm.
 */
export const sandboxAuthenticateRequest = z.object({
  clientSecret: z.string().max(200),
  outcome: z.enum(['complete', 'fail']),
});
export type SandboxAuthenticateRequest = RequestOf<typeof sandboxAuthenticateRequest>;
export const sandboxAuthenticateResponse = envelope(sandboxIntentAnswer);

/** The 3-D Secure challenge page of the sandbox (spec 001's route table), and what it is given. */
export const PROCESS_PAYMENT_PATH = '/process-payment';
/** The query parameters Stripe adds to a `return_url` after a redirect, which the paying page reads back. */
export const PAYMENT_RETURN_PARAMS = {
  intent: 'payment_intent',
  clientSecret: 'payment_intent_client_secret',
  returnUrl: 'return_url',
  redirectStatus: 'redirect_status',
} as const;

/** Stripe's test cards, as the sandbox knows them. */
export const TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  /** 3-D Secure: the payment succeeds only once the customer completes the authentication. */
  authenticationRequired: '4000002760003184',
  /** Saved to a customer without trouble; every charge to it is then declined. */
  declinesAfterSaving: '4000000000000341',
} as const;

/** What the customer is told about a payment that waits for, or failed, its 3-D Secure authentication. */
export const PaymentMessages = {
  /** Stripe.js's message for `payment_intent_authentication_failure`. */
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  requiresAction:
    'Your bank asks you to authenticate this payment. Please complete the authentication, or pay with another card.',
  processing: 'The payment is still being processed. Please try again in a moment.',
} as const;
