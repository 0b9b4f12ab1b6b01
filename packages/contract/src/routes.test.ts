import { describe, expect, it } from 'vitest';
import {
  areaPath,
  BLOG_ARTICLE_ROUTES,
  GENERAL_ROUTES,
  isPrivateLinkPath,
  isWebRoute,
  LANDING_ROUTES,
  localeOfPath,
  MY_BOOKING_PATTERN,
  MY_PLAN_PATTERN,
  PORTAL_ROUTES,
  PRERENDERED_FRAMES,
  PRERENDERED_ROUTES,
  PRERENDERED_SCREENS,
  pathInLocale,
  pathWithoutLocale,
  QUOTE_PATTERN,
  ROUTE_REDIRECTS,
  respelledPath,
  SPANISH_PAGES,
  SPANISH_ROUTES,
  SPANISH_SCREEN_PATTERNS,
  SPANISH_SCREEN_ROUTES,
  translatedPaths,
  WEB_ROUTES,
} from './routes.ts';

describe('the Spanish twins of the public pages (issue 49)', () => {
  it('prefixes each with /es, the home and the 49 landing pages first', () => {
    expect(SPANISH_PAGES.slice(0, 50)).toEqual(['/home', ...LANDING_ROUTES]);
    expect(SPANISH_ROUTES).toContain('/es/home');
    expect(SPANISH_ROUTES).toContain('/es/hvac-in-summerlin');
    for (const path of SPANISH_ROUTES) {
      expect(PRERENDERED_ROUTES, path).toContain(path);
      expect(isWebRoute(path), path).toBe(true);
      expect(respelledPath(path), path).toBeNull();
    }
    expect(ROUTE_REDIRECTS['/es']).toBe('/es/home');
    expect(respelledPath('/ES/Home')).toBe('/es/home');
  });

  it('reads the language from the path, and finds the same page in the other language', () => {
    expect(localeOfPath('/es/home')).toBe('es');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/home')).toBe('en');
    expect(localeOfPath('/espanol')).toBe('en');
    expect(pathWithoutLocale('/es/hvac')).toBe('/hvac');
    expect(pathInLocale('/hvac-in-summerlin', 'es')).toBe('/es/hvac-in-summerlin');
    expect(pathInLocale('/es/hvac-in-summerlin/', 'en')).toBe('/hvac-in-summerlin');
    // A page in English only has no Spanish twin (yet).
    expect(pathInLocale('/optout', 'es')).toBeNull();
    expect(pathInLocale('/pro/jobs', 'es')).toBeNull();
    expect(translatedPaths('/es/home')).toEqual({ en: '/home', es: '/es/home' });
    expect(translatedPaths('/optout')).toBeNull();
  });

  it('has the other public pages in Spanish: prerendered, each naming its twin', () => {
    for (const path of [
      '/about',
      '/services',
      '/how-it-works',
      '/contact',
      '/partner-us',
      '/blog',
      ...BLOG_ARTICLE_ROUTES,
    ]) {
      expect(SPANISH_ROUTES, path).toContain(`/es${path}`);
      expect(PRERENDERED_ROUTES, path).toContain(`/es${path}`);
      expect(pathInLocale(path, 'es'), path).toBe(`/es${path}`);
      expect(translatedPaths(path), path).toEqual({ en: path, es: `/es${path}` });
      expect(translatedPaths(`/es${path}`), path).toEqual({ en: path, es: `/es${path}` });
    }
  });

  it("has the funnel's screens in Spanish, as screens: served, the questionnaire's frame prerendered, never indexed", () => {
    expect(SPANISH_SCREEN_ROUTES).toEqual([
      '/es/questionnaire',
      '/es/companies',
      '/es/booking',
      '/es/payment-information',
      '/es/process-payment',
      '/es/payment-confirmation',
      '/es/detail-ticket',
      '/es/update-status',
      '/es/booking-reschedule',
      '/es/payment-reschedule',
      '/es/payment-charge',
      '/es/create-review',
      '/es/my-tickets',
      '/es/find-my-booking',
      '/es/sign-in',
      '/es/recover-password',
      '/es/sign-up',
      '/es/reset-password',
      '/es/profile',
      '/es/my-plans',
      '/es/pro/accept-invite',
      '/es/pro/reset-password',
      '/es/pro/sign-in',
      '/es/pro/recover-password',
    ]);
    for (const path of SPANISH_SCREEN_ROUTES) {
      expect(isWebRoute(path), path).toBe(true);
      expect(PRERENDERED_ROUTES, path).not.toContain(path);
      expect(translatedPaths(path), path).toBeNull();
      expect(pathInLocale(path, 'en'), path).toBe(path.slice(3));
      expect(pathInLocale(path.slice(3), 'es'), path).toBe(path);
    }
    expect(PRERENDERED_SCREENS).toContain('/es/questionnaire');
  });

  it("has a guest's private link in Spanish, a private link still: served, never indexed, its token kept", () => {
    expect(SPANISH_SCREEN_PATTERNS).toContain(MY_BOOKING_PATTERN);
    expect(pathInLocale('/my-booking/AbC_12-x', 'es')).toBe('/es/my-booking/AbC_12-x');
    expect(pathInLocale('/es/my-booking/AbC_12-x', 'en')).toBe('/my-booking/AbC_12-x');
    expect(isWebRoute('/es/my-booking/AbC_12-x')).toBe(true);
    expect(isPrivateLinkPath('/es/my-booking/AbC_12-x')).toBe(true);
    expect(isPrivateLinkPath('/es/my-booking/AbC_12-x/')).toBe(true);
    expect(translatedPaths('/es/my-booking/AbC_12-x')).toBeNull();
    // Only a screen that has its Spanish twin is served under /es.
    expect(pathInLocale('/my-booking/a/b', 'es')).toBeNull();
    expect(isWebRoute('/es/my-booking/a/b')).toBe(false);
    expect(isWebRoute('/es/pro/jobs')).toBe(false);
    expect(isWebRoute('/es/staff/tickets/3')).toBe(false);
    expect(isPrivateLinkPath('/es/sandbox/connect/onboarding/acct_1')).toBe(false);
    // A question's private link likewise.
    expect(pathInLocale('/my-question/12', 'es')).toBe('/es/my-question/12');
    expect(isWebRoute('/es/my-question/12')).toBe(true);
    expect(isPrivateLinkPath('/es/my-question/12')).toBe(true);
  });

  it("has a customer's plans and each plan in Spanish, screens of a session, not private links", () => {
    expect(SPANISH_SCREEN_PATTERNS).toContain(MY_PLAN_PATTERN);
    expect(pathInLocale('/my-plans', 'es')).toBe('/es/my-plans');
    expect(pathInLocale('/my-plans/12', 'es')).toBe('/es/my-plans/12');
    expect(pathInLocale('/es/my-plans/12', 'en')).toBe('/my-plans/12');
    expect(isWebRoute('/es/my-plans')).toBe(true);
    expect(isWebRoute('/es/my-plans/12')).toBe(true);
    expect(isWebRoute('/es/my-plans/x')).toBe(false);
    expect(pathInLocale('/my-plans/x', 'es')).toBeNull();
    expect(isPrivateLinkPath('/es/my-plans/12')).toBe(false);
    expect(translatedPaths('/es/my-plans/12')).toBeNull();
  });

  it('has a quote to read in Spanish (issue 50), a screen of a session, not a private link', () => {
    expect(SPANISH_SCREEN_PATTERNS).toContain(QUOTE_PATTERN);
    expect(pathInLocale('/quote/12', 'es')).toBe('/es/quote/12');
    expect(pathInLocale('/es/quote/12', 'en')).toBe('/quote/12');
    expect(isWebRoute('/quote/12')).toBe(true);
    expect(isWebRoute('/es/quote/12')).toBe(true);
    expect(isWebRoute('/quote/x')).toBe(false);
    expect(isWebRoute('/es/quote/12/x')).toBe(false);
    expect(pathInLocale('/quote/x', 'es')).toBeNull();
    expect(isPrivateLinkPath('/es/quote/12')).toBe(false);
    expect(translatedPaths('/es/quote/12')).toBeNull();
  });
});

