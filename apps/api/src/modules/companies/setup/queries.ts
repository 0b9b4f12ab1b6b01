/**
 * What company setup reads and writes: the company's profile and logo, its services and price lists, the
 * zip codes it serves, its weekly hours and time off, and the bookings time off would clash with. Plain
 * objects, no rules.
 */
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  companies,
  companyLogos,
  companySchedules,
  companyServiceSubServices,
  companyServices,
  companySlugRedirects,
  companyTimeOff,
  companyZipCodes,
  priceListItems,
  services,
  zipCodes,
} from '../../../db/schema.ts';

type Db = Database | Tx;

// ---------------------------------------------------------------- profile and logo

export async function companyById(db: Db, companyId: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      description: companies.description,
      tags: companies.tags,
      phoneNumber: companies.phoneNumber,
      email: companies.email,
      address: companies.address,
      city: companies.city,
      zipCode: companies.zipCode,
      isInsured: companies.isInsured,
      isLicensed: companies.isLicensed,
      logo: companies.logo,
      state: companies.state,
      active: companies.active,
      nameKey: companies.nameKey,
      pendingName: companies.pendingName,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}
export type CompanyRow = NonNullable<Awaited<ReturnType<typeof companyById>>>;

/** The slugs starting with `base` that other companies have, now or as an old address (to pick a free one). */
export async function slugsLike(db: Db, base: string, exceptId: number): Promise<string[]> {
  const rows = await db
    .select({ slug: companies.slug })
    .from(companies)
    .where(and(sql`${companies.slug} like ${`${base}%`}`, ne(companies.id, exceptId)))
    .union(
      db
        .select({ slug: companySlugRedirects.slug })
        .from(companySlugRedirects)
        .where(and(sql`${companySlugRedirects.slug} like ${`${base}%`}`, ne(companySlugRedirects.companyId, exceptId))),
    );
  return rows.map((r) => r.slug);
}

export async function updateCompany(db: Db, companyId: number, values: Partial<typeof companies.$inferInsert>) {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}

/**
 * Puts a company setting up live, in one statement: false when it is not setting up any more (already live,
 * or suspended by staff meanwhile: the staff console locks the row, so a suspension and this never cross).
 */
export async function putLive(db: Db, companyId: number, now: Date): Promise<boolean> {
  const updated = await db
    .update(companies)
    .set({ state: 'live', liveAt: now })
    .where(and(eq(companies.id, companyId), eq(companies.state, 'setting_up')))
    .returning({ id: companies.id });
  return updated.length > 0;
}

export async function zipCodeExists(db: Db, code: string): Promise<boolean> {
  const [row] = await db.select({ code: zipCodes.code }).from(zipCodes).where(eq(zipCodes.code, code));
  return row !== undefined;
}

export async function saveLogo(tx: Tx, companyId: number, contentType: string, bytes: Buffer, now: Date) {
  await tx
    .insert(companyLogos)
    .values({ companyId, contentType, bytes, updatedAt: now })
    .onConflictDoUpdate({ target: companyLogos.companyId, set: { contentType, bytes, updatedAt: now } });
}

export async function logoOf(db: Db, companyId: number) {
  const [row] = await db
    .select({ contentType: companyLogos.contentType, bytes: companyLogos.bytes })
    .from(companyLogos)
    .where(eq(companyLogos.companyId, companyId));
  return row ?? null;
}

// ---------------------------------------------------------------- services and price lists

/** The bookable services (not coming soon), in the catalogue's order, and whether the company offers each. */
export async function servicesOffered(db: Db, companyId: number) {
  return db
    .select({
      serviceId: services.id,
      name: services.name,
      offered: sql<boolean>`coalesce(${companyServices.active}, false)`,
    })
    .from(services)
    .leftJoin(
      companyServices,
      and(eq(companyServices.serviceId, services.id), eq(companyServices.companyId, companyId)),
    )
    .where(eq(services.comingSoon, false))
    .orderBy(asc(services.sortOrder), asc(services.id));
}

export async function companyService(db: Db, companyId: number, serviceId: number) {
  const [row] = await db
    .select()
    .from(companyServices)
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.serviceId, serviceId)));
  return row ?? null;
}

export async function priceItemsOf(db: Db, companyServiceId: number) {
  return db
    .select({
      featureValueId: priceListItems.featureValueId,
      priceCents: priceListItems.priceCents,
      durationMinutes: priceListItems.durationMinutes,
    })
    .from(priceListItems)
    .where(eq(priceListItems.companyServiceId, companyServiceId))
    .orderBy(asc(priceListItems.featureValueId));
}

export interface PriceListValues {
  basePriceCents: number;
  baseDurationMinutes: number;
  serviceCallPriceCents: number;
  serviceCallDurationMinutes: number;
}

/**
 * Offers the service at these prices (the company service made active), replacing its price-list items and
 * the sub-services it offers. Answers the company service's id.
 */
