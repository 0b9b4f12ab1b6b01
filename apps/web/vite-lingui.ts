import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

/** The message catalogues' configuration (found from here whatever the working directory). */
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
/** The source catalogue: every message's id is read from it. */
const SOURCE_CATALOGUE = fileURLToPath(new URL('./app/locales/en.po', import.meta.url));

/** A message's English as Lingui's macros leave it in a descriptor (`message: "Hi {name}"`), outside comments. */
const DESCRIPTOR_MESSAGE = /(?<=[{,\s]message: )"(?:[^"\\\n]|\\.)*"/g;
/** A message's id as the macros leave it (`id: "IW4wxQ"`, six characters of a hash). */
const DESCRIPTOR_ID = /(?<=[{,\s]id: )"([\w-]{6})"/g;
/** The compiled catalogue's messages, as Lingui's plugin writes them (`JSON.parse("{…}")`). */
const CATALOGUE_JSON = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/**
 * A short id for each message the macros name by hash: its rank among the source catalogue's ids, in base 36. The six
 * characters of a hash do not compress, and every page carries the ids of its messages (issue 49: the budgets of
 * issues 33 and 48 hold with the catalogue). Explicit ids (`service.1`, read by a pattern at run time) keep theirs,
 * which no rank (`0`…`4b`) can be.
 */
function shortIds(): Map<string, string> {
  const ids: string[] = [];
  const text = readFileSync(SOURCE_CATALOGUE, 'utf8');
  for (const entry of text.split(/\n\n+/)) {
    const msgid = entry.match(/^msgid (".*")$/m)?.[1];
    if (!msgid || msgid === '""' || entry.includes('js-lingui-explicit-id')) continue;
    const msgctxt = entry.match(/^msgctxt (".*")$/m)?.[1];
    ids.push(generateMessageId(JSON.parse(msgid) as string, msgctxt ? (JSON.parse(msgctxt) as string) : ''));
  }
  return new Map(ids.sort().map((id, rank) => [id, rank.toString(36)]));
}

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) by its native transform (no Babel), each message's English kept in the
 * code compiled (issue 49, decision 0038): English, the source language, needs no catalogue, so an English page loads
 * no more words than it did before the catalogues (budgets of issue 33); a Spanish page loads its catalogue
 * (app/i18n/catalogs.ts, compiled from its PO file by the same plugin). The macros keep each descriptor's `message`
 * (descriptorFields 'message', not production's 'id-only'), and it is replaced here by its compiled form
 * (`["Hi ", ["name"]]`), which the runtime (app/i18n/runtime.tsx) reads without a compiler of its own; each id is
 * replaced by its short one, in the code and in the catalogues alike. The tests' build does the same
 * (vitest.config.ts).
 */
export function linguiWithEnglishInside(configPath = LINGUI_CONFIG): Plugin[] {
  let short: Map<string, string> | null = null;
  const shortOf = (id: string) => {
    short ??= shortIds();
    return short.get(id) ?? id;
  };
  const compiled: Plugin = {
    name: 'upkeep:english-compiled-in',
    // Right after the macros (also `pre`, listed before it), while the descriptors are as they wrote them.
    enforce: 'pre',
    buildStart() {
      short = null;
    },
    transform: {
      filter: { code: /\/\*i18n\*\// },
      handler(code) {
        const replaced = code
          .replace(DESCRIPTOR_MESSAGE, (literal) => JSON.stringify(compileMessage(JSON.parse(literal) as string)))
          .replace(DESCRIPTOR_ID, (_, id: string) => JSON.stringify(shortOf(id)));
        return replaced === code ? null : { code: replaced, map: null };
      },
    },
  };
  const catalogueIds: Plugin = {
    name: 'upkeep:catalogue-short-ids',
    // After Lingui's plugin has compiled the PO file into `export const messages = JSON.parse(…)`.
    enforce: 'post',
    transform: {
      filter: { id: /\.po$/ },
      handler(code) {
        const json = code.match(CATALOGUE_JSON)?.[1];
        if (!json) return null;
        const messages = JSON.parse(JSON.parse(json) as string) as Record<string, unknown>;
        const renamed = Object.fromEntries(Object.entries(messages).map(([id, message]) => [shortOf(id), message]));
        return { code: code.replace(json, JSON.stringify(JSON.stringify(renamed))), map: null };
      },
    },
  };
  return [
    ...(lingui({ macroTransform: { macro: { descriptorFields: 'message' } }, configPath }) as Plugin[]),
    compiled,
    catalogueIds,
  ];
}
