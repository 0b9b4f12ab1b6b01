/**
 * My tickets (spec 000 sections 3, 4, 7): the list and its filters, the detail, lines, history, the status
 * flow, status changes, reviews, and the public reviews.
 */

import { z } from 'zod';
import { cancellationPolicy } from './cancellation.ts';
import { boundedDate } from './date-input.ts';
import { DATE_INPUT_MAX, DATE_INPUT_MIN } from './dates.ts';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { formBoolean, optionalText, positiveId } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';
import { photoConsentState } from './photo-consent.ts';
import { QUOTE_STATUSES } from './quotes.ts';
import { REVIEWS_PAGE_SIZE } from './review-text.ts';
import { ticketTotalsAnswer } from './ticket-totals-answer.ts';
import { TICKET_PAGE_SIZE } from './ticket-words.ts';
import { ticketTip } from './tips.ts';

// A ticket's words and rules without a schema (the web's screens load them without zod: decision 0035).
export * from './ticket-words.ts';

export const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), positiveId.optional());
/** The span a ticket-list date filter may name: wide enough for any visit, narrow enough to compute with. */
export const FILTER_DATE_MIN = DATE_INPUT_MIN;
export const FILTER_DATE_MAX = DATE_INPUT_MAX;
export const optionalDate = z.preprocess((v) => (v === '' || v === null ? undefined : v), boundedDate().optional());

/** GET /customer/ticket */
export const ticketListQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  _pageSize: z.coerce.number().int().min(1).max(100).default(TICKET_PAGE_SIZE),
  MinDate: optionalDate,
  MaxDate: optionalDate,
  TicketID: optionalId,
  StatusID: optionalId,
  ServiceID: optionalId,
});
export type TicketListQuery = RequestOf<typeof ticketListQuery>;

export const ticketListItem = z.object({
  id: z.number().int(),
  scheduledDate: z.string(),
  status: z.string(),
  statusId: z.number().int(),
  /** Dollars. */
  totalPrice: z.number(),
  companyName: z.string(),
  serviceName: z.string(),
  servicesID: z.number().int(),
  canReview: z.boolean(),
  isReviewedByCustomer: z.boolean(),
  isOpenCharge: z.boolean(),
  openChargePendingPayment: z.boolean(),
});
export type TicketListItem = z.infer<typeof ticketListItem>;
export const ticketListResponse = envelope(z.array(ticketListItem));

export const ticketStatusesResponse = envelope(z.array(z.object({ id: z.number().int(), status: z.string() })));

/**
 * A move of a Scheduled booking that waits for the company (issue 26): the pending one, or null. `fromAt` is the
 * time the booking keeps until the company accepts; `toAt` the time asked for.
 */
export const moveRequest = z.object({
  id: z.number().int(),
  fromAt: z.string(),
  toAt: z.string(),
  status: z.enum(['pending', 'accepted', 'declined', 'withdrawn']),
  createdAt: z.string(),
});
export type MoveRequest = z.infer<typeof moveRequest>;

