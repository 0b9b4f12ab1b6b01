import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The demo customer of the seed (apps/api/src/db/seed/tickets.ts), with tickets in every status. */
export const DEMO_CUSTOMER = { email: 'demo@upkeep.test', password: 'UpKeepDemo2026!' };

/** Where the web app persists its session (apps/web/app/session). */
export const SESSION_KEY = 'upkeep-session';

/** Fills and sends the sign-in form on the screen now shown. */
export async function submitSignIn(page: Page, email: string, password: string) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in through /sign-in (the demo customer unless told) and waits to be sent on. */
export async function signIn(page: Page, customer = DEMO_CUSTOMER) {
  await page.goto('/sign-in');
  await submitSignIn(page, customer.email, customer.password);
  await expect(page).not.toHaveURL(/sign-in/);
}

/** Signs in through the API (the demo customer unless told) and answers the token. */
export async function apiSignIn(request: APIRequestContext, customer = DEMO_CUSTOMER): Promise<string> {
  const res = await request.post('/api/customer/auth/login', {
    data: { Email: customer.email, Password: customer.password },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data.token;
}

/** The persisted session as the web app stored it, or null. */
export async function storedSession(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? (JSON.parse(raw).state as { isLoggedIn: boolean; token: string | null; user: unknown }) : null;
}
