import type { APIRequestContext, Page } from '@playwright/test';
import { Messages } from '@upkeep/contract';
import { gotoReady, useCustomerSession, useStaffSession } from './support/accounts';
import { expect, test } from './support/fixtures';
import { bookTickets } from './support/tickets-api';

/**
 * The staff console's support screens (issue 15): a contact message answered from the inbox reaches its sender,
 * and a refund made from the console reaches the customer's ticket and mailbox. The staff and the customer each
 * have their own browser context.
 */

/** The last e-mail to `to` whose text matches `pattern`, from the dev mailbox (mail goes out through the outbox). */
async function mailed(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const mailbox = await (await request.get('/api/dev/mailbox')).json();
        const mails = (mailbox.data as { to: string; subject: string; text: string }[]).filter((m) => m.to === to);
        found = mails.map((m) => `${m.subject}\n${m.text}`).find((text) => pattern.test(text)) ?? '';
        return found;
      },
      { timeout: 20_000, message: `an e-mail to ${to} matching ${pattern}` },
    )
    .not.toBe('');
  return found;
}

/** Horizontal scrolling is a bug: the page is never wider than the viewport (wide tables scroll inside). */
async function expectNoHorizontalScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

function _money(text: string | null) {
  return Number((text ?? '').replace(/[^\d.]/g, ''));
}

