/**
 * Tests own their data (decision 0020, issue 48): an API test file makes the customers, companies and staff it
 * signs in as (factories.ts), and never signs in as a demo account or names one. The demo accounts are for people:
 * a test resting on them breaks when the demo changes, and shares their rows with every other test of its file.
 * The seed's catalogue (services, questionnaires, zip codes, statuses) is reference data any test may use.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const TEST_DIR = path.dirname(fileURLToPath(import.meta.url));

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