export async function savePriceList(
  tx: Tx,
  companyId: number,
  serviceId: number,
  prices: PriceListValues,
  items: { featureValueId: number; priceCents: number; durationMinutes: number }[],
  subServiceIds: number[],
): Promise<number> {
  const [row] = await tx
    .insert(companyServices)
    .values({ companyId, serviceId, ...prices, active: true })
    .onConflictDoUpdate({
      target: [companyServices.companyId, companyServices.serviceId],
      // A new version: the service's plans compare their price with it (issue 31).
      set: { ...prices, active: true, pricesVersion: sql`${companyServices.pricesVersion} + 1` },
    })
    .returning({ id: companyServices.id });
  if (!row) throw new Error('the company service was not saved');
  await tx.delete(priceListItems).where(eq(priceListItems.companyServiceId, row.id));
  if (items.length > 0) {
    await tx.insert(priceListItems).values(items.map((item) => ({ companyServiceId: row.id, ...item })));
  }
  await tx.delete(companyServiceSubServices).where(eq(companyServiceSubServices.companyServiceId, row.id));
  if (subServiceIds.length > 0) {
    await tx
      .insert(companyServiceSubServices)
      .values(subServiceIds.map((subServiceId) => ({ companyServiceId: row.id, subServiceId })));
  }
  return row.id;
}

export async function deactivateCompanyService(db: Db, companyId: number, serviceId: number) {
  await db
    .update(companyServices)
    .set({ active: false })
    .where(and(eq(companyServices.companyId, companyId), eq(companyServices.serviceId, serviceId)));
}

/** How many services the company offers with at least one priced value. */
export async function pricedServiceCount(db: Db, companyId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from company_services cs
         where cs.company_id = ${companyId} and cs.active
           and exists (select 1 from price_list_items p where p.company_service_id = cs.id)`,
  );
  return row?.n ?? 0;
}

// ---------------------------------------------------------------- zip codes

export async function servicedZipCodes(db: Db) {
  return db
    .select({ code: zipCodes.code, city: zipCodes.city, community: zipCodes.community })
    .from(zipCodes)
    .where(eq(zipCodes.isServiced, true))
    .orderBy(asc(zipCodes.code));
}

export async function zipCodesOf(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .select({ code: companyZipCodes.zipCode })
    .from(companyZipCodes)
    .where(eq(companyZipCodes.companyId, companyId))
    .orderBy(asc(companyZipCodes.zipCode));
  return rows.map((r) => r.code);
}

export async function replaceZipCodes(tx: Tx, companyId: number, codes: string[]) {
  await tx.delete(companyZipCodes).where(eq(companyZipCodes.companyId, companyId));
  if (codes.length > 0) await tx.insert(companyZipCodes).values(codes.map((zipCode) => ({ companyId, zipCode })));
}

// ---------------------------------------------------------------- weekly hours

export async function calendarOf(db: Db, companyId: number) {
  return db
    .select({ id: companySchedules.id, dayOfWeek: companySchedules.dayOfWeek, startTime: companySchedules.startTime })
    .from(companySchedules)
    .where(and(eq(companySchedules.companyId, companyId), eq(companySchedules.active, true)))
    .orderBy(asc(companySchedules.dayOfWeek), asc(companySchedules.startTime));
}

/**
 * Makes these the company's active start times. Rows are never deleted (booked tickets point at them): the
 * others are made inactive, these inserted or made active again.
 */
export async function replaceCalendar(tx: Tx, companyId: number, entries: { dayOfWeek: number; startTime: string }[]) {
  await tx.update(companySchedules).set({ active: false }).where(eq(companySchedules.companyId, companyId));
  if (entries.length === 0) return;
  await tx
    .insert(companySchedules)
    .values(entries.map((e) => ({ companyId, dayOfWeek: e.dayOfWeek, startTime: e.startTime, active: true })))
    .onConflictDoUpdate({
      target: [companySchedules.companyId, companySchedules.dayOfWeek, companySchedules.startTime],
      set: { active: true },
    });
}

// ---------------------------------------------------------------- time off

/** Time off ending on or after `since` (YYYY-MM-DD), by start. */
export async function timeOffSince(db: Db, companyId: number, since: string) {
  return db
    .select({
      id: companyTimeOff.id,
      from: companyTimeOff.fromDate,
      to: companyTimeOff.toDate,
      reason: companyTimeOff.reason,
    })
    .from(companyTimeOff)
    .where(and(eq(companyTimeOff.companyId, companyId), gte(companyTimeOff.toDate, since)))
    .orderBy(asc(companyTimeOff.fromDate), asc(companyTimeOff.id));
}

export async function insertTimeOff(
  tx: Tx,
  values: { companyId: number; fromDate: string; toDate: string; reason: string; createdAt: Date },
): Promise<number> {
  const [row] = await tx.insert(companyTimeOff).values(values).returning({ id: companyTimeOff.id });
  if (!row) throw new Error('the time off was not saved');
  return row.id;
}

/** Deletes the company's own time off; false when it has none of that id. */
export async function deleteTimeOff(db: Db, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(companyTimeOff)
    .where(and(eq(companyTimeOff.id, id), eq(companyTimeOff.companyId, companyId)))
    .returning({ id: companyTimeOff.id });
  return rows.length > 0;
}

/**
 * The company's tickets holding time between two instants, by the rule of the customers' slots (booking's
 * busy ranges): a live status, and no lapsed checkout hold.
 */
export async function bookingsBetween(db: Db, companyId: number, from: Date, to: Date, now: Date) {
  const rows = await queryRows<{ id: number; scheduled_at: string | Date; duration_minutes: number }>(
    db,
    sql`select id, scheduled_at, duration_minutes from tickets
         where company_id = ${companyId} and holds_slot
           and (hold_expires_at is null or hold_expires_at > ${now.toISOString()}::timestamptz)
           and slot && tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz)
         order by scheduled_at, id`,
  );
  return rows.map((r) => ({ id: r.id, scheduledAt: new Date(r.scheduled_at), durationMinutes: r.duration_minutes }));
}
