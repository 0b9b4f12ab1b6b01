import { expect, type Page, test } from '@playwright/test';
import { Messages } from '@upkeep/contract';
import { expectAppReady, gotoReady } from './support/accounts';

/** Closes the success dialog with OK, which leads home. */
async function acknowledge(page: Page, notice: { title: string; text: string }) {
  const dialog = page.getByRole('dialog', { name: notice.title });
  await expect(dialog).toContainText(notice.text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL('/home');
}

test('a visitor sends a message from the contact page, reached from help', async ({ page }) => {
  await gotoReady(page, '/help');
  await page.getByRole('main').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL('/contact');
  await expectAppReady(page);
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();

  await form.getByLabel(/^Name/).fill('Rosa Díaz');
  await form.getByLabel(/^Email/).fill('rosa@example.com');
  await form.getByLabel(/^Phone/).fill('(702) 555-0123');
  await expect(form.getByLabel(/^Phone/)).toHaveValue('7025550123');
  await form.getByLabel(/^Message/).fill('Can I book two services for the same morning?');
  await form.getByRole('button', { name: 'Send' }).click();
  await acknowledge(page, Messages.contactSent);
});

test('a company asks to partner up', async ({ page }) => {
  await gotoReady(page, '/home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partner Up' }).click();
  await expect(page).toHaveURL('/partner-us');
  await expectAppReady(page);
  const form = page.getByRole('form', { name: 'Partner up' });
  await form.getByLabel(/^Company name/).fill('Desert Bloom Landscaping');
  await form.getByLabel(/^Email/).fill('office@desertbloom.example');
  await form.getByLabel(/^Phone/).fill('7025550177');
  await form.getByPlaceholder('Choose one or more').click();
  await page.getByRole('option', { name: 'Landscaping' }).click();
  await page.getByRole('option', { name: 'Pool Service' }).click();
  await page.keyboard.press('Escape');
  await form
    .getByRole('radiogroup', { name: /insured/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await form
    .getByRole('radiogroup', { name: /licensed/ })
    .getByRole('radio', { name: 'Yes' })
    .check();
  await form.getByLabel(/^City/).fill('Henderson');
  await expect(form.getByLabel(/^State/)).toHaveValue('NV');
  await form.getByLabel(/^Zip code/).fill('89014');
  await form.getByRole('button', { name: 'Send request' }).click();
  await acknowledge(page, Messages.partnerSent);
});

test('a company opts out from the help page’s link', async ({ page }) => {
  await gotoReady(page, '/help');
  await page.getByRole('link', { name: 'Opt out here' }).click();
  await expect(page).toHaveURL('/optout');
  await expectAppReady(page);
  const form = page.getByRole('form', { name: 'Opt out' });
  await form.getByLabel(/^Company name/).fill('Valley Pest Pros');
  await form.getByLabel(/^Your name/).fill('Lee Park');
  await form.getByLabel(/^Phone/).fill('7025550199');
  await form.getByLabel(/^Email/).fill('lee@valleypest.example');
  await form.getByLabel(/^Message/).fill('Please remove 702-555-0199 from your call list.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await acknowledge(page, Messages.optOutSent);
});
