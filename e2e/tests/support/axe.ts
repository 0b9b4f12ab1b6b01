import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe-core checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The one accessibility check of the browser suite: axe-core on the page as it is now, failing on any
 * serious or critical violation, each listed with the elements it found and why (`soft`: record the
 * failure and go on, for a test that walks many pages).
 */
export async function expectNoSeriousA11yViolations(page: Page, label = page.url(), options: { soft?: boolean } = {}) {
  // A pointer left over a control would leave it in its hover state, which is not what axe should judge.
  await page.mouse.move(0, 0);
  // Only the violations are read: axe skips gathering the details of what passed (a third of its time).
  // In the page itself (axe.run): the default runs each frame apart and finishes in a new blank tab, a second
  // of a busy machine per check and nothing gained here (the product has no cross-origin frames to judge).
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  (options.soft ? expect.soft : expect)(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`),
    `serious or critical accessibility violations on ${label}`,
  ).toEqual([]);
}
