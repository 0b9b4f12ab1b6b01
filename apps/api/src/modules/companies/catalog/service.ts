/**
 * The catalogue: the services (each with its principal question and whether it allows plans, issue 31's flag), their
 * sub-services, and the company and service a company service names. Reference data every search reads; the routes
 * keep the list a minute in each process.
 */
import type { Service } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { notFound } from '../../../lib/errors.ts';
import * as queries from './queries.ts';

function toService(row: queries.ServiceRow, principal: queries.PrincipalFeatureRow | undefined): Service {
  return {
    id: row.id,
    service: row.name,
    slug: row.slug,
    description: row.description,
    image: row.image,
    imageString: row.image,
    comingSoon: row.comingSoon,
    serviceUnit: row.serviceUnit,
    multiServices: row.multiServices,
    plansAllowed: row.plansAllowed,
    principalServiceFeature: principal
      ? { id: principal.id, feature: principal.feature, values: principal.values }
      : null,
  };
}

export async function listServices(db: Database): Promise<Service[]> {
  const rows = await queries.listServices(db);
  const principals = await queries.principalFeatures(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toService(row, principals.get(row.id)));
}

export async function getService(db: Database, id: number): Promise<Service> {
  const row = await queries.findService(db, id);
  if (!row) throw notFound('Service not found');
  const principals = await queries.principalFeatures(db, [id]);
  return toService(row, principals.get(id));
}

export async function listSubServices(db: Database, serviceId: number) {
  if (!(await queries.findService(db, serviceId))) throw notFound('Service not found');
  return queries.listSubServices(db, serviceId);
}

export type { CompanyServiceInfo } from './queries.ts';

/** The company and service a company service names, null for none. */
export const companyServiceInfo = (db: Database | Tx, companyServiceId: number) =>
  queries.companyServiceInfo(db, companyServiceId);

/**
 * The company and service a ticket's company service names (the one join company service → company →
 * service); its absence is a broken database.
 */
export async function companyServiceOf(db: Database | Tx, ticket: { id: number; companyServiceId: number }) {
  const info = await queries.companyServiceInfo(db, ticket.companyServiceId);
  if (!info) throw new Error(`ticket ${ticket.id} has no company service`);
  return info;
}
