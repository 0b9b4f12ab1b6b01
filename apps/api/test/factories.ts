/**
 * Factories: the rows a test needs, made by the test, with sensible defaults and any column overridden. The seed's
 * catalogue (services, questionnaires, zip codes, statuses) is reference data a test may use; its demo accounts,
 * companies, tickets and reviews are for people, and no test's assertion rests on them (decision 0020). Customers
 * register through the API where the test is about registering (`createCustomer`); elsewhere accounts, companies and
 * tickets are inserted directly through Drizzle and signed in through the API (`signedInCustomer`, `liveCompany`,
 * `companyMember`, `signedInStaff`).
 */
import {
  addDays,
  type Feature,
  type Offer,
  QUOTE_EXPIRY_DAYS,
  type QuoteDepositTerms,
  quoteLineCents,
  quoteTotals,
  required,
  ServiceId,
  TEST_CARDS,
  type TimeSlot,
  valleyToday,
} from '@upkeep/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  companies,
  companySchedules,
  companyServiceSubServices,
  companyServices,
  companyUsers,
  companyZipCodes,
  crews,
  customers,
  payments,
  priceListItems,
  quoteApprovals,
  quoteLines,
  quoteOptions,
  quoteRevisions,
  quotes,
  staffUsers,
  ticketHistory,
  ticketServices,
  tickets,
  zipCodes,
} from '../src/db/schema.ts';
import { TicketStatusId, UserTypeId } from '../src/db/seed/index.ts';
import { valuesOfService } from '../src/db/seed/questionnaires.ts';
import { subServicesOf } from '../src/db/seed/services.ts';
import { companyNameKey } from '../src/lib/company-name-key.ts';
import { hashPassword } from '../src/lib/password.ts';
import { insertFirstCrew } from '../src/modules/companies/crews/queries.ts';
import { ticketFeeCents } from '../src/modules/operations/settings/settings.ts';
import { TEST_NOW } from './fixed-time.ts';
import { bearer, type Client, send, signIn, signInAsGuest, signInCompanyUser, signInStaff } from './sign-in.ts';

/** A password that passes the strength check. */
export const STRONG_PASSWORD = 'Cactus-Flower-2026';

let strongPasswordHash: Promise<string> | undefined;
/**
 * The hash of STRONG_PASSWORD (argon2id, as the product writes it, so a sign-in has nothing to upgrade), made once per
 * worker and shared by the accounts the factories insert: hashing is most of the time an account takes to make.
 */
const hashOfStrongPassword = () => (strongPasswordHash ??= hashPassword(STRONG_PASSWORD));

