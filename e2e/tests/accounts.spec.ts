import type { APIRequestContext, Page } from '@playwright/test';
import { Messages, required } from '@upkeep/contract';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectHydrated } from './support/hydration';
import { storedSession, submitSignIn } from './support/session';

/** The web app's persisted session (apps/web/app/session/store.ts SESSION_STORAGE_KEY). */
const PASSWORD = 'Desert sun 2026 e2e';
const NEW_PASSWORD = 'Monsoon season 2026 e2e';

/** A fresh customer per test: the demo customer's password is never changed here. */
function newCustomer(label: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { name: `E2E ${label}`, email: `e2e-${label}-${stamp}@upkeep.test`, phone: '7025550142' };
}

async function signUpThroughApi(request: APIRequestContext, customer: ReturnType<typeof newCustomer>) {
  const response = await request.post('/api/customer', {
    data: {
      Name: customer.name,
      Email: customer.email,
      PhoneNumber: customer.phone,
      Password: PASSWORD,
      Origin: 'e2e',
    },
  });
  expect(response.status()).toBe(201);
}

const profileMenu = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Profile menu/ });

test('sign up, edit the profile, log out', async ({ page }) => {
  const customer = newCustomer('signup');

  // The home page's sign-up box carries the e-mail to /sign-up.
  await page.goto('/home');
  // The sign-up box is below the first screen, hydrated when its chunk arrives: type once it is live.
  await page.getByLabel('Email address').scrollIntoViewIfNeeded();
  await expectHydrated(page.getByRole('button', { name: 'Sign up', exact: true }));
  await page.getByLabel('Email address').fill(customer.email);
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL('/sign-up');
  await expect(page).toHaveTitle(/^Sign up \| UpKeep/);
  const form = page.getByRole('form', { name: 'Sign up' });
  await expect(form.getByLabel('Email')).toHaveValue(customer.email);
  await expectNoSeriousA11yViolations(page);

  await form.getByLabel('Name').fill(customer.name);
  await form.getByLabel('Phone').pressSequentially('(702) 555-0142 99');
  await expect(form.getByLabel('Phone')).toHaveValue('7025550142');
  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel('Repeat password').fill(`${PASSWORD}!`);
  await form.getByRole('button', { name: 'Sign up' }).click();
  const mismatch = page.getByRole('dialog', { name: Messages.passwordsDoNotMatch.title });
  await expect(mismatch).toContainText(Messages.passwordsDoNotMatch.text);
  await mismatch.getByRole('button', { name: 'OK' }).click();

  await form.getByLabel(/^Password/).fill(PASSWORD);
  await form.getByLabel('Repeat password').fill(PASSWORD);
  await form.getByLabel('Repeat password').press('Enter');
  await expect(page).toHaveURL('/home');
  await expect(profileMenu(page)).toContainText(customer.name);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toHaveCount(0);

  // The profile, from the menu, by keyboard.
  await profileMenu(page).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'My tickets' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL('/profile');
  await expect(page).toHaveTitle(/^Profile \| UpKeep/);
  const profile = page.getByRole('form', { name: 'Personal information' });
  await expect(profile.getByLabel('Name')).toHaveValue(customer.name);
  await expect(profile.getByLabel('Name')).not.toBeEditable();
  await expect(profile.getByLabel('Email')).not.toBeEditable();
  await expectNoSeriousA11yViolations(page);

  await profile.getByLabel('Phone').fill('7025550199');
  const address = profile.getByRole('combobox', { name: 'Address' });
  await address.fill('4820 sahara');
  const suggestion = page.getByRole('option').first();
  await expect(suggestion).toContainText('4820 Sahara Ave');
  const chosen = required(await suggestion.textContent(), 'the suggestion').trim();
  const chosenZip = required(/\b(\d{5})$/.exec(chosen)?.[1], 'the zip code of the chosen address');
  await suggestion.click();
  await expect(address).toHaveValue(chosen);

  // An address whose zip code is not the chosen suggestion's is refused, with the server's words.
  const otherZip = chosenZip === '89117' ? '89102' : '89117';
  await address.fill(chosen.replace(/\d{5}$/, otherZip));
  await page.keyboard.press('Escape');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('alert')).toHaveText(Messages.profileZipMismatch);

  await address.fill(chosen);
  await page.keyboard.press('Escape');
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(profile.getByRole('status').filter({ hasText: Messages.profileUpdated })).toBeVisible();
  await expect(page).toHaveURL('/home', { timeout: 6000 });

  await page.goto('/profile');
  await expect(profile.getByLabel('Phone')).toHaveValue('7025550199');
  await expect(address).toHaveValue(chosen);

  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ isLoggedIn: false, token: null, user: null });

  // The profile is for signed-in customers only.
  await page.goto('/profile');
  await expect(page).toHaveURL('/sign-in');
});

