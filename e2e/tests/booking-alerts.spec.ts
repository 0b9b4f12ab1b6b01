import { mailedLink, useCompanySession } from './support/accounts';
import { expect, test } from './support/fixtures';
import { goLiveInZip } from './support/live-company';
import { bookTickets } from './support/tickets-api';

/**
 * Nobody misses a booking (issue 26): a company of the test's own is told of a new booking by e-mail, with the
 * link to the job; its owner opens it, sees it counted in the portal's navigation (on a phone too), confirms
 * it, and the count is gone.
 */

/** A serviced zip code no other spec books or searches: the company going live here changes no other test's list. */
const ALERTS_ZIP = '89166';

test('a company is told of a booking and confirms it from the link', async ({
  page,
  request,
  companyOwner: owner,
  customer,
}) => {
  test.setTimeout(120_000);
  // ------------------------------------------------------------ the owner's company set up and live (API)
  const order = await goLiveInZip(request, owner, ALERTS_ZIP, 'Yards kept tidy in Centennial Hills.');

  // ------------------------------------------------------------ a customer books it (API)
  const [booked] = await bookTickets(request, customer, 1, { order });
  const id = booked?.id;
  expect(id).toBeDefined();

  // ------------------------------------------------------------ the owner's mail carries the link to the job
  const link = await mailedLink(request, owner.email, new RegExp(`/pro/jobs/${id}\\b`));
  expect(link).toBe(`/pro/jobs/${id}`);

  // ------------------------------------------------------------ on a phone: the menu says a job needs action
  await useCompanySession(page, owner);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`#${id}$`) })).toBeVisible();
  const menu = page.getByRole('button', { name: 'Menu, 1 job needs action' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page.getByRole('link', { name: 'Jobs, 1 needs action' })).toBeVisible();
  await page.getByRole('button', { name: /^Menu/ }).click();

  // ------------------------------------------------------------ on a desktop: confirm it from the job
  await page.setViewportSize({ width: 1280, height: 900 });
  const nav = page.getByRole('navigation', { name: 'Company portal' });
  await expect(nav.getByRole('link', { name: 'Jobs, 1 needs action' })).toBeVisible();
  const steps = page.getByRole('region', { name: 'Next steps' });
  await steps.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('Confirm: the job is now Scheduled.')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Jobs', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: /need/ })).toHaveCount(0);
});
