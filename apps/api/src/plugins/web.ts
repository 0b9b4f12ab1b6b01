/**
 * Serves the built web app from the same process: hashed assets with long-lived caching, prerendered
 * public pages as their own HTML, and every other app route through the SPA shell (history fallback).
 * Unknown paths get the shell too, with status 404, and the app shows its not-found page.
 *
 * Text files are compressed at build (`apps/web/scripts/postbuild.mjs` writes `.br` and `.gz` beside
 * them) and sent as such to clients that accept them. Every HTML answer carries a CSP whose script-src
 * lists the hashes of that file's inline scripts. `/sitemap.xml` and `/robots.txt` are answered here.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isWebRoute } from '@upkeep/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { robotsTxt, sitemapEntries, sitemapXml } from '../modules/content/crawlers.ts';
import { inlineScriptHashes, withScriptSources } from './csp.ts';
import { ROUTE_NOT_FOUND } from './error-handler.ts';
import { testModeBanner, withTestModeBanner } from './test-mode-banner.ts';

/** React Router writes this when the root is prerendered; older layouts have index.html instead. */
const SHELL_CANDIDATES = ['__spa-fallback.html', 'index.html'];
const ONE_YEAR_SECONDS = 31_536_000;

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  registerCrawlerFiles(app, webDist);
  const shell = SHELL_CANDIDATES.find((file) => existsSync(path.join(webDist, file)));
  if (!shell) {
    app.log.warn({ webDist }, 'web app is not built: run `npm run build`; serving the API only');
    app.setNotFoundHandler((_request, reply) => notFoundEnvelope(reply));
    return;
  }

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
    },
  });

  const labelled = labelledPages(app, webDist);
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
    const prerendered = prerenderedFile(webDist, pathname);
    const status = prerendered || isWebRoute(pathname) ? 200 : 404;
    const file = prerendered ?? shell;
    reply.header('cache-control', 'no-cache');
    // The banner adds no script, so the file's inline-script hashes hold for the labelled page too.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      reply.header('content-security-policy', withScriptSources(policy, scriptHashes(path.join(webDist, file))));
    }
    if (labelled) {
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .send(await labelled(file));
    }
    return reply.status(status).type('text/html').sendFile(file, webDist);
  });
}

/**
 * In a production installation running some services on test doubles (TEST_MODE), every page is served
 * with the "Test mode" label (see test-mode-banner.ts); the labelled pages are kept in memory, as the
 * build does not change under a running server. Elsewhere pages are sent as they are on disk.
 */
function labelledPages(app: FastifyInstance, webDist: string) {
  const { isProduction, testMode } = app.config;
  if (!isProduction || testMode.length === 0) return null;
  const banner = testModeBanner(testMode);
  const pages = new Map<string, Promise<string>>();
  return (relative: string): Promise<string> => {
    let page = pages.get(relative);
    if (!page) {
      page = readFile(path.join(webDist, relative), 'utf8').then((html) => withTestModeBanner(html, banner));
      page.catch(() => pages.delete(relative));
      pages.set(relative, page);
    }
    return page;
  };
}

/** The inline-script hashes of each HTML file, computed once per version of the file. */
const hashCache = new Map<string, { mtimeMs: number; hashes: string[] }>();

function scriptHashes(file: string): string[] {
  const { mtimeMs } = statSync(file);
  const cached = hashCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.hashes;
  const hashes = inlineScriptHashes(readFileSync(file, 'utf8'));
  hashCache.set(file, { mtimeMs, hashes });
  return hashes;
}

function registerCrawlerFiles(app: FastifyInstance, webDist: string) {
  const publicUrl = app.config.publicUrl;
  const startedAt = new Date();
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
  );
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const builtAt = (pathname: string) => {
      const file = path.join(webDist, pathname.slice(1), 'index.html');
      return existsSync(file) ? statSync(file).mtime : startedAt;
    };
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(publicUrl, sitemapEntries(builtAt)));
  });
}

function prerenderedFile(webDist: string, pathname: string): string | null {
  const clean = pathname.replace(/\/+$/, '');
  if (!clean || clean.includes('..')) return null;
  const relative = path.join(clean.slice(1), 'index.html');
  return existsSync(path.join(webDist, relative)) ? relative : null;
}

function notFoundEnvelope(reply: FastifyReply) {
  return reply.status(404).send({ statusCode: 404, message: ROUTE_NOT_FOUND, data: null });
}
