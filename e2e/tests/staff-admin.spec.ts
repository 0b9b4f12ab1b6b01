import type { Browser, Page } from '@playwright/test';
import { mailedLink, unique, useStaffSession } from './support/accounts';
import { expect, test } from './support/fixtures';

/**
 * The staff console's administration (issue 15): an administrator invites a new staff member, who chooses a
 * password from the e-mailed link and lands in the console signed in; an administrator changes a setting and
 * finds the change in the audit log; support staff see no audit log and read the settings only; the console's
 * burger navigation on a 360 px phone. Each test has staff members of its own (fixtures.ts).
 */

/** Signs in through /staff/sign-in and waits to land in the inbox. */
async function signInStaff(page: Page, who: { email: string; password: string }) {
  await page.goto('/staff/sign-in');
  const form = page.getByRole('form', { name: 'Staff sign-in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await form.getByLabel(/^Password/).fill(who.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL('/staff/inbox');
}

async function newPage(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

test('an administrator invites a staff member, who sets a password from the e-mail and lands in the console', async ({
  page,
  browser,
  request,
  adminStaff,
}) => {
  const name = `Nia ${unique()}`;
  const email = `nia-${unique()}@upkeep.test`;
  await useStaffSession(page, adminStaff);
  await page.goto('/staff/inbox');
  await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL('/staff/team');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await dialog.getByLabel(/^Name/).fill(name);
  await dialog.getByLabel(/^Email/).fill(email);
  await dialog.getByRole('radio', { name: /^Support/ }).check();
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('listitem', { name });
  await expect(card.getByText('Invited', { exact: true })).toBeVisible();

  const link = await mailedLink(request, email, /\/staff\/accept-invite\?token=[^\s"'<>)]+/);
  const invited = await newPage(browser);
  await invited.goto(link);
  await expect(invited.getByRole('heading', { level: 1, name: 'Accept your invitation' })).toBeVisible();
  const password = `Desert-${unique()}-Bloom`;
  const form = invited.getByRole('form', { name: 'Accept your invitation' });
  await form.getByLabel(/^New password/).fill(password);
  await form.getByLabel(/^Confirm password/).fill(password);
  await form.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(invited).toHaveURL('/staff/inbox');
  const header = invited.getByRole('banner');
  await expect(header.getByText(name)).toBeVisible();
  await expect(header.getByText('Support', { exact: true })).toBeVisible();
  await expect(
    invited.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }),
  ).toHaveCount(0);

  // The link works once.
  const again = await newPage(browser);
  await again.goto(link);
  const retry = again.getByRole('form', { name: 'Accept your invitation' });
  await retry.getByLabel(/^New password/).fill(password);
  await retry.getByLabel(/^Confirm password/).fill(password);
  await retry.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(again.getByRole('alert')).toBeVisible();
  await expect(again.getByRole('link', { name: 'Go to sign-in' })).toHaveAttribute('href', '/staff/sign-in');

  // The administrator sees the member active now, and the invitation in the audit log.
  await page.reload();
  await expect(page.getByRole('listitem', { name }).getByText('Active', { exact: true })).toBeVisible();
  await page.goto('/staff/audit-log?action=staff.invite');
  await expect(page.getByRole('listitem', { name: /^staff\.invite on staff:\d+$/ }).first()).toBeVisible();
});

test('an administrator changes the team e-mail and finds the change in the audit log', async ({
  page,
  request,
  adminStaff,
}) => {
  const headers = { authorization: `Bearer ${adminStaff.token}` };
  const before = (await (await request.get('/api/staff/settings', { headers })).json()).data as {
    key: string;
    value: unknown;
  }[];
  const original = before.find((s) => s.key === 'team_email')?.value ?? 'team@upkeep.test';
  const address = `team-${unique()}@upkeep.test`;
  try {
    await useStaffSession(page, adminStaff);
    await page.goto('/staff/settings');
    const setting = page.getByRole('region', { name: "Team's e-mail address" });
    await expect(setting.getByText(String(original), { exact: true })).toBeVisible();
    // The form checks the value with the contract before sending it.
    await setting.getByLabel(/^Team e-mail/).fill('not an address');
    await setting.getByRole('button', { name: /^Save/ }).click();
    await expect(setting.getByText('Team e-mail must be a valid e-mail address')).toBeVisible();
    await setting.getByLabel(/^Team e-mail/).fill(address);
    await setting.getByRole('button', { name: /^Save/ }).click();
    await expect(setting.getByText(address, { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('region', { name: "Team's e-mail address" }).getByText(address, { exact: true }),
    ).toBeVisible();

    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page).toHaveURL('/staff/audit-log');
    const filters = page.getByRole('form', { name: 'Filter the audit log' });
    await filters.getByLabel(/^Target/).fill('setting:team_email');
    await filters.getByLabel(/^Staff e-mail/).fill(adminStaff.email);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/target=setting%3Ateam_email/);
    const entry = page.getByRole('listitem', { name: 'setting.update on setting:team_email' }).first();
    await expect(entry).toBeVisible();
    await expect(entry.getByText(`By ${adminStaff.email}`)).toBeVisible();
    await entry.getByRole('button', { name: /^Show changes/ }).click();
    await expect(entry.getByText(address)).toBeVisible();
    // The filters survive a reload (they are the URL).
    await page.reload();
    await expect(page.getByRole('form', { name: 'Filter the audit log' }).getByLabel(/^Target/)).toHaveValue(
      'setting:team_email',
    );
  } finally {
    // Other journeys may read the team's mailbox: the address goes back to what it was.
    const res = await request.put('/api/staff/settings/team_email', { headers, data: { value: original } });
    expect(res.status()).toBe(200);
  }
});

test('support staff sign in, see no audit log and read the settings only', async ({ page, supportStaff }) => {
  // Through the sign-in screen: the console's one sign-in by the form (the other tests store their session).
  await signInStaff(page, supportStaff);
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Audit log' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByText('Support', { exact: true })).toBeVisible();

  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByText('Only administrators change settings.', { exact: false })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Booking fee' }).getByText(/^\$\d+\.\d\d$/)).toBeVisible();
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: /^Save/ })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('list', { name: 'Staff members' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Invite staff' })).toHaveCount(0);

  await page.goto('/staff/audit-log');
  await expect(page.getByRole('alert')).toContainText('For administrators only');
});

test('the console’s burger navigation on a 360 px phone', async ({ page, adminStaff }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await useStaffSession(page, adminStaff);
  await page.goto('/staff/inbox');
  const nav = page.getByRole('navigation', { name: 'Staff console' });
  await expect(nav).toBeHidden();
  const burger = page.getByRole('button', { name: 'Menu' });
  await burger.click();
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  const labels = ['Inbox', 'Tickets', 'Customers', 'Companies', 'Partner requests', 'Reviews', 'Discount codes'];
  for (const label of [...labels, 'Settings', 'Team', 'Audit log']) {
    await expect(nav.getByRole('link', { name: label })).toBeAttached();
  }
  // The last screens are reachable even when the list is taller than the phone.
  const audit = nav.getByRole('link', { name: 'Audit log' });
  await audit.scrollIntoViewIfNeeded();
  await expect(audit).toBeInViewport();
  await expect(nav.getByRole('button', { name: 'Sign out' })).toBeInViewport();
  await audit.click();
  await expect(page).toHaveURL('/staff/audit-log');
  await expect(nav).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
