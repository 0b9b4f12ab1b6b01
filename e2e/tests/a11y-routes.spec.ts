import { expect, type Page, test } from '@playwright/test';
import { ROUTE_REDIRECTS, WEB_ROUTES } from '@upkeep/contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import { signIn } from './support/session';

/**
 * axe-core on every route of both route tables (spec 001's canonical paths, which the app's routes.ts
 * maps, and spec 000's other spellings, which redirect), signed out and signed in, on a desktop and on a
 * 360 px phone (issue 14). Each walk records every page's violations and fails at the end.
 */
const ROUTES = [...WEB_ROUTES, ...Object.keys(ROUTE_REDIRECTS), '/scheduled-ticket/4/1'];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

async function walk(page: Page, label: string) {
  for (const route of ROUTES) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    // Let the screen settle (its first API answers) before judging it.
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${route} (${label})`, { soft: true });
  }
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test(`every route signed out, ${viewport}`, async ({ page }) => {
    // A walk of ~100 pages: ~10 minutes on a loaded 2-core machine.
    test.setTimeout(25 * 60_000);
    await page.setViewportSize(size);
    await walk(page, `signed out, ${viewport}`);
  });

  test(`every route signed in, ${viewport}`, async ({ page }) => {
    // A walk of ~100 pages: ~10 minutes on a loaded 2-core machine.
    test.setTimeout(25 * 60_000);
    await page.setViewportSize(size);
    await signIn(page);
    await walk(page, `signed in, ${viewport}`);
  });
}
