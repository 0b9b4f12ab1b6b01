/**
 * The catalogue: the services (each with its principal question and whether it allows plans, issue 31's flag), their
 * sub-services, and the company and service a company service names. Reference data every search reads; the routes
 * keep the list a minute in each process.
 */
import type { Locale, Service, SubService } from '@upkeep/contract';
import type { Database, Tx } from '../../../db/client.ts';
import { sayStored, storedIds, type Words } from '../../../i18n/words.ts';
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

const SERVICE_NOT_FOUND: Words = /*i18n*/ { id: 'service.notFound', message: 'Service not found' };

export async function getService(db: Database, id: number, locale: Locale = 'en'): Promise<Service> {
  const row = await queries.findService(db, id);
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  const principals = await queries.principalFeatures(db, [id]);
  return serviceIn(toService(row, principals.get(id)), locale);
}

export async function listSubServices(db: Database, serviceId: number, locale: Locale = 'en'): Promise<SubService[]> {
  if (!(await queries.findService(db, serviceId))) throw notFound(SERVICE_NOT_FOUND);
  const rows = await queries.listSubServices(db, serviceId);
  if (locale === 'en') return rows;
  return rows.map((s) => ({ ...s, name: sayStored(storedIds.subServiceName(s.id), s.name, locale) }));
}

/**
 * A service in `locale` (issue 49): its description and its principal question's words the catalogue's. Its name
 * (`service`) stays the catalogue's, in every language: it is what a link names the service by (the web says it
 * in the screen's language by its id, with its own catalogue).
 */
export function serviceIn(service: Service, locale: Locale): Service {
  if (locale === 'en') return service;
  const principal = service.principalServiceFeature;
  return {
    ...service,
    description: sayStored(storedIds.serviceDescription(service.id), service.description, locale),
    principalServiceFeature: principal && {
      ...principal,
      feature: sayStored(storedIds.feature(principal.id), principal.feature, locale),
      values: principal.values.map((v) => ({ ...v, value: sayStored(storedIds.answer(v.id), v.value, locale) })),
    },
  };
}

/** The list in `locale`, made once per list (the routes keep the English a minute) and kept as long as it. */
const translatedLists = new Map<Locale, WeakMap<Service[], Service[]>>();

export function servicesIn(services: Service[], locale: Locale): Service[] {
  if (locale === 'en') return services;
  let lists = translatedLists.get(locale);
  if (!lists) {
    lists = new WeakMap();
    translatedLists.set(locale, lists);
  }
  let translated = lists.get(services);
  if (!translated) {
    translated = services.map((s) => serviceIn(s, locale));
    lists.set(services, translated);
  }
  return translated;
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
