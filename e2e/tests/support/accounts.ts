import { type APIRequestContext, type APIResponse, expect, type Page } from '@playwright/test';
import type { CompanyUser, StaffUser } from '@upkeep/contract';
import { SESSION_KEY } from './session';

/**
 * Fresh accounts for each browser test, made through the API (the demo accounts are for people): a customer
 * signed up, the owner of a company of its own approved by the demo administrator, a staff member invited by the
 * demo administrator and accepted (live-company.ts adds an office member of a live company of its own). The demo
 * accounts' tokens are used here only to approve and invite; no browser signs in as one of them.
 */

/** The seeded administrator (apps/api/src/db/seed/accounts.ts): only its API token, to approve and invite fresh accounts. */
export const DEMO_ADMIN_ACCOUNT = { email: 'admin@upkeep.test', password: 'UpKeepAdmin2026!' };

/** A value no other test, worker or retry uses (the database lives for the whole run). */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

export interface Customer {
  id: number;
  name: string;
  email: string;
  password: string;
  phone: string;
  token: string;
  user: { id?: number; name: string; email: string; phoneNumber: string };
}

export interface RealmAccount<U> {
  name: string;
  email: string;
  password: string;
  token: string;
  user: U;
}

/** The `data` of a 2xx answer (the API's envelope), failing with the answer's text otherwise. */
export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()).data as T;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

const octet = () => Math.floor(Math.random() * 254) + 1;
/**
 * A client address of its own (the server trusts X-Forwarded-For in the browser tests: playwright.config.ts):
 * each test is a client (fixtures.ts), and the setup a fixture does through the API is another, so the
 * per-address limits (10 sign-ups, 20 checkouts a minute) count what the test does itself.
 */
export const newClientAddress = () => `10.${octet()}.${octet()}.${octet()}`;
export const asNewClient = () => ({ 'x-forwarded-for': newClientAddress() });

/** A customer signed up through the sign-up endpoint, with the token it answered. */
export async function signUpCustomer(request: APIRequestContext, label = 'customer'): Promise<Customer> {
  const stamp = unique();
  const account = {
    name: `E2E ${label} ${stamp}`,
    email: `e2e-${label}-${stamp}@upkeep.test`,
    password: `Desert sun ${stamp}`,
    phone: '7025550142',
  };
  const session = await ok<{ token: string; user: Customer['user'] & { id: number } }>(
    await request.post('/api/customer', {
      headers: asNewClient(),
      data: {
        Name: account.name,
        Email: account.email,
        PhoneNumber: account.phone,
        Password: account.password,
        Origin: 'e2e',
      },
    }),
  );
  return { ...account, id: session.user.id, token: session.token, user: session.user };
}

/** A realm's token (company or staff) through its sign-in endpoint. */
export async function realmToken(
  request: APIRequestContext,
  realm: 'company' | 'staff',
  account: { email: string; password: string },
): Promise<string> {
  const session = await ok<{ token: string }>(
    await request.post(`/api/${realm}/auth/login`, { data: { Email: account.email, Password: account.password } }),
  );
  return session.token;
}

/** The first link of the newest e-mail to `to` that matches `pattern`, from the dev mailbox (mail goes out through the outbox). */
export async function mailedLink(request: APIRequestContext, to: string, pattern: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mailbox = await (await request.get('/api/dev/mailbox')).json();
        const mails = (mailbox.data as { to: string; text: string }[]).filter((m) => m.to === to);
        link = mails.map((m) => pattern.exec(m.text)?.[0] ?? '').findLast(Boolean) ?? '';
        return link;
      },
      { timeout: 20_000, message: `an e-mail to ${to} with ${pattern}` },
    )
    .not.toBe('');
  return link;
}

const inviteToken = (link: string) => decodeURIComponent(new URL(link, 'http://x').searchParams.get('token') ?? '');

