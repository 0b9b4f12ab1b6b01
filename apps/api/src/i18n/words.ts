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

/**
 * A message: its id in the catalogues, its English, and the values of its placeholders; a value written differently
 * in each language (a date) is a function of the language.
 */
export interface Words {
  id: string;
  message: string;
  values?: Readonly<Record<string, string | number | ((locale: Locale) => string)>>;
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
  const said = text.replace(/\{(\w+)\}/g, (placeholder, name: string) => {
    const value = words.values?.[name];
    if (value === undefined) return placeholder;
    return typeof value === 'function' ? value(locale) : String(value);
  });
  return locale === 'es' ? said.replace(/\b([ap]\. m\.)\./g, '$1') : said;
}

/**
 * The words of a stored row of the reference data (a service, a sub-service, a question, an answer: written by the
 * seed, read from the database), by its id in the catalogue (`catalogue-words.ts`: `question.{id}.text`,
 * `answer.{id}`, `service.{id}.name`…). The Spanish is said only while the catalogue's English of that id is still
 * the row's: a row whose English has changed since the catalogue was written is said in its own English rather than
 * in a translation of other words.
 */
export function sayStored(id: string, english: string, locale: Locale): string {
  if (locale === 'en' || catalogue('en').get(id) !== english) return english;
  return catalogue(locale).get(id) ?? english;
}

/** The catalogue's ids of the reference data's rows (the descriptors of `catalogue-words.ts`). */
export const storedIds = {
  serviceName: (id: number) => `service.${id}.name`,
  serviceDescription: (id: number) => `service.${id}.description`,
  subServiceName: (id: number) => `subService.${id}.name`,
  subServiceDescription: (id: number) => `subService.${id}.description`,
  question: (id: number) => `question.${id}.text`,
  feature: (id: number) => `question.${id}.feature`,
  questionDisclaimers: (id: number) => `question.${id}.disclaimers`,
  answer: (id: number) => `answer.${id}`,
  answerDisclaimer: (id: number) => `answer.${id}.disclaimer`,
};
