import type { Page } from '@playwright/test';
import {
  areaPath,
  BLOG_ARTICLE_ROUTES,
  companyPagePath,
  GENERAL_ROUTES,
  isWebRoute,
  LANDING_GROUPS,
  LANDING_ROUTES,
  SPANISH_ROUTES,
  SPANISH_SCREEN_ROUTES,
  SUB_SERVICE_LANDINGS,
  WEB_ROUTES,
} from '@upkeep/contract';
import { expectAppReady, useCustomerSession } from './support/accounts';
import { A11Y_VIEWPORTS, expectNoSeriousA11yViolationsOnEachViewport } from './support/axe';
import { expect, test } from './support/fixtures';
import { liveCompanyOf } from './support/live-company';
import { bookTickets } from './support/tickets-api';

/**
 * axe-core on every page template of the route table (spec 001's canonical paths), signed out and signed in,
 * on a desktop and on a 360 px phone (issue 14). The 49 landing pages and the 9 blog articles share templates:
 * one page of each template stands for the others (a main service page, a neighbourhood page, a sub-service
 * page, an article), and a company's page (issue 32: rendered by the server, one per live company) stands for
 * every company's; the other spellings (ROUTE_REDIRECTS) land on canonical pages walked here already. One test per
 * route, so the workers share the walk; each records every state's violations and fails at the end.
 */
/** A live company of the demo seed: its page stands for every company's (`/pros/{slug}`). */
const COMPANY = { name: 'Red Rock Yard Works', path: companyPagePath('red-rock-yard-works') };
const TEMPLATES = {
  'a main service landing page': `/${LANDING_GROUPS[0]}`,
  'a neighbourhood landing page': areaPath('hvac', 'summerlin'),
  'a sub-service landing page': SUB_SERVICE_LANDINGS[0]?.path ?? '',
  'a blog article': BLOG_ARTICLE_ROUTES[0] ?? '',
  'a company page': COMPANY.path,
  // Issue 49: the Spanish twins share their English pages' templates, in the other language.
  'the Spanish home page': '/es/home',
  'a Spanish neighbourhood landing page': '/es/hvac-in-summerlin',
  // The funnel's Spanish screens are their English screens' templates in Spanish (one route each: `es?/booking`).
  'a Spanish screen of the funnel': '/es/questionnaire',
  // The screens after the booking (a Spanish e-mail's links) likewise: the ticket's, in Spanish.
  'a Spanish screen after the booking': '/es/detail-ticket',
};
/** The screens of a signed-in customer that show their tickets: walked with a ticket of the test's own. */
const WITH_A_TICKET = new Set(['/my-tickets', '/scheduled-ticket']);
const ROUTES: string[] = [...GENERAL_ROUTES, ...Object.values(TEMPLATES)];

test('the walk covers every route of the table: each general screen, and a page of each shared template', () => {
  const templated = [...LANDING_ROUTES, ...BLOG_ARTICLE_ROUTES, ...SPANISH_ROUTES, ...SPANISH_SCREEN_ROUTES];
  expect(WEB_ROUTES.filter((route) => !ROUTES.includes(route) && !templated.includes(route))).toEqual([]);
  for (const page of Object.values(TEMPLATES)) {
    if (page === COMPANY.path) expect(isWebRoute(page)).toBe(true);
    else expect(templated).toContain(page);
  }
});

/** What a screen shows only once scrolled to, brought on screen before it is judged. */
const BELOW_THE_FOLD: Record<string, (page: Page) => Promise<void>> = {
  // The reviews carousel loads as it scrolls into view, from the public reviews.
  '/home': async (page) => {
    const reviews = page.getByRole('region', { name: 'What our customers say' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByRole('article').first()).toBeVisible();
  },
};

async function walk(page: Page, path: string, state: string) {
  await page.setViewportSize(A11Y_VIEWPORTS.desktop);
  await page.goto(path);
  await expect(page.locator('main')).toBeVisible();
  // The company's page itself, not the not-found page of a company missing from the seed.
  if (path === COMPANY.path) await expect(page.getByRole('heading', { level: 1, name: COMPANY.name })).toBeVisible();
  // The screen settled (hydrated, its first API answers in) before it is judged.
  await expectAppReady(page);
  await expectNoSeriousA11yViolationsOnEachViewport(page, `${path} (${state})`, { beforeEach: BELOW_THE_FOLD[path] });
}

for (const route of ROUTES) {
  test(`axe: ${route}, signed out and in, desktop and phone`, async ({ page, request, customer }) => {
    // The scheduled-service screen takes a service and a ticket: a stranger's link, then the customer's own.
    await walk(page, route === '/scheduled-ticket' ? '/scheduled-ticket/4/1' : route, 'signed out');
    let path = route;
    if (WITH_A_TICKET.has(route)) {
      // Booked at a live company of the test's own (made only for the routes that show a ticket).
      const { order } = await liveCompanyOf(request);
      const [ticket] = await bookTickets(request, customer, 1, { order, fromWeekday: 30 });
      if (route === '/scheduled-ticket') path = `/scheduled-ticket/4/${ticket?.id}`;
    }
    await useCustomerSession(page, customer);
    await walk(page, path, 'signed in');
  });
}
