import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated the element: a prerendered form works before that too (the search card
 * submits as the questionnaire link), so a test of the app's own handling waits for its code first.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect
    .poll(() => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__react'))))
    .toBe(true);
}
