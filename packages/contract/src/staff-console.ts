/**
 * The staff console (issue 15): the inbox, tickets and refunds, customers, companies, review moderation,
 * discount codes, settings, the staff team and the audit log. Money is in dollars on the wire, as elsewhere.
 * Dates are ISO 8601 instants unless named `...Date` and written YYYY-MM-DD.
 */
import { z } from 'zod';
import { companyPayment, companyTeamMember, earningsResponse } from './company.ts';
import { boundedDate } from './date-input.ts';
import type { RequestOf } from './endpoints/define.ts';
import { envelope } from './envelope.ts';
import { email, optionalText, positiveId, requiredText } from './fields.ts';
import { FIELD_LIMITS } from './limits.ts';
import { fraction, money, moneyCents, percent, wholeNumber } from './money-inputs.ts';
import { PLAN_VISIT_STATES } from './plans.ts';
import { quoteApprovalView } from './quote-approval.ts';
import { STAFF_ROLES, staffUser } from './staff.ts';
import { historyEntry, openCharge, ticketDetail } from './tickets.ts';

/** Rows per page of the console's lists (`Page` query, `pages` in the answer). */
export const STAFF_PAGE_SIZE = 50;
const page = z.coerce.number().int().min(1).max(10_000).default(1);
const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const searchText = z.preprocess(blankToUndefined, z.string().trim().max(200).optional());
/** A staff member's comment or reason on a change: required, kept in the audit log. */
export const STAFF_REASON_MAX = 1000;
const reason = requiredText(STAFF_REASON_MAX);

// ---------------------------------------------------------------- inbox

/**
 * The kinds of message the inbox gathers: contact messages, landing-page leads, messages to one company from
 * the companies screen (company leads), opt-out requests and partner requests.
 */
export const INBOX_KINDS = ['contact', 'lead', 'company-lead', 'optout', 'partner'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];
export const INBOX_KIND_LABELS: Record<InboxKind, string> = {
  contact: 'Contact message',
  lead: 'Landing-page lead',
  'company-lead': 'Company lead',
  optout: 'Opt-out request',
  partner: 'Partner request',
};
export const INBOX_STATES = ['new', 'in_progress', 'done'] as const;
export type InboxState = (typeof INBOX_STATES)[number];
export const INBOX_STATE_LABELS: Record<InboxState, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };
export const INBOX_MESSAGE_MAX = 5000;

/** GET /staff/inbox?Kind=&State=&Assigned=&Page= (Assigned: `me`, `unassigned` or a staff member's id). */
export const inboxQuery = z.object({
  Kind: z.preprocess(blankToUndefined, z.enum(INBOX_KINDS).optional()),
  State: z.preprocess(blankToUndefined, z.enum(INBOX_STATES).optional()),
  Assigned: z.preprocess(blankToUndefined, z.union([z.enum(['me', 'unassigned']), positiveId]).optional()),
  Page: page,
});
export type InboxQuery = RequestOf<typeof inboxQuery>;

