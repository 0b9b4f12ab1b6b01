import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DEMO_CUSTOMER } from './support/session';

/**
 * axe-core on the company portal's and the staff console's screens, signed out (their sign-in and invitation
 * screens, where the guards send strangers) and signed in as the demo owner, the demo administrator (every
 * console screen) and the demo support member (what differs for support), on a desktop and on a 360 px phone.
 * Each walk records every screen's violations and fails at the end.
 */
const DEMO_PRO = { email: 'pro@upkeep.test', password: 'UpKeepPro2026!' };
const STAFF = { email: 'staff@upkeep.test', password: 'UpKeepStaff2026!' };
const ADMIN = { email: 'admin@upkeep.test', password: 'UpKeepAdmin2026!' };
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
/** Every screen of the console's navigation, and their filtered views. */
const STAFF_SCREENS = [
  '/staff',
  '/staff/inbox',
  '/staff/tickets',
  '/staff/customers',
  '/staff/companies',
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
/** What support staff see differently: settings read only, the audit log refused. */
const SUPPORT_SCREENS = ['/staff/inbox', '/staff/settings', '/staff/team', '/staff/audit-log'];
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
  '/pro/team',
];
const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 360, height: 780 } } as const;

async function walk(page: Page, routes: readonly string[], label: string) {
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `${route} (${label})`, { soft: true });
  }
}

async function signInAt(page: Page, path: string, form: string, account: { email: string; password: string }) {
  await page.goto(path);
  const signIn = page.getByRole('form', { name: form });
  await signIn.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await signIn.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await signIn.getByRole('button', { name: /sign in/i }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

for (const [viewport, size] of Object.entries(VIEWPORTS)) {
  test(`the portal and the console, signed out, ${viewport}`, async ({ page }) => {
    await page.setViewportSize(size);
    await walk(page, SIGNED_OUT, `signed out, ${viewport}`);
  });

  test(`the company portal signed in, ${viewport}`, async ({ page }) => {
    test.setTimeout(5 * 60_000);
    await page.setViewportSize(size);
    await signInAt(page, '/pro/sign-in', 'Company sign-in', DEMO_PRO);
    await walk(page, PRO_SCREENS, `company, ${viewport}`);
    // A job of the demo company (the seed gives it the demo customer's first ticket).
    await page.goto('/pro/jobs?view=list');
    const job = page.getByRole('link', { name: /^Job #\d+/ }).first();
    await expect(job).toBeVisible();
    await job.click();
    await expect(page).toHaveURL(/\/pro\/jobs\/\d+$/);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page, `a job (company, ${viewport})`, { soft: true });
  });

  test(`the staff console signed in as an administrator, ${viewport}`, async ({ page, request }) => {
    test.setTimeout(6 * 60_000);
    await page.setViewportSize(size);
    await signInAt(page, '/staff/sign-in', 'Staff sign-in', ADMIN);
    await walk(page, [...STAFF_SCREENS, ...(await staffDetailScreens(request))], `admin, ${viewport}`);
    // An audit entry opened, and the invitation dialog of the team screen.
    await page.goto('/staff/audit-log');
    await page.waitForLoadState('networkidle');
    const open = page.getByRole('button', { name: /^Show changes/ }).first();
    if (await open.isVisible()) {
      await open.click();
      await expectNoSeriousA11yViolations(page, `an audit entry opened (admin, ${viewport})`, { soft: true });
    }
    await page.goto('/staff/team');
    await page.getByRole('button', { name: 'Invite staff' }).click();
    await expect(page.getByRole('dialog', { name: 'Invite staff' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, `the invitation dialog (admin, ${viewport})`, { soft: true });
  });

  test(`the staff console signed in as support, ${viewport}`, async ({ page }) => {
    test.setTimeout(3 * 60_000);
    await page.setViewportSize(size);
    await signInAt(page, '/staff/sign-in', 'Staff sign-in', STAFF);
    await walk(page, SUPPORT_SCREENS, `support, ${viewport}`);
  });
}

/**
 * The console's screens of one record, each with an id of the seed found through the API: a job of the demo
 * company (the company portal's list), the demo company and the demo customer, and the newest inbox message
 * when the console's inbox answers. A record the API gives no id for is left out (the walk says which).
 */
async function staffDetailScreens(request: APIRequestContext): Promise<string[]> {
  const screens: string[] = [];
  const pro = await request.post('/api/company/auth/login', {
    data: { Email: DEMO_PRO.email, Password: DEMO_PRO.password },
  });
  expect(pro.status()).toBe(200);
  const { token: proToken, user: proUser } = (await pro.json()).data as { token: string; user: { companyId: number } };
  screens.push(`/staff/companies/${proUser.companyId}`);
  const jobs = await request.get('/api/company/tickets', { headers: { authorization: `Bearer ${proToken}` } });
  const job = ((await jobs.json()).data as { id: number }[] | null)?.[0];
  if (job) screens.push(`/staff/tickets/${job.id}`);
  else
    test.info().annotations.push({ type: 'skipped', description: '/staff/tickets/:id: the demo company has no job' });
  const customer = await request.post('/api/customer/auth/login', {
    data: { Email: DEMO_CUSTOMER.email, Password: DEMO_CUSTOMER.password },
  });
  expect(customer.status()).toBe(200);
  screens.push(`/staff/customers/${((await customer.json()).data as { user: { id: number } }).user.id}`);
  const admin = await request.post('/api/staff/auth/login', { data: { Email: ADMIN.email, Password: ADMIN.password } });
  const adminToken = ((await admin.json()).data as { token: string }).token;
  const inbox = await request.get('/api/staff/inbox', { headers: { authorization: `Bearer ${adminToken}` } });
  const message = inbox.ok() ? ((await inbox.json()).data as { kind: string; id: number }[])[0] : undefined;
  if (message) screens.push(`/staff/inbox/${message.kind}/${message.id}`);
  else test.info().annotations.push({ type: 'skipped', description: '/staff/inbox/:kind/:id: no inbox message' });
  return screens;
}
