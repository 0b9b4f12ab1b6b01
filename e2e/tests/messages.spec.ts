import { mailedLink, newClientAddress, useCompanySession, useCustomerSession } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { answerYardMaintenance, searchFromHome } from './support/booking';
import { expect, test } from './support/fixtures';
import { goLiveInZip } from './support/live-company';
import { bookTickets } from './support/tickets-api';

/** A serviced zip code no other spec books or searches: this test's company alone goes live there. */
const MESSAGES_ZIP = '89178';

/**
 * Issue 30's journey, two browsers at once: the customer asks a question on their ticket; the company sees the
 * unread count in its navigation, opens the job and answers; the customer's page, never reloaded, shows it.
 */
test('the customer asks, the company sees the count and answers, the open ticket shows the answer live', async ({
  page,
  browser,
  request,
  companyOwner: owner,
  customer,
}) => {
  test.setTimeout(120_000);
  const order = await goLiveInZip(request, owner, MESSAGES_ZIP, 'Yards and answers in Enterprise.');
  const [booked] = await bookTickets(request, customer, 1, { order });
  const id = booked?.id;

  // ------------------------------------------------------------ the customer asks
  await useCustomerSession(page, customer);
  await page.goto(`/detail-ticket?TicketId=${id}`);
  const thread = page.getByRole('region', { name: `Messages with ${owner.user.companyName}` });
  await expect(thread).toContainText('No messages yet.');
  await thread.getByLabel('Your message').fill('Can your crew use the side gate? The code is 2468.');
  await thread.getByRole('button', { name: 'Send' }).click();
  const messages = thread.getByRole('list', { name: 'Messages' });
  await expect(messages.getByRole('listitem')).toHaveCount(1);
  await expect(thread.getByLabel('Your message')).toHaveValue('');
  await expectNoSeriousA11yViolations(page, "the customer's conversation");

  // ------------------------------------------------------------ the company, in a browser of its own
  const office = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const pro = await office.newPage();
  await useCompanySession(pro, owner);
  await pro.goto('/pro/jobs');
  const nav = pro.getByRole('navigation', { name: 'Company portal' });
  await nav.getByRole('link', { name: 'Messages, 1 unread' }).click();
  await expect(pro).toHaveURL('/pro/messages');
  await pro.getByRole('link', { name: `Job #${id}` }).click();
  const job = pro.getByRole('region', { name: 'Messages with the customer' });
  // Not confirmed yet: the customer's number... is a gate code, shown; contact details would be hidden.
  await expect(job).toContainText('Can your crew use the side gate? The code is 2468.');
  await job.getByLabel('Your message').fill('Yes, we will come in by the side gate.');
  await job.getByRole('button', { name: 'Send' }).click();
  await expect(job.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expect(nav.getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(pro, "the company's conversation");

  // ------------------------------------------------------------ the customer's page, never reloaded
  await expect(messages.getByText('Yes, we will come in by the side gate.')).toBeVisible();
  await expect(messages.getByText('Seen')).toBeVisible();
  await office.close();
});

/**
 * Issue 30's question before booking: a visitor without an account asks a company from the offers; the company
 * finds it in its messages and answers; the visitor opens the private link mailed to them and sees the answer,
 * then the next one arrive without reloading.
 */
test('a visitor asks from the offers, the company answers in the portal, the private link shows it live', async ({
  page,
  browser,
  request,
  companyOwner: owner,
}) => {
  test.setTimeout(120_000);
  await goLiveInZip(request, owner, MESSAGES_ZIP, 'Yards and questions in Enterprise.');
  const company = owner.user.companyName;
  const visitorEmail = `e2e-asker-${Date.now()}@upkeep.test`;

  // ------------------------------------------------------------ the visitor asks from the offers
  await searchFromHome(page, 'Landscaping', MESSAGES_ZIP);
  await answerYardMaintenance(page);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 2, name: company }) });
  await card.getByRole('button', { name: `Send a message to ${company}` }).click();
  const dialog = page.getByRole('dialog', { name: `Send a message to ${company}` });
  await dialog.getByRole('textbox', { name: 'Message' }).fill('Do you haul the clippings away? Call 702-555-0142.');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Lee Park');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(visitorEmail);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('7025550199');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  const link = await mailedLink(request, visitorEmail, /\/my-question\/\d+\?token=[\w-]+/);

  // ------------------------------------------------------------ the company, in a browser of its own
  const office = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': newClientAddress() } });
  const pro = await office.newPage();
  await useCompanySession(pro, owner);
  await pro.goto('/pro/jobs');
  await pro
    .getByRole('navigation', { name: 'Company portal' })
    .getByRole('link', { name: 'Messages, 1 unread' })
    .click();
  await pro.getByRole('link', { name: 'Question from Lee Park' }).click();
  const thread = pro.getByRole('region', { name: 'Conversation' });
  // No booking yet: the visitor's number is hidden from the company.
  await expect(thread).toContainText('Do you haul the clippings away? Call [phone hidden until booking].');
  await thread.getByLabel('Your message').fill('Yes, we haul everything away.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('list', { name: 'Messages' }).getByRole('listitem')).toHaveCount(2);
  await expectNoSeriousA11yViolations(pro, "the company's question");

  // ------------------------------------------------------------ the visitor's private link
  await page.goto(link);
  await expect(page).toHaveURL(/\/my-question\/\d+$/);
  const mine = page.getByRole('region', { name: 'Conversation' }).getByRole('list', { name: 'Messages' });
  await expect(mine.getByText('Yes, we haul everything away.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "the visitor's question");
  await thread.getByLabel('Your message').fill('Tuesday mornings work best for us.');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(mine.getByText('Tuesday mornings work best for us.')).toBeVisible();
  await office.close();
});
