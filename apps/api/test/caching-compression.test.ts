import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ServiceId } from '@upkeep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEAR_STATIC_CACHE_CONTROL } from '../src/lib/cache-control.ts';
import { buildTestApp, type TestContext } from './helpers.ts';

describe('API answers: compression and caching (issue 14)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp('pglite');
  });
  afterAll(() => ctx.close());

  it('compresses JSON above a small size for clients that accept it, and leaves small answers alone', async () => {
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/customer/services/features' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await ctx.app.inject({
      method: 'GET',
      url: '/api/customer/services/features',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/api/customer/services/features',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());

    const small = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    '/api/customer/services',
    `/api/customer/services/${ServiceId.Landscaping}`,
    `/api/customer/services/subservices/${ServiceId.Landscaping}`,
    '/api/customer/services/features',
    `/api/customer/features/${ServiceId.Landscaping}`,
    '/api/zip-codes/code/89101',
  ])('%s carries Cache-Control and an ETag, and answers 304 when unchanged', async (url) => {
    const first = await ctx.app.inject({ method: 'GET', url });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(NEAR_STATIC_CACHE_CONTROL);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    const stale = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
  });

  it('does not let a failed near-static answer be cached', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/customer/services/999999' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).not.toBe(NEAR_STATIC_CACHE_CONTROL);
  });
});
