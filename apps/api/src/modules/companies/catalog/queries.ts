import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Tx } from '../../../db/client.ts';
import { companies, companyServices, features, featureValues, services, subServices } from '../../../db/schema.ts';

export interface ServiceRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string;
  comingSoon: boolean;
  serviceUnit: string;
  multiServices: boolean;
  plansAllowed: boolean;
}

export interface PrincipalFeatureRow {
  id: number;
  serviceId: number;
  feature: string;
  values: { id: number; value: string }[];
}

const serviceColumns = {
  id: services.id,
  name: services.name,
  slug: services.slug,
  description: services.description,
  image: services.image,
  comingSoon: services.comingSoon,
  serviceUnit: services.serviceUnit,
  multiServices: services.multiServices,
  plansAllowed: services.plansAllowed,
};

export function listServices(db: Database): Promise<ServiceRow[]> {
  return db.select(serviceColumns).from(services).orderBy(asc(services.sortOrder), asc(services.id));
}

export async function findService(db: Database, id: number): Promise<ServiceRow | null> {
  const rows = await db.select(serviceColumns).from(services).where(eq(services.id, id));
  return rows[0] ?? null;
}

/** The principal feature of each given service, with its active values in order. */
export async function principalFeatures(db: Database, serviceIds: number[]): Promise<Map<number, PrincipalFeatureRow>> {
  const result = new Map<number, PrincipalFeatureRow>();
  if (serviceIds.length === 0) return result;
  const rows = await db
    .select({
      featureId: features.id,
      serviceId: features.serviceId,
      feature: features.feature,
      valueId: featureValues.id,
      value: featureValues.value,
    })
    .from(features)
    .leftJoin(featureValues, and(eq(featureValues.featureId, features.id), eq(featureValues.active, true)))
    .where(and(inArray(features.serviceId, serviceIds), eq(features.isPrincipal, true)))
    .orderBy(asc(features.serviceId), asc(featureValues.sortOrder), asc(featureValues.id));
  for (const row of rows) {
    let entry = result.get(row.serviceId);
    if (!entry) {
      entry = { id: row.featureId, serviceId: row.serviceId, feature: row.feature, values: [] };
      result.set(row.serviceId, entry);
    }
    if (row.valueId !== null && row.value !== null) entry.values.push({ id: row.valueId, value: row.value });
  }
  return result;
}

export function listSubServices(db: Database, serviceId: number) {
  return db
    .select({ id: subServices.id, name: subServices.name, comingSoon: subServices.comingSoon })
    .from(subServices)
    .where(eq(subServices.serviceId, serviceId))
    .orderBy(asc(subServices.sortOrder), asc(subServices.id));
}

/** The company and service a ticket's company service names: the one place this join is written. */
export async function companyServiceInfo(db: Database | Tx, companyServiceId: number) {
  const [row] = await db
    .select({
      companyId: companies.id,
      companyName: companies.name,
      companySlug: companies.slug,
      companyPhone: companies.phoneNumber,
      companyEmail: companies.email,
      companyAddress: companies.address,
      companyCity: companies.city,
      serviceId: services.id,
      serviceName: services.name,
    })
    .from(companyServices)
    .innerJoin(companies, eq(companies.id, companyServices.companyId))
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .where(eq(companyServices.id, companyServiceId));
  return row ?? null;
}
export type CompanyServiceInfo = NonNullable<Awaited<ReturnType<typeof companyServiceInfo>>>;
