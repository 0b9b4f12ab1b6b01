/**
 * What the API says to a customer or crew member, in their language (issue 49, decision 0038). A message is written
 * where it is said as a descriptor marked for extraction, `/*i18n*\/ { id: 'checkout.slotTaken', message: '…' }`,
 * with `{name}` placeholders and `values`; `lingui extract` (apps/api/lingui.config.ts) writes every id into
 * `i18n/locales/en.po` and `es.po`, and `npm run lint` fails on a message without Spanish or a catalogue out of step
 * with the code. The English is the descriptor's; another language's words are read from its PO file, once, beside
 * this module (the build copies the folder beside the bundle, as it does the migrations).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '@upkeep/contract';

/** A message: its id in the catalogues, its English, and the values of its placeholders. */
export interface Words {
  id: string;
  message: string;
  values?: Readonly<Record<string, string | number>>;
}

export const localesFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');

/** A PO file's translations by id, as Lingui writes them (one line each; explicit ids). */
export function readCatalogue(text: string): Map<string, string> {
  const messages = new Map<string, string>();
  for (const entry of text.split(/\n\s*\n/)) {
    const id = entry.match(/^msgid (".*")$/m)?.[1];
    const translation = entry.match(/^msgstr (".*")$/m)?.[1];
    if (!id || !translation || id === '""') continue;
    const words = JSON.parse(translation) as string;
    if (words) messages.set(JSON.parse(id) as string, words);
  }
  return messages;
}

const catalogues = new Map<Locale, Map<string, string>>();

function catalogue(locale: Locale): Map<string, string> {
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = readCatalogue(readFileSync(path.join(localesFolder, `${locale}.po`), 'utf8'));
    catalogues.set(locale, messages);
  }
  return messages;
}

/**
 * The words in `locale`: its catalogue's translation, else the English; `{name}` replaced by its value. In Spanish
 * a sentence ending on a time ('9:00 a. m.') takes no second period: the abbreviation's closes it.
 */
export function say(words: Words, locale: Locale): string {
  const text = (locale === 'en' ? undefined : catalogue(locale).get(words.id)) ?? words.message;
  const said = text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    words.values && name in words.values ? String(words.values[name]) : placeholder,
  );
  return locale === 'es' ? said.replace(/\b([ap]\. m\.)\./g, '$1') : said;
}
