/**
 * Lighthouse on one screen of a signed-in visitor (bench-web.ts runs it in a child process):
 * `node --import tsx bench/lighthouse-signed-in.ts <url> <report.json> <visit.json>`.
 *
 * The Lighthouse CLI opens every page in a browser with empty storage, so it can only measure what a stranger sees.
 * Here the browser is Lighthouse's own (chrome-launcher, the same flags), driven through Puppeteer: before the
 * screen's document runs a script, the visitor's session is written where the web app keeps it (localStorage, as the
 * sign-in screen leaves it) and, for a screen that another screen hands its data to (the offers, from the
 * questionnaire), that data is put in the history entry as React Router's navigation leaves it. Lighthouse then
 * loads the screen as usual (mobile, simulated slow 4G and 4× CPU slowdown), without clearing the storage.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/** What the visitor's browser holds before the screen loads. */
export interface SignedInVisit {
  /** localStorage of the product's origin, key to value. */
  storage: Record<string, string>;
  /** React Router's location state of the screen's history entry (`history.state.usr`), when it takes one. */
  historyState?: unknown;
}

/** The page's globals the scripts that prepare a visit use (here and in web-bytes.ts). */
export interface BrowserGlobals {
  location: { pathname: string };
  localStorage: { setItem(key: string, value: string): void };
  history: { state: unknown; replaceState(state: unknown, unused: string): void };
}

async function main() {
  const [url, reportPath, visitPath] = process.argv.slice(2);
  if (!url || !reportPath || !visitPath) throw new Error('usage: lighthouse-signed-in.ts <url> <report> <visit.json>');
  const visit = JSON.parse(readFileSync(visitPath, 'utf8')) as SignedInVisit;
  const chromeFlags = (process.env.LIGHTHOUSE_CHROME_FLAGS ?? '--headless').split(' ');
  const chrome = await launch({ chromePath: process.env.CHROME_PATH, chromeFlags });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const target = new URL(url);
    await page.evaluateOnNewDocument(
      (storage: Record<string, string>, pathname: string, historyState: unknown) => {
        // Runs in the page (this project's types are Node's, not the DOM's).
        const page = globalThis as unknown as BrowserGlobals;
        if (page.location.pathname !== pathname) return;
        for (const [key, value] of Object.entries(storage)) page.localStorage.setItem(key, value);
        if (historyState !== undefined && page.history.state === null) {
          page.history.replaceState({ usr: historyState, key: 'bench', idx: 0 }, '');
        }
      },
      visit.storage,
      target.pathname,
      visit.historyState,
    );
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // The session written above is the point of the run.
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse answered nothing for ${url}`);
    writeFileSync(reportPath, typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr));
    await browser.disconnect();
  } finally {
    chrome.kill();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
