import { expect, type Locator, type Page } from '@playwright/test';
import { valleyToday } from '@upkeep/contract';
import { pickCalendarDay } from './date-picker';
import { expectHydrated } from './hydration';

/** Stripe's test cards, as the sandbox knows them. */
/** The booking screen's main button: "Book" for a priced visit, "Request a free estimate" for an estimate. */
export const BOOK_BUTTON = /^(Book|Request a free estimate)$/;

export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  /** Stripe's test card that asks for 3-D Secure authentication. */
  authenticationRequired: '4000 0027 6000 3184',
};

/** Seeded questionnaires (apps/api/src/db/seed/questionnaires.ts). */
export const LANDSCAPING = {
  service: 'What landscaping service do you need?',
  size: 'How big is the job?',
  access: 'How easy is it to reach the work area?',
};

/**
 * The `n`th weekday (Monday to Friday) after today in the valley: every seeded company works then. Each
 * test books on its own day, so tests running side by side never race for the same slot.
 */
export function weekdayAhead(n: number): Date {
  const [y, m, d] = valleyToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  let found = 0;
  while (found < n) {
    date.setUTCDate(date.getUTCDate() + 1);
    const day = date.getUTCDay();
    if (day !== 0 && day !== 6) found++;
  }
  return date;
}

/** Home search card → questionnaire. */
export async function searchFromHome(page: Page, service: string, zip: string) {
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'What do you need done?' });
  // The app's search (zip code checked, the card's state handed on), not the form's pre-hydration link.
  await expectHydrated(card.getByRole('button', { name: 'Search' }));
  await card.getByRole('combobox', { name: 'Service' }).selectOption({ label: service });
  await card.getByRole('textbox', { name: 'Zip code' }).fill(zip);
  await card.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/questionnaire/);
}

export async function answer(form: Locator, question: string, value: string) {
  const select = form.getByRole('combobox', { name: question });
  await expect(select).toBeEnabled();
  await select.selectOption({ label: value });
}

/** The questionnaire of a small yard's maintenance, sent: the companies list follows. */
export async function answerYardMaintenance(page: Page) {
  const form = page.getByRole('group', { name: 'Service 1', exact: true });
  await answer(form, LANDSCAPING.service, 'General yard maintenance');
  await answer(form, LANDSCAPING.size, 'Small yard (under 2,000 sq ft)');
  await answer(form, LANDSCAPING.access, 'Front yard or open side yard');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL('/companies');
}

/** Picks a date in the estimate screen's date picker, then the first free slot; answers the slot's label. */
export async function chooseSlot(page: Page, date: Date) {
  await pickCalendarDay(page, page.getByRole('button', { name: /^Date/ }), date);
  const picked = date.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  await expect(page.getByRole('button', { name: /^Date/ })).toContainText(picked);
  // The previous day's times stay on screen while the picked day's are asked for: wait for those.
  await expect(page.getByLabel('Updating the times')).toHaveCount(0);

  const slots = page.getByRole('group', { name: 'Time slots' });
  const free = slots.locator('button:not([disabled])').first();
  await expect(free).toBeVisible();
  const label = (await free.textContent()) ?? '';
  expect(label).toMatch(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/);
  await expect(page.getByRole('button', { name: BOOK_BUTTON })).toHaveCount(0);
  await free.click();
  await expect(free).toHaveAttribute('aria-pressed', 'true');
  return label;
}

export const checkout = (page: Page) => page.getByRole('form', { name: 'Checkout' });
export const summary = (page: Page) => page.getByRole('region', { name: 'Your booking' });

/** The address field offers the valley's streets as the customer types. */
export async function chooseAddress(page: Page) {
  const address = checkout(page).getByRole('combobox', { name: 'Address' });
  await address.fill('4820 Sahara');
  const suggestion = page.getByRole('option').first();
  await expect(suggestion).toBeVisible();
  const text = (await suggestion.textContent()) ?? '';
  await suggestion.click();
  await expect(address).toHaveValue(text);
}

/** Fills the test-mode card fields of `form` (the checkout form unless told: the charge screen has no form of its own). */
export async function fillCard(page: Page, number: string, form: Locator = checkout(page)) {
  await expect(form.getByText('Test mode')).toBeVisible();
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: /^Expiration/ }).fill('12 / 34');
  await form.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** The confirmation page: the booking waits for the company ("Request sent to {company}. They confirm within {n} hours."). */
export async function expectConfirmed(page: Page, heading = 'Booking requested') {
  await expect(page).toHaveURL('/payment-confirmation');
  await expect(page).toHaveTitle('Request sent | UpKeep');
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(/^Request sent to .+\. They confirm within \d+ hours?\.$/)).toBeVisible();
  await expect(page.getByText(/Your ticket number is #\d+\./)).toBeVisible();
  await expect(page.getByText(/We sent (a confirmation e-mail|an e-mail) .* and a text message/)).toBeVisible();
}
