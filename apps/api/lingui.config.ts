import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The API's message catalogues (issue 49, decision 0038): what it says to customers and crew members (errors first),
 * written as `/*i18n*\/ { id, message }` descriptors (src/i18n/words.ts), extracted into src/i18n/locales by
 * `npm run i18n:extract -w apps/api`. English is the source; `npm run lint` fails on a message without Spanish.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}', include: ['<rootDir>/src'], exclude: ['**/*.test.ts'] }],
  format: formatter({ lineNumbers: false, origins: false }),
});
