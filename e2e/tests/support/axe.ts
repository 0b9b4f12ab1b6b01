import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG 2.1 A and AA rules axe-core checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Only the violations are read: axe skips gathering the details of what passed (a third of its time). */
const RUN_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: WCAG_TAGS }, resultTypes: ['violations'] };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core in each frame of the page that lacks it, then `axe.run` in the page itself. The product's frames are
 * its own (same origin: axe's default reaches them once injected), so nothing of @axe-core/playwright's
 * machinery is needed: its legacy mode injects the 650 KB source twice per check, its default mode finishes
 * each run in a new blank tab; this is about a third less per check (measured: 5.2 s against 7.9 s for 12).
 */
async function runAxe(page: Page): Promise<AxeResults> {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(AXE_SOURCE);
  }
  return page.evaluate(
    (options) =>
      (window as unknown as { axe: { run(c: Document, o: RunOptions): Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    RUN_OPTIONS,
  );
}

/**
 * Waits (2 s at most) for the page's finite animations and transitions to end: a dialog fading in is judged by
 * its colours half-way (a reviews modal's text was read at 2.3:1 on the overlay's grey while it appeared).
 */
async function settledAnimations(page: Page) {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY);
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    return Promise.race([done, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/** The two screens every accessibility walk judges: a desktop, and a 360 px phone. */
export const A11Y_VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 360, height: 780 },
} as const;

/**
 * The screen open now, judged on a desktop and then on a phone: the page is loaded once, at the desktop's size, and
 * narrowed to the phone's, as a window is (the layout follows from the CSS media queries and the app's media-query
 * hooks, which re-render on the change). Loading each screen again at the phone's size took half the walks' time
 * (each screen's scripts booted and its API answers fetched twice) to judge the same markup. `beforeEach` brings
 * on screen what must be judged at each size (a part that loads when scrolled to).
 */
export async function expectNoSeriousA11yViolationsOnEachViewport(
  page: Page,
  label: string,
  options: { beforeEach?: (page: Page) => Promise<void> } = {},
) {
  for (const [viewport, size] of Object.entries(A11Y_VIEWPORTS)) {
    if ((page.viewportSize()?.width ?? 0) !== size.width) {
      await page.setViewportSize(size);
      // The media-query hooks' re-render, then two frames painted at the new size.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(null)))),
      );
    }
    await options.beforeEach?.(page);
    await expectNoSeriousA11yViolations(page, `${label}, ${viewport}`, { soft: true });
  }
}

/**
 * The one accessibility check of the browser suite: axe-core on the page as it is now, failing on any
 * serious or critical violation, each listed with the elements it found and why (`soft`: record the
 * failure and go on, for a test that walks many pages).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), options: { soft?: boolean } = {}) {
  // A pointer left over a control would leave it in its hover state, which is not what axe should judge.
  await page.mouse.move(0, 0);
  await settledAnimations(page);
  const results = await runAxe(page);
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  (options.soft ? expect.soft : expect)(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`),
    `serious or critical accessibility violations on ${label}`,
  ).toEqual([]);
}
