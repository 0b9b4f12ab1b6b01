import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ServiceId } from '@upkeep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEAR_STATIC_CACHE_CONTROL, preferredEncoding } from '../src/lib/cache-control.ts';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';

describe('API answers: compression and caching (issue 14)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(quickestDatabaseKind());
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

  it('sends a near-static answer compressed the same way every time, as JSON of its declaration', async () => {
    const url = `/api/customer/features/${ServiceId.Landscaping}`;
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toMatchObject({ statusCode: 200, message: 'OK' });
    expect(plain.json().data[0]).toEqual(
      expect.objectContaining({ id: expect.any(Number), question: expect.any(String), values: expect.any(Array) }),
    );
    const answers = [];
    for (let i = 0; i < 3; i++) {
      answers.push(await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip;q=0.5, br' } }));
    }
    for (const res of answers) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      // CORS's Vary: Origin stays (issue 33).
      expect(res.headers.vary).toMatch(/origin/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.headers.etag).toBe(plain.headers.etag);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    }
    const refused = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(refused.rawPayload).toString()).toBe(plain.body);
  });

  it('gives an ETag and a 304 only where a client may revalidate: a GET answered 200 (issue 33)', async () => {
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const etag = String(health.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const weak = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'if-none-match': `W/${etag}` } });
    expect(weak.statusCode).toBe(304);

    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers.etag).toBeUndefined();

    const guest = await ctx.app.inject({ method: 'POST', url: '/api/customer/auth/guest-login' });
    expect(guest.statusCode).toBe(200);
    expect(guest.headers.etag).toBeUndefined();
  });

  it('takes the encodings as a client lists them', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0,gzip;q=0')).toBeNull();
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
