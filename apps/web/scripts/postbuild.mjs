#!/usr/bin/env node
/**
 * After `react-router build`:
 *
 * 1. Drops the `<link rel="modulepreload">` tags from every HTML page (prerendered pages and the app shell).
 *    React Router lists the page's whole static import graph (~40 scripts) as high-priority preloads at the
 *    top of the document, where on a slow phone network they share the bandwidth with the stylesheet and delay
 *    the first paint of content that is already in the HTML. Without them the page's module script loads the
 *    same graph as it imports it, after the content shows: Lighthouse mobile on /home went from 87 to 96-98,
 *    first contentful paint from 3.2 s to 1.1 s (docs/benchmarks.md). The inline module script keeps every
 *    import it had; nothing else changes.
 * 2. Writes the hreflang attribute of the language pairs' links (root.tsx) as HTML spells it: React writes its
 *    prop's name, `hrefLang`, which browsers read alike but crawlers' and tools' plain matching may not.
 * 3. Leans the route manifest every page loads (`assets/manifest-*.js`): React Router reads each route's flags by
 *    truth (`if (route.hasLoader)`), its `css` only when present, and its `imports` (the modules a route module
 *    imports) only for `<link rel="modulepreload">` tags: on the server's render and the prerender (which have the
 *    build's own manifest, not this file), before hydration, and for `<Link prefetch>`, which the app does not use. So
 *    the flags that are false or unread, the empty lists and every route's imports go: 8 KB brotli became 3 KB
 *    (the hashed names of the imports were most of it). A navigation loads a route's module, which imports its own
 *    modules, as before. The file keeps its name, which is the build's version, not a hash of its bytes.
 * 4. Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every text file of the client
 *    build that is worth compressing, so the server sends compressed bytes without compressing on each request
 *    (apps/api/src/plugins/web.ts keeps the pages in memory and serves the assets with preCompressed).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../build/client');
const TEXT_EXTENSIONS = new Set(['.html', '.js', '.css', '.svg', '.json', '.xml', '.txt', '.data', '.map']);
/** Below this a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const MODULEPRELOAD = /<link rel="modulepreload"[^>]*>/g;
const HREFLANG = /(<link rel="alternate") hrefLang=/g;
let pages = 0;
for (const file of files(client)) {
  if (path.extname(file) !== '.html') continue;
  const html = readFileSync(file, 'utf8');
  const lean = html.replace(MODULEPRELOAD, '').replace(HREFLANG, '$1 hreflang=');
  if (lean !== html) {
    writeFileSync(file, lean);
    pages += 1;
  }
}
console.log(`Dropped the modulepreload links of ${pages} pages`);

const MANIFEST_PREFIX = 'window.__reactRouterManifest=';
for (const name of readdirSync(path.join(client, 'assets'))) {
  if (!/^manifest-[\w-]+\.js$/.test(name)) continue;
  const file = path.join(client, 'assets', name);
  const source = readFileSync(file, 'utf8');
  if (!source.startsWith(MANIFEST_PREFIX)) throw new Error(`${name}: not the route manifest React Router writes`);
  const manifest = JSON.parse(source.slice(MANIFEST_PREFIX.length).replace(/;\s*$/, ''));
  for (const route of Object.values(manifest.routes)) {
    for (const [key, value] of Object.entries(route)) if (value === false) delete route[key];
    if (route.css?.length === 0) delete route.css;
    // Read by nothing in the browser's router (React Router 7.18), as above.
    delete route.hasDefaultExport;
    delete route.imports;
  }
  const lean = `${MANIFEST_PREFIX}${JSON.stringify(manifest)};`;
  writeFileSync(file, lean);
  console.log(`Leaned the route manifest: ${source.length} → ${lean.length} bytes`);
}

let count = 0;
let before = 0;
let after = 0;
for (const file of files(client)) {
  if (!TEXT_EXTENSIONS.has(path.extname(file)) || statSync(file).size < MIN_BYTES) continue;
  const raw = readFileSync(file);
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  count += 1;
  before += raw.length;
  after += br.length;
}
console.log(`Compressed ${count} files: ${(before / 1024).toFixed(0)} KiB → ${(after / 1024).toFixed(0)} KiB brotli`);