test('a wrong password says so', async ({ page, customer }) => {
  await page.goto('/sign-in');
  await expect(page).toHaveTitle(/^Sign in \| UpKeep/);
  await expect(page.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
  await submitSignIn(page, customer.email, 'not the right password');
  await expect(page.getByRole('alert')).toHaveText(Messages.invalidLogin);
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL('/sign-in');
  expect((await storedSession(page))?.isLoggedIn ?? false).toBe(false);
});

test('a forgotten password: the temporary one from the mailbox, then a forced new one', async ({ page, request }) => {
  const customer = newCustomer('forgot');
  await signUpThroughApi(request, customer);

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL('/recover-password');
  const recover = page.getByRole('form', { name: 'Recover password' });
  await recover.getByLabel('Email').fill(customer.email);
  await recover.getByRole('button', { name: 'Send me a password' }).click();
  await expect(recover.getByRole('status')).toHaveText(Messages.forgotPassword);

  // The embedded default delivers mail to the demo mailbox (through the outbox, so not at once).
  let tempPassword = '';
  await expect
    .poll(
      async () => {
        const mailbox = await (await request.get('/api/dev/mailbox')).json();
        const mail = (mailbox.data as { to: string; text: string }[]).find((m) => m.to === customer.email);
        tempPassword = /Your temporary password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return tempPassword;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');

  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await submitSignIn(page, customer.email, tempPassword);
  await expect(page).toHaveURL('/reset-password');
  await expect(page).toHaveTitle(/^Reset password \| UpKeep/);
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByLabel('Current password')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await form.getByLabel('Current password').fill(tempPassword);
  await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await form.getByLabel('Repeat new password').fill(NEW_PASSWORD.slice(0, -1));
  await expect(form.getByRole('status')).toHaveText(Messages.passwordDidNotMatch);
  await expect(form.getByRole('button', { name: 'Change password' })).toBeDisabled();
  await form.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await expect(form.getByRole('status')).toHaveText(Messages.passwordMatch);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(Messages.passwordUpdated)).toBeVisible();
  await expect(page).toHaveURL('/home', { timeout: 6000 });
  // The new token replaced the revoked one: the session survives a reload.
  await page.reload();
  await expect(profileMenu(page)).toBeVisible();

  await profileMenu(page).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' }).click();
  await submitSignIn(page, customer.email, NEW_PASSWORD);
  await expect(page).toHaveURL('/home');
  await expect(profileMenu(page)).toContainText(customer.name);
  expect(await storedSession(page)).toMatchObject({ isLoggedIn: true });
});

test('a token revoked on the server wipes the session on the next load', async ({ page, request }) => {
  const customer = newCustomer('revoked');
  await signUpThroughApi(request, customer);

  await page.goto('/sign-in');
  await submitSignIn(page, customer.email, PASSWORD);
  await expect(page).toHaveURL('/home');
  await expect(profileMenu(page)).toBeVisible();
  const token = required((await storedSession(page))?.token, 'the stored token');

  // Elsewhere (another device), the password changes: every token issued before is revoked.
  const changed = await request.put('/api/customer/auth/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { CurrentPassword: PASSWORD, NewPassword: NEW_PASSWORD },
  });
  expect(changed.status()).toBe(200);

  await page.goto('/services');
  await expect(page).toHaveURL('/home');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
  expect(await storedSession(page)).toMatchObject({ isLoggedIn: false, token: null, user: null });
});
