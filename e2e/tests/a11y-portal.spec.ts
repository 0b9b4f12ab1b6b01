import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';

/**
 * axe-core on the company portal's and the staff console's screens, signed out (their sign-in screens, where
 * the guards send strangers) and signed in as the demo owner and the demo staff member, on a desktop and on a
 * 360 px phone. Each walk records every screen's violations and fails at the end.
 */
const DEMO_PRO = { email: 'pro@upkeep.test', password: 'UpKeepPro2026!' };
const STAFF = { email: 'staff@upkeep.test', password: 'UpKeepStaff2026!' };
const SIGNED_OUT = [
  '/pro',
  '/staff',
  '/pro/sign-in',
  '/staff/sign-in',
  '/pro/accept-invite',
  '/pro/accept-invite?token=x',
];
const PRO_SCREENS = [
  '/pro/jobs',
  '/pro/jobs?view=week',
  '/pro/setup',
  '/pro/profile',
  '/pro/services',
  '/pro/services/4',
  '/pro/area',
  '/pro/hours',
  '/pro/leads',
  '/pro/reviews',
  '/pro/earnings',
  '/pro/team',
];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

async function walk(page: Page, routes: readonly string[], label: string) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${route} (${label})`, { soft: true });
  }
}

async function signInAt(page: Page, path: string, form: string, account: { email: string; password: string }) {
  await page.goto(path);
  const signIn = page.getByRole('form', { name: form });
  await signIn.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await signIn.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test(`the portal and the console, signed out, ${viewport}`, async ({ page }) => {
    await page.setViewportSize(size);
    await walk(page, SIGNED_OUT, `signed out, ${viewport}`);
  });

  test(`the company portal signed in, ${viewport}`, async ({ page }) => {
    test.setTimeout(5 * 60_000);
    await page.setViewportSize(size);
    await signInAt(page, '/pro/sign-in', 'Company sign-in', DEMO_PRO);
    await walk(page, PRO_SCREENS, `company, ${viewport}`);
    // A job of the demo company (the seed gives it the demo customer's first ticket).
    await page.goto('/pro/jobs?view=list');
    const job = page.getByRole('link', { name: /^Job #\d+/ }).first();
    await expect(job).toBeVisible();
    await job.click();
    await expect(page).toHaveURL(/\/pro\/jobs\/\d+$/);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `a job (company, ${viewport})`, { soft: true });
  });

  test(`the staff console signed in, ${viewport}`, async ({ page }) => {
    await page.setViewportSize(size);
    await signInAt(page, '/staff/sign-in', 'Staff sign-in', STAFF);
    await walk(page, ['/staff/partner-requests', '/staff/partner-requests?status=all'], `staff, ${viewport}`);
  });
}
