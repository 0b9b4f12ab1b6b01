import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlAsText } from '../../../emails/html-text.ts';
import { signOffIn } from '../../../lib/email.ts';
import { DEFAULT_SAMPLE, PREVIEWS, type Sample } from './previews.ts';

const modules = path.resolve(import.meta.dirname, '../..');
const SAMPLE: Sample = { ...DEFAULT_SAMPLE, publicUrl: 'https://upkeep.test' };
const NASTY: Sample = {
  name: `<script>alert("name")</script> O'Brien & "Sons"`,
  companyName: `<img src=x onerror="alert(1)"> Smith & Wesson's`,
  message: `</blockquote><script>alert('message')</script>\nA & B <b>bold</b>`,
  publicUrl: 'https://upkeep.test',
};

/** Every `mail.ts` under the modules, relative to them. */
const mailFiles = (dir = modules): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return mailFiles(full);
    return entry.name === 'mail.ts' ? [path.relative(modules, full)] : [];
  });

/** Exported functions of a mail.ts that are not e-mails (each with why). */
const NOT_EMAILS: Record<string, string> = {
  inboxLinkFor: "the console's link to a message, which the team's e-mail carries",
};

describe('the e-mail previews', () => {
  it('preview every e-mail: each function of every mail.ts has one, and each kind is named once', async () => {
    const files = mailFiles();
    expect(files.length).toBeGreaterThanOrEqual(13);
    const previewed = new Set<unknown>(PREVIEWS.map((preview) => preview.of));
    const missing: string[] = [];
    for (const file of files) {
      const exported: Record<string, unknown> = await import(path.join(modules, file));
      for (const [name, value] of Object.entries(exported)) {
        if (typeof value !== 'function' || name in NOT_EMAILS) continue;
        if (!previewed.has(value)) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
    expect(new Set(PREVIEWS.map((preview) => preview.kind)).size).toBe(PREVIEWS.length);
  });

  it.each(PREVIEWS.map((preview) => [preview.kind, preview] as const))(
    '%s: in the layout, and its HTML part says what its text part says',
    (_kind, preview) => {
      const mail = preview.render(SAMPLE);
      const locale = preview.locale ?? 'en';
      expect(mail.html).toContain(`<html dir="ltr" lang="${locale}">`);
      expect(mail.html).toContain('max-width:600px');
      expect(mail.html).toContain(locale === 'en' ? 'sent you this e-mail' : 'le envió este correo');
      expect(htmlAsText(mail.html)).toBe(mail.text);
      // Signed in the footer only, once, when the text is signed.
      const signOff = signOffIn(locale);
      expect(mail.html.split(signOff).length - 1).toBe(mail.text.endsWith(signOff) ? 1 : 0);
    },
  );

  it.each(PREVIEWS.map((preview) => [preview.kind, preview] as const))(
    '%s: escapes names and messages with markup, ampersands and quotes in the HTML part',
    (_kind, preview) => {
      const mail = preview.render(NASTY);
      expect(mail.html).not.toMatch(/<script|<img|<b>|<\/blockquote><script/);
      expect(mail.html).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#x27;|#\d+;)/);
      expect(mail.html).not.toMatch(/onerror="/);
      // The text part keeps the words as typed, and the HTML part, read, says them too.
      expect(htmlAsText(mail.html)).toBe(mail.text);
    },
  );
});
