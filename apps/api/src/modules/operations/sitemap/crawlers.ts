/**
 * What the product tells search engines: the sitemap of every public (prerendered) page and the robots
 * rules that keep private screens out of their indexes (issue 14), and the companies' pages (issue 32).
 */
import { BLOG_ARTICLES } from '@upkeep/content';
import {
  LOCALES,
  PRERENDERED_ROUTES,
  pathWithoutLocale,
  SPANISH_PREFIX,
  SPANISH_SCREEN_PATTERNS,
  SPANISH_SCREENS,
  translatedPaths,
  valleyToday,
} from '@upkeep/contract';

/**
 * Screens of one person's session (tickets, checkout, profile) and the portals that are not for the
 * public; a robots rule is a path prefix, so `/payment-` covers every payment screen and both spellings.
 */
export const PRIVATE_PATH_PREFIXES = [
  '/api/',
  '/my-tickets',
  '/list-tickets',
  '/detail-ticket',
  '/update-status',
  '/create-review',
  '/ticket-review',
  '/scheduled-ticket',
  '/booking',
  '/payment-',
  '/process-payment',
  '/profile',
  '/my-plans',
  '/my-question',
  '/my-booking',
  // A quote to read and answer (issue 50), a screen of the customer's or the guest's session.
  '/quote/',
  '/reset-password',
  '/dev/mailbox',
  // The company portal, without its public neighbour: a rule is a prefix, and `/pro` alone would keep the
  // company pages (`/pros/...`, issue 32) out too. `$` ends a rule (Google, Bing): the portal's root.
  '/pro$',
  '/pro/',
  '/staff',
] as const;

/** The private screens' Spanish twins (issue 49: `/es/my-tickets`...), kept out of the indexes as their English. */
export const SPANISH_PRIVATE_PATH_PREFIXES: readonly string[] = PRIVATE_PATH_PREFIXES.filter((prefix) =>
  [...SPANISH_SCREENS, ...SPANISH_SCREEN_PATTERNS].some((screen) => screen.startsWith(prefix)),
).map((prefix) => `${SPANISH_PREFIX}${prefix}`);

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...PRIVATE_PATH_PREFIXES, ...SPANISH_PRIVATE_PATH_PREFIXES].map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod: string;
  /** A page in both languages names each version (issue 49): its English path and its Spanish one. */
  alternates?: Readonly<Record<'en' | 'es', string>>;
}

/**
 * Every prerendered page with the date it last changed: an article's publication date, the blog index's
 * newest article, and for the other pages the valley's date their HTML was built (`builtAt` of that path); then the
 * pages the server renders (the live companies' pages, with the day each last changed).
 */
export function sitemapEntries(
  builtAt: (path: string) => Date,
  rendered: readonly SitemapEntry[] = [],
): SitemapEntry[] {
  const articleDates = new Map(BLOG_ARTICLES.map((a) => [`/blog/${a.slug}`, a.createdAt.slice(0, 10)]));
  const newestArticle = [...articleDates.values()].sort().at(-1);
  return PRERENDERED_ROUTES.map((path) => {
    // An article and the blog's index in Spanish (issue 49) change with their English twins.
    const english = pathWithoutLocale(path);
    const published = articleDates.get(english) ?? (english === '/blog' ? newestArticle : undefined);
    const alternates = translatedPaths(path);
    return { path, lastmod: published ?? valleyToday(builtAt(path)), ...(alternates ? { alternates } : {}) };
  }).concat(rendered);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(publicUrl + path)}"/>`;
  const urls = entries.map((e) => {
    const alternates = e.alternates;
    const links = alternates
      ? [...LOCALES.map((locale) => link(locale, alternates[locale])), link('x-default', alternates.en)].join('')
      : '';
    return `  <url><loc>${escapeXml(publicUrl + e.path)}</loc><lastmod>${e.lastmod}</lastmod>${links}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The most URLs one sitemap file may list (sitemaps.org; its other limit, 50 MB, is far off at this length). */
export const SITEMAP_URL_LIMIT = 50_000;

/** The address of the `part`-th file (from 1) of a sitemap split in several. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

export interface SitemapDocuments {
  /** `/sitemap.xml`: every URL, or past the limit the index of the parts. */
  root: string;
  /** `/sitemap-1.xml`, `/sitemap-2.xml`…: empty while one file holds every URL. */
  parts: string[];
}

/**
 * The sitemap as its files: one while the URLs fit in one (the common case), else an index at `/sitemap.xml` naming
 * files of `limit` URLs each, every one with the newest `lastmod` of its URLs (the protocol's sitemap index).
 */
export function sitemapDocuments(
  publicUrl: string,
  entries: SitemapEntry[],
  limit = SITEMAP_URL_LIMIT,
): SitemapDocuments {
  if (entries.length <= limit) return { root: sitemapXml(publicUrl, entries), parts: [] };
  const chunks: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += limit) chunks.push(entries.slice(start, start + limit));
  const files = chunks.map(
    (chunk, i) =>
      `  <sitemap><loc>${escapeXml(publicUrl + sitemapPartPath(i + 1))}</loc><lastmod>${chunk
        .map((e) => e.lastmod)
        .reduce((a, b) => (b > a ? b : a))}</lastmod></sitemap>`,
  );
  const root = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...files,
    '</sitemapindex>',
    '',
  ].join('\n');
  return { root, parts: chunks.map((chunk) => sitemapXml(publicUrl, chunk)) };
}
