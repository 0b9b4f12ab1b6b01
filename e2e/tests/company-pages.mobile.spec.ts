/**
 * Company pages on a phone (issue 32): from the offers a customer opens a company's page, reads its reviews,
 * goes back to the same offers and books that company. And the page a search engine gets: its reviews and
 * JSON-LD in the HTML, hydrated without a change.
 */
import { Messages } from '@upkeep/contract';
import { expectAppReady } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  answerYardMaintenance,
  BOOK_BUTTON,
  CARDS,
  checkout,
  chooseAddress,
  chooseSlot,
  expectConfirmed,
  fillCard,
  searchFromHome,
  summary,
  weekdayAhead,
} from './support/booking';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

test('from the offers a customer opens a company, reads its reviews, goes back and books it', async ({ page }) => {
  await searchFromHome(page, 'Landscaping', '89134');
  await answerYardMaintenance(page);
  await expect(page).toHaveURL('/companies');
  const card = page.getByRole('article').first();
  const company = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';
  const reviewCount = (await card.getByText(/^\(\d+ reviews?\)$/).textContent()) ?? '';

  await card.getByRole('link', { name: company }).click();
  await expect(page).toHaveURL(/\/pros\/[a-z0-9-]+$/);
  await expectAppReady(page);
  await expect(page).toHaveTitle(`${company} | UpKeep`);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  // The same count as on the offers, and the reviews themselves.
  await expect(page.getByRole('link', { name: reviewCount })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByRole('table', { name: 'Ratings' })).toBeVisible();
  await expect(reviews.getByRole('listitem').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goBack();
  await expect(page).toHaveURL('/companies');
  const again = page.getByRole('article', { name: company });
  await again.getByRole('button', { name: `Choose ${company}` }).click();
  await expect(page).toHaveURL('/booking');
  await expect(page.getByText(company).first()).toBeVisible();
  await chooseSlot(page, weekdayAhead(2));
  await page.getByRole('button', { name: BOOK_BUTTON }).click();
  const dialog = page.getByRole('dialog', { name: Messages.notLoggedIn.title });
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page).toHaveURL('/payment-information');
  await expect(summary(page)).toContainText(company);
  const form = checkout(page);
  await form.getByRole('textbox', { name: 'Name' }).fill('Phone Guest');
  await form.getByRole('textbox', { name: 'Email' }).fill('e2e-company-page@upkeep.test');
  await form.getByRole('textbox', { name: 'Phone' }).fill('702 555 0191');
  await chooseAddress(page);
  await fillCard(page, CARDS.succeeds);
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expectConfirmed(page);
});

test("a company's page is complete in its HTML and hydrates without a change", async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const path = /<loc>https?:\/\/[^/]+(\/pros\/red-rock-yard-works)<\/loc>/.exec(sitemap)?.[1];
  expect(path).toBe('/pros/red-rock-yard-works');
  const html = await (await request.get('/pros/red-rock-yard-works')).text();
  const [, ld = '{}'] = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html) ?? [];
  const business = JSON.parse(ld);
  expect(business['@type']).toBe('HomeAndConstructionBusiness');
  expect(business.aggregateRating.reviewCount).toBeGreaterThan(0);

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/pros/red-rock-yard-works');
  await expectAppReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Red Rock Yard Works' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(
    Math.min(10, business.aggregateRating.reviewCount),
  );
  expect(errors).toEqual([]);
  await expectNoSeriousA11yViolations(page);
});
