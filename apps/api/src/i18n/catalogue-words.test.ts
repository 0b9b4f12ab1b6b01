import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { FEATURE_VALUES, FEATURES } from '../db/seed/questionnaires.ts';
import { SERVICES, SUB_SERVICES } from '../db/seed/services.ts';
import { CATALOGUE_WORDS } from './catalogue-words.ts';
import { storedIds } from './words.ts';

/** The seed's words under their catalogue ids, in the seed's order: what `catalogue-words.ts` must list. */
function seedWords(): { id: string; message: string }[] {
  const words: { id: string; message: string }[] = [];
  const add = (id: string, message: string | null | undefined) => {
    if (message) words.push({ id, message });
  };
  for (const s of SERVICES) {
    add(storedIds.serviceName(s.id), s.name);
    add(storedIds.serviceDescription(s.id), s.description);
  }
  for (const s of SUB_SERVICES) {
    add(storedIds.subServiceName(s.id), s.name);
    add(storedIds.subServiceDescription(s.id), s.description);
  }
  for (const f of FEATURES) {
    add(storedIds.question(f.id), f.question);
    add(storedIds.feature(f.id), f.feature);
    add(storedIds.questionDisclaimers(f.id), f.disclaimers);
  }
  for (const v of FEATURE_VALUES) {
    add(storedIds.answer(v.id), v.value);
    add(storedIds.answerDisclaimer(v.id), v.disclaimer);
  }
  return words;
}

const HEADER = `/**
 * The reference data's words for the catalogue (issue 49, decision 0038): every service's and sub-service's name and
 * description, every question of the questionnaires and every answer, under the ids of \`storedIds\` (words.ts), in
 * the seed's English. Written from the seed by its test (\`WRITE_CATALOGUE_WORDS=1 npx vitest run --project unit
 * apps/api/src/i18n/catalogue-words.test.ts\`, then \`npx biome format --write\` and \`npm run i18n:extract -w apps/api\`),
 * read by \`lingui extract\`; the server says a row with \`sayStored\`, from the PO files.
 */
export const CATALOGUE_WORDS: readonly { id: string; message: string }[] = [
`;

describe("the reference data's words in the catalogue (issue 49)", () => {
  it('lists every word of the seed under its id, with the seed’s English', () => {
    const expected = seedWords();
    if (process.env.WRITE_CATALOGUE_WORDS) {
      const file = path.join(path.dirname(fileURLToPath(import.meta.url)), 'catalogue-words.ts');
      const lines = expected.map(
        (w) => `  /*i18n*/ { id: ${JSON.stringify(w.id)}, message: ${JSON.stringify(w.message)} },`,
      );
      writeFileSync(file, `${HEADER}${lines.join('\n')}\n];\n`);
    }
    expect(CATALOGUE_WORDS).toEqual(expected);
  });
});
