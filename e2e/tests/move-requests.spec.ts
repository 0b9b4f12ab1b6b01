import type { APIRequestContext, Page } from '@playwright/test';
import { formatVisit, required, type TicketDetail, type TimeSlot, valleyToday } from '@upkeep/contract';
import { bearer, ok, useCompanySession, useCustomerSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { pickCalendarDay } from './support/date-picker';
import { expect, test } from './support/fixtures';
import { bookTickets, Status } from './support/tickets-api';

/**
 * Moves the company agrees to (issue 26): a customer who moves a confirmed visit less than 48 hours ahead asks the
 * company, which accepts or declines on the job page; declined, the booking keeps its time and the move's fee comes
 * back. The booking is the test's own (its customer's, made and paid through the API) with the company of the
 * fixture's office member, live with a start every hour of every day, so a visit 4 to 46 hours ahead is there
 * whatever the day and hour.
 */
const HOUR = 3_600_000;

const dateAfter = (date: string, days: number) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
};

async function ticketOf(request: APIRequestContext, token: string, id: number) {
  return ok<TicketDetail>(await request.get(`/api/customer/ticket/${id}`, { headers: bearer(token) }));
}

/** The first free time of the ticket's company 3 to 12 days ahead. */
async function laterTime(request: APIRequestContext, ticket: TicketDetail) {
  const today = valleyToday();
  for (let d = 3; d <= 12; d++) {
    const date = dateAfter(today, d);
    const slots = await ok<TimeSlot[]>(
      await request.post('/api/customer/company-calendar/schedules', {
        data: { CompanyServiceID: ticket.companyServiceId, Date: date, Duration: ticket.duration },
      }),
    );
    const slot = slots.find((s) => s.isAvailable);
    if (slot) return { date, slot };
  }
  throw new Error('no free time of the company 3 to 12 days ahead');
}

async function fillCard(page: Page) {
  await expect(page.getByText('Test mode')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: /^Expiration/ }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'CVC' }).fill('123');
}

test('a customer asks for a late move and the company declines it', async ({
  page,
  request,
  customer,
  companyMember,
}) => {
  const now = Date.now();
  const today = valleyToday();
  // A visit 4 to 46 hours ahead (not expired as an unconfirmed request meanwhile, and within 48 hours).
  const [booked] = await bookTickets(request, customer, 1, {
    order: companyMember.order,
    dates: [today, dateAfter(today, 1), dateAfter(today, 2)],
    fits: (s) => Date.parse(s.startsAt) - now > 4 * HOUR && Date.parse(s.startsAt) - now < 46 * HOUR,
  });
  const id = required(booked, 'the booking').id;
  await ok(
    await request.put(`/api/company/tickets/${id}`, {
      headers: bearer(companyMember.token),
      data: { TicketsStatusID: Status.Scheduled, Comments: '' },
    }),
  );
  const ticket = await ticketOf(request, customer.token, id);
  const minutes = Number(ticket.duration.slice(0, 2)) * 60 + Number(ticket.duration.slice(3, 5));
  const original = formatVisit(new Date(ticket.scheduledDate), minutes);
  const later = await laterTime(request, ticket);
  const asked = formatVisit(new Date(later.slot.startsAt), minutes);

  // The customer moves it: within 48 hours of the visit the fee is paid first, and the company is asked.
  await useCustomerSession(page, customer);
  await useCompanySession(page, companyMember);
  await page.goto(`/detail-ticket?TicketId=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${id}` })).toBeVisible();
  await page.getByRole('group', { name: 'Ticket actions' }).getByRole('link', { name: 'Reschedule' }).click();
  await expect(page).toHaveURL('/booking-reschedule');
  await expect(page.getByRole('region', { name: 'Reschedule fee' })).toContainText(
    'Rescheduling this visit now costs $25.00.',
  );
  const [y, m, d] = later.date.split('-').map(Number) as [number, number, number];
  await pickCalendarDay(page, page.getByRole('button', { name: /^New date/ }), new Date(Date.UTC(y, m - 1, d)));
  await page
    .getByRole('group', { name: 'Time slots' })
    .getByRole('button', { name: later.slot.label, exact: true })
    .click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL('/payment-reschedule');
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay $25.00 and reschedule' }).click();
  const outcome = page.getByRole('region', { name: 'Your move' });
  await expect(outcome).toContainText(
    `Move requested to ${asked} — waiting for ${companyMember.owner.user.companyName} to accept`,
  );
  await expect(outcome).toContainText('Fee paid: $25.00');
  await expectNoSeriousA11yViolations(page);
  await outcome.getByRole('link', { name: 'Back to your ticket' }).click();
  await expect(page).toHaveURL(`/detail-ticket?TicketId=${id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Move requested' })).toContainText(
    `Move requested to ${asked}`,
  );
  await expect(
    page.getByRole('group', { name: 'Ticket actions' }).getByRole('link', { name: 'Reschedule' }),
  ).toHaveCount(0);

  // The company sees it on the job page, with Start not offered yet, and declines it.
  await page.goto(`/pro/jobs/${id}`);
  const request_ = page.getByRole('region', { name: 'Move requested' });
  await expect(request_).toContainText(`Move requested to ${asked}`);
  await expect(page.getByRole('region', { name: 'Next steps' })).toContainText('You can start this job from');
  await expect(
    page.getByRole('region', { name: 'Next steps' }).getByRole('button', { name: 'Start Service' }),
  ).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await request_.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline the move' });
  await dialog.getByRole('textbox', { name: /Reason for the customer/ }).fill('Fully booked that week');
  await dialog.getByRole('button', { name: 'Decline the move' }).click();
  await expect(page.getByRole('region', { name: 'Move requested' })).toHaveCount(0);

  // The customer's ticket keeps its time; the fee came back, and the e-mail says so.
  await page.goto(`/detail-ticket?TicketId=${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ticket #${id}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Visit' })).toContainText(original.split(', ').slice(-1)[0] ?? '');
  await expect(page.getByText(/Move requested to/)).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const mailbox = await (await request.get('/api/dev/mailbox')).json();
        const mails = mailbox.data as { to: string; subject: string; text: string }[];
        return mails.find((mail) => mail.to === customer.email && mail.subject.includes('your move was declined'))
          ?.text;
      },
      { timeout: 20_000, message: 'the e-mail of the declined move' },
    )
    .toContain('The fee of $25.00 you paid for the move is refunded to your card; it arrives in 5–10 business days.');
  const after = await ticketOf(request, customer.token, id);
  expect(after.scheduledDate).toBe(ticket.scheduledDate);
  expect(after.moveRequest).toBeNull();
});