let serial = 0;
/** A short suffix that makes names and e-mail addresses unique within a run. */
export const unique = () =>
  `${process.pid.toString(36)}${(++serial).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface SignUpFields {
  Name: string;
  Email: string;
  PhoneNumber: string;
  Password: string;
  Origin: string;
}

/**
 * Registers a customer through `POST /api/customer`, answering the response and, when it was accepted, the
 * token. Overrides may be invalid on purpose (the response then says why).
 */
export async function createCustomer(client: Client, overrides: Partial<Record<keyof SignUpFields, string>> = {}) {
  const fields: SignUpFields = {
    Name: 'Rosa Diaz',
    Email: `user-${unique()}@example.com`,
    PhoneNumber: '7025550100',
    Password: STRONG_PASSWORD,
    Origin: 'test',
    ...overrides,
  };
  const res = await send(client, { method: 'POST', url: '/api/customer', payload: fields });
  return {
    res,
    email: fields.Email,
    password: fields.Password,
    token: res.json().data?.token as string,
  };
}

/** A serviced zip code of the seed. */
async function servicedZip(db: Database): Promise<string> {
  const [zip] = await db
    .select({ code: zipCodes.code })
    .from(zipCodes)
    .where(eq(zipCodes.isServiced, true))
    .orderBy(asc(zipCodes.code))
    .limit(1);
  if (!zip) throw new Error('the seed has no serviced zip code');
  return zip.code;
}

/** A company (active, insured, licensed) in a serviced zip code. */
export async function createCompany(db: Database, overrides: Partial<typeof companies.$inferInsert> = {}) {
  const name = overrides.name ?? `Test Company ${unique()}`;
  const [company] = await db
    .insert(companies)
    .values({
      name,
      nameKey: companyNameKey(name),
      slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      logo: '/images/companies/placeholder.svg',
      address: '1 Test Way',
      city: 'Las Vegas',
      zipCode: overrides.zipCode ?? (await servicedZip(db)),
      phoneNumber: '7025550100',
      email: `company-${unique()}@example.com`,
      ...overrides,
    })
    .returning();
  if (!company) throw new Error('the company was not created');
  await insertFirstCrew(db, company.id);
  return company;
}

/**
 * A company user with a password (owner unless told; `invited`: without one yet), of a new company unless one
 * is given; answers the user's row, its company's id and the password to sign in with.
 */
export async function createCompanyUser(
  db: Database,
  options: {
    companyId?: number;
    role?: 'owner' | 'staff' | 'crew';
    /** A crew member's crew (required with role 'crew'). */
    crewId?: number;
    name?: string;
    email?: string;
    invited?: boolean;
  } = {},
) {
  const companyId = options.companyId ?? (await createCompany(db)).id;
  const email = options.email ?? `pro-${unique()}@example.com`;
  const [user] = await db
    .insert(companyUsers)
    .values({
      companyId,
      email,
      name: options.name ?? 'Pat Pro',
      role: options.role ?? 'owner',
      crewId: options.crewId ?? null,
      // Invited: no password until they accept an invitation.
      passwordHash: options.invited ? null : await hashOfStrongPassword(),
    })
    .returning();
  if (!user) throw new Error('the company user was not created');
  return { user, companyId, email, password: STRONG_PASSWORD };
}

/** An UpKeep staff member with a password (support unless told); answers the row and the password. */
export async function createStaffUser(db: Database, options: { role?: 'support' | 'admin'; email?: string } = {}) {
  const email = options.email ?? `staff-${unique()}@example.com`;
  const [user] = await db
    .insert(staffUsers)
    .values({
      email,
      name: 'Alex Staff',
      role: options.role ?? 'support',
      passwordHash: await hashOfStrongPassword(),
    })
    .returning();
  if (!user) throw new Error('the staff member was not created');
  return { user, email, password: STRONG_PASSWORD };
}

/** A customer account inserted directly (the password is STRONG_PASSWORD); answers the row. */
export async function createCustomerRow(db: Database, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const [customer] = await db
    .insert(customers)
    .values({
      name: 'Rosa Diaz',
      email: `customer-${unique()}@example.com`,
      phoneNumber: '7025550100',
      passwordHash: await hashOfStrongPassword(),
      origin: 'test',
      ...overrides,
    })
    .returning();
  if (!customer) throw new Error('the customer was not created');
  return customer;
}

/** A customer of the test's own, signed in: the row, its id, e-mail and password, and the session's token. */
export async function signedInCustomer(
  client: Client,
  db: Database,
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  const customer = await createCustomerRow(db, overrides);
  const token = await signIn(client, customer.email, STRONG_PASSWORD);
  return { customer, id: customer.id, email: customer.email, password: STRONG_PASSWORD, token };
}

/** An UpKeep staff member of `role` (support unless told), signed in: the row, e-mail, password and token. */
export async function signedInStaff(client: Client, db: Database, role: 'support' | 'admin' = 'support') {
  const staff = await createStaffUser(db, { role });
  return { ...staff, token: await signInStaff(client, staff.email, staff.password) };
}

/** The weekly hours of a company made by `liveCompany`: Monday to Saturday, on the hour from 07:00 to 15:00. */
export const LIVE_COMPANY_HOURS = [7, 8, 9, 10, 11, 12, 13, 14, 15].map((h) => `${String(h).padStart(2, '0')}:00:00`);

/**
 * The instant a `liveCompany` went live: fixed, before the tests' fixed "now" (fixed-time.ts's TEST_NOW) and the real
 * clock alike, so that nothing of a test depends on the day it runs (a company "live since" later than its bookings).
 */
export const LIVE_SINCE = new Date('2026-01-05T18:00:00Z');

export interface LiveCompanyOptions {
  zipCode?: string;
  serviceId?: number;
  company?: Partial<typeof companies.$inferInsert>;
  /** Its service's prices and durations. */
  service?: Partial<Omit<typeof companyServices.$inferInsert, 'companyId' | 'serviceId'>>;
  /** The start times of each working day, 'HH:MM:SS' (LIVE_COMPANY_HOURS unless told). */
  hours?: string[];
}

/**
 * A live company of the test's own that customers can book: it serves `zipCode` (the seed's first serviced zip code
 * unless told), offers `serviceId` (landscaping unless told; `service` overrides its prices and durations) with every
 * sub-service, a price for each of the questionnaire's values (the catalogue's baseline; a service call free, as the
 * seed prices it) and the weekly `hours` (LIVE_COMPANY_HOURS unless told, Monday to Saturday); its first crew works
 * them. Live since LIVE_SINCE unless told. Answers the company, its service's id, its first crew's id and zip code.
 */
export async function liveCompany(db: Database, options: LiveCompanyOptions = {}) {
  const zipCode = options.zipCode ?? (await servicedZip(db));
  const serviceId = options.serviceId ?? ServiceId.Landscaping;
  const company = await createCompany(db, { zipCode, state: 'live', liveAt: LIVE_SINCE, ...options.company });
  await db.insert(companyZipCodes).values({ companyId: company.id, zipCode });
  const [service] = await db
    .insert(companyServices)
    .values({
      companyId: company.id,
      serviceId,
      basePriceCents: 5000,
      baseDurationMinutes: 60,
      serviceCallPriceCents: 8900,
      serviceCallDurationMinutes: 60,
      ...options.service,
    })
    .returning({ id: companyServices.id });
  if (!service) throw new Error('the company service was not created');
  const subServices = subServicesOf(serviceId);
  if (subServices.length > 0) {
    await db
      .insert(companyServiceSubServices)
      .values(subServices.map((sub) => ({ companyServiceId: service.id, subServiceId: sub.id })));
  }
  await db.insert(priceListItems).values(
    valuesOfService(serviceId).map((value) => ({
      companyServiceId: service.id,
      featureValueId: value.id,
      priceCents: value.isServiceCall ? 0 : value.basePriceCents,
      durationMinutes: value.isServiceCall ? 0 : value.baseMinutes,
    })),
  );
  await db
    .insert(companySchedules)
    .values(
      [1, 2, 3, 4, 5, 6].flatMap((dayOfWeek) =>
        (options.hours ?? LIVE_COMPANY_HOURS).map((startTime) => ({ companyId: company.id, dayOfWeek, startTime })),
      ),
    );
  const [crew] = await db.select({ id: crews.id }).from(crews).where(eq(crews.companyId, company.id));
  if (!crew) throw new Error('the company has no crew');
  return { company, companyId: company.id, companyServiceId: service.id, crewId: crew.id, zipCode };
}
export type LiveCompany = Awaited<ReturnType<typeof liveCompany>>;

/**
 * A signed-in user of a company (its owner unless told; a crew member joins `crewId`, else the company's first
 * crew): of `companyId`, else of a new live company (`liveCompany`). Answers the user's row, its company's id,
 * e-mail, password and token.
 */
export async function companyMember(
  client: Client,
  db: Database,
  options: { companyId?: number; role?: 'owner' | 'staff' | 'crew'; name?: string; crewId?: number } = {},
) {
  const companyId = options.companyId ?? (await liveCompany(db)).companyId;
  const role = options.role ?? 'owner';
  const [crew] =
    role === 'crew' && options.crewId !== undefined
      ? [{ id: options.crewId }]
      : role === 'crew'
        ? await db
            .select({ id: crews.id })
            .from(crews)
            .where(eq(crews.companyId, companyId))
            .orderBy(asc(crews.id))
            .limit(1)
        : [];
  const member = await createCompanyUser(db, { companyId, role, crewId: crew?.id, name: options.name });
  return { ...member, token: await signInCompanyUser(client, member.email, member.password) };
}

const HOUR = 3600_000;

/**
 * A ticket: by default Pending, for a new customer of its own (unless `customerId` or `guestId` names who booked
 * it) at the seed's first company service (pass a `liveCompany`'s `companyServiceId` and `companyId` for a company
 * of the test's own, or use `companyTicket`), an hour long, on 2031-03-04 at 17:00 UTC (far from the demo tickets),
 * priced $10. Its slot follows `scheduledAt` and `durationMinutes` unless given; a Completed one was completed at the
 * visit's end unless `completedAt` says otherwise.
 */
export async function createTicket(db: Database, overrides: Partial<typeof tickets.$inferInsert> = {}) {
  const [companyService] = await db
    .select({ id: companyServices.id, companyId: companyServices.companyId })
    .from(companyServices)
    .where(overrides.companyServiceId === undefined ? undefined : eq(companyServices.id, overrides.companyServiceId))
    .orderBy(asc(companyServices.id))
    .limit(1);
  if (!companyService) throw new Error('no company service to book');
  const customer =
    overrides.customerId === undefined && overrides.guestId === undefined
      ? await createCustomerRow(db, { name: 'Test Customer' })
      : undefined;
  const scheduledAt = overrides.scheduledAt ?? new Date('2031-03-04T17:00:00Z');
  const durationMinutes = overrides.durationMinutes ?? 60;
  const end = new Date(scheduledAt.getTime() + (durationMinutes / 60) * HOUR);
  const [ticket] = await db
    .insert(tickets)
    .values({
      customerId: customer?.id,
      companyServiceId: companyService.id,
      companyId: companyService.companyId,
      statusId: TicketStatusId.Pending,
      name: 'Test Customer',
      email: 't@example.com',
      phoneNumber: '7025550100',
      address: '1 Main St',
      zipCode: overrides.zipCode ?? (await servicedZip(db)),
      scheduledAt,
      durationMinutes,
      serviceDurationMinutes: durationMinutes,
      slot: `[${scheduledAt.toISOString()},${end.toISOString()})`,
      priceCents: 1000,
      totalCents: 1000,
      // A completed ticket carries its moment of completion, as the lifecycle writes it: the visit's end (not the real
      // clock's now, which is after the tests' fixed "now" and moves with the day the tests run).
      completedAt: overrides.statusId === TicketStatusId.Completed ? end : null,
      ...overrides,
    })
    .returning();
  if (!ticket) throw new Error('the ticket was not created');
  return ticket;
}

/**
 * A booked ticket of a company of the test's own (`liveCompany`): at its service, in its zip code, as `createTicket`
 * makes it otherwise (Pending, for a new customer of its own unless told).
 */
export function companyTicket(
  db: Database,
  company: Pick<LiveCompany, 'companyId' | 'companyServiceId' | 'zipCode'>,
  overrides: Partial<typeof tickets.$inferInsert> = {},
) {
  return createTicket(db, {
    companyServiceId: company.companyServiceId,
    companyId: company.companyId,
    zipCode: company.zipCode,
    ...overrides,
  });
}

/**
 * A consistent landscaping questionnaire answer (general yard maintenance, a medium yard, the first access
 * answer), read from the API's own questionnaire, and the value that asks for an on-site estimate instead.
 */
export async function yardForm(client: Client): Promise<{ form: number[]; serviceCall: number }> {
  const res = await send(client, { method: 'GET', url: `/api/customer/features/${ServiceId.Landscaping}` });
  const features = res.json().data as Feature[];
  const [what, size, access] = features;
  return {
    form: [
      required(
        what?.values.find((v) => v.value === 'General yard maintenance'),
        'General yard maintenance',
      ).id,
      required(
        size?.values.find((v) => v.value.startsWith('Medium yard')),
        'Medium yard',
      ).id,
      required(access?.values[0], 'an access answer').id,
    ],
    serviceCall: required(
      features.flatMap((f) => f.values).find((v) => v.isServiceCall),
      'the service call value',
    ).id,
  };
}

/** Company slots already taken by `paidBooking` in this run (one booking per company and slot). */
const bookedSlots = new Set<string>();
let paidBookings = 0;

/**
 * A landscaping booking made and paid through the API, as a customer does it: an offer in 89102, a free slot
 * of `date` (a Wednesday after the tests' fixed "now" by default: build the app with `now: () => TEST_NOW`),
 * the sandbox's succeeding card, the payment validated. By the customer of `customerToken`; else by a new customer
 * registered through the API, with the e-mail, phone or name given (a customer's booking carries the account's own
 * details). At the company service `companyServiceId` when given (a `liveCompany` of the test's own in 89102), else
 * at the first company offered with a free slot. Answers the ticket's id, its total in dollars, the payment intent,
 * the customer's token and the company's id.
 */
export async function paidBooking(client: Client, options: BookingOptions = {}) {
  const booked = await bookingAwaitingPayment(client, options);
  const { ticketId, paymentIntentId, clientSecret, customer } = booked;
  await send(client, {
    method: 'POST',
    url: `/api/sandbox/payment-intents/${paymentIntentId}/confirm`,
    payload: { clientSecret, cardNumber: TEST_CARDS.succeeds, expMonth: 12, expYear: 2030, cvc: '123' },
  });
  const validate = await send(client, {
    method: 'POST',
    url: '/api/customer/payment/validate',
    headers: bearer(customer),
    payload: { TicketID: ticketId, PaymentIntentID: paymentIntentId },
  });
  if (validate.statusCode !== 200) throw new Error(`validation answered ${validate.statusCode}: ${validate.body}`);
  return { ticketId, total: booked.total, paymentIntentId, customer, companyId: booked.companyId };
}

interface BookingOptions {
  customerToken?: string;
  /** The company service to book (it must be offered in 89102); else the first offered with a free slot. */
  companyServiceId?: number;
  date?: string;
  email?: string;
  phoneNumber?: string;
  name?: string;
  /** Headers of the checkout's request (its Accept-Language is the booking's language). */
  headers?: Record<string, string>;
}

/** As `paidBooking`, stopped before the card: the ticket and its payment intent, waiting for a card. */
export async function bookingAwaitingPayment(client: Client, options: BookingOptions = {}) {
  const customer =
    options.customerToken ??
    (
      await createCustomer(client, {
        Name: options.name ?? 'Jo Paid',
        Email: options.email ?? `paid-${unique()}@example.com`,
        PhoneNumber: options.phoneNumber ?? '7025550100',
      })
    ).token;
  const date = options.date ?? '2026-06-17';
  const { form } = await yardForm(client);
  const offers = (
    await send(client, {
      method: 'POST',
      url: '/api/customer/offer/new',
      payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
    })
  ).json().data as Offer[];
  const bookable =
    options.companyServiceId === undefined
      ? offers
      : offers.filter((offer) => offer.companyServiceID === options.companyServiceId);
  if (bookable.length === 0) throw new Error(`the company service ${options.companyServiceId} is not offered in 89102`);
  for (const offer of bookable) {
    const slots = (
      await send(client, {
        method: 'POST',
        url: '/api/customer/company-calendar/schedules',
        payload: { CompanyServiceID: offer.companyServiceID, Date: date, Duration: offer.duration },
      })
    ).json().data as TimeSlot[];
    const slot = slots.find((s) => s.isAvailable && !bookedSlots.has(`${offer.companyID}:${date}:${s.id}`));
    if (!slot) continue;
    bookedSlots.add(`${offer.companyID}:${date}:${slot.id}`);
    const n = ++paidBookings;
    const created = await send(client, {
      method: 'POST',
      url: '/api/customer/ticket',
      headers: { ...bearer(customer), ...options.headers },
      payload: {
        ScheduledDate: date,
        ScheduleID: slot.id,
        CompanyServiceID: offer.companyServiceID,
        Name: options.name ?? 'Jo Paid',
        Email: options.email ?? `paid-${unique()}@example.com`,
        PhoneNumber: options.phoneNumber ?? `702555${String(7000 + (n % 1000)).padStart(4, '0')}`,
        Address: '4820 Sahara Ave, Las Vegas, NV 89102',
        ZipCode: '89102',
        Instructions: '',
        Origin: 'test',
        idFeatures: [form],
        DiscountCodeID: '',
      },
    });
    if (created.statusCode !== 201) throw new Error(`checkout answered ${created.statusCode}: ${created.body}`);
    const ticket = created.json().data as { id: number; total: number };
    const intent = await send(client, {
      method: 'POST',
      url: '/api/customer/payment',
      headers: bearer(customer),
      payload: { TicketID: ticket.id },
    });
    const { paymentIntentId, clientSecret } = intent.json().data as { paymentIntentId: string; clientSecret: string };
    return {
      ticketId: ticket.id,
      total: ticket.total,
      paymentIntentId,
      clientSecret,
      customer,
      companyId: offer.companyID,
    };
  }
  throw new Error(`no free slot for a paid booking on ${date}`);
}

let estimateBookings = 0;

export interface EstimateBookingOptions {
  /** Booked by a guest (`signInAsGuest`) instead of a signed-in customer of the test's own. */
  guest?: boolean;
  /** The landscaper of 89102 booked; a new `liveCompany` of the test's own with a free on-site estimate unless given. */
  company?: LiveCompany;
  /** The visit's valley date: a Wednesday after the tests' fixed "now" unless told (build the app with TEST_NOW). */
  date?: string;
}

/**
 * A free on-site estimate requested through the API, as a customer does it (decision 0039's ground): the service-call
 * answer of the landscaping questionnaire (`yardForm`) at a company whose estimate is free, the first free slot of
 * `date`, the checkout (no card: the ticket is Pending, `is_estimate`, until the company confirms the visit). Answers
 * the ticket's id, the booker's token (a guest's when `guest`), whether a guest booked it, and the company.
 */
export async function estimateBooking(client: Client, db: Database, options: EstimateBookingOptions = {}) {
  const company =
    options.company ?? (await liveCompany(db, { zipCode: '89102', service: { serviceCallPriceCents: 0 } }));
  const guest = options.guest === true;
  const n = ++estimateBookings;
  // 702-557-xxxx: the estimates' own numbers (the checkout limits unconfirmed bookings per phone, and books a signed-in
  // customer's with their account's number).
  const phoneNumber = `702557${String(n % 10_000).padStart(4, '0')}`;
  const token = guest
    ? await signInAsGuest(client)
    : (await signedInCustomer(client, db, { name: 'Eve Estimate', phoneNumber })).token;
  const date = options.date ?? '2026-06-17';
  const { serviceCall } = await yardForm(client);
  const offers = (
    await send(client, {
      method: 'POST',
      url: '/api/customer/offer/new',
      payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [[serviceCall]] },
    })
  ).json().data as Offer[];
  const offer = required(
    offers.find((o) => o.companyServiceID === company.companyServiceId && o.totalPrice === 0),
    `a free on-site estimate of the company service ${company.companyServiceId} in 89102`,
  );
  const slots = (
    await send(client, {
      method: 'POST',
      url: '/api/customer/company-calendar/schedules',
      payload: { CompanyServiceID: offer.companyServiceID, Date: date, Duration: offer.duration },
    })
  ).json().data as TimeSlot[];
  const slot = required(
    slots.find((s) => s.isAvailable),
    `a free slot on ${date}`,
  );
  const created = await send(client, {
    method: 'POST',
    url: '/api/customer/ticket',
    headers: bearer(token),
    payload: {
      ScheduledDate: date,
      ScheduleID: slot.id,
      CompanyServiceID: offer.companyServiceID,
      Name: 'Eve Estimate',
      Email: `estimate-${unique()}@example.com`,
      PhoneNumber: phoneNumber,
      Address: '4820 Sahara Ave, Las Vegas, NV 89102',
      ZipCode: '89102',
      Instructions: '',
      Origin: 'test',
      idFeatures: [[serviceCall]],
      DiscountCodeID: '',
      description: 'The lawn has brown patches; what would it take to fix it?',
    },
  });
  if (created.statusCode !== 201)
    throw new Error(`the estimate's checkout answered ${created.statusCode}: ${created.body}`);
  const ticket = created.json().data as { id: number; isEstimate: boolean };
  if (!ticket.isEstimate) throw new Error(`the ticket ${ticket.id} was booked as a paid checkout, not an estimate`);
  return { ticketId: ticket.id, token, guest, company };
}

