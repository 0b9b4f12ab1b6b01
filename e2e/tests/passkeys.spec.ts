import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * Passkeys (issue 47) through Chromium's virtual authenticator (a platform authenticator that verifies its user): a
 * company owner and a staff member each add a passkey on their account screen, sign out, and sign in with the passkey
 * alone. WebAuthn refuses an IP address as the relying party, so the server's relying party for its loopback address
 * is `localhost` on the same port (passkeys/service.ts, relyingPartyOf): these journeys open the app there.
 */
const APP = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** A virtual authenticator in the page's browser: a platform one with resident keys and user verification. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
  };
}

interface Realm {
  signIn: string;
  account: string;
  formName: string;
}

const REALMS: Record<'company' | 'staff', Realm> = {
  company: { signIn: '/pro/sign-in', account: '/pro/account', formName: 'Company sign-in' },
  staff: { signIn: '/staff/sign-in', account: '/staff/account', formName: 'Staff sign-in' },
};

/** Signs in with e-mail and password on the realm's sign-in screen, and opens the account screen. */
async function signInWithPassword(page: Page, realm: Realm, who: { email: string; password: string }) {
  await page.goto(`${APP}${realm.signIn}`);
  const form = page.getByRole('form', { name: realm.formName });
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await form.getByLabel(/^Password/).fill(who.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/sign-in/);
  await page.goto(`${APP}${realm.account}`);
}

/** Adds a passkey under a name on the account screen; answers the section. */
async function addPasskey(page: Page, name: string) {
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('You have no passkeys yet.')).toBeVisible();
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  await section.getByLabel('Passkey name').fill(name);
  await section.getByRole('button', { name: 'Create passkey' }).click();
  const item = section.getByRole('listitem').filter({ hasText: name });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Not used yet');
  return section;
}

/** Signs out, then signs in with the passkey alone from the screen the sign-out left (back to the account screen). */
async function signOutAndInWithPasskey(page: Page, realm: Realm) {
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.goto(`${APP}${realm.account}`);
  await expect(page).toHaveURL(`${APP}${realm.signIn}`);
  const form = page.getByRole('form', { name: realm.formName });
  await form.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(`${APP}${realm.account}`);
}

test('a company owner adds a passkey on their account screen and signs in with it alone', async ({
  page,
  companyOwner,
}) => {
  const authenticator = await virtualAuthenticator(page);
  await signInWithPassword(page, REALMS.company, companyOwner);
  await addPasskey(page, 'Work laptop');
  // The passkey lives in the authenticator as a discoverable credential (it signs in without an e-mail).
  const [credential] = await authenticator.credentials();
  expect(credential?.isResidentCredential).toBe(true);

  await signOutAndInWithPasskey(page, REALMS.company);
  const item = page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Work laptop' });
  await expect(item).toContainText('Last used');
  expect((await authenticator.credentials())[0]?.signCount).toBeGreaterThan(0);
});

test('a staff member adds a passkey on their account screen and signs in with it alone', async ({
  page,
  supportStaff,
}) => {
  await virtualAuthenticator(page);
  await signInWithPassword(page, REALMS.staff, supportStaff);
  const section = await addPasskey(page, 'Console key');
  // Renamed in place, as a person tells their keys apart.
  await section.getByRole('button', { name: 'Rename passkey Console key' }).click();
  await section.getByLabel('Passkey name').fill('Desk key');
  await section.getByRole('button', { name: 'Save name' }).click();
  await expect(section.getByRole('listitem').filter({ hasText: 'Desk key' })).toBeVisible();
  // On a 390 px phone the section fits the screen: nothing scrolls sideways, the actions stay on screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const remove = section.getByRole('button', { name: 'Remove passkey Desk key' });
  await remove.scrollIntoViewIfNeeded();
  await expect(remove).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  await signOutAndInWithPasskey(page, REALMS.staff);
  await expect(
    page.getByRole('region', { name: 'Passkeys' }).getByRole('listitem').filter({ hasText: 'Desk key' }),
  ).toContainText('Last used');
});
