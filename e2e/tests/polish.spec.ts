import type { Locator, Page } from '@playwright/test';
import { gotoReady, useCompanySession } from './support/accounts';
import { answerYardMaintenance, searchFromHome } from './support/booking';
import { expect, test } from './support/fixtures';
import { submitSignIn } from './support/session';

/** Whether the element shows all of its content: nothing clipped inside it (a label cut to "Fail authenti"). */
async function expectWhole(locator: Locator) {
  const size = await locator.evaluate((el) => {
    const inner = [el, ...Array.from(el.querySelectorAll<HTMLElement>('*'))];
    return inner.map((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
  });
  for (const { scroll, client } of size) expect(scroll).toBeLessThanOrEqual(client);
}

/** The page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
}

const CHALLENGE = '/process-payment?payment_intent=pi_layout_check&payment_intent_client_secret=pi_layout_check_secret';

for (const viewport of [
  { name: 'a phone (390 px)', width: 390, height: 844 },
  { name: 'a desktop (1366 px)', width: 1366, height: 800 },
]) {
  test.describe(`on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('/process-payment shows its buttons and badge whole', async ({ page }) => {
      await gotoReady(page, CHALLENGE);
      const challenge = page.getByRole('region', { name: 'Authenticate your payment' });
      const fail = challenge.getByRole('button', { name: 'Fail authentication' });
      const complete = challenge.getByRole('button', { name: 'Complete authentication' });
      const badge = challenge.getByText('Test mode');
      for (const part of [fail, complete, badge]) {
        await expect(part).toBeVisible();
        await expectWhole(part);
      }
      await expectNoSidewaysScroll(page);
    });
  });
}

test('signing in from the companies list comes back to it with the same search', async ({ page, customer }) => {
  await searchFromHome(page, 'Landscaping', '89102');
  await answerYardMaintenance(page);
  const names = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(names.first()).toBeVisible();
  const before = await names.allTextContents();

  await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/sign-in');
  await submitSignIn(page, customer.email, customer.password);

  await expect(page).toHaveURL('/companies');
  await expect(names.first()).toBeVisible();
  expect(await names.allTextContents()).toEqual(before);
});

test('/pro/area shows which zip codes are chosen: Mantine’s CheckboxCard has its styles', async ({
  page,
  companyOwner,
}) => {
  await useCompanySession(page, companyOwner);
  await gotoReady(page, '/pro/area');
  const cards = page.getByRole('checkbox', { name: /^\d{5} / });
  await expect(cards.nth(1)).toBeVisible();
  const [chosen, other] = [cards.nth(0), cards.nth(1)];
  if ((await chosen.getAttribute('aria-checked')) !== 'true') await chosen.click();
  if ((await other.getAttribute('aria-checked')) === 'true') await other.click();
  await expect(chosen).toBeChecked();
  await expect(other).not.toBeChecked();
  const look = (card: Locator) =>
    card.evaluate((el) => {
      const indicator = el.querySelector<HTMLElement>('.mantine-CheckboxIndicator-indicator') ?? el;
      return { border: getComputedStyle(el).borderColor, mark: getComputedStyle(indicator).backgroundColor };
    });
  // A chosen card looks unlike the others (without the stylesheets both looked the same).
  const [a, b] = [await look(chosen), await look(other)];
  expect(a.border === b.border && a.mark === b.mark).toBe(false);
  // The card is drawn as a card: a border of its own.
  expect(await other.evaluate((el) => getComputedStyle(el).borderStyle)).toBe('solid');
});

test('/partner-us draws its radio buttons without the browser’s own dots', async ({ page }) => {
  await gotoReady(page, '/partner-us');
  const radios = page.getByRole('radio');
  await expect(radios.first()).toBeVisible();
  for (const radio of await radios.all()) {
    expect(await radio.evaluate((el) => getComputedStyle(el).appearance)).toBe('none');
  }
});
