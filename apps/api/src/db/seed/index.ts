/**
 * The seed. `seedReference` writes the product data every installation needs (catalogue, questionnaires,
 * zip codes, statuses, settings, blog); `seedDemo` writes the demo marketplace (companies, prices,
 * calendars, reviews, discount codes, demo customers and their tickets) and must never run in
 * production. Both are idempotent, deterministic (a seeded PRNG, times relative to `now`) and insert in
 * bulk inside one transaction each.
 */
import { and, count, eq, notExists } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { CREW_COLORS } from '../../../../../packages/contract/src/crews.ts';
import { required } from '../../../../../packages/contract/src/required.ts';
import { companyNameKey } from '../../lib/company-name-key.ts';
import { type PasswordHasher, scryptHashPassword } from '../../lib/scrypt-password.ts';
import { SETTINGS, STATUS_FLOW, TICKET_STATUSES, USER_TYPES } from '../../modules/tickets/lifecycle/statuses.ts';
import type { Database, Tx } from '../client.ts';
import * as t from '../schema.ts';
import { seedDemoAccounts } from './accounts.ts';
import { BLOG_ARTICLES } from './blog-articles.ts';
import { companyLogo, planCompanies } from './companies.ts';
import { discountCodes } from './discount-codes.ts';
import { FEATURE_VALUE_DEPENDENCIES, FEATURE_VALUES, FEATURES } from './questionnaires.ts';
import { planPublicReviews } from './reviews.ts';
import { createRng } from './rng.ts';
import { PLAN_SERVICE_IDS, SERVICES, SUB_SERVICES, serviceImage } from './services.ts';
import { type CompanyRef, DEMO_CUSTOMERS, type DemoCustomerKey, planTickets } from './tickets.ts';
import { ZIP_CODES } from './zip-codes.ts';

export { type PasswordHasher, scryptHashPassword, verifyScryptPassword } from '../../lib/scrypt-password.ts';
export { TICKET_FEE_CENTS, TicketStatusId, UserTypeId } from '../../modules/tickets/lifecycle/statuses.ts';
export { DEMO_ADMIN, DEMO_PRO, DEMO_STAFF } from './accounts.ts';
export { FEATURED_SERVICE_IDS } from './companies.ts';
export { DEMO_CUSTOMER, DEMO_PASSWORD, SECOND_CUSTOMER } from './tickets.ts';

const CHUNK = 500;

/** Multi-row inserts of at most CHUNK rows each. */
async function insertAll<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await tx.insert(table).values(rows.slice(i, i + CHUNK) as never);
  }
}

async function isEmpty(db: Database, table: PgTable): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Product data needed in every installation. Does nothing when the services table already has rows. */
export async function seedReference(db: Database): Promise<void> {
  // Settings added by later releases reach databases seeded before them (existing values are kept).
  await db.insert(t.settings).values(SETTINGS).onConflictDoNothing();
  if (!(await isEmpty(db, t.services))) return;
  await db.transaction(async (tx) => {
    await insertAll(
      tx,
      t.services,
      SERVICES.map((s) => ({ ...s, image: serviceImage(s.slug), plansAllowed: PLAN_SERVICE_IDS.includes(s.id) })),
    );
    await insertAll(tx, t.subServices, SUB_SERVICES);
    await insertAll(
      tx,
      t.features,
      FEATURES.map(({ key: _key, ...f }) => f),
    );
    await insertAll(
      tx,
      t.featureValues,
      FEATURE_VALUES.map(({ basePriceCents: _p, baseMinutes: _m, serviceId: _s, ...v }) => v),
    );
    await insertAll(tx, t.featureValueDependencies, FEATURE_VALUE_DEPENDENCIES);
    await insertAll(tx, t.zipCodes, ZIP_CODES);
    await insertAll(tx, t.userTypes, USER_TYPES);
    await insertAll(tx, t.ticketStatuses, TICKET_STATUSES);
    await insertAll(tx, t.statusFlow, STATUS_FLOW);
    const blogs = await tx
      .insert(t.blogs)
      .values(
        BLOG_ARTICLES.map((a) => ({
          slug: a.slug,
          title: a.title,
          brief: a.brief,
          imageUrl: a.imageUrl,
          // 19:00 UTC is late morning in the valley: the same calendar date in both.
          createdAt: new Date(`${a.createdAt}T19:00:00Z`),
        })),
      )
      .returning({ id: t.blogs.id, slug: t.blogs.slug });
    const blogId = new Map(blogs.map((b) => [b.slug, b.id]));
    await insertAll(
      tx,
      t.blogSections,
      BLOG_ARTICLES.flatMap((a) =>
        a.sections.map((s, i) => ({
          blogId: required(blogId.get(a.slug), `the blog ${a.slug}`),
          sortOrder: i + 1,
          title: s.title,
          text: s.text,
          imageUrl: s.imageUrl ?? null,
        })),
      ),
    );
  });
}

