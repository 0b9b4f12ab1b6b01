/**
 * The product's languages (issue 49): English, as the specification writes it, and the Spanish of the Las Vegas
 * valley (usted, US conventions: es-US). What a person reads follows their language: a visitor's choice (a cookie),
 * a customer's or crew member's account, a guest's booking; a browser's preference only offers Spanish.
 * Spanish moments are written by hand in dates-es.ts (formatDateTimeEs...), beside the English ones; money reads the
 * same in both ('$1,250.00').
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The BCP 47 tag of each language, for `<html lang>`, hreflang and Intl: the valley's US forms. */
export const LOCALE_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

/** Each language's name in itself, as the language switch offers it. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/**
 * The language an `Accept-Language` header prefers among ours, by its weights ('es-MX,es;q=0.9,en;q=0.8' is
 * Spanish; 'fr, es;q=0.5' is Spanish; 'fr' or nothing is null: the caller keeps its default).
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale | null {
  if (!acceptLanguage) return null;
  const ranked = acceptLanguage
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        order,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.language).find(isLocale) ?? null;
}

/** The cookie that remembers a visitor's choice of language (the web's switch and banner; the server's `/`). */
export const LOCALE_COOKIE = 'upkeep_locale';

/** The language a `Cookie` header (or `document.cookie`) remembers, if it does. */
export function localeFromCookie(cookie: string | null | undefined): Locale | null {
  for (const part of cookie?.split(';') ?? []) {
    const [name, value] = part.trim().split('=');
    if (name === LOCALE_COOKIE && isLocale(value)) return value;
  }
  return null;
}
