/**
 * The whole domain's schema. Money is integer cents, times are timestamptz, local calendar times are
 * `time` in the valley's time zone (America/Los_Angeles). Ids are integers; catalogue ids are fixed by
 * the spec and set explicitly by the seed.
 */
import { INVOICE_STATUSES, type Locale, QUOTE_STATUSES, TIP_PERCENTS } from '@upkeep/contract';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from '../modules/money/payments/statuses.ts';

/** A PostgreSQL tstzrange, written and read as its text form '[start,end)'. Drizzle has no such type. */
/** Raw bytes (bytea), read and written as a Buffer. */
/** A booking's questionnaire answers, as the checkout took them (tickets.answers, plans.answers). */
export type BookingAnswers = { idFeatures: number[][]; quantity: number | number[]; description: string };
/** A priced line of a booking, as a ticket's services keep it. */
export type BookingLine = {
  subServiceId: number | null;
  displayName: string;
  description: string;
  priceCents: number;
  quantity: number;
};

export const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => 'bytea',
});

export const tstzrange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- catalogue

export const services = pgTable('services', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  slug: text('slug').notNull().unique(),
  description: text('description').notNull().default(''),
  image: text('image').notNull(),
  comingSoon: boolean('coming_soon').notNull().default(false),
  /** Regular service (issue 31): a customer may book it as a plan (every week, every 2 or 4 weeks). */
  plansAllowed: boolean('plans_allowed').notNull().default(false),
  serviceUnit: text('service_unit').notNull(),
  multiServices: boolean('multi_services').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const subServices = pgTable(
  'sub_services',
  {
    id: integer('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    comingSoon: boolean('coming_soon').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [uniqueIndex('sub_services_service_name_uq').on(t.serviceId, t.name)],
);

/** A question of a service's questionnaire. */
export const features = pgTable(
  'features',
  {
    id: integer('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    /** Restricts the question to one sub-service; null means it applies to the whole service. */
    subServiceId: integer('sub_service_id').references(() => subServices.id),
    question: text('question').notNull(),
    feature: text('feature').notNull(),
    sortOrder: integer('sort_order').notNull(),
    isAddOn: boolean('is_add_on').notNull().default(false),
    /** The service's principal feature (its values are shown with the service). One per service at most. */
    isPrincipal: boolean('is_principal').notNull().default(false),
    disclaimers: text('disclaimers'),
  },
  (t) => [
    index('features_service_idx').on(t.serviceId, t.sortOrder),
    uniqueIndex('features_one_principal_uq').on(t.serviceId).where(sql`${t.isPrincipal}`),
  ],
);

export const featureValues = pgTable(
  'feature_values',
  {
    id: integer('id').primaryKey(),
    featureId: integer('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    isServiceCall: boolean('is_service_call').notNull().default(false),
    disclaimer: text('disclaimer'),
    /** Which sub-service choosing this value means (for the principal feature). */
    subServiceId: integer('sub_service_id').references(() => subServices.id),
  },
  (t) => [index('feature_values_feature_idx').on(t.featureId, t.sortOrder)],
);

/**
 * Next-value dependencies: choosing `valueId` reveals `nextValueId` (a value of the next question).
 * When a value has no rows here, every active value of the next question is offered.
 */
export const featureValueDependencies = pgTable(
  'feature_value_dependencies',
  {
    valueId: integer('value_id')
      .notNull()
      .references(() => featureValues.id, { onDelete: 'cascade' }),
    nextValueId: integer('next_value_id')
      .notNull()
      .references(() => featureValues.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.valueId, t.nextValueId] })],
);

export const zipCodes = pgTable(
  'zip_codes',
  {
    code: text('code').primaryKey(),
    city: text('city').notNull(),
    /** The neighbourhood or community the zip code is best known by (Summerlin, Paradise...). */
    community: text('community').notNull(),
    isServiced: boolean('is_serviced').notNull().default(true),
    latitude: numeric('latitude', { precision: 8, scale: 5, mode: 'number' }),
    longitude: numeric('longitude', { precision: 8, scale: 5, mode: 'number' }),
  },
  (t) => [check('zip_codes_code_ck', sql`${t.code} ~ '^[0-9]{5}$'`)],
);

// ---------------------------------------------------------------- companies (the provider side)

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    slug: text('slug').notNull().unique(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    logo: text('logo').notNull(),
    hasPhotos: boolean('has_photos').notNull().default(false),
    address: text('address').notNull(),
    city: text('city').notNull(),
    /** The office's zip code; null for an approved company whose request named one outside the valley's list. */
    zipCode: text('zip_code').references(() => zipCodes.code),
    phoneNumber: text('phone_number').notNull(),
    email: text('email').notNull(),
    isInsured: boolean('is_insured').notNull().default(true),
    isLicensed: boolean('is_licensed').notNull().default(true),
    active: boolean('active').notNull().default(true),
    /**
     * Where the company is in its life on the marketplace (COMPANY_STATES): approved companies start in
     * setting_up and appear in offer search only once live (and active).
     */
    state: text('state').notNull().default('live'),
    /** When the company went live (null while it sets up). */
    liveAt: timestamp('live_at', { withTimezone: true }),
    /** UpKeep's commission on this company's work, in percent; null: the marketplace_commission_percent setting. */
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' }),
    /** Why staff suspended the company (state 'suspended'), kept after a reinstatement until the next one. */
    suspendedReason: text('suspended_reason'),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The name as compared with the others' (NFKC, format characters removed, whitespace collapsed, trailing
     * punctuation removed, case folded, confusables mapped to their skeleton): two companies never share it.
     * Null only between the migration that added it and the start that fills it in.
     */
    nameKey: text('name_key'),
    /** A live company's rename waiting for UpKeep's approval (customers see `name` until then). */
    pendingName: text('pending_name'),
    pendingNameKey: text('pending_name_key'),
    pendingNameAt: timestamp('pending_name_at', { withTimezone: true }),
    /**
     * Credentials (issue 32): the Nevada contractor licence the company states, with its monetary limit, and
     * when UpKeep's staff checked it (null: not verified, and the company page claims nothing). A change of the
     * number or the limit clears the check.
     */
    licenceNumber: text('licence_number'),
    licenceLimitCents: integer('licence_limit_cents'),
    licenceVerifiedAt: timestamp('licence_verified_at', { withTimezone: true }),
    /** When staff checked the insurance certificate uploaded (company_insurance_certificates); a new upload clears it. */
    insuranceVerifiedAt: timestamp('insurance_verified_at', { withTimezone: true }),
    /** The owner requires a second factor of every user of the company (issue 47): one without it can only set it up. */
    secondFactorRequired: boolean('second_factor_required').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_licence_limit_ck', sql`${t.licenceLimitCents} is null or ${t.licenceLimitCents} >= 0`),
    check('companies_state_ck', sql`${t.state} in ('setting_up', 'live', 'suspended')`),
    uniqueIndex('companies_name_key_uq').on(t.nameKey),
    uniqueIndex('companies_pending_name_key_uq').on(t.pendingNameKey),
  ],
);

/** A company's uploaded logo, re-encoded on the server; `companies.logo` then points at it. */
export const companyLogos = pgTable('company_logos', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's earlier public addresses (issue 32): a live company renamed by staff approval gets the new name's
 * slug, and its old one answers 301 to the new page, so links and search results keep working.
 */
export const companySlugRedirects = pgTable(
  'company_slug_redirects',
  {
    slug: text('slug').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('company_slug_redirects_company_idx').on(t.companyId)],
);

/** A company's insurance certificate (PDF or image) as uploaded, read only by the company and UpKeep's staff. */
export const companyInsuranceCertificates = pgTable('company_insurance_certificates', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A company's days off (inclusive date range, valley dates): no slots are offered on them. */
export const companyTimeOff = pgTable(
  'company_time_off',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_time_off_company_idx').on(t.companyId, t.fromDate),
    check('company_time_off_range_ck', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

export const companyZipCodes = pgTable(
  'company_zip_codes',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    zipCode: text('zip_code')
      .notNull()
      .references(() => zipCodes.code),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.zipCode] }), index('company_zip_codes_zip_idx').on(t.zipCode)],
);

/** A service a company offers, with its base prices. Its price list prices the questionnaire's values. */
export const companyServices = pgTable(
  'company_services',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    basePriceCents: integer('base_price_cents').notNull().default(0),
    /** Counts the saves of the price list: a plan of the service prices its visits again when it grew (issue 31). */
    pricesVersion: integer('prices_version').notNull().default(0),
    baseDurationMinutes: integer('base_duration_minutes').notNull().default(60),
    /** The price of a service call (a visit to diagnose), used when the customer picks a service-call value. */
    serviceCallPriceCents: integer('service_call_price_cents').notNull(),
    serviceCallDurationMinutes: integer('service_call_duration_minutes').notNull().default(60),
    /** The company's plan discount in percent by the plan's interval in weeks ({"1": 10, "2": 5}): issue 31. */
    planDiscounts: jsonb('plan_discounts').$type<Record<string, number>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('company_services_company_service_uq').on(t.companyId, t.serviceId),
    index('company_services_service_idx').on(t.serviceId),
    check('company_services_money_ck', sql`${t.basePriceCents} >= 0 and ${t.serviceCallPriceCents} >= 0`),
    check('company_services_duration_ck', sql`${t.baseDurationMinutes} > 0 and ${t.serviceCallDurationMinutes} > 0`),
  ],
);

