/**
 * The realms of accounts: customers and guests, company users, UpKeep staff. Each signs in on its own
 * endpoint, and a token of one realm is refused (401) by every endpoint of the others. The matrix walks the
 * endpoint registry: every endpoint declared for a realm is called with a token of each other realm.
 */
import { type EndpointDeclaration, endpoints, pathOf } from '@upkeep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TokenService } from '../src/lib/tokens.ts';
import { companyMember, createCompanyUser, signedInCustomer, signedInStaff } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest, signInCompanyUser } from './sign-in.ts';

/** Whose token is sent ('staff': the support agent, 'admin': the administrator; 'none': no Authorization header). */
type Realm = 'customer' | 'guest' | 'company' | 'staff' | 'admin' | 'forged' | 'none';

/** A path for the endpoint with every parameter set to 1 (the realm check comes before any lookup). */
const pathFor = (endpoint: EndpointDeclaration) => `/api${pathOf(endpoint, new Proxy({}, { get: () => '1' }))}`;

describe.each(databaseKinds())('realms of accounts on %s', (kind) => {
  let ctx: TestContext;
  const nextAddress = clientAddresses(61);
  const tokens = {} as Record<Realm, string>;
  let customer: Awaited<ReturnType<typeof signedInCustomer>>;
  let owner: Awaited<ReturnType<typeof companyMember>>;
  let support: Awaited<ReturnType<typeof signedInStaff>>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    const db = ctx.database.db;
    customer = await signedInCustomer(ctx.app, db);
    owner = await companyMember(ctx.app, db);
    support = await signedInStaff(ctx.app, db);
    tokens.customer = customer.token;
    tokens.guest = await signInAsGuest(ctx.app);
    tokens.company = owner.token;
    tokens.staff = support.token;
    tokens.admin = (await signedInStaff(ctx.app, db, 'admin')).token;
    // Signed with another secret: a forgery.
    tokens.none = '';
    tokens.forged = await new TokenService('not-the-server-secret-at-all-0123456789').sign({
      kind: 'staff',
      staffUserId: 1,
      validAfter: 0,
    });
  });
  afterAll(() => ctx.close());

  const call = (endpoint: EndpointDeclaration, token: string) =>
    ctx.app.inject({
      method: endpoint.method,
      url: pathFor(endpoint),
      headers: token ? bearer(token) : {},
      remoteAddress: nextAddress(),
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });

  it('signs a company owner and a staff member in, each told who they are', async () => {
    const company = await ctx.app.inject({ method: 'GET', url: '/api/company/me', headers: bearer(tokens.company) });
    expect(company.statusCode).toBe(200);
    expect(company.json().data).toMatchObject({ email: owner.email, role: 'owner', companyState: 'live' });
    const staff = await ctx.app.inject({ method: 'GET', url: '/api/staff/me', headers: bearer(tokens.staff) });
    expect(staff.statusCode).toBe(200);
    expect(staff.json().data).toMatchObject({ email: support.email, role: 'support' });
  });

  it('answers the sign-in with data.token and data.user, and 401 to a wrong password', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/auth/login',
      payload: { Email: support.email.toUpperCase(), Password: support.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      email: support.email,
      role: 'support',
    });
    expect(JSON.stringify(res.json())).not.toContain('password');
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/company/auth/login',
      payload: { Email: owner.email, Password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("a customer's e-mail and password do not open the company or staff sign-in", async () => {
    for (const url of ['/api/company/auth/login', '/api/staff/auth/login']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        payload: { Email: customer.email, Password: customer.password },
      });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('throttles failed sign-ins per address and e-mail as for customers', async () => {
    const { email } = await createCompanyUser(ctx.database.db);
    const remoteAddress = nextAddress();
    const attempt = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/company/auth/login',
        payload: { Email: email, Password: 'wrong-password' },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await attempt()).statusCode).toBe(401);
    const throttled = await attempt();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.headers['retry-after']).toBeDefined();
  });

  it('refuses, with 401, a token of every other realm (or none) on every endpoint of a realm', async () => {
    const declared = Object.values(endpoints) as EndpointDeclaration[];
    const byRealm: Record<string, Realm[]> = {
      customer: ['guest', 'company', 'staff', 'admin', 'forged', 'none'],
      'customer-or-guest': ['company', 'staff', 'admin', 'forged', 'none'],
      'optional-caller': ['company', 'staff', 'admin', 'forged'],
      company: ['customer', 'guest', 'staff', 'admin', 'forged', 'none'],
      staff: ['customer', 'guest', 'company', 'forged', 'none'],
    };
    let checked = 0;
    for (const endpoint of declared) {
      const strangers = byRealm[endpoint.auth];
      if (!strangers) continue;
      for (const realm of strangers) {
        // A forged token on an optional-caller endpoint is a stranger: 'Access denied' there, as spec 000 says.
        if (endpoint.auth === 'optional-caller' && realm === 'forged') continue;
        const res = await call(endpoint, tokens[realm]);
        expect(res.statusCode, `${endpoint.method} ${endpoint.path} with a ${realm} token`).toBe(401);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('the token endpoints (validate, sign out) of each realm refuse the tokens of the others', async () => {
    const cases: [string, Realm[]][] = [
      ['/api/customer/auth/validate-token', ['company', 'staff', 'admin']],
      ['/api/customer/auth/logout', ['company', 'staff', 'admin']],
      ['/api/company/auth/logout', ['customer', 'guest', 'staff', 'admin']],
      ['/api/staff/auth/logout', ['customer', 'guest', 'company']],
    ];
    for (const [url, realms] of cases) {
      for (const realm of realms) {
        const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(tokens[realm]) });
        expect(res.statusCode, `${url} with a ${realm} token`).toBe(401);
      }
    }
  });

  it('signing out ends a company session at once; a deactivated user is refused', async () => {
    const { email, password, user } = await createCompanyUser(ctx.database.db);
    const token = await signInCompanyUser(ctx.app, email, password);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/company/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/company/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);

    const second = await signInCompanyUser(ctx.app, email, password);
    await ctx.database.db.execute(`update company_users set active = false where id = ${user.id}`);
    const refused = await ctx.app.inject({ method: 'GET', url: '/api/company/me', headers: bearer(second) });
    expect(refused.statusCode).toBe(401);
  });
});
