/**
 * The web app's route table (spec 001 section 2 is canonical; spec 000's other spellings redirect to it)
 * and the API's paths. The server uses the web table to answer 404 for unknown paths; the web app builds
 * its router from it; the browser tests visit every entry.
 */
import { SubServiceId, type SubServiceIdValue } from './catalog-ids.ts';
import type { Locale } from './locale.ts';

export const GENERAL_ROUTES = [
  '/home',
  '/about',
  '/blog',
  '/blog/view',
  '/booking',
  '/companies',
  '/contact',
  '/detail-ticket',
  '/how-it-works',
  '/payment-confirmation',
  '/process-payment',
  '/profile',
  '/questionnaire',
  '/recover-password',
  '/reset-password',
  '/reviews',
  '/services',
  '/sign-in',
  '/sign-up',
  '/payment-information',
  '/my-tickets',
  '/create-review',
  '/update-status',
  '/help',
  '/optout',
  '/partner-us',
  '/booking-reschedule',
  '/payment-reschedule',
  '/payment-charge',
  '/scheduled-ticket',
] as const;

export const BLOG_ARTICLE_SLUGS = [
  'twelve-best-trees',
  'how-to-maintain-a-healthy',
  'las-vegas-landscaping-ideas',
  'how-do-you-design-a-landscape',
  'landscaping-for-curb-appeal',
  'fall-lawn-care-tips',
  'benefits-of-artificial-turf',
  'about-tree-removal',
  'improve-property-value',
] as const;
export type BlogArticleSlug = (typeof BLOG_ARTICLE_SLUGS)[number];

/** The ten served neighbourhoods, in the spec's order, with the names the pages show. */
export const LANDING_AREAS = [
  { slug: 'summerlin', name: 'Summerlin' },
  { slug: 'henderson', name: 'Henderson' },
  { slug: 'paradise', name: 'Paradise' },
  { slug: 'sunrise-manor', name: 'Sunrise Manor' },
  { slug: 'enterprise', name: 'Enterprise' },
  { slug: 'spring-valley', name: 'Spring Valley' },
  { slug: 'centennial-hills', name: 'Centennial Hills' },
  { slug: 'alliante', name: 'Alliante' },
  { slug: 'north-las-vegas', name: 'North Las Vegas' },
  { slug: 'boulder-city', name: 'Boulder City' },
] as const;
export type LandingAreaSlug = (typeof LANDING_AREAS)[number]['slug'];

export type LandingGroup = 'landscaping' | 'plumbing' | 'hvac';

/** The path of a neighbourhood page. The plumbing Centennial Hills page keeps the spec's one-n spelling. */
export function areaPath(group: LandingGroup, area: LandingAreaSlug): string {
  if (group === 'plumbing' && area === 'centennial-hills') return '/plumbing-in-centenial-hills';
  return `/${group}-in-${area}`;
}

export interface SubServiceLanding {
  path: string;
  group: LandingGroup;
  subServiceId: SubServiceIdValue;
  name: string;
}