export const companyServiceSubServices = pgTable(
  'company_service_sub_services',
  {
    companyServiceId: integer('company_service_id')
      .notNull()
      .references(() => companyServices.id, { onDelete: 'cascade' }),
    subServiceId: integer('sub_service_id')
      .notNull()
      .references(() => subServices.id),
  },
  (t) => [primaryKey({ columns: [t.companyServiceId, t.subServiceId] })],
);

/** A company's price for one questionnaire value: added to the base price, per unit of quantity. */
export const priceListItems = pgTable(
  'price_list_items',
  {
    companyServiceId: integer('company_service_id')
      .notNull()
      .references(() => companyServices.id, { onDelete: 'cascade' }),
    featureValueId: integer('feature_value_id')
      .notNull()
      .references(() => featureValues.id),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.companyServiceId, t.featureValueId] }),
    check('price_list_items_money_ck', sql`${t.priceCents} >= 0 and ${t.durationMinutes} >= 0`),
  ],
);

/** A company's weekly calendar: each row is one bookable start time on a day of the week (0 = Sunday). */
export const companySchedules = pgTable(
  'company_schedules',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    dayOfWeek: smallint('day_of_week').notNull(),
    startTime: time('start_time').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('company_schedules_uq').on(t.companyId, t.dayOfWeek, t.startTime),
    check('company_schedules_dow_ck', sql`${t.dayOfWeek} between 0 and 6`),
  ],
);

/**
 * A company's crews (issue 29): the people who go out together, each able to do one job at a time. A ticket
 * holds its crew's time (tickets_no_double_booking_ex is per crew), so a company with three crews takes three
 * bookings of one hour. Every company has at least one (its first is made with the company); a removed crew
 * keeps its row for the jobs it did (`removed_at`).
 */
export const crews = pgTable(
  'crews',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A hex colour (`#2f9e44`) the schedule shows its jobs in. */
    color: text('color').notNull(),
    /** The catalogue services it does (services.id); null: every service of the company. */
    serviceIds: integer('service_ids').array(),
    /** Its weekly hours: the company's start times (company_schedules.id) it works; null: all of them. */
    scheduleIds: integer('schedule_ids').array(),
    createdAt: createdAt(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('crews_company_idx').on(t.companyId),
    uniqueIndex('crews_name_uq').on(t.companyId, sql`lower(${t.name})`).where(sql`${t.removedAt} is null`),
    check('crews_color_ck', sql`${t.color} ~ '^#[0-9a-f]{6}$'`),
  ],
);

/**
 * Private calendar feeds (issue 29): an iCalendar URL of the company's jobs (`crew_id` null) or of one crew's,
 * that Google, Apple and Outlook calendars subscribe to. Only the token's hash is kept; a new link revokes the old.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    crewId: integer('crew_id').references(() => crews.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /**
     * The user who made the link (issue 47): it answers only while they are an active user of the company (null:
     * made before links had makers).
     */
    createdBy: integer('created_by').references(() => companyUsers.id, { onDelete: 'cascade' }),
    /** When a calendar last read it (at most once a minute is written). */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('calendar_feeds_company_idx').on(t.companyId)],
);

/** A crew's days off (inclusive valley dates): no job is offered to it then, beside the company's own time off. */
export const crewTimeOff = pgTable(
  'crew_time_off',
  {
    id: serial('id').primaryKey(),
    crewId: integer('crew_id')
      .notNull()
      .references(() => crews.id, { onDelete: 'cascade' }),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('crew_time_off_crew_idx').on(t.crewId, t.fromDate),
    check('crew_time_off_dates_ck', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

// ---------------------------------------------------------------- accounts

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address'),
    zipCode: text('zip_code').references(() => zipCodes.code),
    passwordHash: text('password_hash').notNull(),
    /** A temporary password was issued (forgot password) and the customer has not chosen a new one yet. */
    tempPassword: boolean('temp_password').notNull().default(false),
    /**
     * The temporary password sits beside the real one (which keeps working, so a stranger asking for a
     * reset cannot lock the customer out): it expires, and it signs in once.
     */
    tempPasswordHash: text('temp_password_hash'),
    tempPasswordIssuedAt: timestamp('temp_password_issued_at', { withTimezone: true }),
    tempPasswordExpiresAt: timestamp('temp_password_expires_at', { withTimezone: true }),
    tempPasswordUsedAt: timestamp('temp_password_used_at', { withTimezone: true }),
    /** Tokens issued before this instant are revoked (set on a password change). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    origin: text('origin'),
    /** Blocked by staff (an abusive account): it cannot sign in and its tokens were revoked. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    /** The customer at the payment provider (Stripe's `cus_…`), made when they first save a card. */
    paymentCustomerId: text('payment_customer_id'),
    /** The language everything sent to the customer is written in (issue 49): 'en' or 'es'. */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('customers_email_uq').on(sql`lower(${t.email})`),
    check('customers_locale_ck', sql`${t.locale} in ('en', 'es')`),
  ],
);

/**
 * A customer's saved cards (issue 31): the provider's payment method (`pm_…`, attached to the customer's
 * `cus_…`) and what is shown of it; never a card number.
 */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    paymentMethodId: text('payment_method_id').notNull().unique(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('saved_cards_customer_idx').on(t.customerId)],
);

/** A card being saved: the SetupIntent the browser confirms; its card is saved once the provider says it succeeded. */
export const cardSetups = pgTable(
  'card_setups',
  {
    setupIntentId: text('setup_intent_id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'pending' until its card is saved ('saved'). */
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [index('card_setups_customer_idx').on(t.customerId, t.status)],
);

/** A guest session: tickets booked as a guest belong to it, and only its token reaches them. */
export const guestSessions = pgTable('guest_sessions', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

/** Tokens ended before their expiry (sign out), by their id; kept until they would have expired anyway. */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: uuid('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * A company's users: its owner and office staff. The password is null until the user accepts the
 * invitation mailed to them (company_invites).
 */
export const companyUsers = pgTable(
  'company_users',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** The user's mobile number (digits), where new-booking texts go; the owner's falls back to the company's. */
    phoneNumber: text('phone_number'),
    /**
     * Whether this user is told of every new booking and estimate request (e-mail, and a text where there is
     * a number). The owner always is; an office user chooses it on /pro/team (issue 26).
     */
    bookingAlerts: boolean('booking_alerts').notNull().default(false),
    /** A crew member's crew (issue 29): they see that crew's jobs only. Null for owners and office users. */
    crewId: integer('crew_id').references(() => crews.id),
    passwordHash: text('password_hash'),
    /** Tokens issued before this instant are revoked (set on a password change). */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    /**
     * The language of the user's crew screens and of what is sent to them (issue 49): 'en' or 'es'. The portal's
     * screens for owners and office stay in English.
     */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('company_users_email_uq').on(sql`lower(${t.email})`),
    check('company_users_locale_ck', sql`${t.locale} in ('en', 'es')`),
    index('company_users_company_idx').on(t.companyId),
    check('company_users_role_ck', sql`${t.role} in ('owner', 'staff', 'crew')`),
    check('company_users_crew_ck', sql`(${t.role} = 'crew') = (${t.crewId} is not null)`),
    index('company_users_crew_idx').on(t.crewId),
  ],
);

/** A one-time invitation link (only its SHA-256 is kept): accepting it sets the user's password. */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: serial('id').primaryKey(),
    companyUserId: integer('company_user_id')
      .notNull()
      .references(() => companyUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('company_invites_user_idx').on(t.companyUserId)],
);

/** UpKeep's own people (the staff console). */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    role: text('role').notNull().default('support'),
    /** Null until the staff member accepts the invitation an admin sent (staff_invites). */
    passwordHash: text('password_hash'),
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_users_email_uq').on(sql`lower(${t.email})`),
    check('staff_users_role_ck', sql`${t.role} in ('support', 'admin')`),
  ],
);

/** A one-time invitation of a staff member by an admin (only its SHA-256 is kept). */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: serial('id').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_invites_user_idx').on(t.staffUserId)],
);

/**
 * A one-time link to choose a new password, for company users and staff (customers get a temporary
 * password instead, as the spec says). Only its SHA-256 is kept; it expires after an hour and works once.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    realm: text('realm', { enum: ['company', 'staff'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_user_idx').on(t.realm, t.userId, t.createdAt),
    check('password_resets_realm_ck', sql`${t.realm} in ('company', 'staff')`),
  ],
);

/**
 * Actions counted against a limit where no table of their own records them (a logo upload, an invitation
 * sent to an address...): a kind, the subject it counts for (a company id, a hashed address) and when.
 * Purged after a few days (modules/operations/system/purge.ts).
 */
