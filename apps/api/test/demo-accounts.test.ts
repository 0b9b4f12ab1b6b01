/**
 * Tests own their data (decision 0020, issue 48): an API test file makes the customers, companies and staff it
 * signs in as (factories.ts), and never signs in as a demo account or names one. The demo accounts are for people:
 * a test resting on them breaks when the demo changes, and shares their rows with every other test of its file.
 * The seed's catalogue (services, questionnaires, zip codes, statuses) is reference data any test may use. The browser
 * suite keeps the same rule (its fixtures make a customer, a live company, its members and staff through the API).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TEST_DIR = path.dirname(fileURLToPath(import.meta.url));
const E2E_DIR = path.resolve(TEST_DIR, '../../../e2e/tests');

/** Signing in as a demo account (sign-in.ts's helpers), or naming one (the seed's constants, their addresses). */
const DEMO_ACCOUNT =
  /\bsignInAs(?:Demo\w*|SecondCustomer)\b|\b(?:DEMO_CUSTOMER|SECOND_CUSTOMER|DEMO_PRO|DEMO_STAFF|DEMO_ADMIN|DEMO_PASSWORD)\b|\b(?:demo|sam|pro|staff|admin)@upkeep\.test\b/;

/** The files whose subject is the demo itself, and why. */
const ABOUT_THE_DEMO: Record<string, string> = {
  'backup.test.ts': "the previous release's demo database, restored and upgraded: its demo accounts must still sign in",
  'fuzz.test.ts':
    "walks the companies' and staff's endpoints as the demo's accounts, with the ids of the demo's first rows",
};

/** The test files, this one aside (its pattern names what it looks for). */
const testFiles = readdirSync(TEST_DIR).filter((name) => name.endsWith('.test.ts') && name !== 'demo-accounts.test.ts');
const namesADemoAccount = (name: string) => DEMO_ACCOUNT.test(readFileSync(path.join(TEST_DIR, name), 'utf8'));

describe('the API tests and the demo accounts', () => {
  it('finds the test files (a walk over nothing would pass)', () => {
    expect(testFiles.length).toBeGreaterThan(50);
    expect(testFiles).toContain('accounts.test.ts');
  });

  it('signs in as no demo account, nor names one, outside the files whose subject is the demo', () => {
    const offending = testFiles.filter((name) => !(name in ABOUT_THE_DEMO) && namesADemoAccount(name));
    expect(offending, 'make the accounts with factories.ts (signedInCustomer, companyMember, signedInStaff)').toEqual(
      [],
    );
  });

  it('keeps its list true: each file listed exists and still names a demo account', () => {
    const listed = Object.keys(ABOUT_THE_DEMO);
    expect(listed.filter((name) => !testFiles.includes(name))).toEqual([]);
    expect(
      listed.filter((name) => !namesADemoAccount(name)),
      'a file converted to its own accounts leaves the list',
    ).toEqual([]);
  });
});

/**
 * A browser test signing in as a demo account (through the API or the screens), or naming one: the seed's addresses,
 * the support files' constants of them (DEMO_ADMIN_ACCOUNT, DEMO_OWNER...), the demo company's owner's token.
 */
const E2E_DEMO_ACCOUNT =
  /\bDEMO_[A-Z_]+\b|\b(?:demo|sam|pro|staff|admin)@upkeep\.test\b|\bdemoCompanyToken\b|\bUpKeep(?:Pro|Admin|Staff)2026!/;

/** The browser suite's files that may, and why (paths under e2e/tests). */
const E2E_ALLOWED: Record<string, string> = {
  'support/accounts.ts':
    "the demo administrator's API token approves the suite's own company owners and invites its own staff (decision 0020)",
};

/** Every TypeScript file under e2e/tests, by its path there. */
function e2eFiles(dir = E2E_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? e2eFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith('.ts')
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

describe('the browser tests and the demo accounts', () => {
  const files = e2eFiles();
  const namesOne = (name: string) => E2E_DEMO_ACCOUNT.test(readFileSync(path.join(E2E_DIR, name), 'utf8'));

  it('finds the browser tests (a walk over nothing would pass)', () => {
    expect(files.length).toBeGreaterThan(25);
    expect(files).toContain('tickets.spec.ts');
    expect(files).toContain('support/fixtures.ts');
  });

  it('signs in as no demo account, nor names one, outside the files allowed', () => {
    expect(
      files.filter((name) => !(name in E2E_ALLOWED) && namesOne(name)),
      "use the fixtures (customer, liveCompany, companyMember, supportStaff, adminStaff) and the company owner's token",
    ).toEqual([]);
  });

  it('keeps its list true: each file allowed exists and still names a demo account', () => {
    const allowed = Object.keys(E2E_ALLOWED);
    expect(allowed.filter((name) => !files.includes(name))).toEqual([]);
    expect(allowed.filter((name) => !namesOne(name))).toEqual([]);
  });
});
