import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogues (issue 49, decision 0038): one per language, PO files in app/locales, extracted from the
 * code's messages (`<Trans>`, `t`, `msg` of Lingui's macros) by `npm run i18n:extract` and compiled by the Vite
 * plugin when a page imports its language's file (app/i18n/catalogs.ts): a page loads only its language's messages.
 * English is the source; `npm run lint` fails on a catalogue out of step with the code or a message without Spanish.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [{ path: '<rootDir>/app/locales/{locale}', include: ['<rootDir>/app'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
  // The macros call the app's own runtime (app/i18n/runtime.tsx, `#i18n` in package.json's imports), not
  // @lingui/core's and @lingui/react's: the same behaviour for the product's messages in a third of the bytes.
  runtimeConfigModule: {
    i18n: ['#i18n', 'i18n'],
    Trans: ['#i18n', 'Trans'],
    useLingui: ['#i18n', 'useLingui'],
  },
});