export const actionEvents = pgTable(
  'action_events',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('action_events_kind_subject_idx').on(t.kind, t.subject, t.createdAt)],
);

/**
 * Every change a staff member makes: who, when, what, on what, before and after. Append-only: a trigger in
 * the migrations refuses UPDATE and DELETE.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** Kept as it was when acting (the account's address may change later). */
    staffEmail: text('staff_email').notNull(),
    /** A dotted verb: 'ticket.refund', 'company.suspend', 'setting.update', ... */
    action: text('action').notNull(),
    /** What was changed: 'ticket:12', 'company:3', 'setting:ticket_fee_cents', ... */
    target: text('target').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at),
    index('staff_audit_log_target_idx').on(t.target),
    index('staff_audit_log_staff_idx').on(t.staffUserId, t.at),
  ],
);

/**
 * Failed sign-ins per window (modules/accounts/accounts/throttle.ts), shared by every process: a scope (customer
 * pairs, customer accounts, company and staff sign-ins) and the SHA-256 of the key (address and e-mail).
 * Unlogged in the migration: counters need no crash safety.
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    scope: text('scope').notNull(),
    keyHash: text('key_hash').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    failures: integer('failures').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.keyHash] }), index('login_failures_started_idx').on(t.startedAt)],
);

/**
 * The request rate limiter's counters on PostgreSQL (lib/rate-limit-store.ts), when several processes share
 * one database and no Redis is configured. Unlogged in the migration.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_idx').on(t.resetAt)],
);

/** Who acted: Customer, Guest, Company, UpKeep (staff), System. Shown in ticket history as userType.type. */
export const userTypes = pgTable('user_types', {
  id: integer('id').primaryKey(),
  type: text('type').notNull().unique(),
});

// ---------------------------------------------------------------- tickets

export const ticketStatuses = pgTable('ticket_statuses', {
  id: integer('id').primaryKey(),
  status: text('status').notNull().unique(),
  description: text('description').notNull().default(''),
  /** A ticket in this status holds its company's time (counts against availability). */
  holdsSlot: boolean('holds_slot').notNull(),
  /** The customer may reschedule a ticket in this status. */
  customerCanReschedule: boolean('customer_can_reschedule').notNull().default(false),
  /** The customer may review a ticket in this status. */
  reviewable: boolean('reviewable').notNull().default(false),
  isFinal: boolean('is_final').notNull().default(false),
  sortOrder: integer('sort_order').notNull(),
});

/** The state machine as data: which actor may move a ticket from which status to which, with which label. */
export const statusFlow = pgTable(
  'status_flow',
  {
    id: serial('id').primaryKey(),
    fromStatusId: integer('from_status_id')
      .notNull()
      .references(() => ticketStatuses.id),
    toStatusId: integer('to_status_id')
      .notNull()
      .references(() => ticketStatuses.id),
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.id),
    action: text('action').notNull(),
  },
  (t) => [
    uniqueIndex('status_flow_uq').on(t.fromStatusId, t.toStatusId, t.userTypeId),
    check('status_flow_not_self_ck', sql`${t.fromStatusId} <> ${t.toStatusId}`),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** Exactly one of amount and percentage: an amount in cents, or a fraction of the price (0.15 = 15%). */
    amountCents: integer('amount_cents'),
    percentage: numeric('percentage', { precision: 5, scale: 4, mode: 'number' }),
    serviceId: integer('service_id').references(() => services.id),
    expirationDate: date('expiration_date').notNull(),
    /** False: paused (or switched off) by staff; checkout refuses it. */
    active: boolean('active').notNull().default(true),
    /** Bookings that may use the code in all (null: no limit). */
    maxUses: integer('max_uses'),
    /** Bookings one customer may make with it (null: no limit). */
    perCustomerLimit: integer('per_customer_limit'),
    createdAt: createdAt(),
    createdBy: integer('created_by').references(() => staffUsers.id),
  },
  (t) => [
    uniqueIndex('discount_codes_code_uq').on(sql`upper(${t.code})`),
    check('discount_codes_kind_ck', sql`(${t.amountCents} is null) <> (${t.percentage} is null)`),
    check(
      'discount_codes_range_ck',
      sql`coalesce(${t.amountCents}, 0) >= 0 and coalesce(${t.percentage}, 0) between 0 and 1`,
    ),
    check('discount_codes_limits_ck', sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.perCustomerLimit}, 1) > 0`),
  ],
);

/**
 * The codes each customer has looked up (POST /customer/discount-code/{code}). Checkout names a code by id,
 * as the spec has it; only a code the customer looked up by its name is accepted, so ids cannot be tried.
 */
export const discountCodeLookups = pgTable(
  'discount_code_lookups',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.discountCodeId] })],
);

export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id),
    guestId: uuid('guest_id').references(() => guestSessions.id),
    companyServiceId: integer('company_service_id')
      .notNull()
      .references(() => companyServices.id),
    /** Denormalised from the company service so the database can forbid overlapping bookings. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /**
     * The crew that does the job (issue 29): its time is held (tickets_no_double_booking_ex is per crew). Null
     * for a job no crew holds yet; such a job blocks every crew of its company (tickets_uncrewed_ex).
     */
    crewId: integer('crew_id').references(() => crews.id),
    statusId: integer('status_id')
      .notNull()
      .references(() => ticketStatuses.id),
    scheduleId: integer('schedule_id').references(() => companySchedules.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    zipCode: text('zip_code')
      .notNull()
      .references(() => zipCodes.code),
    instructions: text('instructions').notNull().default(''),
    description: text('description').notNull().default(''),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    serviceDurationMinutes: integer('service_duration_minutes').notNull(),
    /** [scheduledAt, scheduledAt + duration): the company time this ticket takes. */
    slot: tstzrange('slot').notNull(),
    /** Copied from the status's holdsSlot on every status change: the exclusion constraint reads it. */
    holdsSlot: boolean('holds_slot').notNull().default(true),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull().default(0),
    discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
    isEstimate: boolean('is_estimate').notNull().default(false),
    /**
     * While a booking is unconfirmed (a paid checkout not yet paid, an estimate request the company has not
     * confirmed), it holds its slot until this instant; then it lapses (cancelled, the slot freed). Null
     * once confirmed.
     */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** When the booking was confirmed: its payment validated, or (an estimate request) by the company. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The moment the lifecycle moved the ticket into Completed, recorded once and never changed: the
     * company's earnings put the job in this moment's valley month, whatever happens to the ticket later.
     */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    origin: text('origin'),
    /** The plan this ticket is a visit of (issue 31), or null. */
    planId: integer('plan_id').references((): AnyPgColumn => plans.id),
    /**
     * The questionnaire's answers the booking was priced from (issue 31: a plan re-prices its visits with them when
     * the company changes its prices). Null for bookings made before they were kept.
     */
    answers: jsonb('answers').$type<BookingAnswers>(),
    /** The address the checkout came from: unconfirmed bookings are limited per client address. */
    clientAddress: text('client_address'),
    /**
     * The language the booking was made in (issue 49): what is sent about it to a guest follows it; a customer's
     * messages follow their account's.
     */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tickets_locale_ck', sql`${t.locale} in ('en', 'es')`),
    index('tickets_customer_idx').on(t.customerId, t.scheduledAt),
    index('tickets_guest_idx').on(t.guestId),
    index('tickets_company_idx').on(t.companyId, t.scheduledAt),
    // Unpaid checkouts and estimate requests: where the checkout counts a client's unconfirmed bookings.
    index('tickets_unconfirmed_idx')
      .on(t.scheduledAt)
      .where(sql`${t.holdsSlot} and (${t.confirmedAt} is null or ${t.isEstimate})`),
    check('tickets_owner_ck', sql`${t.customerId} is not null or ${t.guestId} is not null`),
    check(
      'tickets_money_ck',
      sql`${t.priceCents} >= 0 and ${t.feeCents} >= 0 and ${t.discountCents} >= 0 and ${t.totalCents} >= 0 and ${t.paidCents} >= 0`,
    ),
    check('tickets_duration_ck', sql`${t.durationMinutes} > 0 and ${t.serviceDurationMinutes} > 0`),
    // The exclusion constraint on (company_id, slot) is written in SQL in the migrations: drizzle has none.
  ],
);

/** A ticket's service lines. */
export const ticketServices = pgTable(
  'ticket_services',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    subServiceId: integer('sub_service_id').references(() => subServices.id),
    displayName: text('display_name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [
    index('ticket_services_ticket_idx').on(t.ticketId),
    check('ticket_services_money_ck', sql`${t.priceCents} >= 0 and ${t.quantity} > 0`),
  ],
);

export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    statusId: integer('status_id')
      .notNull()
      .references(() => ticketStatuses.id),
    comments: text('comments').notNull().default(''),
    userTypeId: integer('user_type_id')
      .notNull()
      .references(() => userTypes.id),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_history_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * What the company and UpKeep were told about a booking, once each (issue 26): `announced` (at once, to the
 * owner and the users who chose it), `reminder` (still Pending 30 minutes later), `last_call` (to the owner,
 * four hours before the expiry rule would expire it; the booking is then in the staff's at-risk queue).
 */
export const ticketAlerts = pgTable(
  'ticket_alerts',
  {
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ticketId, t.kind] }),
    check('ticket_alerts_kind_ck', sql`${t.kind} in ('announced', 'reminder', 'last_call')`),
  ],
);

/**
 * A private link to one ticket (issue 26), given to the guest who booked it: only the SHA-256 of its random
 * token (at least 128 bits) is kept. It opens that ticket without an account until `expires_at` (30 days
 * after the visit), unless staff revoke it.
 */
export const ticketLinks = pgTable(
  'ticket_links',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('ticket_links_ticket_idx').on(t.ticketId)],
);

/**
 * A code sent to an e-mail address to prove it (issue 26): a customer whose e-mail has earlier guest bookings
 * proves it before they are added to the account. Only the code's SHA-256 is kept; a few wrong tries end it.
 */
export const emailProofs = pgTable(
  'email_proofs',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_proofs_customer_idx').on(t.customerId, t.createdAt)],
);

/**
 * A move of a Scheduled booking that waits for the company (issue 26): asked to a start less than
 * `move_approval.withinHours` away, or less than `move_approval.askedWithinHours` before the visit. The
 * booking keeps its time until the company accepts; a fee paid for the move is refunded if it declines.
 */
export const moveRequests = pgTable(
  'move_requests',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    fromAt: timestamp('from_at', { withTimezone: true }).notNull(),
    toAt: timestamp('to_at', { withTimezone: true }).notNull(),
    scheduleId: integer('schedule_id').references(() => companySchedules.id),
    /** The reschedule fee's payment, when the move cost one. */
    paymentId: integer('payment_id').references(() => payments.id),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** Who asked: the customer's or the guest's user type. */
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => userTypes.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByCompanyUserId: integer('decided_by_company_user_id').references(() => companyUsers.id),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('move_requests_ticket_idx').on(t.ticketId),
    uniqueIndex('move_requests_pending_uq').on(t.ticketId).where(sql`${t.status} = 'pending'`),
    check('move_requests_status_ck', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
  ],
);

/** An extra charge a company adds to a ticket; the customer pays or declines it. */
export const openCharges = pgTable(
  'open_charges',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    priceCents: integer('price_cents').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(0),
    status: text('status', { enum: ['pending', 'paid', 'declined'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('open_charges_ticket_idx').on(t.ticketId),
    check('open_charges_money_ck', sql`${t.priceCents} > 0 and ${t.durationMinutes} >= 0`),
    check('open_charges_status_ck', sql`${t.status} in ('pending', 'paid', 'declined')`),
  ],
);

// ---------------------------------------------------------------- quotes, invoices, tips (issue 50, decision 0039)

/**
 * A company's quote on a ticket (a confirmed estimate request, a Scheduled or In Progress job): its revisions hold
 * what it offers; the customer reads the one sent. At most one open (draft, sent, viewed) per ticket; approved quotes
 * add up. Its status changes are history notes, not ticket moves; only its approval moves the ticket.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** Denormalised from the ticket for the company's list. */
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('draft'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The owner's first read of the sent quote. */
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** Approved or declined. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    /** The company reminded once of a quote unanswered, then once of one expiring the next day (claimed, then sent). */
    remindedUnansweredAt: timestamp('reminded_unanswered_at', { withTimezone: true }),
    remindedExpiryAt: timestamp('reminded_expiry_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quotes_ticket_idx').on(t.ticketId),
    index('quotes_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('quotes_open_uq').on(t.ticketId).where(sql`${t.status} in ('draft', 'sent', 'viewed')`),
    check('quotes_status_ck', sql.raw(`status in (${QUOTE_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
  ],
);

