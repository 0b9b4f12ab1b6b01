/**
 * A link to one of the web app's screens in its reader's language (issue 49, decision 0038): a Spanish recipient's
 * e-mail or text links the screen's Spanish twin (`/es/my-booking/{token}`, `/es/detail-ticket?TicketId=12`) when it
 * has one (the contract's pathInLocale: SPANISH_PAGES, SPANISH_SCREENS and their patterns), else the English screen.
 * English links are left as they are, byte for byte.
 */
import { type Locale, pathInLocale } from '@upkeep/contract';

/** An absolute URL (`https://host/path?query#hash`): its origin, its path, and the rest. */
const URL_PARTS = /^(https?:\/\/[^/?#]+)(\/[^?#]*)?(.*)$/s;

export function linkIn(url: string, locale: Locale): string {
  if (locale === 'en') return url;
  const parts = URL_PARTS.exec(url);
  if (!parts) return url;
  const [, origin, path = '/', rest = ''] = parts;
  const twin = pathInLocale(path, locale);
  return twin ? `${origin}${twin}${rest}` : url;
}
