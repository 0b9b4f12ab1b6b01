/**
 * The sitemap past the protocol's 50,000 URLs (issue 32): with that many live companies, `/sitemap.xml` becomes an
 * index of files of 50,000 URLs at most. The companies are made in one statement on a database of this file's own.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('the sitemap of a large marketplace', () => {
  let ctx: TestContext;
  let webDist: string;
  const get = (url: string) => ctx.app.inject({ method: 'GET', url });
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'upkeep-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<html><title>shell</title></html>');
    ctx = await buildTestApp(quickestDatabaseKind(), { env: { WEB_DIST: webDist }, serveWeb: true });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('is one file while it holds 50,000 URLs or fewer, and has no other part', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(res.body).not.toContain('<sitemapindex');
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });

  it('past 50,000 URLs is an index of files of 50,000 URLs at most, which together list every URL once', async () => {
    const before = locs((await get('/sitemap.xml')).body);
    // Each live company's page is listed in both languages (issue 49: /pros/{slug} and /es/pros/{slug}).
    const companies = Math.ceil((50_001 - before.length + 2) / 2);
    const added = companies * 2;
    await ctx.database.db.execute(sql`
      insert into companies (name, slug, logo, address, city, phone_number, email, state, active, live_at)
      select 'Bulk Company ' || g, 'bulk-company-' || g, '', '1 Main St', 'Las Vegas', '7025550100',
             'bulk-' || g || '@upkeep.test', 'live', true, timestamptz '2026-02-03 12:00:00Z'
        from generate_series(1, ${companies}::int) g`);
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const publicUrl = ctx.app.config.publicUrl;
    expect(locs(index.body)).toEqual([`${publicUrl}/sitemap-1.xml`, `${publicUrl}/sitemap-2.xml`]);
    const parts = [await get('/sitemap-1.xml'), await get('/sitemap-2.xml')];
    for (const part of parts) {
      expect(part.statusCode).toBe(200);
      expect(part.headers['content-type']).toContain('application/xml');
    }
    const listed = parts.map((part) => locs(part.body));
    expect(listed.map((urls) => urls.length)).toEqual([50_000, before.length + added - 50_000]);
    const all = listed.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(
      expect.arrayContaining([...before, `${publicUrl}/pros/bulk-company-1`, `${publicUrl}/es/pros/bulk-company-1`]),
    );
    expect((await get('/sitemap-3.xml')).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
  }, 120_000);
});
