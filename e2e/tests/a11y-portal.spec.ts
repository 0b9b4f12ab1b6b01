import type { APIRequestContext, Page } from '@playwright/test';
import { required } from '@upkeep/contract';
import { bearer, expectAppReady, ok, useCompanySession, useStaffSession } from './support/accounts';
import { A11Y_VIEWPORTS, expectNoSeriousA11yViolationsOnEachViewport } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookTickets } from './support/tickets-api';

/**
 * axe-core on the company portal's and the staff console's screens, signed out (their sign-in and invitation
 * screens, where the guards send strangers) and signed in: as an office member of a live company (a job of it) and the
 * owner of a company of its own (what differs for owners), as an administrator (every console screen) and as a
 * support member (what differs for support), each an account of the test's own; each screen loaded once and judged
 * on a desktop and on a 360 px phone (support/axe.ts). Each walk records every screen's violations and fails at the
 * end.
 */
const SIGNED_OUT = [
  '/pro',
  '/staff',
  '/pro/sign-in',
  '/staff/sign-in',
  '/pro/accept-invite',
  '/pro/accept-invite?token=x',
  '/staff/accept-invite',
  '/staff/accept-invite?token=x',
];
/** What an owner sees differently: the team to manage, the setup of a company not yet live. */
const OWNER_SCREENS = ['/pro/team', '/pro/setup'];
/** Every screen of the console's navigation, and their filtered views. */
const STAFF_SCREENS = [
  '/staff',
  '/staff/inbox',
  '/staff/tickets',
  '/staff/tickets?status=Pending&from=2026-01-01&to=2026-12-31',
  '/staff/at-risk',
  '/staff/jobs',
  '/staff/customers',
  '/staff/companies',
  '/staff/payouts',
  '/staff/books',
  '/staff/company-renames',
  '/staff/partner-requests',
  '/staff/partner-requests?status=all',
  '/staff/reviews',
  '/staff/discount-codes',
  '/staff/settings',
  '/staff/team',
  '/staff/audit-log',
  '/staff/audit-log?action=setting.&from=2026-01-01',
];
/** What support staff see differently: settings read only, the audit log refused, failed jobs without actions. */
const SUPPORT_SCREENS = ['/staff/inbox', '/staff/settings', '/staff/team', '/staff/audit-log', '/staff/jobs'];
const PRO_SCREENS = [
  '/pro/jobs',
  '/pro/jobs?view=week',
  '/pro/setup',
  '/pro/profile',
  '/pro/services',
  '/pro/services/4',
  '/pro/area',
  '/pro/hours',
  '/pro/leads',
  '/pro/reviews',
  '/pro/earnings',
  '/pro/payouts',
  '/pro/quotes',
  '/pro/quotes?status=draft',
  '/pro/crews',
  '/pro/schedule',
  '/pro/schedule?view=week',
  '/pro/team',
];
/** Opens each screen at the desktop's size and judges it there and on a phone. */
async function walk(page: Page, routes: readonly string[], label: string) {
  for (const route of routes) {
    await page.setViewportSize(A11Y_VIEWPORTS.desktop);
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await expectAppReady(page);
    await expectNoSeriousA11yViolationsOnEachViewport(page, `${route} (${label})`);
  }
}

test('the portal and the console, signed out', async ({ page }) => {
  await walk(page, SIGNED_OUT, 'signed out');
});

test('the company portal signed in', async ({ page, request, customer, companyMember }) => {
  test.setTimeout(5 * 60_000);
  // A job of the member's company: a customer's booking, made and paid through the API.
  await bookTickets(request, customer, 1, { order: companyMember.order, fromWeekday: 3 });
  await useCompanySession(page, companyMember);
  await walk(page, PRO_SCREENS, 'company');
  await page.setViewportSize(A11Y_VIEWPORTS.desktop);
  await page.goto('/pro/jobs?view=list');
  const job = page.getByRole('link', { name: /^Job #\d+/ }).first();
  await expect(job).toBeVisible();
  await job.click();
  await expect(page).toHaveURL(/\/pro\/jobs\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /#\d+$/ })).toBeVisible();
  await expectAppReady(page);
  await expectNoSeriousA11yViolationsOnEachViewport(page, 'a job (company)');
});

test('the company portal signed in as an owner', async ({ page, companyOwner }) => {
  await useCompanySession(page, companyOwner);
  await walk(page, OWNER_SCREENS, 'owner');
});

test('the staff console signed in as an administrator', async ({
  page,
  request,
  adminStaff,
  customer,
  liveCompany,
}) => {
  test.setTimeout(6 * 60_000);
  // The records the console's record screens show: a customer, a live company and a ticket of the test's own.
  const [ticket] = await bookTickets(request, customer, 1, { order: liveCompany.order, fromWeekday: 150 });
  const records = {
    companyId: liveCompany.owner.user.companyId,
    ticketId: required(ticket, 'the ticket').id,
    customerId: customer.id,
  };
  await useStaffSession(page, adminStaff);
  // A failed job, so /staff/jobs shows a row with its Retry and Discard (the test hook: a message never delivered).
  await ok(await request.post('/api/dev/jobs/fail'));
  await walk(page, [...STAFF_SCREENS, ...(await staffDetailScreens(request, adminStaff.token, records))], 'admin');
  // An audit entry opened, and the invitation dialog of the team screen.
  await page.setViewportSize(A11Y_VIEWPORTS.desktop);
  await page.goto('/staff/audit-log');
  await expectAppReady(page);
  const open = page.getByRole('button', { name: /^Show changes/ }).first();
  if (await open.isVisible()) {
    await open.click();
    await expectNoSeriousA11yViolationsOnEachViewport(page, 'an audit entry opened (admin)');
  }
  await page.setViewportSize(A11Y_VIEWPORTS.desktop);
  await page.goto('/staff/team');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite staff' })).toBeVisible();
  await expectNoSeriousA11yViolationsOnEachViewport(page, 'the invitation dialog (admin)');
});

test('the staff console signed in as support', async ({ page, supportStaff }) => {
  test.setTimeout(3 * 60_000);
  await useStaffSession(page, supportStaff);
  await walk(page, SUPPORT_SCREENS, 'support');
});

/**
 * The console's screens of one record: the test's own company, ticket and customer, and the newest inbox message
 * when the inbox has one (found through the console's API; a record the API gives no id for is left out, and the
 * walk says which).
 */
async function staffDetailScreens(
  request: APIRequestContext,
  token: string,
  records: { companyId: number; ticketId: number; customerId: number },
): Promise<string[]> {
  const headers = bearer(token);
  const first = async (path: string) =>
    (await ok<{ id: number; kind?: string }[]>(await request.get(path, { headers })))[0];
  const screens: string[] = [
    `/staff/companies/${records.companyId}`,
    `/staff/tickets/${records.ticketId}`,
    `/staff/customers/${records.customerId}`,
  ];
  const add = (record: { id: number } | undefined, screen: (id: number) => string, what: string) => {
    if (record) screens.push(screen(record.id));
    else test.info().annotations.push({ type: 'skipped', description: `${what}: no record` });
  };
  const message = await first('/api/staff/inbox');
  add(message, (id) => `/staff/inbox/${message?.kind}/${id}`, '/staff/inbox/:kind/:id');
  return screens;
}