export const ticketDetail = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  zipCode: z.string(),
  companyName: z.string(),
  /** The company's page: `/pros/{companySlug}` (issue 32). */
  companySlug: z.string(),
  companyId: z.number().int(),
  companyServiceId: z.number().int(),
  serviceName: z.string(),
  servicesID: z.number().int(),
  /** Dollars: services, fee, discount, total, paid. */
  price: z.number(),
  fee: z.number(),
  discountAmount: z.number(),
  totalPrice: z.number(),
  totalPaid: z.number(),
  /** The ticket's totals, line by line (the contract's ticketTotals): what every screen shows. */
  totals: ticketTotalsAnswer,
  /**
   * Dollars the customer's cancellation would keep now (the cancelation policy's fee of a confirmed booking within
   * its hours, at most what is paid): the cancel screen states it first; 0 when cancelling keeps nothing.
   */
  cancellationFee: z.number(),
  /** The cancelation policy (cancellation.ts), as checkout stated it. */
  cancellationPolicy: cancellationPolicy,
  /**
   * While the company has not confirmed a booked (paid or estimate) ticket: the n of "Request sent to
   * {company}. They confirm within {n} hours." (confirmWithinHours); null otherwise.
   */
  confirmWithinHours: z.number().int().nullable(),
  createdDate: z.string(),
  scheduledDate: z.string(),
  duration: z.string(),
  serviceDuration: z.string(),
  status: z.string(),
  statusId: z.number().int(),
  instructions: z.string(),
  description: z.string(),
  isEstimate: z.boolean(),
  canCustomerUpdate: z.boolean(),
  canCustomerReschedule: z.boolean(),
  canReview: z.boolean(),
  isReviewedByCustomer: z.boolean(),
  /** The move waiting for the company to accept it, if any. */
  moveRequest: moveRequest.nullable(),
  /**
   * Whether the company may show this job's photos on its public page (photo-consent.ts): 'asked' (waiting for
   * the customer's answer), 'allowed', 'declined', or null (never asked).
   */
  photoConsent: photoConsentState.nullable(),
  /** The customer's tip on the completed job (decision 0039), apart from the ticket's totals; null when none. */
  tip: ticketTip.nullable(),
  /** The company's quotes on this ticket the customer was sent (decision 0039), latest first: `/quote/{id}` reads one. */
  quotes: z.array(z.object({ id: z.number().int(), status: z.enum(QUOTE_STATUSES), sentAt: z.string().nullable() })),
});
export type TicketDetail = z.infer<typeof ticketDetail>;
export const ticketDetailResponse = envelope(ticketDetail);

export const ticketIdParam = z.object({ id: positiveId });

export const ticketServiceLinesResponse = envelope(
  z.array(
    z.object({
      id: z.number().int(),
      displayName: z.string(),
      price: z.number(),
      description: z.string(),
      quantity: z.number().int(),
    }),
  ),
);

export const historyEntry = z.object({
  id: z.number().int(),
  updatedAt: z.string(),
  status: z.string(),
  comments: z.string(),
  userType: z.object({ type: z.string() }),
});
export const ticketHistoryResponse = envelope(z.array(historyEntry));

/** GET /customer/status-flow/{id}: what the customer may do next (empty when nothing). */
export const statusFlowResponse = envelope(z.array(z.object({ action: z.string(), nextStatusID: z.number().int() })));

/** PUT /customer/ticket/{id} */
export const statusChangeRequest = z.object({
  TicketsStatusID: positiveId,
  Comments: optionalText(FIELD_LIMITS.statusComments),
});

/** POST /customer/reviews */
const score = z.coerce.number().int().min(1, 'must be 1 to 5').max(5, 'must be 1 to 5');
export const reviewRequest = z.object({
  TicketID: positiveId,
  CompanyScore: score,
  CompanyComment: optionalText(FIELD_LIMITS.message),
  UpKeepScore: score,
  UpKeepComment: optionalText(FIELD_LIMITS.message),
});
export type ReviewRequest = RequestOf<typeof reviewRequest>;
export const ticketReview = z.object({
  companyScore: z.number().int(),
  companyComment: z.string(),
  upKeepScore: z.number().int(),
  upKeepComment: z.string(),
  reviewDate: z.string(),
  /** The company's public reply, once it has written one. */
  companyReply: z.string().nullable(),
});
export const ticketReviewResponse = envelope(ticketReview);

/**
 * GET /customer/reviews/up-keep: public reviews of UpKeep, newest first. With CompanyID, that company's public
 * reviews instead (the offers' review count opens them, issue 26): MinScore then applies to the company's score,
 * and each review carries the company's score, comment and public reply.
 */
