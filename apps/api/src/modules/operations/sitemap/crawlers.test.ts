import { describe, expect, it } from 'vitest';
import { SITEMAP_URL_LIMIT, type SitemapEntry, sitemapDocuments } from './crawlers.ts';

const PUBLIC_URL = 'https://www.upkeep.example';
const entries = (count: number, lastmod = (i: number) => `2026-01-${String((i % 28) + 1).padStart(2, '0')}`) =>
  Array.from({ length: count }, (_, i): SitemapEntry => ({ path: `/pros/company-${i + 1}`, lastmod: lastmod(i) }));
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('the sitemap as files', () => {
  it('is one file while every URL fits in it (50,000 at most, the protocol’s limit)', () => {
    expect(SITEMAP_URL_LIMIT).toBe(50_000);
    const docs = sitemapDocuments(PUBLIC_URL, entries(3), 3);
    expect(docs.parts).toEqual([]);
    expect(docs.root).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(locs(docs.root)).toEqual([1, 2, 3].map((i) => `${PUBLIC_URL}/pros/company-${i}`));
  });

  it('past the limit, is an index of files of at most that many URLs, each dated by its newest URL', () => {
    const docs = sitemapDocuments(
      PUBLIC_URL,
      entries(7, (i) => (i === 4 ? '2026-03-09' : '2026-01-01')),
      3,
    );
    expect(docs.root).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(docs.root).not.toContain('<urlset');
    expect(docs.root).toContain(
      `<sitemap><loc>${PUBLIC_URL}/sitemap-1.xml</loc><lastmod>2026-01-01</lastmod></sitemap>`,
    );
    expect(docs.root).toContain(
      `<sitemap><loc>${PUBLIC_URL}/sitemap-2.xml</loc><lastmod>2026-03-09</lastmod></sitemap>`,
    );
    expect(docs.root).toContain(
      `<sitemap><loc>${PUBLIC_URL}/sitemap-3.xml</loc><lastmod>2026-01-01</lastmod></sitemap>`,
    );
    expect(docs.parts.map(locs)).toEqual([
      [1, 2, 3].map((i) => `${PUBLIC_URL}/pros/company-${i}`),
      [4, 5, 6].map((i) => `${PUBLIC_URL}/pros/company-${i}`),
      [`${PUBLIC_URL}/pros/company-7`],
    ]);
    for (const part of docs.parts)
      expect(part).toContain(
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      );
  });

  it('splits at 50,000 by default: 50,000 URLs are one file, 50,001 two', () => {
    expect(sitemapDocuments(PUBLIC_URL, entries(50_000)).parts).toHaveLength(0);
    const split = sitemapDocuments(PUBLIC_URL, entries(50_001));
    expect(split.parts.map((p) => locs(p).length)).toEqual([50_000, 1]);
  });
});
