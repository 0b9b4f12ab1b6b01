/**
 * The catalogue's service names in the recipient's language (issue 49), for what the API writes: e-mails, texts, the
 * PDF and the calendar file. The names are the reference data's words (`service.{id}.name`, `catalogue-words.ts`),
 * said as the questionnaire says them: the catalogue's own name in English, or where its row has changed since.
 */
import type { Locale } from '@upkeep/contract';
import { sayStored, storedIds } from './words.ts';

/** A service's name in `locale`: the catalogue's own in English (or without a translation). */
export function serviceNameIn(service: { serviceId: number; serviceName: string }, locale: Locale): string {
  return sayStored(storedIds.serviceName(service.serviceId), service.serviceName, locale);
}
