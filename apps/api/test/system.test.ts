import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, quickestDatabaseKind, type TestContext } from './helpers.ts';

describe.each(databaseKinds())('system endpoints on %s', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(kind);
  });
  afterAll(() => ctx.close());

  it('GET /api/health answers 200 with the database reachable', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ statusCode: 200, message: 'OK', data: { status: 'ok', database: kind } });
  });

  it('GET /api/config tells the active modes, all offline by default', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      environment: 'test',
      payments: { provider: 'sandbox', publishableKey: null },
      mail: 'mailbox',
      sms: 'log',
      geo: 'gazetteer',
      testMode: true,
      testServices: ['payments', 'mail', 'sms'],
    });
  });

  it('serves the OpenAPI document and its UI at /api/docs', async () => {
    const ui = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
    const doc = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/health', '/api/config', '/api/customer/services', '/api/customer/services/{id}']),
    );
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // The API's JSON answers carry the API's own policy: nothing loads from them, nothing frames them.
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS only from the configured origin', async () => {
    const allowed = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'http://127.0.0.1:3000' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, data: null });
  });

  it('names the field of a validation error', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/customer/services/abc' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.statusCode).toBe(400);
    expect(body.errors[0].field).toBe('id');
    expect(body.message).toContain('id');
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, data: null });
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/customer/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ Name: 'x', Email: 'a@b.co', Phone: '7025550100', Message: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, data: null });
  });
});

describe('rate limiting', () => {
  it('answers 429 in the envelope once a client exceeds the API limit', async () => {
    const ctx = await buildTestApp(quickestDatabaseKind(), { env: { RATE_LIMIT_MAX: '3' } });
    try {
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await ctx.app.inject({ method: 'GET', url: '/api/config' }));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 429]);
      // The counts go out with the refusal only.
      expect(Object.keys(answers[0]?.headers ?? {}).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      expect(res.json()).toMatchObject({ statusCode: 429, data: null });
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.headers['x-ratelimit-limit']).toBe('3');
      expect(res.headers['x-ratelimit-remaining']).toBe('0');
    } finally {
      await ctx.close();
    }
  });
});

describe('unexpected failures', () => {
  it('answer 500 without internals when the database is gone', async () => {
    const ctx = await buildTestApp('pglite');
    await ctx.database.close();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/customer/services' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ statusCode: 500, message: 'Internal server error', data: null });
    const health = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    await ctx.app.close();
  });
});
