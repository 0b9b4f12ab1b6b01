import { configDefaults, defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/vitest-sequencer.ts';

// Every date in tests is read in the valley's time zone, whatever the machine's.
process.env.TZ = 'America/Los_Angeles';

/**
 * Tests beside the API's sources that open a migrated PGlite: they run with the API's tests, whose global setup keeps
 * the dump of one (a copy opens in a fraction of the time a new one takes to initialise and migrate).
 */
const DATABASE_FROM_THE_GLOBAL_SETUP = [
  'apps/api/src/db/seed/seed.test.ts',
  'apps/api/src/adapters/payments/sandbox.test.ts',
];

export default defineConfig({
  test: {
    // Two files at a time: Vitest's default on two cores is one (cores - 1), and the API's files spend much of
    // their time waiting on PostgreSQL, which runs on the other core.
    maxWorkers: 2,
    // The long files first (a fresh clone has no cache of the last run's times to order by).
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...DATABASE_FROM_THE_GLOBAL_SETUP],
          environment: 'node',
          // No module state outlives a file here: a worker imports the sources once for all its files.
          isolate: false,
          // Some walk years of instants or seed a whole database: seconds on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts', ...DATABASE_FROM_THE_GLOBAL_SETUP],
          environment: 'node',
          globalSetup: ['apps/api/test/global-setup.ts'],
          // Each file builds its own app on its own database: a worker imports the server's sources once for
          // all its files instead of once per file (about 5 seconds each).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          name: 'web',
          include: ['app/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, '**/*.isolated.test.{ts,tsx}'],
          // A worker imports React, Mantine and the app once for all its files (each file's own import took
          // seconds: the web files ran 330 s, now about 80). Tests leave no state behind them (setup.ts cleans up).
          isolate: false,
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          name: 'web-isolated',
          include: ['app/**/*.isolated.test.{ts,tsx}', 'test/**/*.isolated.test.{ts,tsx}'],
        },
      },
    ],
  },
});