describe("a company's page and its Spanish twin (issue 49)", () => {
  it('has a twin in each language, in the hreflang pairs and the sitemap, and is a route of the app', () => {
    expect(pathInLocale('/pros/red-rock-yard-works', 'es')).toBe('/es/pros/red-rock-yard-works');
    expect(pathInLocale('/es/pros/red-rock-yard-works/', 'en')).toBe('/pros/red-rock-yard-works');
    expect(translatedPaths('/es/pros/red-rock-yard-works')).toEqual({
      en: '/pros/red-rock-yard-works',
      es: '/es/pros/red-rock-yard-works',
    });
    expect(isWebRoute('/es/pros/red-rock-yard-works')).toBe(true);
    expect(isWebRoute('/es/pros/a/b')).toBe(false);
    // The frame's switch names the other frame, which the server writes as the company's twin.
    expect(pathInLocale('/pros/_frame', 'es')).toBe('/es/pros/_frame');
    expect(PRERENDERED_FRAMES).toEqual(['/pros/_frame', '/es/pros/_frame']);
  });
});

describe('the route table', () => {
  it('has the 30 general routes, 9 blog articles and 49 landing routes of spec 001', () => {
    expect(GENERAL_ROUTES).toHaveLength(30);
    expect(BLOG_ARTICLE_ROUTES).toHaveLength(9);
    expect(LANDING_ROUTES).toHaveLength(49);
    expect(new Set(WEB_ROUTES).size).toBe(WEB_ROUTES.length);
  });

  it('keeps the one-n spelling of the plumbing Centennial Hills page, and redirects the two-n one to it', () => {
    expect(areaPath('plumbing', 'centennial-hills')).toBe('/plumbing-in-centenial-hills');
    expect(areaPath('hvac', 'centennial-hills')).toBe('/hvac-in-centennial-hills');
    expect(LANDING_ROUTES).toContain('/plumbing-in-centenial-hills');
    expect(ROUTE_REDIRECTS['/plumbing-in-centennial-hills']).toBe('/plumbing-in-centenial-hills');
  });

  it('redirects every spec 000 spelling to a canonical route', () => {
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      expect([...WEB_ROUTES, ...PORTAL_ROUTES], from).toContain(to);
      expect(WEB_ROUTES, from).not.toContain(from);
    }
    expect(ROUTE_REDIRECTS['/']).toBe('/home');
  });

  it('prerenders only canonical public pages', () => {
    for (const path of PRERENDERED_ROUTES) expect(WEB_ROUTES).toContain(path);
    expect(PRERENDERED_ROUTES).not.toContain('/my-tickets');
  });

  it('sends other spellings of a page to its one address, and leaves every page its own (decision 0036)', () => {
    // No spelling of one page is taken by another: each public page and screen keeps its path.
    for (const path of [...WEB_ROUTES, ...PORTAL_ROUTES]) expect(respelledPath(path), path).toBeNull();
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) expect(respelledPath(from), from).toBe(to);
    expect(respelledPath('/plumbing-in-centennial-hills')).toBe('/plumbing-in-centenial-hills');
    expect(respelledPath('/PLUMBING_IN_CENTENIAL_HILLS')).toBe('/plumbing-in-centenial-hills');
    expect(respelledPath('/landscaping-centenial-hills')).toBe('/landscaping-in-centennial-hills');
    expect(respelledPath('/blog/Fall-Lawn-Care-Tips')).toBe('/blog/fall-lawn-care-tips');
    expect(respelledPath('/about/')).toBe('/about');
    // Every neighbourhood page, under each way of writing it.
    for (const group of ['landscaping', 'plumbing', 'hvac'] as const) {
      for (const area of ['summerlin', 'north-las-vegas', 'centennial-hills'] as const) {
        const page = areaPath(group, area);
        for (const spelled of [page.toUpperCase(), page.replaceAll('-', '_'), `${page}/`, page.replace('-in-', '-')])
          expect(respelledPath(spelled), spelled).toBe(page);
      }
    }
    // Screens that are not public pages keep their trailing slash and case to the app (its shell or its 404).
    expect(respelledPath('/questionnaire/')).toBeNull();
    expect(respelledPath('/My-Tickets')).toBeNull();
    expect(respelledPath('/plumbing-in-las-vegas')).toBeNull();
    expect(respelledPath('/%E0%A4%A')).toBeNull();
  });

  it('knows which paths are app pages', () => {
    expect(isWebRoute('/home')).toBe(true);
    expect(isWebRoute('/home/')).toBe(true);
    expect(isWebRoute('/pro/jobs/12')).toBe(true);
    expect(isWebRoute('/staff/partner-requests')).toBe(true);
    expect(isWebRoute('/pro/nope')).toBe(false);
    expect(isWebRoute('/signin')).toBe(true);
    expect(isWebRoute('/scheduled-ticket/4/12')).toBe(true);
    expect(isWebRoute('/scheduled-ticket/4')).toBe(false);
    expect(isWebRoute('/nope')).toBe(false);
  });

  it("serves the payouts screen and the sandbox's onboarding, whose account links are private", () => {
    expect(isWebRoute('/pro/payouts')).toBe(true);
    expect(isWebRoute('/sandbox/connect/onboarding/acct_sbx_0123abcd')).toBe(true);
    expect(isWebRoute('/sandbox/connect/onboarding/not-an-account')).toBe(false);
    expect(isPrivateLinkPath('/sandbox/connect/onboarding/acct_sbx_0123abcd')).toBe(true);
    expect(isPrivateLinkPath('/my-booking/abc_DEF-1')).toBe(true);
    expect(isPrivateLinkPath('/my-question/7')).toBe(true);
    expect(isPrivateLinkPath('/my-question/abc')).toBe(false);
    expect(isPrivateLinkPath('/pro/payouts')).toBe(false);
  });

  it("serves the company's quotes: the list, a quote, and the quote written on a job (issue 50)", () => {
    expect(isWebRoute('/pro/quotes')).toBe(true);
    expect(isWebRoute('/pro/quotes/12')).toBe(true);
    expect(isWebRoute('/pro/jobs/12/quote')).toBe(true);
    expect(isWebRoute('/pro/quotes/new')).toBe(false);
    expect(isWebRoute('/pro/jobs/x/quote')).toBe(false);
    expect(isWebRoute('/es/pro/quotes')).toBe(false);
    expect(isPrivateLinkPath('/pro/quotes/12')).toBe(false);
  });
});
