import type { APIRequestContext } from '@playwright/test';
import { type CompanyPayouts, TEST_BANK } from '@upkeep/contract';
import { bearer, ok, useCompanySession, useStaffSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookTickets, companyMoves, Status } from './support/tickets-api';

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

  // Weekly on Mondays at first; the owner chooses Fridays.
  await expect(page.getByTestId('payout-schedule')).toHaveText('Schedule: Every Monday, of the available balance.');
  const schedule = page.getByRole('form', { name: 'Payout schedule' });
  await schedule.getByRole('combobox', { name: 'On' }).click();
  await page.getByRole('option', { name: 'Friday' }).click();
  await schedule.getByRole('button', { name: 'Save schedule' }).click();
  await expect(schedule.getByRole('status')).toHaveText('Saved: Every Friday.');
  await expect(page.getByTestId('payout-schedule')).toHaveText('Schedule: Every Friday, of the available balance.');

  // The link was single-use: opening it again sends the owner back, where a new one is made at once.
  await page.goto(link);
  await page.waitForURL((url) => url.href !== link && /^\/sandbox\/connect\/onboarding\/acct_sbx_/.test(url.pathname));
  await expect(page.getByRole('heading', { level: 1, name: 'Set up payouts' })).toBeVisible();
});

/** A company's payout account, set up through the sandbox's onboarding by the API unless it is already. */
async function companyPayable(request: APIRequestContext, ownerToken: string, businessName: string) {
  const headers = bearer(ownerToken);
  const state = await ok<CompanyPayouts>(await request.get('/api/company/payouts', { headers }));
  if (state.account.payoutsEnabled) return;
  const { url } = await ok<{ url: string }>(await request.post('/api/company/payouts/onboarding', { headers }));
  const link = new URL(url);
  await ok(
    await request.post(`/api/sandbox/connect/accounts/${link.pathname.split('/').at(-1)}/onboarding`, {
      data: {
        link: link.searchParams.get('link'),
        businessName,
        businessType: 'company',
        firstName: 'Rosa',
        lastName: 'Diaz',
        routingNumber: TEST_BANK.routingNumber,
        accountNumber: TEST_BANK.accounts.succeeds,
        acceptTerms: true,
      },
    }),
  );
}

test('a completed job sends the company its share, then a payout takes it to the bank', async ({
  page,
  request,
  customer,
  companyMember,
}) => {
  test.setTimeout(120_000);
  const owner = companyMember.owner.token;
  await companyPayable(request, owner, companyMember.owner.user.companyName);
  const [ticket] = await bookTickets(request, customer, 1, { order: companyMember.order, fromWeekday: 12 });
  const ticketId = ticket?.id ?? 0;
  await companyMoves(request, owner, ticketId, Status.Completed);

  // The company's office sees the transfer of its share once the job queue sent it.
  await useCompanySession(page, companyMember);
  await page.goto('/pro/payouts');
  const transfers = page.getByRole('list', { name: 'Transfers' });
  const transfer = transfers.getByRole('listitem').filter({ hasText: `Job #${ticketId}: Completed job` });
  await expect(async () => {
    await page.reload();
    await expect(transfer).toContainText('Sent', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  // Days later the money is available and the weekly payout takes it to the bank; a day on, it arrives.
  const settle = () => request.post(`/api/dev/companies/${companyMember.user.companyId}/payouts/settle`);
  await ok(await settle());
  await page.reload();
  const payouts = page.getByRole('list', { name: 'Payouts' });
  await expect(payouts.getByText('On its way').first()).toBeVisible();
  // The payout names the jobs whose money it takes to the bank.
  await expect(payouts.getByRole('listitem').first()).toContainText(new RegExp(`#${ticketId} \\(\\$`));
  await ok(await settle());
  await page.reload();
  await expect(payouts.getByText('Arrived').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/pro/payouts with transfers and payouts');
});

test("the console follows a company's payouts and checks the books", async ({
  page,
  request,
  adminStaff,
  liveCompany,
}) => {
  // A live company of the test's own, its payouts set up.
  const name = liveCompany.owner.user.companyName;
  await companyPayable(request, liveCompany.owner.token, name);
  await useStaffSession(page, adminStaff);
  await page.goto('/staff/payouts');
  const table = page.getByRole('table', { name: "Companies' payouts" });
  await table.getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(`/staff/payouts/${liveCompany.owner.user.companyId}`);
  await expect(page.getByRole('heading', { level: 1, name: `Payouts: ${name}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Transfers' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a company's payouts in the console");

  await page
    .getByRole('navigation', { name: /console/i })
    .getByRole('link', { name: 'Books' })
    .click();
  await expect(page).toHaveURL('/staff/books');
  await page.getByLabel('From').fill('2026-01-01');
  await page.getByRole('button', { name: 'Check the books' }).click();
  const books = page.getByRole('table', { name: 'The books' });
  await expect(books.getByRole('row', { name: /Customers paid/ })).toBeVisible();
  await expect(page.getByText(/tickets?, 2026-01-01 to /)).toBeVisible();
  // The demo data's jobs (completed before payouts went through UpKeep) and the suite's own balance to the cent.
  await expect(page.getByTestId('books-state')).toHaveText('Balanced');
  await expectNoSeriousA11yViolations(page, 'the books');
});
