import type { APIRequestContext, Page } from '@playwright/test';
import { required, type TicketDetail } from '@upkeep/contract';
import { asNewClient, bearer, ok, useCustomerSession, useStaffSession } from './support/accounts';
import {
  answerYardMaintenance,
  BOOK_BUTTON,
  CARDS,
  checkout,
  chooseAddress,
  chooseSlot,
  fillCard,
  searchFromHome,
  weekdayAhead,
} from './support/booking';
import { expect, test } from './support/fixtures';
import { addExtraCharge, bookTickets, companyMoves, payIntentByCard, Status } from './support/tickets-api';

/**
 * Screens that tell the truth (issue 26): a ticket's totals add up with a paid extra charge on its lines, the
 * checkout refuses an address outside the zip code searched (the words beside the field, on a phone and a
 * desktop), and the console's tables fit a 1366 px screen. Each test books its own ticket (weekdays 140 on).
 */

test.describe.configure({ timeout: 120_000 });

/** The customer pays the extra charge through the API, as the charge screen does. */
async function payCharge(request: APIRequestContext, token: string, ticketId: number, chargeId: number) {
  const auth = { ...bearer(token), ...asNewClient() };
  const intent = await ok<{ paymentIntentId: string; clientSecret: string }>(
    await request.post('/api/customer/payment/open-charges', {
      headers: auth,
      data: { TicketID: ticketId, OpenChargeID: chargeId },
    }),
  );
  await payIntentByCard(request, intent);
  await ok(
    await request.post('/api/customer/payment/validate-open-charges', {
      headers: auth,
      data: { TicketID: ticketId, OpenChargeID: chargeId, PaymentIntentID: intent.paymentIntentId },
    }),
  );
}

const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Every table of the page lies within its scroll box: none is cut (scrolled sideways) at this width. */
async function expectTablesFit(page: Page, where: string) {
  const tables = page.getByRole('table');
  await expect(tables.first(), `a table on ${where}`).toBeVisible();
  const cut = await page.evaluate(() =>
    Array.from(document.querySelectorAll('table')).flatMap((table) => {
      let box: HTMLElement | null = table.parentElement;
      while (box && !['auto', 'scroll'].includes(getComputedStyle(box).overflowX)) box = box.parentElement;
      const overflows = box ? box.scrollWidth > box.clientWidth + 1 : false;
      const beyond = table.getBoundingClientRect().right > window.innerWidth + 1;
      return overflows || beyond ? [table.getAttribute('aria-label') ?? '(a table)'] : [];
    }),
  );
  expect(cut, `tables cut on ${where} at 1366 px`).toEqual([]);
}

test('a ticket with a paid $65 extra charge lists it, and its lines add up to the total', async ({
  page,
  request,
  customer,
  adminStaff,
  liveCompany,
}) => {
  const [booked] = await bookTickets(request, customer, 1, { order: liveCompany.order, fromWeekday: 140 });
  const id = required(booked, 'the ticket').id;
  const company = liveCompany.owner.token;
  await companyMoves(request, company, id, Status.Scheduled);
  const description = 'Replace the sprinkler valve';
  await addExtraCharge(request, company, id, description, 65);
  const charges = await ok<{ id: number; description: string }[]>(
    await request.get(`/api/customer/open-charges/ticket/${id}`, { headers: bearer(customer.token) }),
  );
  await payCharge(request, customer.token, id, required(charges[0], 'the charge').id);
  const detail = await ok<TicketDetail>(
    await request.get(`/api/customer/ticket/${id}`, { headers: bearer(customer.token) }),
  );
  const sum = detail.totals.lines.reduce((s, l) => s + l.amount, 0);
  expect(sum).toBeCloseTo(detail.totals.total, 2);

  await useCustomerSession(page, customer);
  await page.goto(`/detail-ticket?TicketId=${id}`);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText(`Extra charge: ${description} (paid)$65.00`);
  for (const line of detail.totals.lines) await expect(totals).toContainText(line.label);
  await expect(totals).toContainText(`Total${dollars(detail.totals.total)}`);
  await expect(totals).toContainText(`Paid${dollars(detail.totals.paid)}`);
  await expect(totals).toContainText('Balance$0.00');

  // The console shows the same lines, and its tables fit 1366 px (the Amount column was cut).
  await page.setViewportSize({ width: 1366, height: 900 });
  await useStaffSession(page, adminStaff);
  await page.goto(`/staff/tickets/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`#${id}`) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking' })).toContainText(`Extra charge: ${description} (paid)`);
  await expect(page.getByRole('table', { name: 'Payments' })).toContainText('Amount');
  await expectTablesFit(page, 'the console ticket');
  for (const path of ['/staff/tickets', '/staff/customers', '/staff/companies', '/staff/discount-codes']) {
    await page.goto(path);
    await expectTablesFit(page, path);
  }
});

for (const size of [
  { name: 'a phone', width: 390, height: 844 },
  { name: 'a desktop', width: 1366, height: 900 },
]) {
  test(`the checkout refuses an address outside the zip code searched, beside the field, on ${size.name}`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: size.width, height: size.height });
    await searchFromHome(page, 'Landscaping', '89102');
    await answerYardMaintenance(page);
    await expect(page).toHaveURL('/companies');
    const first = page.getByRole('article').first();
    const company = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
    await first.getByRole('button', { name: `Choose ${company}` }).click();
    await expect(page).toHaveURL('/booking');
    await chooseSlot(page, weekdayAhead(size.width === 390 ? 141 : 142));
    await page.getByRole('button', { name: BOOK_BUTTON }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue as Guest' }).click();
    await expect(page).toHaveURL('/payment-information');

    const form = checkout(page);
    await form.getByRole('textbox', { name: 'Name' }).fill('E2E Truth');
    await form.getByRole('textbox', { name: 'Email' }).fill('e2e-truth-address@upkeep.test');
    await form.getByRole('textbox', { name: 'Phone' }).fill('702 555 0166');
    const address = form.getByRole('combobox', { name: 'Address' });
    // An address in 89135 for a search in 89102.
    await address.fill('10847 Sundown Ridge Dr, Las Vegas, NV 89135');
    await address.press('Escape');
    await fillCard(page, CARDS.succeeds);
    await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await form.getByRole('button', { name: /^Pay \$/ }).click();
    const words = 'This address is in 89135, not 89102. Choose an address in 89102 from the suggestions.';
    await expect(form.getByText(words)).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/payment-information');
    // Pay is far below the field on a phone: the field in error is focused and scrolled into view, and Pay says
    // where to look (issue 46).
    await expect(address).toBeFocused();
    await expect(address).toBeInViewport();
    await expect(form.getByText('Check your address above.')).toBeVisible();

    // Without a house number: refused too (a five-digit house number is no zip code).
    await address.fill('Sahara Ave, Las Vegas, NV 89102');
    await address.press('Escape');
    await form.getByRole('button', { name: /^Pay \$/ }).scrollIntoViewIfNeeded();
    await form.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(
      form.getByText('Start the address with the house number, as in "11024 Summer Glen Dr".'),
    ).toBeVisible();
    await expect(address).toBeFocused();
    await expect(address).toBeInViewport();

    // No city, no zip: said too.
    await address.fill('1200 Fremont');
    await address.press('Escape');
    await form.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(
      form.getByText('Choose an address in 89102 from the suggestions, with its street, city and zip code.'),
    ).toBeVisible();

    // A suggestion in the zip code clears it.
    await address.fill('');
    await chooseAddress(page);
    await expect(form.getByText(/Choose an address in 89102/)).toHaveCount(0);
  });
}