const assignee = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const inboxItem = z.object({
  /** The id within its kind: (kind, id) names a message. */
  id: z.number().int(),
  kind: z.enum(INBOX_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The message's text (a lead's wished service, a partner's services and city where they have no message). */
  message: z.string(),
  /** A line naming what the message is about: the company, the service, the page it came from. */
  subject: z.string(),
  state: z.enum(INBOX_STATES),
  assignedTo: assignee,
  createdAt: z.string(),
});
export type InboxItem = z.infer<typeof inboxItem>;
export const inboxResponse = envelope(z.array(inboxItem));

export const inboxEntry = z.object({
  id: z.number().int(),
  /** `note`: internal; `reply`: mailed to the sender. */
  type: z.enum(['note', 'reply']),
  body: z.string(),
  staffName: z.string(),
  createdAt: z.string(),
});
export type InboxEntry = z.infer<typeof inboxEntry>;

/** GET /staff/inbox/{kind}/{id}: the message, every field its form took, notes and replies, oldest first. */
export const inboxDetail = inboxItem.extend({
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
  entries: z.array(inboxEntry),
  /** Opt-out requests: when staff confirmed it (the product stopped writing to its e-mail and phone). */
  confirmedAt: z.string().nullable(),
});
export type InboxDetail = z.infer<typeof inboxDetail>;
export const inboxDetailResponse = envelope(inboxDetail);

export const inboxParams = z.object({ kind: z.enum(INBOX_KINDS), id: positiveId });
export const optOutParams = z.object({ id: positiveId });

/** PUT /staff/inbox/{kind}/{id}: the state and/or the assignee (null: nobody). */
export const updateInboxRequest = z.object({
  state: z.enum(INBOX_STATES).optional(),
  assignedTo: z.union([positiveId, z.null()]).optional(),
});
export type UpdateInboxRequest = RequestOf<typeof updateInboxRequest>;

/** POST /staff/inbox/{kind}/{id}/notes and .../reply */
export const inboxMessageRequest = z.object({ message: requiredText(INBOX_MESSAGE_MAX) });
export type InboxMessageRequest = RequestOf<typeof inboxMessageRequest>;

/** POST /staff/inbox/optout/{id}/confirm: what the outbox will not write to from now on. */
export const confirmOptOutResponse = envelope(
  z.object({
    confirmedAt: z.string(),
    suppressed: z.array(z.object({ channel: z.enum(['email', 'sms']), recipient: z.string() })),
  }),
);

// ---------------------------------------------------------------- tickets and refunds

/** GET /staff/tickets?Query=: a ticket number, an e-mail, a phone number or a company name. */
/**
 * GET /staff/tickets: the search, and the list's filters (issue 26): `status` (a status id or name), `companyId`,
 * `from` and `to` (valley dates YYYY-MM-DD, over the visit date; from ≤ to).
 */
export const staffTicketsQuery = z
  .object({
    Query: searchText,
    Page: page,
    status: z.preprocess(blankToUndefined, z.string().trim().max(40).optional()),
    companyId: z.preprocess(blankToUndefined, positiveId.optional()),
    from: z.preprocess(blankToUndefined, boundedDate().optional()),
    to: z.preprocess(blankToUndefined, boundedDate().optional()),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'must be on or after from', path: ['to'] });
export type StaffTicketsQuery = RequestOf<typeof staffTicketsQuery>;

export const staffTicketListItem = z.object({
  id: z.number().int(),
  status: z.string(),
  statusId: z.number().int(),
  scheduledDate: z.string(),
  serviceName: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  customerName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  /** Null: booked as a guest. */
  customerId: z.number().int().nullable(),
  /** Dollars. */
  totalPrice: z.number(),
  /** What the customer paid and kept paid (net of refunds). */
  totalPaid: z.number(),
  /**
   * The ticket totals' figures (issue 46), as the customer sees them: every payment received, before refunds
   * (`paid`), and what was given back of it (`refunded`), apart.
   */
  paid: z.number(),
  refunded: z.number(),
  createdDate: z.string(),
  /**
   * A plan's visit (issue 46): its plan and the visit's own state (upcoming: charged the day before; charged; at
   * risk…), which the ticket's Pending and $0 paid do not tell. Absent or null: an ordinary booking.
   */
  planVisit: z.object({ planId: z.number().int(), state: z.enum(PLAN_VISIT_STATES) }).nullish(),
});
export type StaffTicketListItem = z.infer<typeof staffTicketListItem>;
export const staffTicketsResponse = envelope(z.array(staffTicketListItem));

export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** pending, sent, failed, or suppressed (an opt-out). */
  status: z.string(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

/** Who bears a staff refund: the company (its earnings fall when the job was completed) or UpKeep (goodwill). */
export const REFUND_BEARERS = ['company', 'upkeep'] as const;
export type RefundBearer = (typeof REFUND_BEARERS)[number];

export const staffRefund = z.object({
  id: z.number().int(),
  /** Dollars. */
  amount: z.number(),
  reason: z.string(),
  borneBy: z.enum(REFUND_BEARERS),
  staffEmail: z.string(),
  createdAt: z.string(),
});
export type StaffRefund = z.infer<typeof staffRefund>;

/** GET /staff/tickets/{id}: what the customer and the company see, with the money and the messages sent. */
export const staffTicketDetail = z.object({
  /** The customer's view (GET /customer/ticket/{id}): `totalPaid` is net of refunds. */
  ticket: ticketDetail,
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
  openCharges: z.array(openCharge),
  payments: z.array(companyPayment),
  refunds: z.array(staffRefund),
  messages: z.array(outboxMessage),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), blocked: z.boolean() }).nullable(),
  company: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phoneNumber: z.string() }),
  /** Dollars that may still be refunded (paid minus refunded, over every payment of the ticket). */
  refundable: z.number(),
  /** The flow table's UpKeep rows from the current status. */
  actions: z.array(z.object({ action: z.string(), nextStatusID: z.number().int() })),
  /** The ticket's quotes' approvals (decision 0039): who signed, when, from where, which revision and option. */
  quoteApprovals: z.array(quoteApprovalView).optional(),
});
export type StaffTicketDetail = z.infer<typeof staffTicketDetail>;
export const staffTicketDetailResponse = envelope(staffTicketDetail);
export const staffIdParam = z.object({ id: positiveId });

