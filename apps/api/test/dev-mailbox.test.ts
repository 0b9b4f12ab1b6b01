import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, quickestDatabaseKind } from './helpers.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'upkeep-mailbox-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the demo mailbox', () => {
  it('shows what was sent, as a page and as JSON, newest first', async () => {
    const ctx = await buildTestApp(quickestDatabaseKind(), { env: { DATA_DIR: tempDir() } });
    try {
      const empty = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(empty.statusCode).toBe(200);
      expect(empty.headers['content-type']).toContain('text/html');
      expect(empty.body).toContain('The mailbox is empty.');

      await ctx.app.inject({
        method: 'POST',
        url: '/api/customer',
        payload: {
          Name: 'Box <Test>',
          Email: 'box@example.com',
          PhoneNumber: '7025550113',
          Password: 'Red-Rock-Canyon-9',
        },
      });
      await ctx.app.inject({
        method: 'PUT',
        url: '/api/customer/auth/forgot-password',
        payload: { Email: 'box@example.com' },
      });
      await ctx.app.outbox.runOnce();

      const page = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
      expect(page.body).toContain('Your UpKeep temporary password');
      expect(page.body).toContain('Hi Box &lt;Test&gt;,');
      expect(page.body).not.toContain('<Test>');
      const json = await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(json.json().data[0]).toMatchObject({ to: 'box@example.com', subject: 'Your UpKeep temporary password' });
    } finally {
      await ctx.close();
    }
  });

  it('does not exist in production (not even in its mail test mode) or when mail goes to an SMTP server', async () => {
    for (const env of [
      { NODE_ENV: 'production', TEST_MODE: 'all', DATA_DIR: tempDir() },
      { SMTP_URL: 'smtp://127.0.0.1:1', DATA_DIR: tempDir() },
    ]) {
      const ctx = await buildTestApp(quickestDatabaseKind(), { env });
      try {
        expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
        expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
      } finally {
        await ctx.close();
      }
    }
  });
});
