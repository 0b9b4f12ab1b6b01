import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helpers.ts';

describe('serving the built web app', () => {
  let ctx: TestContext;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'upkeep-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<html><title>shell</title></html>');
    mkdirSync(path.join(webDist, 'home'));
    writeFileSync(path.join(webDist, 'home', 'index.html'), '<html><title>Home | UpKeep</title></html>');
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'assets', 'entry-AbC123.js'), 'console.log(1)');
    writeFileSync(path.join(webDist, 'favicon.svg'), '<svg/>');
    ctx = await buildTestApp('pglite', { env: { WEB_DIST: webDist }, serveWeb: true });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('serves a prerendered page as its own HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Home | UpKeep');
    expect((await ctx.app.inject({ method: 'GET', url: '/home/' })).body).toContain('Home | UpKeep');
  });

  it('falls back to the app shell for app routes, with status 200', async () => {
    for (const url of ['/my-tickets', '/booking?x=1', '/scheduled-ticket/4/12', '/signin']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('shell');
    }
  });

  it('answers unknown paths with the shell and status 404', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('caches hashed assets for a year and never serves HTML for a missing file', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/entry-AbC123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.headers['cache-control']).toBe('public, max-age=300');
    const missing = await ctx.app.inject({ method: 'GET', url: '/assets/old-XyZ.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('text/plain');
  });

  it('keeps unknown API paths in the JSON envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ statusCode: 404, data: null });
  });
});
