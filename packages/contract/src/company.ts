/**
 * The companies' side: the accounts of company users (a company's owner and office staff) and what the
 * company portal shows about the company itself. Field names are camelCase (the issue's shapes), except the
 * sign-in bodies, which are the customer sign-in's (Email, Password).
 */
import { z } from 'zod';
import { password } from './accounts.ts';
import { COMPANY_ROLES, COMPANY_STATES, INVITED_COMPANY_ROLES } from './company-words.ts';
import { boundedDate } from './date-input.ts';
import { durationToMinutes } from './dates.ts';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { email, optionalText, phoneDigits, positiveId, requiredText, zipCode } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';
import { LOCALES } from './locale.ts';
import { money } from './money-inputs.ts';
import { mfaChallengeData } from './second-factor.ts';
import { ticketTotalsAnswer } from './ticket-totals-answer.ts';
import { historyEntry, moveRequest, openCharge, optionalDate, optionalId, TICKET_PAGE_SIZE } from './tickets.ts';

// A company's roles and states in words, without a schema (the portal's frame loads them without zod: decision 0035).
export * from './company-words.ts';

/** A crew member's crew; null (or absent) for owners and office users. */
const crewOfUser = z.number().int().nullable().default(null);

export const companyUser = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  crewId: crewOfUser,
  companyId: z.number().int(),
  companyName: z.string(),
  companyState: z.enum(COMPANY_STATES),
  /** The language of the user's crew screens and of what is sent to them (issue 49); English when absent. */
  locale: z.enum(LOCALES).default('en'),
  /**
   * Whether the user has a second factor that signs in (an authenticator or a passkey: issue 47), as when the session
   * was answered: the portal's frame asks an owner without one to set one up from its first paint, without waiting for
   * GET /company/auth/second-factor (issue 48). False when absent (an answer of an older server).
   */
  hasSecondFactor: z.boolean().default(false),
});
export type CompanyUser = z.infer<typeof companyUser>;

/** POST /company/auth/login and /company/auth/accept-invite: `data.token` and `data.user`. */
export const companySessionData = z.object({ token: z.string(), user: companyUser });
export const companySessionResponse = envelope(companySessionData);
/** POST /company/auth/login: the session, or, for an account with a second factor, the challenge of its second step (issue 47). */
export const companyLoginResponse = envelope(z.union([companySessionData, mfaChallengeData]));
export type CompanySession = z.infer<typeof companySessionData>;

/** GET /company/me: who is signed in, with the company's state. */
export const companyMeResponse = envelope(companyUser);

/** POST /company/auth/accept-invite: the one-time token of the invitation link and the password chosen. */
export const acceptInviteRequest = z.object({
  Token: z.string().trim().min(1, 'is required').max(200),
  Password: password,
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequest>;

// ---------------------------------------------------------------- jobs (the company's tickets)

/** GET /company/tickets: the customer list's filters and pages. "Needs action" jobs come first. */
export const companyTicketListQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  _pageSize: z.coerce.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
  MinDate: optionalDate,
  MaxDate: optionalDate,
  TicketID: optionalId,
  StatusID: optionalId,
});
export type CompanyTicketListQuery = RequestOf<typeof companyTicketListQuery>;

/** Why a job needs the company now: a booking to confirm or decline, an extra charge the customer has not settled. */
export const NEEDS_ACTION_REASONS = ['confirm', 'charge-waiting'] as const;

export const companyTicketListItem = z.object({
  id: z.number().int(),
  scheduledDate: z.string(),
  /** hh:mm:ss */
  duration: z.string(),
  status: z.string(),
  statusId: z.number().int(),
  serviceName: z.string(),
  customerName: z.string(),
  address: z.string(),
  zipCode: z.string(),
  /** The crew that does it (issue 29), or null when none holds it yet. */
  crewId: z.number().int().nullable(),
  /** Dollars. */
  totalPrice: z.number(),
  needsAction: z.enum(NEEDS_ACTION_REASONS).nullable(),
});
export type CompanyTicketListItem = z.infer<typeof companyTicketListItem>;
export const companyTicketListResponse = envelope(z.array(companyTicketListItem));

export const companyPayment = z.object({
  id: z.number().int(),
  purpose: z.enum(['booking', 'reschedule', 'open_charge', 'deposit', 'invoice', 'tip']),
  status: z.string(),
  /** Dollars. */
  amount: z.number(),
  refunded: z.number(),
  createdDate: z.string(),
});

