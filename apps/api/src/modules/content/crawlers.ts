/**
 * What the product tells search engines: the sitemap of every public (prerendered) page and the robots
 * rules that keep private screens out of their indexes (issue 14), and the companies' pages (issue 32).
 */
import { BLOG_ARTICLES } from '@upkeep/content';
import { PRERENDERED_ROUTES } from '@upkeep/contract';

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
  '/reset-password',
  '/dev/mailbox',
  // The company portal, without its public neighbour: a rule is a prefix, and `/pro` alone would keep the
  // company pages (`/pros/...`, issue 32) out too. `$` ends a rule (Google, Bing): the portal's root.
  '/pro$',
  '/pro/',
  '/staff',
] as const;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export interface SitemapEntry {
  path: string;
  /** YYYY-MM-DD */
  lastmod: string;
}

/**
 * Every prerendered page with the date it last changed: an article's publication date, the blog index's
 * newest article, and for the other pages the date their HTML was built (`builtAt` of that path); then the
 * pages the server renders (the live companies' pages, with the day each last changed).
 */
export function sitemapEntries(
  builtAt: (path: string) => Date,
  rendered: readonly SitemapEntry[] = [],
): SitemapEntry[] {
  const articleDates = new Map(BLOG_ARTICLES.map((a) => [`/blog/${a.slug}`, a.createdAt.slice(0, 10)]));
  const newestArticle = [...articleDates.values()].sort().at(-1);
  return PRERENDERED_ROUTES.map((path) => {
    const published = articleDates.get(path) ?? (path === '/blog' ? newestArticle : undefined);
    return { path, lastmod: published ?? builtAt(path).toISOString().slice(0, 10) };
  }).concat(rendered);
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
  const urls = entries.map(
    (e) => `  <url><loc>${escapeXml(publicUrl + e.path)}</loc><lastmod>${e.lastmod}</lastmod></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