/** The sub-service landing pages (spec 001 section 2), each tied to its sub-service. */
export const SUB_SERVICE_LANDINGS: readonly SubServiceLanding[] = [
  {
    path: '/artificial-turf',
    group: 'landscaping',
    subServiceId: SubServiceId.ArtificialTurf,
    name: 'Artificial Turf',
  },
  { path: '/irrigation', group: 'landscaping', subServiceId: SubServiceId.Irrigation, name: 'Irrigation' },
  {
    path: '/landscaping-design',
    group: 'landscaping',
    subServiceId: SubServiceId.LandscapingDesign,
    name: 'Landscaping Design',
  },
  {
    path: '/general-maintenance',
    group: 'landscaping',
    subServiceId: SubServiceId.GeneralMaintenance,
    name: 'General Maintenance',
  },
  { path: '/mulching', group: 'landscaping', subServiceId: SubServiceId.Mulching, name: 'Mulching' },
  { path: '/tree-removal', group: 'landscaping', subServiceId: SubServiceId.TreeRemoval, name: 'Tree Removal' },
  { path: '/trimming', group: 'landscaping', subServiceId: SubServiceId.Trimming, name: 'Trimming' },
  { path: '/drain-cleaning', group: 'plumbing', subServiceId: SubServiceId.DrainCleaning, name: 'Drain Cleaning' },
  { path: '/leak-detection', group: 'plumbing', subServiceId: SubServiceId.LeakDetection, name: 'Leak Detection' },
  { path: '/repairs', group: 'plumbing', subServiceId: SubServiceId.PlumbingRepairs, name: 'Repairs' },
  { path: '/water-heating', group: 'plumbing', subServiceId: SubServiceId.WaterHeating, name: 'Water Heating' },
  { path: '/cooling', group: 'hvac', subServiceId: SubServiceId.Cooling, name: 'Cooling' },
  { path: '/heating', group: 'hvac', subServiceId: SubServiceId.Heating, name: 'Heating' },
  { path: '/installation', group: 'hvac', subServiceId: SubServiceId.HvacInstallation, name: 'Installation' },
  { path: '/maintenance', group: 'hvac', subServiceId: SubServiceId.HvacMaintenance, name: 'Maintenance' },
  { path: '/hvac-repairs', group: 'hvac', subServiceId: SubServiceId.HvacRepairs, name: 'Repairs' },
];

export const LANDING_GROUPS: readonly LandingGroup[] = ['landscaping', 'plumbing', 'hvac'];

/** All 49 landing routes: 3 main pages, 30 neighbourhood pages, 16 sub-service pages. */
export const LANDING_ROUTES: readonly string[] = [
  ...LANDING_GROUPS.map((group) => `/${group}`),
  ...LANDING_GROUPS.flatMap((group) => LANDING_AREAS.map((area) => areaPath(group, area.slug))),
  ...SUB_SERVICE_LANDINGS.map((page) => page.path),
];

export const BLOG_ARTICLE_ROUTES: readonly string[] = BLOG_ARTICLE_SLUGS.map((slug) => `/blog/${slug}`);

/** The prefix of the Spanish twin of a page (issue 49, decision 0038): `/es/home` is `/home` in Spanish. */
export const SPANISH_PREFIX = '/es';

/** The scheduled-service page also takes a service segment and a ticket segment (spec 000 section 2). */
export const SCHEDULED_TICKET_PATTERN = '/scheduled-ticket/:serviceId/:ticketId';

/** Other spellings (spec 000 and our own) that redirect to the canonical path. */
export const ROUTE_REDIRECTS: Readonly<Record<string, string>> = {
  '/': '/home',
  [SPANISH_PREFIX]: `${SPANISH_PREFIX}/home`,
  '/pro': '/pro/jobs',
  '/staff': '/staff/inbox',
  '/howitworks': '/how-it-works',
  '/signin': '/sign-in',
  '/signup': '/sign-up',
  '/list-tickets': '/my-tickets',
  '/payment-info': '/payment-information',
  '/ticket-review': '/create-review',
  '/payment-confirm': '/payment-confirmation',
  '/payment-open-charge': '/payment-charge',
  '/payment-info-reschedule': '/payment-reschedule',
  '/blog-view': '/blog/view',
  '/plumbing-in-centennial-hills': '/plumbing-in-centenial-hills',
};

/**
 * The public pages that have a Spanish twin under SPANISH_PREFIX, prerendered in both languages, each naming the
 * other (hreflang), both in the sitemap. The list grows until it holds every public page (issue 49).
 */
export const SPANISH_PAGES: readonly string[] = [
  '/home',
  ...LANDING_ROUTES,
  // The other public pages (the web's route table has each as one route in both languages: `es?/about`).
  '/about',
  '/services',
  '/how-it-works',
  '/help',
  '/contact',
  '/partner-us',
  '/reviews',
  '/blog',
  ...BLOG_ARTICLE_ROUTES,
];

/** The Spanish twins' paths (`/es/home`, `/es/hvac-in-summerlin`...). */
export const SPANISH_ROUTES: readonly string[] = SPANISH_PAGES.map((path) => `${SPANISH_PREFIX}${path}`);

