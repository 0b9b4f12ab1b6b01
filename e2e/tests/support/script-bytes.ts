/**
 * The JavaScript a page loads by itself (issue 48): what it imports before hydrating, then what its effects, the lazy
 * parts it renders first and its data's answers ask for, until the network is quiet; nothing is clicked, typed,
 * hovered or scrolled. Counted as sent: each script's body, brotli as the server compresses it. Used by the byte
 * budgets of web-weight.phone.spec.ts and by bench/web-bytes.ts.
 */
import type { Page, Request } from '@playwright/test';

/** How long the network must stay quiet, and how long a page may take to get there. */
const QUIET_MS = 2000;
const IDLE_TIMEOUT_MS = 30_000;

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
