import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PREVIEWS } from '../src/modules/operations/email-previews/previews.ts';
import { buildTestApp, quickestDatabaseKind } from './helpers.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'upkeep-previews-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the e-mail previews', () => {
  it('list every kind of e-mail in development, each as its HTML part and its text part', async () => {
    const ctx = await buildTestApp(quickestDatabaseKind(), { env: { DATA_DIR: tempDir() } });
    try {
      const list = await ctx.app.inject({ method: 'GET', url: '/dev/emails' });
      expect(list.statusCode).toBe(200);
      expect(list.headers['content-type']).toContain('text/html');
      for (const preview of PREVIEWS) expect(list.body).toContain(`href="/dev/emails/${preview.kind}"`);
      // Sample names are escaped on the list too (the subjects carry them).
      expect(list.body).toContain('Green &amp; Sons Landscaping');

      const html = await ctx.app.inject({ method: 'GET', url: '/dev/emails/booking-request-guest' });
      expect(html.statusCode).toBe(200);
      expect(html.headers['content-type']).toContain('text/html');
      expect(html.body).toMatch(/^<!DOCTYPE html /);
      expect(html.body).toContain('<html dir="ltr" lang="en">');
      expect(html.body).toContain(`${ctx.app.config.publicUrl}/my-booking/sample-token`);

      const text = await ctx.app.inject({ method: 'GET', url: '/dev/emails/booking-request-guest?part=text' });
      expect(text.statusCode).toBe(200);
      expect(text.headers['content-type']).toContain('text/plain');
      expect(text.body).toMatch(/^Hi Dana O'Neil,\n\nRequest sent to Green & Sons Landscaping\./);
      expect(text.body).not.toContain('<');

      expect((await ctx.app.inject({ method: 'GET', url: '/dev/emails/no-such-mail' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('do not exist in production', async () => {
    const ctx = await buildTestApp(quickestDatabaseKind(), {
      env: { NODE_ENV: 'production', TEST_MODE: 'all', DATA_DIR: tempDir() },
    });
    try {
      for (const url of ['/dev/emails', '/dev/emails/temporary-password', '/dev/emails/temporary-password?part=text']) {
        const answer = await ctx.app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.body, url).not.toContain('UpKeep temporary password');
      }
    } finally {
      await ctx.close();
    }
  });
});