/** GET /company/tickets/{id}: everything the company needs to do the job. */
export const companyTicketDetail = z.object({
  id: z.number().int(),
  status: z.string(),
  statusId: z.number().int(),
  createdDate: z.string(),
  scheduledDate: z.string(),
  duration: z.string(),
  serviceName: z.string(),
  servicesID: z.number().int(),
  /** The crew that does it (issue 29), or null when none holds it yet. */
  crewId: z.number().int().nullable(),
  isEstimate: z.boolean(),
  customer: z.object({
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    zipCode: z.string(),
  }),
  instructions: z.string(),
  description: z.string(),
  /** Dollars: services, booking fee, discount, total, paid (refunds deducted). */
  price: z.number(),
  fee: z.number(),
  discountAmount: z.number(),
  totalPrice: z.number(),
  totalPaid: z.number(),
  /** The job's totals, line by line (the contract's ticketTotals): what every screen shows. */
  totals: ticketTotalsAnswer,
  lines: z.array(
    z.object({
      id: z.number().int(),
      displayName: z.string(),
      price: z.number(),
      description: z.string(),
      quantity: z.number().int(),
    }),
  ),
  history: z.array(historyEntry),
  payments: z.array(companyPayment),
  openCharges: z.array(openCharge),
  /** An extra charge may be added (Scheduled or In Progress). */
  canAddCharge: z.boolean(),
  /** "On my way" may be texted (Scheduled: not once the job is started). */
  canNotifyOnMyWay: z.boolean(),
  needsAction: z.enum(NEEDS_ACTION_REASONS).nullable(),
  /** The customer's move waiting for the company's answer (accept or decline), if any. */
  moveRequest: moveRequest.nullable(),
  /** When a Scheduled job may be started (the start window before its visit); null in other statuses. */
  startFrom: z.string().nullable(),
});
export type CompanyTicketDetail = z.infer<typeof companyTicketDetail>;
export const companyTicketDetailResponse = envelope(companyTicketDetail);

/** POST /company/tickets/{id}/open-charges: dollars and hh:mm:ss, as elsewhere. */
export const addOpenChargeRequest = z.object({
  Description: requiredText(FIELD_LIMITS.message),
  Price: money(),
  Duration: z
    .string()
    .trim()
    .refine((v) => {
      const minutes = durationToMinutes(v);
      return minutes !== null && minutes >= 0 && minutes <= 24 * 60;
    }, 'must be a duration written hh:mm:ss, at most 24:00:00'),
});
export type AddOpenChargeRequest = RequestOf<typeof addOpenChargeRequest>;
export const createdIdResponse = envelope(z.object({ id: z.number().int() }));

/** POST /company/tickets/{id}/on-my-way: the customer gets a text; the status does not change. */
export const onMyWayRequest = z.object({
  /** Minutes until arrival, told to the customer when given. */
  Minutes: z.coerce.number().int().min(1).max(240).optional(),
});

// ---------------------------------------------------------------- setup: profile, services and prices, area, hours

