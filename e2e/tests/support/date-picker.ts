import { expect, type Locator, type Page } from '@playwright/test';

const SPANISH_MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * Opens a date picker with `opener` and picks `date` (a UTC midnight standing for the calendar day). The
 * calendar opens in a popover on the month of the current value; it steps forward a month at a time until
 * the month shown is the date's, waiting for each step to render, then clicks the day.
 */
export async function pickCalendarDay(page: Page, opener: Locator, date: Date, language: 'en' | 'es' = 'en') {
  await opener.click();
  const calendar = page.getByRole('dialog');
  const month = calendar.getByRole('button', { name: /^\p{L}+ \d{4}$/u });
  await expect(month).toBeVisible();
  // A Spanish page's calendar names its months in dayjs's US Spanish ('diciembre 2026', '8 diciembre 2026').
  const monthName =
    language === 'es'
      ? SPANISH_MONTHS[date.getUTCMonth()]
      : date.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
  const target = `${monthName} ${date.getUTCFullYear()}`;
  for (let step = 0; step < 13; step++) {
    const shown = (await month.textContent()) ?? '';
    if (shown === target) break;
    await calendar.getByRole('button', { name: language === 'es' ? 'Mes siguiente' : 'Next month' }).click();
    await expect(month).not.toHaveText(shown);
  }
  await expect(month).toHaveText(target);
  const dayLabel = `${date.getUTCDate()} ${monthName} ${date.getUTCFullYear()}`;
  const day = calendar.getByRole('button', { name: dayLabel, exact: true }).first();
  // Days without a free slot are disabled in the booking pickers: say so rather than wait on the click.
  await expect(day, `${dayLabel} has no free slot (disabled in the picker)`).toBeEnabled();
  await day.click();
}
