import { addDays, type CompanyQuote, required, valleyToday } from '@upkeep/contract';
import { asNewClient, bearer, type Customer, gotoReady, mailedLink, ok, unique } from './support/accounts';
import { CARDS, fillCard } from './support/booking';
import { expect, test } from './support/fixtures';
import { bookTickets, Status } from './support/tickets-api';

/**
 * Issue 50's Done-when, the customer's side on a phone (decision 0039): a guest books a free on-site estimate at a
 * live company of the test's own (through the API, as the checkout does), the company's owner sends a quote of two
 * options (an add-on on the second) asking a 25% deposit; the guest opens it from the private link of the quote's
 * e-mail, reads it, chooses the second option, ticks the add-on, picks a time, signs by typing their name and pays the
 * deposit with the sandbox's test card. The ticket is then a scheduled job with those lines.
 */
test.describe.configure({ timeout: 180_000 });

const LINK = /https?:\/\/[^\s"<>]+\/my-booking\/[A-Za-z0-9_-]+\?to=quote&quote=\d+/;

test('a guest approves the second option of a quote with its add-on and pays the deposit, on a phone', async ({
  page,
  request,
  liveCompany,
}) => {
  // The guest's booking: an on-site estimate at the company (free), through the API with a guest's session.
  const session = await ok<{ token: string }>(
    await request.post('/api/customer/auth/guest-login', { headers: asNewClient() }),
  );
  const email = `e2e-quote-guest-${unique()}@upkeep.test`;
  const guest: Customer = {
    id: 0,
    name: 'Gail Guest',
    email,
    password: '',
    phone: `702558${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
    token: session.token,
    user: { name: 'Gail Guest', email, phoneNumber: '' },
  };
  const estimate = {
    ...liveCompany.order,
    answers: [(v: string) => v.startsWith("I'm not sure")],
    description: 'The lawn has brown patches by the gate.',
  };
  const [booked] = await bookTickets(request, guest, 1, { order: estimate, fromWeekday: 130 });
  const ticketId = required(booked, 'the estimate').id;

  // The company's quote: two options, an add-on on the second, a 25% deposit; sent.
  const owner = bearer(liveCompany.owner.token);
  const draft = await ok<CompanyQuote>(
    await request.post(`/api/company/tickets/${ticketId}/quotes`, {
      headers: owner,
      data: {
        options: [
          {
            title: 'Reseed the lawn',
            durationMinutes: 120,
            lines: [{ description: 'Aerate and reseed 2,000 sq ft', quantity: 1, unitPrice: 180 }],
          },
          {
            title: 'New sod',
            durationMinutes: 180,
            lines: [
              { description: 'Lay new sod, 2,000 sq ft', quantity: 1, unitPrice: 1400 },
              { description: 'Starter fertilizer', quantity: 2, unitPrice: 45.5, addOn: true },
            ],
          },
        ],
        terms: 'The sod is guaranteed to take root for 60 days.',
        expiresOn: addDays(valleyToday(), 14),
        deposit: { kind: 'percent', percent: 25 },
      },
    }),
  );
  await ok(await request.post(`/api/company/quotes/${draft.id}/send`, { headers: owner }));

  // The guest opens the quote from the private link of its e-mail.
  const link = await mailedLink(request, email, LINK);
  await gotoReady(page, new URL(link).pathname + new URL(link).search);
  await expect(page).toHaveURL(`/quote/${draft.id}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Quote for / })).toBeVisible();
  await expect(page.getByText('The sod is guaranteed to take root for 60 days.')).toBeVisible();

  // The second option, its add-on: the totals follow.
  await page.getByRole('radio', { name: 'New sod' }).check();
  await page.getByRole('checkbox', { name: /^Starter fertilizer/ }).check();
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Services$1,491.00');
  await expect(totals).toContainText('Deposit due now');

  // A time of the company's calendar, the signature, the deposit's card.
  const approve = page.getByRole('region', { name: 'Approve' });
  const slot = approve.getByRole('group', { name: 'Time slots' }).getByRole('button', { disabled: false }).first();
  await expect(slot).toBeVisible();
  await slot.click();
  await expect(slot).toHaveAttribute('aria-pressed', 'true');
  await approve.getByRole('textbox', { name: /Type your full name to sign/ }).fill('Gail Guest');
  await expect(approve.getByText('By signing you accept the terms above.')).toBeVisible();
  await fillCard(page, CARDS.succeeds, approve);
  const pay = approve.getByRole('button', { name: /^Approve and pay deposit \$/ });
  await expect(pay).toBeEnabled();
  await pay.click();

  await expect(
    page.getByText(/Approved — your job is scheduled for /).or(page.getByText('You approved this quote')),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('You approved this quote')).toBeVisible();
  await expect(page.getByText(/Your job is scheduled for /)).toBeVisible();

  // The ticket is a scheduled job with those lines, the quote approved.
  const after = await ok<CompanyQuote>(await request.get(`/api/company/quotes/${draft.id}`, { headers: owner }));
  expect(after).toMatchObject({ status: 'approved', ticketStatus: 'Scheduled' });
  expect(after.approval).toMatchObject({ status: 'approved', signedName: 'Gail Guest', signedAs: 'guest' });
  const second = required(after.revisions[0]?.options[1], 'the second option');
  expect(after.approval?.optionId).toBe(second.id);
  expect(after.approval?.addOnIds).toEqual(second.addOns.map((line) => line.id));
  // The guest's ticket: Scheduled, with the option's line and the add-on after the estimate's own.
  const guestAuth = { headers: bearer(session.token) };
  const ticket = await ok<{ statusId: number }>(await request.get(`/api/customer/ticket/${ticketId}`, guestAuth));
  expect(ticket.statusId).toBe(Status.Scheduled);
  const lines = await ok<{ displayName: string; quantity: number }[]>(
    await request.get(`/api/customer/ticket-services/ticket/${ticketId}`, guestAuth),
  );
  expect(lines.slice(1).map((line) => [line.displayName, line.quantity])).toEqual([
    ['Lay new sod, 2,000 sq ft', 1],
    ['Starter fertilizer', 2],
  ]);
});
