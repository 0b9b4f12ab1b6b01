import { TEST_BANK } from '@upkeep/contract';
import { useCompanySession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/**
 * Payouts (issue 28): a company's owner sets up its payout account from the portal, through the sandbox's
 * stand-in for Stripe's hosted onboarding (a single-use link), with Stripe's test bank numbers, and comes back
 * to the portal with payouts on.
 */
test("an owner sets up the company's payouts from the portal through the provider's onboarding", async ({
  page,
  companyOwner,
}) => {
  await useCompanySession(page, companyOwner);
  await page.goto('/pro/jobs');
  await page
    .getByRole('navigation', { name: /portal/i })
    .getByRole('link', { name: 'Payouts' })
    .click();
  await expect(page).toHaveURL('/pro/payouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
  await expect(page.getByText('Not set up')).toBeVisible();
  await page.getByRole('button', { name: 'Set up payouts' }).click();

  // The provider's onboarding (the sandbox's page in test mode), opened by a single-use link.
  await expect(page).toHaveURL(/\/sandbox\/connect\/onboarding\/acct_sbx_[a-f0-9]+\?link=/);
  const link = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();
  await expect(page.getByLabel(/Business name/)).toHaveValue(/E2E Yards/);
  await expectNoSeriousA11yViolations(page, 'the sandbox onboarding');
  await page.getByLabel("Representative's first name").fill('Rosa');
  await page.getByLabel("Representative's last name").fill('Diaz');
  await page.getByLabel('Routing number').fill(TEST_BANK.routingNumber);
  await page.getByLabel('Account number').fill(TEST_BANK.accounts.succeeds);
  await page.getByLabel(/I accept/).check();
  await page.getByRole('button', { name: 'Submit and go back to UpKeep' }).click();

  await expect(page).toHaveURL('/pro/payouts?onboarding=return');
  await expect(page.getByText('Welcome back. Your payout account is set up.')).toBeVisible();
  await expect(page.getByText('Payouts on')).toBeVisible();
  await expect(page.getByText('Payouts go to the bank account ending in 6789.')).toBeVisible();

  // The link was single-use: opening it again sends the owner back, where a new one is made at once.
  await page.goto(link);
  await page.waitForURL((url) => url.href !== link && /^\/sandbox\/connect\/onboarding\/acct_sbx_/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();
});
