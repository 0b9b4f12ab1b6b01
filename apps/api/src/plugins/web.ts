/**
 * Serves the built web app from the same process: hashed assets with long-lived caching, prerendered
 * public pages as their own HTML, and every other app route through the SPA shell (history fallback).
 * Unknown paths get the shell too, with status 404, and the app shows its not-found page. A page has one address:
 * its other spellings answer 301 to it (the contract's `respelledPath`, decision 0036).
 *
 * Text files are compressed at build (`apps/web/scripts/postbuild.mjs` writes `.br` and `.gz` beside
 * them) and sent as such to clients that accept them. Every HTML answer carries a CSP whose script-src
 * lists the hashes of that file's inline scripts. `/sitemap.xml` and `/robots.txt` are answered here.
 *
 * A company's page (`/pros/{slug}`, decision 0028) is rendered on request into its prerendered frame and kept
 * `COMPANY_PAGE_TTL_MS`; an old slug answers 301 to the new one, a company the public may not see 404. Its Spanish
 * twin (`/es/pros/{slug}`, issue 49) is rendered the same way into the Spanish frame, in Spanish.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { loadCompanyPageWords } from '@upkeep/company-page';
import {
  BUILD_ORIGIN_PLACEHOLDER,
  COMPANY_SLUG,
  companyPageFramePath,
  companyPagePath,
  isPrivateLinkPath,
  isWebRoute,
  LOCALES,
  type Locale,
  localeFromCookie,
  localeOfPath,
  respelledPath,
  SPANISH_PREFIX,
} from '@upkeep/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TestService } from '../config.ts';
import { preferredEncoding } from '../lib/cache-control.ts';
import { depsOf } from '../lib/deps.ts';
import { TtlCache } from '../lib/ttl-cache.ts';
import { companyDocument, companyPageData, isCompanyFrame } from '../modules/companies/pages/document.ts';
import {
  companyPageIsPublic,
  companySitemapEntries,
  lookupCompanyPage,
  newestReviews,
} from '../modules/companies/pages/service.ts';
import {
  robotsTxt,
  type SitemapDocuments,
  sitemapDocuments,
  sitemapEntries,
} from '../modules/operations/sitemap/crawlers.ts';
import { inlineScriptHashes, withScriptSources } from './csp.ts';
import { ROUTE_NOT_FOUND } from './error-handler.ts';
import { testModeBanner, withTestModeBanner } from './test-mode-banner.ts';

/** React Router writes this when the root is prerendered; older layouts have index.html instead. */
const SHELL_CANDIDATES = ['__spa-fallback.html', 'index.html'];
const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Headers that speak to a document (its framing, its scripts' sources, its referrer, its browsing context)
 * and mean nothing on a script or a stylesheet. Helmet sets them on every answer; the hashed assets go
 * without them: a landing page loads ~37 files, and these ~700 bytes of uncompressed HTTP/1.1 headers on
 * each were ~25 KB of its transfer (issue 14). `X-Content-Type-Options: nosniff` and
 * `Cross-Origin-Resource-Policy`, which do guard a script, stay.
 */
/** What a client would revalidate with, or resume a download by: an immutable hashed file is never asked again. */
const NEVER_REVALIDATED_HEADERS = ['etag', 'last-modified', 'accept-ranges'] as const;

const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
] as const;

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  registerCrawlerFiles(app, webDist);
  const shell = SHELL_CANDIDATES.find((file) => existsSync(path.join(webDist, file)));
  if (!shell) {
    app.log.warn({ webDist }, 'web app is not built: run `npm run build`; serving the API only');
    app.setNotFoundHandler((_request, reply) => notFoundEnvelope(reply));
    return;
  }
  const deps = depsOf(app);

  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // Prerendered pages live at <path>/index.html; they are served by the fallback below, not here.
    redirect: false,
    // `.br` and `.gz` siblings written at build; `Vary: Accept-Encoding` is set by the plugin.
    preCompressed: true,
    setHeaders(reply, filePath) {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'public, max-age=300');
      if (hashed && /\.(js|css)(\.br|\.gz)?$/.test(filePath)) {
        for (const name of [...DOCUMENT_ONLY_HEADERS, ...NEVER_REVALIDATED_HEADERS]) reply.removeHeader(name);
      }
    },
  });

  const pages = pageStore(webDist, app.config.publicUrl, app.config.isProduction ? app.config.testMode : []);
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return notFoundEnvelope(reply);
    }
    if (/\.[a-z0-9]+$/i.test(pathname)) {
      // A missing file (an old hashed asset, a typo): a plain 404, never the HTML shell.
      return reply.status(404).type('text/plain').send('Not found');
    }
    // Another spelling of a page (spec 000's, a landing page's with other case, separators or area spelling, a
    // trailing slash): one address per page, said by the server, keeping the query (decision 0036).
    // `/` for a visitor who chose Spanish (the language switch's cookie, issue 49) is the Spanish home, said for this
    // visit only; every other spelling is permanent.
    if (pathname === '/' && localeFromCookie(request.headers.cookie) === 'es') {
      return reply.header('vary', 'Cookie').redirect(`${SPANISH_PREFIX}/home${queryOf(request.url)}`, 302);
    }
    const respelled = respelledPath(pathname);
    if (respelled !== null) return reply.redirect(`${respelled}${queryOf(request.url)}`, 301);
    const company = companySlugOf(pathname);
    if (company !== null) {
      const { slug, locale } = company;
      // Not a slug at all, or a company the public may not see now (suspended a moment ago): 404 at once.
      const visible = COMPANY_SLUG.test(slug) && (await companyPageIsPublic(deps, slug));
      const answer = visible
        ? await companyPages(slug, pageNumberOf(request.url), locale)
        : COMPANY_SLUG.test(slug)
          ? await lookupCompanyPage(deps, slug).then((found) => (found.kind === 'moved' ? found : MISSING))
          : MISSING;
      if (answer.kind === 'moved')
        return reply.redirect(`${companyPagePath(answer.slug, locale)}${queryOf(request.url)}`, 301);
      if (answer.kind === 'page') return sendPage(request.headers['accept-encoding'], reply, answer.page, 200);
      return sendPage(request.headers['accept-encoding'], reply, pages(shell), 404);
    }
    // The company pages' frames are the server's to fill, not pages (their heads are placeholders).
    if (LOCALES.some((locale) => pathname.replace(/\/+$/, '') === companyPageFramePath(locale))) {
      return sendPage(request.headers['accept-encoding'], reply, pages(shell), 404);
    }
    const prerendered = prerenderedFile(webDist, pathname);
    const status = prerendered || isWebRoute(pathname) ? 200 : 404;
    const page = pages(prerendered ?? shell);
    return sendPage(request.headers['accept-encoding'], reply, page, status, pathname);
  });

  function sendPage(
    acceptEncoding: string | undefined,
    reply: FastifyReply,
    page: Page,
    status: number,
    pathname = '',
  ) {
    reply.header('cache-control', 'no-cache');
    // A private ticket link's path is its secret: never indexed, never sent on as a referrer, never cached.
    if (isPrivateLinkPath(pathname)) {
      reply
        .header('x-robots-tag', 'noindex')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-store');
    }
    // The banner adds no script, so the file's inline-script hashes hold for the labelled page too.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string')
      reply.header('content-security-policy', withScriptSources(policy, page.scriptHashes));
    const encoding = preferredEncoding(acceptEncoding);
    const variant = (encoding && page.variants[encoding]) || page.variants.identity;
    reply.header('vary', 'accept-encoding').header('etag', variant.etag);
    if (variant.encoding !== 'identity') reply.header('content-encoding', variant.encoding);
    return reply.status(status).type('text/html; charset=utf-8').send(variant.body);
  }

  // Company pages: rendered into the frame of their language, kept a short while per language, slug and review page.
  const frameFiles = new Map(
    LOCALES.map((locale) => [locale, prerenderedFile(webDist, companyPageFramePath(locale))] as const),
  );
  const rendered = new TtlCache<string, CompanyAnswer>(COMPANY_PAGE_TTL_MS, COMPANY_PAGES_KEPT);
  const companyPages = (slug: string, pageNumber: number, locale: Locale) =>
    rendered.get(`${locale}:${slug}?${pageNumber}`, async (): Promise<CompanyAnswer> => {
      const found = await lookupCompanyPage(deps, slug, pageNumber, locale);
      if (found.kind !== 'page') return found;
      const frameFile = frameFiles.get(locale);
      const frame = frameFile ? pages(frameFile) : null;
      const frameHtml = frame?.variants.identity.body.toString('utf8') ?? '';
      // A build without the frame (older than issue 32, or than issue 49 in Spanish): the shell, and the app asks.
      if (!frame || !isCompanyFrame(frameHtml)) return { kind: 'page', page: pages(shell) };
      await loadCompanyPageWords(locale);
      const html = companyDocument(
        frameHtml,
        companyPageData(found.page, found.pages, await newestReviews(deps, found), deps.now()),
        app.config.publicUrl,
        locale,
      );
      return { kind: 'page', page: renderedPage(html, frame.scriptHashes) };
    });
}

