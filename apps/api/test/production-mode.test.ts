/**
 * Production fails closed (issue 11): with every outside service configured there is no sandbox, no dev
 * mailbox and no label; with TEST_MODE the named services run on their test doubles and every served page
 * says so. The app is built as the server builds it, on the production configuration.
 */

import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { buildTestApp, quickestDatabaseKind, type TestContext } from './helpers.ts';

const CONFIGURED = {
  NODE_ENV: 'production',
  STRIPE_SECRET_KEY: 'sk_test_offline',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_offline',
  STRIPE_WEBHOOK_SECRET: 'whsec_offline',
  STRIPE_CONNECT_WEBHOOK_SECRET: 'whsec_connect_offline',
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'UpKeep <bookings@upkeep-valley.com>',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'offline',
  TWILIO_FROM: '+17025550100',
};
const TEST_MODE_ALL = { NODE_ENV: 'production', TEST_MODE: 'payments,mail,sms' };

/** A built web app in miniature: a prerendered page and the SPA shell, as React Router writes them. */
let webDist: string;
let dataDirs: string[] = [];
beforeAll(() => {
  webDist = mkdtempSync(path.join(tmpdir(), 'upkeep-web-'));
  const page = (title: string) =>
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><div id="app">${title}</div><script type="module">import('/assets/entry.js')</script></body></html>`;
  writeFileSync(path.join(webDist, '__spa-fallback.html'), page('shell'));
  mkdirSync(path.join(webDist, 'home'));
  writeFileSync(path.join(webDist, 'home', 'index.html'), page('Home | UpKeep'));
});
afterAll(() => {
  rmSync(webDist, { recursive: true, force: true });
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  dataDirs = [];
});

function build(env: NodeJS.ProcessEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-prod-'));
  dataDirs.push(dataDir);
  return buildTestApp(quickestDatabaseKind(), {
    env: { ...env, WEB_DIST: webDist, DATA_DIR: dataDir },
    serveWeb: true,
  });
}

const SANDBOX_PATH = '/api/sandbox/payment-intents/{id}/confirm';
const confirmUnknownIntent = (ctx: TestContext) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/sandbox/payment-intents/pi_sbx_none/confirm',
    payload: { clientSecret: 'x', cardNumber: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' },
  });

describe('production with every outside service configured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build(CONFIGURED);
  });
  afterAll(() => ctx.close());

  it('reports no test mode', async () => {
    const data = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(data).toMatchObject({
      environment: 'production',
      payments: { provider: 'stripe', publishableKey: 'pk_test_offline' },
      mail: 'smtp',
      sms: 'twilio',
      testMode: false,
      testServices: [],
    });
  });

  it('has no sandbox card confirmation and no dev mailbox', async () => {
    const confirm = await confirmUnknownIntent(ctx);
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().message).toBe('Route not found');
    const paths = Object.keys((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).not.toContain(SANDBOX_PATH);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });

  it('serves pages without a test-mode label', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/home' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Home | UpKeep');
    expect(page.body).not.toContain('Test mode');
  });
});

describe('production in test mode (TEST_MODE=payments,mail,sms)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await build(TEST_MODE_ALL);
  });
  afterAll(() => ctx.close());

  it('says so in /api/config, service by service', async () => {
    const data = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
    expect(data).toMatchObject({
      environment: 'production',
      payments: { provider: 'sandbox', publishableKey: null },
      mail: 'mailbox',
      sms: 'log',
      geo: 'gazetteer',
      testMode: true,
      testServices: ['payments', 'mail', 'sms'],
    });
  });

  it('has the sandbox card confirmation, but never the dev mailbox', async () => {
    const confirm = await confirmUnknownIntent(ctx);
    expect(confirm.statusCode).toBe(404);
    expect(confirm.json().message).toBe('No such payment intent');
    const paths = Object.keys((await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json().paths);
    expect(paths).toContain(SANDBOX_PATH);
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
  });

  it('labels every page it serves, right after <body>: prerendered pages, app routes and not-found', async () => {
    const label =
      'Test mode: payments are simulated, no card is charged; e-mails are not sent, they stay on the server; text messages are not sent, they stay on the server.';
    for (const [url, status, title] of [
      ['/home', 200, 'Home | UpKeep'],
      ['/my-tickets', 200, 'shell'],
      ['/no-such-page', 404, 'shell'],
    ] as const) {
      const page = await ctx.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(status);
      expect(page.headers['content-type'], url).toContain('text/html');
      expect(page.body, url).toContain(title);
      expect(page.body, url).toMatch(
        /<body><upkeep-test-mode role="region" aria-label="Test mode"[^>]*><p role="status"/,
      );
      expect(page.body, url).toContain(label);
      expect(page.body.match(/<upkeep-test-mode/g), url).toHaveLength(1);
    }
  });
});

describe('production with only e-mail in test mode', () => {
  it('labels pages with what is simulated, nothing more', async () => {
    const { SMTP_URL: _smtp, ...rest } = CONFIGURED;
    const ctx = await build({ ...rest, TEST_MODE: 'mail' });
    try {
      const data = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
      expect(data).toMatchObject({
        payments: { provider: 'stripe' },
        mail: 'mailbox',
        testMode: true,
        testServices: ['mail'],
      });
      expect((await confirmUnknownIntent(ctx)).json().message).toBe('Route not found');
      const page = await ctx.app.inject({ method: 'GET', url: '/home' });
      expect(page.body).toContain('Test mode: e-mails are not sent, they stay on the server.');
      expect(page.body).not.toContain('payments are simulated');
      // Compressed as labelled, not the build's unlabelled file.
      const br = await ctx.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page.body);
    } finally {
      await ctx.close();
    }
  });
});

describe('development', () => {
  it('runs on the test doubles and says so in /api/config, but leaves pages unlabelled', async () => {
    const ctx = await build({ NODE_ENV: 'development' });
    try {
      const data = (await ctx.app.inject({ method: 'GET', url: '/api/config' })).json().data;
      expect(data).toMatchObject({ testMode: true, testServices: ['payments', 'mail', 'sms'] });
      expect((await ctx.app.inject({ method: 'GET', url: '/home' })).body).not.toContain('upkeep-test-mode');
    } finally {
      await ctx.close();
    }
  });
});

describe('starting a production server without its outside services', () => {
  it('is refused in one line naming every missing variable, with a non-zero exit, by npm start and by the server', () => {
    // The compiled server is built by the global setup, as `npm run build` builds it.
    for (const entry of [['scripts/start.mjs'], ['apps/api/dist/server.js']]) {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'upkeep-refused-'));
      dataDirs.push(dataDir);
      const run = spawnSync(process.execPath, entry, {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', DATA_DIR: dataDir },
      });
      const lines = run.stderr.trim().split('\n');
      expect(run.status, entry.join(' ')).toBe(1);
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^UpKeep cannot start: Invalid configuration: NODE_ENV=production requires JWT_SECRET, /,
      );
      for (const name of ['STRIPE_WEBHOOK_SECRET', 'SMTP_URL', 'TWILIO_FROM']) expect(lines[0]).toContain(name);
    }
  });
});