/**
 * What a quote offers, revision by revision: the company edits a draft; a sent revision is never updated, and sending
 * the next draft supersedes it in the same transaction. The customer reads the one sent (`quote_revisions_live_uq`).
 */
export const quoteRevisions = pgTable(
  'quote_revisions',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    /** 1, 2…: the quote's revisions in order. */
    revision: integer('revision').notNull(),
    status: text('status', { enum: ['draft', 'sent', 'superseded'] })
      .notNull()
      .default('draft'),
    terms: text('terms').notNull().default(''),
    /** The last valley day the customer may approve it. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    depositKind: text('deposit_kind', { enum: ['none', 'percent', 'amount'] })
      .notNull()
      .default('none'),
    depositPercent: numeric('deposit_percent', { precision: 5, scale: 2, mode: 'number' }),
    depositCents: integer('deposit_cents'),
    /** UpKeep's booking fee the quote adds, frozen at sending: the flat fee on an estimate's ticket, else 0. */
    feeCents: integer('fee_cents').notNull().default(0),
    /** The company's proposed start, taken when the customer picks no time of their own. */
    proposedAt: timestamp('proposed_at', { withTimezone: true }),
    writtenBy: integer('written_by').references(() => companyUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quote_revisions_quote_revision_uq').on(t.quoteId, t.revision),
    uniqueIndex('quote_revisions_live_uq').on(t.quoteId).where(sql`${t.status} = 'sent'`),
    uniqueIndex('quote_revisions_draft_uq').on(t.quoteId).where(sql`${t.status} = 'draft'`),
    check('quote_revisions_status_ck', sql`${t.status} in ('draft', 'sent', 'superseded')`),
    check('quote_revisions_revision_ck', sql`${t.revision} > 0`),
    check('quote_revisions_fee_ck', sql`${t.feeCents} >= 0`),
    check(
      'quote_revisions_deposit_ck',
      // A null compared is unknown, which a check lets through: each branch says which of the two is set.
      sql`(${t.depositKind} = 'none' and ${t.depositPercent} is null and ${t.depositCents} is null)
        or (${t.depositKind} = 'percent' and ${t.depositPercent} is not null and ${t.depositPercent} > 0
          and ${t.depositPercent} <= 100 and ${t.depositCents} is null)
        or (${t.depositKind} = 'amount' and ${t.depositCents} is not null and ${t.depositCents} > 0
          and ${t.depositPercent} is null)`,
    ),
  ],
);

/** One of a revision's 1 to 3 options: its title and the work's time in the calendar. */
export const quoteOptions = pgTable(
  'quote_options',
  {
    id: serial('id').primaryKey(),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => quoteRevisions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
  },
  (t) => [
    uniqueIndex('quote_options_position_uq').on(t.revisionId, t.position),
    check('quote_options_position_ck', sql`${t.position} between 1 and 3`),
    check('quote_options_duration_ck', sql`${t.durationMinutes} > 0`),
  ],
);

/**
 * A line of an option, or an add-on the customer may tick: a whole quantity at a unit price (its total is computed,
 * not stored). `feature_value_id`: the price-list value whose name and price were copied.
 */
export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    optionId: integer('option_id')
      .notNull()
      .references(() => quoteOptions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addOn: boolean('add_on').notNull().default(false),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(1),
    unitPriceCents: integer('unit_price_cents').notNull(),
    featureValueId: integer('feature_value_id').references(() => featureValues.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('quote_lines_position_uq').on(t.optionId, t.position),
    check('quote_lines_position_ck', sql`${t.position} > 0`),
    check('quote_lines_money_ck', sql`${t.quantity} > 0 and ${t.unitPriceCents} >= 0`),
  ],
);

/** The job's photos a revision shows: a photo a sent quote shows cannot be deleted (the foreign key refuses). */
export const quotePhotos = pgTable(
  'quote_photos',
  {
    revisionId: integer('revision_id')
      .notNull()
      .references(() => quoteRevisions.id, { onDelete: 'cascade' }),
    jobPhotoId: integer('job_photo_id')
      .notNull()
      .references(() => jobPhotos.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.revisionId, t.jobPhotoId] })],
);

/**
 * The customer's signed approval of a revision's option and add-ons, with its figures frozen. With a deposit it waits
 * (`awaiting_deposit`) until the deposit is paid; approving again meanwhile abandons it. One approved per quote.
 */
