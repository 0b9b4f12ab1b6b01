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
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { repoRoot } from '../apps/api/src/config.ts';
import { PHONE, scriptsLoadedWithoutGesture } from '../e2e/tests/support/script-bytes.ts';
import { serveFreshProduct } from './fresh-product.ts';
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
  // Issue 49: Spanish pages load their words too (the loader of Spanish and their area's catalogues).
  '/es/home',
  '/es/hvac-in-summerlin',
  '/es/contact',
  '/es/questionnaire?Service=4&ZipCode=89101',
];
const CHOSEN = process.env.WEB_BYTES_PAGES?.split(',').filter(Boolean);
const PORT = Number(process.env.WEB_BYTES_PORT ?? 3391);
const LIST_FILES = process.env.WEB_BYTES_FILES === '1';
const executablePath =
  process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p));

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

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function main() {
  if (!existsSync(path.join(repoRoot, 'apps/web/build/client/index.html'))) {
    throw new Error('no web build: node scripts/web-build.mjs');
  }
  const { app, database, stop } = await serveFreshProduct(PORT, 'upkeep-web-bytes-');
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
    await stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