test('a contact message arrives in the inbox and is answered from the console; the sender gets the reply', async ({
  browser,
  baseURL,
  request,
  supportStaff,
}) => {
  const run = Date.now();
  const name = `Casey Contact ${run}`;
  const email = `contact-${run}@example.com`;
  const question = `Do you clean pools in Summerlin on Saturdays? (${run})`;
  const answer = `Yes: three companies do. Book one from the Pool Service page. (${run})`;

  const visitorSide = await browser.newContext({ baseURL });
  const staffSide = await browser.newContext({ baseURL });
  try {
    // ---------------------------------------------------------- the visitor writes
    const visitor = await visitorSide.newPage();
    await gotoReady(visitor, '/contact');
    const form = visitor.getByRole('form', { name: 'Contact us' });
    await form.getByLabel(/^Name/).fill(name);
    await form.getByLabel(/^Email/).fill(email);
    await form.getByLabel(/^Phone/).fill('7025550131');
    await form.getByLabel(/^Message/).fill(question);
    await form.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByRole('dialog', { name: Messages.contactSent.title })).toBeVisible();

    // ---------------------------------------------------------- staff find it in the inbox
    const staff = await staffSide.newPage();
    await useStaffSession(staff, supportStaff);
    await staff.goto('/staff/inbox');
    await staff.getByLabel('Kind').selectOption('contact');
    await expect(staff).toHaveURL(/[?&]Kind=contact/);
    await staff.getByLabel('State').selectOption('new');
    await expect(staff).toHaveURL(/[?&]State=new/);
    const messages = staff.getByRole('table', { name: 'Messages' });
    const row = messages.getByRole('row').filter({ has: staff.getByRole('link', { name }) });
    await expect(row).toContainText('Contact message');
    await expect(row).toContainText('New');
    await row.getByRole('link', { name }).click();
    await expect(staff).toHaveURL(/\/staff\/inbox\/contact\/\d+$/);
    await expect(staff.getByRole('heading', { level: 1, name: `Contact message from ${name}` })).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Message' })).toContainText(question);

    // ---------------------------------------------------------- they take it, answer it, close it
    const handling = staff.getByRole('region', { name: 'Handling' });
    await handling.getByRole('button', { name: 'Assign to me' }).click();
    await expect(handling.getByLabel('Assigned to')).not.toHaveValue('');
    await handling.getByRole('button', { name: 'In progress' }).click();
    await expect(handling.getByRole('button', { name: 'In progress' })).toHaveAttribute('aria-pressed', 'true');

    const reply = staff.getByRole('form', { name: 'Reply by e-mail' });
    await reply.getByLabel(/^Reply/).fill(answer);
    await reply.getByRole('button', { name: 'Send reply' }).click();
    await expect(staff.getByText(`Reply sent to ${email}.`)).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Thread' })).toContainText(answer);
    await expect(reply.getByLabel(/^Reply/)).toHaveValue('');

    await handling.getByRole('button', { name: 'Done' }).click();
    await expect(handling.getByRole('button', { name: 'Done' })).toHaveAttribute('aria-pressed', 'true');

    // A reload shows the reply kept with the message.
    await staff.reload();
    await expect(staff.getByRole('region', { name: 'Thread' })).toContainText(answer);

    // ---------------------------------------------------------- the sender receives it
    const mail = await mailed(request, email, new RegExp(answer.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(mail).toContain(answer);
  } finally {
    await visitorSide.close();
    await staffSide.close();
  }
});

test('a partial refund from the console reaches the customer’s ticket and mailbox', async ({
  browser,
  baseURL,
  request,
  customer: account,
  supportStaff,
  liveCompany,
}) => {
  test.setTimeout(180_000);
  const customerSide = await browser.newContext({ baseURL });
  const staffSide = await browser.newContext({ baseURL });
  try {
    // ---------------------------------------------------------- a customer has booked and paid (through the API:
    // the checkout is booking.spec.ts's subject; this journey's is the console's refund and what the customer sees)
    const customer = await customerSide.newPage();
    await useCustomerSession(customer, account);
    const [booked] = await bookTickets(request, account, 1, { order: liveCompany.order, fromWeekday: 21 });
    const ticketId = booked?.id ?? 0;
    expect(ticketId).toBeGreaterThan(0);

    // ---------------------------------------------------------- support finds the ticket and refunds $10
    const staff = await staffSide.newPage();
    await useStaffSession(staff, supportStaff);
    await staff.goto('/staff/tickets');
    await staff.getByRole('searchbox', { name: 'Find tickets' }).fill(String(ticketId));
    await staff.getByRole('button', { name: 'Search' }).click();
    await expect(staff).toHaveURL(new RegExp(`[?&]Query=${ticketId}`));
    await staff
      .getByRole('table', { name: 'Tickets' })
      .getByRole('link', { name: `#${ticketId}`, exact: true })
      .click();
    await expect(staff).toHaveURL(`/staff/tickets/${ticketId}`);
    await expect(staff.getByRole('heading', { level: 1, name: `Ticket #${ticketId}` })).toBeVisible();
    await expect(staff.getByRole('region', { name: 'Customer and company' })).toContainText(account.email);

    const refund = staff.getByRole('form', { name: 'Refund' });
    const amount = refund.getByLabel(/^Amount/);
    // What was paid is offered, and the customer's ticket states the same figure below.
    await expect(amount).toHaveValue(/^\d+\.\d\d$/);
    const paid = Number(await amount.inputValue());
    expect(paid).toBeGreaterThan(10);
    // Never more than was paid, checked before it is sent.
    await amount.fill((paid + 1).toFixed(2));
    await refund.getByLabel(/^Reason/).fill('The crew arrived an hour late.');
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(refund.getByText(/Amount must be at most/)).toBeVisible();
    await amount.fill('10');
    await refund.getByRole('button', { name: 'Refund' }).click();
    // Nothing is sent before the amount and who bears it are confirmed.
    const confirm = staff.getByRole('dialog', { name: 'Confirm the refund' });
    await expect(confirm).toContainText('Refund $10.00 to the customer');
    await expect(confirm).toContainText('Borne by: The company.');
    await confirm.getByRole('button', { name: 'Confirm refund' }).click();
    await expect(staff.getByText(/^Refunded \$10\.00 \(borne by the company\): the customer was told\./)).toBeVisible();
    // The totals (ticketTotals): what was paid, then what was given back.
    await expect(staff.getByRole('region', { name: 'Booking' })).toContainText(`Paid$${paid.toFixed(2)}Refunded$10.00`);
    await expect(staff.getByRole('table', { name: 'Payments' })).toContainText('$10.00');
    await expect(staff.getByRole('region', { name: 'Refunds' })).toContainText('The crew arrived an hour late.');
    await expect(staff.getByRole('region', { name: 'Refunds' })).toContainText('Borne by the company');
    // The form now offers what is left.
    await expect(refund.getByLabel(/^Amount/)).toHaveValue((paid - 10).toFixed(2));

    // ---------------------------------------------------------- the customer's ticket shows the refund
    await customer.goto(`/detail-ticket?TicketId=${ticketId}`);
    await expect(customer.getByRole('heading', { level: 1, name: `Ticket #${ticketId}` })).toBeVisible();
    const totals = customer.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText(`Paid$${paid.toFixed(2)}Refunded$10.00`);

    // ---------------------------------------------------------- and the customer's mailbox tells them
    const mail = await mailed(
      request,
      account.email,
      new RegExp(`refund[\\s\\S]*#${ticketId}\\b|#${ticketId}\\b[\\s\\S]*refund`, 'i'),
    );
    expect(mail).toContain('10.00');
  } finally {
    await customerSide.close();
    await staffSide.close();
  }
});

test('at 360 px the inbox and the ticket screens never scroll the page sideways', async ({
  page,
  request,
  supportStaff,
}) => {
  // A message of its own, with a long unbroken address, so the inbox has rows whatever ran before.
  const run = Date.now();
  const sent = await request.post('/api/customer/contact', {
    data: {
      Name: `Narrow Screen ${run}`,
      Email: `a-very-long-address-for-a-narrow-screen-${run}@example.com`,
      Phone: '7025550132',
      Message: `Checking the console on a phone. ${'Longwordwithoutanyspaces'.repeat(4)}`,
    },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await useStaffSession(page, supportStaff);
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto('/staff/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const messages = page.getByRole('table', { name: 'Messages' });
  await expect(messages).toBeVisible();
  await expectNoHorizontalScroll(page, 360);
  await messages.getByRole('link').first().click();
  await expect(page.getByRole('form', { name: 'Reply by e-mail' })).toBeVisible();
  await expectNoHorizontalScroll(page, 360);

  await page.goto('/staff/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
  const tickets = page.getByRole('table', { name: 'Tickets' });
  await expect(tickets).toBeVisible();
  await expectNoHorizontalScroll(page, 360);
  // The wide table scrolls inside its own region, which the keyboard can reach.
  await expect(page.getByRole('region', { name: 'Tickets, scrollable' })).toHaveAttribute('tabindex', '0');

  await tickets
    .getByRole('link', { name: /^#\d+$/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ticket #\d+$/ })).toBeVisible();
  await expectNoHorizontalScroll(page, 360);
});