export const quoteApprovals = pgTable(
  'quote_approvals',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    revisionId: integer('revision_id')
      .notNull()
      .references(() => quoteRevisions.id),
    optionId: integer('option_id')
      .notNull()
      .references(() => quoteOptions.id),
    /** The add-on lines ticked (quote_lines ids of the option). */
    addOnLineIds: jsonb('add_on_line_ids').$type<number[]>().notNull().default([]),
    status: text('status', { enum: ['awaiting_deposit', 'approved', 'abandoned'] }).notNull(),
    signedName: text('signed_name').notNull(),
    /** The signer's user type (customer or guest). */
    signedAs: integer('signed_as')
      .notNull()
      .references(() => userTypes.id),
    customerId: integer('customer_id').references(() => customers.id),
    guestId: uuid('guest_id').references(() => guestSessions.id),
    clientAddress: text('client_address'),
    userAgent: text('user_agent'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull(),
    scheduleId: integer('schedule_id').references(() => companySchedules.id),
    durationMinutes: integer('duration_minutes').notNull(),
    priceCents: integer('price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The saved card the invoice's balance is charged to at completion. */
    balanceCardId: integer('balance_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
  },
  (t) => [
    index('quote_approvals_quote_idx').on(t.quoteId),
    uniqueIndex('quote_approvals_approved_uq').on(t.quoteId).where(sql`${t.status} = 'approved'`),
    check('quote_approvals_status_ck', sql`${t.status} in ('awaiting_deposit', 'approved', 'abandoned')`),
    check('quote_approvals_signer_ck', sql`${t.customerId} is not null or ${t.guestId} is not null`),
    check('quote_approvals_duration_ck', sql`${t.durationMinutes} > 0`),
    check(
      'quote_approvals_money_ck',
      sql`${t.priceCents} >= 0 and ${t.feeCents} >= 0 and ${t.depositCents} >= 0 and ${t.totalCents} >= 0 and ${t.depositCents} <= ${t.totalCents}`,
    ),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    openChargeId: integer('open_charge_id').references(() => openCharges.id),
    /** A deposit's approval (purpose `deposit`). */
    quoteApprovalId: integer('quote_approval_id').references(() => quoteApprovals.id),
    /** An invoice's balance (purpose `invoice`). */
    invoiceId: integer('invoice_id').references((): AnyPgColumn => invoices.id),
    purpose: text('purpose', { enum: PAYMENT_PURPOSES }).notNull(),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerIntentId: text('provider_intent_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** The ledger's word on the money (modules/money/payments/statuses.ts); checked by the database. */
    status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
    /** Given back so far; never more than the amount. All of it given back makes the status 'refunded'. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_ticket_idx').on(t.ticketId),
    // One booking payment per ticket and one payment per open charge: a retry finds the existing intent.
    uniqueIndex('payments_booking_uq').on(t.ticketId).where(sql`${t.purpose} = 'booking'`),
    uniqueIndex('payments_open_charge_uq').on(t.openChargeId).where(sql`${t.purpose} = 'open_charge'`),
    // One deposit payment per approval, one per invoice, one tip per ticket (decision 0039).
    uniqueIndex('payments_deposit_uq').on(t.quoteApprovalId).where(sql`${t.purpose} = 'deposit'`),
    uniqueIndex('payments_invoice_uq').on(t.invoiceId).where(sql`${t.purpose} = 'invoice'`),
    uniqueIndex('payments_tip_uq').on(t.ticketId).where(sql`${t.purpose} = 'tip'`),
    check('payments_money_ck', sql`${t.amountCents} > 0`),
    check(
      'payments_purpose_ck',
      sql.raw(`purpose in (${PAYMENT_PURPOSES.map((purpose) => `'${purpose}'`).join(', ')})`),
    ),
    check('payments_status_ck', sql.raw(`status in (${PAYMENT_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    check('payments_refund_ck', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.amountCents}`),
  ],
);

/**
 * A job's invoice (decision 0039), issued at completion of a ticket with an approved quote: its figures frozen then,
 * the balance (the order less the order payments kept) charged to the approval's saved card or paid from the link.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('open'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    servicesCents: integer('services_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    depositCents: integer('deposit_cents').notNull().default(0),
    paidCents: integer('paid_cents').notNull().default(0),
    balanceCents: integer('balance_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The customer reminded once 3 days after issue, once 7 (claimed, then sent). */
    reminded3At: timestamp('reminded_3_at', { withTimezone: true }),
    reminded7At: timestamp('reminded_7_at', { withTimezone: true }),
    /** The saved card's decline, kept (not retried): the customer pays from the link. */
    chargeError: text('charge_error'),
  },
  (t) => [
    check('invoices_status_ck', sql.raw(`status in (${INVOICE_STATUSES.map((status) => `'${status}'`).join(', ')})`)),
    check(
      'invoices_money_ck',
      sql`${t.servicesCents} >= 0 and ${t.feeCents} >= 0 and ${t.depositCents} >= 0 and ${t.paidCents} >= 0 and ${t.balanceCents} >= 0`,
    ),
  ],
);

/**
 * A customer's tip on a Completed job (decision 0039), once per ticket: the whole amount goes to the company (no
 * commission), credited to the crew that did the job.
 */
export const tips = pgTable(
  'tips',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .unique()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The ticket's crew when tipped. */
    crewId: integer('crew_id').references(() => crews.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    /** The percent chosen (TIP_PERCENTS), or null for an amount typed. */
    percent: numeric('percent', { precision: 5, scale: 2, mode: 'number' }),
    paymentId: integer('payment_id')
      .unique()
      .references(() => payments.id),
    status: text('status', { enum: ['pending', 'paid'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('tips_company_idx').on(t.companyId, t.createdAt),
    check('tips_money_ck', sql`${t.amountCents} > 0`),
    check('tips_percent_ck', sql.raw(`percent is null or percent in (${TIP_PERCENTS.join(', ')})`)),
    check('tips_status_ck', sql`${t.status} in ('pending', 'paid')`),
  ],
);

/**
 * A refund staff gave on a ticket, once per Idempotency-Key: a retry with the same key finds this row and
 * answers as the first call did, refunding nothing more.
 */
export const staffRefunds = pgTable(
  'staff_refunds',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    /** Who bears the refund: the company (its earnings fall) or UpKeep (a goodwill refund). */
    borneBy: text('borne_by', { enum: ['company', 'upkeep'] })
      .notNull()
      .default('company'),
    /** SHA-256 of the whole request the key was first used with: the same key with another body answers 409. */
    requestHash: text('request_hash'),
    /** The answer the first call gave (replayed to retries). */
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    index('staff_refunds_ticket_idx').on(t.ticketId),
    check('staff_refunds_money_ck', sql`${t.amountCents} > 0`),
    check('staff_refunds_borne_by_ck', sql`${t.borneBy} in ('company', 'upkeep')`),
  ],
);

/**
 * A change to a company's earnings after the job's month: a refund the company bears or an extra charge
 * declined after completion. Negative, in the valley month it happens (`created_at`); a past month's
 * statement never changes.
 */
export const earningsAdjustments = pgTable(
  'earnings_adjustments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    kind: text('kind', { enum: ['refund', 'declined_charge'] }).notNull(),
    /** Negative: what the company's earnings lose (its share of the money, after UpKeep's commission). */
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('earnings_adjustments_company_idx').on(t.companyId, t.createdAt),
    index('earnings_adjustments_ticket_idx').on(t.ticketId),
    check('earnings_adjustments_kind_ck', sql`${t.kind} in ('refund', 'declined_charge')`),
    check('earnings_adjustments_money_ck', sql`${t.amountCents} < 0`),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .references(() => tickets.id)
      .unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    customerId: integer('customer_id').references(() => customers.id),
    /** The name shown on public reviews (userName). */
    userName: text('user_name').notNull(),
    companyScore: smallint('company_score').notNull(),
    companyComment: text('company_comment').notNull().default(''),
    upKeepScore: smallint('upkeep_score').notNull(),
    upKeepComment: text('upkeep_comment').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(true),
    /** The company's one public reply, shown under the review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    /** Hidden by staff (with a reason): left out of public reviews and of the company's average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    /** The reviewer reported the company's reply as abusive; staff see reported replies. */
    replyReportedAt: timestamp('reply_reported_at', { withTimezone: true }),
    replyReportReason: text('reply_report_reason'),
    /** Staff hid the company's reply (it is no longer shown). */
    replyHiddenAt: timestamp('reply_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_company_idx').on(t.companyId),
    check('reviews_company_score_ck', sql`${t.companyScore} between 1 and 5`),
    check('reviews_upkeep_score_ck', sql`${t.upKeepScore} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------- content

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  brief: text('brief').notNull(),
  imageUrl: text('image_url').notNull(),
  createdAt: createdAt(),
});

export const blogSections = pgTable(
  'blog_sections',
  {
    id: serial('id').primaryKey(),
    blogId: integer('blog_id')
      .notNull()
      .references(() => blogs.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
  },
  (t) => [uniqueIndex('blog_sections_order_uq').on(t.blogId, t.sortOrder)],
);

/** Configurable values the specs leave to us (the ticket fee, the reschedule fee policy), as data. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  description: text('description').notNull().default(''),
});

// ---------------------------------------------------------------- inbox (public forms)

/** A landing-page lead (POST /customer/leads). */
export const leads = pgTable('leads', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number'),
  wishedService: text('wished_service').notNull(),
  origin: text('origin').notNull(),
  isExclusiveLead: boolean('is_exclusive_lead').notNull().default(false),
  createdAt: createdAt(),
});

/** A message to one company from the companies screen (POST /customer/leads/service). */
export const serviceLeads = pgTable('service_leads', {
  id: serial('id').primaryKey(),
  companyServiceId: integer('company_service_id')
    .notNull()
    .references(() => companyServices.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phoneNumber: text('phone_number').notNull(),
  zipCode: text('zip_code').notNull(),
  message: text('message').notNull(),
  registeredDate: timestamp('registered_date', { withTimezone: true }).notNull().defaultNow(),
  /** When the company marked the message handled (null: still to answer). */
  handledAt: timestamp('handled_at', { withTimezone: true }),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

export const partnerRequests = pgTable(
  'partner_requests',
  {
    id: serial('id').primaryKey(),
    companyName: text('company_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    services: text('services').notNull(),
    isInsured: boolean('is_insured').notNull(),
    isLicensed: boolean('is_licensed').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipCode: text('zip_code').notNull(),
    /** new, approved (the company and its owner's invitation were created) or declined (with a reason). */
    status: text('status').notNull().default('new'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => staffUsers.id),
    companyId: integer('company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [check('partner_requests_status_ck', sql`${t.status} in ('new', 'approved', 'declined')`)],
);

export const optOutRequests = pgTable('optout_requests', {
  id: serial('id').primaryKey(),
  companyName: text('company_name').notNull(),
  name: text('name').notNull(),
  phoneNumber: text('phone_number').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  /** Confirmed by staff: from then on the outbox sends nothing to this e-mail and phone (contact_suppressions). */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  confirmedBy: integer('confirmed_by').references(() => staffUsers.id),
  createdAt: createdAt(),
});

/** INBOX_KINDS of the contract: where each kind of inbox message is stored. */
export const INBOX_SOURCE_KINDS = ['contact', 'lead', 'company-lead', 'optout', 'partner'] as const;

/**
 * The staff inbox's state of a message (of any kind: `kind` and `source_id` name its row). A message without
 * a row here is new and unassigned.
 */
export const inboxThreads = pgTable(
  'inbox_threads',
  {
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    state: text('state').notNull().default('new'),
    assignedTo: integer('assigned_to').references(() => staffUsers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.sourceId] }),
    check('inbox_threads_kind_ck', sql`${t.kind} in ('contact', 'lead', 'company-lead', 'optout', 'partner')`),
    check('inbox_threads_state_ck', sql`${t.state} in ('new', 'in_progress', 'done')`),
  ],
);

/** Staff's internal notes on an inbox message, and the replies mailed to its sender. */
export const inboxEntries = pgTable(
  'inbox_entries',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    sourceId: integer('source_id').notNull(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** 'note' (internal) or 'reply' (mailed to the sender through the outbox). */
    type: text('type').notNull(),
    body: text('body').notNull(),
    outboxId: integer('outbox_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbox_entries_source_idx').on(t.kind, t.sourceId, t.createdAt),
    check('inbox_entries_type_ck', sql`${t.type} in ('note', 'reply')`),
  ],
);

/**
 * Addresses the product never writes to: a confirmed opt-out's e-mail and phone (E.164). The outbox checks
 * every message against it; the opt-out request is the proof.
 */
export const contactSuppressions = pgTable(
  'contact_suppressions',
  {
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    /** Lower-cased e-mail, or E.164 phone number. */
    recipient: text('recipient').notNull(),
    optOutRequestId: integer('optout_request_id').references(() => optOutRequests.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.recipient] })],
);

/** Each provider event (a Stripe webhook delivery) is recorded once: a duplicate is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  providerIntentId: text('provider_intent_id'),
  receivedAt: createdAt(),
});

/**
 * The sandbox payment provider's PaymentIntents (the offline default, modelled on Stripe's): the browser
 * confirms them with a test card through the sandbox endpoint, the server retrieves them to validate.
 */
export const sandboxIntents = pgTable(
  'sandbox_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').notNull(),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    cardLast4: text('card_last4'),
    metadata: jsonb('metadata').notNull().default({}),
    idempotencyKey: text('idempotency_key').unique(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('sandbox_intents_money_ck', sql`${t.amountCents} > 0 and ${t.refundedCents} >= 0`)],
);

/** The sandbox's SetupIntents (Stripe's model): a card confirmed for later use, 3-D Secure at setup included. */
export const sandboxSetupIntents = pgTable('sandbox_setup_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull(),
  customerId: text('customer_id').notNull(),
  status: text('status').notNull(),
  paymentMethodId: text('payment_method_id'),
  lastErrorCode: text('last_error_code'),
  lastErrorMessage: text('last_error_message'),
  metadata: jsonb('metadata').notNull().default({}),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

/**
 * The sandbox's payment methods: what Stripe keeps of a test card (brand, last four digits, expiry) and how its
 * test card behaves when charged (3-D Secure asked every time; a decline code).
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  /** The customer it is attached to; null once detached. */
  customerId: text('customer_id'),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** 4000 0027 6000 3184: the bank asks to authenticate every payment, off session ones fail. */
  alwaysAuthenticate: boolean('always_authenticate').notNull().default(false),
  /** A card that is saved but declines its charges (4000 0000 0000 0341: card_declined). */
  declineCode: text('decline_code'),
  createdAt: createdAt(),
});

/**
 * A payout schedule (Stripe's `settings.payouts.schedule`): the interval, the weekday of a weekly one, the day of
 * a monthly one; weekly on Mondays at first.
 */
const payoutScheduleColumns = () => ({
  payoutInterval: text('payout_interval', { enum: ['daily', 'weekly', 'monthly'] })
    .notNull()
    .default('weekly'),
  payoutWeeklyAnchor: text('payout_weekly_anchor').notNull().default('monday'),
  payoutMonthlyAnchor: integer('payout_monthly_anchor').notNull().default(1),
});

/**
 * A company's connected account at the payment provider (Stripe Connect, Express; or the sandbox's model of it),
 * where its share of each completed job is transferred (issue 28). The provider's word on it, kept as the last
 * `account.updated` event (or a retrieval) said: whether payouts are enabled, what is still required, the bank.
 */
export const payoutAccounts = pgTable('payout_accounts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
  accountId: text('account_id').notNull().unique(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  currentlyDue: text('currently_due').array().notNull().default(sql`'{}'::text[]`),
  pastDue: text('past_due').array().notNull().default(sql`'{}'::text[]`),
  disabledReason: text('disabled_reason'),
  bankLast4: text('bank_last4'),
  /** The account's payout schedule as the provider keeps it: the owner's setting. */
  ...payoutScheduleColumns(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The company's share of what customers paid, transferred to its connected account (issue 28): one transfer per
 * completed job (its earnings' net at completion), one per extra charge paid after completion and one per
 * cancellation fee kept for it (a customer's late cancellation, issue 46: the fee less the commission); one per invoice
 * paid after completion and one per tip, whole (decision 0039). Written by the
 * ledger (modules/money/payments/transfers.ts) as `pending` in the transaction of its cause, sent by the job queue
 * once the company can be paid out (an idempotency key per transfer: sent once, whatever is retried).
 */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    /** The payment whose charge funds it (Stripe's `source_transaction`); null when none covers it. */
    paymentId: integer('payment_id').references(() => payments.id),
    kind: text('kind', { enum: ['completion', 'late_charge', 'cancellation_fee', 'invoice', 'tip'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** Taken back from the company (a refund it bears after the transfer); never more than the amount. */
    reversedCents: integer('reversed_cents').notNull().default(0),
    /**
     * Kept from this transfer for what the company owes (company_debts), decided once when it is first sent
     * (null until then): the provider's transfer is the amount less reversed and withheld.
     */
    withheldCents: integer('withheld_cents'),
    /** The payout to the bank its money went out in (the oldest sent transfers first, up to the payout's amount). */
    payoutId: integer('payout_id').references((): AnyPgColumn => payouts.id),
    status: text('status', { enum: ['pending', 'sent'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }),
    providerTransferId: text('provider_transfer_id').unique(),
    destination: text('destination'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('transfers_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('transfers_completion_uq').on(t.ticketId).where(sql`${t.kind} = 'completion'`),
    uniqueIndex('transfers_late_charge_uq').on(t.paymentId).where(sql`${t.kind} = 'late_charge'`),
    uniqueIndex('transfers_cancellation_fee_uq').on(t.ticketId).where(sql`${t.kind} = 'cancellation_fee'`),
    uniqueIndex('transfers_invoice_uq').on(t.paymentId).where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('transfers_tip_uq').on(t.paymentId).where(sql`${t.kind} = 'tip'`),
    check('transfers_money_ck', sql`${t.amountCents} > 0 and ${t.reversedCents} between 0 and ${t.amountCents}`),
    check(
      'transfers_withheld_ck',
      sql`${t.withheldCents} is null or (${t.withheldCents} >= 0 and ${t.reversedCents} + ${t.withheldCents} <= ${t.amountCents})`,
    ),
  ],
);

/**
 * What a refund the company bears after its transfer takes back of it (Stripe's transfer reversal): written
 * pending with its job in the refund's transaction, sent once (idempotency key `reversal-{id}`).
 */
export const transferReversals = pgTable('transfer_reversals', {
  id: serial('id').primaryKey(),
  transferId: integer('transfer_id')
    .notNull()
    .references(() => transfers.id),
  amountCents: integer('amount_cents').notNull(),
  reason: text('reason').notNull().default(''),
  /** `uncovered`: the company's balance could not cover it; what it owes is a company_debts row. */
  status: text('status', { enum: ['pending', 'sent', 'uncovered'] })
    .notNull()
    .default('pending'),
  providerReversalId: text('provider_reversal_id').unique(),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * Payouts from a company's connected account to its bank (issue 28), as the provider's events report them
 * (`payout.created`, `payout.paid`, `payout.failed`): the ledger's record of money that left for the bank.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    providerPayoutId: text('provider_payout_id').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['in_transit', 'paid', 'failed'] }).notNull(),
    arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payouts_company_idx').on(t.companyId, t.createdAt)],
);

/**
 * What a company owes UpKeep (issue 28): a refund it bore after its transfer that neither the ticket's transfers
 * nor its payout account's balance could cover. Taken from its next transfers (debt_settlements), oldest first.
 */
export const companyDebts = pgTable(
  'company_debts',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id),
    /** The reversal the balance could not cover (null: no transfer of the ticket was left to take it from). */
    reversalId: integer('reversal_id')
      .references(() => transferReversals.id)
      .unique(),
    amountCents: integer('amount_cents').notNull(),
    settledCents: integer('settled_cents').notNull().default(0),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('company_debts_company_idx').on(t.companyId, t.id),
    check('company_debts_money_ck', sql`${t.amountCents} > 0 and ${t.settledCents} between 0 and ${t.amountCents}`),
  ],
);

/** What of a company's debt a transfer kept (the transfer's `withheld_cents`, debt by debt). */
export const debtSettlements = pgTable(
  'debt_settlements',
  {
    id: serial('id').primaryKey(),
    debtId: integer('debt_id')
      .notNull()
      .references(() => companyDebts.id),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('debt_settlements_transfer_idx').on(t.transferId),
    check('debt_settlements_money_ck', sql`${t.amountCents} > 0`),
  ],
);

/** The sandbox's transfers to connected accounts (Stripe's Transfer objects, offline). */
export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: text('id').primaryKey(),
  destination: text('destination').notNull(),
  amountCents: integer('amount_cents').notNull(),
  transferGroup: text('transfer_group'),
  sourceTransaction: text('source_transaction'),
  idempotencyKey: text('idempotency_key').unique(),
  metadata: jsonb('metadata').notNull().default({}),
  reversedCents: integer('reversed_cents').notNull().default(0),
  /** When the sandbox sent its `transfer.created` event (null: at its next run). */
  announcedAt: timestamp('announced_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * The sandbox's payouts to the connected accounts' banks: weekly, of the available balance; in transit a day,
 * then paid, or failed with the test bank number's code.
 */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  accountId: text('account_id')
    .notNull()
    .references(() => sandboxConnectAccounts.id),
  amountCents: integer('amount_cents').notNull(),
  status: text('status', { enum: ['in_transit', 'paid', 'failed'] }).notNull(),
  failureCode: text('failure_code'),
  arrivalAt: timestamp('arrival_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** The sandbox's transfer reversals, once per idempotency key. */
export const sandboxTransferReversals = pgTable('sandbox_transfer_reversals', {
  id: text('id').primaryKey(),
  transferId: text('transfer_id')
    .notNull()
    .references(() => sandboxTransfers.id),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

/**
 * UpKeep's hold on a company's payouts (issue 28, the console): its transfers wait while held, with the staff
 * member's reason; released, what waited goes out. A suspended company's payouts are held without a row here.
 */
export const payoutHolds = pgTable('payout_holds', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id),
  reason: text('reason').notNull(),
  staffUserId: integer('staff_user_id').notNull(),
  heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
});

/**
 * The sandbox's connected accounts (Stripe Connect's Express accounts, offline): requirements that empty as
 * onboarding is completed, and the test bank account's outcome for payouts (`ok`, `no_account`,
 * `insufficient_funds`); only the last four digits of the number are kept.
 */
export const sandboxConnectAccounts = pgTable('sandbox_connect_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  businessName: text('business_name').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  metadata: jsonb('metadata').notNull().default({}),
  businessType: text('business_type'),
  representativeName: text('representative_name'),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  currentlyDue: text('currently_due').array().notNull(),
  pastDue: text('past_due').array().notNull(),
  disabledReason: text('disabled_reason'),
  bankLast4: text('bank_last4'),
  bankOutcome: text('bank_outcome'),
  ...payoutScheduleColumns(),
  tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** The sandbox's account links: single-use, expiring (Stripe's last a few minutes); only the token's hash is kept. */
export const sandboxAccountLinks = pgTable(
  'sandbox_account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => sandboxConnectAccounts.id),
    refreshUrl: text('refresh_url').notNull(),
    returnUrl: text('return_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_account_links_account_idx').on(t.accountId)],
);

// ---------------------------------------------------------------- notifications

/** A file sent with an e-mail: text content (a calendar event), with its name and MIME type. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/**
 * The notification outbox: a message is written here in the same transaction as the change that causes
 * it with its delivery job (the job queue's `deliver-message`), and a worker delivers it, retried with backoff.
 */
export const notificationOutbox = pgTable(
  'notification_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    html: text('html'),
    /** Files sent with an e-mail (a visit's `.ics`): name, type and text content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'suppressed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** What caused the message, where limits count it (e.g. 'guest-booking': texts a guest's booking sends). */
    topic: text('topic'),
    /** The ticket the message is about, where there is one (the staff console shows a ticket's messages). */
    ticketId: integer('ticket_id'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('notification_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('notification_outbox_recipient_idx').on(t.channel, t.recipient, t.createdAt),
    check('notification_outbox_channel_ck', sql`${t.channel} in ('email', 'sms')`),
    check('notification_outbox_status_ck', sql`${t.status} in ('pending', 'sent', 'failed', 'suppressed')`),
    index('notification_outbox_ticket_idx').on(t.ticketId),
  ],
);

/**
 * Photos of a job (issue 29): taken by its crew before and after the work, re-encoded as WebP without their
 * metadata (locations included), shown to the company and to the ticket's customer only.
 */
export const jobPhotos = pgTable(
  'job_photos',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** 'before' or 'after' the work. */
    kind: text('kind').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: integer('uploaded_by').references(() => companyUsers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('job_photos_ticket_idx').on(t.ticketId),
    check('job_photos_kind_ck', sql`${t.kind} in ('before', 'after')`),
  ],
);

/**
 * A company's gallery on its page (issue 32): photos of its work it chose to show, each either one of its jobs'
 * photos (`job_photo_id`: the bytes stay the job's) or a file it uploaded (re-encoded, `bytes`), in its order.
 */
export const companyGalleryPhotos = pgTable(
  'company_gallery_photos',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    jobPhotoId: integer('job_photo_id').references(() => jobPhotos.id, { onDelete: 'cascade' }),
    contentType: text('content_type'),
    bytes: bytea('bytes'),
    caption: text('caption').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_gallery_photos_company_idx').on(t.companyId, t.position),
    uniqueIndex('company_gallery_photos_job_photo_uq').on(t.companyId, t.jobPhotoId),
    check(
      'company_gallery_photos_source_ck',
      sql`(${t.jobPhotoId} is null) = (${t.bytes} is not null) and (${t.bytes} is null) = (${t.contentType} is null)`,
    ),
  ],
);

/**
 * A ticket's customer's answer to showing its job's photos on the company's public page (issue 32, decision
 * 0028's "Consent"): `asked` when the company first added one of them to its gallery (the customer was mailed
 * once, then), `allowed` or `declined` once the customer (or the guest of the ticket's link) answered; they may
 * change it at any time. No row: never asked. A job photo is public only while its ticket's row is `allowed`.
 */
export const ticketPhotoConsents = pgTable(
  'ticket_photo_consents',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    state: text('state', { enum: ['asked', 'allowed', 'declined'] }).notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ticket_photo_consents_state_ck', sql`${t.state} in ('asked', 'allowed', 'declined')`),
    // Answered exactly when allowed or declined.
    check('ticket_photo_consents_answer_ck', sql`(${t.state} = 'asked') = (${t.answeredAt} is null)`),
  ],
);

/**
 * Conversations (issue 30): one per ticket between its customer (or guest), the company's users and UpKeep's
 * staff; or, before a booking, a question a visitor sent a company from the offers (`ticket_id` null until they
 * book it). Each side's reading is the last message id it has read; a reminder of unread messages goes to a
 * side at most once an hour.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    ticketId: integer('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    /** Before a booking: the signed-in customer who asked, or the visitor's name and e-mail. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    askerName: text('asker_name'),
    askerEmail: text('asker_email'),
    /** The company's service asked about (a question before booking: what the company's list shows). */
    companyServiceId: integer('company_service_id').references(() => companyServices.id, { onDelete: 'set null' }),
    /** Before a booking, a visitor without an account reads the answers by a private link (only its hash kept). */
    accessTokenHash: text('access_token_hash'),
    customerReadUpTo: integer('customer_read_up_to').notNull().default(0),
    companyReadUpTo: integer('company_read_up_to').notNull().default(0),
    customerRemindedAt: timestamp('customer_reminded_at', { withTimezone: true }),
    companyRemindedAt: timestamp('company_reminded_at', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /**
     * The language a question was asked in (issue 49): what is sent to its asker follows it (a signed-in customer's
     * Spanish account too). A ticket's conversation follows the ticket's customer instead.
     */
    locale: text('locale').$type<Locale>().notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    check('conversations_locale_ck', sql`${t.locale} in ('en', 'es')`),
    uniqueIndex('conversations_ticket_uq').on(t.ticketId),
    uniqueIndex('conversations_access_uq').on(t.accessTokenHash),
    index('conversations_company_idx').on(t.companyId, t.lastMessageAt),
    index('conversations_customer_idx').on(t.customerId),
  ],
);

/** A message of a conversation: plain text (at most 2,000 characters); UpKeep's staff may hide one (audited). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    /** 'customer', 'company' or 'staff'. */
    authorKind: text('author_kind').notNull(),
    authorName: text('author_name').notNull(),
    companyUserId: integer('company_user_id').references(() => companyUsers.id, { onDelete: 'set null' }),
    staffUserId: integer('staff_user_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.id),
    check('messages_author_kind_ck', sql`${t.authorKind} in ('customer', 'company', 'staff')`),
    check('messages_body_ck', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/** A message reported by one of its conversation's sides, for UpKeep's staff to look at. */
export const messageReports = pgTable(
  'message_reports',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    reporterKind: text('reporter_kind').notNull(),
    reason: text('reason').notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('message_reports_open_idx').on(t.resolvedAt, t.id)],
);

/**
 * Photos of a conversation's messages (issue 30): uploaded first (the message not written yet), then attached to
 * the message that carries them (at most 5); re-encoded without metadata; shown to the conversation's members only.
 */
export const messagePhotos = pgTable(
  'message_photos',
  {
    id: serial('id').primaryKey(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    messageId: integer('message_id').references(() => messages.id, { onDelete: 'cascade' }),
    /** The side that uploaded it: only that side attaches it. */
    side: text('side').notNull(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('message_photos_conversation_idx').on(t.conversationId, t.messageId),
    check('message_photos_side_ck', sql`${t.side} in ('customer', 'company', 'staff')`),
  ],
);

/**
 * A plan (issue 31): a customer's regular service with one company, every 1, 2 or 4 weeks on a weekday at a valley
 * time (its RFC 5545 rule kept as written), its visits tickets generated PLAN_WEEKS_AHEAD ahead, each charged to
 * the saved card PLAN_CHARGE_HOURS_BEFORE it. The first visit is the booking the plan was started from.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    companyServiceId: integer('company_service_id')
      .notNull()
      .references(() => companyServices.id),
    /** The booking the plan started from: its first visit, and the model of every other. */
    firstTicketId: integer('first_ticket_id').notNull(),
    intervalWeeks: integer('interval_weeks').notNull(),
    /** `DTSTART;TZID=America/Los_Angeles:…` and `RRULE:FREQ=WEEKLY;INTERVAL=…;BYDAY=…`. */
    rule: text('rule').notNull(),
    firstDate: date('first_date').notNull(),
    /** The valley time of each visit, HH:MM. */
    startTime: text('start_time').notNull(),
    /** A visit's price before the plan discount, and the discount (percent) when the plan started. */
    visitPriceCents: integer('visit_price_cents').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    savedCardId: integer('saved_card_id').references(() => savedCards.id, { onDelete: 'set null' }),
    /** pending (the company has not confirmed it), active, paused, cancelled. */
    status: text('status').notNull().default('pending'),
    /** Visits exist up to this date (inclusive). */
    generatedThrough: date('generated_through').notNull(),
    /** The first visit's answers (its price list's lines): the plan follows the company's prices with them. */
    answers: jsonb('answers').$type<BookingAnswers>(),
    /**
     * A price change the customer was told of (the company's new prices, before the plan discount): visits from
     * `nextPriceFrom` on cost `nextPriceCents`, PLAN_PRICE_NOTICE_DAYS after the notice.
     */
    nextPriceCents: integer('next_price_cents'),
    nextPriceFrom: date('next_price_from'),
    nextPriceLines: jsonb('next_price_lines').$type<BookingLine[]>(),
    /** A visit's lines at `visitPriceCents` once the plan followed a price change (null: the first visit's). */
    visitLines: jsonb('visit_lines').$type<BookingLine[]>(),
    /** The price list's version (`company_services.prices_version`) the plan last compared its price with. */
    pricesVersionSeen: integer('prices_version_seen').notNull().default(0),
    /** The customer asked to move every visit from `moveToDate` on to its weekday at `moveToTime`; the company decides. */
    moveToDate: date('move_to_date'),
    moveToTime: text('move_to_time'),
    moveRequestedAt: timestamp('move_requested_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('plans_customer_idx').on(t.customerId),
    index('plans_company_idx').on(t.companyId, t.status),
    uniqueIndex('plans_first_ticket_uq').on(t.firstTicketId),
    check('plans_interval_ck', sql`${t.intervalWeeks} in (1, 2, 4)`),
    check('plans_status_ck', sql`${t.status} in ('pending', 'active', 'paused', 'cancelled')`),
    check('plans_discount_ck', sql`${t.discountPercent} between 0 and 50`),
  ],
);

/**
 * A plan's visit on its date: the ticket that holds it (null when no start was free that day: the company is
 * told), skipped by the customer, and how its charge went (the charge itself is a payment of the ticket).
 */
export const planVisits = pgTable(
  'plan_visits',
  {
    id: serial('id').primaryKey(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    ticketId: integer('ticket_id').references(() => tickets.id),
    /**
     * upcoming, charging (its charge claimed, at `claimedAt`), charged, at_risk (the charge failed: the customer pays
     * by link), skipped, cancelled, unplaced.
     */
    state: text('state').notNull().default('upcoming'),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The charge's last failure, as the provider said it. */
    chargeError: text('charge_error'),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_visits_plan_date_uq').on(t.planId, t.date),
    index('plan_visits_state_idx').on(t.state, t.date),
    check(
      'plan_visits_state_ck',
      sql`${t.state} in ('upcoming', 'charging', 'charged', 'at_risk', 'skipped', 'cancelled', 'unplaced')`,
    ),
  ],
);

/**
 * A company user's or staff member's authenticator (issue 47): its secret sealed under the server's secret (lib/
 * totp.ts), confirmed by a first code, and the last 30-second step a code was taken for (a code works once).
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: serial('id').primaryKey(),
    realm: text('realm', { enum: ['company', 'staff'] }).notNull(),
    userId: integer('user_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('second_factors_user_uq').on(t.realm, t.userId),
    check('second_factors_realm_ck', sql`${t.realm} in ('company', 'staff')`),
  ],
);

/** The ten recovery codes of a user's second factor, as SHA-256; each works once. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    realm: text('realm', { enum: ['company', 'staff'] }).notNull(),
    userId: integer('user_id').notNull(),
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.realm, t.userId)],
);

/** The second step of a sign-in: a challenge (its SHA-256) the password answered, for 5 minutes and 5 codes. */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: serial('id').primaryKey(),
    realm: text('realm', { enum: ['company', 'staff'] }).notNull(),
    userId: integer('user_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * When each staff session (its token's id) was last used (issue 47): a console session unused for an hour asks for
 * the sign-in again, as one twelve hours old does (the token's own expiry). Kept until the token expires.
 */
export const staffSessionActivity = pgTable(
  'staff_session_activity',
  {
    jti: uuid('jti').primaryKey(),
    staffUserId: integer('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_session_activity_expires_idx').on(t.expiresAt)],
);

/**
 * A company user's or staff member's passkeys (WebAuthn, issue 47): several per user, each named by them. The
 * credential's id and COSE public key are kept as base64url; the signature counter refuses a cloned authenticator
 * whose count goes back.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    realm: text('realm', { enum: ['company', 'staff'] }).notNull(),
    userId: integer('user_id').notNull(),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    index('passkeys_user_idx').on(t.realm, t.userId),
    check('passkeys_realm_ck', sql`${t.realm} in ('company', 'staff')`),
  ],
);

/**
 * The challenges WebAuthn ceremonies sign (their SHA-256), each used once within 5 minutes: registering a passkey (its
 * user), a passwordless sign-in (no user yet) and the second step after a password (its sign-in's challenge).
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: serial('id').primaryKey(),
    realm: text('realm', { enum: ['company', 'staff'] }).notNull(),
    userId: integer('user_id'),
    purpose: text('purpose', { enum: ['register', 'sign-in', 'second-step'] }).notNull(),
    challengeHash: text('challenge_hash').notNull().unique(),
    mfaChallengeId: integer('mfa_challenge_id').references(() => mfaChallenges.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webauthn_challenges_expires_idx').on(t.expiresAt),
    check('webauthn_challenges_realm_ck', sql`${t.realm} in ('company', 'staff')`),
    check('webauthn_challenges_purpose_ck', sql`${t.purpose} in ('register', 'sign-in', 'second-step')`),
  ],
);