/**
 * The customer's screens that have a Spanish twin under SPANISH_PREFIX (`/es/booking`): the funnel from the search to
 * the confirmation so far (issue 49). They are screens, not public pages: never in the sitemap, no hreflang pairs. A
 * link from a screen in Spanish to one of these stays in Spanish (the web's localePath).
 */
export const SPANISH_SCREENS: readonly string[] = [
  '/questionnaire',
  '/companies',
  '/booking',
  '/payment-information',
  '/process-payment',
  '/payment-confirmation',
  // After the booking (a Spanish e-mail's links land on these): the ticket's screens.
  '/detail-ticket',
  '/update-status',
  '/booking-reschedule',
  '/payment-reschedule',
  '/payment-charge',
  '/create-review',
  // A customer's list, and a guest's way back to a lost link.
  '/my-tickets',
  '/find-my-booking',
  // Where a signed-out customer's Spanish screen sends them first.
  '/sign-in',
  '/recover-password',
  // The customer's account: a Spanish sign-in's sign-up, the new password's screen, the profile.
  '/sign-up',
  '/reset-password',
  '/profile',
  // A customer's plans (one plan is SPANISH_SCREEN_PATTERNS' `/my-plans/:id`): a plan's Spanish e-mails link them.
  '/my-plans',
  // A crew member's one-time links (the invitation, a new password): their e-mails link them in the member's language;
  // the portal's sign-in and its recovery, where those links and a Spanish crew member's sign-out lead.
  '/pro/accept-invite',
  '/pro/reset-password',
  '/pro/sign-in',
  '/pro/recover-password',
];

/**
 * The customer's screens with a parameter that have a Spanish twin (`/es/my-booking/{token}`): a guest's private
 * link, which a Spanish e-mail or text links in Spanish, a question's, and one of a customer's plans. Screens, like
 * SPANISH_SCREENS.
 */
export const SPANISH_SCREEN_PATTERNS: readonly string[] = [
  '/my-booking/:token',
  '/my-question/:id',
  '/my-plans/:id',
  // A quote to read and answer (issue 50): a Spanish e-mail's or text's link, and a guest's private link, open it.
  '/quote/:id',
];

/** The Spanish screens' paths (`/es/questionnaire`...). */
export const SPANISH_SCREEN_ROUTES: readonly string[] = SPANISH_SCREENS.map((path) => `${SPANISH_PREFIX}${path}`);

/** The language a path is in: its prefix says Spanish, nothing says English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The English path of a page in either language (`/es/home` → `/home`). */
export function pathWithoutLocale(pathname: string): string {
  return localeOfPath(pathname) === 'es' ? pathname.slice(SPANISH_PREFIX.length) || '/' : pathname;
}

/**
 * The same page or screen in `locale` when it exists in that language, else null (an English path always exists; a
 * Spanish one only for SPANISH_PAGES and SPANISH_SCREENS). A trailing slash is dropped.
 */
export function pathInLocale(pathname: string, locale: Locale): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const english = pathWithoutLocale(clean);
  if (locale === 'en') return english;
  return SPANISH_PAGES.includes(english) ||
    SPANISH_SCREENS.includes(english) ||
    isSpanishScreenWithParameter(english) ||
    isCompanyPagePath(english)
    ? `${SPANISH_PREFIX}${english}`
    : null;
}

/** True for an English path that one of SPANISH_SCREEN_PATTERNS matches (`/my-booking/abc`). */
function isSpanishScreenWithParameter(english: string): boolean {
  return SPANISH_SCREEN_PATTERNS.some((pattern) => PARAMETER_ROUTES[pattern]?.test(english) === true);
}

/** A path in either language (`/es/my-booking/abc` → `/my-booking/abc`) when its Spanish twin exists, else as it is. */
function withoutSpanishTwin(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const english = pathWithoutLocale(pathname);
  return pathInLocale(english, 'es') === pathname ? english : pathname;
}