/** An office member of the company of `owner` (its token), invited by the owner and accepted through the API. */
export async function officeMemberOf(
  request: APIRequestContext,
  owner: RealmAccount<CompanyUser>,
): Promise<RealmAccount<CompanyUser>> {
  const stamp = unique();
  const name = `E2E Office ${stamp}`;
  const email = `e2e-office-${stamp}@upkeep.test`;
  const password = `Sprinkl3rs-${stamp}`;
  await ok(await request.post('/api/company/users', { headers: bearer(owner.token), data: { name, email } }));
  const link = await mailedLink(request, email, /\/pro\/accept-invite\?token=[^\s"'<>)]+/);
  const session = await ok<{ token: string; user: CompanyUser }>(
    await request.post('/api/company/auth/accept-invite', { data: { Token: inviteToken(link), Password: password } }),
  );
  return { name, email, password, token: session.token, user: session.user };
}

/**
 * The owner of a company of its own: its partner request sent through the public form's endpoint, approved by
 * the demo administrator through the API, the owner's invitation accepted. The company is setting up (not live).
 */
export async function companyOwner(request: APIRequestContext): Promise<RealmAccount<CompanyUser>> {
  const stamp = unique();
  const company = `E2E Yards ${stamp}`;
  const email = `e2e-owner-${stamp}@upkeep.test`;
  const password = `Sprinkl3rs-${stamp}`;
  await ok(
    await request.post('/api/customer/contact/partner', {
      headers: asNewClient(),
      data: {
        CompanyName: company,
        Email: email,
        Phone: '7025550142',
        Services: 'Landscaping',
        IsInsured: true,
        IsLicensed: true,
        City: 'Las Vegas',
        State: 'NV',
        ZIPCode: '89131',
      },
    }),
  );
  const admin = bearer(await realmToken(request, 'staff', DEMO_ADMIN_ACCOUNT));
  const requests = await ok<{ id: number; companyName: string }[]>(
    await request.get('/api/staff/partner-requests?Status=new', { headers: admin }),
  );
  const asked = requests.find((r) => r.companyName === company);
  expect(asked, `the partner request of ${company}`).toBeDefined();
  await ok(await request.post(`/api/staff/partner-requests/${asked?.id}/approve`, { headers: admin }));
  const link = await mailedLink(request, email, /\/pro\/accept-invite\?token=[^\s"'<>)]+/);
  const session = await ok<{ token: string; user: CompanyUser }>(
    await request.post('/api/company/auth/accept-invite', { data: { Token: inviteToken(link), Password: password } }),
  );
  return { name: session.user.name, email, password, token: session.token, user: session.user };
}

/** A staff member of the given role, invited by the demo administrator and accepted through the API. */
export async function staffMember(
  request: APIRequestContext,
  role: 'admin' | 'support',
): Promise<RealmAccount<StaffUser>> {
  const stamp = unique();
  const name = `E2E ${role} ${stamp}`;
  const email = `e2e-${role}-${stamp}@upkeep.test`;
  const password = `Desert-${stamp}-Bloom`;
  const admin = await realmToken(request, 'staff', DEMO_ADMIN_ACCOUNT);
  await ok(await request.post('/api/staff/users', { headers: bearer(admin), data: { name, email, role } }));
  const link = await mailedLink(request, email, /\/staff\/accept-invite\?token=[^\s"'<>)]+/);
  const session = await ok<{ token: string; user: StaffUser }>(
    await request.post('/api/staff/auth/accept-invite', { data: { Token: inviteToken(link), Password: password } }),
  );
  return { name, email, password, token: session.token, user: session.user };
}

/** The web app's persisted sessions (apps/web/app/session/store.ts and realm-session.ts). */
const COMPANY_SESSION_KEY = 'upkeep-company-session';
const STAFF_SESSION_KEY = 'upkeep-staff-session';

/**
 * Stores a session in the page's browser the way the app stores it after a sign-in, before any page loads
 * (once: a later sign-out stays signed out).
 */
async function storeSession(page: Page, key: string, state: unknown, version: number) {
  await page.context().addInitScript(
    ({ key, value }) => {
      if (localStorage.getItem(key) === null) localStorage.setItem(key, value);
    },
    { key, value: JSON.stringify({ state, version }) },
  );
}

/** The customer signed in in this page's browser, as the sign-in screen leaves it. */
export function useCustomerSession(page: Page, customer: Customer) {
  return storeSession(
    page,
    SESSION_KEY,
    { isLoggedIn: true, token: customer.token, user: customer.user, isTempPassword: false },
    1,
  );
}

export function useCompanySession(page: Page, account: RealmAccount<CompanyUser>) {
  return storeSession(page, COMPANY_SESSION_KEY, { token: account.token, user: account.user }, 0);
}

export function useStaffSession(page: Page, account: RealmAccount<StaffUser>) {
  return storeSession(page, STAFF_SESSION_KEY, { token: account.token, user: account.user }, 0);
}

/** Waits for the app's ready signal (apps/web/app/lib/app-ready.ts): hydrated, the screen's first reads answered. */
export async function expectAppReady(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
}

/** Opens `path` and waits for the app to be ready. */
export async function gotoReady(page: Page, path: string) {
  await page.goto(path);
  await expectAppReady(page);
}
