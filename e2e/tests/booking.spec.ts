import type { Page } from '@playwright/test';
import { Messages, PaymentMessages } from '@upkeep/contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  answer,
  answerYardMaintenance,
  BOOK_BUTTON,
  CARDS,
  checkout,
  chooseAddress,
  chooseSlot,
  expectConfirmed,
  fillCard,
  searchFromHome,
  summary,
  weekdayAhead,
} from './support/booking';
import { expect, test } from './support/fixtures';
import { SESSION_KEY, submitSignIn } from './support/session';

const PAINTING_SERVICE = 'What do you want painted?';

async function storedSession(page: Page) {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  return raw ? JSON.parse(raw).state : null;
}

/** Questionnaire for a small yard's maintenance → companies → the cheapest company → the estimate screen. */
async function bookYardMaintenance(page: Page) {
  await searchFromHome(page, 'Landscaping', '89102');
  await answerYardMaintenance(page);
  return chooseFirstCompany(page);
}

async function chooseFirstCompany(page: Page) {
  await expect(page).toHaveURL('/companies');
  const first = page.getByRole('article').first();
  const company = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: `Choose ${company}` }).click();
  await expect(page).toHaveURL('/booking');
  await expect(page).toHaveTitle('Get an estimate | UpKeep');
  return company;
}

async function continueAsGuest(page: Page) {
  await page.getByRole('button', { name: BOOK_BUTTON }).click();
  const dialog = page.getByRole('dialog', { name: Messages.notLoggedIn.title });
  await expect(dialog).toContainText(Messages.notLoggedIn.text);
  await dialog.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page).toHaveURL('/payment-information');
  await expect(page).toHaveTitle('Payment information | UpKeep');
}

async function fillGuestDetails(page: Page, email: string) {
  const form = checkout(page);
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E Guest');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('702 555 0188');
  await chooseAddress(page);
  await form.getByRole('textbox', { name: 'Instructions' }).fill('Side gate is open.');
}

function money(text: string | null) {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

/** A figure of the summary's totals ('Price', 'UpKeep fee', 'Discount', 'Total'), in dollars. */
async function figure(page: Page, label: string) {
  const row = summary(page).getByText(label, { exact: true }).locator('xpath=..');
  return money(await row.textContent());
}

test.describe.configure({ timeout: 90_000 });

test('a guest books and pays: search → questionnaire → companies → slot → guest → card → confirmation', async ({
  page,
}) => {
  const company = await bookYardMaintenance(page);
  await expect(page.getByText(company).first()).toBeVisible();
  const slot = await chooseSlot(page, weekdayAhead(1));
  await expectNoSeriousA11yViolations(page);
  await continueAsGuest(page);

  await expect(summary(page)).toContainText(company);
  await expect(summary(page)).toContainText(slot);
  await expect(summary(page)).toContainText(/UpKeep fee\$\d+\.\d{2}/);
  const total = await figure(page, 'Total');
  expect(total).toBeGreaterThan(0.5);
  await expect(page.getByRole('textbox', { name: 'Discount code' })).toHaveCount(0);

  await fillGuestDetails(page, 'e2e-guest-booking@upkeep.test');
  const pay = checkout(page).getByRole('button', { name: /^Pay \$/ });
  await expect(pay).toHaveText(`Pay $${total.toFixed(2)}`);
  await expect(pay).toBeDisabled();
  await fillCard(page, CARDS.succeeds);
  await expect(pay).toBeDisabled();
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await expect(pay).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await pay.click();

  await expectConfirmed(page);
  await expect(page.getByText(`Paid $${total.toFixed(2)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My tickets' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // The guest login ends with the confirmation, and the checkout is forgotten.
  await expect
    .poll(() => storedSession(page))
    .toMatchObject({ isLoggedInAsGuest: false, tokenGuest: null, booking: null, ticketId: null });
});

test('a customer signs in from the estimate screen, keeps the slot, and pays with WELCOME15', async ({
  page,
  customer,
}) => {
  await bookYardMaintenance(page);
  const slot = await chooseSlot(page, weekdayAhead(2));
  // A priced visit: the button says Book (issue 26).
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: Messages.notLoggedIn.title });
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/sign-in');
  await submitSignIn(page, customer.email, customer.password);

  // Back on the estimate screen with the same slot chosen.
  await expect(page).toHaveURL('/booking');
  await expect(page.getByRole('button', { name: slot, pressed: true })).toBeVisible();
  await page.getByRole('button', { name: BOOK_BUTTON }).click();
  await expect(page).toHaveURL('/payment-information');

  const form = checkout(page);
  await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(customer.email);
  for (const name of ['Name', 'Email', 'Phone']) {
    await expect(form.getByRole('textbox', { name })).toHaveAttribute('readonly');
  }
  // The totals once the fee is known (until then the fee and the total read '…').
  await expect(summary(page)).toContainText(/UpKeep fee\$\d+\.\d{2}/);
  const before = await figure(page, 'Total');
  const price = await figure(page, 'Price');

  const code = page.getByRole('form', { name: 'Discount code' });
  await code.getByRole('textbox', { name: 'Discount code' }).fill('SUMMER2024');
  await code.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(Messages.discountUnavailable)).toBeVisible();
  await code.getByRole('textbox', { name: 'Discount code' }).fill('WELCOME15');
  await code.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText(Messages.discountApplied)).toBeVisible();
  const discount = Math.round(price * 15) / 100;
  await expect(summary(page)).toContainText(`Discount-$${discount.toFixed(2)}`);
  const total = await figure(page, 'Total');
  expect(total).toBeCloseTo(before - discount, 2);

  await chooseAddress(page);
  await fillCard(page, CARDS.succeeds);
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await form.getByRole('button', { name: `Pay $${total.toFixed(2)}` }).click();

  await expectConfirmed(page);
  await expect(page.getByText(`Paid $${total.toFixed(2)}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'My tickets' })).toHaveAttribute('href', '/my-tickets');
  await expect.poll(() => storedSession(page)).toMatchObject({ isLoggedIn: true, booking: null, ticketId: null });
});

