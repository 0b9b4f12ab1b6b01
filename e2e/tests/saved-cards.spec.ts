import { useCustomerSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  answerYardMaintenance,
  BOOK_BUTTON,
  CARDS,
  checkout,
  chooseAddress,
  chooseSlot,
  expectConfirmed,
  searchFromHome,
  weekdayAhead,
} from './support/booking';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 90_000 });

/**
 * Issue 31's saved cards: a customer saves a card on their profile (the bank asks for 3-D Secure at setup with
 * 4000 0027 6000 3184, completed on the challenge page), saves another, then pays a booking in one tap with one.
 */
test('a customer saves cards on the profile (3-D Secure at setup) and pays a booking with one in one tap', async ({
  page,
  customer,
}) => {
  await useCustomerSession(page, customer);
  await page.goto('/profile');
  const cards = page.getByRole('region', { name: 'Saved cards' });
  await expect(cards).toContainText('No saved cards yet.');

  const addCard = async (number: string) => {
    await cards.getByRole('button', { name: 'Add a card' }).click();
    await expect(cards.getByText('Test mode')).toBeVisible();
    await cards.getByRole('textbox', { name: 'Card number' }).fill(number);
    await cards.getByRole('textbox', { name: /^Expiration/ }).fill('12 / 34');
    await cards.getByRole('textbox', { name: 'CVC' }).fill('123');
    await cards.getByRole('button', { name: 'Save card' }).click();
  };

  // The bank asks to authenticate the card: the challenge page, then back on the profile with it saved.
  await addCard(CARDS.authenticationRequired);
  const challenge = page.getByRole('region', { name: /^Authenticate your/ });
  await challenge.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/profile/);
  await expect(cards.getByText('Card saved.')).toBeVisible();
  await expect(cards).toContainText('Visa •••• 3184');

  await addCard(CARDS.succeeds);
  await expect(cards.getByText('Card saved.')).toBeVisible();
  await expect(cards).toContainText('Visa •••• 4242');
  await expectNoSeriousA11yViolations(page, 'the saved cards');

  // A booking paid in one tap with the saved 4242.
  await searchFromHome(page, 'Landscaping', '89102');
  await answerYardMaintenance(page);
  const first = page.getByRole('article').first();
  const company = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: `Choose ${company}` }).click();
  await chooseSlot(page, weekdayAhead(3));
  await page.getByRole('button', { name: BOOK_BUTTON }).click();
  await expect(page).toHaveURL('/payment-information');
  await chooseAddress(page);
  const payWith = checkout(page).getByRole('radiogroup', { name: 'Pay with' });
  await payWith.getByRole('radio', { name: /4242/ }).check();
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await expectNoSeriousA11yViolations(page, 'the checkout with saved cards');
  await checkout(page)
    .getByRole('button', { name: /^Pay \$/ })
    .click();
  await expectConfirmed(page);
});