export const companyProfile = z.object({
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  city: z.string(),
  zipCode: z.string().nullable(),
  isInsured: z.boolean(),
  isLicensed: z.boolean(),
  /** The logo's address (an uploaded logo is served by the API). */
  logo: z.string(),
  state: z.enum(COMPANY_STATES),
  /** A live company's new name waiting for UpKeep's approval (customers see `name` until then), or null. */
  pendingName: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfile>;
export const companyProfileResponse = envelope(companyProfile);

export const COMPANY_TAGS_MAX = 8;
export const COMPANY_DESCRIPTION_MAX = 2000;
/** PUT /company/profile (the logo has its own upload). */
export const companyProfileRequest = z.object({
  name: requiredText(FIELD_LIMITS.companyName),
  description: z.string().trim().max(COMPANY_DESCRIPTION_MAX),
  tags: z.array(requiredText(40)).max(COMPANY_TAGS_MAX),
  phoneNumber: phoneDigits(10, 10),
  email,
  address: requiredText(FIELD_LIMITS.address),
  city: requiredText(FIELD_LIMITS.city),
  zipCode,
  isInsured: z.boolean(),
  isLicensed: z.boolean(),
});
export type CompanyProfileRequest = RequestOf<typeof companyProfileRequest>;

/** PUT /company/profile/logo: the image itself as the body (image/png, image/jpeg or image/webp), at most 1 MB. */
export const LOGO_MAX_BYTES = 1024 * 1024;
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const logoResponse = envelope(z.object({ logo: z.string() }));

/** GET /company/services: every bookable service, and whether the company offers it (has a price list). */
export const companyServicesResponse = envelope(
  z.array(z.object({ serviceId: z.number().int(), name: z.string(), offered: z.boolean() })),
);
export const serviceIdParam = z.object({ serviceId: positiveId });

/** Dollars (a price may be zero: work included in another), and durations hh:mm:ss. */
const priceDollars = money({ min: 0 });
const durationField = z
  .string()
  .trim()
  .refine((v) => {
    const minutes = durationToMinutes(v);
    return minutes !== null && minutes >= 0 && minutes <= 24 * 60;
  }, 'must be a duration written hh:mm:ss, at most 24:00:00');

export const priceListRequest = z.object({
  basePrice: priceDollars,
  baseDuration: durationField,
  serviceCallPrice: priceDollars,
  serviceCallDuration: durationField,
  items: z.array(z.object({ featureValueId: positiveId, price: priceDollars, duration: durationField })).max(500),
});
export type PriceListRequest = RequestOf<typeof priceListRequest>;

/** GET /company/services/{serviceId}/price-list: the prices (zeros for a service not offered yet) and the questions. */
export const priceList = z.object({
  offered: z.boolean(),
  basePrice: z.number(),
  baseDuration: z.string(),
  serviceCallPrice: z.number(),
  serviceCallDuration: z.string(),
  items: z.array(z.object({ featureValueId: z.number().int(), price: z.number(), duration: z.string() })),
  features: z.array(
    z.object({
      id: z.number().int(),
      question: z.string(),
      values: z.array(z.object({ id: z.number().int(), value: z.string() })),
    }),
  ),
});
export type PriceList = z.infer<typeof priceList>;
export const priceListResponse = envelope(priceList);

/** GET /company/zip-codes: the zip codes served, and the valley's serviced list to choose from. */
export const companyZipCodesResponse = envelope(
  z.object({
    zipCodes: z.array(z.string()),
    available: z.array(z.object({ code: z.string(), city: z.string(), community: z.string() })),
  }),
);
export const companyZipCodesRequest = z.object({ zipCodes: z.array(zipCode).max(200) });

/** GET/PUT /company/calendar: the bookable start times per weekday (0 = Sunday), HH:MM:SS. */
export const calendarEntry = z.object({
  dayOfWeek: z.coerce.number().int().min(0, 'must be 0 to 6').max(6, 'must be 0 to 6'),
  startTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time written HH:MM:SS')
    .transform((v) => (v.length === 5 ? `${v}:00` : v)),
});
export const calendarRequest = z.object({ entries: z.array(calendarEntry).max(7 * 48) });
export type CalendarRequest = RequestOf<typeof calendarRequest>;
export const calendarResponse = envelope(
  z.object({
    /** `id`: the start time's ScheduleID (stable for a weekday and time: a crew's hours name it). */
    entries: z.array(z.object({ id: z.number().int(), dayOfWeek: z.number().int(), startTime: z.string() })),
  }),
);

/** POST /company/time-off: an inclusive range of valley dates, with a reason. */
export const timeOffRequest = z
  .object({
    from: boundedDate(),
    to: boundedDate(),
    reason: optionalText(200),
  })
  .refine((v) => v.from <= v.to, { message: 'must not be before from', path: ['to'] });
export type TimeOffRequest = RequestOf<typeof timeOffRequest>;
export const timeOffListResponse = envelope(
  z.array(z.object({ id: z.number().int(), from: z.string(), to: z.string(), reason: z.string() })),
);
export const idParam = z.object({ id: positiveId });

/** GET /company/setup: what going live still needs (each step done or not). */
export const SETUP_STEPS = ['profile', 'services', 'zip-codes', 'calendar'] as const;
export type SetupStep = (typeof SETUP_STEPS)[number];
export const setupStatusResponse = envelope(
  z.object({
    state: z.enum(COMPANY_STATES),
    steps: z.array(z.object({ step: z.enum(SETUP_STEPS), label: z.string(), done: z.boolean() })),
  }),
);

// ---------------------------------------------------------------- the team

/**
 * A member of a company's team. `status` says whether they joined (set a password) or are still invited;
 * `active` whether they may sign in at all: a deactivated user's sessions ended and their invitation died.
 */
export const companyTeamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  crewId: crewOfUser,
  status: z.enum(['active', 'invited']),
  active: z.boolean(),
  /** Told of every new booking and estimate request (issue 26): always for an owner. */
  bookingAlerts: z.boolean(),
  /** The mobile number (10 digits) new-booking texts go to; null: none (an owner's then go to the company's). */
  phoneNumber: z.string().nullable(),
});
export type CompanyTeamMember = z.infer<typeof companyTeamMember>;
/** GET /company/users: the company's users, deactivated ones included; invited ones have not set their password yet. */
export const companyTeamResponse = envelope(z.array(companyTeamMember));
export const companyTeamMemberResponse = envelope(companyTeamMember);
/**
 * PUT /company/users/{id} (the owner) and PUT /staff/companies/{id}/users/{userId} (UpKeep staff):
 * deactivate a user (their sessions end at once, sign-in is refused, a pending invitation dies) or
 * reactivate them.
 */
