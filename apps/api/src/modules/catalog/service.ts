import type { Service } from '@upkeep/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
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
