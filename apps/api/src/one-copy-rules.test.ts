/**
 * Rules kept in one place, checked over the sources as a lint would (issue 48): a new copy written inline fails
 * here, naming its file and line. Each allowance says why it is not a copy.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repository = path.resolve(import.meta.dirname, '../../..');

/** The TypeScript sources under `dirs` (tests and generated files left out), relative to the repository. */
function sources(dirs: string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repository, dir), { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'build', '.react-router', 'migrations'].includes(entry.name)) walk(file);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(file);
    }
  };
  for (const dir of dirs) walk(dir);
  return found;
}

/** Each line of `files` matching `pattern`, as 'file:line: text', except the allowed (file → reason). */
function matches(files: string[], pattern: RegExp, allowed: Record<string, string> = {}) {
  return files.flatMap((file) =>
    readFileSync(path.join(repository, file), 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) && !(file in allowed) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('one copy of each rule', () => {
  it("turns dollars into cents only through the contract's toCents (no inline Math.round(x * 100) in the API)", () => {
    const files = sources(['apps/api/src']);
    expect(files.length).toBeGreaterThan(100);
    const slips = matches(files, /Math\.round\([^()]*\*\s*100\s*\)/, {
      'apps/api/src/modules/companies/staff-companies/service.ts':
        'a commission percentage rounded to two decimals (12.345 → 12.35), not money',
    });
    expect(slips).toEqual([]);
  });

  it('writes a number texts go to only through lib/phone.ts, and strips a typed number only through the contract', () => {
    const api = sources(['apps/api/src']);
    // E.164 by hand: '+1' glued to digits, or the last ten digits taken as the number.
    expect(
      matches(api, /`\+1\$\{|\.slice\(-10\)/, {
        'apps/api/src/modules/tickets/booking/checkout.ts':
          "phoneKey: the last ten digits compare two bookings' numbers (flood limits); nothing is sent to it",
      }),
    ).toEqual([]);
    // The forms' separators (spaces, dashes, dots, brackets, +): the contract's phoneNumberDigits.
    expect(
      matches(sources(['apps', 'packages']), /\[\\s\(\)\.\+-\]/, {
        'packages/contract/src/phone-digits.ts': 'phoneNumberDigits itself',
      }),
    ).toEqual([]);
  });

  it("takes a date in the valley, never an instant's UTC date (no toISOString().slice(0, 10) in apps/ and packages/)", () => {
    const files = sources(['apps', 'packages']);
    expect(files.length).toBeGreaterThan(500);
    const slips = matches(
      files,
      /toISOString\(\)\s*\.\s*(slice|substring|substr)\(\s*0\s*,\s*10\s*\)|toISOString\(\)\s*\.\s*split\(\s*['"`]T/,
      {
        'packages/contract/src/dates.ts': 'addDays: calendar arithmetic on a YYYY-MM-DD date through a UTC midnight',
        'apps/api/src/db/seed/time.ts':
          "isoDate: the seed's calendar dates are UTC midnights standing for valley dates",
        'apps/web/app/shared/scheduling/use-open-day-picker.ts':
          'the last day of a month: calendar arithmetic through a UTC midnight (Date.UTC(y, m, 0)), no instant',
      },
    );
    expect(slips).toEqual([]);
  });

  it('sends an e-mail only through sendEmail (notifications/outbox.ts), and escapes HTML only in lib/format.ts', () => {
    const api = sources(['apps/api/src']);
    // An e-mail queued by hand: a message of channel 'email' built outside the one function that builds it.
    expect(
      matches(api, /channel: 'email',/, {
        'apps/api/src/modules/messages/notifications/outbox.ts': 'sendEmail itself',
        'apps/api/src/modules/operations/test-hooks/service.ts':
          "the test hook's failed delivery, written as a row, never sent",
        'apps/api/src/modules/messages/staff-inbox/service.ts': 'the addresses an opt-out covers, not a message',
      }),
    ).toEqual([]);
    expect(
      matches(api, /(const|function) escapeHtml\b/, { 'apps/api/src/lib/format.ts': 'escapeHtml itself' }),
    ).toEqual([]);
  });

  it("writes an e-mail only in a module's mail.ts, as blocks: no markup by hand, no escaping by hand (React's)", () => {
    const api = sources(['apps/api/src']);
    const mailFiles = api.filter((file) => path.basename(file) === 'mail.ts');
    expect(mailFiles.length).toBeGreaterThanOrEqual(13);
    // An e-mail written elsewhere has no preview (operations/email-previews) and escapes the rule below.
    expect(
      matches(
        api.filter((file) => !mailFiles.includes(file)),
        /(?<![.\w])email\(/,
        { 'apps/api/src/lib/email.ts': 'email itself' },
      ),
    ).toEqual([]);
    const writers = [...mailFiles, 'apps/api/src/lib/email.ts', 'apps/api/src/emails/blocks.ts'];
    // HTML written as a string: the components of apps/api/src/emails write every tag.
    const tag = /<(p|a|table|tr|td|th|br|strong|b|blockquote|div|span)\b[^>]*>|<a\s/i;
    expect(matches(writers, tag)).toEqual([]);
    expect(matches([...writers, ...sources(['apps/api/src/emails'])], /escapeHtml/)).toEqual([]);
    // The probe: the rule sees a tag in a string.
    for (const slip of ["'<p>Hi,</p>'", '`<a href="https://upkeep.test">`', `'<table role="presentation">'`]) {
      expect(slip).toMatch(tag);
    }
  });
});
