import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
const DATA_DIR = '../.tmp/e2e-data';

/**
 * CHROMIUM_PATH, else Debian's headless shell, else Debian's Chromium, else Playwright's own (scripts/
 * ensure-chromium.mjs installs what is missing). The headless shell (Chromium's old headless mode, the one
 * Playwright itself runs headless tests in) spends about half the CPU of the whole browser per screen; a run
 * with `--headed` needs the whole browser: CHROMIUM_PATH=/usr/bin/chromium.
 */
const executablePath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path));

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  // Two: the tests are independent (each makes its own accounts: tests/support/fixtures.ts) and short (the axe
  // walks are a test per route); one worker (Playwright's default on 2 cores) doubles the run.
  workers: 2,
  // One retry everywhere: a journey of a dozen screens on two busy cores can lose a race with the machine.
  retries: 1,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // The ten slowest spec files at the end of the run, whatever their time (the CI's time is watched per phase).
  reportSlowTests: { max: 10, threshold: 0 },
  // Journeys of a dozen screens on a 2-core machine running two browsers and the server: generous, never tight.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    // Traced on the retry of a failed test only: tracing every test (its DOM snapshots and screencast) took a
    // third of the suite's time on two cores. A test that fails twice leaves its trace.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      // Without the networking flags Chromium keeps trying to reach the internet this machine cannot reach.
      args: [
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
      chromiumSandbox: false,
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      testIgnore: /(mobile|\.phone)\.spec\.ts/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'] }, testMatch: /(mobile|\.phone)\.spec\.ts/ },
  ],
  // The product started the way the README starts it, on a fresh embedded database.
  webServer: {
    command: `node -e "require('fs').rmSync('${DATA_DIR}', { recursive: true, force: true })" && node ../scripts/start.mjs`,
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      // Each test is a client of its own (tests/support/fixtures.ts sends its own X-Forwarded-For), as the
      // product behind its load balancer sees its visitors: the per-address limits count each test apart.
      TRUST_PROXY: 'true',
      // The test hooks (never in production): POST /api/dev/tickets/:id/visit-now brings a test's own booking,
      // made days ahead, within the company's start window, so journeys can start and complete it.
      UPKEEP_TEST_HOOKS: '1',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
