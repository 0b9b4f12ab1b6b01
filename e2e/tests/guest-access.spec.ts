import type { Page } from '@playwright/test';
import { Messages, TICKET_LINK_RESEND_MESSAGE } from '@upkeep/contract';
import { asNewClient, gotoReady, mailedLink, newClientAddress, ok, unique } from './support/accounts';
import {
  answerYardMaintenance,
  BOOK_BUTTON,
  CARDS,
  checkout,
  chooseAddress,
  chooseSlot,
  expectConfirmed,
  fillCard,
  searchFromHome,
  weekdayAhead,
} from './support/booking';
import { pickCalendarDay } from './support/date-picker';
import { expect, test } from './support/fixtures';
import { submitSignIn } from './support/session';
import { bookTickets } from './support/tickets-api';

/**
 * Issue 26, "A guest can reach their booking": the guest's confirmation carries a private link that opens the
 * booking without an account, and a lost link is asked for again on /find-my-booking. Each test books on
 * weekdays of its own (9 and 10), far from the other journeys' days.
 */
test.describe.configure({ timeout: 120_000 });

const LINK = /https?:\/\/[^\s"<>]+\/my-booking\/[A-Za-z0-9_-]+/;

/** A guest books a small yard's maintenance on `date` and pays by card, through the screens; answers the ticket's number. */
async function guestBooksAndPays(page: Page, email: string, date: Date): Promise<number> {
  await searchFromHome(page, 'Landscaping', '89102');
  await answerYardMaintenance(page);
  const first = page.getByRole('article').first();
  const company = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await first.getByRole('button', { name: `Choose ${company}` }).click();
  await expect(page).toHaveURL('/booking');
  await chooseSlot(page, date);
  await page.getByRole('button', { name: BOOK_BUTTON }).click();
  await page
    .getByRole('dialog', { name: Messages.notLoggedIn.title })
    .getByRole('button', { name: 'Continue as Guest' })
    .click();
  await expect(page).toHaveURL('/payment-information');
  const form = checkout(page);
  await form.getByRole('textbox', { name: 'Name' }).fill('Link Guest');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Phone' }).fill('702 555 0166');
  await chooseAddress(page);
  await fillCard(page, CARDS.succeeds);
  await form.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await form.getByRole('button', { name: /^Pay \$/ }).click();
  await expectConfirmed(page);
  const number = /#(\d+)/.exec((await page.getByText(/Your ticket number is #\d+\./).textContent()) ?? '')?.[1];
  return Number(number);
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

test('a guest books, loses the page, opens the booking from the e-mail’s link and reschedules', async ({
  page,
  browser,
  request,
}) => {
  const email = `e2e-guest-link-${unique()}@upkeep.test`;
  const ticketId = await guestBooksAndPays(page, email, weekdayAhead(9));
  // The confirmation shows the private link, and says it was e-mailed.
  const card = page.getByRole('region', { name: "Your booking's private link" });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open your booking' })).toHaveAttribute(
    'href',
    /^\/my-booking\/[\w-]{43}$/,
  );
  await expect(card).toContainText('We also sent it to you by e-mail');
  await page.close();

  // Another browser, nothing stored: only the e-mail's link.
  const link = await mailedLink(request, email, LINK);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const guest = await context.newPage();
  const path = new URL(link).pathname;
  await guest.goto(path);
  await expect(guest).toHaveURL(`/detail-ticket?TicketId=${ticketId}`);
  await expect(guest.getByRole('heading', { level: 1, name: `Ticket #${ticketId}` })).toBeVisible();
  // The token is not in the history: Back does not return to the link.
  expect(await guest.evaluate(() => window.location.href)).not.toContain('/my-booking/');

  // A free move, to a day well over 48 hours ahead.
  await guest.getByRole('group', { name: 'Ticket actions' }).getByRole('link', { name: 'Reschedule' }).click();
  await expect(guest).toHaveURL('/booking-reschedule');
  const target = weekdayAhead(10);
  await pickCalendarDay(guest, guest.getByRole('button', { name: /^New date/ }), target);
  const slot = guest.getByRole('group', { name: 'Time slots' }).locator('button:not([disabled])').first();
  await expect(slot).toBeVisible();
  const label = (await slot.textContent()) ?? '';
  await slot.click();
  await guest.getByRole('button', { name: 'Reschedule', exact: true }).click();
  // The outcome, then the way back to the ticket (the move is free: more than 48 hours ahead).
  const outcome = guest.getByRole('region', { name: 'Your move' });
  // Spec 000's words, above the new time.
  await expect(outcome.getByRole('status')).toContainText(/^Ticket rescheduled successfully\s*Moved to /);
  await expect(outcome).toContainText('No fee');
  await outcome.getByRole('link', { name: 'Back to your ticket' }).click();
  await expect(guest).toHaveURL(`/detail-ticket?TicketId=${ticketId}`);
  const day = target.getUTCDate();
  const month = target.toLocaleDateString('en-US', { month: 'long', timeZone: 'UTC' });
  const visit = guest.getByRole('region', { name: 'Visit' });
  await expect(visit).toContainText(new RegExp(`(${month}|${month.slice(0, 3)})\\.? 0?${day}\\b`));
  await expect(visit).toContainText(label.split(' - ')[0] ?? label);
  await context.close();
  expect(isoDay(target) > isoDay(weekdayAhead(9))).toBe(true);
});

test('find-my-booking on a phone: the same answer whatever is typed, and an invalid link leads there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoReady(page, `/my-booking/${'x'.repeat(43)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or is not valid' })).toBeVisible();
  await page.getByRole('link', { name: 'Find my booking' }).click();
  await expect(page).toHaveURL('/find-my-booking');
  await expect(page).toHaveTitle('Find my booking | UpKeep');
  const form = page.getByRole('form', { name: 'Find my booking' });
  await form.getByRole('textbox', { name: 'Email' }).fill(`nobody-${unique()}@upkeep.test`);
  await form.getByRole('textbox', { name: 'Ticket number' }).fill('#1');
  await form.getByRole('button', { name: 'Send me the link' }).click();
  await expect(page.getByRole('status')).toHaveText(TICKET_LINK_RESEND_MESSAGE);
  // Nothing is cut at 390 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const button = form.getByRole('button', { name: 'Send me the link' });
  const box = await button.boundingBox();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
});

