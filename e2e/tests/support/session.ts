import type { Page } from '@playwright/test';

/** Where the web app persists its session (apps/web/app/session). */
export const SESSION_KEY = 'upkeep-session';

/** Fills and sends the sign-in form on the screen now shown. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The persisted session as the web app stored it, or null. */
export async function storedSession(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw).state as { isLoggedIn: boolean; token: string | null; user: unknown }) : null;
}