/** POST /staff/tickets/{id}/status: an UpKeep row of the flow table, with a required comment. */
export const staffStatusRequest = z.object({
  TicketsStatusID: positiveId,
  Comments: requiredText(FIELD_LIMITS.statusComments),
});
export type StaffStatusRequest = RequestOf<typeof staffStatusRequest>;

/** POST /staff/tickets/{id}/refunds (header `Idempotency-Key`, as Stripe takes it). Dollars. */
export const refundRequest = z.object({
  Amount: money(),
  Reason: reason,
  /** Who bears it: 'company' (the default; after completion its earnings fall) or 'upkeep' (a goodwill refund). */
  BorneBy: z.enum(REFUND_BEARERS).default('company'),
});
export type RefundRequest = RequestOf<typeof refundRequest>;
/** The header a refund call names itself with: a retry with the same key refunds nothing more. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const refundResponse = envelope(
  z.object({
    refund: staffRefund,
    /** Dollars: the ticket's paid total after the refund, and what may still be refunded. */
    totalPaid: z.number(),
    refundable: z.number(),
  }),
);

// ---------------------------------------------------------------- customers

/** GET /staff/customers?Query=: a name, an e-mail or a phone number. */
export const staffCustomersQuery = z.object({ Query: searchText, Page: page });
export type StaffCustomersQuery = RequestOf<typeof staffCustomersQuery>;
export const staffCustomer = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  createdDate: z.string(),
  blocked: z.boolean(),
  blockedReason: z.string().nullable(),
  ticketCount: z.number().int(),
});
export type StaffCustomer = z.infer<typeof staffCustomer>;
export const staffCustomersResponse = envelope(z.array(staffCustomer));
export const staffCustomerDetailResponse = envelope(
  z.object({ customer: staffCustomer, tickets: z.array(staffTicketListItem) }),
);
/** PUT /staff/customers/{id}: block (its tokens revoked, sign-in refused) or unblock, with a reason. */
export const blockCustomerRequest = z.object({ blocked: z.boolean(), reason });
export type BlockCustomerRequest = RequestOf<typeof blockCustomerRequest>;
export const staffCustomerResponse = envelope(staffCustomer);

// ---------------------------------------------------------------- companies

/** `invited`: approved, the owner has not accepted the invitation yet. */
export const STAFF_COMPANY_STATES = ['invited', 'setting_up', 'live', 'suspended'] as const;
export type StaffCompanyState = (typeof STAFF_COMPANY_STATES)[number];
export const STAFF_COMPANY_STATE_LABELS: Record<StaffCompanyState, string> = {
  invited: 'Invited',
  setting_up: 'Setting up',
  live: 'Live',
  suspended: 'Suspended',
};

/** GET /staff/companies?Query=&State= */
export const staffCompaniesQuery = z.object({
  Query: searchText,
  State: z.preprocess(blankToUndefined, z.enum(STAFF_COMPANY_STATES).optional()),
  Page: page,
});
export type StaffCompaniesQuery = RequestOf<typeof staffCompaniesQuery>;

export const staffCompany = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  state: z.enum(STAFF_COMPANY_STATES),
  /** Public reviews not hidden: their average company score (null without one) and count. */
  averageScore: z.number().nullable(),
  reviewCount: z.number().int(),
  jobCount: z.number().int(),
  /** Pending, Scheduled or In Progress. */
  openJobCount: z.number().int(),
  /** The commission applied (the company's own or the marketplace setting), in percent. */
  commissionPercent: z.number(),
  /** The company's own rate, null when it follows the setting. */
  commissionOverride: z.number().nullable(),
  liveAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  suspendedAt: z.string().nullable(),
});
export type StaffCompany = z.infer<typeof staffCompany>;
export const staffCompaniesResponse = envelope(z.array(staffCompany));

/** GET /staff/companies/{id}?Month=YYYY-MM: the company, its recent jobs and a month's earnings. */
export const staffCompanyQuery = z.object({
  Month: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'must be a month written YYYY-MM')
      .optional(),
  ),
});
export const staffCompanyDetailResponse = envelope(
  z.object({
    company: staffCompany,
    /** The company's owner: 'invited' until they set a password from their invitation (it can be sent again). */
    owner: z.object({ name: z.string(), email: z.string(), status: z.enum(['active', 'invited']) }).nullable(),
    /** Everyone who can (or could) sign in to the company's portal, deactivated users included, the owner first. */
    users: z.array(companyTeamMember),
    jobs: z.array(staffTicketListItem),
    earnings: earningsResponse.shape.data,
  }),
);

