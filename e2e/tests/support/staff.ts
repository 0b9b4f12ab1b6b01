import { expect, type Page } from '@playwright/test';

/** The seeded staff accounts (apps/api/src/db/seed/accounts.ts). */
export const DEMO_STAFF = { email: 'staff@upkeep.test', password: 'UpKeepStaff2026!' };
export const DEMO_ADMIN = { email: 'admin@upkeep.test', password: 'UpKeepAdmin2026!' };

/** Signs in through /staff/sign-in and waits to land in the console (off the sign-in screen). */
export async function signInStaff(page: Page, email: string, password: string) {
  await page.goto('/staff/sign-in');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/(?!sign-in)/);
}
