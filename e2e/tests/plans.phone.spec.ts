import type { APIRequestContext } from '@playwright/test';
import { TEST_CARDS } from '@upkeep/contract';
import { bearer, type Customer, ok, useCustomerSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import {
  answerYardMaintenance,
  BOOK_BUTTON,
  checkout,
  chooseAddress,
  chooseSlot,
  searchFromHome,
  weekdayAhead,
} from './support/booking';
import { expect, test } from './support/fixtures';

test.describe.configure({ timeout: 120_000 });

const usd = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(dollars);

/** A card saved through the API, as the profile saves it (a SetupIntent confirmed with 4242, then read back). */
async function saveCard(request: APIRequestContext, customer: Customer) {
  const auth = { headers: bearer(customer.token) };
  const setup = await ok<{ setupIntentId: string; clientSecret: string }>(
    await request.post('/api/customer/payment-methods', auth),
  );
  await ok(
    await request.post(`/api/sandbox/setup-intents/${setup.setupIntentId}/confirm`, {
      data: {
        clientSecret: setup.clientSecret,
        cardNumber: TEST_CARDS.succeeds,
        expMonth: 12,
        expYear: 34,
        cvc: '123',
      },
    }),
  );
  const cards = await ok<unknown[]>(await request.get('/api/customer/payment-methods', auth));
  expect(cards).toHaveLength(1);
}

/**
 * Issue 31 on a phone: a customer with a saved card starts a weekly plan at checkout with a live company of the
 * test's own (found through the search, as the journey goes), the company confirms it (its owner's API token),
 * the customer skips a visit, and once the first visit is charged (the plan's charge run as at a day before it,
 * through the browser suite's hook) sees the charge on the plan's page.
 */
test('on a phone a customer starts a weekly plan at checkout, skips a visit and sees the charges', async ({
  page,
  request,
  customer,
  liveCompany,
}) => {
  await saveCard(request, customer);
  await useCustomerSession(page, customer);
  await searchFromHome(page, 'Landscaping', liveCompany.order.zip);
  await answerYardMaintenance(page);
  const company = liveCompany.owner.user.companyName;
  await page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 2, name: company }) })
    .getByRole('button', { name: `Choose ${company}` })
    .click();
  await chooseSlot(page, weekdayAhead(8));
  await page.getByRole('button', { name: BOOK_BUTTON }).click();
  await expect(page).toHaveURL('/payment-information');
  await chooseAddress(page);
  await checkout(page)
    .getByRole('radiogroup', { name: 'How often' })
    .getByRole('radio', { name: 'Every week' })
    .check();
  await checkout(page).getByRole('radiogroup', { name: 'Pay with' }).getByRole('radio', { name: /4242/ }).check();
  await checkout(page)
    .getByRole('checkbox', { name: /I accept the terms and conditions/ })
    .check();
  await checkout(page).getByRole('button', { name: 'Start plan' }).click();
  await expect(page).toHaveURL(/\/my-plans\/\d+$/);
  const planId = Number(new URL(page.url()).pathname.split('/').pop());

  // The company confirms the plan once: its visits are made up to 8 weeks from today (7 weekly ones from 8 weekdays on).
  const companyToken = liveCompany.owner.token;
  await ok(await request.post(`/api/company/plans/${planId}/confirm`, { headers: bearer(companyToken) }));
  await page.reload();
  const visits = page.getByRole('list', { name: 'Upcoming visits' }).getByRole('listitem');
  await expect(visits).toHaveCount(7);
  await expect(page.getByText('No charges yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a plan's page on a phone");

  // The second visit is skipped: it will not be charged.
  const second = visits.nth(1);
  const secondLabel = (await second.getAttribute('aria-label')) ?? '';
  await second.getByRole('button', { name: /^Skip the visit of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Skip this visit?' });
  await dialog.getByRole('button', { name: 'Skip the visit' }).click();
  await expect(page.getByText('Visit skipped: it will not be charged.')).toBeVisible();
  await expect(page.getByRole('listitem', { name: secondLabel })).toContainText('Skipped');

  // A day before the first visit its charge runs: the page lists it among the charges.
  const plan = await ok<{ visits: { scheduledAt: string | null; amount: number }[] }>(
    await request.get(`/api/customer/plans/${planId}`, { headers: bearer(customer.token) }),
  );
  const first = plan.visits[0];
  const at = new Date(new Date(first?.scheduledAt ?? 0).getTime() - 23 * 3600_000).toISOString();
  const charged = await ok<{ charged: number }>(
    await request.post(`/api/dev/plans/${planId}/charge-due`, { data: { at } }),
  );
  expect(charged.charged).toBe(1);
  await page.reload();
  const charges = page.getByRole('list', { name: 'Charges' });
  await expect(charges.getByRole('listitem')).toHaveCount(1);
  await expect(charges).toContainText(usd(first?.amount ?? 0));
  await expect(page.getByText(`Charged so far: ${usd(first?.amount ?? 0)}`)).toBeVisible();

  // The list of plans shows it, its next visit and its price.
  await page.goto('/my-plans');
  await expect(page.getByRole('link', { name: /Landscaping/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the list of plans on a phone');

  // The plan is cancelled: the company's calendar is free again for the other tests.
  await ok(await request.post(`/api/customer/plans/${planId}/cancel`, { headers: bearer(customer.token) }));
});
