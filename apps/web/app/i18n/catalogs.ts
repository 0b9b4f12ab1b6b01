/**
 * The languages of the web app's pages and screens (issue 49, decision 0038). A page's path says its language
 * (`/es/home` is Spanish: the contract's localeOfPath) and its area (i18n/areas.ts: the public pages, the funnel, the
 * customer's screens, the portal). English, the source, has no catalogue to load: each message's English is compiled
 * into the code that shows it (vite-lingui.ts). A page in another language loads i18n/catalogue-loader.ts, which loads
 * that language's catalogues of the page's area, each a chunk of its own compiled from its PO file at build
 * (lingui.config.ts), and nothing of the other areas' or languages': an English page's code carries only this module.
 * The prerender activates a page's language and area before rendering it (entry.server.tsx), the browser before
 * hydrating (entry.client.tsx) and, at a navigation into another area or language, before the next screen renders
 * (usePathWords in root.tsx).
 */

import { type Locale, localeOfPath } from '@upkeep/contract';
import { use, useLayoutEffect } from 'react';
import type { Area } from './areas';
import type * as Loader from './catalogue-loader';
import { i18n } from './runtime';

/** The loader of other languages' words, once it is in (a module of its own, which English pages never load). */
let loader: typeof Loader | undefined;
let loading: Promise<typeof Loader> | undefined;
function loaderModule(): Promise<typeof Loader> {
  loading ??= import('./catalogue-loader').then(
    (module) => (loader = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function activateEnglish(): void {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
}

/**
 * Loads `locale`'s catalogues for the screens of `area` (every catalogue when none is named: the tests) once and
 * makes it the active language of every message.
 */
export async function activateLocale(locale: Locale, area?: Area): Promise<void> {
  if (locale === 'en') return activateEnglish();
  await (await loaderModule()).activateLocale(locale, area);
}

/** Activates the language of the page at `pathname`, with its area's words. */
export async function activatePathLocale(pathname: string): Promise<void> {
  if (localeOfPath(pathname) === 'en') return activateEnglish();
  await (await loaderModule()).activatePathLocale(pathname);
}

/** The load of a path's words, settled either way (a catalogue that cannot be fetched leaves the screen in English). */
const settled = new Map<string, Promise<void>>();
function settledLoad(pathname: string): Promise<void> {
  let load = settled.get(pathname);
  if (!load) {
    load = loaderModule()
      .then((module) => module.loadPathWords(pathname))
      .then(
        () => undefined,
        () => undefined,
      );
    settled.set(pathname, load);
  }
  return load;
}

/**
 * The words of the page at `pathname` (root.tsx, at every navigation): a page of another area or language suspends
 * its render until its catalogues are in (a navigation is a transition: the screen being left stays until then, so
 * the next one never shows in English first), then its language is made active before the browser paints (words of
 * the language already active are added as soon as they come). A catalogue that cannot be fetched leaves it English.
 */
export function usePathWords(pathname: string): void {
  const english = localeOfPath(pathname) === 'en';
  if (!english && !loader?.pathWordsLoaded(pathname)) use(settledLoad(pathname));
  const key = english ? 'en' : (loader?.wordsKeyOfPath(pathname) ?? pathname);
  // Not at each render: a screen may make another language active while it shows (the crew's day, which follows the
  // crew member's account), and it is the path's again only at a navigation into another area or language.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says the path's language and area
  useLayoutEffect(() => {
    if (english) activateEnglish();
    else loader?.activateLoadedPath(pathname);
  }, [key]);
}

export { i18n };