export const publicReviewsQuery = z.object({
  PageNumber: z.coerce.number().int().min(1).default(1),
  _pageSize: z.coerce.number().int().min(1).max(100).default(REVIEWS_PAGE_SIZE),
  /** The minimum star score (spec default 5). */
  MinScore: z.coerce.number().int().min(1).max(5).default(5),
  CompanyID: positiveId.optional(),
});
export const publicReview = z.object({
  id: z.number().int(),
  userName: z.string(),
  upKeepScore: z.number().int(),
  upKeepComment: z.string(),
  reviewDate: z.string(),
  /** With CompanyID only: the company's score, the comment about it and its public reply (null when none). */
  companyScore: z.number().int().optional(),
  companyComment: z.string().optional(),
  companyReply: z.string().nullable().optional(),
});
export type PublicReview = z.infer<typeof publicReview>;
export const publicReviewsResponse = envelope(z.array(publicReview));

// ---------------------------------------------------------------- reschedule

/** GET /customer/ticket/reschedule-fee/{id}: our policy, shown before the customer confirms. */
export const rescheduleFeeResponse = envelope(
  z.object({
    /** Dollars due now to reschedule (0 when free). */
    fee: z.number(),
    feeCents: z.number().int(),
    /** Until when rescheduling is free (ISO), by the policy. */
    freeUntil: z.string(),
    policy: z.string(),
    /** A fee already paid and not yet used by a reschedule. */
    feePaid: z.boolean(),
  }),
);

/** GET /customer/company-services/ticket/{ticketId}: the company service, for the slots of a reschedule. */
export const ticketCompanyServiceResponse = envelope(
  z.object({
    id: z.number().int(),
    companyId: z.number().int(),
    companyName: z.string(),
    serviceId: z.number().int(),
    serviceName: z.string(),
    duration: z.string(),
    serviceDuration: z.string(),
  }),
);

/** POST /customer/payment/reschedule, POST /customer/payment/validate-reschedule */
export const reschedulePaymentRequest = z.object({
  TicketID: positiveId,
  PaymentIntentID: z.string().max(200).optional(),
});

/** PUT /customer/ticket/reschedule/{id} */
export const rescheduleRequest = z.object({
  ScheduleID: positiveId,
  newDate: boundedDate(),
});
/**
 * A move made at once (`moveRequest` null: `scheduledDate` is the new time), or asked of the company (`moveRequest`
 * pending: the booking keeps `scheduledDate` until the company accepts). `feePaid` in dollars (0: no fee).
 */
export const rescheduleResponse = envelope(
  z.object({
    ticketId: z.number().int(),
    scheduledDate: z.string(),
    feePaid: z.number(),
    moveRequest: moveRequest.nullable(),
  }),
);

// ---------------------------------------------------------------- open charges

export const openCharge = z.object({
  id: z.number().int(),
  description: z.string(),
  /** Dollars. */
  price: z.number(),
  duration: z.string(),
  createdDate: z.string(),
  status: z.enum(['pending', 'paid', 'declined']),
});
export type OpenCharge = z.infer<typeof openCharge>;
export const openChargesResponse = envelope(z.array(openCharge));

/** GET /customer/open-charges/service/{serviceId}/{ticketId}: the scheduled-service page's ticket. */
export const scheduledServiceParams = z.object({ serviceId: positiveId, ticketId: positiveId });
export const scheduledServiceResponse = envelope(
  z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    instructions: z.string(),
    duration: z.string(),
    scheduledDate: z.string(),
    servicesId: z.number().int(),
    serviceName: z.string(),
    totalPrice: z.number(),
    upKeepFee: z.number(),
    discountAmount: z.number(),
    discountCodeID: z.number().int().nullable(),
    company: z.object({ companyName: z.string() }),
    openCharges: z.array(openCharge),
    /** The ticket's totals, line by line (the contract's ticketTotals), as every screen shows them. */
    totals: ticketTotalsAnswer,
  }),
);

/** PUT /customer/open-charges/{id}: the customer declines the charge, for good, so only `decline: true` does. */
export const openChargeParams = z.object({ id: positiveId });
export const declineOpenChargeRequest = z.object({
  decline: formBoolean.refine((decline) => decline, 'must be true to decline the charge'),
});

/** POST /customer/payment/open-charges, POST /customer/payment/validate-open-charges */
export const openChargePaymentRequest = z.object({
  TicketID: positiveId,
  OpenChargeID: positiveId,
  PaymentIntentID: z.string().max(200).optional(),
});
