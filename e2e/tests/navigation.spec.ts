import { Messages, ROUTE_REDIRECTS, WEB_ROUTES } from '@upkeep/contract';
import { useCustomerSession } from './support/accounts';
import { expect, test } from './support/fixtures';

const NAV_SECTIONS = [
  { link: 'SERVICES', path: '/services', heading: /services/i },
  { link: 'HOW IT WORKS', path: '/how-it-works', heading: /how it works/i },
  { link: 'ABOUT', path: '/about', heading: /about/i },
  { link: 'BLOG', path: '/blog', heading: /blog/i },
  { link: 'HELP', path: '/help', heading: /help/i },
  { link: 'Partner Up', path: '/partner-us', heading: /partner/i },
];

test('home loads with its title, heading, navigation and footer', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(/UpKeep/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const section of NAV_SECTIONS) await expect(nav.getByRole('link', { name: section.link })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
});

test('the navbar reaches every section', async ({ page }) => {
  await page.goto('/home');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const section of NAV_SECTIONS) {
    await nav.getByRole('link', { name: section.link, exact: true }).click();
    await expect(page).toHaveURL(section.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(section.heading);
  }
  await nav.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/sign-in');
});

/** Every canonical route, in groups of about a dozen: a test each, so the two workers share the walk. */
const RENDERED = [...WEB_ROUTES, '/scheduled-ticket/4/12'];
const GROUP = 12;
for (let start = 0; start < RENDERED.length; start += GROUP) {
  const paths = RENDERED.slice(start, start + GROUP);
  test(`the routes render, none as the not-found page: ${paths[0]} … ${paths.at(-1)}`, async ({ page }) => {
    for (const path of paths) {
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      expect(response?.status(), path).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      await expect(page.getByRole('heading', { name: Messages.notFoundPage.title }), path).toHaveCount(0);
    }
  });
}

test('other spellings redirect to the canonical path', async ({ page, customer }) => {
  // Signed in, so the private screens (My tickets, the profile…) stay where the redirect put them.
  await useCustomerSession(page, customer);
  for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
    // Watched from before the visit: a canonical screen may move on by itself (/payment-information without a
    // booking in progress goes to /booking), and the redirect is what this test holds.
    const reached = page.waitForURL(to, { waitUntil: 'commit' });
    await page.goto(from);
    await reached;
    await expect(page.getByRole('heading', { name: Messages.notFoundPage.title })).toHaveCount(0);
  }
});

test('a redirect keeps the query string', async ({ page }) => {
  await page.goto('/signin?from=email');
  await expect(page).toHaveURL('/sign-in?from=email');
});

test('an unknown path shows the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: Messages.notFoundPage.title })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL('/home');
});

test('public pages are served as prerendered HTML with their own title', async ({ request }) => {
  for (const path of ['/home', '/landscaping', '/hvac-in-summerlin']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<title>[^<]*UpKeep<\/title>/);
    expect(html, path).toMatch(/<h1[^>]*>/);
  }
  const hvac = await (await request.get('/hvac-in-summerlin')).text();
  expect(hvac).toContain('HVAC Maintenance and Repairs in Summerlin');
  expect(hvac).toContain('HVAC Solutions in Summerlin');
});