test('a customer signs in with the e-mail of an earlier guest booking, proves it with a code and finds it in My tickets', async ({
  page,
  request,
  customer,
  liveCompany,
}) => {
  // The booking was made as a guest (at a live company of the test's own), with the e-mail the customer's account has.
  const guest = await ok<{ token: string }>(
    await request.post('/api/customer/auth/guest-login', { headers: asNewClient() }),
  );
  const [booked] = await bookTickets(request, { ...customer, token: guest.token }, 1, {
    order: liveCompany.order,
    fromWeekday: 11,
  });
  const ticketId = booked?.id ?? 0;

  await gotoReady(page, '/sign-in');
  await submitSignIn(page, customer.email, customer.password);
  const dialog = page.getByRole('dialog', { name: 'Your earlier bookings' });
  await expect(dialog).toContainText(
    'You have 1 earlier booking made as a guest with this e-mail. Add it to your account?',
  );
  await dialog.getByRole('button', { name: 'Add them' }).click();
  await expect(dialog).toContainText(`We sent a 6-digit code to ${customer.email}`);
  const mail = await mailedLink(request, customer.email, /Your code is\D{0,3}\d{6}/);
  const code = /(\d{6})$/.exec(mail)?.[1] ?? '';
  await dialog.getByRole('textbox', { name: 'Code' }).fill(code);
  await dialog.getByRole('button', { name: 'Add the bookings' }).click();
  await expect(dialog).toContainText('1 booking added');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  await gotoReady(page, '/my-tickets');
  await expect(page.getByRole('table', { name: 'Your tickets' })).toContainText(String(ticketId));
});
