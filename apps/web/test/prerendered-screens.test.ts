/**
 * The screens whose frame the build prerenders (the contract's PRERENDERED_SCREENS: the questionnaire), so it
 * paints from the HTML before the scripts load (issue 14). Checked on the built files, as a browser and a
 * crawler receive them: the frame is in the HTML, and the page stays a private screen, not a public page.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_ORIGIN_PLACEHOLDER, PRERENDERED_ROUTES, PRERENDERED_SCREENS } from '@upkeep/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { canonicalPath } from '../app/ui/meta';
import { ensureWebBuild } from './ensure-web-build';

const client = path.resolve(import.meta.dirname, '../build/client');
const pageFile = (route: string) => path.join(client, route.slice(1), 'index.html');

describe('prerendered screens', () => {
  beforeAll(() => ensureWebBuild(), 600_000);

  it('are screens of the app, not public pages: no canonical link, not in the sitemap', () => {
    expect(PRERENDERED_SCREENS).toContain('/questionnaire');
    for (const route of PRERENDERED_SCREENS) {
      // The sitemap (apps/api content/crawlers.ts) lists PRERENDERED_ROUTES, the public pages.
      expect(PRERENDERED_ROUTES, route).not.toContain(route);
      expect(canonicalPath(route), route).toBeNull();
    }
  });

  it('the questionnaire paints its frame from the HTML: heading, intro, the places of the fields', () => {
    const file = pageFile('/questionnaire');
    expect(existsSync(file), file).toBe(true);
    expect(existsSync(`${file}.br`), `${file}.br`).toBe(true);
    const html = readFileSync(file, 'utf8');
    const document = new DOMParser().parseFromString(html, 'text/html');
    expect(document.title).toBe('Questionnaire | UpKeep');
    const main = document.querySelector('main');
    expect(main?.querySelector('h1')?.textContent).toBe('Questionnaire');
    expect(main?.textContent).toContain('Answer a few questions and we will price the job with local companies.');
    expect(main?.querySelector('form')?.getAttribute('aria-busy')).toBe('true');
    expect(main?.textContent).toContain('Preferred date');
    expect(main?.textContent).toContain('Zip code');
    // The navigation bar and the footer paint with it.
    expect(document.querySelector('nav')).not.toBeNull();
    expect(document.querySelector('footer')).not.toBeNull();
    // A private screen: no canonical link, no share cards.
    expect(document.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.querySelector('meta[property="og:url"]')).toBeNull();
    // It paints before the scripts load, which still bring the questionnaire's own module.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/import \* as route\d+ from "\/assets\/questionnaire-[\w-]+\.js"/);
  });
});

describe('canonical links of the built pages', () => {
  beforeAll(() => ensureWebBuild(), 600_000);
  const head = (file: string) => new DOMParser().parseFromString(readFileSync(file, 'utf8'), 'text/html');

  it("the app shell, served for every screen that is not prerendered, names no page's address (issue 48)", () => {
    // It named the home page's, so /my-tickets or a misspelled landing page claimed to be /home.
    const shell = head(path.join(client, 'index.html'));
    expect(shell.querySelector('link[rel="canonical"]')).toBeNull();
    expect(shell.querySelector('meta[property="og:url"]')).toBeNull();
  });

  it("spec 001's plumbing page of Centennial Hills (one n) names its own address", () => {
    const page = head(pageFile('/plumbing-in-centenial-hills'));
    expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${BUILD_ORIGIN_PLACEHOLDER}/plumbing-in-centenial-hills`,
    );
    expect(page.title).toBe('Plumbing Repairs and Services in Centennial Hills | UpKeep');
  });
});
