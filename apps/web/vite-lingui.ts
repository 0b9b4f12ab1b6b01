import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

/** The message catalogues' configuration (found from here whatever the working directory). */
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
/** The folder of the catalogues: every message's id is read from the source language's (`{area}.en.po`). */
const CATALOGUES = fileURLToPath(new URL('./app/locales/', import.meta.url));
/** A catalogue of the source language, one per area of the app (lingui.config.ts). */
const SOURCE_CATALOGUE = /\.en\.po$/;

/** A message's English as Lingui's macros leave it in a descriptor (`message: "Hi {name}"`), outside comments. */
const DESCRIPTOR_MESSAGE = /(?<=[{,\s]message: )"(?:[^"\\\n]|\\.)*"/g;
/** A message's id as the macros leave it (`id: "IW4wxQ"`, six characters of a hash). */
const DESCRIPTOR_ID = /(?<=[{,\s]id: )"([\w-]{6})"/g;
/** The compiled catalogue's messages, as Lingui's plugin writes them (`JSON.parse("{…}")`). */
const CATALOGUE_JSON = /JSON\.parse\(("(?:[^"\\]|\\.)*")\)/;

/**
 * A short id for each message the macros name by hash: its rank among the source catalogues' ids, in base 36 (a
 * message in two areas' catalogues is one message, one id, whichever catalogue a page loads it from). The six
 * characters of a hash do not compress, and every page carries the ids of its messages (issue 49: the budgets of
 * issues 33 and 48 hold with the catalogue). Explicit ids (`service.1`, read by a pattern at run time) keep theirs,
 * which no rank (`0`…`4b`) can be.
 */
function shortIds(): Map<string, string> {
  const ids = new Set<string>();
  for (const file of readdirSync(CATALOGUES).filter((name) => SOURCE_CATALOGUE.test(name))) {
    const text = readFileSync(`${CATALOGUES}${file}`, 'utf8');
    for (const entry of text.split(/\n\n+/)) {
      const msgid = entry.match(/^msgid (".*")$/m)?.[1];
      if (!msgid || msgid === '""' || entry.includes('js-lingui-explicit-id')) continue;
      const msgctxt = entry.match(/^msgctxt (".*")$/m)?.[1];
      ids.add(generateMessageId(JSON.parse(msgid) as string, msgctxt ? (JSON.parse(msgctxt) as string) : ''));
    }
  }
  return new Map([...ids].sort().map((id, rank) => [id, rank.toString(36)]));
}

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) by its native transform (no Babel), each message's English kept in the
 * code compiled (issue 49, decision 0038): English, the source language, needs no catalogue, so an English page loads
 * no more words than it did before the catalogues (budgets of issue 33); a Spanish page loads its area's catalogues
 * (app/i18n/catalogs.ts, each compiled from its PO file by the same plugin). The macros keep each descriptor's `message`
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