/**
 * Issue 32: a company's page, `/pros/{slug}`, public and crawlable; issue 49: its Spanish twin `/es/pros/{slug}`. The
 * build prerenders their frames once (COMPANY_PAGE_FRAME_PATH, `/pros/_frame`, and `/es/pros/_frame`); the server
 * renders each company into the frame of its language on request. A company's page has a twin in Spanish whatever
 * the company (its words are the page's; what the company wrote is shown as written).
 */
const COMPANY_PAGE_ROUTE = /^(?:\/es)?\/pros\/[A-Za-z0-9_-]+$/;
/**
 * The frame is a company page here too: its prerendered language switch names the other frame, which the server
 * writes as the company's twin (plugins/web.ts), so the switch the browser hydrates at `/pros/{slug}` is the one sent.
 */
const isCompanyPagePath = (english: string) => COMPANY_PAGE_ROUTE.test(english);

/**
 * A public page's address in each language, for hreflang pairs and the sitemap: null for a page in English only and
 * for a screen (SPANISH_SCREENS are not indexed). A company's page has both (`/pros/{slug}`, `/es/pros/{slug}`).
 */
export function translatedPaths(pathname: string): Record<Locale, string> | null {
  const es = pathInLocale(pathname, 'es');
  if (!es) return null;
  const english = pathWithoutLocale(es);
  return SPANISH_PAGES.includes(english) || isCompanyPagePath(english) ? { en: english, es } : null;
}

/** Every canonical path the web app serves (static ones; the scheduled-ticket pattern is separate). */
export const WEB_ROUTES: readonly string[] = [
  ...GENERAL_ROUTES,
  ...BLOG_ARTICLE_ROUTES,
  ...LANDING_ROUTES,
  ...SPANISH_ROUTES,
  ...SPANISH_SCREEN_ROUTES,
];

/** Public pages prerendered to HTML at build: everything a visitor reads without an account. */
export const PRERENDERED_ROUTES: readonly string[] = [
  '/home',
  '/about',
  '/services',
  '/how-it-works',
  '/help',
  '/blog',
  '/reviews',
  '/contact',
  '/partner-us',
  '/optout',
  ...BLOG_ARTICLE_ROUTES,
  ...LANDING_ROUTES,
  ...SPANISH_ROUTES,
];

/**
 * Screens of the app whose frame (heading, intro, the places of their fields) is prerendered so that it paints
 * from the HTML while the scripts load, though the screen's content depends on the visit (query, session):
 * a link to the questionnaire is a marketing entry point (issue 14). They are not public pages: no canonical
 * link or share cards (ui/meta.ts canonicalPath) and not in the sitemap, which list PRERENDERED_ROUTES only.
 */
export const PRERENDERED_SCREENS: readonly string[] = ['/questionnaire', `${SPANISH_PREFIX}/questionnaire`];

/** The frames of a company's page, English and Spanish (COMPANY_PAGE_ROUTE above), filled by the server. */
export const PRERENDERED_FRAMES: readonly string[] = ['/pros/_frame', `${SPANISH_PREFIX}/pros/_frame`];

/** The company portal's and the staff console's screens (never prerendered, never indexed). */
export const PORTAL_ROUTES: readonly string[] = [
  '/pro/sign-in',
  '/pro/accept-invite',
  '/pro/recover-password',
  '/pro/reset-password',
  '/pro/account',
  '/pro/jobs',
  '/pro/team',
  '/pro/setup',
  '/pro/profile',
  '/pro/services',
  '/pro/area',
  '/pro/hours',
  '/pro/leads',
  '/pro/reviews',
  '/pro/earnings',
  '/pro/payouts',
  '/pro/messages',
  '/pro/crews',
  '/pro/schedule',
  '/pro/my-jobs',
  '/pro/plans',
  '/pro/quotes',
  '/staff/sign-in',
  '/staff/accept-invite',
  '/staff/recover-password',
  '/staff/reset-password',
  '/staff/account',
  '/staff/partner-requests',
  '/staff/inbox',
  '/staff/tickets',
  '/staff/at-risk',
  '/staff/customers',
  '/staff/companies',
  '/staff/payouts',
  '/staff/company-renames',
  '/staff/reviews',
  '/staff/discount-codes',
  '/staff/settings',
  '/staff/team',
  '/staff/audit-log',
  '/staff/jobs',
  '/staff/books',
  '/staff/messages',
  '/staff/plans',
];
/**
 * The portal's and the console's screens with a parameter: a job, a service's price list, a quote, the quote to write
 * on a job (issue 50); an inbox message, a ticket, a customer, a company; a question asked before booking.
 */
