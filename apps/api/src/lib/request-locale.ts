/**
 * The language of a request's caller (issue 49): the one its `Accept-Language` header prefers among ours, else
 * English. The web app sends the language its screens are in (not the browser's preference, which only offers
 * Spanish: a banner), so an error answered to a Spanish screen is in Spanish. Read when needed, not on every request.
 */
import { DEFAULT_LOCALE, type Locale, preferredLocale } from '@upkeep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

export function requestLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  return preferredLocale(request.headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * Says that an answer follows the caller's language (its words are the catalogue's): a cache between keeps one per
 * `Accept-Language`, so an English visitor is never answered a Spanish visitor's copy. What the answer named already
 * (CORS's Origin) is kept.
 */
export function varyByLanguage(reply: Pick<FastifyReply, 'getHeader' | 'header'>): void {
  const vary = reply.getHeader('vary');
  const named = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(^|,)\s*(accept-language|\*)\s*(,|$)/i.test(named)) return;
  reply.header('vary', named ? `${named}, accept-language` : 'accept-language');
}