export const updateCompanyUserRequest = z.object({ active: z.boolean() });
export type UpdateCompanyUserRequest = RequestOf<typeof updateCompanyUserRequest>;
/** PUT /company/users/{id}/crew: the owner moves a crew member to another of the company's crews. */
export const moveCrewMemberRequest = z.object({ crewId: positiveId });
export type MoveCrewMemberRequest = RequestOf<typeof moveCrewMemberRequest>;
/**
 * POST /company/users: the owner invites an office staff member (the default) or a crew member of one of the
 * company's crews by e-mail. A crew member's language (`locale`, English when absent: issue 49) is their account's
 * from the start: the invitation is written in it, and so is what they are sent after; the office reads English.
 */
export const inviteCompanyUserRequest = z
  .object({
    name: requiredText(FIELD_LIMITS.name),
    email,
    role: z.enum(INVITED_COMPANY_ROLES).default('staff'),
    crewId: positiveId.optional(),
    locale: z.enum(LOCALES).optional(),
  })
  .refine((v) => (v.role === 'crew') === (v.crewId !== undefined), {
    message: 'A crew member is invited to a crew (crewId), and only a crew member',
    path: ['crewId'],
  })
  .refine((v) => v.role === 'crew' || v.locale === undefined || v.locale === 'en', {
    message: 'Only a crew member is invited in another language: the office reads the portal in English',
    path: ['locale'],
  });
export type InviteCompanyUserRequest = RequestOf<typeof inviteCompanyUserRequest>;

// ---------------------------------------------------------------- leads, reviews, earnings

export const companyLeadsQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  _pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const companyLead = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  zipCode: z.string(),
  message: z.string(),
  serviceName: z.string(),
  registeredDate: z.string(),
  handled: z.boolean(),
});
export const companyLeadsResponse = envelope(z.array(companyLead));
export const leadHandledRequest = z.object({ handled: z.boolean() });

export const companyReview = z.object({
  id: z.number().int(),
  ticketId: z.number().int().nullable(),
  userName: z.string(),
  serviceName: z.string().nullable(),
  companyScore: z.number().int(),
  companyComment: z.string(),
  reviewDate: z.string(),
  reply: z.string().nullable(),
});
export const companyReviewsResponse = envelope(z.array(companyReview));
export const REVIEW_REPLY_MAX = 1000;
export const reviewReplyRequest = z.object({ reply: requiredText(REVIEW_REPLY_MAX) });

/** GET /company/earnings?Month=YYYY-MM */
export const earningsQuery = z.object({
  Month: z.string().regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM'),
});
export const earningsJob = z.object({
  ticketId: z.number().int(),
  /**
   * The moment the job was first completed (ISO 8601), recorded once: it counts in the month this moment falls
   * in, in the valley, whatever happens to it later.
   */
  completedDate: z.string(),
  serviceName: z.string(),
  customerName: z.string(),
  /**
   * Dollars, as they stood at completion: what the customer paid for the work (the ticket's price, in the share
   * of the booking payment not refunded: the booking fee is UpKeep's, a discount code UpKeep's cost), the extra
   * charges paid net of refunds; the commission, negative, taken from work paid plus extra charges; net = work
   * paid + extra charges + commission.
   */
  workPaid: z.number(),
  extraCharges: z.number(),
  commission: z.number(),
  net: z.number(),
});
/**
 * A cancellation fee kept for the company (issue 46): its customer cancelled the confirmed booking within the
 * cancelation policy's hours, and the policy kept its fee for the company. Dollars: the fee, UpKeep's commission
 * on it at the company's rate (negative, as for work) and the company's share (net = fee + commission), which is
 * transferred to it. A goodwill refund UpKeep makes of it later is UpKeep's cost: the line stays. `date` is the
 * cancellation's instant (ISO 8601): the line counts in its valley month.
 */