const PORTAL_PARAM_ROUTE =
  /^\/(pro\/(jobs|services|messages|quotes)\/\d+|pro\/jobs\/\d+\/quote|staff\/(tickets|customers|companies|payouts)\/\d+|staff\/inbox\/(contact|lead|company-lead|optout|partner)\/\d+)$/;

/**
 * Issue 26: a guest reaches their booking without an account. `/find-my-booking` asks for a lost link again;
 * `/my-booking/{token}` is a private link (never indexed, sent with no referrer: its path is a secret).
 */
export const GUEST_ACCESS_ROUTES: readonly string[] = ['/find-my-booking'];
export const MY_BOOKING_PATTERN = '/my-booking/:token';
const MY_BOOKING_ROUTE = /^\/my-booking\/[A-Za-z0-9_-]+$/;

/**
 * Issue 30: a question asked before booking, opened by its private link `/my-question/{id}?token=…` (mailed to
 * the asker; the token is in the query, the address still never indexed nor sent on as a referrer).
 */
export const MY_QUESTION_PATTERN = '/my-question/:id';
const MY_QUESTION_ROUTE = /^\/my-question\/\d+$/;

/**
 * Issue 31: a signed-in customer's plans (regular service on a saved card), `/my-plans`, and one plan,
 * `/my-plans/{id}`. Screens of one person's session, as My tickets.
 */
export const PLAN_ROUTES: readonly string[] = ['/my-plans'];
export const MY_PLAN_PATTERN = '/my-plans/:id';
const MY_PLAN_ROUTE = /^\/my-plans\/\d+$/;

/**
 * Issue 50 (decision 0039): a quote the customer reads and approves, `/quote/{id}` (a screen of the customer's or the
 * guest's session, as a plan: not a private link), and a job's invoice, `/invoice/{ticketId}`. The invoice's is a
 * pattern only until its screen exists: its slice adds it to PARAMETER_ROUTES and SPANISH_SCREEN_PATTERNS, and
 * `/pro/invoices` to PORTAL_ROUTES, which the server answers 200 for; the company's `/pro/quotes`, `/pro/quotes/{id}`
 * and `/pro/jobs/{id}/quote` are in PORTAL_ROUTES and PORTAL_PARAM_ROUTE.
 */
export const QUOTE_PATTERN = '/quote/:id';
const QUOTE_ROUTE = /^\/quote\/\d+$/;
export const INVOICE_PATTERN = '/invoice/:ticketId';

/** The customer's screens with a parameter, by pattern: what SPANISH_SCREEN_PATTERNS name. */
const PARAMETER_ROUTES: Readonly<Record<string, RegExp>> = {
  [MY_BOOKING_PATTERN]: MY_BOOKING_ROUTE,
  [MY_QUESTION_PATTERN]: MY_QUESTION_ROUTE,
  [MY_PLAN_PATTERN]: MY_PLAN_ROUTE,
  [QUOTE_PATTERN]: QUOTE_ROUTE,
};

/**
 * Issue 28: the sandbox's stand-in for Stripe's hosted onboarding of a company's payout account, opened by a
 * single-use account link (its token in the query).
 */
export const SANDBOX_ONBOARDING_PATTERN = '/sandbox/connect/onboarding/:accountId';
const SANDBOX_ONBOARDING_ROUTE = /^\/sandbox\/connect\/onboarding\/acct_[A-Za-z0-9_]+$/;

/**
 * True for a private link's path (a guest's ticket link, an account link of the sandbox's onboarding): the
 * server answers it with noindex and no referrer.
 */