/** A line of an option `sentQuote` writes (cents, as the database keeps them). */
export interface QuoteLineSeed {
  description: string;
  quantity: number;
  unitPriceCents: number;
  addOn?: boolean;
}

export interface QuoteOptionSeed {
  title: string;
  durationMinutes: number;
  lines: QuoteLineSeed[];
}

/**
 * The options `sentQuote` writes unless told: a clean-up (2 lines and an add-on, $205 of lines and $35 of add-on) and a
 * makeover (2 lines and an add-on, $370 and $45).
 */
export const QUOTE_OPTIONS: readonly QuoteOptionSeed[] = [
  {
    title: 'Lawn repair',
    durationMinutes: 120,
    lines: [
      { description: 'Mulch, per yard', quantity: 3, unitPriceCents: 4000 },
      { description: 'Patch seeding', quantity: 1, unitPriceCents: 8500 },
      { description: 'Haul away clippings', quantity: 1, unitPriceCents: 3500, addOn: true },
    ],
  },
  {
    title: 'New sod',
    durationMinutes: 240,
    lines: [
      { description: 'Sod, per pallet', quantity: 5, unitPriceCents: 5000 },
      { description: 'Mulch, per yard', quantity: 3, unitPriceCents: 4000 },
      { description: 'Sprinkler check', quantity: 1, unitPriceCents: 4500, addOn: true },
    ],
  },
];

