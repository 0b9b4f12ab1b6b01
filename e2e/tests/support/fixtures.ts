import { test as base } from '@playwright/test';
import type { CompanyUser, StaffUser } from '@upkeep/contract';
import {
  type Customer,
  companyOwner,
  newClientAddress,
  type RealmAccount,
  signUpCustomer,
  staffMember,
} from './accounts';
import { type CompanyMember, type LiveCompany, liveCompanyMember, liveCompanyOf } from './live-company';

export { expect } from '@playwright/test';

/**
 * The browser tests' fixtures (as epic-stack's login fixture): each test that asks for an account gets its own,
 * made through the API when the test starts. The browser is not signed in by them: a test about signing in signs
 * in through the screens, the others store the session as the app does (accounts.ts `use…Session`).
 */
export const test = base.extend<{
  /** A customer of its own, signed up through the API. */
  customer: Customer;
  /**
   * An office member of a live company of its own (invited by its owner, accepted), with the owner and the order
   * that books the company.
   */
  companyMember: CompanyMember;
  /** A live company of its own that customers book, with its owner (the owner's token moves its jobs). */
  liveCompany: LiveCompany;
  /** The owner of a company of its own, just approved (setting up, not live). */
  companyOwner: RealmAccount<CompanyUser>;
  /** A support staff member of its own (invited by the demo administrator, accepted). */
  supportStaff: RealmAccount<StaffUser>;
  /** An administrator of its own (invited by the demo administrator, accepted). */
  adminStaff: RealmAccount<StaffUser>;
}>({
  // Each test is a client of its own address (X-Forwarded-For, which the test server trusts): its browser and
  // its API calls count apart from the other tests' against the per-address limits.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) =>
    use({ ...extraHTTPHeaders, 'x-forwarded-for': newClientAddress() }),
  customer: async ({ request }, use) => use(await signUpCustomer(request)),
  companyMember: async ({ request }, use) => use(await liveCompanyMember(request)),
  liveCompany: async ({ request }, use) => use(await liveCompanyOf(request)),
  companyOwner: async ({ request }, use) => use(await companyOwner(request)),
  supportStaff: async ({ request }, use) => use(await staffMember(request, 'support')),
  adminStaff: async ({ request }, use) => use(await staffMember(request, 'admin')),
});
