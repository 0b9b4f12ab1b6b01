/** The language of the page being shown, and paths in it (issue 49, decision 0038). */
import { LOCALE_COOKIE, type Locale, localeFromCookie, localeOfPath, pathInLocale } from '@upkeep/contract';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router';

/** The language of the page being shown: its path says it. */
export function usePageLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/** A link's path in the page's language: its twin there when it has one, else the path itself. */
export function localePath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  const [pathname = path, rest = ''] = path.split(/(?=[?#])/, 2);
  const twin = pathInLocale(pathname, locale);
  return twin ? `${twin}${rest}` : path;
}

/** `localePath` for the page being shown. */
export function useLocalePath(): (path: string) => string {
  const locale = usePageLocale();
  return (path) => localePath(path, locale);
}

/**
 * React Router's navigate, to a path in the page's language: from a Spanish screen of the funnel to the next one's
 * Spanish twin (`/booking` → `/es/booking`); a path without a twin, a location object or a step back as given.
 */
export function useLocaleNavigate(): NavigateFunction {
  const navigate = useNavigate();
  const inLocale = useLocalePath();
  return ((to, options) =>
    typeof to === 'string' ? navigate(inLocale(to), options) : navigate(to as never, options)) as NavigateFunction;
}

/** Remembers a visitor's language for a year (read by the server's `/` and by the banner). */
export function rememberLocale(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}

/** The language a visitor chose before, if they did. */
export function rememberedLocale(): Locale | null {
  return localeFromCookie(document.cookie);
}

/**
 * Whether to offer Spanish: a visitor who has not chosen a language, whose browser puts Spanish before English (its
 * languages in order of preference).
 */
export function spanishToOffer(): boolean {
  const ours = (navigator.languages ?? [navigator.language]).map((tag) => tag.slice(0, 2).toLowerCase());
  return rememberedLocale() === null && ours.find((language) => language === 'en' || language === 'es') === 'es';
}
