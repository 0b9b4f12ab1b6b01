import { required } from '@upkeep/contract';
import { gotoReady, useCompanySession } from './support/accounts';
import { expect, test } from './support/fixtures';
import { bookTickets } from './support/tickets-api';

/**
 * Issue 50's Done-when, the company's side (decision 0039): on a desktop, the owner of a live company of the test's
 * own opens a free on-site estimate a customer booked, writes a quote of two options (the first with an add-on the
 * customer may tick) and a 25% deposit, saves it as a draft, sends it, and sees it sent and locked, in the list too.
 */
test.use({ viewport: { width: 1280, height: 900 } });

test('the company writes a quote on a free estimate: two options, an add-on, a 25% deposit, saved and sent', async ({
  page,
  request,
  customer,
  liveCompany,
}) => {
  test.setTimeout(3 * 60_000);
  // An on-site estimate request at the company (its estimate is free): Pending, nothing paid.
  const estimate = {
    ...liveCompany.order,
    answers: [(v: string) => v.startsWith("I'm not sure")],
    description: 'The lawn has brown patches by the gate.',
  };
  const [booked] = await bookTickets(request, customer, 1, { order: estimate, fromWeekday: 120 });
  const ticketId = required(booked, 'the estimate').id;

  await useCompanySession(page, liveCompany.owner);
  await gotoReady(page, `/pro/jobs/${ticketId}`);
  await page.getByRole('link', { name: 'Write a quote' }).click();
  await expect(page).toHaveURL(`/pro/jobs/${ticketId}/quote`);
  await expect(page.getByRole('heading', { level: 1, name: 'Write a quote' })).toBeVisible();

  const option = (n: number) => page.getByRole('region', { name: `Option ${n}`, exact: true });
  const first = option(1);
  await first.getByRole('textbox', { name: 'Title', exact: true }).fill('Reseed the lawn');
  await first.getByRole('textbox', { name: 'Duration', exact: true }).fill('3');
  await first.getByRole('textbox', { name: 'Description', exact: true }).fill('Aerate and reseed 2,000 sq ft');
  await first.getByRole('textbox', { name: 'Unit price', exact: true }).fill('180');
  await first.getByRole('button', { name: 'Add line' }).click();
  await first.getByRole('textbox', { name: 'Description', exact: true }).nth(1).fill('Starter fertilizer');
  await first.getByRole('textbox', { name: 'Quantity', exact: true }).nth(1).fill('2');
  await first.getByRole('textbox', { name: 'Unit price', exact: true }).nth(1).fill('45.50');
  await first.getByRole('checkbox', { name: 'Customer may add' }).nth(1).check();

  await page.getByRole('button', { name: 'Add option' }).click();
  const second = option(2);
  await second.getByRole('textbox', { name: 'Title', exact: true }).fill('New sod');
  await second.getByRole('textbox', { name: 'Duration', exact: true }).fill('8');
  await second.getByRole('textbox', { name: 'Description', exact: true }).fill('Lay new sod, 2,000 sq ft');
  await second.getByRole('textbox', { name: 'Unit price', exact: true }).fill('1400');

  await page.getByRole('radio', { name: 'A percentage of the total' }).check();
  await page.getByRole('textbox', { name: 'Deposit percent' }).fill('25');

  // Live totals: the services, then the deposit asked of the total (with UpKeep's booking fee, as at checkout).
  const totals = page.getByRole('region', { name: 'Option 1 totals' });
  await expect(totals).toContainText('Services$180.00');
  await expect(totals).toContainText('Deposit');
  await expect(totals).toContainText('Total with every add-on');
  await expect(page.getByRole('region', { name: 'Option 2 totals' })).toContainText('Services$1,400.00');

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/pro\/quotes\/\d+$/);
  await expect(page.getByRole('status')).toContainText('Draft saved (revision 1).');
  const quoteUrl = page.url();

  await page.getByRole('button', { name: 'Send to customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this quote?' });
  await dialog.getByRole('button', { name: 'Send quote' }).click();
  await expect(page.getByText(`Quote sent to ${customer.name}`)).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quote status' })).toContainText('Sent');
  // Sent is locked: read only, with Revise.
  await expect(page.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Revise' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Option 1: Reseed the lawn' })).toContainText(
    'Add-on: Starter fertilizer',
  );

  // In the list, filtered by its status.
  await gotoReady(page, '/pro/quotes?status=sent');
  const link = page.getByRole('link', { name: new RegExp(`for ${customer.name}$`) }).first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(quoteUrl);
});