export function isPrivateLinkPath(pathname: string): boolean {
  const clean = withoutSpanishTwin(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  return MY_BOOKING_ROUTE.test(clean) || MY_QUESTION_ROUTE.test(clean) || SANDBOX_ONBOARDING_ROUTE.test(clean);
}

/**
 * The spellings of an area that links and people write besides the page's own: spec 001 spells the plumbing page
 * of Centennial Hills with one n, the area itself has two.
 */
const AREA_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  'centennial-hills': ['centennial-hills', 'centenial-hills'],
};

/**
 * A path reduced to what its spellings share: lower case, no separators (hyphen, underscore, space, dot, plus) and
 * no trailing slash. `/Plumbing_In_Summerlin/` and `/plumbing-in-summerlin` meet at `/plumbinginsummerlin`.
 */
function spellingKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Not percent-encoded text: taken as it is.
  }
  return decoded
    .toLowerCase()
    .replace(/[-_\s.+]+/g, '')
    .replace(/\/+$/, '');
}

let publicSpellings: ReadonlyMap<string, string> | null = null;

/**
 * Every public page by the key of its spellings; a neighbourhood page also without its `in` (`/plumbing-summerlin`)
 * and under its area's other spelling. Made on first use (the web app, which never asks, does not carry it).
 */
function publicPageSpellings(): ReadonlyMap<string, string> {
  if (publicSpellings) return publicSpellings;
  const table = new Map<string, string>();
  for (const path of PRERENDERED_ROUTES) table.set(spellingKey(path), path);
  for (const group of LANDING_GROUPS) {
    for (const area of LANDING_AREAS) {
      for (const spelled of AREA_SPELLINGS[area.slug] ?? [area.slug]) {
        for (const joint of ['-in-', '-'])
          table.set(spellingKey(`/${group}${joint}${spelled}`), areaPath(group, area.slug));
      }
    }
  }
  publicSpellings = table;
  return table;
}

/**
 * Where the server sends a path that spells a page otherwise (decision 0036): a spelling of ROUTE_REDIRECTS (spec
 * 000's, `/`, the portal's and the console's roots), or another spelling of a public page (its case, underscores or
 * spaces for hyphens, a neighbourhood page without its `in` or with its area's other spelling, a trailing slash).
 * Null for a page's own path and for anything else.
 */
export function respelledPath(pathname: string): string | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const redirect = ROUTE_REDIRECTS[clean];
  if (redirect) return redirect;
  const page = publicPageSpellings().get(spellingKey(pathname));
  return page !== undefined && page !== pathname ? page : null;
}

/** True when `pathname` is a page of the web app (canonical, a redirect, or the scheduled-ticket pattern). */
export function isWebRoute(pathname: string): boolean {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (WEB_ROUTES.includes(trimmed)) return true;
  // A Spanish screen with a parameter (`/es/my-booking/{token}`) is its English screen's route.
  const clean = withoutSpanishTwin(trimmed);
  if (WEB_ROUTES.includes(clean) || clean in ROUTE_REDIRECTS || PORTAL_ROUTES.includes(clean)) return true;
  if (GUEST_ACCESS_ROUTES.includes(clean) || isPrivateLinkPath(clean)) return true;
  if (PLAN_ROUTES.includes(clean) || MY_PLAN_ROUTE.test(clean) || COMPANY_PAGE_ROUTE.test(clean)) return true;
  if (QUOTE_ROUTE.test(clean)) return true;
  return /^\/scheduled-ticket\/[^/]+\/[^/]+$/.test(clean) || PORTAL_PARAM_ROUTE.test(clean);
}

/**
 * The origin the web build writes into prerendered pages (canonical links, Open Graph, JSON-LD). The server
 * puts its own public address (PUBLIC_URL at run time) in its place when it loads a page, so a build made on
 * another port or host never names the build's address (issue 26). apps/web/vite.config.ts spells it too.
 */
export const BUILD_ORIGIN_PLACEHOLDER = 'https://build-origin.upkeep.invalid';
