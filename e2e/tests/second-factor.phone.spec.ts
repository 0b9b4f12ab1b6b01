/**
 * A second factor on a phone (issue 47): a staff member sets up an authenticator app on /staff/account (the QR code
 * and the key, a first code, the recovery codes shown once), signs out, and signs in again in two steps, where a
 * wrong code is refused and a recovery code works once. A company owner does the same on /pro/account, then requires
 * a second factor of the team.
 */
import { createHmac } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

/** RFC 6238's code (SHA-1, 30-second steps, 6 digits) of a base32 secret, `stepOffset` steps from now. */
function totp(secret: string, stepOffset = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/[\s=]/g, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + stepOffset));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

/** Waits for the start of a 30-second step with at least 8 seconds left, so a code is not spent as it turns. */
async function freshStep() {
  const into = (Date.now() % 30_000) / 1000;
  if (into > 22) await new Promise((resolve) => setTimeout(resolve, (30 - into + 0.5) * 1000));
}

/** Sets up the authenticator on the account screen: its secret and the recovery codes shown. */
async function setUpAuthenticator(page: Page): Promise<{ secret: string; codes: string[] }> {
  const section = page.getByRole('region', { name: 'Authenticator app' });
  await section.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = ((await section.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await freshStep();
  await section.getByLabel('6-digit code').fill(totp(secret));
  await section.getByRole('button', { name: 'Turn on' }).click();
  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  await expectNoSeriousA11yViolations(page, `${page.url()} (recovery codes)`);
  await section.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(section.getByText(/10 recovery codes left/)).toBeVisible();
  return { secret, codes };
}

/** A console screen, signed in (the inbox, or the screen the sign-out left). */
const SIGNED_IN = /\/staff\/(inbox|account)$/;

async function signOutFromMenu(page: Page, navName: string) {
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('navigation', { name: navName });
  const signOut = nav.getByRole('button', { name: 'Sign out' });
  await signOut.scrollIntoViewIfNeeded();
  await signOut.click();
}

async function passwordStep(page: Page, path: string, form: string, who: { email: string; password: string }) {
  await page.goto(path);
  const signIn = page.getByRole('form', { name: form });
  await signIn.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await signIn.getByLabel(/^Password/).fill(who.password);
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  return page.getByRole('form', { name: `${form}: authentication code` });
}

test('a staff member sets up an authenticator on a phone and signs in in two steps; a wrong code is refused, a recovery code works once', async ({
  page,
  supportStaff,
}) => {
  test.setTimeout(150_000);
  const first = await passwordStep(page, '/staff/sign-in', 'Staff sign-in', supportStaff);
  await expect(first).toBeHidden();
  await expect(page).toHaveURL('/staff/inbox');
  await page.goto('/staff/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const { secret, codes } = await setUpAuthenticator(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);

  await signOutFromMenu(page, 'Staff console');
  await expect(page).toHaveURL(/\/staff\/sign-in/);

  // The password alone now asks for a code: a wrong one is refused, the app's next one signs in.
  const step = await passwordStep(page, '/staff/sign-in', 'Staff sign-in', supportStaff);
  await expect(step).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/staff/sign-in (second step)');
  const code = step.getByLabel('Authentication code');
  await code.fill('000000');
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(step.getByRole('alert')).toContainText('not right');
  await freshStep();
  await code.fill(totp(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  // Back where the sign-out left (the account screen), as after any sign-in.
  await expect(page).toHaveURL(SIGNED_IN);

  // A recovery code signs in once.
  const [recovery = ''] = codes;
  await signOutFromMenu(page, 'Staff console');
  const again = await passwordStep(page, '/staff/sign-in', 'Staff sign-in', supportStaff);
  await again.getByLabel('Authentication code').fill(recovery);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(SIGNED_IN);
  await signOutFromMenu(page, 'Staff console');
  const once = await passwordStep(page, '/staff/sign-in', 'Staff sign-in', supportStaff);
  await once.getByLabel('Authentication code').fill(recovery);
  await once.getByRole('button', { name: 'Verify' }).click();
  await expect(once.getByRole('alert')).toContainText('not right');
});

test('a company owner is asked to set up a second factor, does so on a phone, signs in in two steps, and requires one of the team', async ({
  page,
  companyOwner,
}) => {
  test.setTimeout(150_000);
  await passwordStep(page, '/pro/sign-in', 'Company sign-in', companyOwner);
  await expect(page).not.toHaveURL(/sign-in/);
  // The banner asks an owner without a second factor to set one up.
  const banner = page.getByRole('link', { name: 'Set up a second factor' });
  await expect(banner).toBeVisible();
  await banner.click();
  await expect(page).toHaveURL('/pro/account');
  const team = page.getByRole('region', { name: "Your team's second factors" });
  await expect(team.getByRole('switch', { name: /Require a second factor of everyone/ })).toBeDisabled();
  const { secret } = await setUpAuthenticator(page);
  const required = team.getByRole('switch', { name: /Require a second factor of everyone/ });
  await expect(required).toBeEnabled();
  await required.click();
  await expect(required).toBeChecked();
  await expect(team.getByRole('table', { name: 'Team members and their second factors' })).toContainText(
    'Authenticator app',
  );

  await signOutFromMenu(page, 'Company portal');
  const step = await passwordStep(page, '/pro/sign-in', 'Company sign-in', companyOwner);
  await expect(step).toBeVisible();
  await freshStep();
  await step.getByLabel('Authentication code').fill(totp(secret, 1));
  await step.getByRole('button', { name: 'Verify' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await expect(page.getByRole('link', { name: 'Set up a second factor' })).toBeHidden();
});