export interface SentQuoteOptions {
  options?: readonly QuoteOptionSeed[];
  deposit?: QuoteDepositTerms;
  /** UpKeep's fee the revision froze: the setting's flat fee on an estimate's ticket (its fee 0), else 0, unless told. */
  feeCents?: number;
  terms?: string;
  /** QUOTE_EXPIRY_DAYS after the tests' fixed "now" unless told. */
  expiresOn?: string;
  proposedAt?: Date | null;
  sentAt?: Date;
}

/**
 * A quote sent on `ticketId`, its rows inserted as sending leaves them (decision 0039): the quote `sent`, its revision 1
 * `sent` (the live one) with `options` (QUOTE_OPTIONS unless told), its lines and add-ons, the fee frozen, the deposit's
 * terms. Answers the quote's and revision's ids and the options as written, with their ids and their lines' ids.
 */
export async function sentQuote(db: Database, ticketId: number, options: SentQuoteOptions = {}) {
  const [ticket] = await db
    .select({ companyId: tickets.companyId, feeCents: tickets.feeCents })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  if (!ticket) throw new Error(`no ticket ${ticketId}`);
  const sentAt = options.sentAt ?? TEST_NOW;
  const deposit = options.deposit ?? { kind: 'none' };
  const [quote] = await db
    .insert(quotes)
    .values({ ticketId, companyId: ticket.companyId, status: 'sent', sentAt, createdAt: sentAt, updatedAt: sentAt })
    .returning({ id: quotes.id });
  if (!quote) throw new Error('the quote was not created');
  const [revision] = await db
    .insert(quoteRevisions)
    .values({
      quoteId: quote.id,
      revision: 1,
      status: 'sent',
      terms: options.terms ?? 'Prices hold for the dates shown. Payment is due on completion.',
      expiresOn: options.expiresOn ?? addDays(valleyToday(TEST_NOW), QUOTE_EXPIRY_DAYS),
      depositKind: deposit.kind,
      depositPercent: deposit.kind === 'percent' ? deposit.percent : null,
      depositCents: deposit.kind === 'amount' ? deposit.amountCents : null,
      feeCents: options.feeCents ?? (ticket.feeCents === 0 ? await ticketFeeCents(db) : 0),
      proposedAt: options.proposedAt === undefined ? null : options.proposedAt,
      createdAt: sentAt,
      sentAt,
    })
    .returning({ id: quoteRevisions.id, feeCents: quoteRevisions.feeCents });
  if (!revision) throw new Error('the revision was not created');
  const written = [];
  for (const [index, option] of (options.options ?? QUOTE_OPTIONS).entries()) {
    const [row] = await db
      .insert(quoteOptions)
      .values({
        revisionId: revision.id,
        position: index + 1,
        title: option.title,
        durationMinutes: option.durationMinutes,
      })
      .returning({ id: quoteOptions.id });
    if (!row) throw new Error('the option was not created');
    const lines = await db
      .insert(quoteLines)
      .values(
        option.lines.map((line, position) => ({
          optionId: row.id,
          position: position + 1,
          addOn: line.addOn ?? false,
          description: line.description,
          quantity: line.quantity,
          unitPriceCents: line.unitPriceCents,
        })),
      )
      .returning({
        id: quoteLines.id,
        addOn: quoteLines.addOn,
        description: quoteLines.description,
        quantity: quoteLines.quantity,
        unitPriceCents: quoteLines.unitPriceCents,
      });
    written.push({ id: row.id, title: option.title, durationMinutes: option.durationMinutes, lines });
  }
  return { quoteId: quote.id, revisionId: revision.id, feeCents: revision.feeCents, deposit, options: written };
}
export type SentQuote = Awaited<ReturnType<typeof sentQuote>>;

