/**
 * Every screen of the web app is a page the server knows (contract routes.ts `isWebRoute`): a screen missing
 * from the server's table loads with status 404 and is left out of what the server treats as the app's.
 */
import { isWebRoute } from '@upkeep/contract';
import { describe, expect, it } from 'vitest';
import routes from '../app/routes';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

const SAMPLE_PARAMS: Record<string, string> = {
  ':token': 'abcDEF123_-',
  ':accountId': 'acct_1',
  ':kind': 'lead',
  ':service': 'hvac-service',
  ':ticketId': '12',
  // The Spanish twins of the landing pages (one route, prerendered at each of SPANISH_ROUTES).
  ':page': 'hvac-in-summerlin',
  // The blog's articles (one route, prerendered at each of BLOG_ARTICLE_ROUTES).
  ':slug': 'fall-lawn-care-tips',
};

function paths(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => [...(entry.path ? [entry.path] : []), ...paths(entry.children ?? [])]);
}

describe('the route table of the web app', () => {
  it('has every screen known to the server as a page', () => {
    const screens = paths(routes as RouteEntry[]).filter((p) => p !== '*');
    expect(screens.length).toBeGreaterThan(90);
    // An optional segment (`es?/booking`: the funnel's screens in both languages) is two paths.
    const exploded = screens.flatMap((screen) =>
      screen.startsWith('es?/') ? [screen.slice(4), `es/${screen.slice(4)}`] : [screen],
    );
    expect(exploded).toContain('es/booking');
    for (const screen of exploded) {
      const sample = `/${screen.replace(/:[A-Za-z]+/g, (param) => SAMPLE_PARAMS[param] ?? '12')}`;
      expect(isWebRoute(sample), sample).toBe(true);
    }
  });
});
