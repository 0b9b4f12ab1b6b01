/**
 * Factories: the rows a test needs, made by the test, with sensible defaults taken from the seed and any
 * column overridden. Customers register through the API (so they can sign in); companies and tickets are
 * inserted directly through Drizzle.
 */
import { type Feature, type Offer, required, ServiceId, TEST_CARDS, type TimeSlot } from '@upkeep/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import {
  companies,
  companyServices,
  companyUsers,
  customers,
  staffUsers,
  tickets,
  zipCodes,
} from '../src/db/schema.ts';
import { scryptHashPassword, TicketStatusId } from '../src/db/seed/index.ts';
import { companyNameKey } from '../src/lib/company-name-key.ts';
import { insertFirstCrew } from '../src/modules/crews/queries.ts';
import { bearer, type Client, send, signInAsDemoCustomer } from './sign-in.ts';

/** A password that passes the strength check. */
export const STRONG_PASSWORD = 'Cactus-Flower-2026';

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
      passwordHash: options.invited ? null : await scryptHashPassword(STRONG_PASSWORD),
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
      passwordHash: await scryptHashPassword(STRONG_PASSWORD),
    })
    .returning();
  if (!user) throw new Error('the staff member was not created');
  return { user, email, password: STRONG_PASSWORD };
}

const HOUR = 3600_000;

/**
 * A ticket: by default Pending, the seed's first customer at the seed's first company service, an hour long,
 * on 2031-03-04 at 17:00 UTC (far from the demo tickets), priced $10. Its slot follows `scheduledAt` and
 * `durationMinutes` unless given.
 */
export async function createTicket(db: Database, overrides: Partial<typeof tickets.$inferInsert> = {}) {
  const [companyService] = await db
    .select({ id: companyServices.id, companyId: companyServices.companyId })
    .from(companyServices)
    .where(overrides.companyServiceId === undefined ? undefined : eq(companyServices.id, overrides.companyServiceId))
    .orderBy(asc(companyServices.id))
    .limit(1);
  if (!companyService) throw new Error('no company service to book');
  const [customer] =
    overrides.customerId === undefined && overrides.guestId === undefined
      ? await db.select({ id: customers.id }).from(customers).orderBy(asc(customers.id)).limit(1)
      : [];
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
      // A completed ticket carries its moment of completion, as the lifecycle writes it.
      completedAt: overrides.statusId === TicketStatusId.Completed ? new Date() : null,
      ...overrides,
    })
    .returning();
  if (!ticket) throw new Error('the ticket was not created');
  return ticket;
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
 * the sandbox's succeeding card, the payment validated. By the customer of `customerToken`; else, when an
 * e-mail, phone or name is given, by a new customer registered with them (a customer's booking carries the
 * account's own details); else by the demo customer. Answers the ticket's id, its
 * total in dollars, the payment intent, the customer's token and the company's id.
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
  date?: string;
  email?: string;
  phoneNumber?: string;
  name?: string;
}

/** As `paidBooking`, stopped before the card: the ticket and its payment intent, waiting for a card. */
export async function bookingAwaitingPayment(client: Client, options: BookingOptions = {}) {
  const customer =
    options.customerToken ??
    (options.email || options.phoneNumber || options.name
      ? (
          await createCustomer(client, {
            Name: options.name ?? 'Jo Paid',
            Email: options.email ?? `paid-${unique()}@example.com`,
            PhoneNumber: options.phoneNumber ?? '7025550100',
          })
        ).token
      : await signInAsDemoCustomer(client));
  const date = options.date ?? '2026-06-17';
  const { form } = await yardForm(client);
  const offers = (
    await send(client, {
      method: 'POST',
      url: '/api/customer/offer/new',
      payload: { zipCode: '89102', serviceID: ServiceId.Landscaping, idFeatures: [form] },
    })
  ).json().data as Offer[];
  for (const offer of offers) {
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
      headers: bearer(customer),
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
