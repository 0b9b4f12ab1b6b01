/**
 * `node --import tsx bench/web-bytes.ts`: the JavaScript each page of issues 14, 33 and 48 loads by itself, without a
 * gesture (issue 48): what it loads before hydrating and what its effects, first-render lazy parts and data ask for
 * after, until the network has been idle. Loaded in headless Chromium on a phone's screen (Lighthouse's mobile
 * viewport, so the parts on its first screen count and the ones below do not), against the product as `npm start`
 * serves it (built web app, brotli, seeded demo on a fresh PGlite database), the screens after sign-in signed in as
 * bench-web.ts signs them in (signed-in-screens.ts). Prints each page's brotli bytes of scripts (the response bodies
 * as sent) and file count; it asserts nothing (the browser suite's web-weight.spec.ts holds the budgets).
 *
 * CHROMIUM_PATH (default Debian's headless shell, else its Chromium); WEB_BYTES_PORT (default 3391);
 * WEB_BYTES_PAGES (comma-separated names, e.g. `/reviews,/pro/jobs`) measures only those; WEB_BYTES_FILES=1 lists
 * each page's scripts.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig, repoRoot } from '../apps/api/src/config.ts';
import { bootstrapDatabase } from '../apps/api/src/db/bootstrap.ts';
import type { BrowserGlobals, SignedInVisit } from './lighthouse-signed-in.ts';
import { SIGNED_IN_SCREENS, signedInScreens } from './signed-in-screens.ts';

/** The public pages a visitor lands on (bench-web.ts's), each at most 150 KB without a gesture. */
const PUBLIC_PAGES = [
  '/home',
  '/hvac-in-summerlin',
  '/blog/fall-lawn-care-tips',
  '/questionnaire?Service=4&ZipCode=89101',
  '/pros/red-rock-yard-works',
  '/partner-us',
  '/reviews',
  '/contact',
  '/sign-in',
];
const CHOSEN = process.env.WEB_BYTES_PAGES?.split(',').filter(Boolean);
const PORT = Number(process.env.WEB_BYTES_PORT ?? 3391);
const LIST_FILES = process.env.WEB_BYTES_FILES === '1';
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));

/** What a page loaded by itself: its scripts, as sent (brotli bodies). */
export interface LoadedScripts {
  bytes: number;
  files: { url: string; bytes: number; encoding: string }[];
}

/** Lighthouse's mobile screen (a Moto G Power): what is on the first screen of a phone loads, the rest waits. */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * Loads `url` in `page` and answers the scripts it asked for until the network was idle for a while: the page's
 * own imports, then what runs by itself after hydration. Nothing is clicked, typed, hovered or scrolled.
 */
export async function scriptsLoadedWithoutGesture(page: Page, url: string): Promise<LoadedScripts> {
  const files: LoadedScripts['files'] = [];
  const pending: Promise<void>[] = [];
  // Requests in flight, but a live event stream (a conversation's, a job's): it stays open as long as the page.
  const inFlight = new Set<Request>();
  let lastActivity = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', (request) => {
    if (isEventStream(request)) return;
    inFlight.add(request);
    lastActivity = Date.now();
  });
  page.on('requestfailed', settle);
  page.on('requestfinished', (request) => {
    settle(request);
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
        files.push({
          url: new URL(request.url()).pathname,
          bytes: sizes.responseBodySize,
          encoding: (await response?.headerValue('content-encoding')) ?? 'identity',
        });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  // Quiet: nothing in flight for QUIET_MS (a part asked for by a timer, an idle callback or an answer's render
  // still counts), within IDLE_TIMEOUT_MS.
  const started = Date.now();
  while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
    if (Date.now() - started > IDLE_TIMEOUT_MS)
      throw new Error(
        `${url} never went quiet: ${[...inFlight].map((r) => `${r.resourceType()} ${r.url()}`).join(', ')}`,
      );
    await page.waitForTimeout(100);
  }
  await Promise.all(pending);
  return { bytes: files.reduce((sum, f) => sum + f.bytes, 0), files };
}

/** A live event stream: an EventSource, or a fetch of the API's `…/stream` (text/event-stream). */
function isEventStream(request: Request): boolean {
  return (
    request.resourceType() === 'eventsource' ||
    /\/stream(\?|$)/.test(request.url()) ||
    (request.headers().accept ?? '').includes('text/event-stream')
  );
}

/** Writes the visitor's session (and the screen's handed-over state) before the screen's own scripts run. */
export async function prepareVisit(page: Page, pathname: string, visit: SignedInVisit): Promise<void> {
  await page.addInitScript(
    ({ storage, pathname, historyState }) => {
      // Runs in the page (this project's types are Node's, not the DOM's).
      const window = globalThis as unknown as BrowserGlobals;
      if (window.location.pathname !== pathname) return;
      for (const [key, value] of Object.entries(storage)) window.localStorage.setItem(key, value);
      if (historyState !== undefined && window.history.state === null) {
        window.history.replaceState({ usr: historyState, key: 'bench', idx: 0 }, '');
      }
    },
    { storage: visit.storage, pathname, historyState: visit.historyState },
  );
}

/** How long the network must stay quiet, and how long a page may take to get there. */
const QUIET_MS = 2000;
const IDLE_TIMEOUT_MS = 30_000;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync(path.join(repoRoot, 'apps/web/build/client/index.html'))) {
    throw new Error('no web build: node scripts/web-build.mjs');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-web-bytes-'));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: undefined,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PORT: String(PORT),
    HOST: '127.0.0.1',
  });
  const database = await bootstrapDatabase(config);
  const app = await buildApp({ config, database, logger: false });
  await app.listen({ host: '127.0.0.1', port: PORT });
  const browser = await chromium.launch({
    executablePath,
    args: ['--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const publicPages = PUBLIC_PAGES.filter((p) => !CHOSEN || CHOSEN.includes(p));
    const screens = SIGNED_IN_SCREENS.filter((s) => !CHOSEN || CHOSEN.includes(s));
    const measured = [
      ...publicPages.map((page) => ({ page, path: page, visit: undefined as SignedInVisit | undefined })),
      ...(screens.length ? await signedInScreens(app, database.db, screens) : []),
    ];
    console.log('| page | JavaScript without a gesture (brotli) | files |\n| --- | --- | --- |');
    for (const { page: name, path: pagePath, visit } of measured) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      if (visit) await prepareVisit(page, pagePath.split('?')[0] ?? pagePath, visit);
      const loaded = await scriptsLoadedWithoutGesture(page, `http://127.0.0.1:${PORT}${pagePath}`);
      console.log(`| \`${name}\` | ${kib(loaded.bytes)} | ${loaded.files.length} |`);
      if (LIST_FILES) {
        for (const f of loaded.files.sort((a, b) => b.bytes - a.bytes)) {
          console.log(`|   ${f.url} | ${kib(f.bytes)} | ${f.encoding} |`);
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
