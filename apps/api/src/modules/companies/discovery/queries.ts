import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, queryRows, type Tx } from '../../../db/client.ts';
import {
  companies,
  companyServices,
  features,
  featureValueDependencies,
  featureValues,
  serviceLeads,
  services,
  subServices,
  zipCodes,
} from '../../../db/schema.ts';
import { countsPublicly } from '../reviews/conditions.ts';
import { companyIsOffered } from './conditions.ts';

export interface OfferCandidateRow extends Record<string, unknown> {
  company_service_id: number;
  company_id: number;
  name: string;
  slug: string;
  tags: string[];
  /** UpKeep checked the company's licence, its insurance (what its tags may claim). */
  licence_checked: boolean;
  insurance_checked: boolean;
  description: string;
  logo: string;
  has_photos: boolean;
  address: string;
  base_price_cents: number;
  base_duration_minutes: number;
  service_call_price_cents: number;
  service_call_duration_minutes: number;
  average_score: number | string | null;
  review_count: number | string;
  /** [value id, price cents, minutes] for the chosen values the company prices. */
  prices: [number, number, number][] | string | null;
}

/**
 * Every active company service of `serviceId` whose company serves `zipCode` (and offers `subServiceId`
 * when given), with its review average (public reviews staff have not hidden) and its price-list items for the chosen values: one statement,
 * driven by the zip code index, with index lookups for the rest.
 */
export function offerCandidates(
  db: Database,
  input: { zipCode: string; serviceId: number; subServiceId: number | null; valueIds: number[] },
): Promise<OfferCandidateRow[]> {
  const ids = input.valueIds.length
    ? sql.join(
        input.valueIds.map((id) => sql`${id}::int`),
        sql`, `,
      )
    : sql`null::int`;
  const subFilter =
    input.subServiceId === null
      ? sql``
      : sql`and exists (select 1 from company_service_sub_services s
                         where s.company_service_id = cs.id and s.sub_service_id = ${input.subServiceId})`;
  return queryRows<OfferCandidateRow>(
    db,
    sql`select cs.id as company_service_id, c.id as company_id, c.name, c.slug, c.tags, c.description, c.logo,
               c.licence_verified_at is not null and c.licence_number is not null as licence_checked,
               c.insurance_verified_at is not null as insurance_checked,
               c.has_photos, c.address, cs.base_price_cents, cs.base_duration_minutes,
               cs.service_call_price_cents, cs.service_call_duration_minutes,
               r.average_score, coalesce(r.review_count, 0)::int as review_count,
               (select json_agg(json_build_array(p.feature_value_id, p.price_cents, p.duration_minutes))
                  from price_list_items p
                 where p.company_service_id = cs.id and p.feature_value_id = any(array[${ids}])) as prices
          from company_zip_codes z
          join companies c on c.id = z.company_id and c.active and c.state = 'live'
          join company_services cs on cs.company_id = c.id and cs.service_id = ${input.serviceId} and cs.active
          left join lateral (select avg(rv.company_score)::float8 as average_score, count(*)::int as review_count
                               from reviews rv where rv.company_id = c.id and ${countsPublicly('rv')}) r on true
         where z.zip_code = ${input.zipCode} ${subFilter}`,
  );
}

/** The bookable services (not coming soon), in the catalogue's order. */
export function bookableServices(db: Database): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(eq(services.comingSoon, false))
    .orderBy(services.sortOrder, services.id);
}

export async function serviceOfFeature(db: Database, featureId: number): Promise<number | null> {
  const [row] = await db.select({ serviceId: features.serviceId }).from(features).where(eq(features.id, featureId));
  return row?.serviceId ?? null;
}

export interface ZipCodeRow {
  code: string;
  city: string;
  community: string;
  isServiced: boolean;
}

export async function zipCode(db: Database, code: string): Promise<ZipCodeRow | null> {
  const [row] = await db
    .select({
      code: zipCodes.code,
      city: zipCodes.city,
      community: zipCodes.community,
      isServiced: zipCodes.isServiced,
    })
    .from(zipCodes)
    .where(eq(zipCodes.code, code));
  return row ?? null;
}

/** An active company service of an offered company: whom a lead about it is mailed to. */
export async function activeCompanyService(
  db: Database,
  companyServiceId: number,
): Promise<{
  companyId: number;
  companyEmail: string;
  companyName: string;
  serviceId: number;
  serviceName: string;
} | null> {
  const [row] = await db
    .select({
      companyId: companies.id,
      companyEmail: companies.email,
      companyName: companies.name,
      serviceId: services.id,
      serviceName: services.name,
    })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(and(eq(companyServices.id, companyServiceId), eq(companyServices.active, true), companyIsOffered));
  return row ?? null;
}

export async function insertServiceLead(tx: Tx, values: typeof serviceLeads.$inferInsert): Promise<number> {
  const [row] = await tx.insert(serviceLeads).values(values).returning({ id: serviceLeads.id });
  if (!row) throw new Error('insert into service_leads returned no row');
  return row.id;
}

/**
 * A service's questionnaire as stored (questionnaire.ts reasons about it): the service, its questions and their
 * values in order, the values' reveals and its sub-services. Null for no such service.
 */
export async function questionnaireRows(db: Database, serviceId: number) {
  const [service] = await db
    .select({ id: services.id, name: services.name, comingSoon: services.comingSoon })
    .from(services)
    .where(eq(services.id, serviceId));
  if (!service) return null;
  const featureRows = await db
    .select()
    .from(features)
    .where(eq(features.serviceId, serviceId))
    .orderBy(asc(features.sortOrder), asc(features.id));
  const featureIds = featureRows.map((f) => f.id);
  const valueRows = featureIds.length
    ? await db
        .select()
        .from(featureValues)
        .where(inArray(featureValues.featureId, featureIds))
        .orderBy(asc(featureValues.sortOrder), asc(featureValues.id))
    : [];
  const valueIds = valueRows.map((v) => v.id);
  const dependencyRows = valueIds.length
    ? await db.select().from(featureValueDependencies).where(inArray(featureValueDependencies.valueId, valueIds))
    : [];
  const subRows = await db
    .select({ id: subServices.id, name: subServices.name })
    .from(subServices)
    .where(eq(subServices.serviceId, serviceId));
  return { service, featureRows, valueRows, dependencyRows, subRows };
}