test('a declined card shows the provider’s message, and the customer retries with another card', async ({ page }) => {
  await bookYardMaintenance(page);
  await chooseSlot(page, weekdayAhead(3));
  await continueAsGuest(page);
  await fillGuestDetails(page, 'e2e-declined@upkeep.test');
  await fillCard(page, CARDS.declined);
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await checkout(page)
    .getByRole('button', { name: /^Pay \$/ })
    .click();

  await expect(checkout(page).getByRole('alert')).toHaveText('Your card was declined.');
  await expect(page).toHaveURL('/payment-information');
  const kept = await storedSession(page);
  expect(kept.ticketId).toEqual(expect.any(Number));
  expect(kept.paymentIntent?.id).toMatch(/^pi_/);
  await expect(checkout(page).getByText(`#${kept.ticketId}`)).toBeVisible();

  await checkout(page).getByRole('textbox', { name: 'Card number' }).fill(CARDS.succeeds);
  await checkout(page)
    .getByRole('button', { name: /^Pay \$/ })
    .click();
  await expectConfirmed(page);
  // The same ticket was paid: no second one was made.
  await expect(page.getByText(`Your ticket number is #${kept.ticketId}.`)).toBeVisible();
});

test('a card that needs 3-D Secure: the challenge page, a failed try, then a completed one, and the booking is confirmed', async ({
  page,
}) => {
  await bookYardMaintenance(page);
  await chooseSlot(page, weekdayAhead(5));
  await continueAsGuest(page);
  await fillGuestDetails(page, 'e2e-3ds@upkeep.test');
  const payWith3ds = async () => {
    await fillCard(page, CARDS.authenticationRequired);
    await checkout(page)
      .getByRole('checkbox', { name: /I accept the terms and conditions/ })
      .check();
    await checkout(page)
      .getByRole('button', { name: /^Pay \$/ })
      .click();
    await expect(page).toHaveURL(/\/process-payment\?payment_intent=pi_/);
    await expect(page).toHaveTitle('Authenticate your payment | UpKeep');
    const challenge = page.getByRole('region', { name: 'Authenticate your payment' });
    await expect(challenge.getByText('Test mode')).toBeVisible();
    return challenge;
  };

  // The bank refuses: back on checkout with the provider's message, the same ticket kept for another try.
  let challenge = await payWith3ds();
  await expectNoSeriousA11yViolations(page);
  await challenge.getByRole('button', { name: 'Fail authentication' }).click();
  await expect(page).toHaveURL('/payment-information');
  await expect(checkout(page).getByRole('alert')).toHaveText(PaymentMessages.authenticationFailed);
  const kept = await storedSession(page);
  expect(kept.ticketId).toEqual(expect.any(Number));
  await expect(checkout(page).getByText(`#${kept.ticketId}`)).toBeVisible();

  // The customer completes the authentication: the payment is validated and the booking confirmed.
  challenge = await payWith3ds();
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL('/payment-confirmation');
  await expect(page.getByRole('heading', { level: 1, name: 'Booking requested' })).toBeVisible();
  await expect(page.getByText(`Your ticket number is #${kept.ticketId}.`)).toBeVisible();
  await expect
    .poll(() => storedSession(page))
    .toMatchObject({ isLoggedInAsGuest: false, tokenGuest: null, booking: null, ticketId: null });
});

test('a free on-site estimate: no card, Get Estimate, then the company confirms it', async ({ page }) => {
  await searchFromHome(page, 'Painting', '89123');
  // Painting's service unit is the room.
  const form = page.getByRole('group', { name: 'Room 1', exact: true });
  await answer(form, PAINTING_SERVICE, "I'm not sure, request an on-site estimate");
  await form.getByRole('textbox', { name: /Describe the problem/ }).fill('Stucco is peeling on the south wall.');
  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page).toHaveURL('/companies');
  await expect(page.getByRole('article').first().getByText('Total price: $0.00')).toBeVisible();
  await chooseFirstCompany(page);
  await chooseSlot(page, weekdayAhead(4));
  await continueAsGuest(page);

  await expect(summary(page)).toContainText('Total$0.00');
  await expect(checkout(page).getByRole('textbox', { name: 'Card number' })).toHaveCount(0);
  const button = checkout(page).getByRole('button', { name: 'Get Estimate' });
  await fillGuestDetails(page, 'e2e-estimate@upkeep.test');
  await expect(button).toBeDisabled();
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await button.click();

  await expectConfirmed(page, 'Estimate requested');
  await expect(page.getByText('Free estimate: nothing to pay now.')).toBeVisible();
  await expect(page.getByText(/will confirm the visit on .*; we will let you know\./)).toBeVisible();
});
