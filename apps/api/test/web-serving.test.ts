import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import {
  BUILD_ORIGIN_PLACEHOLDER,
  LANDING_ROUTES,
  PRERENDERED_ROUTES,
  PRERENDERED_SCREENS,
  ROUTE_REDIRECTS,
  SPANISH_ROUTES,
} from '@upkeep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';

const INLINE_SCRIPTS = ['window.__ctx = {"a":1};', 'import("/assets/entry-AbC123.js");'];
const HOME_HTML = `<html><head><title>Home | UpKeep</title><script>${INLINE_SCRIPTS[0]}</script>
<script type="application/ld+json">{"@type":"WebSite"}</script><script src="/assets/entry-AbC123.js"></script></head>
<body><script type="module">${INLINE_SCRIPTS[1]}</script></body></html>`;
/** A prerendered screen's frame (the questionnaire: contract's PRERENDERED_SCREENS), with its own inline script. */
const QUESTIONNAIRE_SCRIPT = 'window.__ctx = {"q":1};';
const QUESTIONNAIRE_HTML = `<html><head><title>Questionnaire | UpKeep</title><script>${QUESTIONNAIRE_SCRIPT}</script></head>
<body><main><form aria-busy="true"><h1>Questionnaire</h1></form></main></body></html>`;
/** Spec 001's plumbing page of Centennial Hills (one n), as the build writes it: its own canonical link. */
const CENTENNIAL_HILLS_PLUMBING_HTML = `<html><head><title>Plumbing Repairs and Services in Centennial Hills | UpKeep</title>
<link rel="canonical" href="${BUILD_ORIGIN_PLACEHOLDER}/plumbing-in-centenial-hills"/></head><body><h1>Plumbing</h1></body></html>`;
const SHELL_HTML = '<html><head><title>shell</title></head><body></body></html>';
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function scriptSrc(policy: string | undefined): string[] {
  const directive = String(policy)
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe('serving the built web app', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'upkeep-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL_HTML);
    mkdirSync(path.join(webDist, 'home'));
    writeFileSync(path.join(webDist, 'home', 'index.html'), HOME_HTML);
    // What the build's postbuild step writes beside every text file.
    writeFileSync(path.join(webDist, 'home', 'index.html.br'), brotliCompressSync(HOME_HTML));
    writeFileSync(path.join(webDist, 'home', 'index.html.gz'), gzipSync(HOME_HTML));
    mkdirSync(path.join(webDist, 'questionnaire'));
    writeFileSync(path.join(webDist, 'questionnaire', 'index.html'), QUESTIONNAIRE_HTML);
    writeFileSync(path.join(webDist, 'questionnaire', 'index.html.br'), brotliCompressSync(QUESTIONNAIRE_HTML));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'entry-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'assets', 'entry-AbC123.js.br'), brotliCompressSync('console.log(1)'));
    writeFileSync(path.join(webDist, 'assets', 'entry-AbC123.js.gz'), gzipSync('console.log(1)'));
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
    mkdirSync(path.join(webDist, 'plumbing-in-centenial-hills'));
    writeFileSync(path.join(webDist, 'plumbing-in-centenial-hills', 'index.html'), CENTENNIAL_HILLS_PLUMBING_HTML);
    ctx = await buildTestApp(quickestDatabaseKind(), { env: { WEB_DIST: webDist }, serveWeb: true });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a prerendered page as its own HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Home | UpKeep');
    // One address per public page: the trailing slash is another spelling (decision 0036).
    const slashed = await ctx.app.inject({ method: 'GET', url: '/home/' });
    expect(slashed.statusCode).toBe(301);
    expect(slashed.headers.location).toBe('/home');
  });

  it("answers spec 001's own landing path 200 with its own canonical link, not the home page's", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/plumbing-in-centenial-hills' });
    expect(res.statusCode).toBe(200);
    const canonical = [...res.body.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((m) => m[1]);
    expect(canonical).toEqual([`${ctx.app.config.publicUrl}/plumbing-in-centenial-hills`]);
  });

  it("answers another spelling of a landing page 301 to spec 001's path, keeping the query", async () => {
    const spellings: [string, string][] = [
      // The area's other spelling (two n: the area's own name; spec 001 spells this page with one).
      ['/plumbing-in-centennial-hills', '/plumbing-in-centenial-hills'],
      ['/hvac-in-centenial-hills', '/hvac-in-centennial-hills'],
      // Case, underscores, spaces, a trailing slash.
      ['/Plumbing-In-Centennial-Hills', '/plumbing-in-centenial-hills'],
      ['/HVAC-in-Summerlin', '/hvac-in-summerlin'],
      ['/landscaping_in_north_las_vegas', '/landscaping-in-north-las-vegas'],
      ['/hvac%20in%20sunrise%20manor', '/hvac-in-sunrise-manor'],
      ['/plumbing-in-centenial-hills/', '/plumbing-in-centenial-hills'],
      ['/hvac-in-summerlin//', '/hvac-in-summerlin'],
      // Without its `in`, or run together.
      ['/plumbing-henderson', '/plumbing-in-henderson'],
      ['/landscapinginboulder-city', '/landscaping-in-boulder-city'],
      // The main and sub-service pages.
      ['/Landscaping', '/landscaping'],
      ['/hvac_repairs', '/hvac-repairs'],
      ['/Water-Heating/', '/water-heating'],
    ];
    for (const [from, to] of spellings) {
      for (const query of ['', '?utm_source=mail&Service=1']) {
        const res = await ctx.app.inject({ method: 'GET', url: `${from}${query}` });
        expect(res.statusCode, from).toBe(301);
        expect(res.headers.location, from).toBe(`${to}${query}`);
      }
    }
    expect((await ctx.app.inject({ method: 'HEAD', url: '/plumbing-in-centennial-hills' })).statusCode).toBe(301);
  });

  it('sends `/` to the Spanish home for a visitor who chose Spanish, for that visit only (issue 49)', async () => {
    const chosen = await ctx.app.inject({
      method: 'GET',
      url: '/?Source=mail',
      headers: { cookie: 'a=1; upkeep_locale=es' },
    });
    expect(chosen.statusCode).toBe(302);
    expect(chosen.headers.location).toBe('/es/home?Source=mail');
    expect(chosen.headers.vary).toContain('Cookie');
    for (const cookie of ['upkeep_locale=en', 'upkeep_locale=fr', '']) {
      const res = await ctx.app.inject({ method: 'GET', url: '/', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(301);
      expect(res.headers.location, cookie).toBe('/home');
    }
    // A page asked for is the page served, whatever the cookie or the browser's language.
    const asked = await ctx.app.inject({
      method: 'GET',
      url: '/home',
      headers: { cookie: 'upkeep_locale=es', 'accept-language': 'es-MX,es;q=0.9' },
    });
    expect(asked.statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/es/hvac-in-summerlin' })).statusCode).toBe(200);
  });

  it("answers spec 000's spellings, `/` and the portals' roots 301 to the canonical path, keeping the query", async () => {
    for (const [from, to] of Object.entries(ROUTE_REDIRECTS)) {
      const res = await ctx.app.inject({ method: 'GET', url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    const signIn = await ctx.app.inject({ method: 'GET', url: '/signin/?from=email' });
    expect(signIn.statusCode).toBe(301);
    expect(signIn.headers.location).toBe('/sign-in?from=email');
  });

  it('leaves the canonical paths, the screens and unknown look-alikes alone', async () => {
    for (const page of ['/home', '/plumbing-in-centenial-hills']) {
      expect((await ctx.app.inject({ method: 'GET', url: page })).statusCode, page).toBe(200);
    }
    // Not a page of the route table, however close: 404 as any unknown path.
    for (const url of ['/plumbing-in-las-vegas', '/plumbing-in-centennial', '/plumbingx']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it("serves a prerendered screen's frame for its links, whatever their query, never cached without asking", async () => {
    for (const url of [
      '/questionnaire',
      '/questionnaire?Service=4&ZipCode=89101',
      '/questionnaire/?Service=Plumbing',
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(QUESTIONNAIRE_HTML);
      expect(scriptSrc(res.headers['content-security-policy'] as string)).toContain(sha256(QUESTIONNAIRE_SCRIPT));
    }
  });

  it('falls back to the app shell for app routes, with status 200', async () => {
    for (const url of ['/my-tickets', '/booking?x=1', '/scheduled-ticket/4/12', '/sign-in']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('shell');
    }
  });

  it('answers unknown paths with the shell and status 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('caches hashed assets for a year and never serves HTML for a missing file', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/entry-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=300');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/old-XyZ.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it("sends a script or a stylesheet without the document's headers, but with those that guard a script", async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asset = await ctx.app.inject({
        method: 'GET',
        url: '/assets/entry-AbC123.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.statusCode).toBe(200);
      // Nor what revalidation would use: a hashed file is immutable, never asked again.
      for (const name of [
        'content-security-policy',
        'x-frame-options',
        'strict-transport-security',
        'referrer-policy',
        'etag',
        'last-modified',
      ]) {
        expect(asset.headers[name], `${encoding}: ${name}`).toBeUndefined();
      }
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    // A file that can change keeps its validators; a page keeps every header.
    expect((await ctx.app.inject({ method: 'GET', url: '/favicon.svg' })).headers.etag).toBeTruthy();
    const page = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the brotli or gzip file written at build to clients that accept it', async () => {
    const br = await ctx.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(HOME_HTML);
    const gz = await ctx.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HOME_HTML);
  });

  it('answers 304 to a browser holding the page it would send, per encoding', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/home',
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    const plain = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(plain.headers.etag).not.toBe(etag);
  });

  it('serves a page rebuilt under the running server once it has looked at the file again', async () => {
    writeFileSync(path.join(webDist, 'index.html'), '<html><title>shell, rebuilt</title></html>');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await ctx.app.inject({ method: 'GET', url: '/my-tickets' })).body).toContain('shell, rebuilt');
  });

  it("allows no inline script but the page's own: script-src lists their hashes, never 'unsafe-inline'", async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
    const sources = scriptSrc(page.headers['content-security-policy'] as string);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).toContain("'self'");
    for (const script of INLINE_SCRIPTS) expect(sources).toContain(sha256(script));
    // JSON-LD is data, not script: it needs no hash.
    expect(sources.filter((s) => s.startsWith("'sha256-"))).toHaveLength(INLINE_SCRIPTS.length);

    const api = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(scriptSrc(api.headers['content-security-policy'] as string)).not.toContain("'unsafe-inline'");
  });

  it('answers robots.txt naming the sitemap and keeping private screens out', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const lines = res.body.split('\n');
    expect(lines).toContain(`Sitemap: ${ctx.app.config.publicUrl}/sitemap.xml`);
    for (const path of [
      '/my-tickets',
      '/detail-ticket',
      '/payment-',
      '/booking',
      '/profile',
      '/dev/mailbox',
      '/pro$',
      '/pro/',
      '/staff',
      // The Spanish twins of the private screens (issue 49).
      '/es/my-tickets',
      '/es/detail-ticket',
      '/es/payment-',
      '/es/booking',
      '/es/profile',
      '/es/my-plans',
      '/es/my-booking',
      '/es/my-question',
      '/es/reset-password',
      // A quote to read and answer (issue 50), in both languages.
      '/quote/',
      '/es/quote/',
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    // A screen without a twin has no Spanish rule.
    expect(lines).not.toContain('Disallow: /es/staff');
    // No public page is disallowed by a prefix rule.
    const disallowed = lines.filter((l) => l.startsWith('Disallow: ')).map((l) => l.slice('Disallow: '.length));
    for (const page of PRERENDERED_ROUTES)
      expect(
        disallowed.some((prefix) => page.startsWith(prefix)),
        page,
      ).toBe(false);
  });

  it('answers sitemap.xml with every public page and its last-modified date', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const urls = [...res.body.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod>(.*?)<\/url>/g)];
    // The prerendered pages, then the live companies' pages (rendered by the server: company-pages.test.ts).
    const locs = urls.map((m) => m[1]).filter((loc) => !loc?.includes('/pros/'));
    expect(locs).toEqual(PRERENDERED_ROUTES.map((p) => `${ctx.app.config.publicUrl}${p}`));
    expect(locs).toHaveLength(10 + 9 + LANDING_ROUTES.length + SPANISH_ROUTES.length);
    // Issue 49: a page in both languages names both versions, and English as the default.
    const home = urls.find((m) => m[1] === `${ctx.app.config.publicUrl}/es/home`)?.[3];
    expect(home).toBe(
      [
        `<xhtml:link rel="alternate" hreflang="en" href="${ctx.app.config.publicUrl}/home"/>`,
        `<xhtml:link rel="alternate" hreflang="es" href="${ctx.app.config.publicUrl}/es/home"/>`,
        `<xhtml:link rel="alternate" hreflang="x-default" href="${ctx.app.config.publicUrl}/home"/>`,
      ].join(''),
    );
    // The other public pages too (about, the blog and its articles...); a page in English only names none.
    expect(urls.find((m) => m[1] === `${ctx.app.config.publicUrl}/about`)?.[3]).toContain(
      `hreflang="es" href="${ctx.app.config.publicUrl}/es/about"/>`,
    );
    expect(urls.find((m) => m[1] === `${ctx.app.config.publicUrl}/optout`)?.[3]).toBe('');
    // A Spanish article was published with its English twin.
    expect(res.body).toContain(
      `<loc>${ctx.app.config.publicUrl}/es/blog/fall-lawn-care-tips</loc><lastmod>2025-10-14</lastmod>`,
    );
    // A prerendered screen of the app is no public page, though its HTML is there.
    for (const screen of PRERENDERED_SCREENS) expect(res.body, screen).not.toContain(`${screen}</loc>`);
    expect(res.body).toContain(
      `<loc>${ctx.app.config.publicUrl}/blog/fall-lawn-care-tips</loc><lastmod>2025-10-14</lastmod>`,
    );
    expect(res.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
  });

  it('keeps unknown API paths in the JSON envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, data: null });
  });
});

describe('a prerendered page’s links name the address the server runs at', () => {
  const PUBLIC_URL = 'https://www.upkeep.example';
  /** What the build writes: the placeholder origin in the canonical link, Open Graph and JSON-LD. */
  const BUILT = BUILD_ORIGIN_PLACEHOLDER;
  const ABOUT_HTML = `<html><head><title>About | UpKeep</title><link rel="canonical" href="${BUILT}/about"/>
<meta property="og:url" content="${BUILT}/about"/><meta property="og:image" content="${BUILT}/images/share/upkeep-1200x630.jpg"/>
<script type="application/ld+json">{"@graph":[{"@id":"${BUILT}/#organization","url":"${BUILT}/home"}]}</script>
<script>window.__ctx = {"about":1};</script></head><body><h1>About</h1></body></html>`;
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'upkeep-web-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL_HTML);
    mkdirSync(path.join(webDist, 'about'));
    writeFileSync(path.join(webDist, 'about', 'index.html'), ABOUT_HTML);
    writeFileSync(path.join(webDist, 'about', 'index.html.br'), brotliCompressSync(ABOUT_HTML));
    writeFileSync(path.join(webDist, 'about', 'index.html.gz'), gzipSync(ABOUT_HTML));
    ctx = await buildTestApp(quickestDatabaseKind(), { env: { WEB_DIST: webDist, PUBLIC_URL }, serveWeb: true });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('has its canonical link, og:url and JSON-LD at PUBLIC_URL, in every encoding', async () => {
    const bodies = [
      (await ctx.app.inject({ method: 'GET', url: '/about' })).body,
      brotliDecompressSync(
        (await ctx.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'br' } })).rawPayload,
      ).toString(),
      gunzipSync(
        (await ctx.app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } })).rawPayload,
      ).toString(),
    ];
    for (const body of bodies) {
      expect(body).toContain(`<link rel="canonical" href="${PUBLIC_URL}/about"/>`);
      expect(body).toContain(`<meta property="og:url" content="${PUBLIC_URL}/about"/>`);
      expect(body).toContain(`"@id":"${PUBLIC_URL}/#organization","url":"${PUBLIC_URL}/home"`);
      expect(body).not.toContain(BUILT);
    }
  });

  it('keeps its inline scripts allowed by their hashes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/about' });
    expect(scriptSrc(res.headers['content-security-policy'] as string)).toContain(
      sha256('window.__ctx = {"about":1};'),
    );
  });

  it('is the placeholder the web build writes', () => {
    const viteConfig = readFileSync(path.resolve(import.meta.dirname, '../../web/vite.config.ts'), 'utf8');
    expect(viteConfig).toContain(`const BUILD_ORIGIN_PLACEHOLDER = '${BUILD_ORIGIN_PLACEHOLDER}';`);
  });

  it('is listed in the sitemap and robots.txt at PUBLIC_URL', async () => {
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/about</loc>`);
    expect(sitemap.body).not.toContain('127.0.0.1');
    const robots = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body.split('\n')).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
