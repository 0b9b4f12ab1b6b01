/**
 * The language of a request's caller (issue 49): the one its `Accept-Language` header prefers among ours, else
 * English. The web app sends the language its screens are in (not the browser's preference, which only offers
 * Spanish: a banner), so an error answered to a Spanish screen is in Spanish. Read when needed, not on every request.
 */
import { DEFAULT_LOCALE, type Locale, preferredLocale } from '@upkeep/contract';
import type { FastifyRequest } from 'fastify';

export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return preferredLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}