export interface ApprovedQuoteJobOptions extends EstimateBookingOptions, SentQuoteOptions {
  /** The option approved, by its position (1 unless told). */
  option?: number;
  /** Whether its add-ons were ticked (all of them unless told). */
  addOns?: boolean;
  /** The job's start: the estimate's visit a week later unless told. */
  scheduledAt?: Date;
}

/**
 * A job scheduled by an approved quote, its rows as approval leaves them (decision 0039): an estimate booked through
 * the API (`estimateBooking`), a quote sent on it (`sentQuote`), then inserted: the approval (`approved`, signed by the
 * booker, its figures frozen by `quoteTotals`), the quote `approved`, the ticket Scheduled at `scheduledAt` for the
 * option's time with its price, fee and total grown by the quote's and a service line per line approved, the history's
 * note; a deposit asked is paid (a succeeded `deposit` payment of the sandbox, the ticket's paid amount grown by it).
 * Answers what `estimateBooking` and `sentQuote` do, the approval's id, its totals and the deposit payment's id.
 */
export async function approvedQuoteJob(client: Client, db: Database, options: ApprovedQuoteJobOptions = {}) {
  const estimate = await estimateBooking(client, db, options);
  const quote = await sentQuote(db, estimate.ticketId, options);
  const option = required(quote.options[(options.option ?? 1) - 1], `the option ${options.option ?? 1}`);
  const addOnIds = options.addOns === false ? [] : option.lines.filter((l) => l.addOn).map((l) => l.id);
  const totals = quoteTotals(option.lines, addOnIds, quote.feeCents, quote.deposit);
  const [ticket] = await db.select().from(tickets).where(eq(tickets.id, estimate.ticketId));
  if (!ticket) throw new Error(`no ticket ${estimate.ticketId}`);
  const scheduledAt = options.scheduledAt ?? new Date(ticket.scheduledAt.getTime() + 7 * 24 * HOUR);
  const end = new Date(scheduledAt.getTime() + option.durationMinutes * 60_000);
  const approvedAt = TEST_NOW;
  const [approval] = await db
    .insert(quoteApprovals)
    .values({
      quoteId: quote.quoteId,
      revisionId: quote.revisionId,
      optionId: option.id,
      addOnLineIds: addOnIds,
      status: 'approved',
      signedName: 'Eve Estimate',
      signedAs: estimate.guest ? UserTypeId.Guest : UserTypeId.Customer,
      customerId: ticket.customerId,
      guestId: ticket.guestId,
      clientAddress: '203.0.113.50',
      userAgent: 'vitest',
      scheduledAt,
      durationMinutes: option.durationMinutes,
      priceCents: totals.servicesCents,
      feeCents: totals.feeCents,
      depositCents: totals.depositCents,
      totalCents: totals.totalCents,
      createdAt: approvedAt,
      approvedAt,
    })
    .returning({ id: quoteApprovals.id });
  if (!approval) throw new Error('the approval was not created');
  await db
    .update(quotes)
    .set({ status: 'approved', answeredAt: approvedAt, updatedAt: approvedAt })
    .where(eq(quotes.id, quote.quoteId));
  const approvedLines = option.lines.filter((line) => !line.addOn || addOnIds.includes(line.id));
  await db.insert(ticketServices).values(
    approvedLines.map((line) => ({
      ticketId: ticket.id,
      displayName: line.description,
      priceCents: quoteLineCents(line),
      quantity: line.quantity,
    })),
  );
  let depositPaymentId: number | null = null;
  if (totals.depositCents > 0) {
    const [payment] = await db
      .insert(payments)
      .values({
        ticketId: ticket.id,
        quoteApprovalId: approval.id,
        purpose: 'deposit',
        provider: 'sandbox',
        providerIntentId: `pi_factory_deposit_${approval.id}_${unique()}`,
        amountCents: totals.depositCents,
        status: 'succeeded',
        succeededAt: approvedAt,
      })
      .returning({ id: payments.id });
    depositPaymentId = payment?.id ?? null;
  }
  await db
    .update(tickets)
    .set({
      statusId: TicketStatusId.Scheduled,
      holdsSlot: true,
      holdExpiresAt: null,
      confirmedAt: ticket.confirmedAt ?? approvedAt,
      scheduledAt,
      durationMinutes: option.durationMinutes,
      serviceDurationMinutes: option.durationMinutes,
      slot: `[${scheduledAt.toISOString()},${end.toISOString()})`,
      priceCents: ticket.priceCents + totals.servicesCents,
      feeCents: ticket.feeCents + totals.feeCents,
      totalCents: ticket.totalCents + totals.totalCents,
      paidCents: ticket.paidCents + totals.depositCents,
      updatedAt: approvedAt,
    })
    .where(eq(tickets.id, ticket.id));
  await db.insert(ticketHistory).values({
    ticketId: ticket.id,
    statusId: TicketStatusId.Scheduled,
    userTypeId: UserTypeId.System,
    comments: `Quote approved: ${option.title} (revision 1), signed by Eve Estimate`,
    createdAt: approvedAt,
  });
  return { ...estimate, ...quote, option, addOnIds, approvalId: approval.id, totals, depositPaymentId, scheduledAt };
}
