import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  Messages,
  type OpenCharge,
  required,
  type TicketDetail,
  type TicketListItem,
  type TimeSlot,
  valleyToday,
} from '@upkeep/contract';
import { type Customer, useCustomerSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pickCalendarDay } from './support/date-picker';
import { expect, test } from './support/fixtures';
import type { LiveCompany } from './support/live-company';
import { submitSignIn } from './support/session';
import { addExtraCharge, bookTickets, companyMoves, Status } from './support/tickets-api';

/**
 * My tickets of a customer of the test's own, with tickets it books through the API and its company moves to the
 * statuses the test needs (a live company of the test's own, through its owner's API token): no test shares a
 * customer, a company or a ticket, so they run side by side. Each books on weekdays of its own range (`fromWeekday`), far from the booking journeys' days.
 */
const CARD = '4242 4242 4242 4242';
const HOUR = 3_600_000;

// ---------------------------------------------------------------- the API, for choosing tickets

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(`/api${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()).data as T;
}

async function allTickets(request: APIRequestContext, token: string) {
  return apiGet<TicketListItem[]>(request, token, '/customer/ticket?_pageSize=100');
}

// ---------------------------------------------------------------- the browser

async function openTicket(page: Page, id: number) {
  await page.goto(`/detail-ticket?TicketId=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${id}` })).toBeVisible();
}

async function fillCard(page: Page) {
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(CARD);
  await page.getByRole('textbox', { name: /^Expiration/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
}

/** Picks a YYYY-MM-DD date in the open screen's date picker labelled `label`. */
async function pickDate(page: Page, label: string, date: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  await pickCalendarDay(
    page,
    page.getByRole('button', { name: new RegExp(`^${label}`) }),
    new Date(Date.UTC(y, m - 1, d)),
  );
}

const rowsOf = (page: Page) => page.getByRole('table', { name: 'Your tickets' }).locator('tbody tr');

// ---------------------------------------------------------------- the journeys

test('filters and pages the ticket list, and the filters survive a reload', async ({
  page,
  request,
  customer,
  liveCompany,
}) => {
  // Eleven tickets (two pages), two of them completed.
  const booked = await bookTickets(request, customer, 11, { order: liveCompany.order, fromWeekday: 40 });
  const company = liveCompany.owner.token;
  for (const ticket of booked.slice(0, 2)) await companyMoves(request, company, ticket.id, Status.Completed);
  const token = customer.token;
  const all = await allTickets(request, token);
  expect(all).toHaveLength(11);
  const completed = all.filter((t) => t.statusId === Status.Completed);
  expect(completed).toHaveLength(2);

  await useCustomerSession(page, customer);
  await page.goto('/home');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /^Profile menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'My tickets' }).click();
  await expect(page).toHaveURL('/my-tickets');
  await expect(page).toHaveTitle('My tickets | UpKeep');
  await expect(page.getByText(`Tickets 1 to 10 of ${all.length}`, { exact: true })).toBeVisible();
  await expect(rowsOf(page)).toHaveCount(10);
  // Each row: '#id', 'MMM DD, YY', the status, the total with 2 decimals, company, service.
  await expect(rowsOf(page).first()).toContainText(/#\d+[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}/);
  await expect(rowsOf(page).first()).toContainText(/\$[\d,]+\.\d{2}/);
  await expectNoSeriousA11yViolations(page);

  const pages = page.getByRole('navigation', { name: 'Ticket pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/PageNumber=2/);
  await expect(page.getByText(/^Tickets 11 to \d+ of \d+$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Completed', exact: true }).click();
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL('/my-tickets?StatusID=4');
  await expect(rowsOf(page)).toHaveCount(completed.length);
  for (const row of await rowsOf(page).all()) await expect(row).toContainText('Completed');

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Completed');
  await expect(rowsOf(page)).toHaveCount(completed.length);

  // A filter nothing matches.
  await page.getByRole('textbox', { name: 'Ticket number' }).fill('999999');
  await page.getByRole('textbox', { name: 'Ticket number' }).press('Enter');
  await expect(page).toHaveURL('/my-tickets?TicketID=999999&StatusID=4');
  await expect(page.getByText(Messages.noTickets)).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL('/my-tickets');
  await expect(rowsOf(page)).toHaveCount(10);
});

test('opens a ticket from its e-mail link after signing in, and downloads its PDF', async ({
  page,
  request,
  customer,
  liveCompany,
}) => {
  const [booked] = await bookTickets(request, customer, 1, { order: liveCompany.order, fromWeekday: 70 });
  await companyMoves(request, liveCompany.owner.token, required(booked, 'the ticket').id, Status.Completed);
  const token = customer.token;
  const ticket = required(
    (await allTickets(request, token)).find((t) => t.statusId === Status.Completed),
    'a Completed ticket',
  );
  const detail = await apiGet<TicketDetail>(request, token, `/customer/ticket/${ticket.id}`);

  // The confirmation e-mail links here; a signed-out customer comes back after signing in.
  await page.goto(`/detail-ticket?TicketId=${ticket.id}`);
  await expect(page).toHaveURL('/sign-in');
  await submitSignIn(page, customer.email, customer.password);
  await expect(page).toHaveURL(`/detail-ticket?TicketId=${ticket.id}`);
  await expect(page).toHaveTitle('Ticket detail | UpKeep');
  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${ticket.id}` })).toBeVisible();
  await expect(page.getByText(detail.companyName).first()).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.locator('tbody tr').first()).toContainText(
    /[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]MPending/,
  );
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText(
    `Total$${detail.totalPrice.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
  );
  // A completed ticket cannot be changed or moved.
  const actions = page.getByRole('group', { name: 'Ticket actions' });
  await expect(actions.getByRole('link', { name: 'Reschedule' })).toHaveCount(0);
  await expect(actions.getByRole('button', { name: 'Cancel Service' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // By keyboard: focus the button and press Enter.
  const downloading = page.waitForEvent('download');
  await actions.getByRole('button', { name: 'Download PDF' }).focus();
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Ticket ${ticket.id} - ${detail.serviceName}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
});

/** The valley date `days` after `date` (both YYYY-MM-DD). */
function dateAfter(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first free time of a ticket's company for the ticket's duration on the dates given, that `fits`. */
async function firstFreeTime(
  request: APIRequestContext,
  ticket: TicketDetail,
  dates: string[],
  fits: (startsAt: number) => boolean = () => true,
): Promise<{ date: string; slot: TimeSlot } | null> {
  for (const date of dates) {
    const res = await request.post('/api/customer/company-calendar/schedules', {
      data: { CompanyServiceID: ticket.companyServiceId, Date: date, Duration: ticket.duration },
    });
    expect(res.status(), `the free times of ${date}`).toBe(200);
    const slot = ((await res.json()).data as TimeSlot[]).find(
      (s) => s.isAvailable && fits(new Date(s.startsAt).getTime()),
    );
    if (slot) return { date, slot };
  }
  return null;
}

/**
 * A visit more than 48 hours away moves for free; one within 48 hours costs the policy's fee, paid by card
 * first, and (issue 26) waits for the company to accept it. The test books a visit a week or more ahead at a live
 * company of its own, which the company confirms, moves it to a time 25 to 46 hours ahead for free (at once: asked
 * more than 48 hours before the visit, to a start more than 24 hours away), then asks to move it again, now paying
 * the fee: the company is asked. The company works every day of the week, a start every hour from 7:00 to 16:00
 * (live-company.ts), and nobody else books it: whatever the day and hour, a free time 25 to 46 hours ahead is there
 * and the whole path runs.
 */
test('reschedules for free, then within 48 hours with the fee paid by card and the company asked', async ({
  page,
  request,
  customer,
  liveCompany,
}) => {
  const companyName = liveCompany.owner.user.companyName;
  const [booked] = await bookTickets(request, customer, 1, { order: liveCompany.order, fromWeekday: 6 });
  await companyMoves(request, liveCompany.owner.token, required(booked, 'the visit').id, Status.Scheduled);
  const token = customer.token;
  const now = Date.now();
  const today = valleyToday(new Date(now));
  const scheduled = (await allTickets(request, token)).find(
    (t) => t.statusId === Status.Scheduled && t.companyName === companyName,
  );
  const ticket = required(scheduled, `the Scheduled visit of ${companyName}`);
  const detail = await apiGet<TicketDetail>(request, token, `/customer/ticket/${ticket.id}`);
  expect(detail.canCustomerReschedule).toBe(true);
  expect((await apiGet<{ fee: number }>(request, token, `/customer/ticket/reschedule-fee/${ticket.id}`)).fee).toBe(0);
  // More than 25 hours ahead (a start less than 24 hours away would wait for the company) and less than 46
  // (within 48 hours at the second move): on tomorrow's date or one of the next two.
  const soon = await firstFreeTime(
    request,
    detail,
    [1, 2, 3].map((d) => dateAfter(today, d)),
    (startsAt) => startsAt - now > 25 * HOUR && startsAt - now < 46 * HOUR,
  );
  const target = required(soon, 'a free time of the company between 25 and 46 hours ahead');

  await useCustomerSession(page, customer);
  await openTicket(page, ticket.id);
  await page.getByRole('group', { name: 'Ticket actions' }).getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL('/booking-reschedule');
  await expect(page).toHaveTitle('Reschedule | UpKeep');
  const fee = page.getByRole('region', { name: 'Reschedule fee' });
  await expect(fee).toContainText('Rescheduling is free until');
  await expect(fee).toContainText('after that it costs $25.00');

  // Free: to a time within 48 hours.
  await pickDate(page, 'New date', target.date);
  const slots = page.getByRole('group', { name: 'Time slots' });
  await slots.getByRole('button', { name: target.slot.label, exact: true }).click();
  await page.getByRole('button', { name: 'Reschedule', exact: true }).click();
  const outcome = page.getByRole('region', { name: 'Your move' });
  // Spec 000's words, above the new time.
  await expect(outcome.getByRole('status')).toContainText(/^Ticket rescheduled successfully\s*Moved to /);
  await expect(outcome).toContainText(target.slot.label);
  await expect(outcome).toContainText('No fee');
  await outcome.getByRole('link', { name: 'Back to your ticket' }).click();
  await expect(page).toHaveURL(`/detail-ticket?TicketId=${ticket.id}`);
  await expect(page.getByRole('table', { name: 'History' })).toContainText('Rescheduled');

  // Now within 48 hours: the fee is shown before anything is confirmed, then paid by card.
  await page.getByRole('group', { name: 'Ticket actions' }).getByRole('link', { name: 'Reschedule' }).click();
  await expect(fee).toContainText('Rescheduling this visit now costs $25.00.');
  // A day 4 to 12 days ahead on which the company has a free time (it works every day: the first one).
  const moved = await apiGet<TicketDetail>(request, token, `/customer/ticket/${ticket.id}`);
  const later = required(
    await firstFreeTime(
      request,
      moved,
      Array.from({ length: 9 }, (_, i) => dateAfter(today, 4 + i)),
    ),
    'a free time of the company 4 to 12 days ahead',
  );
  await pickDate(page, 'New date', later.date);
  const label = later.slot.label;
  await slots.getByRole('button', { name: label, exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL('/payment-reschedule');
  await expect(page).toHaveTitle('Pay the reschedule fee | UpKeep');
  await expect(page.getByRole('region', { name: 'Your reschedule' })).toContainText(label);
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay $25.00 and reschedule' }).click();
  // Within 48 hours of the visit the move waits for the company; the booking keeps its time meanwhile.
  const asked = page.getByRole('region', { name: 'Your move' });
  await expect(asked).toContainText('Move requested to');
  await expect(asked).toContainText(label);
  await expect(asked).toContainText(`waiting for ${companyName} to accept`);
  await expect(asked).toContainText('Fee paid: $25.00');
  await asked.getByRole('link', { name: 'Back to your ticket' }).click();
  await expect(page).toHaveURL(`/detail-ticket?TicketId=${ticket.id}`);
  await expect(page.getByRole('region', { name: 'Visit' })).toContainText(target.slot.label);
  const after = await apiGet<{ feePaid: boolean; fee: number }>(
    request,
    token,
    `/customer/ticket/reschedule-fee/${ticket.id}`,
  );
  // The paid fee is held by the move waiting for the company.
  expect(after.feePaid).toBe(false);
});

/** A ticket of the customer's own, confirmed by its company, with an extra charge waiting for the customer. */
async function ticketWithPendingCharge(
  request: APIRequestContext,
  customer: Customer,
  liveCompany: LiveCompany,
  fromWeekday: number,
  description: string,
) {
  const [booked] = await bookTickets(request, customer, 1, { order: liveCompany.order, fromWeekday });
  const id = required(booked, 'the ticket').id;
  const company = liveCompany.owner.token;
  await companyMoves(request, company, id, Status.Scheduled);
  await addExtraCharge(request, company, id, description, 45);
  const ticket = required(
    (await allTickets(request, customer.token)).find((t) => t.id === id),
    'the ticket in the list',
  );
  const charges = await apiGet<OpenCharge[]>(request, customer.token, `/customer/open-charges/ticket/${id}`);
  const charge = required(
    charges.find((c) => c.status === 'pending' && c.description === description),
    'the pending charge',
  );
  return { ticket, charge };
}

test('pays a pending extra charge by card', async ({ page, request, customer, liveCompany }) => {
  const { ticket, charge } = await ticketWithPendingCharge(
    request,
    customer,
    liveCompany,
    80,
    'Deep-clean the oven and the range hood filters',
  );
  const price = `$${charge.price.toFixed(2)}`;

  await useCustomerSession(page, customer);
  // The decline dialog can be left without declining.
  await openTicket(page, ticket.id);
  await page.getByRole('button', { name: `Decline Charge: ${charge.description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this charge?' });
  await expect(dialog).toContainText(`${charge.description}: ${price}`);
  await dialog.getByRole('button', { name: 'Keep the charge' }).click();
  await expect(dialog).toHaveCount(0);

  await page.goto(`/my-tickets?TicketID=${ticket.id}`);
  await page.getByRole('link', { name: `Pay charge, ticket ${ticket.id}` }).click();
  await expect(page).toHaveURL('/payment-charge');
  await expect(page).toHaveTitle('Pay an extra charge | UpKeep');
  await expect(page.getByRole('region', { name: 'The charge' })).toContainText(charge.description);
  await fillCard(page);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: `Pay ${price}` }).click();
  await expect(page.getByText(Messages.openChargePaid)).toBeVisible();
  // The charge now reads paid, with its amount (never "To pay"), and the way back to the ticket.
  await expect(page.getByRole('region', { name: 'The charge' })).toContainText(`Paid${price}`);
  await page.getByRole('link', { name: 'Back to your ticket' }).click();
  await expect(page).toHaveURL(`/detail-ticket?TicketId=${ticket.id}`);
  const row = page
    .getByRole('table', { name: 'Extra charges' })
    .getByRole('row', { name: new RegExp(charge.description) });
  await expect(row).toContainText('Paid');
  await expect(
    page.getByRole('group', { name: 'Ticket actions' }).getByRole('link', { name: 'Pay Charge' }),
  ).toHaveCount(0);
});