/**
 * How long a company's rendered page is kept: a new review, reply or check shows within a minute (issue 32),
 * and a page crawled or shared in a burst is rendered once.
 */
export const COMPANY_PAGE_TTL_MS = 30_000;
/** How many rendered company pages (a slug and a review page each) a process keeps at most. */
const COMPANY_PAGES_KEPT = 500;
const MISSING = { kind: 'missing' } as const;

type CompanyAnswer = { kind: 'page'; page: Page } | { kind: 'moved'; slug: string } | { kind: 'missing' };

/**
 * The slug and language of a company page's path (`/pros/{slug}`, `/es/pros/{slug}`), or null for any other path (the
 * frames' own included).
 */
function companySlugOf(pathname: string): { slug: string; locale: Locale } | null {
  const match = /^(?:\/es)?\/pros\/([^/]+)\/?$/.exec(pathname);
  const locale = localeOfPath(pathname);
  if (!match?.[1] || pathname.startsWith(companyPageFramePath(locale))) return null;
  try {
    return { slug: decodeURIComponent(match[1]), locale };
  } catch {
    return null;
  }
}

/** A request's query string with its `?`, or nothing. */
function queryOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? '' : url.slice(at);
}

/** `?page=N` of a company page (1 when absent or not a page number). */
function pageNumberOf(url: string): number {
  const raw = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '').get('page');
  const n = raw && /^[0-9]{1,5}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/** A page rendered on request: compressed once (brotli at a quality that costs a few milliseconds). */
