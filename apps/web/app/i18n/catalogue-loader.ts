/**
 * Another language's words, by area (issue 49, decision 0038): loaded by i18n/catalogs.ts for a page in a language
 * other than English, so that an English page's code carries none of this. A page loads its language's catalogues of
 * its area (i18n/areas.ts), each a chunk of its own compiled from its PO file at build (lingui.config.ts), and nothing
 * of the other areas' or languages'.
 */

import { type Locale, localeOfPath } from '@upkeep/contract';
import { messages as spanishFrame } from '../locales/frame.es.po';
import { AREA_CATALOGUES, AREAS_WITHOUT_DATES, type Area, areaOfPath, type Catalogue } from './areas';
import { loadedDateWords } from './loaded-date-words';
import { i18n, type Messages } from './runtime';

/** A language other than English (English's words are in the code). */
export type Translated = Exclude<Locale, 'en'>;

type Compiled = () => Promise<{ messages: Messages }>;

/**
 * Each catalogue of each language but English, compiled when imported. The frame's, which every area loads, is in
 * this module's chunk: one request less, and compressed with the code that reads it.
 */
const CATALOGUES: Record<Translated, Record<Catalogue, Compiled>> = {
  es: {
    frame: async () => ({ messages: spanishFrame }),
    forms: () => import('../locales/forms.es.po'),
    account: () => import('../locales/account.es.po'),
    pages: () => import('../locales/pages.es.po'),
    landing: () => import('../locales/landing.es.po'),
    content: () => import('../locales/content.es.po'),
    discovery: () => import('../locales/discovery.es.po'),
    offers: () => import('../locales/offers.es.po'),
    booking: () => import('../locales/booking.es.po'),
    crew: () => import('../locales/crew.es.po'),
    quotes: () => import('../locales/quotes.es.po'),
    shared: () => import('../locales/shared.es.po'),
    screens: () => import('../locales/screens.es.po'),
  },
};

/**
 * Each language's date words (i18n/format-date.ts reads them), loaded with the words of an area whose screens say dates
 * (not the sign-in's nor the forms': AREAS_WITHOUT_DATES).
 */
const DATE_WORDS: Record<Translated, () => Promise<void>> = {
  es: () =>
    import('./format-date-es').then((module) => {
      loadedDateWords.es = module.SPANISH;
    }),
};
const saysDates = (scope: Scope) => scope === 'all' || !AREAS_WITHOUT_DATES.includes(scope);

/** An area's screens, or every catalogue at once (the tests' default). */
export type Scope = Area | 'all';
const cataloguesOf = (scope: Scope): readonly Catalogue[] =>
  scope === 'all' ? (Object.keys(CATALOGUES.es) as Catalogue[]) : AREA_CATALOGUES[scope];

/** Each language's and scope's words: asked for once, kept once in (a failed load is asked for again next time). */
const asked = new Map<string, Promise<Messages>>();
const loaded = new Map<string, Messages>();
const keyOf = (locale: Locale, scope: Scope) => `${locale}:${scope}`;

/** `locale`'s words for `scope`'s screens, once loaded. */
function loadedWords(locale: Translated, scope: Scope): Messages | undefined {
  return loaded.get(keyOf(locale, scope));
}

/** Loads `locale`'s words for `scope`'s screens, its catalogues merged (a message of two is the same in both). */
function loadWords(locale: Translated, scope: Scope): Promise<Messages> {
  const key = keyOf(locale, scope);
  let words = asked.get(key);
  if (!words) {
    words = Promise.all([
      ...cataloguesOf(scope).map((catalogue) => CATALOGUES[locale][catalogue]()),
      saysDates(scope) ? DATE_WORDS[locale]().then(() => ({ messages: {} })) : { messages: {} },
    ]).then(
      (catalogues) => {
        const merged: Messages = Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages));
        loaded.set(key, merged);
        // Words of the language on screen are added as soon as they come (the browser: i18n/catalogs.ts's usePathWords).
        if (i18n.locale === locale) activateLoaded(locale, scope);
        return merged;
      },
      (error: unknown) => {
        asked.delete(key);
        throw error;
      },
    );
    asked.set(key, words);
  }
  return words;
}

/**
 * The active language's words and the scopes they are made of. In the browser a language's words add up as its areas
 * are visited: the screen being left keeps its words while the next one's load, and shows no English meanwhile. The
 * prerender renders each page with its own area's words only, as the browser's first render meets it.
 */
let active: { locale: Translated; scopes: Set<Scope>; messages: Messages } | null = null;
const ADD_UP = typeof document !== 'undefined';

/** Makes `locale` active with `scope`'s words, already loaded; answers false when they are not. */
function activateLoaded(locale: Translated, scope: Scope): boolean {
  const words = loadedWords(locale, scope);
  if (!words) return false;
  if (active?.locale === locale && active.scopes.has(scope) && i18n.locale === locale) return true;
  const addUp = ADD_UP && active?.locale === locale && i18n.locale === locale;
  active = addUp
    ? { locale, scopes: new Set(active?.scopes).add(scope), messages: { ...active?.messages, ...words } }
    : { locale, scopes: new Set([scope]), messages: words };
  i18n.loadAndActivate({ locale, messages: active.messages });
  return true;
}

/**
 * Loads `locale`'s catalogues for the screens of `area` (every catalogue when none is named: the tests) once and
 * makes it the active language of every message.
 */
export async function activateLocale(locale: Translated, area: Scope = 'all'): Promise<void> {
  if (!activateLoaded(locale, area)) {
    await loadWords(locale, area);
    activateLoaded(locale, area);
  }
}

/** The language and area of the page at `pathname`, in another language than English. */
const ofPath = (pathname: string) => [localeOfPath(pathname) as Translated, areaOfPath(pathname)] as const;

/** Activates the language of the page at `pathname`, with its area's words. */
export const activatePathLocale = (pathname: string) => activateLocale(...ofPath(pathname));

/** Loads the words of the page at `pathname` (made active if its language is). */
export const loadPathWords = (pathname: string): Promise<unknown> => loadWords(...ofPath(pathname));

/** Whether the words of the page at `pathname` are loaded. */
export const pathWordsLoaded = (pathname: string): boolean => loadedWords(...ofPath(pathname)) !== undefined;

/** Makes the language of the page at `pathname` active with its area's words, when they are loaded. */
export const activateLoadedPath = (pathname: string): boolean => activateLoaded(...ofPath(pathname));

/** What the words of the page at `pathname` are (its language and area): a navigation that changes it activates them. */
export const wordsKeyOfPath = (pathname: string): string => keyOf(...ofPath(pathname));