/**
 * The demo's staff accounts sign in with their password alone (README): the demo turns off the second factor
 * production requires of staff (issue 47), on a demo database seeded before the setting existed too, unless an
 * administrator set it themselves (the audit log says so).
 */
async function demoStaffSignInWithPasswords(db: Database | Tx): Promise<void> {
  await db
    .update(t.settings)
    .set({ value: false })
    .where(
      and(
        eq(t.settings.key, 'staff_second_factor_required'),
        notExists(
          db
            .select({ id: t.staffAuditLog.id })
            .from(t.staffAuditLog)
            .where(
              and(
                eq(t.staffAuditLog.action, 'setting.update'),
                eq(t.staffAuditLog.target, 'setting:staff_second_factor_required'),
              ),
            ),
        ),
      ),
    );
}

export interface SeedDemoOptions {
  /** The instant the demo is built around (tickets, reviews and codes are relative to it). Default: now. */
  now?: Date;
  /** Hashes the demo customers' password. Default: scrypt (see password.ts). */
  hashPassword?: PasswordHasher;
}

/**
 * Demo data; never run in production. Does nothing when companies already exist (but adds the demo staff
 * and company accounts a database seeded before them lacks). Needs seedReference first.
 */
export async function seedDemo(db: Database, options: SeedDemoOptions = {}): Promise<void> {
  const hashPassword = options.hashPassword ?? scryptHashPassword;
  if (!(await isEmpty(db, t.companies))) {
    await seedDemoAccounts(db, hashPassword);
    await demoStaffSignInWithPasswords(db);
    return;
  }
  const now = options.now ?? new Date();
  const rng = createRng('upkeep-demo');
  const plan = planCompanies();
  const passwordHashes = new Map<DemoCustomerKey, string>();
  for (const [key, customer] of Object.entries(DEMO_CUSTOMERS) as [DemoCustomerKey, { password: string }][]) {
    passwordHashes.set(key, await hashPassword(customer.password));
  }

  await db.transaction(async (tx) => {
    await demoStaffSignInWithPasswords(tx);
    // Companies, joined since the product started (about three years before now).
    const companies = await tx
      .insert(t.companies)
      .values(
        plan.map((c) => ({
          name: c.seed.name,
          nameKey: companyNameKey(c.seed.name),
          slug: c.slug,
          tags: c.tags,
          description: c.seed.description,
          logo: companyLogo(c.slug),
          hasPhotos: c.hasPhotos,
          address: c.seed.address,
          city: c.city,
          zipCode: c.seed.zipCode,
          phoneNumber: c.phoneNumber,
          email: c.email,
          isInsured: c.isInsured,
          isLicensed: c.isLicensed,
          active: c.active,
          createdAt: new Date(now.getTime() - (1100 - c.index * 17) * 86_400_000),
        })),
      )
      .returning({ id: t.companies.id, slug: t.companies.slug });
    const companyId = new Map(companies.map((c) => [c.slug, c.id]));
    const idOf = (slug: string) => required(companyId.get(slug), `the company ${slug}`);
    // Each company's first crew, holding its hours (issue 29): its demo jobs are that crew's.
    const crews = await tx
      .insert(t.crews)
      .values(companies.map((c) => ({ companyId: c.id, name: 'Crew 1', color: CREW_COLORS[0] })))
      .returning({ id: t.crews.id, companyId: t.crews.companyId });
    const crewOf = new Map(crews.map((c) => [c.companyId, c.id]));

    await insertAll(
      tx,
      t.companyZipCodes,
      plan.flatMap((c) => [...c.zipCodes].sort().map((zipCode) => ({ companyId: idOf(c.slug), zipCode }))),
    );

    const companyServices = await tx
      .insert(t.companyServices)
      .values(
        plan.flatMap((c) =>
          c.services.map((s) => ({
            companyId: idOf(c.slug),
            serviceId: s.serviceId,
            basePriceCents: s.basePriceCents,
            baseDurationMinutes: s.baseDurationMinutes,
            serviceCallPriceCents: s.serviceCallPriceCents,
            serviceCallDurationMinutes: s.serviceCallDurationMinutes,
          })),
        ),
      )
      .returning({
        id: t.companyServices.id,
        companyId: t.companyServices.companyId,
        serviceId: t.companyServices.serviceId,
      });
    const csId = new Map(companyServices.map((cs) => [`${cs.companyId}:${cs.serviceId}`, cs.id]));
    const csOf = (slug: string, serviceId: number) =>
      required(csId.get(`${idOf(slug)}:${serviceId}`), `service ${serviceId} of ${slug}`);

    await insertAll(
      tx,
      t.companyServiceSubServices,
      plan.flatMap((c) =>
        c.services.flatMap((s) =>
          s.subServiceIds.map((subServiceId) => ({ companyServiceId: csOf(c.slug, s.serviceId), subServiceId })),
        ),
      ),
    );
    await insertAll(
      tx,
      t.priceListItems,
      plan.flatMap((c) =>
        c.services.flatMap((s) => s.priceList.map((p) => ({ companyServiceId: csOf(c.slug, s.serviceId), ...p }))),
      ),
    );

    const schedules: { id: number; companyId: number; dayOfWeek: number; startTime: string }[] = [];
    const scheduleRows = plan.flatMap((c) => c.schedules.map((s) => ({ companyId: idOf(c.slug), ...s })));
    for (let i = 0; i < scheduleRows.length; i += CHUNK) {
      schedules.push(
        ...(await tx
          .insert(t.companySchedules)
          .values(scheduleRows.slice(i, i + CHUNK))
          .returning({
            id: t.companySchedules.id,
            companyId: t.companySchedules.companyId,
            dayOfWeek: t.companySchedules.dayOfWeek,
            startTime: t.companySchedules.startTime,
          })),
      );
    }

    const codes = await tx.insert(t.discountCodes).values(discountCodes(now)).returning({
      id: t.discountCodes.id,
      code: t.discountCodes.code,
      amountCents: t.discountCodes.amountCents,
      percentage: t.discountCodes.percentage,
    });
    const discountById = new Map(codes.map((d) => [d.code, d]));

    // Demo customers.
    const customers = await tx
      .insert(t.customers)
      .values(
        (Object.entries(DEMO_CUSTOMERS) as [DemoCustomerKey, (typeof DEMO_CUSTOMERS)[DemoCustomerKey]][]).map(
          ([key, c], i) => ({
            name: c.name,
            email: c.email,
            phoneNumber: c.phoneNumber,
            address: c.address,
            zipCode: c.zipCode,
            passwordHash: required(passwordHashes.get(key), `the password hash of ${key}`),
            origin: 'web',
            createdAt: new Date(now.getTime() - (220 - i * 60) * 86_400_000),
            tokensValidAfter: new Date(now.getTime() - (220 - i * 60) * 86_400_000),
          }),
        ),
      )
      .returning({ id: t.customers.id, email: t.customers.email });
    const customerId = (key: DemoCustomerKey) =>
      required(
        customers.find((c) => c.email === DEMO_CUSTOMERS[key].email),
        `the customer ${key}`,
      ).id;

    // Public reviews.
    const reviewPlans = planPublicReviews(
      plan.map((c) => ({ index: c.index, active: c.active, serviceIds: c.services.map((s) => s.serviceId) })),
      now,
      rng,
    );
    await insertAll(
      tx,
      t.reviews,
      reviewPlans.map((r) => ({
        companyId: idOf(required(plan[r.companyIndex], `company ${r.companyIndex}`).slug),
        userName: r.userName,
        companyScore: r.companyScore,
        companyComment: r.companyComment,
        upKeepScore: r.upKeepScore,
        upKeepComment: r.upKeepComment,
        isPublic: true,
        createdAt: r.createdAt,
      })),
    );

    // Tickets.
    const refs = new Map<string, CompanyRef>(
      plan.map((c) => {
        const id = idOf(c.slug);
        return [
          c.slug,
          {
            id,
            slug: c.slug,
            name: c.seed.name,
            zipCodes: c.zipCodes,
            schedules: schedules.filter((s) => s.companyId === id),
            services: new Map(
              c.services.map((s) => [
                s.serviceId,
                {
                  id: csOf(c.slug, s.serviceId),
                  basePriceCents: s.basePriceCents,
                  baseDurationMinutes: s.baseDurationMinutes,
                  serviceCallPriceCents: s.serviceCallPriceCents,
                  serviceCallDurationMinutes: s.serviceCallDurationMinutes,
                  prices: new Map(s.priceList.map((p) => [p.featureValueId, p])),
                },
              ]),
            ),
          },
        ];
      }),
    );
    const holds = new Map(TICKET_STATUSES.map((s) => [s.id as number, s.holdsSlot]));
    const discountsForPlan = new Map(
      codes.map((d) => [d.code, { amountCents: d.amountCents, percentage: d.percentage }]),
    );
    const tickets = planTickets(now, refs, discountsForPlan, holds, rng);

    const lines: (typeof t.ticketServices.$inferInsert)[] = [];
    const history: (typeof t.ticketHistory.$inferInsert)[] = [];
    const ticketReviews: (typeof t.reviews.$inferInsert)[] = [];
    const paymentRows: (typeof t.payments.$inferInsert)[] = [];
    for (const ticket of tickets) {
      const customer = DEMO_CUSTOMERS[ticket.customer];
      const [row] = await tx
        .insert(t.tickets)
        .values({
          customerId: customerId(ticket.customer),
          companyServiceId: ticket.companyServiceId,
          companyId: ticket.companyId,
          crewId: crewOf.get(ticket.companyId) ?? null,
          statusId: ticket.statusId,
          scheduleId: ticket.scheduleId,
          name: customer.name,
          email: customer.email,
          phoneNumber: customer.phoneNumber,
          address: customer.address,
          zipCode: customer.zipCode,
          instructions: ticket.spec.instructions ?? '',
          description: ticket.description,
          scheduledAt: ticket.scheduledAt,
          durationMinutes: ticket.durationMinutes,
          serviceDurationMinutes: ticket.serviceDurationMinutes,
          slot: ticket.slot,
          holdsSlot: ticket.holdsSlot,
          priceCents: ticket.priceCents,
          feeCents: ticket.feeCents,
          discountCents: ticket.discountCents,
          totalCents: ticket.totalCents,
          paidCents: ticket.paidCents,
          discountCodeId: ticket.discountCode
            ? required(discountById.get(ticket.discountCode), `the code ${ticket.discountCode}`).id
            : null,
          isEstimate: ticket.isEstimate,
          origin: 'web',
          confirmedAt: ticket.createdAt,
          completedAt: ticket.completedAt,
          createdAt: ticket.createdAt,
          updatedAt: ticket.updatedAt,
        })
        .returning({ id: t.tickets.id });
      const ticketId = required(row, 'the inserted ticket').id;
      for (const line of ticket.lines) lines.push({ ticketId, ...line });
      for (const h of ticket.history) history.push({ ticketId, ...h });
      let openChargeId: number | null = null;
      if (ticket.openCharge) {
        const [charge] = await tx
          .insert(t.openCharges)
          .values({ ticketId, ...ticket.openCharge })
          .returning({ id: t.openCharges.id });
        openChargeId = required(charge, 'the inserted open charge').id;
      }
      for (const p of ticket.payments) {
        paymentRows.push({
          ticketId,
          openChargeId: p.purpose === 'open_charge' ? openChargeId : null,
          purpose: p.purpose,
          provider: 'sandbox',
          providerIntentId: p.providerIntentId,
          amountCents: p.amountCents,
          // A reschedule fee of the demo data was used by the reschedule it paid for.
          status: p.purpose === 'reschedule' ? 'applied' : 'succeeded',
          createdAt: p.createdAt,
          succeededAt: new Date(p.createdAt.getTime() + 4000),
        });
      }
      if (ticket.review) {
        ticketReviews.push({
          ticketId,
          companyId: ticket.companyId,
          customerId: customerId(ticket.customer),
          userName: `${customer.name.split(' ')[0]} ${required(customer.name.split(' ')[1], `the surname of ${customer.name}`)[0]}.`,
          companyScore: ticket.review.companyScore,
          companyComment: ticket.review.companyComment,
          upKeepScore: ticket.review.upKeepScore,
          upKeepComment: ticket.review.upKeepComment,
          isPublic: true,
          createdAt: ticket.review.createdAt,
        });
      }
    }
    await insertAll(tx, t.ticketServices, lines);
    await insertAll(tx, t.ticketHistory, history);
    await insertAll(tx, t.payments, paymentRows);
    // The sandbox provider holds the demo payments' intents too, so a demo booking can be refunded (declined,
    // cancelled or expired by the company's side) as a real one is.
    await insertAll(
      tx,
      t.sandboxIntents,
      paymentRows.map((p) => ({
        id: required(p.providerIntentId, 'a demo payment intent'),
        clientSecret: `${p.providerIntentId}_secret_demo`,
        amountCents: p.amountCents,
        status: 'succeeded',
        cardLast4: '4242',
        metadata: { ticketId: String(p.ticketId), purpose: p.purpose },
        createdAt: p.createdAt,
      })),
    );
    await insertAll(tx, t.reviews, ticketReviews);
  });
  await seedDemoAccounts(db, hashPassword);
}
