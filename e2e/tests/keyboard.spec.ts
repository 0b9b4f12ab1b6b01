import { expect, type Locator, type Page, test } from '@playwright/test';
import { valleyToday } from '@upkeep/contract';
import { BOOK_BUTTON } from './support/booking';
import { expectHydrated } from './support/hydration';

/**
 * The whole booking journey by keyboard alone (issue 14): search, questionnaire, companies, slot, guest
 * checkout with the test card, confirmation. Nothing is clicked; every control is reached with Tab and
 * shows where the focus is.
 */

/** How far Tab may go looking for a control before the journey counts it unreachable. */
const MAX_TABS = 120;

/** Something on the focused element shows it: an outline, a ring (box-shadow) or a changed border. */
async function focusSignature(target: Locator) {
  return target.evaluate((el) => {
    const s = getComputedStyle(el);
    return `${s.outlineStyle} ${s.outlineWidth} ${s.outlineColor}|${s.boxShadow}|${s.borderColor}`;
  });
}

/** Tabs forward until `target` has the focus, then checks that the focus is visible on it. */
async function tabTo(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))) {
      await page.keyboard.press('Shift+Tab');
      const unfocused = await focusSignature(target);
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      // Read until the focus ring is drawn (a re-render may land between the key and the style).
      await expect
        .poll(() => focusSignature(target), { message: 'the focused control looks focused' })
        .not.toBe(unfocused);
      return;
    }
  }
  throw new Error(`Tab never reached ${target}`);
}

/** A weekday some days ahead in the valley (every seeded company works on weekdays). */
function weekdayAhead(n: number): Date {
  const [y, m, d] = valleyToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  let found = 0;
  while (found < n) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 0 && date.getUTCDay() !== 6) found++;
  }
  return date;
}

/**
 * Without transitions: an input's border colour eases out over 100 ms when it loses the focus, so the
 * "unfocused" look read right after Shift+Tab could still be the focused one (on a quick machine, always).
 * The focus styles themselves are unchanged; only their easing goes.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const style = document.createElement('style');
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    });
  });
});

test('a guest books and pays by keyboard alone', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/home');

  // Search: the service list (a native select) answers to typed letters, the zip code is typed, Enter searches.
  const card = page.getByRole('region', { name: 'What do you need done?' });
  const service = card.getByRole('combobox', { name: 'Service' });
  // The journey is the app's: before hydration the form would go straight to the questionnaire link.
  await expectHydrated(service);
  await tabTo(page, service);
  await page.keyboard.type('Landsc');
  await expect(service.locator('option:checked')).toHaveText('Landscaping');
  await tabTo(page, card.getByRole('textbox', { name: 'Zip code' }));
  await page.keyboard.type('89102');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/questionnaire/);

  // Questionnaire: native selects answer to typed letters.
  const form = page.getByRole('group', { name: 'Service 1', exact: true });
  for (const [question, answer] of [
    ['What landscaping service do you need?', 'General yard maintenance'],
    ['How big is the job?', 'Small yard (under 2,000 sq ft)'],
    ['How easy is it to reach the work area?', 'Front yard or open side yard'],
  ] as const) {
    const select = form.getByRole('combobox', { name: question });
    await expect(select).toBeEnabled();
    await tabTo(page, select);
    await page.keyboard.type(answer.slice(0, 12));
    await expect(select.locator('option:checked')).toHaveText(answer);
  }
  await tabTo(page, page.getByRole('button', { name: 'SUBMIT' }));
  await page.keyboard.press('Enter');

  // Companies: the first company's Choose button.
  await expect(page).toHaveURL('/companies');
  const first = page.getByRole('article').first();
  const company = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await tabTo(page, first.getByRole('button', { name: `Choose ${company}` }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/booking');

  // Slot: the date picker opens with Enter, the arrows move the day, Enter picks it; then a free slot.
  const dateButton = page.getByRole('button', { name: /^Date/ });
  await tabTo(page, dateButton);
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog');
  await expect(calendar).toBeVisible();
  const target = weekdayAhead(2);
  const dayLabel = target.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  // The month grid has one day in the Tab order (roving focus): Tab to it, then the arrows move the focus.
  const focusedDay = () =>
    page.evaluate(() =>
      document.activeElement?.closest('[role="dialog"]')
        ? (document.activeElement.getAttribute('aria-label') ?? '')
        : '',
    );
  for (let i = 0; i < MAX_TABS && !/^\d{1,2} [A-Z][a-z]+ \d{4}$/.test(await focusedDay()); i++)
    await page.keyboard.press('Tab');
  for (let i = 0; i < 62 && (await focusedDay()) !== dayLabel; i++) await page.keyboard.press('ArrowRight');
  expect(await focusedDay()).toBe(dayLabel);
  const day = calendar.getByRole('button', { name: dayLabel, exact: true }).first();
  await expect(day).toBeFocused();
  expect(await focusSignature(day)).not.toBe('none 0px rgba(0, 0, 0, 0)|none|rgba(0, 0, 0, 0)');
  await page.keyboard.press('Enter');
  const picked = target.toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
  await expect(dateButton).toContainText(picked);
  const free = page.getByRole('group', { name: 'Time slots' }).locator('button:not([disabled])').first();
  await tabTo(page, free);
  await page.keyboard.press('Enter');
  await expect(free).toHaveAttribute('aria-pressed', 'true');

  // Guest checkout.
  await tabTo(page, page.getByRole('button', { name: BOOK_BUTTON }));
  await page.keyboard.press('Enter');
  const guest = page.getByRole('dialog').getByRole('button', { name: 'Continue as Guest' });
  await tabTo(page, guest);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/payment-information');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  for (const [name, text] of [
    ['Name', 'Keyboard Guest'],
    ['Email', 'e2e-keyboard-guest@upkeep.test'],
    ['Phone', '702 555 0177'],
  ] as const) {
    await tabTo(page, checkout.getByRole('textbox', { name }));
    await page.keyboard.type(text);
  }
  const address = checkout.getByRole('combobox', { name: 'Address' });
  await tabTo(page, address);
  await page.keyboard.type('4820 Sahara');
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(address).toHaveValue(/Sahara/);
  await expect(checkout.getByText('Test mode')).toBeVisible();
  for (const [name, text] of [
    ['Card number', '4242 4242 4242 4242'],
    [/^Expiration/, '12 / 34'],
    ['CVC', '123'],
  ] as const) {
    await tabTo(page, checkout.getByRole('textbox', { name }));
    await page.keyboard.type(text);
  }
  const terms = checkout.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  const pay = checkout.getByRole('button', { name: /^Pay/ });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  // Confirmation.
  await expect(page).toHaveURL('/payment-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking requested' })).toBeVisible();
  await expect(page.getByText(/Your ticket number is #\d+\./)).toBeVisible();
});
