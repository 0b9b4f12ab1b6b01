import { expect, test } from '@playwright/test';

test('below 992 px the navigation opens from the menu button', async ({ page }) => {
  await page.goto('/home');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav.getByRole('link', { name: 'BLOG' })).toBeVisible();
  await mobileNav.getByRole('link', { name: 'BLOG' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});
