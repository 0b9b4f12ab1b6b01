/**
 * Signing in from a test: as a customer, a company user or a staff member the test made (factories.ts makes them
 * and signs them in), as a guest; and the headers and client addresses that go with it. Every helper takes the app
 * or a test file's own `inject` (which may add a client address of its own), and answers the token. The demo
 * accounts' sign-ins are for the few files whose subject is the demo (demo-accounts.test.ts lists them).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type Database, queryRows } from '../src/db/client.ts';
import { DEMO_ADMIN, DEMO_CUSTOMER, DEMO_PRO, DEMO_STAFF } from '../src/db/seed/index.ts';

export type Inject = (options: InjectOptions) => Promise<LightMyRequestResponse>;
/** The app itself, or a test's `inject` wrapper. */
export type Client = FastifyInstance | Inject;

export const send = (client: Client, options: InjectOptions): Promise<LightMyRequestResponse> =>
  typeof client === 'function' ? client(options) : client.inject(options);

/** The header a signed-in call carries. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Distinct client addresses `10.{block}.x.y`, one per call: requests that should not count against each
 * other's per-address rate limits. Each test file takes a block of its own.
 */
export function clientAddresses(block: number): () => string {
  let address = 0;
  return () => {
    address += 1;
    return `10.${block}.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };
}

function tokenOf(res: LightMyRequestResponse, what: string): string {
  const token = res.json().data?.token;
  if (res.statusCode >= 300 || typeof token !== 'string') {
    throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  }
  return token;
}

/** `POST /api/customer/auth/login`, as it answers (for tests about sign-in itself). */
export const logIn = (client: Client, Email: string, Password: string, remoteAddress?: string) =>
  send(client, {
    method: 'POST',
    url: '/api/customer/auth/login',
    payload: { Email, Password },
    ...(remoteAddress === undefined ? {} : { remoteAddress }),
  });

/** Signs a customer in and answers the token. */
export async function signIn(client: Client, email: string, password: string): Promise<string> {
  return tokenOf(await logIn(client, email, password), `signing in ${email}`);
}

/** Dana, the demo customer with tickets in every status. */
export const signInAsDemoCustomer = (client: Client) => signIn(client, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);

/** A new guest session's token. */
export async function signInAsGuest(client: Client): Promise<string> {
  return tokenOf(await send(client, { method: 'POST', url: '/api/customer/auth/guest-login' }), 'guest sign-in');
}

/** `POST /api/customer/auth/logout` with the token (none: unauthenticated), as it answers. */
export const signOut = (client: Client, token?: string) =>
  send(client, {
    method: 'POST',
    url: '/api/customer/auth/logout',
    ...(token === undefined ? {} : { headers: bearer(token) }),
  });

/** Signs a company user (owner or staff) in and answers the token. */
export async function signInCompanyUser(client: Client, Email: string, Password: string): Promise<string> {
  const res = await send(client, { method: 'POST', url: '/api/company/auth/login', payload: { Email, Password } });
  return tokenOf(res, `signing in the company user ${Email}`);
}

/** The demo company owner (the company of the demo customer's first ticket). */
export const signInAsDemoPro = (client: Client) => signInCompanyUser(client, DEMO_PRO.email, DEMO_PRO.password);

/** Signs an UpKeep staff member in and answers the token. */
export async function signInStaff(client: Client, Email: string, Password: string): Promise<string> {
  const res = await send(client, { method: 'POST', url: '/api/staff/auth/login', payload: { Email, Password } });
  return tokenOf(res, `signing in the staff member ${Email}`);
}

/** The demo UpKeep staff member. */
export const signInAsDemoStaff = (client: Client) => signInStaff(client, DEMO_STAFF.email, DEMO_STAFF.password);
/** The demo administrator (the support agent is signInAsDemoStaff). */
export const signInAsDemoAdmin = (client: Client) => signInStaff(client, DEMO_ADMIN.email, DEMO_ADMIN.password);

/**
 * The one-time token of the newest link to a page (`/pro/accept-invite`, `/staff/reset-password`...) e-mailed
 * to the recipient: an invitation or a password link exists only in its e-mail, which the outbox keeps.
 */
export async function mailedLinkToken(db: Database, recipient: string, page: string): Promise<string> {
  const [mail] = await queryRows<{ body: string }>(
    db,
    sql`select body from notification_outbox
         where channel = 'email' and recipient = ${recipient} and strpos(body, ${`${page}?token=`}) > 0
         order by id desc limit 1`,
  );
  const link = new RegExp(`${page.replace(/[.?/]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body ?? '');
  if (!link?.[1]) throw new Error(`no ${page} link was e-mailed to ${recipient}`);
  return link[1];
}
