/**
 * The catalogue's service names in the recipient's language (issue 49), for what the API writes: e-mails, texts, the
 * PDF and the calendar file. The ids are the web's (`service.{id}`, apps/web/app/i18n/service-names.ts), and so is
 * the Spanish; English says the catalogue's own name, as before, and a service without words here keeps it too.
 */
import type { Locale } from '@upkeep/contract';
import { say, type Words } from './words.ts';

const SERVICE_NAMES: Readonly<Record<number, Words>> = {
  1: /*i18n*/ { id: 'service.1', message: 'Plumbing' },
  2: /*i18n*/ { id: 'service.2', message: 'Home Cleaning' },
  3: /*i18n*/ { id: 'service.3', message: 'Car Wash' },
  4: /*i18n*/ { id: 'service.4', message: 'Landscaping' },
  5: /*i18n*/ { id: 'service.5', message: 'Pool Service' },
  6: /*i18n*/ { id: 'service.6', message: 'Pet Grooming' },
  7: /*i18n*/ { id: 'service.7', message: 'Mobile Mechanic' },
  8: /*i18n*/ { id: 'service.8', message: 'Pest Control' },
  9: /*i18n*/ { id: 'service.9', message: 'Electrician' },
  10: /*i18n*/ { id: 'service.10', message: 'Painting' },
  11: /*i18n*/ { id: 'service.11', message: 'Carpet Cleaning' },
  15: /*i18n*/ { id: 'service.15', message: 'HVAC Service' },
};

/** A service's name in `locale`: the catalogue's own in English (or without a translation). */
export function serviceNameIn(service: { serviceId: number; serviceName: string }, locale: Locale): string {
  const words = SERVICE_NAMES[service.serviceId];
  return locale === 'en' || !words ? service.serviceName : say(words, locale);
}