test('declines a pending extra charge', async ({ page, request, customer, liveCompany }) => {
  const { ticket, charge } = await ticketWithPendingCharge(
    request,
    customer,
    liveCompany,
    90,
    'Replace the corroded angle stop and supply line under the kitchen sink',
  );

  await useCustomerSession(page, customer);
  await page.goto(`/scheduled-ticket/${ticket.servicesID}/${ticket.id}`);
  await expect(page).toHaveTitle('Scheduled service | UpKeep');
  await page.getByRole('button', { name: `Decline Charge: ${charge.description}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this charge?' });
  await expect(dialog).toContainText(charge.description);
  await dialog.getByRole('button', { name: 'Decline Charge' }).click();
  await expect(page.getByText(Messages.openChargeDeclined)).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Extra charges' }).getByRole('row', { name: new RegExp(charge.description) }),
  ).toContainText('Declined');
});

test('writes a review of a completed ticket and sees it', async ({ page, request, customer, liveCompany }) => {
  const [booked] = await bookTickets(request, customer, 1, { order: liveCompany.order, fromWeekday: 100 });
  await companyMoves(request, liveCompany.owner.token, required(booked, 'the ticket').id, Status.Completed);
  const ticket = required(
    (await allTickets(request, customer.token)).find(
      (t) => t.statusId === Status.Completed && t.canReview && !t.isReviewedByCustomer,
    ),
    'a completed ticket not yet reviewed',
  );

  await useCustomerSession(page, customer);
  await page.goto('/my-tickets?StatusID=4');
  await page.getByRole('link', { name: `Review, ticket ${ticket.id}` }).click();
  await expect(page).toHaveURL('/create-review');
  await expect(page).toHaveTitle('Review | UpKeep');
  const form = page.getByRole('form', { name: 'Write a review' });
  // The stars by keyboard: each is a radio named Poor … Excellent; Enter chooses it.
  const company = form.getByRole('radiogroup', { name: `How was ${ticket.companyName}?` });
  await company.getByRole('radio', { name: 'Very good' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByText('Very good', { exact: true })).toBeVisible();
  await form.getByLabel('About the company').fill('Arrived on time and left the place spotless.');
  const upkeep = form.getByRole('radiogroup', { name: 'How was booking with UpKeep?' });
  await upkeep.getByRole('radio', { name: 'Excellent' }).focus();
  await page.keyboard.press('Enter');
  await form.getByLabel(/^About UpKeep/).fill('Booked in two minutes from my phone.');
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('button', { name: 'Send review' }).click();

  await expect(page.getByText(Messages.reviewCreated)).toBeVisible();
  const review = page.getByRole('region', { name: 'Your review' });
  await expect(review).toContainText('4 of 5, Very good');
  await expect(review).toContainText('Arrived on time and left the place spotless.');
  await expect(review).toContainText('5 of 5, Excellent');

  // The list now offers to see it.
  await page.goto('/my-tickets?StatusID=4');
  await page.getByRole('link', { name: `See review, ticket ${ticket.id}` }).click();
  await expect(page.getByRole('region', { name: 'Your review' })).toContainText('Booked in two minutes from my phone.');
});

test('cancels a pending ticket with a comment', async ({ page, request, customer, liveCompany }) => {
  // An on-site estimate request at a live company of the test's own (its estimate is free): nothing was paid, so
  // nothing is refunded and the comment is the history's.
  const estimate = {
    ...liveCompany.order,
    answers: [(v: string) => v.startsWith("I'm not sure")],
    description: 'The lawn has brown patches by the gate.',
  };
  await bookTickets(request, customer, 1, { order: estimate, fromWeekday: 110 });
  const ticket = required(
    (await allTickets(request, customer.token)).find((t) => t.statusId === Status.Pending),
    'a pending estimate request',
  );

  await useCustomerSession(page, customer);
  await openTicket(page, ticket.id);
  await page.getByRole('group', { name: 'Ticket actions' }).getByRole('button', { name: 'Cancel Service' }).click();
  await expect(page).toHaveURL('/update-status');
  await expect(page).toHaveTitle('Update status | UpKeep');
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel Service' })).toBeVisible();
  await page.getByLabel(/^Comments/).fill('We found a painter through a neighbour.');
  await page.getByRole('button', { name: 'Cancel Service' }).click();
  await expect(page.getByText(Messages.statusUpdated)).toBeVisible();
  // The cancellation's receipt: nothing was paid, so no refund; then back to the ticket.
  await expect(page.getByRole('status')).toContainText('No refund');
  await page.getByRole('link', { name: 'Back to your ticket' }).click();
  await expect(page).toHaveURL(`/detail-ticket?TicketId=${ticket.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${ticket.id}` })).toBeVisible();
  const history = page.getByRole('table', { name: 'History' });
  await expect(history.locator('tbody tr').last()).toContainText(
    'CancelledWe found a painter through a neighbour.Customer',
  );
  await expect(
    page.getByRole('group', { name: 'Ticket actions' }).getByRole('button', { name: 'Cancel Service' }),
  ).toHaveCount(0);
});

/** The reviews page's count line ('12 reviews') shows at least `least`. */
async function expectReviewCountAtLeast(page: Page, least: number) {
  const line = page.getByText(/^\d+ reviews?$/);
  await expect(line).toBeVisible();
  await expect.poll(async () => Number.parseInt((await line.textContent()) ?? '0', 10)).toBeGreaterThanOrEqual(least);
}

test('the public reviews: prerendered with a loader, filtered by minimum stars', async ({ page, request }) => {
  // The prerendered HTML has the heading and a loader; the reviews come after hydration.
  const html = await (await request.get('/reviews')).text();
  expect(html).toContain('<title>Reviews | UpKeep</title>');
  expect(html).toContain('Loading the reviews');

  const fives = (await (await request.get('/api/customer/reviews/up-keep')).json()).pages.totalCount as number;
  const all = (await (await request.get('/api/customer/reviews/up-keep?MinScore=1')).json()).pages.totalCount as number;
  expect(all).toBeGreaterThan(fives);

  await page.goto('/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const filter = page.getByRole('combobox', { name: 'Minimum rating' });
  await expect(filter.locator('option:checked')).toHaveText('5 stars');
  // Other tests write reviews while this one runs: at least as many as counted a moment ago.
  await expectReviewCountAtLeast(page, fives);
  for (const card of await page.getByRole('article').all()) await expect(card).toContainText('5 of 5 stars');
  await expectNoSeriousA11yViolations(page);

  // A native select (the phone's own picker): chosen as a visitor's choice in it is.
  await filter.selectOption({ label: '1 star and up' });
  await expectReviewCountAtLeast(page, all);
  await expect(page.getByRole('article').filter({ hasNotText: '5 of 5 stars' }).first()).toBeVisible();
});
