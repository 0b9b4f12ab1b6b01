import type { Locator, Page } from '@playwright/test';
import type { TicketListItem } from '@upkeep/contract';
import { Messages, required } from '@upkeep/contract';
import { expectAppReady, useCustomerSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { addExtraCharge, bookTickets, companyMoves, Status } from './support/tickets-api';

test('below 992 px the navigation opens from the menu button', async ({ page }) => {
  await page.goto('/home');
  // The app's button, not the prerendered one: a click before hydration opens nothing (a flaky test).
  await expectAppReady(page);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
  await expect(mobileNav.getByRole('link', { name: 'BLOG' })).toBeVisible();
  await mobileNav.getByRole('link', { name: 'BLOG' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
});

test("a landing page's lead form keeps its HTML and loads its code only as it scrolls into view", async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  const leadFormCode = (path: string) => /^\/assets\/lead-form-[\w-]+\.js$/.test(path);
  await page.goto('/hvac-in-summerlin');
  await expectAppReady(page);
  // Below the first screen: its prerendered form is there, its code (validation, dialog) is not fetched.
  const form = page.getByRole('region', { name: Messages.leadFormHeading.title });
  await expect(form.getByRole('button', { name: 'SEND' })).toBeAttached();
  await expect(form.getByRole('button', { name: 'SEND' })).toBeDisabled();
  expect(requested.filter(leadFormCode)).toEqual([]);

  const loaded = page.waitForResponse((response) => leadFormCode(new URL(response.url()).pathname));
  await form.scrollIntoViewIfNeeded();
  await loaded;
  // Hydrated: the fields answer, and SEND is enabled once name, e-mail and the wished service are filled.
  // Each try clears a field before filling it: a value filled again unchanged is no change to React, so a try that
  // met the fields mid-hydration (the DOM filled, the form's state not) would otherwise never recover.
  await expect(async () => {
    for (const [name, value] of [
      ['Name', 'Dana Demo'],
      ['Email address', 'dana@example.com'],
      ['What service are you looking for?', 'AC tune-up'],
    ] as const) {
      const field = form.getByRole('textbox', { name });
      await field.fill('');
      await field.fill(value);
    }
    await expect(form.getByRole('button', { name: 'SEND' })).toBeEnabled({ timeout: 1_000 });
  }).toPass();
  await expectNoSidewaysScroll(page);
});

// ---------------------------------------------------------------- tickets on a phone (Pixel 7, 412 px wide)

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

/** The element lies wholly within the screen's width. */
async function expectWithinScreenWidth(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = required(await locator.boundingBox(), 'the bounding box');
  const { width } = required(page.viewportSize(), 'the viewport size');
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
}

test('on a phone My tickets shows cards with their actions on screen, and the filters fold away', async ({
  page,
  request,
  customer,
  liveCompany,
}) => {
  // A page of tickets of the customer's own, one of them with an extra charge.
  const booked = await bookTickets(request, customer, 10, { order: liveCompany.order, fromWeekday: 130 });
  const company = liveCompany.owner.token;
  const charged = required(booked[0], 'a ticket').id;
  await companyMoves(request, company, charged, Status.Scheduled);
  await addExtraCharge(request, company, charged, 'Haul away the palm fronds', 35);
  await useCustomerSession(page, customer);
  await page.goto('/my-tickets');
  const list = page.getByRole('list', { name: 'Your tickets' });
  await expect(list).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = list.getByRole('listitem');
  await expect(cards).toHaveCount(10);

  // Each card carries the row's total, company and service, and its Details button, all on screen.
  const first = cards.first();
  await expect(first).toContainText(/#\d+/);
  await expect(first).toContainText(/\$[\d,]+\.\d{2}/);
  for (const card of await cards.all()) {
    const details = card.getByRole('link', { name: /^Details, ticket \d+$/ });
    await card.scrollIntoViewIfNeeded();
    await expectWithinScreenWidth(page, details);
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  // The filters fold away behind a button.
  const filters = page.getByRole('button', { name: /^Filters/ });
  await expect(filters).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('form', { name: 'Filter tickets' })).toBeHidden();
  await filters.click();
  await expect(filters).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: 'Filter tickets' });
  await expectWithinScreenWidth(page, form.getByRole('button', { name: 'Apply filters' }));
  await expectNoSidewaysScroll(page);

  // The ticket with an extra charge: services, charges and history as cards, the ticket's actions on screen.
  const all = await request.get('/api/customer/ticket?_pageSize=100', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  const ticket = required(
    ((await all.json()).data as TicketListItem[]).find((t) => t.isOpenCharge),
    'the ticket with an extra charge',
  );
  await page.goto(`/detail-ticket?TicketId=${ticket.id}`);
  await expect(page).toHaveURL(/\/detail-ticket/);
  await expect(page.getByRole('heading', { level: 1, name: /^Ticket #\d+$/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Services' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Extra charges' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'History' }).getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectWithinScreenWidth(
    page,
    page.getByRole('group', { name: 'Ticket actions' }).getByRole('button', { name: 'Download PDF' }),
  );
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
});
