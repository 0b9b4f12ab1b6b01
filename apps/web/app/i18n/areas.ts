/**
 * The areas of the app whose words load together (issue 49, decision 0038): a Spanish page loads the catalogues of
 * its area and no other's, so a public page does not load the booking's words, nor the funnel the crew's. The
 * catalogues are split by the source file's path (lingui.config.ts: a file's messages are in one catalogue, a message
 * said in two areas' files in both); an area loads the frame's (the navbar, the footer, the search card...) and those
 * its screens' files are in. app/i18n/areas.test.ts walks each area's screens' imports and fails on a file whose
 * catalogue the area does not load.
 */
import { pathWithoutLocale, SPANISH_PAGES } from '@upkeep/contract';

/** A catalogue (`app/locales/{catalogue}.{locale}.po`), named as in lingui.config.ts. */
export type Catalogue = 'frame' | 'forms' | 'pages' | 'funnel' | 'crew' | 'shared' | 'screens';

/**
 * An area of the app: the public pages, the public forms (contact, partner with us), the funnel, the customer's
 * screens after sign-in, the company portal.
 */
export type Area = 'pages' | 'forms' | 'funnel' | 'screens' | 'crew';

/** The catalogues each area's screens load, the frame's first. */
export const AREA_CATALOGUES: Record<Area, readonly Catalogue[]> = {
  pages: ['frame', 'pages'],
  forms: ['frame', 'forms'],
  funnel: ['frame', 'shared', 'funnel'],
  screens: ['frame', 'shared', 'screens'],
  crew: ['frame', 'shared', 'crew'],
};

/** The funnel's screens, from the questionnaire to the confirmation (in English; their twins are under `/es`). */
export const FUNNEL_SCREENS: readonly string[] = [
  '/questionnaire',
  '/companies',
  '/booking',
  '/payment-information',
  '/process-payment',
  '/payment-confirmation',
];

/** The public forms' pages (in English; their twins are under `/es`). */
export const FORM_PAGES: readonly string[] = ['/contact', '/partner-us'];

/** The area of the page at `pathname`, in either language. */
export function areaOfPath(pathname: string): Area {
  const english = pathWithoutLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (english === '/pro' || english.startsWith('/pro/')) return 'crew';
  if (FUNNEL_SCREENS.includes(english)) return 'funnel';
  if (FORM_PAGES.includes(english)) return 'forms';
  if (SPANISH_PAGES.includes(english)) return 'pages';
  return 'screens';
}