/**
 * PUT /staff/companies/{id}: suspend or reinstate with a reason (required when `suspended` is sent), and/or
 * the company's commission in percent (null: back to the setting; admins only).
 */
export const updateStaffCompanyRequest = z.object({
  suspended: z.boolean().optional(),
  reason: optionalText(STAFF_REASON_MAX),
  commissionPercent: z.union([percent(), z.null()]).optional(),
});
export type UpdateStaffCompanyRequest = RequestOf<typeof updateStaffCompanyRequest>;
/** PUT /staff/companies/{id}/users/{userId}: the company's id, and its user's. */
export const staffCompanyUserParams = z.object({ id: positiveId, userId: positiveId });
export const staffCompanyResponse = envelope(staffCompany);

// ---------------------------------------------------------------- reviews

/** GET /staff/reviews?Query=&Hidden=&Reported= (Query: a company or reviewer name, or words of the review). */
const optionalFlag = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : v === true || v === 'true'),
  z.boolean().optional(),
);
export const staffReviewsQuery = z.object({
  Query: searchText,
  Hidden: optionalFlag,
  /** Only reviews whose company reply the reviewer reported. */
  Reported: optionalFlag,
  Page: page,
});
export type StaffReviewsQuery = RequestOf<typeof staffReviewsQuery>;

export const staffReview = z.object({
  /** The public review's id (GET /customer/reviews/up-keep `id`). */
  id: z.number().int(),
  ticketId: z.number().int().nullable(),
  companyId: z.number().int(),
  companyName: z.string(),
  userName: z.string(),
  companyScore: z.number().int(),
  companyComment: z.string(),
  upKeepScore: z.number().int(),
  upKeepComment: z.string(),
  reviewDate: z.string(),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  reply: z.string().nullable(),
  replyReported: z.boolean(),
  replyReportReason: z.string().nullable(),
  replyHidden: z.boolean(),
});
export type StaffReview = z.infer<typeof staffReview>;
export const staffReviewsResponse = envelope(z.array(staffReview));

/** PUT /staff/reviews/{id}: hide or restore the review (and optionally the company's reply), with a reason. */
export const moderateReviewRequest = z.object({
  hidden: z.boolean(),
  reason,
  replyHidden: z.boolean().optional(),
});
export type ModerateReviewRequest = RequestOf<typeof moderateReviewRequest>;
export const staffReviewResponse = envelope(staffReview);

/** POST /customer/reviews/ticket/{id}/report-reply: the reviewer reports the company's reply. */
export const reportReplyRequest = z.object({ Reason: requiredText(STAFF_REASON_MAX) });
export type ReportReplyRequest = RequestOf<typeof reportReplyRequest>;

// ---------------------------------------------------------------- discount codes

/** A discount code takes at most this many dollars off. */
export const DISCOUNT_AMOUNT_MAX_DOLLARS = 10_000;
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9-]{3,32}$/;
/** POST /staff/discount-codes: a percentage (a fraction: 0.15 is 15%) or an amount in dollars, not both. */
export const createDiscountCodeRequest = z
  .object({
    code: z.string().trim().toUpperCase().regex(DISCOUNT_CODE_PATTERN, 'must be 3 to 32 letters, digits or dashes'),
    percentage: z.preprocess(blankToUndefined, fraction({ min: 0.0001, max: 1 }).optional()),
    amount: z.preprocess(blankToUndefined, money({ max: DISCOUNT_AMOUNT_MAX_DOLLARS }).optional()),
    serviceId: z.preprocess(blankToUndefined, positiveId.optional()),
    expirationDate: boundedDate(),
    maxUses: z.preprocess(blankToUndefined, z.number().int().min(1).max(1_000_000).optional()),
    perCustomerLimit: z.preprocess(blankToUndefined, z.number().int().min(1).max(1000).optional()),
  })
  .refine((v) => (v.percentage === undefined) !== (v.amount === undefined), {
    message: 'give either a percentage or an amount',
    path: ['percentage'],
  });
export type CreateDiscountCodeRequest = RequestOf<typeof createDiscountCodeRequest>;

