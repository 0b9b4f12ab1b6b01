import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a date picker with `opener` and picks `date` (a UTC midnight standing for the calendar day). The
 * calendar opens in a popover on the month of the current value; it steps forward a month at a time until
 * the month shown is the date's, waiting for each step to render, then clicks the day.
 */
export async function pickCalendarDay(page: Page, opener: Locator, date: Date) {
  await opener.click();
  const calendar = page.getByRole('dialog');
  const month = calendar.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ });
  await expect(month).toBeVisible();
  const target = date.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  for (let step = 0; step < 13; step++) {
    const shown = (await month.textContent()) ?? '';
    if (shown === target) break;
    await calendar.getByRole('button', { name: 'Next month' }).click();
    await expect(month).not.toHaveText(shown);
  }
  await expect(month).toHaveText(target);
  const dayLabel = date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = calendar.getByRole('button', { name: dayLabel, exact: true }).first();
  // Days without a free slot are disabled in the booking pickers: say so rather than wait on the click.
  await expect(day, `${dayLabel} has no free slot (disabled in the picker)`).toBeEnabled();
  await day.click();
}
