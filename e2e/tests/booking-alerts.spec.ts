import { ServiceId } from '@upkeep/contract';
import { bearer, mailedLink, ok, useCompanySession } from './support/accounts';
import { expect, test } from './support/fixtures';
import { bookTickets, type Order } from './support/tickets-api';

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
  const auth = bearer(owner.token);
  const profile = await ok<Record<string, unknown>>(await request.get('/api/company/profile', { headers: auth }));
  await ok(
    await request.put('/api/company/profile', {
      headers: auth,
      data: {
        name: profile.name,
        description: 'Yards kept tidy in Centennial Hills.',
        tags: [],
        phoneNumber: '7025550142',
        email: owner.email,
        address: '1200 W Sahara Ave',
        city: 'Las Vegas',
        zipCode: ALERTS_ZIP,
        isInsured: true,
        isLicensed: true,
      },
    }),
  );
  // Every answer priced (at 0 on top of the base price), as the price list screen saves it.
  const prices = await ok<{ features: { values: { id: number }[] }[] }>(
    await request.get(`/api/company/services/${ServiceId.Landscaping}/price-list`, { headers: auth }),
  );
  const items = prices.features.flatMap((f) =>
    f.values.map((v) => ({ featureValueId: v.id, price: 0, duration: '00:00:00' })),
  );
  await ok(
    await request.put(`/api/company/services/${ServiceId.Landscaping}/price-list`, {
      headers: auth,
      data: { basePrice: 150, baseDuration: '01:00:00', serviceCallPrice: 0, serviceCallDuration: '01:00:00', items },
    }),
  );
  await ok(await request.put('/api/company/zip-codes', { headers: auth, data: { zipCodes: [ALERTS_ZIP] } }));
  await ok(
    await request.put('/api/company/calendar', {
      headers: auth,
      data: { entries: [1, 2, 3, 4, 5].map((dayOfWeek) => ({ dayOfWeek, startTime: '09:00:00' })) },
    }),
  );
  await ok(await request.post('/api/company/go-live', { headers: auth }));

  // ------------------------------------------------------------ a customer books it (API)
  const order: Order = {
    serviceId: ServiceId.Landscaping,
    answers: [(v) => v === 'General yard maintenance', (v) => v.startsWith('Small yard'), () => true],
    zip: ALERTS_ZIP,
    company: owner.user.companyName,
  };
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
