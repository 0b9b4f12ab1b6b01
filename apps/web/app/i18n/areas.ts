/**
 * The areas of the app whose words load together (issue 49, decision 0038): a Spanish page loads the catalogues of
 * its area and no other's, so a public page does not load the booking's words, nor the funnel the crew's. The
 * catalogues are split by the source file's path (lingui.config.ts: a file's messages are in one catalogue, a message
 * said in two areas' files in both); an area loads the frame's (the navbar, the footer, the search card...) and those
 * its screens' files are in. app/i18n/areas.test.ts walks each area's screens' imports and fails on a file whose
 * catalogue the area does not load.
 */
import { LANDING_ROUTES, pathWithoutLocale, SPANISH_PAGES } from '@upkeep/contract';

/** A catalogue (`app/locales/{catalogue}.{locale}.po`), named as in lingui.config.ts. */
export type Catalogue =
  | 'frame'
  | 'account'
  | 'forms'
  | 'pages'
  | 'landing'
  | 'content'
  | 'discovery'
  | 'offers'
  | 'booking'
  | 'crew'
  | 'quotes'
  | 'shared'
  | 'screens';

/**
 * An area of the app: the public pages, the public forms (contact, partner with us), the funnel's first screens (the
 * questionnaire, the offers) and the rest of it (the booking, the checkout, the confirmation), the customer's screens
 * after sign-in, the company portal.
 */
export type Area =
  | 'pages'
  | 'landing'
  | 'content'
  | 'forms'
  | 'account'
  | 'discovery'
  | 'offers'
  | 'booking'
  | 'screens'
  | 'quotes'
  | 'crew';

/** The catalogues each area's screens load, the frame's first. */
export const AREA_CATALOGUES: Record<Area, readonly Catalogue[]> = {
  // The home and a company's page; the landing pages and the pages of prose and lists add their own.
  pages: ['frame', 'pages'],
  landing: ['frame', 'pages', 'landing'],
  content: ['frame', 'pages', 'content'],
  forms: ['frame', 'forms'],
  // The sign-in and its recovery; the customer's other screens say their words too (a refused sign-in, the card).
  account: ['frame', 'account'],
  discovery: ['frame', 'discovery'],
  // The offers say some of the questionnaire's words too (the search's line, a zip code's check).
  offers: ['frame', 'discovery', 'offers'],
  booking: ['frame', 'shared', 'booking'],
  screens: ['frame', 'shared', 'account', 'screens'],
  // A quote's screen (its words apart, so that every other screen of the customer's goes without them).
  quotes: ['frame', 'shared', 'account', 'quotes'],
  crew: ['frame', 'shared', 'account', 'crew'],
};

/** The funnel's first screen, and the offers after it (in English; their twins are under `/es`). */
export const DISCOVERY_SCREENS: readonly string[] = ['/questionnaire'];
export const OFFER_SCREENS: readonly string[] = ['/companies'];

/** The rest of the funnel, to the confirmation. */
export const BOOKING_SCREENS: readonly string[] = [
  '/booking',
  '/payment-information',
  '/process-payment',
  '/payment-confirmation',
];

/** The sign-in and its recovery (in English; their twins are under `/es`). */
export const ACCOUNT_PAGES: readonly string[] = ['/sign-in', '/recover-password'];

/**
 * The areas whose screens say no date, which load no date words with their catalogues (the Spanish forms' 1.5 KB:
 * i18n/catalogue-loader.ts).
 */
export const AREAS_WITHOUT_DATES: readonly Area[] = ['account', 'forms'];

/** The public forms' pages (in English; their twins are under `/es`). */
export const FORM_PAGES: readonly string[] = ['/contact', '/partner-us'];

/** The public pages of prose and lists (in English; their twins are under `/es`), the blog's articles too. */
export const CONTENT_PAGES: readonly string[] = ['/about', '/services', '/how-it-works', '/help', '/reviews', '/blog'];

/** The area of the page at `pathname`, in either language. */
export function areaOfPath(pathname: string): Area {
  const english = pathWithoutLocale(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (english === '/pro' || english.startsWith('/pro/')) return 'crew';
  if (english.startsWith('/quote/')) return 'quotes';
  if (DISCOVERY_SCREENS.includes(english)) return 'discovery';
  if (OFFER_SCREENS.includes(english)) return 'offers';
  if (BOOKING_SCREENS.includes(english)) return 'booking';
  if (FORM_PAGES.includes(english)) return 'forms';
  if (ACCOUNT_PAGES.includes(english)) return 'account';
  if (CONTENT_PAGES.includes(english) || english.startsWith('/blog/')) return 'content';
  if (LANDING_ROUTES.includes(english)) return 'landing';
  if (SPANISH_PAGES.includes(english) || english.startsWith('/pros/')) return 'pages';
  return 'screens';
}