export const staffDiscountCode = z.object({
  id: z.number().int(),
  code: z.string(),
  percentage: z.number().nullable(),
  /** Dollars. */
  amount: z.number().nullable(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  expirationDate: z.string(),
  maxUses: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  active: z.boolean(),
  /** Bookings that used it (not counting lapsed, never paid checkouts). */
  uses: z.number().int(),
  createdDate: z.string(),
});
export type StaffDiscountCode = z.infer<typeof staffDiscountCode>;
export const staffDiscountCodesResponse = envelope(z.array(staffDiscountCode));
export const staffDiscountCodeResponse = envelope(staffDiscountCode);
/** PUT /staff/discount-codes/{id}: pause (false) or resume. */
export const updateDiscountCodeRequest = z.object({ active: z.boolean() });
export const discountCodeUsesResponse = envelope(
  z.array(
    z.object({
      ticketId: z.number().int(),
      customerName: z.string(),
      email: z.string(),
      /** Dollars taken off. */
      discount: z.number(),
      status: z.string(),
      createdDate: z.string(),
    }),
  ),
);

// ---------------------------------------------------------------- settings

/** Settings as data: each key's value is checked by its schema here before it is stored. */
export const SETTING_SCHEMAS = {
  ticket_fee_cents: moneyCents({ min: 0, max: 100_000 }),
  reschedule_policy: z.object({
    freeHoursBefore: wholeNumber({ min: 0, max: 24 * 30 }),
    feeCents: moneyCents({ min: 0, max: 100_000 }),
  }),
  marketplace_commission_percent: percent(),
  /** How long an unpaid checkout holds its slot. */
  checkout_hold_minutes: wholeNumber({ min: 5, max: 120 }),
  /** A Pending booking the company has not confirmed expires this many hours before its start. */
  request_expiry_hours: wholeNumber({ min: 0, max: 72 }),
  /** A job left In Progress completes itself after this many days. */
  auto_complete_days: wholeNumber({ min: 1, max: 60 }),
  /** Where new inbox messages are announced. */
  team_email: email,
  /**
   * A move of a Scheduled booking waits for the company when its new start is less than `withinHours` away,
   * or when it is asked less than `askedWithinHours` before the visit (issue 26).
   */
  move_approval: z.object({
    withinHours: wholeNumber({ min: 0, max: 24 * 14 }),
    askedWithinHours: wholeNumber({ min: 0, max: 24 * 14 }),
  }),
  /** A company may start a job from this many hours before its visit (Complete only after Start). */
  start_window_hours: wholeNumber({ min: 0, max: 72 }),
  /** UpKeep's staff must have a second factor (issue 47): one without it can only set it up. */
  staff_second_factor_required: z.boolean(),
} as const;
export type SettingKey = keyof typeof SETTING_SCHEMAS;
export const SETTING_KEYS = Object.keys(SETTING_SCHEMAS) as SettingKey[];

export const settingItem = z.object({
  key: z.string(),
  value: z.unknown(),
  description: z.string(),
});
export type SettingItem = z.infer<typeof settingItem>;
export const settingsResponse = envelope(z.array(settingItem));
export const settingResponse = envelope(settingItem);
export const settingKeyParam = z.object({ key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]) });
/** PUT /staff/settings/{key} (admins only): the value, checked by the key's schema (400 naming `value`). */
export const updateSettingRequest = z.object({ value: z.unknown() });

// ---------------------------------------------------------------- the staff team

export const staffMember = staffUser.extend({
  active: z.boolean(),
  /** Invited and not yet accepted. */
  invited: z.boolean(),
  createdDate: z.string(),
});
export type StaffMember = z.infer<typeof staffMember>;
export const staffMembersResponse = envelope(z.array(staffMember));
export const staffMemberResponse = envelope(staffMember);
/** POST /staff/users (admins only): mails a one-time invitation (7 days). */
export const inviteStaffRequest = z.object({
  name: requiredText(FIELD_LIMITS.name),
  email,
  role: z.enum(STAFF_ROLES),
});
export type InviteStaffRequest = RequestOf<typeof inviteStaffRequest>;
/** PUT /staff/users/{id} (admins only): deactivate (its tokens stop working) or reactivate, change the role. */
export const updateStaffRequest = z.object({
  active: z.boolean().optional(),
  role: z.enum(STAFF_ROLES).optional(),
});
export type UpdateStaffRequest = RequestOf<typeof updateStaffRequest>;

// ---------------------------------------------------------------- audit log

/** GET /staff/audit-log (admins only): newest first, filtered by who, what and on what, and by day. */
export const auditLogQuery = z.object({
  StaffEmail: searchText,
  /** An action or its prefix: `ticket.` matches every ticket action. */
  Action: searchText,
  Target: searchText,
  MinDate: z.preprocess(blankToUndefined, boundedDate().optional()),
  MaxDate: z.preprocess(blankToUndefined, boundedDate().optional()),
  Page: page,
});
export type AuditLogQuery = RequestOf<typeof auditLogQuery>;
export const auditLogEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  staffEmail: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditLogEntry = z.infer<typeof auditLogEntry>;
export const auditLogResponse = envelope(z.array(auditLogEntry));
