/**
 * The staff console's role matrix (issue 15), walked from the endpoint registry: every staff endpoint
 * declared `role: 'admin'` answers 403 to a support agent and lets an admin through; every other staff
 * endpoint lets support through; staff tokens (support or admin) open no company or customer endpoint, and
 * company, customer and guest tokens open no staff endpoint (401). Calls carry made-up ids and empty bodies:
 * they may answer 400 or 404, the matrix is about 401 and 403 only.
 */
import { type EndpointDeclaration, endpoints, pathOf } from '@upkeep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointsRegisteredOn } from '../src/lib/route.ts';
import { companyMember, signedInCustomer, signedInStaff } from './factories.ts';
import { buildTestApp, databaseKinds, type TestContext } from './helpers.ts';
import { bearer, clientAddresses, signInAsGuest } from './sign-in.ts';

type Caller = 'support' | 'admin' | 'customer' | 'guest' | 'company';

/** A path for the endpoint with every parameter set to 1 (inbox kinds are read as such: 1 is not one). */
const pathFor = (endpoint: EndpointDeclaration) =>
  `/api${pathOf(endpoint, new Proxy({}, { get: (_target, name) => (name === 'kind' ? 'contact' : '1') }))}`;

const declared = Object.entries(endpoints) as [string, EndpointDeclaration][];
const staffEndpoints = declared.filter(([, e]) => e.auth === 'staff');
const adminOnly = staffEndpoints.filter(([, e]) => e.role === 'admin');
const supportToo = staffEndpoints.filter(([, e]) => e.role !== 'admin');
/** Those answered at once (a message stream stays open: conversations.test.ts reads it). */
const answered = (list: typeof declared) => list.filter(([, e]) => !e.stream);
const otherRealms = declared.filter(([, e]) =>
  ['customer', 'customer-or-guest', 'optional-caller', 'company'].includes(e.auth),
);

describe('the registry', () => {
  it('declares the admin-only staff endpoints the issues name (settings, the team, the audit log, failed jobs, payouts held, the books, second factors)', () => {
    expect(adminOnly.map(([name]) => name).sort()).toEqual(
      [
        'auditLog',
        'inviteStaff',
        'resendStaffInvitation',
        'updateSetting',
        'updateStaffMember',
        'retryStaffJob',
        'discardStaffJob',
        'holdCompanyPayouts',
        'releaseCompanyPayouts',
        'staffReconciliation',
        // Who has which second factor, and the reset of a lost one (issue 47).
        'staffSecondFactors',
        'staffResetStaffSecondFactor',
      ].sort(),
    );
    expect(supportToo.length).toBeGreaterThan(20);
  });
});

describe.each(databaseKinds())('the staff role matrix on %s', (kind) => {
  let ctx: TestContext;
  const nextAddress = clientAddresses(153);
  const tokens = {} as Record<Caller, string>;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
    const db = ctx.database.db;
    tokens.support = (await signedInStaff(ctx.app, db)).token;
    tokens.admin = (await signedInStaff(ctx.app, db, 'admin')).token;
    tokens.customer = (await signedInCustomer(ctx.app, db)).token;
    tokens.guest = await signInAsGuest(ctx.app);
    tokens.company = (await companyMember(ctx.app, db)).token;
  });
  afterAll(() => ctx.close());

  /**
   * Only the endpoints the app serves: one declared and not served yet answers 404 to everyone, and
   * endpoint-registry.test.ts fails for it already.
   */
  const served = (list: [string, EndpointDeclaration][]) => {
    const registered = endpointsRegisteredOn(ctx.app);
    return list.filter(([, e]) => registered.has(e));
  };

  const call = async (endpoint: EndpointDeclaration, caller: Caller) => {
    const res = await ctx.app.inject({
      method: endpoint.method,
      url: pathFor(endpoint),
      headers: bearer(tokens[caller]),
      remoteAddress: nextAddress(),
      ...(endpoint.method === 'GET' ? {} : { payload: {} }),
    });
    // A call that answers a new session (sign out other sessions) ended the caller's old one: go on with the new.
    const fresh = res.statusCode === 200 ? (res.json() as { data?: { token?: unknown } }).data?.token : undefined;
    if (typeof fresh === 'string') tokens[caller] = fresh;
    return res;
  };
  const label = (name: string, e: EndpointDeclaration, caller: Caller) =>
    `${name}: ${e.method} ${e.path} with a ${caller} token`;

  // The strangers first: the staff calls below may change data (a customer's password reset ends their tokens).
  it('refuses staff tokens (support and admin) on every company and customer endpoint (401)', async () => {
    let checked = 0;
    for (const [name, endpoint] of served(otherRealms)) {
      for (const caller of ['support', 'admin'] as const) {
        const res = await call(endpoint, caller);
        expect(res.statusCode, label(name, endpoint, caller)).toBe(401);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('refuses company, customer and guest tokens on every staff endpoint (401)', async () => {
    // A loop over nothing would pass: the lists are not empty (issue 48).
    expect(served(staffEndpoints).length).toBeGreaterThan(50);
    for (const [name, endpoint] of served(staffEndpoints)) {
      for (const caller of ['company', 'customer', 'guest'] as const) {
        const res = await call(endpoint, caller);
        expect(res.statusCode, label(name, endpoint, caller)).toBe(401);
      }
    }
  });

  it('answers 403 to support on every admin-only staff endpoint, and lets an admin through', async () => {
    expect(served(adminOnly).length).toBeGreaterThan(10);
    for (const [name, endpoint] of served(adminOnly)) {
      const refused = await call(endpoint, 'support');
      expect(refused.statusCode, label(name, endpoint, 'support')).toBe(403);
      const allowed = await call(endpoint, 'admin');
      expect([401, 403], `${label(name, endpoint, 'admin')}: ${allowed.body}`).not.toContain(allowed.statusCode);
    }
  });

  it('lets support and admins through every other staff endpoint', async () => {
    expect(served(answered(supportToo)).length).toBeGreaterThan(40);
    for (const [name, endpoint] of served(answered(supportToo))) {
      for (const caller of ['support', 'admin'] as const) {
        const res = await call(endpoint, caller);
        expect([401, 403], `${label(name, endpoint, caller)}: ${res.body}`).not.toContain(res.statusCode);
      }
    }
  });
});
