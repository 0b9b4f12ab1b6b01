/**
 * The languages of the web app's pages and screens (issue 49, decision 0038). A page's path says its language
 * (`/es/home` is Spanish: the contract's localeOfPath). English, the source, has no catalogue to load: each message's
 * English is compiled into the code that shows it (vite-lingui.ts). Another language's page loads that language's
 * catalogue, a chunk of its own compiled from its PO file at build (lingui.config.ts), and nothing of the others. The
 * prerender activates a page's language before rendering it (entry.server.tsx), the browser before hydrating
 * (entry.client.tsx) and at a navigation into the other language (LocaleFollower in root.tsx).
 */

import { type Locale, localeOfPath } from '@upkeep/contract';
import { loadedDateWords } from './loaded-date-words';
import { i18n, type Messages } from './runtime';

const CATALOGS: Record<Exclude<Locale, 'en'>, () => Promise<{ messages: Messages }>> = {
  // The Spanish date words come with the Spanish catalogue (i18n/format-date.ts reads them), as its messages do.
  es: async () => {
    const [catalogue, dates] = await Promise.all([import('../locales/es.po'), import('./format-date-es')]);
    loadedDateWords.es = dates.SPANISH;
    return catalogue;
  },
};

/** The languages whose messages are loaded (English's are in the code). */
const loaded = new Map<Locale, Messages>([['en', {}]]);

/** Loads `locale`'s catalogue once and makes it the active language of every message. */
export async function activateLocale(locale: Locale): Promise<void> {
  if (i18n.locale === locale) return;
  let messages = loaded.get(locale);
  if (!messages) {
    messages = (await CATALOGS[locale as Exclude<Locale, 'en'>]()).messages;
    loaded.set(locale, messages);
  }
  i18n.loadAndActivate({ locale, messages });
}

/** Activates the language of the page at `pathname`. */
export const activatePathLocale = (pathname: string) => activateLocale(localeOfPath(pathname));

export { i18n };