function renderedPage(html: string, scriptHashes: string[]): Page {
  const identity = Buffer.from(html);
  const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
  const variant = (encoding: PageVariant['encoding'], body: Buffer): PageVariant => ({
    encoding,
    body,
    etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`,
  });
  return {
    variants: {
      identity: variant('identity', identity),
      br: variant('br', brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })),
      gzip: variant('gzip', gzipSync(identity, { level: 6 })),
    },
    scriptHashes,
    mtimeMs: 0,
    checkedAt: Date.now(),
  };
}

interface PageVariant {
  encoding: 'identity' | 'br' | 'gzip';
  body: Buffer;
  etag: string;
}

interface Page {
  variants: { identity: PageVariant; br?: PageVariant; gzip?: PageVariant };
  /** The hashes of the page's inline scripts, for its CSP. */
  scriptHashes: string[];
  mtimeMs: number;
  checkedAt: number;
}

/** How often a kept page looks at its file again (a new build under a running server is picked up). */
const PAGE_RECHECK_MS = 2_000;

/**
 * The HTML pages (prerendered pages and the shell), kept in memory as they are served: plain, brotli and gzip
 * (the files the build wrote), each with its ETag. Reading them from disk for every request (stat, open,
 * read, close of two files) was a tenth of the server's CPU under the booking mix (docs/benchmarks.md). In a
 * production installation running some services on test doubles (TEST_MODE), every page carries the "Test
 * mode" label (see test-mode-banner.ts) and is compressed here, once. Only files that exist are kept, so the
 * store is as large as the build.
 *
 * The build names a placeholder origin in canonical links, Open Graph and JSON-LD (the contract's
 * BUILD_ORIGIN_PLACEHOLDER): a page is kept with the server's own address (PUBLIC_URL) in its place, and
 * compressed here once when it had any, so a build made on another port or host never names its own address.
 */
function pageStore(webDist: string, publicUrl: string, testMode: readonly TestService[]) {
  const banner = testMode.length > 0 ? testModeBanner(testMode) : null;
  const pages = new Map<string, Page>();
  const variant = (encoding: PageVariant['encoding'], body: Buffer, hash: string): PageVariant => ({
    encoding,
    body,
    etag: `"${hash}${encoding === 'identity' ? '' : `-${encoding}`}"`,
  });
  const load = (relative: string, mtimeMs: number, now: number): Page => {
    const file = path.join(webDist, relative);
    const built = readFileSync(file, 'utf8');
    const html = withPublicOrigin(built, publicUrl);
    const served = banner ? withTestModeBanner(html, banner) : html;
    const rewritten = banner !== null || html !== built;
    const identity = Buffer.from(served);
    const hash = createHash('sha1').update(identity).digest('base64url').slice(0, 27);
    const sibling = (suffix: string) => (existsSync(`${file}${suffix}`) ? readFileSync(`${file}${suffix}`) : undefined);
    const br = rewritten
      ? brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } })
      : sibling('.br');
    const gzip = rewritten ? gzipSync(identity, { level: 9 }) : sibling('.gz');
    return {
      variants: {
        identity: variant('identity', identity, hash),
        ...(br ? { br: variant('br', br, hash) } : {}),
        ...(gzip ? { gzip: variant('gzip', gzip, hash) } : {}),
      },
      scriptHashes: inlineScriptHashes(html),
      mtimeMs,
      checkedAt: now,
    };
  };
  return (relative: string): Page => {
    const now = Date.now();
    const kept = pages.get(relative);
    if (kept && now - kept.checkedAt < PAGE_RECHECK_MS) return kept;
    const { mtimeMs } = statSync(path.join(webDist, relative));
    if (kept && kept.mtimeMs === mtimeMs) {
      kept.checkedAt = now;
      return kept;
    }
    const page = load(relative, mtimeMs, now);
    pages.set(relative, page);
    return page;
  };
}

/** A built page with the server's public address where the build wrote its placeholder origin. */
function withPublicOrigin(html: string, publicUrl: string): string {
  return html.includes(BUILD_ORIGIN_PLACEHOLDER) ? html.split(BUILD_ORIGIN_PLACEHOLDER).join(publicUrl) : html;
}

function registerCrawlerFiles(app: FastifyInstance, webDist: string) {
  const publicUrl = app.config.publicUrl;
  const startedAt = new Date();
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
  // The sitemap lists the live companies: kept an hour by caches at most, read from the database each time; requests
  // that arrive while it is being made share that one (a crawler's burst, or a flood, makes it once).
  const builtAt = (pathname: string) => {
    const file = path.join(webDist, pathname.slice(1), 'index.html');
    return existsSync(file) ? statSync(file).mtime : startedAt;
  };
  let making: Promise<SitemapDocuments> | null = null;
  const sitemap = () => {
    making ??= (async () => {
      // Each live company's page in both languages, each naming the other (issue 49).
      const companies = (await companySitemapEntries(app.db)).flatMap((c) => {
        const alternates = { en: companyPagePath(c.slug), es: companyPagePath(c.slug, 'es') };
        return LOCALES.map((locale) => ({ path: alternates[locale], lastmod: c.lastmod, alternates }));
      });
      return sitemapDocuments(publicUrl, sitemapEntries(builtAt, companies));
    })().finally(() => {
      making = null;
    });
    return making;
  };
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(xml);
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    sendXml(reply, (await sitemap()).root),
  );
  // Past 50,000 URLs, /sitemap.xml is an index of these files.
  app.get<{ Params: { part: string } }>(
    '/sitemap-:part(^\\d{1,6}).xml',
    { schema: { hide: true } },
    async (request, reply) => {
      const xml = (await sitemap()).parts[Number(request.params.part) - 1];
      if (xml === undefined) return reply.callNotFound();
      return sendXml(reply, xml);
    },
  );
}

function prerenderedFile(webDist: string, pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  if (!clean || clean.includes('..')) return null;
  const relative = path.join(clean.slice(1), 'index.html');
  return existsSync(path.join(webDist, relative)) ? relative : null;
}

/** The envelope of an unknown API path, written once: the same bytes for every such request. */
const NOT_FOUND_JSON = JSON.stringify({ statusCode: 404, message: ROUTE_NOT_FOUND, data: null });

function notFoundEnvelope(reply: FastifyReply) {
  return reply.status(404).type('application/json; charset=utf-8').send(NOT_FOUND_JSON);
}