export const earningsCancellationFee = z.object({
  ticketId: z.number().int(),
  date: z.string(),
  serviceName: z.string(),
  customerName: z.string(),
  fee: z.number(),
  commission: z.number(),
  net: z.number(),
});
export type EarningsCancellationFee = z.infer<typeof earningsCancellationFee>;
/** The statement's line of the kept cancellation fees (the screens and the CSV say the same). */
export const CANCELLATION_FEES_LABEL = 'Cancellation fees kept';
/** A kept cancellation fee's line in words. */
export function cancellationFeeLabel(line: Pick<EarningsCancellationFee, 'ticketId' | 'fee' | 'commission'>): string {
  return `Cancellation fee kept on ticket #${line.ticketId}: $${line.fee.toFixed(2)} less UpKeep's commission of $${(-line.commission).toFixed(2)}`;
}
/**
 * Something that happened in the month to a job completed before it: a refund the company bears (negative: its
 * share of the money given back, after UpKeep's commission), a refund UpKeep bore as goodwill (0), a declined
 * charge. `date` is its instant (ISO 8601).
 */
export const earningsAdjustment = z.object({
  ticketId: z.number().int(),
  date: z.string(),
  /** `late_charge`: an extra charge the customer paid after the job's month (the company's share, positive). */
  kind: z.enum(['refund', 'declined_charge', 'late_charge']),
  borneBy: z.enum(['company', 'upkeep']),
  reason: z.string(),
  /** Dollars: negative for a refund the company bears, 0 for goodwill, positive for a late charge. */
  amount: z.number(),
});
export type EarningsAdjustment = z.infer<typeof earningsAdjustment>;

/** A statement's adjustment line in words (the screens and the CSV say the same). */
export function adjustmentLabel(line: Pick<EarningsAdjustment, 'kind' | 'borneBy' | 'ticketId'>): string {
  if (line.kind === 'declined_charge') return `Declined charge on ticket #${line.ticketId} after completion`;
  if (line.kind === 'late_charge')
    return `Extra charge on ticket #${line.ticketId} paid after completion: your share of it, after UpKeep's commission`;
  return line.borneBy === 'upkeep'
    ? `Goodwill refund on ticket #${line.ticketId}, borne by UpKeep: your earnings are unchanged`
    : `Refund on ticket #${line.ticketId} after completion: your share of it, after UpKeep's commission`;
}

/**
 * A tip paid in the month (decision 0039): the whole amount the customer gave for the job (no commission), with the
 * crew that did it (null: none held it). `date` is the instant it was paid (ISO 8601): it counts in its valley month.
 */
export const earningsTip = z.object({
  ticketId: z.number().int(),
  date: z.string(),
  crewName: z.string().nullable(),
  customerName: z.string(),
  amount: z.number(),
});
export type EarningsTip = z.infer<typeof earningsTip>;
/** A tip's line in words (the screens and the CSV say the same). */
export function tipLabel(line: Pick<EarningsTip, 'ticketId' | 'crewName'>): string {
  return line.crewName
    ? `Tip on ticket #${line.ticketId} for ${line.crewName}: all of it yours`
    : `Tip on ticket #${line.ticketId}: all of it yours`;
}

/** What the statement's commission is and is taken from, in words (the screens say the same). */
export const commissionWords = (percent: number) =>
  `UpKeep's commission is ${percent}% of work paid plus extra charges, shown as a negative line; the booking fee is UpKeep's own and never counted.`;
export const earningsResponse = envelope(
  z.object({
    month: z.string(),
    commissionPercent: z.number(),
    jobs: z.array(earningsJob),
    /** The month's cancellation fees kept for the company ("Cancellation fees kept"). */
    cancellationFees: z.array(earningsCancellationFee),
    adjustments: z.array(earningsAdjustment),
    /** The month's tips, whole (decision 0039). */
    tips: z.array(earningsTip),
    /**
     * Sums of the lines: jobsNet = workPaid + extraCharges + commission; cancellationFees = the fees' shares (their
     * net); tips = the tips paid; net (due) = jobsNet + cancellationFees + adjustments + tips.
     */
    totals: z.object({
      workPaid: z.number(),
      extraCharges: z.number(),
      commission: z.number(),
      jobsNet: z.number(),
      cancellationFees: z.number(),
      adjustments: z.number(),
      tips: z.number(),
      net: z.number(),
    }),
    /**
     * The month's payouts to the company's bank (issue 28): what arrived in it, and what left in it and is on
     * its way.
     */
    payouts: z.object({ paidOut: z.number(), onItsWay: z.number() }),
  }),
);
