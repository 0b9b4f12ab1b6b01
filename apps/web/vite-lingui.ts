import { fileURLToPath } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { lingui } from '@lingui/vite-plugin';
import type { Plugin } from 'vite';

/** The message catalogues' configuration (found from here whatever the working directory). */
const LINGUI_CONFIG = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));

/** A message's English as Lingui's macros leave it in a descriptor (`message: "Hi {name}"`), outside comments. */
const DESCRIPTOR_MESSAGE = /(?<=[{,\s]message: )"(?:[^"\\\n]|\\.)*"/g;

/**
 * Lingui's macros (`<Trans>`, `t`, `msg`) by its native transform (no Babel), each message's English kept in the
 * code compiled (issue 49, decision 0038): English, the source language, needs no catalogue, so an English page loads
 * no more words than it did before the catalogues (budgets of issue 33); a Spanish page loads its catalogue
 * (app/i18n/catalogs.ts, compiled from its PO file by the same plugin). The macros keep each descriptor's `message`
 * (descriptorFields 'message', not production's 'id-only'), and it is replaced here by its compiled form
 * (`["Hi ", ["name"]]`), which Lingui's runtime reads without a compiler of its own. The tests' build does the same
 * (vitest.config.ts).
 */
export function linguiWithEnglishInside(configPath = LINGUI_CONFIG): Plugin[] {
  const compiled: Plugin = {
    name: 'upkeep:english-compiled-in',
    // Right after the macros (also `pre`, listed before it), while the descriptors are as they wrote them.
    enforce: 'pre',
    transform: {
      filter: { code: /\/\*i18n\*\// },
      handler(code) {
        const replaced = code.replace(DESCRIPTOR_MESSAGE, (literal) =>
          JSON.stringify(compileMessage(JSON.parse(literal) as string)),
        );
        return replaced === code ? null : { code: replaced, map: null };
      },
    },
  };
  return [
    ...(lingui({ macroTransform: { macro: { descriptorFields: 'message' } }, configPath }) as Plugin[]),
    compiled,
  ];
}
