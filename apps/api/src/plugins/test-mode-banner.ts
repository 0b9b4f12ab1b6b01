/**
 * The "Test mode" label of a production installation that runs some outside services on their offline
 * test doubles (TEST_MODE). The server writes it into every HTML page it serves, right after <body>, rather
 * than the web app fetching /api/config on every page: prerendered landing pages stay as cheap as they are,
 * the label is there before any script runs (and without JavaScript), and no page can forget it.
 *
 * Hydration: the root layout hydrates the whole document, and React 19 skips elements it does not expect
 * among <body>'s children (as it does for browser extensions' elements), leaving them in place. The label is
 * a custom element, a tag React never renders, so it can never be mistaken for the app's first element.
 */

import type { TestService } from '../config.ts';
import { escapeHtml } from '../lib/format.ts';

const WHAT_IS_SIMULATED: Record<TestService, string> = {
  payments: 'payments are simulated, no card is charged',
  mail: 'e-mails are not sent, they stay on the server',
  sms: 'text messages are not sent, they stay on the server',
};

/** Inline styles: the page's own CSS may not be loaded yet, and the label must not depend on it. */
const STYLE =
  'display:block;margin:0;padding:8px 16px;background:#fff3bf;color:#5c3c00;border-bottom:2px solid #f08c00;' +
  'font:600 15px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;text-align:center';

export function testModeText(services: readonly TestService[]): string {
  return `Test mode: ${services.map((service) => WHAT_IS_SIMULATED[service]).join('; ')}.`;
}

/** The label's markup: a region of its own (so it is not stray content outside landmarks) with a status. */
export function testModeBanner(services: readonly TestService[]): string {
  return `<upkeep-test-mode role="region" aria-label="Test mode" style="${STYLE}"><p role="status" style="margin:0">${escapeHtml(testModeText(services))}</p></upkeep-test-mode>`;
}

/** The page with the label right after its <body> tag (no whitespace added: nothing for hydration to trip on). */
export function withTestModeBanner(html: string, banner: string): string {
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return `${banner}${html}`;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}${banner}${html.slice(at)}`;
}
